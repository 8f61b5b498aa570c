import { withRename } from '../../engine/rename';
import type { Rules } from '../../engine/ruleset';
import type { WerewolfEvent } from './events';
import { apply } from './reduce';
import { type WerewolfState, emptyState } from './state';

/** 沉取场's rules as its `RuleSet` loads them: the reducer, with the app's rename. */
export const chenquRules: Rules<WerewolfState, WerewolfEvent> = {
	empty: emptyState,
	apply: withRename(apply)
};
