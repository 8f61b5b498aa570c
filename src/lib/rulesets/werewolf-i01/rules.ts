import { withRename } from '../../engine/rename';
import { type Rules, statusOf, summaryRow } from '../../engine/ruleset';
import { publicViewI01 } from './announce';
import { type I01Event, reduceI01 } from './reduce';
import { type I01State, emptyState } from './state';

/** I01's rules as its `RuleSet` loads them: the reducer (with the app's rename), the public view, the desk. */
export const i01Rules: Rules<I01State, I01Event> = {
	empty: emptyState,
	apply: withRename(reduceI01),
	publicView: publicViewI01,
	summary(state) {
		const p = state.phase;
		const phaseLabel =
			p.kind === 'night0'
				? 'night:0'
				: p.kind === 'night' || p.kind === 'day'
					? `${p.kind}:${p.n}`
					: state.result
						? 'ended'
						: p.kind;
		return summaryRow(state, {
			scriptName: 'I01',
			status: state.result ? 'finished' : statusOf(p.kind === 'night0' ? 'night' : p.kind),
			playerCount: state.players.length,
			phaseLabel
		});
	},
	screenOf: () => 'game',
	screens: {
		game: () => import('../../components/werewolf/WerewolfGame.svelte'),
		desk: () => import('../../components/werewolf-i01/I01Desk.svelte')
	}
};
