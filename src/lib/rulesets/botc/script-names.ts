import type { Names } from '../../engine/ruleset';

/**
 * The built-in scripts' names in each language, by the name a game or a script stores (the
 * English one): 暗流涌动 for a Chinese reader, on the games list and the printed sheets.
 */
export const BUILT_IN_SCRIPT_NAMES: Readonly<Record<string, Names>> = {
	'Trouble Brewing': { 'zh-CN': '暗流涌动', en: 'Trouble Brewing' },
	'Bad Moon Rising': { 'zh-CN': '黯月初升', en: 'Bad Moon Rising' },
	'Sects & Violets': { 'zh-CN': '梦殒春宵', en: 'Sects & Violets' },
	'Experimental characters': { 'zh-CN': '实验性角色', en: 'Experimental characters' }
};
