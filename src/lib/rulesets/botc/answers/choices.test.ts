import { describe, expect, it } from 'vitest';
import { nightSteps } from '../engine/night';
import { firstNight, ok, type SeatSpec } from '../engine/testing/builders';
import { scriptOf } from '../engine/testing/night-state';
import type { GameState } from '../engine/types';
import { type ChoiceSuggestion, suggestChoice } from './choices';
import { nextNight, poison } from './testing';
import { thinks } from '../testing/seats';

// The Gambler's guess and the Ojo's character, entered at their steps: what follows from the
// grimoire's truth, the registrations the storyteller may use instead, and the kill offered.

const SCRIPT = scriptOf([
	'gambler',
	'empath',
	'chef',
	'monk',
	'innkeeper',
	'recluse',
	'drunk',
	'spy',
	'poisoner',
	'imp',
	'ojo',
	'lunatic'
]);

/** Night 2 of a game with these characters, s1 … sN. */
const night2 = (characters: SeatSpec[]) =>
	nextNight(firstNight({ script: SCRIPT, characters }), [
		{ type: 'execution', seat: null, died: false }
	]);

/** Enters the choice at a step and gives what the grimoire makes of it. */
function choose(state: GameState, key: string, seats: string[], characters: string[]) {
	const character = nightSteps(state).find((s) => s.key === key)?.character ?? key;
	const after = ok(state, { type: 'night/choice', step: key, character, seats, characters });
	return { state: after, s: suggestion(after, key) };
}

function suggestion(state: GameState, key: string): ChoiceSuggestion {
	const step = nightSteps(state).find((s) => s.key === key);
	expect(step, `step ${key}`).toBeTruthy();
	const s = suggestChoice(state, step!);
	expect(s, `choice at ${key}`).not.toBeNull();
	return s!;
}

