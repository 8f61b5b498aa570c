import { hasStatus } from '../forum/marks';
import type { Rejection } from '../../engine/types';
import type { ThreadFacts } from '../forum/thread';
import { type PastedBallot, dryRunBallots, voteWindow } from '../forum/thread-facts';
import { apply } from './reduce';
import { chenquSchedule } from './schedule';
import { inGame, voteWeight } from './seats';
import { ST } from './skills';
import type { WerewolfState } from './state';

/**
 * What the 沉取场 desk tells the vote-thread reader (seed 002): the deadline its clock shows
 * (每“天”白天 … ~次日21:30, not the first post's day), when the vote opened (the day before closed
 * 48 hours earlier: a post before that belongs to an earlier day), who may vote (结算结束后，不能
 * 继续参与…投票; 罚下的角色不得参与…投票) and whose ballot weighs other than one (警长【带队】 2,
 * 已发动【装傻】的白痴 0).
 */
export function chenquThreadFacts(s: WerewolfState): ThreadFacts {
	const due = chenquSchedule(s).find((d) => d.key === 'vote')?.at ?? null;
	const voters = s.seats.filter((x) => inGame(s, x));
	const weights: Record<string, number> = {};
	for (const seat of voters) {
		const w = hasStatus(seat, ST.feigned) ? 0 : voteWeight(s, seat);
		if (w !== 1) weights[seat.id] = w;
	}
	return {
		players: s.seats.map((x, i) => ({ id: x.id, name: x.name, seat: i + 1 })),
		...voteWindow(due),
		voters: voters.map((x) => x.id),
		weights
	};
}

/**
 * Each pasted ballot sent through the reducer in turn, nothing kept: the refusal the desk would
 * meet on confirming, or null. Shown on the ballot's line before anything is recorded.
 */
export function dryRunChenquBallots(
	s: WerewolfState,
	ballots: readonly PastedBallot[]
): (Rejection | null)[] {
	return dryRunBallots(s, ballots, (state, b) =>
		apply(state, { type: 'ballot/cast', ...b, at: s.updatedAt })
	);
}
