import { own } from '../../../engine/own';
import { holdersOf } from './abilities';
import type { CharacterId, GameState, Reminder } from './types';

/**
 * How long a reminder token lasts once placed:
 * - `dusk`: until the next dusk (tonight's protection, today's mark);
 * - `dusk2`: until the second dusk after it was placed ("until dusk tomorrow");
 * - `dusk-life`: until the next dusk, and only while a holder of its character lives;
 * - `life`: while a holder of its character lives;
 * - `step`: until the holder's step on a later night (the Pukka's poison);
 * - `game`: for the rest of the game (or until the storyteller takes it off);
 * - `storyteller`: the grimoire cannot know; the storyteller takes it off.
 */
export type Lasts = 'dusk' | 'dusk2' | 'dusk-life' | 'life' | 'step' | 'game' | 'storyteller';

/** The reminders of a character whose only token is "Dead": it stays for the rest of the game. */
export const DEAD_ALL_GAME: Readonly<Record<string, Lasts>> = { Dead: 'game' };

/**
 * The official reminders the engine reads (those that make a player drunk or poisoned, those
 * that protect from a kill, and the vote weights), with how long they last: the night checklist's "may be false"
 * warning and the protection warnings read only those still in force. The full table of every
 * official reminder (`REMINDER_LASTS`, loaded with the night screen) includes these.
 */
export const ENGINE_LASTS: Readonly<Record<CharacterId, Readonly<Record<string, Lasts>>>> = {
	poisoner: { Poisoned: 'dusk-life' },
	widow: { Poisoned: 'life' },
	snakecharmer: { Poisoned: 'game' },
	pukka: { Poisoned: 'step' },
	nodashii: { Poisoned: 'life' },
	vigormortis: { Poisoned: 'life' },
	lleech: { Poisoned: 'game' },
	cannibal: { Poisoned: 'storyteller' },
	sailor: { Drunk: 'dusk-life' },
	villageidiot: { Drunk: 'game' },
	courtier: { 'Drunk 3': 'storyteller', 'Drunk 2': 'storyteller', 'Drunk 1': 'storyteller' },
	goon: { Drunk: 'dusk' },
	sweetheart: { Drunk: 'game' },
	philosopher: { Drunk: 'game' },
	organgrinder: { Drunk: 'dusk' },
	puzzlemaster: { Drunk: 'game' },
	minstrel: { 'Everyone Is Drunk': 'dusk2' },
	monk: { Safe: 'dusk-life' },
	innkeeper: { Safe: 'dusk', Drunk: 'dusk' },
	angel: { Protected: 'storyteller' },
	// Sober and healthy until dusk (effects.ts).
	barista: { 'Sober & Healthy': 'dusk' },
	// Vote weights (votes.ts): chosen at night for "tomorrow", and only while the traveller lives.
	thief: { 'Negative Vote': 'dusk-life' },
	bureaucrat: { '3 Votes': 'dusk-life' }
};

/** How long a reminder lasts by a table (the engine's own unless given); undefined: unknown. */
export function lastsOf(
	source: string,
	label: string,
	table: Readonly<Record<CharacterId, Readonly<Record<string, Lasts>>>> = ENGINE_LASTS
): Lasts | undefined {
	const byLabel = own(table, source);
	if (!byLabel) return undefined;
	const exact = own(byLabel, label);
	if (exact) return exact;
	const lower = label.toLowerCase();
	return Object.entries(byLabel).find(([l]) => l.toLowerCase() === lower)?.[1];
}

/** Why a reminder ended: a dusk passed, its holder died, or the holder's next step came. */
export type EndedBecause = 'dusk' | 'holder-died' | 'step';

/** Dusks that began after a reminder was placed (night starts since its placing phase). */
function dusksSince(state: GameState, r: Reminder): number | undefined {
	if (!r.placed) return undefined;
	const night = state.phase.kind === 'night' ? state.phase.n : state.nights.length;
	// Placed on night N: the next dusk is night N+1's. Placed on day N (or at setup, night 0):
	// the next dusk is night N+1's too.
	return Math.max(0, night - r.placed.n);
}

/** Whether the holder's step was done or skipped on a night after the reminder's. */
function holderActedSince(state: GameState, r: Reminder): boolean {
	if (!r.placed) return false;
	const placed = r.placed;
	const nights = [...state.nights, ...(state.night ? [state.night] : [])];
	return nights.some(
		(n) => n.n > placed.n && (n.done.includes(r.source) || n.skipped.includes(r.source))
	);
}

/**
 * Whether a reminder has ended by its `lasts` rule, and why; null while it is in force (or when
 * the grimoire cannot tell).
 */
export function endedBecause(state: GameState, r: Reminder, lasts: Lasts): EndedBecause | null {
	const dusks = dusksSince(state, r);
	if ((lasts === 'dusk' || lasts === 'dusk-life') && dusks !== undefined && dusks >= 1)
		return 'dusk';
	// "Until dusk tomorrow": the night after it was placed is still within it.
	if (lasts === 'dusk2' && dusks !== undefined && dusks >= 2) return 'dusk';
	if (lasts === 'dusk-life' || lasts === 'life' || lasts === 'step') {
		const holders = holdersOf(state, r.source);
		if (holders.length > 0 && holders.every((h) => !h.alive)) return 'holder-died';
	}
	if (lasts === 'step' && holderActedSince(state, r)) return 'step';
	return null;
}

/**
 * Whether a reminder the engine reads still works: one whose time has run out (a dead
 * Poisoner's poison, last night's Monk) no longer makes information false or protects.
 * Reminders the table does not know (custom, homebrew) stay in force.
 */
export function inForce(state: GameState, r: Reminder): boolean {
	const lasts = lastsOf(r.source, r.label);
	return lasts === undefined || endedBecause(state, r, lasts) === null;
}