describe('the Gambler guesses a player’s character', () => {
	// s1 Gambler, s2 Empath, s3 Recluse, s4 Drunk who thinks they are the Chef, s5 Spy, s6 Imp.
	const GAME = ['gambler', 'empath', 'recluse', thinks('drunk', 'chef'), 'spy', 'imp', 'monk'];

	it('asks for a player and a character from the script before anything follows', () => {
		const s = suggestion(night2(GAME), 'gambler');
		expect(s.picks).toEqual({ seats: 1, characters: 1, guess: true });
		expect(s.characters).toEqual(expect.arrayContaining(['empath', 'recluse', 'imp', 'ojo']));
		expect(s).toMatchObject({ choice: null, outcome: null, kill: null, noEffect: false });
	});

	it('right: nobody dies, "no kill" is the suggestion', () => {
		const { s } = choose(night2(GAME), 'gambler', ['s2'], ['empath']);
		expect(s.outcome).toEqual({
			kind: 'guess',
			target: 's2',
			guess: 'empath',
			right: true,
			thinks: false,
			otherwise: []
		});
		expect(s.kill).toEqual({
			targets: ['s1'],
			suggests: [],
			noneSuggested: true,
			many: false,
			killed: []
		});
	});

	it('wrong: the Gambler’s own death is the one-tap kill', () => {
		const { s } = choose(night2(GAME), 'gambler', ['s2'], ['chef']);
		expect(s.outcome).toMatchObject({ right: false, otherwise: [] });
		expect(s.kill).toEqual({
			targets: ['s1'],
			suggests: ['s1'],
			noneSuggested: false,
			many: false,
			killed: []
		});
	});

	it('a drunk or poisoned Gambler: the ability does not work, nothing happens', () => {
		const { s } = choose(poison(night2(GAME), 's1'), 'gambler', ['s2'], ['chef']);
		expect(s.noEffect).toBe(true);
		expect(s.outcome).toMatchObject({ right: false });
		expect(s.kill).toMatchObject({ suggests: [], noneSuggested: true });
		// A Drunk who thinks they are the Gambler has no ability at all.
		const drunk = night2([thinks('drunk', 'gambler'), ...GAME.slice(1)]);
		const asDrunk = choose(drunk, 'gambler', ['s2'], ['chef']).s;
		expect(asDrunk).toMatchObject({ noEffect: true, kill: { suggests: [], noneSuggested: true } });
	});

	it('the Recluse may register as a Demon or a Minion: the storyteller chooses', () => {
		const asImp = choose(night2(GAME), 'gambler', ['s3'], ['imp']).s;
		expect(asImp.outcome).toMatchObject({ right: false, otherwise: [{ seat: 's3', as: 'demon' }] });
		expect(asImp.kill?.suggests).toEqual(['s1']);
		const asRecluse = choose(night2(GAME), 'gambler', ['s3'], ['recluse']).s;
		expect(asRecluse.outcome).toMatchObject({
			right: true,
			otherwise: [
				{ seat: 's3', as: 'minion' },
				{ seat: 's3', as: 'demon' }
			]
		});
		// A poisoned Recluse registers as what they are.
		const sober = choose(poison(night2(GAME), 's3'), 'gambler', ['s3'], ['imp']).s;
		expect(sober.outcome).toMatchObject({ right: false, otherwise: [] });
	});

	it('the Spy may register as a good character', () => {
		const { s } = choose(night2(GAME), 'gambler', ['s5'], ['empath']);
		expect(s.outcome).toMatchObject({ right: false, otherwise: [{ seat: 's5', as: 'townsfolk' }] });
	});

	it('a Drunk is the Drunk, not the Townsfolk they think they are', () => {
		const believed = choose(night2(GAME), 'gambler', ['s4'], ['chef']).s;
		expect(believed.outcome).toMatchObject({ right: false, thinks: true });
		expect(believed.kill?.suggests).toEqual(['s1']);
		const drunk = choose(night2(GAME), 'gambler', ['s4'], ['drunk']).s;
		expect(drunk.outcome).toMatchObject({ right: true, thinks: false });
	});

	it('a second entry replaces the first; the night remembers it after dawn', () => {
		const first = choose(night2(GAME), 'gambler', ['s2'], ['chef']).state;
		const { state, s } = choose(first, 'gambler', ['s2'], ['empath']);
		expect(s.choice).toEqual({
			step: 'gambler',
			character: 'gambler',
			seats: ['s2'],
			characters: ['empath']
		});
		expect(state.night?.choices).toHaveLength(1);
		expect(ok(state, { type: 'day/started' }).nights.at(-1)?.choices).toHaveLength(1);
	});
});

