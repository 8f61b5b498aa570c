import { chenquArchive } from './archive';
import { withRename } from '../../engine/rename';
import { CHENQU_REJECTIONS } from './reject-messages';
import { type Rules, type StartOptions, statusOf } from '../../engine/ruleset';
import { forumRulesParts } from '../forum/rules';
import { isRejection, rejectionSummary } from '../../engine/types';
import type { RoleId } from './roles';
import { dealRoles } from './setup';
import type { WerewolfEvent } from './events';
import { apply } from './reduce';
import { type WerewolfState, emptyState } from './state';

/** What 沉取场's new-game screen chooses: the six ordinary identities, or null to draw them. */
export interface ChenquChoices {
	ordinary: RoleId[] | null;
}

const rules = withRename(apply);

/** A new game's `game/created` (marked with the rule set) and its deal (`setup/roles`). */
export function startChenqu(base: StartOptions, choices?: unknown): WerewolfEvent[] {
	const ordinary = (choices as ChenquChoices | undefined)?.ordinary ?? undefined;
	const created = {
		type: 'game/created',
		ruleset: base.ruleset,
		at: base.at,
		id: base.id,
		name: base.name,
		seed: base.seed,
		seats: base.names.map((name, i) => ({ id: `s${i + 1}`, name }))
	} as WerewolfEvent;
	const first = rules(emptyState(), created);
	if (isRejection(first)) throw new Error(rejectionSummary(first));
	return [created, { ...dealRoles(first, ordinary), at: base.at } as WerewolfEvent];
}

/** 沉取场's rules as its `RuleSet` loads them: the reducer (with the app's rename) and the desk. */
export const chenquRules: Rules<WerewolfState, WerewolfEvent> = {
	empty: emptyState,
	apply: rules,
	start: startChenqu,
	rejections: CHENQU_REJECTIONS,
	...forumRulesParts(
		({ phase: p, winner, seats }) => ({
			scriptName: '沉取场',
			status: winner ? 'finished' : statusOf(p.kind),
			playerCount: seats.length,
			phaseLabel: p.kind === 'night' || p.kind === 'day' ? `${p.kind}:${p.n}` : p.kind
		}),
		chenquArchive,
		() => import('../../components/werewolf/ChenquDesk.svelte')
	)
};
