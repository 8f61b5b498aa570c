import { CHANGE_HOWS, GAINS, SWAPS, originalCharacter } from '../abilities';
import { alignmentOf, seatById } from '../seats';
import { type ChangeHow, type CharacterChange, type Seat, reject } from '../types';
import { knownCharacter, mapSeat, noSeat, placedNow, unknownCharacter } from './common';
import type { Handlers } from './handlers';

/** Changes that make the player evil by their new team (a Minion or Outsider becomes the Demon). */
const BY_TEAM: ReadonlySet<ChangeHow> = new Set<ChangeHow>(['scarletwoman', 'starpass', 'fanggu']);

/**
 * A character change in one event (`seat/changed`): the seat becomes the character, or gains its
 * ability keeping its own; who the player was is kept (`was`), the change goes into the ledger's
 * history (`changes`). A swap moves the other seat's character too.
 */
export const changeHandlers = {
	'seat/changed': (state, e) => {
		const seat = seatById(state, e.seat);
		if (!seat) return noSeat(e.seat);
		if (!knownCharacter(state, e.character)) return unknownCharacter(String(e.character));
		if (!CHANGE_HOWS.includes(e.how)) return reject('malformed');
		if (
			e.alignment !== undefined &&
			e.alignment !== null &&
			!['good', 'evil'].includes(e.alignment)
		)
			return reject('alignment');
		const other = e.with !== undefined ? seatById(state, e.with) : undefined;
		if (e.with !== undefined && (!other || other.id === seat.id)) return noSeat(String(e.with));
		if (other && !SWAPS.has(e.how)) return reject('malformed');
		const at = placedNow(state);
		const gained = GAINS.has(e.how);
		const change: CharacterChange = {
			seat: seat.id,
			from: seat.character,
			to: e.character,
			how: e.how,
			gained,
			at
		};
		if (other) change.with = other.id;
		if (e.how === 'philosopher') {
			// The players who truly hold the chosen character are drunk from now on.
			const real = state.seats.filter((s) => s.id !== seat.id && s.character === e.character);
			if (real.length > 0) change.drunk = real.map((s) => s.id);
		}
		const keepWas = (s: Seat): Seat =>
			s.was !== undefined ? s : { ...s, was: originalCharacter(s) };
		// Alignment: as given; else by the new team when a Minion or Outsider becomes the Demon;
		// else kept as it was (a Pit-Hag's or Barber's change, a swap's other alignment for the
		// Snake Charmer).
		const alignment =
			e.alignment !== undefined
				? e.alignment
				: e.how === 'storyteller'
					? // The storyteller's own change (or a correction): an alignment set by hand
						// stays; otherwise it follows the new character's team.
						(seat.alignment ?? null)
					: e.how === 'fanggu'
						? // "becomes an evil Fang Gu", even a good player the Pit-Hag made an Outsider.
							'evil'
						: BY_TEAM.has(e.how)
							? seat.alignment
							: other && e.how === 'snakecharmer'
								? alignmentOf(state, other)
								: alignmentOf(state, seat);
		let next = mapSeat(state, seat.id, (s) => {
			const kept = keepWas(s);
			if (gained)
				return {
					...kept,
					gained: [...(s.gained ?? []), { character: e.character, how: e.how, at }]
				};
			return { ...kept, character: e.character, alignment };
		});
		if (other)
			next = mapSeat(next, other.id, (s) => ({
				...keepWas(s),
				character: seat.character,
				alignment: e.how === 'snakecharmer' ? alignmentOf(state, seat) : alignmentOf(state, other)
			}));
		return { ...next, changes: [...(state.changes ?? []), change] };
	}
} satisfies Partial<Handlers>;
