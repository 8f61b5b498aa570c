import type { LateRuling } from '../../forum/deadlines';
import { castBallot } from '../../forum/ballot';
import { text } from '../../../engine/text';
import { type Rejection, isRejection, reject } from '../../../engine/types';
import { bladeReady, countDay, makeSheriff, voteOut } from '../day';
import { lateBallotLine, lateBallots } from '../late-ballots';
import { openNight } from '../night';
import { canAct } from '../player-states';
import { type I01Ballot, type I01State, isOut, isSheriff, playerOf, seatLabel } from '../state';
import { judge } from '../win';
import { addLines, sheriffNotice } from './common';
import type { Handlers } from './types';

const voting = (s: I01State) => s.phase.kind === 'day' && !!s.day && !s.day.tally;

/** The ballot's floor and post time, checked: a floor holds one post. */
function forumPost(
	ballots: readonly I01Ballot[],
	e: { voter: string; floor?: number | null; postedAt?: string | null }
): Rejection | Pick<I01Ballot, 'floor' | 'postedAt'> {
	const post: Pick<I01Ballot, 'floor' | 'postedAt'> = {};
	if (e.floor !== null && e.floor !== undefined) {
		if (!Number.isInteger(e.floor) || e.floor < 1) return reject('i01.floor');
		if (ballots.some((b) => b.voter !== e.voter && b.floor === e.floor))
			return reject('i01.floor-taken', { floor: e.floor });
		post.floor = e.floor;
	}
	if (e.postedAt !== null && e.postedAt !== undefined) {
		if (!Number.isFinite(Date.parse(e.postedAt))) return reject('i01.posted-at');
		post.postedAt = e.postedAt;
	}
	return post;
}

/** After the count on day 1 the winner is sheriff (警长竞选); later days put the chosen out. */
function afterCount(s: I01State, n: number, chosen: string | null, at: number): I01State {
	if (n === 1) {
		const st = makeSheriff(s, chosen);
		return chosen ? sheriffNotice(st, chosen, { kind: 'day', n: 1 }) : st;
	}
	if (!chosen) return s;
	if (bladeReady(s, chosen)) {
		return addLines({ ...s, pending: [...s.pending, { kind: 'blade', seat: chosen }] }, [
			{
				key: 'blade-ready',
				text: text(
					`${seatLabel(s, chosen)}为孤狼且是狼人阵营最后一名存活角色：可发动【孤刀】`,
					'The lone wolf is the last of the werewolf team: they may use the lone blade'
				)
			}
		]);
	}
	const r = voteOut(s, n, chosen, null, at);
	const j = judge(r.state, at);
	return addLines(j.state, [...r.lines, ...j.lines]);
}

