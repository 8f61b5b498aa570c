import { withRename } from '../../engine/rename';
import { type Rules, statusOf, summaryRow } from '../../engine/ruleset';
import type { WerewolfEvent } from './events';
import { apply } from './reduce';
import { type WerewolfState, emptyState } from './state';

/** 沉取场's rules as its `RuleSet` loads them: the reducer (with the app's rename) and the desk. */
export const chenquRules: Rules<WerewolfState, WerewolfEvent> = {
	empty: emptyState,
	apply: withRename(apply),
	summary(state) {
		const p = state.phase;
		return summaryRow(state, {
			scriptName: '沉取场',
			status: state.winner ? 'finished' : statusOf(p.kind),
			playerCount: state.seats.length,
			phaseLabel: p.kind === 'night' || p.kind === 'day' ? `${p.kind}:${p.n}` : p.kind
		});
	},
	screenOf: () => 'game',
	screens: {
		game: () => import('../../components/werewolf/WerewolfGame.svelte'),
		desk: () => import('../../components/werewolf/ChenquDesk.svelte')
	}
};
