import { describe, expect, it } from 'vitest';
import { tallyBallots } from '../../forum/ballot';
import { nightNumbers, nightSteps } from './night';
import { emptyState } from './reduce';
import { characterOf } from './seats';
import { blankCharacter, ev, game, ok, okAll, script } from './testing/builders';
import type { Character } from './types';

// A backup's game may carry any ids (its script, added characters, seats): ones that are names of
// properties every object inherits must mean nothing more than any other unknown id.
const NAMES = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];

const quiet = (id: string, team: Character['team'] = 'traveller') =>
	blankCharacter(id, team, `Quiet ${id}`);

const TB7 = ['imp', 'poisoner', 'chef', 'empath', 'monk', 'soldier', 'saint'];

describe('ids equal to built-in object property names', () => {
	it('characterOf finds no character for them unless one was added', () => {
		const g = ok(game(), { type: 'characters/added', characters: [quiet('chef-2')] });
		for (const id of NAMES) expect(characterOf(g, id)).toBeUndefined();
	});

	it('characters/added keeps each of them as its own character', () => {
		const g = ok(game(), { type: 'characters/added', characters: NAMES.map((id) => quiet(id)) });
		expect(Object.getPrototypeOf(g.extraCharacters)).toBe(Object.prototype);
		expect(Object.keys(g.extraCharacters ?? {})).toEqual(NAMES);
		for (const id of NAMES) expect(characterOf(g, id)?.name).toBe(`Quiet ${id}`);
		expect(JSON.parse(JSON.stringify(g)).extraCharacters).toEqual(g.extraCharacters);
	});

	it('a seat holding one that never wakes gets no night step', () => {
		const g = okAll(game({ characters: [...TB7, { character: 'imp', traveller: true }] }), [
			{ type: 'characters/added', characters: [quiet('constructor')] },
			{ type: 'seat/character', seat: 's8', character: 'constructor' },
			{ type: 'night/started' }
		]);
		expect(nightSteps(g).map((s) => s.key)).not.toContain('constructor');
	});

	it('seat ids like them get their night numbers and votes counted', () => {
		const created = ev({
			type: 'game/created',
			id: 'g1',
			ruleset: 'botc',
			name: 'Odd seats',
			script: script('tb'),
			seed: 1,
			seats: [...NAMES, 'x1', 'x2'].map((id) => ({ id, name: `Seat ${id}` }))
		});
		const g = okAll(ok(emptyState(), created), [
			{
				type: 'setup/dealt',
				deals: [...NAMES, 'x1', 'x2'].map((seat, i) => ({
					seat,
					character: TB7[(i + 2) % 7] as string, // chef, empath, monk, …, imp, poisoner
					thinks: null,
					alignment: null
				}))
			},
			{ type: 'night/started' }
		]);
		const numbers = nightNumbers(g);
		expect(Object.keys(numbers).sort()).toEqual(
			g.seats
				.filter((s) => nightSteps(g).some((t) => t.kind === 'character' && t.seats.includes(s.id)))
				.map((s) => s.id)
				.sort()
		);
		for (const n of Object.values(numbers)) expect(typeof n).toBe('number');
		const tally = tallyBallots(
			NAMES.map((voter, i) => ({ voter, target: NAMES[(i + 1) % 2] as string, seq: i, at: i })),
			() => ({ weight: 1, lines: [] })
		);
		expect(tally.raw).toEqual({ toString: 3, constructor: 2 });
		expect(tally.top).toEqual(['toString']);
	});
});
