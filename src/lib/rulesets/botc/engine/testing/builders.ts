/**
 * Test builders: games from a built-in script with named seats and chosen characters, and
 * helpers that apply events and fail loudly on a rejection. Used by the engine's tests only.
 */
import { expect } from 'vitest';
import { builtInScript } from '../../script';
import type { DealEntry, GameEvent, GameEventBody, SeatInit } from '../events';
import { type History, createHistory, dispatch } from '../history';
import { apply, emptyState } from '../reduce';
import {
	type Alignment,
	type AnswerTruth,
	type Character,
	type CharacterId,
	type GameState,
	type GivenAnswer,
	type Rejection,
	type Script,
	RULES_VERSION,
	isRejection,
	rejectionSummary
} from '../types';
import { catalogues } from '../../../../i18n/all';
import { interpolate } from '../../../../i18n/format';

/** A fixed clock: events are one second apart from this instant. */
export const T0 = Date.UTC(2026, 0, 1, 20, 0, 0);

let clock = T0;

/** The next event time (deterministic: one second after the previous one). */
export function tick(): number {
	clock += 1000;
	return clock;
}

/** An event with the next time stamp. */
export function ev(body: GameEventBody, at: number = tick()): GameEvent {
	return { ...body, at } as GameEvent;
}

/** Five Townsfolk of Trouble Brewing, for seats s1 … s5. */
export const TB_TOWNSFOLK5 = ['washerwoman', 'librarian', 'investigator', 'chef', 'empath'];

/** Seven players of Trouble Brewing, s1 … s7: five Townsfolk, the Poisoner and the Imp. */
export const TB7 = [...TB_TOWNSFOLK5, 'poisoner', 'imp'];

/** Five Townsfolk of Bad Moon Rising with no setup ability, for filling a table. */
export const BMR_TOWNSFOLK5 = ['grandmother', 'sailor', 'chambermaid', 'exorcist', 'gossip'];

/** Seven players of Bad Moon Rising, s1 … s7: `BMR_TOWNSFOLK5`, then the Minion and the Demon given. */
export const bmr7 = (minion: string, demon: string): string[] => [...BMR_TOWNSFOLK5, minion, demon];

/** Five Townsfolk of Sects & Violets with no setup ability, for filling a table. */
export const SNV_TOWNSFOLK5 = [
	'clockmaker',
	'dreamer',
	'snakecharmer',
	'mathematician',
	'flowergirl'
];

/** A homebrew character with no ability the engine acts on: no setup, no night, no reminders. */
export function blankCharacter(id: string, team: Character['team'], name = id): Character {
	return {
		id,
		name,
		team,
		edition: 'homebrew',
		setup: false,
		reminders: [],
		remindersGlobal: [],
		firstNight: 0,
		otherNight: 0
	};
}

/** A seat of the state by id, failing the test when there is none. */
export function seatOf(state: GameState, id: string) {
	const s = state.seats.find((x) => x.id === id);
	if (!s) throw new Error(`no seat ${id}`);
	return s;
}

/** Names chosen so that no name contains a character id in quotes. */
export const NAMES = [
	'Ada',
	'Bea',
	'Cai',
	'Dov',
	'Eli',
	'Fay',
	'Gus',
	'Hal',
	'Ivo',
	'Jun',
	'Kit',
	'Lou',
	'Mo',
	'Ned',
	'Oz',
	'Pia',
	'Quy',
	'Rex',
	'Sol',
	'Tam'
] as const;

/** The event that puts a reminder token on a seat. */
export const remind = (seat: string, source: string, label: string): GameEventBody => ({
	type: 'reminder/added',
	seat,
	source,
	label
});

/** What TB7's Chef (s4) was told on night 1: a number of pairs, true or false. */
export const chefTold = (number: number, truth: AnswerTruth = 'true'): GivenAnswer => ({
	step: 'chef',
	character: 'chef',
	seats: ['s4'],
	chosen: [],
	answer: { number },
	truth
});

/** The ids of some seats in their order, as one line: 's4 s5 s1'. */
export const idsOf = (seats: readonly { id: string }[]) => seats.map((s) => s.id).join(' ');