describe('the Ojo names a character', () => {
	// s1 Ojo, s2 Empath, s3 Drunk who thinks they are the Chef, s4 Recluse, s5 Spy, s6 Monk.
	const GAME = ['ojo', 'empath', thinks('drunk', 'chef'), 'recluse', 'spy', 'monk', 'innkeeper'];

	it('in play: its player is the suggested kill, first in the list', () => {
		const { s } = choose(night2(GAME), 'ojo', [], ['empath']);
		expect(s.outcome).toMatchObject({ kind: 'hit', holders: ['s2'], dead: [], believers: [] });
		expect(s.kill).toMatchObject({ suggests: ['s2'], noneSuggested: false, many: false });
		expect(s.kill?.targets[0]).toBe('s2');
		// The Spy may register as the Empath (a Townsfolk) and die instead: offered next.
		expect(s.outcome).toMatchObject({ mayBe: [{ seat: 's5', as: 'townsfolk' }] });
		expect(s.kill?.targets[1]).toBe('s5');
	});

	it('not in play: nobody holds it, the storyteller chooses one or more to die', () => {
		const { s } = choose(night2(GAME), 'ojo', [], ['imp']);
		expect(s.outcome).toMatchObject({ holders: [], dead: [], believers: [] });
		// The Recluse may register as a Demon, so may be the one.
		expect(s.outcome).toMatchObject({ mayBe: [{ seat: 's4', as: 'demon' }] });
		expect(s.kill).toMatchObject({ suggests: [], noneSuggested: false, many: true });
		expect(s.kill?.targets).toEqual(['s4', 's1', 's2', 's3', 's5', 's6', 's7']);
	});

	it('not in play: each kill leaves the step open for another, until it is done', () => {
		const { state } = choose(night2(GAME), 'ojo', [], ['imp']);
		const kill = (seat: string) =>
			({ type: 'night/kill', step: 'ojo', by: 'ojo', seat, reminder: 'Dead', more: true }) as const;
		const two = ok(ok(state, kill('s7')), kill('s6'));
		const s = suggestion(two, 'ojo');
		expect(nightSteps(two).find((x) => x.key === 'ojo')?.status).toBe('todo');
		expect(s.kill).toMatchObject({ killed: ['s7', 's6'], many: true });
		expect(s.kill?.targets).not.toContain('s7');
		expect(two.deaths?.map((d) => [d.seat, d.by])).toEqual([
			['s7', 'ojo'],
			['s6', 'ojo']
		]);
	});

	it('a Drunk’s believed character is not in play: the Drunk is not it', () => {
		const { s } = choose(night2(GAME), 'ojo', [], ['chef']);
		expect(s.outcome).toMatchObject({ holders: [], believers: ['s3'] });
		expect(s.kill).toMatchObject({ suggests: [], many: true });
	});

	it('the Recluse named may register as something else (then nobody holds it)', () => {
		const { s } = choose(night2(GAME), 'ojo', [], ['recluse']);
		expect(s.outcome).toMatchObject({ holders: ['s4'], mayNot: [{ seat: 's4', as: 'minion' }] });
	});

	it('its player already dead: nobody dies', () => {
		const dead = ok(night2(GAME), { type: 'seat/died', seat: 's2' });
		const { s } = choose(dead, 'ojo', [], ['empath']);
		expect(s.outcome).toMatchObject({ holders: [], dead: ['s2'] });
		expect(s.kill).toMatchObject({ suggests: [], noneSuggested: true, many: false });
	});

	it('a poisoned Ojo kills nobody', () => {
		const { s } = choose(poison(night2(GAME), 's1'), 'ojo', [], ['empath']);
		expect(s).toMatchObject({ noEffect: true, kill: { suggests: [], noneSuggested: true } });
	});
});

describe('a Lunatic who thinks he is the Ojo', () => {
	// s1 Lunatic (thinks he is the Ojo), s2 Imp, s3 Empath.
	const GAME = [thinks('lunatic', 'ojo'), 'imp', 'empath', 'monk', 'chef'];

	it('names a character at his own step, as the Ojo would; nothing follows and the Demon learns it', () => {
		const before = suggestion(night2(GAME), 'lunatic');
		expect(before).toMatchObject({
			picks: { seats: 0, characters: 1 },
			choice: null,
			noEffect: true
		});
		expect(before.characters).toContain('empath');
		const { state, s } = choose(night2(GAME), 'lunatic', [], ['empath']);
		expect(s).toMatchObject({
			choice: { character: 'lunatic', characters: ['empath'] },
			noEffect: true,
			outcome: null,
			kill: null
		});
		expect(state.seats.find((x) => x.id === 's3')?.alive).toBe(true);
		const keys = nightSteps(state).map((x) => x.key);
		expect(keys.indexOf('lunatic:demon')).toBeGreaterThan(keys.indexOf('lunatic'));
	});

	it('a Lunatic who thinks he is the Imp picks players, not characters', () => {
		const imp = [thinks('lunatic', 'imp'), 'ojo', ...GAME.slice(2)];
		const step = nightSteps(night2(imp)).find((x) => x.key === 'lunatic');
		expect(step).toMatchObject({ asDemon: 'imp' });
		expect(step?.picks).toBeUndefined();
		expect(suggestChoice(night2(imp), step!)).toBeNull();
	});
});
