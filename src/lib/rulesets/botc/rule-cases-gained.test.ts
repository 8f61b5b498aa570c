import { describe, expect, it } from 'vitest';
import {
	abilityLedger,
	isDrunkIn,
	isPoisonedIn,
	offerEvents,
	suggestAnswer,
	suggestChanges,
	usedUp
} from './index';
import { Table, withExtra } from './engine/testing/builders';
import { applyAll, day, keys, night, pick, seat, step, toldYes } from './testing/combos';

// Rule cases of abilities that are gained, swapped or spent, played through the reducer and
// read through the rule set's public API. Rulings from the official character texts and their
// wiki pages, in our own words.

/** The Snake Charmer's step `key` answered for its holder `seat`, who chose `chosen`. */
const charmed = (t: Table, key: string, seat: string, chosen: string) =>
	toldYes(t, key, 'snakecharmer', seat, [chosen]);

describe('the Philosopher chooses a good character', () => {
	const PHIL = ['vortox', 'witch', 'philosopher', 'dreamer', 'clockmaker', 'oracle', 'mutant'];

	it('a Minion or a Demon is no choice: nothing is offered', () => {
		for (const evil of ['witch', 'cerenovus', 'nodashii']) {
			const t = new Table({ script: 'snv', characters: PHIL });
			night(t);
			pick(t, 'philosopher', [], [evil]);
			expect(suggestChanges(t.state), evil).toEqual([]);
		}
	});

	it('poisoned when he chooses: he gains nothing, and his once-per-game choice is spent', () => {
		const t = new Table({ script: 'snv', characters: PHIL });
		night(t);
		t.do({ type: 'reminder/added', seat: 's3', source: 'poisoner', label: 'Poisoned' });
		pick(t, 'philosopher', [], ['sage']);
		expect(suggestChanges(t.state)).toEqual([]);
		day(t);
		night(t);
		expect(keys(t)).not.toContain('philosopher');
	});

	it('a night he chose nothing keeps his step for the next', () => {
		const t = new Table({ script: 'snv', characters: PHIL });
		night(t);
		day(t);
		night(t);
		expect(keys(t)).toContain('philosopher');
	});

	it('an Outsider in play: he gains it and the real one is drunk', () => {
		const t = new Table({ script: 'snv', characters: PHIL });
		night(t);
		pick(t, 'philosopher', [], ['mutant']);
		const [offer] = suggestChanges(t.state);
		expect(offer).toMatchObject({ code: 'philosopher', character: 'mutant', drunk: ['s7'] });
		applyAll(t, offerEvents(offer!));
		expect(isDrunkIn(t.state, seat(t, 's7'))).toBe(true);
		expect(isDrunkIn(t.state, seat(t, 's3'))).toBe(false);
	});
});

describe('a Philosopher with the Snake Charmer’s ability who chooses the Demon', () => {
	const PHIL = ['vortox', 'witch', 'philosopher', 'dreamer', 'clockmaker', 'oracle', 'mutant'];

	it('swaps with it: he becomes the evil Vortox, the old Demon a good, poisoned Philosopher', () => {
		const t = new Table({ script: 'snv', characters: PHIL });
		night(t);
		pick(t, 'philosopher', [], ['snakecharmer']);
		applyAll(t, offerEvents(suggestChanges(t.state)[0]!));
		expect(keys(t)).toContain('snakecharmer@s3');
		charmed(t, 'snakecharmer@s3', 's3', 's1');
		const [offer] = suggestChanges(t.state);
		expect(offer?.event).toEqual({
			type: 'seat/changed',
			seat: 's3',
			character: 'vortox',
			how: 'snakecharmer',
			with: 's1'
		});
		applyAll(t, offerEvents(offer!));
		expect(seat(t, 's3')).toMatchObject({ character: 'vortox', alignment: 'evil' });
		expect(seat(t, 's1')).toMatchObject({ character: 'philosopher', alignment: 'good' });
		expect(isPoisonedIn(t.state, seat(t, 's1'))).toBe(true);
		// The gained ability went with his own character: he holds only the Vortox now.
		const s3 = abilityLedger(t.state).find((e) => e.seat === 's3');
		expect(s3?.abilities.map((a) => a.character)).toEqual(['vortox']);
	});

	it('choosing someone else swaps nothing', () => {
		const t = new Table({ script: 'snv', characters: PHIL });
		night(t);
		pick(t, 'philosopher', [], ['snakecharmer']);
		applyAll(t, offerEvents(suggestChanges(t.state)[0]!));
		charmed(t, 'snakecharmer@s3', 's3', 's2');
		expect(suggestChanges(t.state)).toEqual([]);
	});

	it('the real Snake Charmer he made drunk chooses the Demon: no swap', () => {
		const t = new Table({
			script: 'snv',
			characters: [
				'vortox',
				'witch',
				'philosopher',
				'snakecharmer',
				'clockmaker',
				'oracle',
				'mutant'
			]
		});
		night(t);
		pick(t, 'philosopher', [], ['snakecharmer']);
		applyAll(t, offerEvents(suggestChanges(t.state)[0]!));
		charmed(t, 'snakecharmer', 's4', 's1');
		expect(suggestChanges(t.state)).toEqual([]);
	});
});