export function seatIds(n: number): string[] {
	return Array.from({ length: n }, (_, i) => `s${i + 1}`);
}

export function seatInits(n: number, travellers: number[] = []): SeatInit[] {
	return seatIds(n).map((id, i) => ({
		id,
		name: NAMES[i] ?? `P${i + 1}`,
		...(travellers.includes(i) ? { traveller: true } : {})
	}));
}

export function script(id: 'tb' | 'bmr' | 'snv' | 'carousel'): Script {
	const s = builtInScript(id);
	if (!s) throw new Error(`no built-in script ${id}`);
	return s;
}

/** A built-in script with more official characters on it (those not on it already). */
export function withExtra(base: 'tb' | 'snv' | 'bmr', ids: string[]): Script {
	const s = script(base);
	const all = (['tb', 'snv', 'bmr', 'carousel'] as const).flatMap((k) => script(k).characters);
	const more = ids
		.filter((id) => !s.characters.some((c) => c.id === id))
		.map((id) => all.find((c) => c.id === id)!);
	return { ...s, characters: [...s.characters, ...more] };
}

/** A seat's character, optionally with what the player thinks they are and an alignment. */
export type SeatSpec =
	| CharacterId
	| { character: CharacterId; thinks?: CharacterId; alignment?: Alignment; traveller?: boolean };

/** A list of seats with some dealt otherwise, by seat number: `{ 5: { character: 'drunk', … } }`. */
export const seatsWith = (
	seats: readonly SeatSpec[],
	changes: Record<number, SeatSpec>
): SeatSpec[] => seats.map((c, i) => changes[i + 1] ?? c);

/** `TB7` with some seats dealt otherwise, by seat number: `{ 5: { character: 'drunk', … } }`. */
export const tb7With = (changes: Record<number, SeatSpec>): SeatSpec[] => seatsWith(TB7, changes);

export interface GameOptions {
	script?: Script | 'tb' | 'bmr' | 'snv' | 'carousel';
	/** Number of seats when no characters are given. */
	players?: number;
	/** Characters seat by seat (s1, s2, …); dealt with one `setup/dealt` event. */
	characters?: SeatSpec[];
	/** Lil’ Monsta's first babysitter, dealt with the characters. */
	babysitter?: string;
	seed?: number;
	name?: string;
	/** The rules version (the current one unless given; 0: a game from before versions). */
	rules?: number;
}

export function createdEvent(opts: GameOptions = {}): GameEvent {
	const chosen = opts.characters ?? [];
	const n = chosen.length || opts.players || 7;
	const travellers = chosen.flatMap((c, i) => (typeof c === 'object' && c.traveller ? [i] : []));
	const s = typeof opts.script === 'object' ? opts.script : script(opts.script ?? 'tb');
	return ev({
		type: 'game/created',
		id: 'g1',
		ruleset: 'botc',
		name: opts.name ?? 'Test game',
		script: s,
		seed: opts.seed ?? 42,
		seats: seatInits(n, travellers),
		...(opts.rules === 0 ? {} : { rules: opts.rules ?? RULES_VERSION })
	});
}

export function dealsFor(characters: SeatSpec[]): DealEntry[] {
	return characters.map((c, i) => {
		const spec = typeof c === 'string' ? { character: c } : c;
		return {
			seat: `s${i + 1}`,
			character: spec.character,
			thinks: spec.thinks ?? null,
			alignment: spec.alignment ?? null
		};
	});
}

/** The events that create a game and deal its characters (when any are given). */
export function setupEvents(opts: GameOptions = {}): GameEvent[] {
	const events = [createdEvent(opts)];
	if (opts.characters?.length)
		events.push(
			ev({
				type: 'setup/dealt',
				deals: dealsFor(opts.characters),
				...(opts.babysitter ? { babysitter: opts.babysitter } : {})
			})
		);
	return events;
}

/** Applies an event and fails the test with the reason when it is refused. */
export function ok(state: GameState, body: GameEventBody | GameEvent): GameState {
	const event = 'at' in body ? body : ev(body);
	const next = apply(state, event);
	if (isRejection(next)) throw new Error(`${event.type} was refused: ${rejectionSummary(next)}`);
	return next;
}

