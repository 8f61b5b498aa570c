import { postedInstant } from './forum-clock';
import type { NightAction } from './resolution';
import type { Text } from '../../engine/text';

/**
 * Deadlines of a forum game (规定时间): what is due by when. A rule set's schedule lists the
 * deadlines of the phase on the desk in time order; the desk counts down to the next one, and an
 * action whose reply time (the forum post time) is after its deadline is late (逾期作废) until
 * the director rules on it.
 */
export interface Deadline {
	key: string;
	label: Text;
	at: number;
	/** The skills (or decisions) due by then. */
	skills: readonly string[];
}

export type LateRuling = 'void' | 'kept';

/** The clock's record of the phase on the desk, kept in the game state (optional field). */
export interface Timing {
	/** Which phase this is about ("night:2"); a new phase starts a new record. */
	phase: string;
	/** When the phase began: the device time of the event that opened it. */
	since: number;
	/** Reply times (forum post times, ISO strings) by skill, when the director recorded one. */
	posted: Record<string, string>;
	/** The director's rulings on late actions, by skill. */
	ruled: Record<string, LateRuling>;
	/** Late actions the director voided (taken out of the night), with their reply times. */
	voided: (NightAction & { postedAt: number })[];
}

export function freshTiming(phase: string, since: number): Timing {
	return { phase, since, posted: {}, ruled: {}, voided: [] };
}

/** The timing after an accepted event: a new record when the phase changed. */
export function stampTiming(timing: Timing | undefined, phase: string, at: number): Timing {
	return timing && timing.phase === phase ? timing : freshTiming(phase, at);
}

/** The first deadline still ahead of `now`, or null when nothing is due in this phase. */
export function nextDeadline(list: readonly Deadline[], now: number): Deadline | null {
	return list.find((d) => d.at > now) ?? null;
}

/** The deadline a skill is due by in this phase. */
export function dueFor(list: readonly Deadline[], skill: string): Deadline | null {
	return list.find((d) => d.skills.includes(skill)) ?? null;
}

/** Late means posted after the deadline: a reply at the deadline's minute is still on time. */
export function isLate(postedAt: number, due: number): boolean {
	return postedAt > due;
}

/** An action's reply time: the recorded forum post time, else when it was entered. */
export function replyTime(action: NightAction, timing: Timing | undefined): number {
	const posted = postedInstant(timing?.posted[action.skill]);
	return Number.isNaN(posted) ? action.at : posted;
}

export interface LateAction {
	action: NightAction & { postedAt?: number };
	postedAt: number;
	due: Deadline;
	/** null: waiting for the director's ruling. */
	ruling: LateRuling | null;
}

/** Tonight's late actions: those entered and still late, then those the director voided. */
export function lateActions(
	actions: readonly (NightAction & { postedAt?: number })[],
	timing: Timing | undefined,
	schedule: readonly Deadline[]
): LateAction[] {
	const out: LateAction[] = [];
	const entries = [
		...actions.map((action) => ({ action, ruling: timing?.ruled[action.skill] ?? null })),
		...(timing?.voided ?? []).map((action) => ({ action, ruling: 'void' as const }))
	];
	for (const { action, ruling } of entries) {
		const due = dueFor(schedule, action.skill);
		const postedAt = action.postedAt ?? replyTime(action, timing);
		if (!due || !isLate(postedAt, due.at)) continue;
		out.push({ action, postedAt, due, ruling });
	}
	return out;
}

/** Records a reply time; a changed reply time takes back an earlier ruling on that action. */
export function withPosted(timing: Timing, skill: string, iso: string | null): Timing {
	const posted = { ...timing.posted };
	const ruled = { ...timing.ruled };
	delete ruled[skill];
	if (iso === null) delete posted[skill];
	else posted[skill] = iso;
	return { ...timing, posted, ruled };
}

/** Records the director's ruling on a late action (voided actions are kept apart to show). */
export function withRuling(timing: Timing, action: NightAction, ruling: LateRuling): Timing {
	if (ruling === 'kept') return { ...timing, ruled: { ...timing.ruled, [action.skill]: ruling } };
	const ruled = { ...timing.ruled };
	delete ruled[action.skill];
	const voided = { ...action, postedAt: replyTime(action, timing) };
	return { ...timing, ruled, voided: [...timing.voided, voided] };
}
