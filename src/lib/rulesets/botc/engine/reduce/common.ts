import { MAX_PLAYER_NAME, nameProblem } from '../../../../engine/names';
import { holdersOf } from '../abilities';
import { characterOf, isDrunkIn, isPoisonedIn } from '../seats';
import {
	type Character,
	type GameState,
	type Rejection,
	type Seat,
	type SeatId,
	type Team,
	TEAMS,
	reject
} from '../types';

export const isBilingual = (v: unknown): v is { 'zh-CN': string; en: string } =>
	typeof v === 'object' &&
	v !== null &&
	typeof (v as Record<string, unknown>)['zh-CN'] === 'string' &&
	typeof (v as Record<string, unknown>).en === 'string';

/** The state before any event: `game/created` fills it. */
export function emptyState(): GameState {
	return {
		schema: 2,
		id: '',
		ruleset: '',
		name: '',
		createdAt: 0,
		updatedAt: 0,
		script: { id: '', name: '', characters: [], firstNight: [], otherNight: [], jinxes: [] },
		seats: [],
		fabled: [],
		bluffs: [],
		bag: [],
		phase: { kind: 'setup' },
		day: null,
		days: [],
		night: null,
		nights: [],
		settings: { keepDeadSteps: false },
		winner: null,
		rng: 0,
		nextId: 1,
		eventCount: 0
	};
}

export function newSeat(id: SeatId, name: string, traveller = false): Seat {
	return {
		id,
		name,
		character: null,
		thinks: null,
		alignment: null,
		alive: true,
		ghostVote: true,
		reminders: [],
		traveller
	};
}

export function mapSeat(state: GameState, id: SeatId, fn: (s: Seat) => Seat): GameState {
	return { ...state, seats: state.seats.map((s) => (s.id === id ? fn(s) : s)) };
}

export const noSeat = (id: string) => reject('no-seat', { id });
export const notInSetup = () => reject('not-setup');
export const ended = () => reject('ended');

/** Whose name a rejection is about: seat number `n`, the game, or a seat being added. */
type Named = { whose: 'seat'; n: number } | { whose: 'game' } | { whose: 'new-seat' };

/**
 * The rejection for a bad name, saying whose name and what is wrong with it; null when the name
 * is fine. Trimmed first; a name with no visible character (only spaces, zero-width, control or
 * bidi characters) is empty.
 */
export function badName(name: unknown, who: Named, max = MAX_PLAYER_NAME): Rejection | null {
	const problem = nameProblem(name, max);
	if (!problem) return null;
	if (problem.kind === 'empty') {
		if (who.whose === 'seat') return reject('seat-name-empty', { n: who.n });
		return who.whose === 'game' ? reject('game-name-empty') : reject('new-seat-name-empty');
	}
	const { length, max: most } = problem;
	if (who.whose === 'seat') return reject('seat-name-too-long', { n: who.n, length, max: most });
	return who.whose === 'game'
		? reject('game-name-too-long', { length, max: most })
		: reject('new-seat-name-too-long', { length, max: most });
}
export const seatNo = (n: number): Named => ({ whose: 'seat', n });

/** The first seat whose name is bad, as its rejection. */
export function badSeatNames(seats: readonly { name: unknown }[]): Rejection | null {
	for (const [i, s] of seats.entries()) {
		const bad = badName(s.name, seatNo(i + 1));
		if (bad) return bad;
	}
	return null;
}

export function knownCharacter(state: GameState, id: string | null): boolean {
	return id === null || !!characterOf(state, id);
}
const strings = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string');
const position = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0;

export function validCharacter(c: unknown): c is Character {
	if (typeof c !== 'object' || c === null) return false;
	const x = c as Record<string, unknown>;
	return (
		typeof x.id === 'string' &&
		x.id.length > 0 &&
		typeof x.name === 'string' &&
		x.name.length > 0 &&
		TEAMS.includes(x.team as Team) &&
		strings(x.reminders) &&
		strings(x.remindersGlobal) &&
		position(x.firstNight) &&
		position(x.otherNight)
	);
}

export const unknownCharacter = (id: string) => reject('unknown-character', { id });

/** The phase a reminder is placed in, for how long it lasts. */
export function placedNow(state: GameState): { kind: 'setup' | 'night' | 'day'; n: number } {
	const p = state.phase;
	if (p.kind === 'night' || p.kind === 'day') return { kind: p.kind, n: p.n };
	return { kind: 'setup', n: 0 };
}

/** Marks a seat dead and records the death with its cause and phase. */
export function recordDeath(state: GameState, id: SeatId, by: string | null): GameState {
	const p = state.phase;
	const when =
		p.kind === 'night' || p.kind === 'day'
			? { kind: p.kind, n: p.n }
			: { kind: 'day' as const, n: 0 };
	return {
		...mapSeat(state, id, (s) => ({ ...s, alive: false, ghostVote: true })),
		deaths: [...(state.deaths ?? []), { seat: id, by, ...when }]
	};
}

/**
 * The seat holding a token's source character (a living one first), recorded on the token so its
 * effect ends with that player's ability (a starpassed Poisoner's poison).
 */
export function sourceSeat(state: GameState, source: string): { from: SeatId } | object {
	// Its holders by the ability ledger (a Philosopher who gained it too): a living one whose
	// ability works first (not the real Monk made drunk by the Philosopher's choice).
	const holders = holdersOf(state, source);
	const seat =
		holders.find((s) => s.alive && !isDrunkIn(state, s) && !isPoisonedIn(state, s)) ??
		holders.find((s) => s.alive) ??
		holders[0];
	return seat ? { from: seat.id } : {};
}
