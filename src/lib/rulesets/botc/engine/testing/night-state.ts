/** Helpers for tests of a night's steps straight from a state (see nights.ts for a Table). */
import { parseScript } from '../../script';
import { nightSteps } from '../night';
import type { GameEventBody } from '../events';
import type { GameState, Script } from '../types';
import { ok, okAll } from './builders';

/** A script of the given characters, in the official night order. */
export function scriptOf(ids: string[]): Script {
	const parsed = parseScript([{ id: '_meta', name: 'Test' }, ...ids]);
	if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
	return parsed.script;
}

/** 12 players of Bad Moon Rising: 7 Townsfolk, 2 Outsiders, 2 Minions, 1 Demon. */
export const BMR12 = [
	'grandmother', // s1
	'sailor', // s2
	'chambermaid', // s3
	'courtier', // s4
	'exorcist', // s5
	'gambler', // s6
	'tealady', // s7
	{ character: 'lunatic', thinks: 'zombuul' }, // s8
	'goon', // s9
	'devilsadvocate', // s10
	'assassin', // s11
	'pukka' // s12
];

/** The first night of TB7 (builders.ts), step by step: the Minions and the Demon learn first. */
export const TB7_FIRST_NIGHT = [
	'dusk',
	'minioninfo',
	'demoninfo',
	'poisoner',
	'washerwoman',
	'librarian',
	'investigator',
	'chef',
	'empath',
	'dawn'
];

/** Tonight's step keys in order. */
export const keys = (state: GameState) => nightSteps(state).map((s) => s.key);

/** Tonight's step keys in order as one line: 'dusk minioninfo … dawn'. */
export const order = (state: GameState) => keys(state).join(' ');

/** Tonight's step of that key, or undefined when there is none. */
export const findStep = (state: GameState, key: string) =>
	nightSteps(state).find((s) => s.key === key);

/** Tonight's step of that key, failing the test (with tonight's keys) when there is none. */
export const step = (state: GameState, key: string) => {
	const s = findStep(state, key);
	if (!s) throw new Error(`no step ${key}: ${order(state)}`);
	return s;
};

/** From this night to the next: the day with the given events, then dusk. */
export function nextNight(state: GameState, day: GameEventBody[] = []): GameState {
	return okAll(ok(state, { type: 'day/started' }), [...day, { type: 'night/started' }]);
}

/** Night 2 of a game: through day 1 and into the next night. */
export const secondNight = (state: GameState, beforeDusk: Parameters<typeof okAll>[1] = []) => {
	const night1 = state.phase.kind === 'setup' ? ok(state, { type: 'night/started' }) : state;
	return okAll(ok(night1, { type: 'day/started' }), [...beforeDusk, { type: 'night/started' }]);
};

/** The storyteller's step added by hand for a character (on a seat, or none). */
export const extraStep = (character: string, seat: string | null): GameEventBody => ({
	type: 'night/extra-step',
	character,
	seat
});
