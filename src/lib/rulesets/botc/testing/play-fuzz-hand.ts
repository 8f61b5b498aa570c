import { changeFor } from '../engine/change-offers';
import type { GameEventBody } from '../engine/events';
import { characterOf } from '../engine/seats';
import type { Character, GameState, Seat } from '../engine/types';
import type { Play } from './play-fuzz';

// The storyteller's own hand, outside the night's and the day's offers: what the seat sheet and
// the traveller sheet let them do at any time (a death or a revival, a ghost vote, a change of
// character, of what a player thinks or of alignment, a reminder taken off, a seat swapped or
// moved, a traveller joining or leaving, a Fabled brought in).

/** The characters the seat sheet's picker offers (the script's and those added to the game). */
function pickable(state: GameState): Character[] {
	const all = [...state.script.characters, ...Object.values(state.extraCharacters ?? {})];
	return all.filter((c) => c.team !== 'fabled' && c.team !== 'loric');
}

/** The seat sheet's character change: ability-aware in play (see SeatSheet.svelte). */
function changeEvent(state: GameState, seat: Seat, id: string): GameEventBody {
	if (!seat.character || seat.character === id)
		return { type: 'seat/character', seat: seat.id, character: id };
	return changeFor(state, seat.id, id);
}

/** One move of the storyteller's hand, at random. */
export function storytellerHand(p: Play): void {
	const s = p.s;
	const seat = p.pick(s.seats);
	if (!seat) return;
	const moves: (() => [GameEventBody[], string] | null)[] = [
		() => (seat.alive ? [[{ type: 'seat/died', seat: seat.id }], 'death by hand'] : null),
		() => (seat.alive ? null : [[{ type: 'seat/revived', seat: seat.id }], 'revival by hand']),
		() =>
			seat.alive
				? null
				: [
						[{ type: 'seat/ghost-vote', seat: seat.id, spent: seat.ghostVote }],
						'ghost vote by hand'
					],
		() => {
			const c = p.pick(pickable(s));
			return c ? [[changeEvent(s, seat, c.id)], 'change of character by hand'] : null;
		},
		() => {
			const c = p.pick(pickable(s).filter((x) => x.team !== 'traveller'));
			return c
				? [[{ type: 'seat/thinks', seat: seat.id, character: c.id }], 'thinks by hand']
				: null;
		},
		() => {
			const alignment = p.pick(['good', 'evil', null] as const) ?? null;
			return [[{ type: 'seat/alignment', seat: seat.id, alignment }], 'alignment by hand'];
		},
		() => {
			const r = p.pick(seat.reminders);
			return r
				? [[{ type: 'reminder/removed', seat: seat.id, reminder: r.id }], 'reminder off']
				: null;
		},
		() => {
			const other = p.pick(s.seats.filter((x) => x.id !== seat.id));
			return other ? [[{ type: 'seat/swapped', a: seat.id, b: other.id }], 'seats swapped'] : null;
		},
		() => [[{ type: 'seat/moved', seat: seat.id, to: p.rng.int(s.seats.length) }], 'seat moved'],
		() => traveller(p),
		() => (seat.traveller ? [[{ type: 'seat/removed', seat: seat.id }], 'traveller leaves'] : null),
		() => {
			const f = p.pick(
				s.script.characters.filter((c) => c.team === 'fabled' && !s.fabled.includes(c.id))
			);
			return f ? [[{ type: 'fabled/added', character: f.id }], `fabled ${f.id} added`] : null;
		}
	];
	const move = p.pick(moves)?.();
	if (move) p.send(move[0], move[1]);
}

/** A traveller joins (the traveller sheet): a traveller of the game or none, an alignment or none. */
function traveller(p: Play): [GameEventBody[], string] | null {
	const s = p.s;
	if (s.seats.length >= 20) return null;
	const travellers = [...s.script.characters, ...Object.values(s.extraCharacters ?? {})].filter(
		(c) => c.team === 'traveller' && !s.seats.some((x) => x.character === c.id)
	);
	let n = s.seats.filter((x) => x.traveller).length + 1;
	while (s.seats.some((x) => x.id === `trav-${n}`)) n++;
	const character = p.chance(0.8) ? (p.pick(travellers)?.id ?? null) : null;
	if (character && !characterOf(s, character)) return null;
	const body: GameEventBody = {
		type: 'seat/added',
		seat: { id: `trav-${n}`, name: `Traveller ${n}`, traveller: true },
		index: p.rng.int(s.seats.length + 1),
		character,
		alignment: p.pick(['good', 'evil', null] as const) ?? null
	};
	return [[body], 'traveller joins'];
}
