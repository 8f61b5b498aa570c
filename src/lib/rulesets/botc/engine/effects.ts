import { own } from '../../../engine/own';
import { drunkByPhilosopher, holds, holdersOf } from './abilities';
import { inForce, lastsOf } from './reminder-life';
import type { CharacterId, GameState, Reminder, Seat, SeatId, Team } from './types';

/**
 * The effects ledger: what is on each seat (drunk, poisoned, protected, mad, no ability, an
 * ability kept while dead), where each came from and when it ends. Worked out from the state the
 * log gives: the tokens the storyteller placed are one input; what the grimoire knows itself (the
 * No Dashii's Townsfolk neighbours, the Minions a Vigormortis killed) is the other.
 */
export type EffectKind = 'drunk' | 'poisoned' | 'protected' | 'mad' | 'no-ability' | 'has-ability';

/**
 * When an effect ends:
 * - `source-dies`, `source-loses`: its source's player dies, or no longer holds the character
 *   (a starpass, a Pit-Hag);
 * - `source-impaired`: it does not work while its source is drunk or poisoned;
 * - `dusk`, `dusk2`, `step`, `game`, `storyteller`: as the token's `Lasts` (reminder-life.ts).
 */
export type EffectEnd =
	| 'source-dies'
	| 'source-loses'
	| 'source-impaired'
	| 'dusk'
	| 'dusk2'
	| 'step'
	| 'game'
	| 'storyteller';

export interface Effect {
	seat: SeatId;
	kind: EffectKind;
	/** The character whose ability (or token) it is; `custom` for a free-text token. */
	source: CharacterId | 'custom';
	/** The seat that holds the source ability, when the grimoire knows it. */
	from: SeatId | null;
	ends: EffectEnd[];
	/** The token it reads (its id), when the storyteller placed one. */
	reminder?: string;
	/**
	 * One of the places the storyteller picks between (a Vigormortis-killed Minion poisons one of
	 * its two Townsfolk neighbours): flagged, since the information there may be false.
	 */
	maybe?: boolean;
}

// Official labels, and the Chinese words homebrew scripts use (《井满田坝》: 看不清楚 / 精神错乱).
export const DRUNK_LABEL = /^(drunk|drunk \d|is the drunk|醉酒|看不清楚)$/i;
export const POISON_LABEL = /^(poisoned|中毒|精神错乱)$/i;
export const MAD_LABEL = /^(mad|疯狂|疯狂表现)$/i;
const SAFE_LABEL = /^(safe|protected)$/i;
const NO_ABILITY_LABEL = /^no ability$/i;
const HAS_ABILITY_LABEL = /^has ability$/i;

/** Effects that last while their source lives and works ("while the holder lives"). */
const LIFE_BOUND = new Set(['dusk-life', 'life', 'step']);

/** How deep one effect may hang on another's source (A poisons B who poisons C…). */
const MAX_DEPTH = 4;

function kindOf(label: string): EffectKind | null {
	if (DRUNK_LABEL.test(label)) return 'drunk';
	if (POISON_LABEL.test(label)) return 'poisoned';
	if (MAD_LABEL.test(label)) return 'mad';
	if (SAFE_LABEL.test(label)) return 'protected';
	if (NO_ABILITY_LABEL.test(label)) return 'no-ability';
	if (HAS_ABILITY_LABEL.test(label)) return 'has-ability';
	return null;
}

function teamIn(state: GameState, id: CharacterId | null): Team | undefined {
	if (!id) return undefined;
	const c = state.script.characters.find((x) => x.id === id) ?? own(state.extraCharacters, id);
	return c?.team;
}

/** The nearest Townsfolk each way round the table from a seat, alive or dead (one or two). */
export function townsfolkNeighbours(state: GameState, seat: Seat): Seat[] {
	const n = state.seats.length;
	const i = state.seats.findIndex((s) => s.id === seat.id);
	const out: Seat[] = [];
	for (const dir of [-1, 1])
		for (let k = 1; k < n; k++) {
			const other = state.seats[(((i + dir * k) % n) + n) % n] as Seat;
			if (teamIn(state, other.character) !== 'townsfolk') continue;
			if (!out.includes(other)) out.push(other);
			break;
		}
	return out;
}

