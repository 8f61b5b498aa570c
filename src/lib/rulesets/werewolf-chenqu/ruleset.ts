import { type RuleSet, isEventOf } from '../../engine/ruleset';
import type { WerewolfEvent } from './events';
import type { WerewolfState } from './state';

/**
 * 版杀狼人 · 沉取场 (seed 002): 20–30 players at a director's desk. Its games begin with
 * `game/created` marked `ruleset: 'werewolf-chenqu'`; the reducer and the desk load on first use.
 */
export const chenquRuleSet: RuleSet<WerewolfState, WerewolfEvent> = {
	id: 'werewolf-chenqu',
	name: { 'zh-CN': '版杀狼人 · 沉取场', en: 'Forum Werewolf · Chenqu' },
	players: { min: 20, max: 30 },
	engine: 'werewolf-chenqu',
	board: 'rule-set',
	runner: { 'zh-CN': '导演', en: 'director' },
	isCreation: (event) => isEventOf(event, 'game/created', 'werewolf-chenqu'),
	rules: () => import('./rules').then((m) => m.chenquRules)
};