/** The day: ballots, speed-up, the count, 孤刀, 殉职 and the turn to night. */
export const dayHandlers = {
	'i01/ballot': (s, e) => {
		if (!voting(s)) return reject('i01.not-voting');
		const r = canAct(s, e.voter, 'vote');
		if (r) return r;
		if (e.target !== null) {
			const t = playerOf(s, e.target);
			if (!t || isOut(t)) return reject('i01.vote-target');
		}
		const day = s.day!;
		if (e.floor === undefined && e.postedAt === undefined) {
			// An older log's ballot: a recast one moved to the end, and replays as it did.
			const seq = s.clock + 1;
			return {
				...s,
				clock: seq,
				day: { ...day, ballots: castBallot(day.ballots, e.voter, e.target, seq, e.at) }
			};
		}
		const post = forumPost(day.ballots, e);
		if (isRejection(post)) return post;
		const prev = day.ballots.find((b) => b.voter === e.voter);
		// A corrected ballot keeps its place: where the forum post is, not when it was typed.
		const seq = prev ? prev.seq : s.clock + 1;
		const ballot: I01Ballot = {
			voter: e.voter,
			target: e.target,
			seq,
			at: prev?.at ?? e.at,
			...post
		};
		// The host's ruling on a late ballot holds while its post time stays the same.
		if (prev?.late && prev.postedAt === ballot.postedAt) ballot.late = prev.late;
		return {
			...s,
			clock: Math.max(s.clock, seq),
			day: { ...day, ballots: [...day.ballots.filter((b) => b.voter !== e.voter), ballot] }
		};
	},
	'i01/late-ballot': (s, e) => {
		if (!voting(s)) return reject('i01.not-voting');
		const late = lateBallots(s).find((l) => l.voter === e.voter);
		const ruling: LateRuling = e.void ? 'void' : 'kept';
		if (!late || late.ruling === ruling) return reject('i01.ballot-not-late');
		const day = s.day!;
		const ballots = day.ballots.map((b) => (b.voter === e.voter ? { ...b, late: ruling } : b));
		const line = lateBallotLine(s, { ...late, ruling }, `late-ballot.${e.voter}`);
		return addLines({ ...s, day: { ...day, ballots } }, [line]);
	},
	'i01/unballot': (s, e) => {
		if (!voting(s)) return reject('i01.not-voting');
		const day = s.day!;
		return { ...s, day: { ...day, ballots: castBallot(day.ballots, e.voter, undefined, 0, e.at) } };
	},
	'i01/speed-up': (s, e) => {
		if (!voting(s)) return reject('i01.speed-up-not-day');
		const r = canAct(s, e.seat, 'discuss');
		if (r) return r;
		const day = s.day!;
		const prev = day.speedUp ?? [];
		const speedUp = e.on ? [...new Set([...prev, e.seat])] : prev.filter((x) => x !== e.seat);
		return { ...s, day: { ...day, speedUp } };
	},
	'i01/close-day': (s, e) => {
		if (!voting(s) || s.phase.kind !== 'day') return reject('i01.not-voting');
		if (s.pending.some((p) => p.kind === 'badge')) return reject('i01.badge-first');
		const waiting = lateBallots(s).filter((l) => l.ruling === null);
		if (waiting.length)
			return reject('i01.late-ballots', {
				names: waiting.map((l) => seatLabel(s, l.voter)).join('、')
			});
		const day = s.day!;
		const o = countDay(s, s.phase.n, day.ballots);
		const st: I01State = {
			...s,
			day: {
				...day,
				tally: o.tally,
				sheriff: s.players.find(isSheriff)?.seat ?? null,
				result: o.chosen,
				lines: [...day.lines, ...o.lines]
			}
		};
		return afterCount(st, s.phase.n, o.chosen, e.at);
	},
	'i01/blade': (s, e) => {
		const p = s.pending.find((x) => x.kind === 'blade');
		if (!p || s.phase.kind !== 'day') return reject('i01.no-blade');
		if (e.target !== null) {
			const t = playerOf(s, e.target);
			if (!t || isOut(t) || e.target === p.seat) return reject('i01.blade-target');
		}
		const st = { ...s, pending: s.pending.filter((x) => x !== p) };
		const r = voteOut(st, s.phase.n, p.seat, e.target, e.at);
		const j = judge(r.state, e.at);
		return addLines(j.state, [...r.lines, ...j.lines]);
	},
	'i01/badge': (s, e) => {
		const p = s.pending.find((x) => x.kind === 'badge');
		if (!p) return reject('i01.no-badge');
		const t = playerOf(s, e.to);
		if (!t || isOut(t)) return reject('i01.sheriff-target');
		const ph = s.phase;
		const when =
			ph.kind === 'day'
				? { kind: 'day' as const, n: ph.n }
				: { kind: 'night' as const, n: ph.kind === 'night' ? ph.n : 0 };
		const st = makeSheriff({ ...s, pending: s.pending.filter((x) => x !== p) }, e.to);
		return addLines(sheriffNotice(st, e.to, when), [
			{
				key: `badge.${e.to}`,
				text: text(`【殉职】：${seatLabel(s, e.to)}继任警长`, `${t.name} becomes sheriff`)
			}
		]);
	},
	'i01/start-night': (s) => {
		if (s.phase.kind !== 'day' || !s.day?.tally) return reject('i01.count-first');
		if (s.pending.length)
			return s.pending[0]?.kind === 'blade'
				? reject('i01.pending-blade')
				: reject('i01.pending-badge');
		return openNight({ ...s, days: [...s.days, s.day], day: null }, s.phase.n);
	}
} satisfies Partial<Handlers>;
