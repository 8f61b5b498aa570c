import { hasLost, hasStatus, usesOf } from '../../forum/marks';
import { createExplainer } from '../../forum/resolution';
import type { Line } from '../../../engine/text';
import { type Rejection, reject } from '../../../engine/types';
import { addFact, goOut } from '../deaths';
import { inGame, seatOf } from '../seats';
import { ST } from '../skills';
import type { FactKind, Pending, SeatId, WSeat, WerewolfState, When } from '../state';

export const MAX_NAME = 40;
export const MAX_LAST_WORDS = 3000;

export const noSeat = (id: string) => reject('wwc.no-seat', { id });
export const validName = (x: unknown): x is string =>
	typeof x === 'string' && x.trim().length > 0 && x.length <= MAX_NAME;

export function currentWhen(s: WerewolfState): When {
	if (s.day) return { phase: 'day', n: s.day.n };
	return { phase: 'night', n: s.night?.n ?? 0 };
}

/** Appends explanation lines where the director reads them: the day, the night, or the notes. */
export function appendLines(s: WerewolfState, lines: readonly Line[], at: number): WerewolfState {
	if (lines.length === 0) return s;
	if (s.day) return { ...s, day: { ...s.day, lines: [...s.day.lines, ...lines] } };
	if (s.night?.resolved)
		return { ...s, night: { ...s.night, resolved: [...s.night.resolved, ...lines] } };
	const when = currentWhen(s);
	return { ...s, notes: [...s.notes, ...lines.map((line) => ({ when, line, at }))] };
}

export function withPending(
	s: WerewolfState,
	kind: Pending['kind'],
	seat: SeatId
): Rejection | WerewolfState {
	if (!s.pending.some((p) => p.kind === kind && p.seat === seat)) return reject('wwc.no-pending');
	return { ...s, pending: s.pending.filter((p) => !(p.kind === kind && p.seat === seat)) };
}

/** Runs goOut with a fresh explainer and files its lines. */
export function out(
	s: WerewolfState,
	queue: { seat: SeatId; cause: Parameters<typeof goOut>[1][number]['cause'] }[],
	at: number,
	pre: Line[] = []
): WerewolfState {
	const ex = createExplainer();
	for (const l of pre) ex.note(l.key, l.text);
	const when = currentWhen(s);
	const next = goOut(s, queue, { when, at, ex, immediate: when.phase === 'day' });
	return appendLines(next, ex.lines, at);
}

export function playable(
	s: WerewolfState,
	id: SeatId,
	skill: string,
	limited: boolean
): WSeat | Rejection {
	const seat = seatOf(s, id);
	if (!seat) return noSeat(id);
	if (!inGame(s, seat)) return reject('wwc.actor-out', { seat: seat.id });
	if (hasStatus(seat, ST.silenced)) return reject('wwc.silenced', { seat: seat.id });
	if (hasLost(seat, skill)) return reject('wwc.day-skill-lost', { seat: seat.id });
	if (limited && usesOf(seat, skill) >= 1) return reject('wwc.day-skill-used-up');
	return seat;
}

/** A new sheriff: the line that says why, and the public record's fact (at once by day). */
export function withSheriff(
	s: WerewolfState,
	id: SeatId,
	fact: FactKind,
	line: Line,
	at: number
): WerewolfState {
	const next = appendLines({ ...s, sheriff: id }, [line], at);
	return addFact(next, fact, [id], { when: currentWhen(s), at, immediate: !!s.day });
}

export function target(s: WerewolfState, id: SeatId, not?: SeatId): WSeat | Rejection {
	const seat = seatOf(s, id);
	if (!seat) return noSeat(id);
	if (!inGame(s, seat)) return reject('wwc.target-out', { seat: seat.id });
	if (not && seat.id === not) return reject('wwc.self');
	return seat;
}
