import type { Line } from '../../../engine/text';
import type { DayRecord, I01State } from '../state';

export function dayRecord(n: number): DayRecord {
	return { n, ballots: [], tally: null, result: null, lines: [] };
}

/** Appends explanation lines to tonight's or today's record (nothing outside both). */
export function addLines(s: I01State, lines: Line[]): I01State {
	if (s.night) return { ...s, night: { ...s.night, lines: [...s.night.lines, ...lines] } };
	if (s.day) return { ...s, day: { ...s.day, lines: [...s.day.lines, ...lines] } };
	return s;
}

/** Logs a sheriff notice (the badge goes to `seat`) at the given time of the game. */
export function sheriffNotice(
	s: I01State,
	seat: string,
	when: { kind: 'day' | 'night'; n: number }
): I01State {
	const seq = s.clock + 1;
	return {
		...s,
		clock: seq,
		notices: [...s.notices, { seq, when, kind: 'sheriff', seat, order: seq }]
	};
}
