import { MAX_GAME_NAME } from '../../../../engine/names';
import { characterOf, seatById } from '../seats';
import { type Seat, reject } from '../types';
import {
	emptyState,
	newSeat,
	mapSeat,
	noSeat,
	notInSetup,
	badName,
	seatNo,
	badSeatNames,
	knownCharacter,
	unknownCharacter,
	recordDeath
} from './common';
import { changeHandlers } from './change';
import type { Handlers } from './handlers';

/** Seats and their players: creation, names, order, travellers, characters, life and death. */
export const seatsHandlers = {
	'game/created': (state, e) => {
		if (state.id) return reject('exists');
		const ids = new Set(e.seats.map((s) => s.id));
		if (ids.size !== e.seats.length) return reject('seat-ids');
		// The same limits as `seats/set`: a game never holds what later events would refuse.
		if (e.seats.length > 20) return reject('too-many');
		const badSeat = badSeatNames(e.seats);
		if (badSeat) return badSeat;
		return {
			...emptyState(),
			id: e.id,
			ruleset: e.ruleset,
			name: e.name,
			...(typeof e.rules === 'number' && e.rules > 0 ? { rules: Math.floor(e.rules) } : {}),
			createdAt: e.at,
			script: e.script,
			rng: e.seed >>> 0,
			seats: e.seats.map((s) => newSeat(s.id, s.name.trim(), !!s.traveller))
		};
	},
	'game/renamed': (state, e) => {
		const bad = badName(e.name, { whose: 'game' }, MAX_GAME_NAME);
		if (bad) return bad;
		return { ...state, name: e.name.trim() };
	},
	'seats/set': (state, e) => {
		if (state.phase.kind !== 'setup') return notInSetup();
		if (e.seats.length > 20) return reject('too-many');
		if (new Set(e.seats.map((s) => s.id)).size !== e.seats.length) return reject('seat-ids');
		const badSeat = badSeatNames(e.seats);
		if (badSeat) return badSeat;
		const old = new Map(state.seats.map((s) => [s.id, s]));
		return {
			...state,
			seats: e.seats.map((s) => {
				const prev = old.get(s.id);
				return prev
					? { ...prev, name: s.name.trim(), traveller: !!s.traveller }
					: newSeat(s.id, s.name.trim(), !!s.traveller);
			})
		};
	},
	'seat/added': (state, e) => {
		if (state.seats.length >= 20) return reject('too-many');
		if (seatById(state, e.seat.id)) return reject('seat-ids');
		const bad = badName(e.seat.name, { whose: 'new-seat' });
		if (bad) return bad;
		if (state.phase.kind !== 'setup' && !e.seat.traveller) return reject('join');
		const character = e.character ?? null;
		if (character !== null) {
			const c = characterOf(state, character);
			if (!c) return unknownCharacter(String(character));
			if (c.team !== 'traveller' || !e.seat.traveller) return reject('join-character');
		}
		const alignment = e.alignment ?? null;
		if (alignment !== null && alignment !== 'good' && alignment !== 'evil')
			return reject('alignment');
		const seats = state.seats.slice();
		const index = e.index ?? seats.length;
		seats.splice(Math.max(0, Math.min(index, seats.length)), 0, {
			...newSeat(e.seat.id, e.seat.name.trim(), !!e.seat.traveller),
			character,
			alignment
		});
		return { ...state, seats };
	},
	'seat/removed': (state, e) => {
		const seat = seatById(state, e.seat);
		if (!seat) return noSeat(e.seat);
		if (state.phase.kind !== 'setup' && !seat.traveller) return reject('remove');
		if (
			state.day?.nominations.some(
				(n) => n.voters === null && (n.nominee === e.seat || n.nominator === e.seat)
			)
		)
			return reject('in-vote');
		return { ...state, seats: state.seats.filter((s) => s.id !== e.seat) };
	},
	'seat/renamed': (state, e) => {
		const at = state.seats.findIndex((s) => s.id === e.seat);
		if (at < 0) return noSeat(e.seat);
		const bad = badName(e.name, seatNo(at + 1));
		if (bad) return bad;
		return mapSeat(state, e.seat, (s) => ({ ...s, name: e.name.trim() }));
	},
	'seat/moved': (state, e) => {
		const from = state.seats.findIndex((s) => s.id === e.seat);
		if (from < 0) return noSeat(e.seat);
		if (!Number.isInteger(e.to) || e.to < 0 || e.to >= state.seats.length)
			return reject('position');
		const seats = state.seats.slice();
		const [moved] = seats.splice(from, 1);
		seats.splice(e.to, 0, moved as Seat);
		return { ...state, seats };
	},
	'seat/swapped': (state, e) => {
		const a = state.seats.findIndex((s) => s.id === e.a);
		const b = state.seats.findIndex((s) => s.id === e.b);
		if (a < 0) return noSeat(e.a);
		if (b < 0) return noSeat(e.b);
		const seats = state.seats.slice();
		[seats[a], seats[b]] = [seats[b] as Seat, seats[a] as Seat];
		return { ...state, seats };
	},
	'seat/traveller': (state, e) => {
		if (state.phase.kind !== 'setup') return notInSetup();
		if (!seatById(state, e.seat)) return noSeat(e.seat);
		return mapSeat(state, e.seat, (s) => ({ ...s, traveller: e.traveller }));
	},
	'seat/character': (state, e) => {
		const seat = seatById(state, e.seat);
		if (!seat) return noSeat(e.seat);
		if (!knownCharacter(state, e.character)) return unknownCharacter(String(e.character));
		// In play, a token swapped by hand is a character change the ledger keeps (who the
		// player was; a Scarlet Woman swapped to the Demon still has her step that night).
		const p = state.phase.kind;
		if (
			(p === 'night' || p === 'day') &&
			seat.character &&
			e.character &&
			e.character !== seat.character
		)
			return changeHandlers['seat/changed'](state, {
				at: e.at,
				type: 'seat/changed',
				seat: seat.id,
				character: e.character,
				how: 'storyteller'
			});
		return mapSeat(state, e.seat, (s) => ({ ...s, character: e.character }));
	},
	'seat/thinks': (state, e) => {
		if (!seatById(state, e.seat)) return noSeat(e.seat);
		if (!knownCharacter(state, e.character)) return unknownCharacter(String(e.character));
		return mapSeat(state, e.seat, (s) => ({ ...s, thinks: e.character }));
	},
	'seat/alignment': (state, e) => {
		if (!seatById(state, e.seat)) return noSeat(e.seat);
		if (e.alignment !== null && e.alignment !== 'good' && e.alignment !== 'evil')
			return reject('alignment');
		return mapSeat(state, e.seat, (s) => ({ ...s, alignment: e.alignment }));
	},
	'seat/died': (state, e) => {
		const seat = seatById(state, e.seat);
		if (!seat) return noSeat(e.seat);
		if (!seat.alive) return reject('dead', { seat: seat.id });
		if (e.by !== undefined && !characterOf(state, e.by)) return unknownCharacter(e.by);
		return recordDeath(state, e.seat, e.by ?? null);
	},
	'seat/revived': (state, e) => {
		const seat = seatById(state, e.seat);
		if (!seat) return noSeat(e.seat);
		if (seat.alive) return reject('alive', { seat: seat.id });
		return mapSeat(state, e.seat, (s) => ({ ...s, alive: true, ghostVote: true }));
	},
	'seat/ghost-vote': (state, e) => {
		const seat = seatById(state, e.seat);
		if (!seat) return noSeat(e.seat);
		if (seat.alive) return reject('alive-ghost-vote');
		return mapSeat(state, e.seat, (s) => ({ ...s, ghostVote: !e.spent }));
	}
} satisfies Partial<Handlers>;
