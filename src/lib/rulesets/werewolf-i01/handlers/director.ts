import { withPenalty, withoutPenalty } from '../../forum/penalties';
import { type Rejection, reject } from '../../../engine/types';
import { lastWordsRight } from '../effects';
import { articleById } from '../penalty-code';
import { canAct } from '../player-states';
import { type I01State, playerOf } from '../state';
import { judge } from '../win';
import type { Handlers } from './types';

export const MAX_LAST_WORDS = 3000;

/** Checks the points against the article's range, or its escalation for a repeated offence. */
function checkArticle(s: I01State, seat: string, id: string, points: number): Rejection | null {
	const a = articleById(id);
	if (!a) return reject('i01.article');
	if (a.escalation) {
		const prior = s.penalties.filter((x) => x.seat === seat && x.article === a.id).length;
		const due = a.escalation[Math.min(prior, a.escalation.length - 1)] as number;
		return points === due
			? null
			: reject('i01.escalation', { ref: a.ref, offence: prior + 1, due });
	}
	if (points < a.min || points > a.max)
		return reject('i01.range', { ref: a.ref, min: a.min, max: a.max });
	return null;
}

/** The 主办's entries: penalty points, 和平 requests, last words, 流局. */
export const directorHandlers = {
	'i01/penalty': (s, e) => {
		if (!playerOf(s, e.seat)) return reject('i01.unknown-seat');
		if (!Number.isInteger(e.points) || e.points < 0 || e.points > 12) return reject('i01.points');
		if (!e.reason.trim() && e.article === null) return reject('i01.penalty-reason');
		if (e.article !== null) {
			const bad = checkArticle(s, e.seat, e.article, e.points);
			if (bad) return bad;
		}
		const st: I01State = {
			...s,
			nextId: s.nextId + 1,
			penalties: withPenalty(s.penalties, {
				id: `p${s.nextId}`,
				seat: e.seat,
				points: e.points,
				reason: e.reason.trim(),
				...(e.article !== null ? { article: e.article } : {}),
				at: e.at
			}),
			peace: s.peace.filter((x) => x !== e.seat)
		};
		return s.result ? st : judge(st, e.at).state;
	},
	'i01/unpenalty': (s, e) => {
		if (!s.penalties.some((x) => x.id === e.id)) return reject('i01.unknown');
		return { ...s, penalties: withoutPenalty(s.penalties, e.id) };
	},
	'i01/peace': (s, e) => {
		if (s.phase.kind === 'setup') return reject('i01.setup');
		const r = canAct(s, e.seat, 'discuss');
		if (r) return r;
		const peace = e.on ? [...new Set([...s.peace, e.seat])] : s.peace.filter((x) => x !== e.seat);
		return judge({ ...s, peace }, e.at).state;
	},
	'i01/last-words': (s, e) => {
		const right = lastWordsRight(s, e.seat);
		if (right !== 'yes')
			return right === 'ejected'
				? reject('i01.no-last-words-ejected')
				: reject('i01.no-last-words');
		if (e.text.length > MAX_LAST_WORDS) return reject('i01.long');
		return { ...s, lastWords: { ...s.lastWords, [e.seat]: e.text } };
	},
	'i01/void': (s, e) => {
		if (!e.reason.trim()) return reject('i01.void-reason');
		return {
			...s,
			result: { kind: 'void', reason: e.reason.trim(), at: e.at },
			phase: { kind: 'ended' }
		};
	}
} satisfies Partial<Handlers>;
