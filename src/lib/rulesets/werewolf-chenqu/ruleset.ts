import { type RuleSet, isEventOf, statusOf, summaryRow } from '../../engine/ruleset';
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
	isCreation: (event) => isEventOf(event, 'game/created', 'werewolf-chenqu'),
	summary(state) {
		const p = state.phase;
		return summaryRow(state, {
			scriptName: '沉取场',
			status: state.winner ? 'finished' : statusOf(p.kind),
			playerCount: state.seats.length,
			phaseLabel: p.kind === 'night' || p.kind === 'day' ? `${p.kind}:${p.n}` : p.kind
		});
	},
	rules: () => import('./rules').then((m) => m.chenquRules),
	screenOf: () => 'game',
	screens: {
		game: () => import('../../components/werewolf/WerewolfGame.svelte'),
		desk: () => import('../../components/werewolf/ChenquDesk.svelte')
	}
};
