import type { GameEventBody } from './engine/events';
import { characterOf } from './engine/seats';
import { nextSeed } from '../../engine/random';
import type { CharacterId, GameState, Seat } from './engine/types';
import { botcRuleSet } from './ruleset';
import {
	type Counts,
	type SetupCheck,
	believedTeam,
	dealCharacters,
	expectedCounts,
	randomCharacters,
	randomTravellers,
	suggestBluffs,
	travellersNeeded,
	validateSetup
} from './setup';

// What the setup screens of a Blood on the Clocktower game ask of the rules: the counts and
// problems of the chosen characters, the random bag, deal and bluffs as events (their seeds come
// from the game, so a replay draws the same), and the checks the pickers make.

/** Blood on the Clocktower's player range, as its rule set states it. */
export const MIN_PLAYERS = botcRuleSet.players.min;
export const MAX_PLAYERS = botcRuleSet.players.max;
export const PLAYER_COUNTS = Array.from(
	{ length: MAX_PLAYERS - MIN_PLAYERS + 1 },
	(_, i) => i + MIN_PLAYERS
);

export type Team4 = keyof Counts;
export const TEAMS4: readonly Team4[] = ['townsfolk', 'outsider', 'minion', 'demon'];

export interface SetupSummary {
	players: number;
	residents: Seat[];
	travellers: Seat[];
	/** Characters to check: the bag plus the travellers chosen for traveller seats. */
	selection: CharacterId[];
	check: SetupCheck;
	/** The counts the rules allow for each team (several when a character gives a choice). */
	expected: Record<Team4, number[]>;
	/** The counts with no setup character, for comparison. */
	base: Counts | null;
	chosen: Counts;
}

function distinct(values: number[]): number[] {
	return [...new Set(values)].sort((a, b) => a - b);
}

/** Everything the setup screens show about the chosen characters, from the rule set. */
export function summarise(state: GameState): SetupSummary {
	const residents = state.seats.filter((s) => !s.traveller);
	const travellers = state.seats.filter((s) => s.traveller);
	const picks = travellers.map((s) => s.character).filter((c): c is string => !!c);
	const selection = [...state.bag, ...picks];
	const players = state.seats.length;
	const check = validateSetup(state.script, selection, players, state.fabled);
	let splits = check.splits;
	let base: Counts | null = null;
	if (residents.length >= MIN_PLAYERS && residents.length <= MAX_PLAYERS) {
		const plain = expectedCounts(residents.length, []);
		base = plain.splits[0] ?? null;
		if (splits.length === 0)
			splits = expectedCounts(residents.length, state.bag, state.fabled).splits;
	}
	const expected = Object.fromEntries(
		TEAMS4.map((team) => [team, distinct(splits.map((s) => s[team]))])
	) as Record<Team4, number[]>;
	return { players, residents, travellers, selection, check, expected, base, chosen: check.counts };
}

/** True when every non-traveller seat holds a character from the current bag. */
export function dealMatchesBag(state: GameState): boolean {
	const left = new Map<string, number>();
	for (const id of state.bag) left.set(id, (left.get(id) ?? 0) + 1);
	for (const seat of state.seats) {
		if (seat.traveller) continue;
		const n = seat.character ? (left.get(seat.character) ?? 0) : 0;
		if (!seat.character || n === 0) return false;
		left.set(seat.character, n - 1);
	}
	return true;
}

export function anyDealt(state: GameState): boolean {
	return state.seats.some((s) => !s.traveller && s.character);
}

/** What the player at this seat is shown in the bag: the Drunk sees who they think they are. */
export function shownCharacter(seat: Seat): CharacterId | null {
	return seat.thinks ?? seat.character;
}

/** A fresh random legal set for the non-traveller seats, as an event (null: none possible). */
export function randomBagEvent(state: GameState): GameEventBody | null {
	const residents = state.seats.filter((s) => !s.traveller).length;
	if (residents < MIN_PLAYERS || residents > 15) return null;
	const characters = randomCharacters(state.script, residents, state.rng, state.fabled);
	if (!characters) return null;
	return { type: 'setup/bag', characters, rng: nextSeed(state.rng) };
}

/**
 * A whole random legal set, as events sent together: as many seats made travellers as the rule
 * set needs at this number of players (the last seats that are not yet), a traveller for each
 * traveller seat that has none, and a random bag for the others. Travellers already chosen are
 * kept. Null when no legal set can be drawn.
 */
