import { type LateRuling, isLate } from '../forum/deadlines';
import { forumStamp } from '../forum/forum-clock';
import { type Line, text } from '../../engine/text';
import { i01Schedule } from './schedule';
import { type I01Ballot, type I01State, playerOf, seatLabel } from './state';

/**
 * Ballots posted after the day's vote deadline (21:00 of the day after the day opened, seed 003
 * 游戏日): each is late until the 主办 rules on it, voided (not counted) or kept (counted).
 */
export interface LateBallot {
	voter: string;
	postedAt: number;
	due: number;
	/** null: waiting for the host's ruling (not counted until then). */
	ruling: LateRuling | null;
}

/** The vote deadline of the day on the desk, or null outside a day. */
export function voteDeadline(s: I01State): number | null {
	if (s.phase.kind !== 'day') return null;
	return i01Schedule(s).find((d) => d.key === 'vote')?.at ?? null;
}

/** The day's ballots whose post time is after the vote deadline. */
export function lateBallots(
	s: I01State,
	ballots: readonly I01Ballot[] = s.day?.ballots ?? []
): LateBallot[] {
	const due = voteDeadline(s);
	if (due === null) return [];
	return ballots.flatMap((b) => {
		const at = b.postedAt ? Date.parse(b.postedAt) : NaN;
		if (!Number.isFinite(at) || !isLate(at, due)) return [];
		return [{ voter: b.voter, postedAt: at, due, ruling: b.late ?? null }];
	});
}

/** “3号 玩家3的选票超出投票截止时间（12-02 21:05 > 12-02 21:00）” and what became of it. */
export function lateBallotLine(s: I01State, late: LateBallot, key: string): Line {
	const who = seatLabel(s, late.voter);
	const name = playerOf(s, late.voter)?.name ?? late.voter;
	const when = `${forumStamp(late.postedAt)} > ${forumStamp(late.due)}`;
	if (late.ruling === 'kept')
		return {
			key,
			text: text(
				`${who}的选票超出投票截止时间（${when}）：主办裁定仍然有效，计票`,
				`${name}'s ballot was posted after the deadline (${when}): the host keeps it`
			)
		};
	if (late.ruling === 'void')
		return {
			key,
			text: text(
				`${who}的选票超出投票截止时间（${when}）：主办确认逾期作废，不计票`,
				`${name}'s ballot was posted after the deadline (${when}): the host voids it`
			)
		};
	return {
		key,
		text: text(
			`${who}的选票超出投票截止时间（${when}）：待主办裁定，暂不计票`,
			`${name}'s ballot was posted after the deadline (${when}): not counted until the host rules`
		)
	};
}

/** What the clock calls a late ballot beside the late skills. */
export const BALLOT_NAME = text('投票', 'Ballot');
