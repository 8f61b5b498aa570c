import { withRename } from '../../engine/rename';
import type { Rules } from '../../engine/ruleset';
import { publicViewI01 } from './announce';
import { type I01Event, reduceI01 } from './reduce';
import { type I01State, emptyState } from './state';

/** I01's rules as its `RuleSet` loads them: the reducer, with the app's rename, and the public view. */
export const i01Rules: Rules<I01State, I01Event> = {
	empty: emptyState,
	apply: withRename(reduceI01),
	publicView: publicViewI01
};