export function randomSetEvents(state: GameState): GameEventBody[] | null {
	const players = state.seats.length;
	if (players < MIN_PLAYERS || players > MAX_PLAYERS) return null;
	const events: GameEventBody[] = [];
	const missing = travellersNeeded(players) - state.seats.filter((s) => s.traveller).length;
	const made = new Set(
		missing > 0
			? state.seats
					.filter((s) => !s.traveller)
					.slice(-missing)
					.map((s) => s.id)
			: []
	);
	for (const id of made) events.push({ type: 'seat/traveller', seat: id, traveller: true });
	const travellers = state.seats.filter((s) => s.traveller || made.has(s.id));
	const residents = players - travellers.length;
	if (residents < MIN_PLAYERS) return null;
	const characters = randomCharacters(state.script, residents, state.rng, state.fabled);
	if (!characters) return null;
	const seed = nextSeed(state.rng);
	const isTraveller = (id: CharacterId | null) => characterOf(state, id)?.team === 'traveller';
	const empty = travellers.filter((s) => !isTraveller(s.character));
	if (empty.length > 0) {
		const taken = travellers.map((s) => s.character).filter((id) => isTraveller(id));
		const picks = randomTravellers(state.script, empty.length, seed, taken as CharacterId[]);
		if (picks.length < empty.length) return null;
		const unknown = picks.filter((c) => !characterOf(state, c.id));
		if (unknown.length > 0) events.push({ type: 'characters/added', characters: unknown });
		empty.forEach((s, i) =>
			events.push({ type: 'seat/character', seat: s.id, character: picks[i]?.id ?? null })
		);
	}
	events.push({ type: 'setup/bag', characters, rng: nextSeed(seed) });
	return events;
}

/** Characters in play or believed in play: never suggested as bluffs. */
export function inPlayOrBelieved(state: GameState): CharacterId[] {
	const out = new Set<CharacterId>(state.bag);
	for (const s of state.seats) {
		if (s.character) out.add(s.character);
		if (s.thinks) out.add(s.thinks);
	}
	return [...out];
}

export function bluffsEvent(state: GameState, exclude = inPlayOrBelieved(state)): GameEventBody {
	return {
		type: 'bluffs/set',
		bluffs: suggestBluffs(state.script, exclude, state.rng),
		rng: nextSeed(state.rng)
	};
}

/**
 * Deals the bag to the non-traveller seats at random and suggests three bluffs, as two events
 * sent together (the seeds come from the game, so a replay deals the same).
 */
export function randomDealEvents(state: GameState): GameEventBody[] {
	const residents = state.seats.filter((s) => !s.traveller).map((s) => s.id);
	const { deals, babysitter } = dealCharacters(state.script, state.bag, residents, state.rng);
	const rng = nextSeed(state.rng);
	const exclude = [
		...inPlayOrBelieved(state),
		...deals.map((d) => d.thinks).filter((x): x is string => !!x)
	];
	const bluffs = suggestBluffs(state.script, exclude, rng);
	return [
		{ type: 'setup/dealt', deals, babysitter, rng },
		{ type: 'bluffs/set', bluffs, rng: nextSeed(rng) }
	];
}

/** Next free seat id ("seat-N"), never reusing one that exists. */
export function newSeatId(state: GameState): string {
	let n = state.seats.length + 1;
	const ids = new Set(state.seats.map((s) => s.id));
	while (ids.has(`seat-${n}`)) n++;
	return `seat-${n}`;
}

/**
 * Whether a character is dealt believing it is another (the Drunk, the Lunatic…), asked of the
 * rule set's own deal so the screens hold no list of such characters.
 */
export function believesOther(script: GameState['script'], id: CharacterId): boolean {
	return dealCharacters(script, [id], ['probe'], 1).deals[0]?.thinks != null;
}

/**
 * What a player dealt `id` may be set to believe they are, when dealing by hand: characters of
 * the script not in play (in the bag or on a seat), of the team `id` believes it is (an Outsider for the Seeker, 悟道者,
 * a Townsfolk for the Drunk); any good or evil character for one the rules name no team for.
 */
export function believableCharacters(state: GameState, id: CharacterId | null): CharacterId[] {
	const team = id ? believedTeam(id) : null;
	const inPlay = new Set([...state.bag, ...state.seats.map((s) => s.character)]);
	return state.script.characters
		.filter((c) => !inPlay.has(c.id) && c.team !== 'traveller')
		.filter((c) => team === null || c.team === team)
		.map((c) => c.id);
}

/** Whether one more copy of a character already in the bag keeps the set free of duplicates errors. */
export function canAddCopy(state: GameState, id: CharacterId): boolean {
	if (!state.bag.includes(id)) return false;
	const check = validateSetup(state.script, [...state.bag, id], state.seats.length, state.fabled);
	return !check.errors.some((e) => e.code === 'duplicate' && e.characters?.includes(id));
}

/** Why the first night cannot start yet, as the rule set words it (empty: ready). */
export function startProblems(state: GameState): { 'zh-CN': string; en: string }[] {
	const summary = summarise(state);
	return summary.check.errors.map((e) => e.message);
}

export { travellersNeeded };
