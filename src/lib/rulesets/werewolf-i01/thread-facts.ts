import type { Rejection } from '../../engine/types';
import type { ThreadFacts } from '../forum/thread';
import { type PastedBallot, dryRunBallots, voteWindow } from '../forum/thread-facts';
import { weightOf } from './day';
import { voteDeadline } from './late-ballots';
import { reduceI01 } from './reduce';
import type { I01State } from './state';
import { voters } from './view';

/**
 * What the I01 desk tells the vote-thread reader (seed 003): the deadline its clock shows (白天
 * … 截止于下一个自然日的21:00), when this vote opened (the day before closed 48 hours earlier: a
 * post before that is for a vote already counted), who may vote (出局状态、罚下状态：不能…投票) and
 * whose ballot weighs other than one (警长【领导】 2.1).
 */
export function i01ThreadFacts(s: I01State): ThreadFacts {
	const due = voteDeadline(s);
	const who = voters(s);
	return {
		players: s.players.map((p, i) => ({ id: p.seat, name: p.name, seat: i + 1 })),
		...voteWindow(due),
		voters: who,
		weights: Object.fromEntries(
			who.map((v) => [v, weightOf(s, v).weight] as const).filter(([, w]) => w !== 1)
		)
	};
}

/**
 * Each pasted ballot sent through the reducer in turn, nothing kept: the refusal the desk would
 * meet on confirming, or null.
 */
export function dryRunI01Ballots(
	s: I01State,
	ballots: readonly PastedBallot[]
): (Rejection | null)[] {
	return dryRunBallots(s, ballots, (state, b) =>
		reduceI01(state, {
			type: 'i01/ballot',
			voter: b.voter,
			target: b.target,
			floor: b.floor ?? null,
			postedAt: b.postedAt ?? null,
			at: s.updatedAt
		})
	);
}
