import { i01Archive } from './archive';
import { withRename } from '../../engine/rename';
import { I01_REJECTIONS } from './reject-messages';
import { type Rules, type StartOptions, statusOf } from '../../engine/ruleset';
import { forumRulesParts } from '../forum/rules';
import { publicViewI01 } from './announce';
import { type I01Event, reduceI01 } from './reduce';
import { type I01State, emptyState } from './state';

/** A new game's `i01/create` and its random deal (身份随机分发). */
export function startI01(base: StartOptions): I01Event[] {
	const { at, id, name, seed, names } = base;
	return [
		{ type: 'i01/create', at, id, name, seed, names },
		{ type: 'i01/deal', at }
	];
}

/** I01's rules as its `RuleSet` loads them: the reducer (with the app's rename), the public view, the desk. */
export const i01Rules: Rules<I01State, I01Event> = {
	empty: emptyState,
	apply: withRename(reduceI01),
	publicView: publicViewI01,
	start: startI01,
	rejections: I01_REJECTIONS,
	...forumRulesParts(
		(state) => {
			const p = state.phase;
			const phaseLabel =
				p.kind === 'night0'
					? 'night:0'
					: p.kind === 'night' || p.kind === 'day'
						? `${p.kind}:${p.n}`
						: state.result
							? 'ended'
							: p.kind;
			return {
				scriptName: 'I01',
				status: state.result ? 'finished' : statusOf(p.kind === 'night0' ? 'night' : p.kind),
				playerCount: state.players.length,
				phaseLabel
			};
		},
		i01Archive,
		() => import('../../components/werewolf-i01/I01Desk.svelte')
	)
};