/** Whether a seat is drunk or poisoned by the ledger (depth-limited against cycles). */
function impaired(state: GameState, seat: Seat, depth: number): boolean {
	if (depth >= MAX_DEPTH) return false;
	if (seat.character === 'drunk') return true;
	return activeOn(state, seat, depth + 1).some((e) => e.kind === 'drunk' || e.kind === 'poisoned');
}

/** The seat a token's ability comes from: recorded when it was placed. */
function sourceSeat(state: GameState, r: Reminder): Seat | undefined {
	return r.from ? state.seats.find((s) => s.id === r.from) : undefined;
}

/** A token's effect, or null when it has none or no longer works. */
function tokenEffect(state: GameState, seat: Seat, r: Reminder, depth: number): Effect | null {
	const kind = kindOf(r.label);
	if (!kind || !inForce(state, r)) return null;
	const lasts = lastsOf(r.source, r.label);
	const from = sourceSeat(state, r);
	const ends: EffectEnd[] = [];
	if (lasts && LIFE_BOUND.has(lasts)) {
		ends.push('source-dies', 'source-loses', 'source-impaired');
		if (from) {
			if (!from.alive && !hasAbilityDead(state, from, depth)) return null;
			// The ability it came from: the seat's character, or one it gained and still holds.
			if (!holds(state, from, r.source)) return null;
			if (impaired(state, from, depth)) return null;
		}
	}
	if (lasts && lasts !== 'dusk-life' && lasts !== 'life') ends.push(lasts);
	if (lasts === 'dusk-life') ends.push('dusk');
	return {
		seat: seat.id,
		kind,
		source: r.source,
		from: from?.id ?? null,
		ends,
		reminder: r.id
	};
}

/** A dead seat that keeps its ability (a "Has Ability" token, or a Minion a Vigormortis killed). */
function hasAbilityDead(state: GameState, seat: Seat, depth: number): boolean {
	if (seat.reminders.some((r) => HAS_ABILITY_LABEL.test(r.label) && inForce(state, r))) return true;
	return depth < MAX_DEPTH && vigormortisKept(state, depth + 1).some((k) => k.minion === seat.id);
}

/** Living, sober holders of a character. */
function workingHolders(state: GameState, id: CharacterId, depth: number): Seat[] {
	return holdersOf(state, id).filter((s) => s.alive && !impaired(state, s, depth));
}

/** The No Dashii's two Townsfolk neighbours are poisoned while it lives and is sober. */
function noDashii(state: GameState, depth: number): Effect[] {
	return workingHolders(state, 'nodashii', depth).flatMap((d) =>
		townsfolkNeighbours(state, d).map((t) => ({
			seat: t.id,
			kind: 'poisoned' as const,
			source: 'nodashii',
			from: d.id,
			ends: ['source-dies', 'source-loses', 'source-impaired'] as EffectEnd[]
		}))
	);
}

/** Minions a living Vigormortis killed: they keep their ability. */
function vigormortisKept(state: GameState, depth: number): { minion: SeatId; from: SeatId }[] {
	if (depth >= MAX_DEPTH) return [];
	// A drunk or poisoned Vigormortis's ability does not work: its killed Minions lose theirs
	// (and their poison) until it is sober and healthy again.
	const vigor = holdersOf(state, 'vigormortis').find((s) => s.alive && !impaired(state, s, depth));
	if (!vigor) return [];
	return (state.deaths ?? [])
		.filter((d) => d.by === 'vigormortis')
		.map((d) => state.seats.find((s) => s.id === d.seat))
		.filter((s): s is Seat => !!s && !s.alive && teamIn(state, s.character) === 'minion')
		.map((s) => ({ minion: s.id, from: vigor.id }));
}

/**
 * A Vigormortis-killed Minion keeps its ability and poisons one Townsfolk neighbour: the one
 * the storyteller marked with the Vigormortis's token, the only one there is, or else either
 * (both flagged `maybe` until the token is placed).
 */
