import type { RuleSetInfo } from '../engine/ruleset';

/** Every rule set the app can run, in the order the new-game screen offers them. */
export const RULE_SETS: readonly RuleSetInfo[] = [
	{
		id: 'botc',
		name: { 'zh-CN': '血染钟楼', en: 'Blood on the Clocktower' },
		players: { min: 5, max: 20 },
		engine: 'botc'
	},
	{
		// 《井满田坝》: a BotC variant (its own script and table rules) on the BotC engine.
		id: 'jingmantianba',
		name: { 'zh-CN': '井满田坝', en: 'Jingmantianba' },
		players: { min: 5, max: 20 },
		engine: 'botc'
	},
	{
		id: 'werewolf-chenqu',
		name: { 'zh-CN': '版杀狼人 · 沉取场', en: 'Forum Werewolf · Chenqu' },
		players: { min: 20, max: 30 },
		engine: 'own'
	},
	{
		id: 'werewolf-i01',
		name: { 'zh-CN': '版杀狼人 · I01', en: 'Forum Werewolf · I01' },
		players: { min: 12, max: 12 },
		engine: 'own'
	}
];

export function ruleSet(id: string): RuleSetInfo | undefined {
	return RULE_SETS.find((r) => r.id === id);
}

/**
 * The board or script name a games-list row shows: a werewolf rule set's own name in the
 * reader's language, a BotC game's script name as stored.
 */
export function boardName(
	row: { ruleset: string; scriptName: string },
	locale: 'zh-CN' | 'en'
): string {
	const info = ruleSet(row.ruleset);
	return info && info.engine === 'own' ? info.name[locale] : row.scriptName;
}