export function okAll(state: GameState, bodies: (GameEventBody | GameEvent)[]): GameState {
	return bodies.reduce(ok, state);
}

/** A rejection's message as the screens word it (before a rule set's own words): [en, zh-CN]. */
export function wording(r: Rejection): [string, string] {
	const say = (locale: 'en' | 'zh-CN') =>
		interpolate(catalogues[locale][`reject.${r.code}` as keyof typeof catalogues.en], {
			...r.params
		});
	return [say('en'), say('zh-CN')];
}

/**
 * Applies an event that must be refused: checks the rejection (and its code when given), that
 * its code has a message in both languages, and that the state is left exactly as it was.
 */
export function refused(state: GameState, body: GameEventBody, code?: string): Rejection {
	const before = JSON.parse(JSON.stringify(state)) as GameState;
	const result = apply(state, ev(body));
	expect(isRejection(result), `${body.type} should be refused`).toBe(true);
	const rejection = result as Rejection;
	if (code !== undefined) expect(rejection.code).toBe(code);
	for (const messages of Object.values(catalogues))
		expect(messages[`reject.${rejection.code}` as keyof typeof messages]).toBeTruthy();
	expect(state).toEqual(before);
	return rejection;
}

/** A game created (and dealt, when characters are given) from the options. */
export function game(opts: GameOptions = {}): GameState {
	const [created, ...rest] = setupEvents(opts);
	return okAll(ok(emptyState(), created as GameEvent), rest);
}

/** The table most tests play at: seven seats dealt Trouble Brewing's `TB7`. */
const AT_TB7: GameOptions = { characters: TB7 };

/** A dealt game (the `TB7` table unless given) moved on to night 1. */
export function firstNight(opts: GameOptions = AT_TB7): GameState {
	return ok(game(opts), { type: 'night/started' });
}

/** A dealt game (the `TB7` table unless given) moved on to day 1 (through night 1). */
export function firstDay(opts: GameOptions = AT_TB7): GameState {
	return ok(firstNight(opts), { type: 'day/started' });
}

/** What a nomination may add: an exile, or the storyteller's reason to allow it anyway. */
type NominationExtra = { exile?: boolean; override?: string };

/** Opens a nomination (the vote stays open). */
export function nominate(
	state: GameState,
	nominator: string,
	nominee: string,
	extra: NominationExtra = {}
): GameState {
	return ok(state, { type: 'nomination/opened', nominator, nominee, ...extra });
}

/** Nominates and closes the vote in one go. */
export function nominateAndVote(
	state: GameState,
	nominator: string,
	nominee: string,
	voters: string[],
	extra: NominationExtra = {}
): GameState {
	return ok(nominate(state, nominator, nominee, extra), { type: 'nomination/voted', voters });
}

/**
 * A game played through a History (the event log, undo and redo), failing the test whenever a
 * command is refused.
 */
export class Table {
	history: History;

	constructor(opts: GameOptions = {}) {
		const [created, ...rest] = setupEvents(opts);
		const h = createHistory(created as GameEvent);
		if (isRejection(h)) throw new Error(rejectionSummary(h));
		this.history = h;
		for (const e of rest) this.do(e);
	}

	get state(): GameState {
		return this.history.state;
	}

	do(body: GameEventBody | GameEvent): this {
		const event = 'at' in body ? body : ev(body);
		const next = dispatch(this.history, event);
		if (isRejection(next)) throw new Error(`${event.type} was refused: ${rejectionSummary(next)}`);
		this.history = next;
		return this;
	}

	/** A command that must be refused; returns the rejection. */
	refuse(body: GameEventBody): Rejection {
		const result = dispatch(this.history, ev(body));
		if (!isRejection(result)) throw new Error(`${body.type} should have been refused`);
		return result;
	}

	/** Seat id by player name. */
	seat(name: string): string {
		const s = this.state.seats.find((x) => x.name === name);
		if (!s) throw new Error(`no seat named ${name}`);
		return s.id;
	}
}

/** A Table on the script given, its seats s1, s2, … dealt the characters in that order. */
export function dealtTable(script: GameOptions['script'], characters: SeatSpec[]): Table {
	return new Table({ script, characters });
}
