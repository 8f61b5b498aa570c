import {
	type LateAction,
	type LateRuling,
	type Timing,
	replyTime
} from '$lib/rulesets/forum/deadlines';
import type { NightAction } from '$lib/rulesets/forum/resolution';
import type { Text } from '$lib/engine/text';

/** An action of tonight as the clock shows it: names resolved, its reply time. */
export interface ClockAction {
	skill: string;
	skillName: Text;
	seat: string;
	postedAt: number;
}

/** A late action waiting for (or given) the director's ruling. */
export interface ClockLate extends ClockAction {
	due: number;
	ruling: LateRuling | null;
}

/** Tonight's actions for the clock, each with its reply time. */
export function clockActions(
	actions: readonly NightAction[],
	timing: Timing | undefined,
	name: (skill: string) => Text,
	seat: (id: string) => string
): ClockAction[] {
	return actions.map((a) => ({
		skill: a.skill,
		skillName: name(a.skill),
		seat: seat(a.actor),
		postedAt: replyTime(a, timing)
	}));
}

/** The rule set's late actions for the clock. */
export function clockLate(
	late: readonly LateAction[],
	name: (skill: string) => Text,
	seat: (id: string) => string
): ClockLate[] {
	return late.map((l) => ({
		skill: l.action.skill,
		skillName: name(l.action.skill),
		seat: seat(l.action.actor),
		postedAt: l.postedAt,
		due: l.due.at,
		ruling: l.ruling
	}));
}
