import { own } from '../../../engine/own';
import { DRUNK_LABEL, hasEffect, MAD_LABEL, POISON_LABEL, keptSober } from './effects';
import { inForce } from './reminder-life';
import type { Alignment, Character, CharacterId, GameState, Seat, SeatId, Team } from './types';

export function seatById(state: GameState, id: SeatId): Seat | undefined {
	return state.seats.find((s) => s.id === id);
}

/** Names for a rejection's parameters (see `reject`): a seat id's player. For `refusal()`. */
export function rejectionNames(state: GameState) {
	return { seat: (id: SeatId) => seatById(state, id)?.name };
}

/** A character from the game's script (travellers and storyteller characters included). */
export function characterOf(state: GameState, id: CharacterId | null): Character | undefined {
	if (!id) return undefined;
	return state.script.characters.find((c) => c.id === id) ?? own(state.extraCharacters, id);
}

export function teamOf(state: GameState, seat: Seat): Team | undefined {
	return characterOf(state, seat.character)?.team;
}

/** The seat's alignment: set explicitly (Bounty Hunter, Fang Gu…) or that of its team. */
export function alignmentOf(state: GameState, seat: Seat): Alignment | null {
	if (seat.alignment) return seat.alignment;
	const team = teamOf(state, seat);
	if (!team) return null;
	return team === 'minion' || team === 'demon' ? 'evil' : 'good';
}

/** Drunk: the Drunk character itself, or any drunkenness reminder on the seat. */
export function isDrunk(seat: Seat): boolean {
	return seat.character === 'drunk' || seat.reminders.some((r) => DRUNK_LABEL.test(r.label));
}

const EVERYONE_DRUNK = /^everyone is drunk$/i;

/**
 * Drunk in this game: the seat itself, a drunk effect in the ledger (see effects.ts: a token in
 * force whose source still works), or everyone but travellers and the token's holder while an
 * "Everyone is drunk" reminder (Minstrel) is out.
 */
export function isDrunkIn(state: GameState, seat: Seat): boolean {
	if (seat.character === 'drunk') return true;
	// A token whose source still works, or a Philosopher who gained this seat's ability.
	if (hasEffect(state, seat, 'drunk')) return true;
	if (seat.traveller || keptSober(state, seat)) return false;
	return state.seats.some(
		(other) =>
			other.id !== seat.id &&
			other.reminders.some((r) => EVERYONE_DRUNK.test(r.label) && inForce(state, r))
	);
}

/**
 * Poisoned by the effects ledger (effects.ts): a token still in force whose source still works
 * (a dead, starpassed or drunk Poisoner's poison has ended), or what the grimoire knows itself
 * (the No Dashii's Townsfolk neighbours, a Vigormortis-killed Minion's neighbour).
 */
export function isPoisonedIn(state: GameState, seat: Seat): boolean {
	return hasEffect(state, seat, 'poisoned');
}

export function isPoisoned(seat: Seat): boolean {
	return seat.reminders.some((r) => POISON_LABEL.test(r.label));
}

export function isMad(seat: Seat): boolean {
	return seat.reminders.some((r) => MAD_LABEL.test(r.label));
}

/** Living players who count for the game's end (travellers do not). */
export function livingResidents(state: GameState): Seat[] {
	return state.seats.filter((s) => s.alive && !s.traveller);
}

/** Seats clockwise from the one after `from`, ending with `from`. */
export function clockwiseFrom(state: GameState, from: SeatId): Seat[] {
	const i = state.seats.findIndex((s) => s.id === from);
	if (i < 0) return [];
	const n = state.seats.length;
	return Array.from({ length: n }, (_, k) => state.seats[(i + 1 + k) % n] as Seat);
}
