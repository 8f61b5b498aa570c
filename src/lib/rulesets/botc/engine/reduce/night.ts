import { characterOf, seatById } from '../seats';
import { type DayRecord, reject } from '../types';
import { mapSeat, noSeat, placedNow, recordDeath, sourceSeat, unknownCharacter } from './common';
import type { Handlers } from './handlers';

/** The night's own actions: a kill in one tap, the players chosen to wake, ended reminders. */
export const nightHandlers = {
	'night/kill': (state, e) => {
		if (state.phase.kind !== 'night' || !state.night) return reject('not-night');
		if (!characterOf(state, e.by)) return unknownCharacter(e.by);
		let next = state;
		if (e.seat !== null) {
			const seat = seatById(state, e.seat);
			if (!seat) return noSeat(e.seat);
			if (!seat.alive) return reject('dead', { seat: seat.id });
			next = recordDeath(state, seat.id, e.by);
			const label = typeof e.reminder === 'string' ? e.reminder.trim() : '';
			if (label.length > 60) return reject('label');
			if (label) {
				const reminder = {
					id: `r${next.nextId}`,
					source: e.by,
					label,
					placed: placedNow(state),
					...sourceSeat(state, e.by)
				};
				next = {
					...mapSeat(next, seat.id, (s) => ({ ...s, reminders: [...s.reminders, reminder] })),
					nextId: next.nextId + 1
				};
			}
		}
		const night = state.night;
		if (e.more === true && e.seat !== null) return next;
		return {
			...next,
			night: {
				...night,
				done: [...night.done.filter((k) => k !== e.step), e.step],
				skipped: night.skipped.filter((k) => k !== e.step)
			}
		};
	},
	'night/chosen': (state, e) => {
		if (state.phase.kind !== 'night' || !state.night) return reject('not-night');
		const missing = e.seats.find((id) => !seatById(state, id));
		if (missing) return noSeat(missing);
		return {
			...state,
			night: { ...state.night, chosen: { ...state.night.chosen, [e.step]: [...new Set(e.seats)] } }
		};
	},
	'gossip/statement': (state, e) => {
		if (e.wasTrue !== null && typeof e.wasTrue !== 'boolean') return reject('malformed');
		const mark = <D extends DayRecord>(day: D): D => {
			const { gossip: _old, ...rest } = day;
			return (e.wasTrue === null ? rest : { ...rest, gossip: e.wasTrue }) as D;
		};
		if (state.phase.kind === 'day' && state.day) return { ...state, day: mark(state.day) };
		const before = state.days.at(-1);
		if (state.phase.kind !== 'night' || !before || before.n !== state.phase.n - 1)
			return reject('not-day');
		return { ...state, days: [...state.days.slice(0, -1), mark(before)] };
	},
	'reminders/cleared': (state, e) => {
		let next = state;
		for (const item of e.items) {
			const seat = seatById(next, item.seat);
			if (!seat) return noSeat(item.seat);
			if (!seat.reminders.some((r) => r.id === item.reminder)) return reject('no-reminder');
			next = mapSeat(next, item.seat, (s) => ({
				...s,
				reminders: s.reminders.filter((r) => r.id !== item.reminder)
			}));
		}
		return next;
	}
} satisfies Partial<Handlers>;
