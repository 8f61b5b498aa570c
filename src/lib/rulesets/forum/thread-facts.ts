import { type Rejection, isRejection } from '../../engine/types';
import { forumIso } from './forum-clock';
import type { ThreadFacts } from './thread';

/**
 * What the forum desks share in telling the vote-thread reader about their game: the vote's
 * window, and the dry run of the ballots read before any is recorded.
 */

/** A ballot as read from a pasted thread. */
export interface PastedBallot {
	voter: string;
	target: string | null;
	floor?: number;
	postedAt?: string;
}

const TWO_DAYS = 48 * 3_600_000;

/**
 * The deadline the desk's clock shows for the vote (`due`, null when none), and when the vote
 * opened: the day before closed 48 hours earlier, so a post before that belongs to a vote
 * already counted.
 */
export function voteWindow(due: number | null): Pick<ThreadFacts, 'deadline' | 'opens'> {
	return {
		deadline: due === null ? null : forumIso(due),
		opens: due === null ? null : forumIso(due - TWO_DAYS)
	};
}

/**
 * Each pasted ballot sent through the rule set's reducer (`cast`) in turn, nothing kept: the
 * refusal the desk would meet on confirming, or null.
 */
export function dryRunBallots<S>(
	s: S,
	ballots: readonly PastedBallot[],
	cast: (state: S, ballot: PastedBallot) => S | Rejection
): (Rejection | null)[] {
	let state = s;
	return ballots.map((b) => {
		const next = cast(state, b);
		if (isRejection(next)) return next;
		state = next;
		return null;
	});
}
