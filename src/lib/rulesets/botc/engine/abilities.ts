import type { ChangeHow, CharacterChange, CharacterId, GameState, Seat, SeatId } from './types';

/**
 * The ability ledger: which abilities each seat holds and where each came from, replayed from
 * the log (`seat/changed` keeps the history in `state.changes`; the seat keeps who the player
 * was in `was` and the abilities it gained in `gained`). Pure: state in, facts out.
 */

/** Ways a seat gains another's ability while keeping its own character. */
export const GAINS: ReadonlySet<ChangeHow> = new Set<ChangeHow>([
	'philosopher',
	'boffin',
	'alchemist',
	'cannibal'
]);

/** Swaps: the other seat takes this seat's character; the Snake Charmer swaps alignment too. */
export const SWAPS: ReadonlySet<ChangeHow> = new Set<ChangeHow>(['snakecharmer', 'barber']);

export const CHANGE_HOWS: readonly ChangeHow[] = [
	'philosopher',
	'boffin',
	'alchemist',
	'cannibal',
	'pithag',
	'snakecharmer',
	'barber',
	'scarletwoman',
	'fanggu',
	'starpass',
	'eviltwin',
	'storyteller'
];

/** One ability a seat holds: its character's own, or one it gained, with where it came from. */
export interface HeldAbility {
	character: CharacterId;
	/** `own`: the seat's character (dealt, or became it: see `how` of its last change). */
	source: 'own' | 'gained';
	/** How the seat came to hold it; null for the character it was dealt. */
	how: ChangeHow | null;
	at: CharacterChange['at'] | null;
}

/** A seat in the ledger: who the player was, what they are now, the abilities they hold. */
export interface LedgerEntry {
	seat: SeatId;
	/** The character the player was dealt (before any change). */
	was: CharacterId | null;
	/** The character they are now. */
	now: CharacterId | null;
	abilities: HeldAbility[];
	/** The changes of this seat, in order. */
	changes: CharacterChange[];
}

/** Who the player was: the dealt character, before any change. */
export function originalCharacter(seat: Seat): CharacterId | null {
	return seat.was !== undefined ? seat.was : seat.character;
}

/** The abilities a seat holds, its character's first. */
export function heldAbilities(state: GameState, seat: Seat): HeldAbility[] {
	const mine = (state.changes ?? []).filter((c) => c.seat === seat.id || c.with === seat.id);
	const last = mine.filter((c) => !c.gained).at(-1);
	const out: HeldAbility[] = [];
	if (seat.character)
		out.push({
			character: seat.character,
			source: 'own',
			how: last ? last.how : null,
			at: last ? last.at : null
		});
	for (const g of activeGains(state, seat))
		out.push({ character: g.character, source: 'gained', how: g.how, at: g.at });
	return out;
}

/** The ledger for every seat. */
export function abilityLedger(state: GameState): LedgerEntry[] {
	return state.seats.map((s) => ({
		seat: s.id,
		was: originalCharacter(s),
		now: s.character,
		abilities: heldAbilities(state, s),
		changes: (state.changes ?? []).filter((c) => c.seat === s.id || c.with === s.id)
	}));
}

/** Seats that hold a character's ability as gained (the Philosopher who chose it…). */
export function gainedHolders(state: GameState, id: CharacterId): Seat[] {
	return state.seats.filter((s) => activeGains(state, s).some((g) => g.character === id));
}

/** Whether the seat gained an ability by the given way (the Philosopher has used his). */
export function hasGainedBy(seat: Seat, how: ChangeHow): boolean {
	return (seat.gained ?? []).some((g) => g.how === how);
}

/**
 * The gains a seat still holds: a gained ability is lost when the seat's own character changes
 * after it (a Philosopher the Pit-Hag turns into the Monk no longer holds the Empath's ability).
 */
export function activeGains(state: GameState, seat: Seat): NonNullable<Seat['gained']> {
	const changes = state.changes ?? [];
	const lastOwn = changes.findLastIndex(
		(c) => !c.gained && (c.seat === seat.id || c.with === seat.id)
	);
	return (seat.gained ?? []).filter((g) => {
		const i = changes.findIndex(
			(c) => c.gained && c.seat === seat.id && c.to === g.character && c.how === g.how
		);
		return i < 0 || i > lastOwn;
	});
}

/** Whether the seat holds a character's ability: as its character, or gained and kept. */
export function holds(state: GameState, seat: Seat, id: CharacterId): boolean {
	return seat.character === id || activeGains(state, seat).some((g) => g.character === id);
}

/** The seats that hold a character's ability (its character, or gained and kept), alive or dead. */
export function holdersOf(state: GameState, id: CharacterId): Seat[] {
	return state.seats.filter((s) => holds(state, s, id));
}

/**
 * Drunk because a Philosopher gained their ability: whoever holds that character while he has
 * it, also one who became it later (official rulings: the chosen character's player is drunk from
 * when he gains it, and a character not in play then is drunk once it is). It ends when he dies,
 * loses the ability (his own character changes) or is himself drunk or poisoned (`works`: the
 * effects ledger's check), or when the player is no longer that character; undoing the change
 * takes it off too.
 */
export function drunkByPhilosopher(
	state: GameState,
	seat: Seat,
	works: (philosopher: Seat) => boolean = () => true
): SeatId | null {
	for (const c of state.changes ?? []) {
		if (c.how !== 'philosopher' || c.seat === seat.id || seat.character !== c.to) continue;
		const phil = state.seats.find((s) => s.id === c.seat);
		if (!phil || !phil.alive) continue;
		if (!activeGains(state, phil).some((g) => g.how === 'philosopher' && g.character === c.to))
			continue;
		if (!works(phil)) continue;
		return c.seat;
	}
	return null;
}

/**
 * The seat became `id`'s character from `from` in the current phase or the one before
 * (a Scarlet Woman who became the Demon today or tonight still has her step tonight).
 */
export function becameFrom(state: GameState, seat: Seat, from: CharacterId): boolean {
	const p = state.phase;
	if (p.kind !== 'night' && p.kind !== 'day') return false;
	return (state.changes ?? []).some(
		(c) =>
			c.seat === seat.id &&
			c.from === from &&
			!c.gained &&
			((c.at.kind === p.kind && c.at.n === p.n) ||
				(p.kind === 'night' && c.at.kind === 'day' && c.at.n === p.n - 1))
	);
}
