import { describe, expect, it } from 'vitest';
import { effectsOn } from './effects';
import { nightSteps } from './night';
import { isDrunkIn, isPoisonedIn } from './seats';
import { bmr7, firstNight, ok, okAll, remind, seatOf, TB7 } from './testing/builders';
import { findStep as stepOf, nextNight } from './testing/night-state';
import type { GameState } from './types';

const poisoned = (state: GameState, id: string) => isPoisonedIn(state, seatOf(state, id));

describe('effects ledger: tokens and their sources', () => {
	it('a Poisoner’s poison records its source seat and ends when she takes the starpass', () => {
		// TB7: s5 Empath, s6 Poisoner, s7 Imp.
		const night2 = ok(nextNight(firstNight()), remind('s5', 'poisoner', 'Poisoned'));
		expect(effectsOn(night2, 's5')).toContainEqual(
			expect.objectContaining({ kind: 'poisoned', source: 'poisoner', from: 's6' })
		);
		expect(stepOf(night2, 'empath')).toMatchObject({ poisoned: true, mayBeFalse: true });
		// The Imp kills himself and the Poisoner becomes the Imp: her poison ends with it.
		const passed = okAll(night2, [
			{ type: 'night/kill', step: 'imp', by: 'imp', seat: 's7' },
			{ type: 'seat/character', seat: 's6', character: 'imp' }
		]);
		expect(poisoned(passed, 's5')).toBe(false);
		expect(stepOf(passed, 'empath')).toMatchObject({ poisoned: false, mayBeFalse: false });
	});

	it('a Poisoner made drunk (the Courtier) poisons no one while drunk', () => {
		const night2 = okAll(nextNight(firstNight()), [
			remind('s5', 'poisoner', 'Poisoned'),
			remind('s6', 'courtier', 'Drunk 3')
		]);
		expect(isDrunkIn(night2, seatOf(night2, 's6'))).toBe(true);
		expect(poisoned(night2, 's5')).toBe(false);
		expect(stepOf(night2, 'empath')?.mayBeFalse).toBe(false);
		expect(stepOf(night2, 'poisoner')).toMatchObject({ drunk: true, mayBeFalse: true });
	});

	it('a dead Poisoner’s poison has ended; a token with no holder in play still counts', () => {
		const night2 = okAll(nextNight(firstNight()), [
			remind('s5', 'poisoner', 'Poisoned'),
			{ type: 'seat/died', seat: 's6' }
		]);
		expect(poisoned(night2, 's5')).toBe(false);
		const bmr = ok(
			firstNight({
				script: 'bmr',
				characters: bmr7('godfather', 'po')
			}),
			remind('s3', 'poisoner', 'Poisoned')
		);
		expect(poisoned(bmr, 's3')).toBe(true);
	});
});

// Sects & Violets, s1 … s7 clockwise.
const SNV = ['clockmaker', 'dreamer', 'snakecharmer', 'nodashii', 'mutant', 'flowergirl', 'witch'];

describe('effects ledger: what the grimoire works out itself', () => {
	it('No Dashii: the nearest Townsfolk each way are poisoned, skipping other teams', () => {
		const night = firstNight({ script: 'snv', characters: SNV });
		expect(poisoned(night, 's3')).toBe(true);
		expect(poisoned(night, 's5')).toBe(false);
		expect(poisoned(night, 's6')).toBe(true);
		expect(poisoned(night, 's1')).toBe(false);
		expect(effectsOn(night, 's6')).toEqual([
			expect.objectContaining({ kind: 'poisoned', source: 'nodashii', from: 's4' })
		]);
		expect(stepOf(night, 'snakecharmer')).toMatchObject({ poisoned: true, mayBeFalse: true });
	});

	it('No Dashii: a dead Townsfolk neighbour stays the neighbour; a dead No Dashii poisons none', () => {
		const night = firstNight({ script: 'snv', characters: SNV });
		const deadNeighbour = ok(night, { type: 'seat/died', seat: 's6' });
		expect(poisoned(deadNeighbour, 's6')).toBe(true);
		expect(poisoned(deadNeighbour, 's1')).toBe(false);
		const deadDemon = ok(night, { type: 'seat/died', seat: 's4' });
		expect(poisoned(deadDemon, 's3')).toBe(false);
		expect(poisoned(deadDemon, 's6')).toBe(false);
	});

	it('No Dashii: a drunk or poisoned No Dashii poisons no one', () => {
		const night = ok(
			firstNight({ script: 'snv', characters: SNV }),
			remind('s4', 'snakecharmer', 'Poisoned')
		);
		expect(poisoned(night, 's3')).toBe(false);
		expect(poisoned(night, 's6')).toBe(false);
	});

	const VIGOR = [
		'clockmaker',
		'dreamer',
		'witch',
		'mathematician',
		'vigormortis',
		'flowergirl',
		'towncrier'
	];

	it('Vigormortis: a Minion it killed keeps its step and poisons a Townsfolk neighbour', () => {
		const night2 = nextNight(firstNight({ script: 'snv', characters: VIGOR }));
		const killed = ok(night2, {
			type: 'night/kill',
			step: 'vigormortis',
			by: 'vigormortis',
			seat: 's3'
		});
		const night3 = nextNight(killed);
		expect(stepOf(night3, 'witch')?.seats).toEqual(['s3']);
		// Either neighbour may be the one: both flagged until the storyteller marks it.
		expect(poisoned(night3, 's2')).toBe(true);
		expect(poisoned(night3, 's4')).toBe(true);
		expect(effectsOn(night3, 's2')[0]).toMatchObject({ source: 'vigormortis', maybe: true });
		const marked = ok(night3, remind('s4', 'vigormortis', 'Poisoned'));
		expect(poisoned(marked, 's2')).toBe(false);
		expect(poisoned(marked, 's4')).toBe(true);
		expect(stepOf(marked, 'mathematician')).toMatchObject({ poisoned: true, mayBeFalse: true });
	});

	it('Vigormortis: a Minion killed by anything else loses its step', () => {
		const night2 = nextNight(firstNight({ script: 'snv', characters: VIGOR }));
		const night3 = nextNight(ok(night2, { type: 'seat/died', seat: 's3' }));
		expect(stepOf(night3, 'witch')).toBeUndefined();
		expect(poisoned(night3, 's2')).toBe(false);
	});
});

describe('effects ledger: the step flags follow it', () => {
	it('TB7 with no tokens has no effects', () => {
		const night = firstNight({ characters: TB7 });
		expect(nightSteps(night).some((s) => s.mayBeFalse)).toBe(false);
	});
});
