import { type Post, castBallot } from '../../forum/ballot';
import { withStatus, withUse } from '../../forum/marks';
import { text } from '../../../engine/text';
import { type Rejection, isRejection, reject } from '../../../engine/types';
import { countDay } from '../day';
import { addFact } from '../deaths';
import { ejected, inGame, mapSeat, nameOf, seatOf } from '../seats';
import { DAY_SKILLS, ST } from '../skills';
import { LAST_WORDS, type WerewolfState } from '../state';
import { MAX_LAST_WORDS, noSeat, currentWhen, appendLines, out, target } from './common';
import type { Handlers } from './types';

/** A ballot's forum post: a positive whole floor and a readable time, when given. */
function checkPost(e: { floor?: number; postedAt?: string }): Post | Rejection {
	const post: Post = {};
	if (e.floor !== undefined) {
		if (!Number.isInteger(e.floor) || e.floor < 1) return reject('wwc.bad-floor');
		post.floor = e.floor;
	}
	if (e.postedAt !== undefined) {
		if (typeof e.postedAt !== 'string' || Number.isNaN(Date.parse(e.postedAt)))
			return reject('wwc.bad-post-time');
		post.postedAt = e.postedAt;
	}
	return post;
}

/** Days: ballots, the count, last words. */
export const daysHandlers = {
	'day/started': (s) => {
		if (s.phase.kind !== 'night') return reject('wwc.phase.day-after-night');
		const night = s.night;
		if (!night) return reject('wwc.phase.no-night');
		if (night.n === 0 && (s.start.whiteWolfJoined === null || !s.start.lovers))
			return reject('wwc.start-unfinished');
		if (night.n > 0 && !night.resolved) return reject('wwc.unresolved');
		const n = night.n + 1;
		return {
			...s,
			phase: { kind: 'day', n },
			nights: [...s.nights, night],
			night: null,
			day: { n, ballots: [], result: null, lines: [] }
		};
	},
	'ballot/cast': (s, e) => {
		if (!s.day || s.day.result || s.day.countClosed) return reject('wwc.phase.voting-closed');
		const voter = seatOf(s, e.voter);
		if (!voter) return noSeat(e.voter);
		if (!inGame(s, voter)) return reject('wwc.voter-out', { seat: voter.id });
		if (e.target !== null) {
			const t = target(s, e.target);
			if (isRejection(t)) return t;
		}
		const post = checkPost(e);
		if (isRejection(post)) return post;
		return {
			...s,
			day: { ...s.day, ballots: castBallot(s.day.ballots, voter.id, e.target, s.seq, e.at, post) }
		};
	},
	'ballot/withdrawn': (s, e) => {
		if (!s.day || s.day.result || s.day.countClosed) return reject('wwc.phase.voting-closed');
		return {
			...s,
			day: { ...s.day, ballots: castBallot(s.day.ballots, e.voter, undefined, s.seq, e.at) }
		};
	},
	'day/count-closed': (s) => {
		if (!s.day || s.day.result) return reject('wwc.phase.no-vote');
		if (s.day.countClosed) return reject('wwc.count-already-closed');
		return { ...s, day: { ...s.day, countClosed: true } };
	},
	'day/count-reopened': (s) => {
		if (!s.day || s.day.result || !s.day.countClosed) return reject('wwc.count-not-closed');
		return { ...s, day: { ...s.day, countClosed: false } };
	},
	'day/result': (s, e) => {
		// Questions that depend on the count (装傻) are asked only once the count is closed.
		if (s.day && !s.day.result && !s.day.countClosed) return reject('wwc.count-not-closed');
		return applyCount(s, e);
	},
	'day/closed': (s, e) => applyCount(s, e),
	'lastWords/set': (s, e) => {
		const seat = seatOf(s, e.seat);
		if (!seat) return noSeat(e.seat);
		if (!seat.out || seat.out.order > LAST_WORDS || ejected(s, seat.id))
			return reject('wwc.no-last-words', { count: LAST_WORDS });
		if (typeof e.text !== 'string' || e.text.length > MAX_LAST_WORDS)
			return reject('wwc.too-long', { max: MAX_LAST_WORDS });
		return { ...s, lastWords: { ...s.lastWords, [seat.id]: e.text } };
	}
} satisfies Partial<Handlers>;

/** The count applied: the sheriff elected, the top player out, or 装傻 taken (the day's result). */
function applyCount(
	s: WerewolfState,
	e: { feign?: boolean; at: number }
): WerewolfState | Rejection {
	if (!s.day || s.day.result) return reject('wwc.phase.no-vote');
	const count = countDay(s);
	if (count.idiotMayFeign && e.feign === undefined)
		return reject('wwc.feign-needed', { seat: count.seat ?? '' });
	const when = currentWhen(s);
	const ctx = { when, at: e.at, immediate: true };
	let next: WerewolfState = {
		...s,
		day: { ...s.day, result: { lines: count.lines, seat: count.seat, kind: count.kind } }
	};
	const feigns = count.idiotMayFeign && e.feign === true;
	// 装傻……但不予公示: a feigning idiot's count posts only “无人出局”.
	if (!feigns)
		for (const a of count.announce) next = addFact(next, a, count.seat ? [count.seat] : [], ctx);
	if (count.kind === 'sheriff' && count.seat)
		return addFact({ ...next, sheriff: count.seat }, 'sheriff', [count.seat], ctx);
	if (count.kind === 'none' || !count.seat) return addFact(next, 'noOut', [], ctx);
	if (feigns) {
		const seat = count.seat;
		next = mapSeat(next, seat, (x) => withUse(withStatus(x, ST.feigned), DAY_SKILLS.feign));
		next = appendLines(
			next,
			[
				{
					key: 'feign',
					text: text(
						`${nameOf(s, seat)} 发动【装傻】：不予公示，公布“无人出局”；此后投票不计入`,
						`${nameOf(s, seat)} feigns: announced as “nobody out”; their vote no longer counts`
					)
				}
			],
			e.at
		);
		return addFact(next, 'noOut', [], ctx);
	}
	return out(next, [{ seat: count.seat, cause: count.cause ?? 'vote' }], e.at);
}
