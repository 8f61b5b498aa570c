import { type RuleSet, isEventOf } from '../../engine/ruleset';
import type { I01Event } from './reduce';
import type { I01State } from './state';

/**
 * 版杀狼人 · I01 (seed 003): twelve players, six night phases, player states, penalty code. Its
 * games begin with `i01/create`; the reducer and the desk load on first use.
 */
export const i01RuleSet: RuleSet<I01State, I01Event> = {
	id: 'werewolf-i01',
	name: { 'zh-CN': '版杀狼人 · I01', en: 'Forum Werewolf · I01' },
	players: { min: 12, max: 12 },
	engine: 'werewolf-i01',
	board: 'rule-set',
	runner: { 'zh-CN': '主办', en: 'host' },
	isCreation: (event) => isEventOf(event, 'i01/create'),
	rules: () => import('./rules').then((m) => m.i01Rules)
};