describe('the Vortox and the Cannibal', () => {
	const CANNIBAL = ['vortox', 'witch', 'cannibal', 'empath', 'clockmaker', 'oracle', 'mutant'];

	it('the Cannibal with an executed Empath’s ability holds a Townsfolk ability: it learns false', () => {
		const t = new Table({ script: withExtra('snv', ['cannibal', 'empath']), characters: CANNIBAL });
		night(t);
		day(t);
		t.do({ type: 'execution', seat: 's4', died: true });
		night(t);
		const s = suggestAnswer(t.state, step(t, 'cannibal')!, [])!;
		expect(s.character).toBe('empath');
		expect(s.mustBeFalse).toBe(true);
		expect(s.options.filter((o) => o.truth === 'false').length).toBeGreaterThan(0);
	});
});

describe('the Cannibal who ate an evil player is poisoned until a good player dies by execution', () => {
	it('poisoned in the effects ledger too, across a day with no execution; a good meal cures it', () => {
		const t = new Table({
			script: withExtra('snv', ['cannibal']),
			characters: ['vortox', 'witch', 'cannibal', 'dreamer', 'clockmaker', 'oracle', 'mutant']
		});
		night(t);
		day(t);
		t.do({ type: 'execution', seat: 's2', died: true });
		expect(isPoisonedIn(t.state, seat(t, 's3'))).toBe(true);
		night(t);
		expect(step(t, 'cannibal')).toMatchObject({ character: 'witch', poisoned: true });
		day(t);
		night(t);
		expect(isPoisonedIn(t.state, seat(t, 's3'))).toBe(true);
		expect(step(t, 'cannibal')).toMatchObject({ character: 'witch', poisoned: true });
		day(t);
		t.do({ type: 'execution', seat: 's4', died: true });
		expect(isPoisonedIn(t.state, seat(t, 's3'))).toBe(false);
		night(t);
		expect(step(t, 'cannibal')).toMatchObject({ character: 'dreamer', poisoned: false });
	});
});

describe('a spent ability’s "No Ability" token spends only that ability', () => {
	it('a Slayer who shot, made the Seamstress by the Pit-Hag, may still use the Seamstress’s', () => {
		const t = new Table({
			script: withExtra('snv', ['slayer']),
			characters: ['vortox', 'pithag', 'slayer', 'dreamer', 'clockmaker', 'oracle', 'mutant']
		});
		night(t);
		day(t);
		t.do({ type: 'reminder/added', seat: 's3', source: 'slayer', label: 'No Ability' });
		night(t);
		t.do({ type: 'seat/changed', seat: 's3', character: 'seamstress', how: 'pithag' });
		day(t);
		night(t);
		expect(usedUp(t.state, seat(t, 's3'), 'seamstress')).toBe(false);
		expect(keys(t)).toContain('seamstress');
	});

	it('another ability’s "No Ability" on a player still takes theirs away', () => {
		const t = new Table({
			script: withExtra('snv', ['preacher']),
			characters: ['vortox', 'witch', 'preacher', 'dreamer', 'clockmaker', 'oracle', 'mutant']
		});
		night(t);
		t.do({ type: 'reminder/added', seat: 's2', source: 'preacher', label: 'No Ability' });
		day(t);
		night(t);
		expect(usedUp(t.state, seat(t, 's2'), 'witch')).toBe(true);
		expect(keys(t)).not.toContain('witch');
	});
});

describe('the Alchemist with the Pit-Hag’s ability', () => {
	it('her pick is offered like the Pit-Hag’s: the player becomes it, keeping their alignment', () => {
		const t = new Table({
			script: withExtra('snv', ['alchemist']),
			characters: ['vortox', 'witch', 'alchemist', 'dreamer', 'clockmaker', 'oracle', 'mutant']
		});
		night(t);
		t.do({ type: 'seat/changed', seat: 's3', character: 'pithag', how: 'alchemist' });
		day(t);
		night(t);
		expect(keys(t)).toContain('pithag@s3');
		pick(t, 'pithag@s3', ['s7'], ['sage']);
		expect(suggestChanges(t.state).map((o) => o.event)).toEqual([
			{ type: 'seat/changed', seat: 's7', character: 'sage', how: 'pithag' }
		]);
		// A character in play changes nothing, for her as for the Pit-Hag.
		pick(t, 'pithag@s3', ['s7'], ['dreamer']);
		expect(suggestChanges(t.state)).toEqual([]);
	});
});