function vigormortis(state: GameState, depth: number): Effect[] {
	const out: Effect[] = [];
	const ends: EffectEnd[] = ['source-dies', 'source-loses', 'source-impaired'];
	for (const k of vigormortisKept(state, depth)) {
		const minion = state.seats.find((s) => s.id === k.minion) as Seat;
		out.push({ seat: minion.id, kind: 'has-ability', source: 'vigormortis', from: k.from, ends });
		const near = townsfolkNeighbours(state, minion);
		const marked = near.some((t) =>
			t.reminders.some((r) => r.source === 'vigormortis' && POISON_LABEL.test(r.label))
		);
		if (marked) continue;
		for (const t of near)
			out.push({
				seat: t.id,
				kind: 'poisoned',
				source: 'vigormortis',
				from: minion.id,
				ends,
				...(near.length > 1 ? { maybe: true } : {})
			});
	}
	return out;
}

/**
 * The Cannibal who has an evil player's ability (the last player executed who died was evil) is
 * poisoned until a good player dies by execution (then it has that one's ability instead).
 */
function cannibal(state: GameState, seat: Seat): Effect[] {
	if (seat.character !== 'cannibal' || !seat.alive) return [];
	const days = state.day ? [...state.days, state.day] : state.days;
	const last = days
		.flatMap((d) => d.executions ?? (d.execution ? [d.execution] : []))
		.filter((x) => x.died && x.seat)
		.at(-1);
	const eaten = last && state.seats.find((s) => s.id === last.seat);
	if (!eaten) return [];
	const team = teamIn(state, eaten.character);
	const evil = eaten.alignment ? eaten.alignment === 'evil' : team === 'minion' || team === 'demon';
	if (!evil) return [];
	const ends: EffectEnd[] = ['source-dies', 'source-loses'];
	return [{ seat: seat.id, kind: 'poisoned', source: 'cannibal', from: seat.id, ends }];
}

/** The Widow–Damsel jinx: while a Widow is or has been in play, the Damsel is poisoned. */
function widowsDamsel(state: GameState, seat: Seat): Effect[] {
	if (seat.character !== 'damsel') return [];
	const widow = state.seats.find((s) => s.character === 'widow');
	const was = (state.changes ?? []).some((c) => c.from === 'widow' || c.to === 'widow');
	if (!widow && !was) return [];
	return [
		{ seat: seat.id, kind: 'poisoned', source: 'widow', from: widow?.id ?? null, ends: ['game'] }
	];
}

/**
 * Sober and healthy whatever the tokens say: the Beggar always; the Barista's player (who also
 * gets true information) until dusk.
 */
export function keptSober(state: GameState, seat: Seat): boolean {
	if (seat.character === 'beggar') return true;
	return seat.reminders.some(
		(r) => r.source === 'barista' && /^sober & healthy$/i.test(r.label) && inForce(state, r)
	);
}

function activeOn(state: GameState, seat: Seat, depth: number): Effect[] {
	const all = effectsOnSeat(state, seat, depth);
	if (!keptSober(state, seat)) return all;
	return all.filter((e) => e.kind !== 'drunk' && e.kind !== 'poisoned');
}

function effectsOnSeat(state: GameState, seat: Seat, depth: number): Effect[] {
	const out: Effect[] = [];
	for (const r of seat.reminders) {
		const e = tokenEffect(state, seat, r, depth);
		if (e) out.push(e);
	}
	// A Philosopher who gained this seat's character: drunk while he lives, keeps it and is
	// himself sober and healthy.
	const phil = drunkByPhilosopher(state, seat, (p) => !impaired(state, p, depth));
	if (phil)
		out.push({
			seat: seat.id,
			kind: 'drunk',
			source: 'philosopher',
			from: phil,
			ends: ['source-dies', 'source-loses', 'source-impaired']
		});
	out.push(...cannibal(state, seat), ...widowsDamsel(state, seat));
	if (depth >= MAX_DEPTH) return out;
	for (const e of [...noDashii(state, depth), ...vigormortis(state, depth)])
		if (e.seat === seat.id) out.push(e);
	return out;
}

/** The effects working on a seat now, each with its source and when it ends. */
export function effectsOn(state: GameState, seatId: SeatId): Effect[] {
	const seat = state.seats.find((s) => s.id === seatId);
	return seat ? activeOn(state, seat, 0) : [];
}

/** Every effect working now, seat by seat in table order. */
export function effects(state: GameState): Effect[] {
	return state.seats.flatMap((s) => activeOn(state, s, 0));
}

/** Whether an effect of a kind works on the seat now. */
export function hasEffect(state: GameState, seat: Seat, kind: EffectKind): boolean {
	return activeOn(state, seat, 0).some((e) => e.kind === kind);
}
