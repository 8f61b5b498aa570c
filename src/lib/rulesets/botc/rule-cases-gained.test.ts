import { describe, expect, it } from 'vitest';
import {
	abilityLedger,
	isDrunkIn,
	isPoisonedIn,
	suggestAnswer,
	suggestChanges,
	usedUp
} from './index';
import { type Table, remind, seatsWith } from './engine/testing/builders';
import { execute } from './engine/testing/moves';
import { changed, day, keys, night, pick, seat, step, takeOffer, toldYes } from './testing/combos';
import { PHIL_SNV, snvAt, vortox7 } from './testing/snv-tables';

// Rule cases of abilities that are gained, swapped or spent, played through the reducer and
// read through the rule set's public API. Rulings from the official character texts and their
// wiki pages, in our own words.

/** The Snake Charmer's step `key` answered for its holder `seat`, who chose `chosen`. */
const charmed = (t: Table, key: string, seat: string, chosen: string) =>
	toldYes(t, key, 'snakecharmer', seat, [chosen]);

describe('the Philosopher chooses a good character', () => {
	it('a Minion or a Demon is no choice: nothing is offered', () => {
		for (const evil of ['witch', 'cerenovus', 'nodashii']) {
			const t = snvAt(PHIL_SNV);
			pick(t, 'philosopher', [], [evil]);
			expect(suggestChanges(t.state), evil).toEqual([]);
		}
	});

	it('poisoned when he chooses: he gains nothing, and his once-per-game choice is spent', () => {
		const t = snvAt(PHIL_SNV);
		t.do(remind('s3', 'poisoner', 'Poisoned'));
		pick(t, 'philosopher', [], ['sage']);
		expect(suggestChanges(t.state)).toEqual([]);
		day(t);
		night(t);
		expect(keys(t)).not.toContain('philosopher');
	});

	it('a night he chose nothing keeps his step for the next', () => {
		const t = snvAt(PHIL_SNV);
		day(t);
		night(t);
		expect(keys(t)).toContain('philosopher');
	});

	it('an Outsider in play: he gains it and the real one is drunk', () => {
		const t = snvAt(PHIL_SNV);
		pick(t, 'philosopher', [], ['mutant']);
		const [offer] = suggestChanges(t.state);
		expect(offer).toMatchObject({ code: 'philosopher', character: 'mutant', drunk: ['s7'] });
		takeOffer(t, offer);
		expect(isDrunkIn(t.state, seat(t, 's7'))).toBe(true);
		expect(isDrunkIn(t.state, seat(t, 's3'))).toBe(false);
	});
});

describe('a Philosopher with the Snake Charmer’s ability who chooses the Demon', () => {
	it('swaps with it: he becomes the evil Vortox, the old Demon a good, poisoned Philosopher', () => {
		const t = snvAt(PHIL_SNV);
		pick(t, 'philosopher', [], ['snakecharmer']);
		takeOffer(t);
		expect(keys(t)).toContain('snakecharmer@s3');
		charmed(t, 'snakecharmer@s3', 's3', 's1');
		const [offer] = suggestChanges(t.state);
		expect(offer?.event).toEqual(changed('s3', 'vortox', 'snakecharmer', 's1'));
		takeOffer(t, offer);
		expect(seat(t, 's3')).toMatchObject({ character: 'vortox', alignment: 'evil' });
		expect(seat(t, 's1')).toMatchObject({ character: 'philosopher', alignment: 'good' });
		expect(isPoisonedIn(t.state, seat(t, 's1'))).toBe(true);
		// The gained ability went with his own character: he holds only the Vortox now.
		const s3 = abilityLedger(t.state).find((e) => e.seat === 's3');
		expect(s3?.abilities.map((a) => a.character)).toEqual(['vortox']);
	});

	it('choosing someone else swaps nothing', () => {
		const t = snvAt(PHIL_SNV);
		pick(t, 'philosopher', [], ['snakecharmer']);
		takeOffer(t);
		charmed(t, 'snakecharmer@s3', 's3', 's2');
		expect(suggestChanges(t.state)).toEqual([]);
	});

	it('the real Snake Charmer he made drunk chooses the Demon: no swap', () => {
		const t = snvAt(seatsWith(PHIL_SNV, { 4: 'snakecharmer' }));
		pick(t, 'philosopher', [], ['snakecharmer']);
		takeOffer(t);
		charmed(t, 'snakecharmer', 's4', 's1');
		expect(suggestChanges(t.state)).toEqual([]);
	});
});

describe('the Vortox and the Cannibal', () => {
	const CANNIBAL = vortox7('witch', 'cannibal', 'empath');

	it('the Cannibal with an executed Empath’s ability holds a Townsfolk ability: it learns false', () => {
		const t = snvAt(CANNIBAL, 1, ['cannibal', 'empath']);
		day(t);
		t.do(execute('s4'));
		night(t);
		const s = suggestAnswer(t.state, step(t, 'cannibal')!, [])!;
		expect(s.character).toBe('empath');
		expect(s.mustBeFalse).toBe(true);
		expect(s.options.filter((o) => o.truth === 'false').length).toBeGreaterThan(0);
	});
});

describe('the Cannibal who ate an evil player is poisoned until a good player dies by execution', () => {
	it('poisoned in the effects ledger too, across a day with no execution; a good meal cures it', () => {
		const t = snvAt(vortox7('witch', 'cannibal', 'dreamer'), 1, ['cannibal']);
		day(t);
		t.do(execute('s2'));
		expect(isPoisonedIn(t.state, seat(t, 's3'))).toBe(true);
		night(t);
		expect(step(t, 'cannibal')).toMatchObject({ character: 'witch', poisoned: true });
		day(t);
		night(t);
		expect(isPoisonedIn(t.state, seat(t, 's3'))).toBe(true);
		expect(step(t, 'cannibal')).toMatchObject({ character: 'witch', poisoned: true });
		day(t);
		t.do(execute('s4'));
		expect(isPoisonedIn(t.state, seat(t, 's3'))).toBe(false);
		night(t);
		expect(step(t, 'cannibal')).toMatchObject({ character: 'dreamer', poisoned: false });
	});
});

describe('a spent ability’s "No Ability" token spends only that ability', () => {
	it('a Slayer who shot, made the Seamstress by the Pit-Hag, may still use the Seamstress’s', () => {
		const t = snvAt(vortox7('pithag', 'slayer', 'dreamer'), 1, ['slayer']);
		day(t);
		t.do(remind('s3', 'slayer', 'No Ability'));
		night(t);
		t.do(changed('s3', 'seamstress', 'pithag'));
		day(t);
		night(t);
		expect(usedUp(t.state, seat(t, 's3'), 'seamstress')).toBe(false);
		expect(keys(t)).toContain('seamstress');
	});

	it('another ability’s "No Ability" on a player still takes theirs away', () => {
		const t = snvAt(vortox7('witch', 'preacher', 'dreamer'), 1, ['preacher']);
		t.do(remind('s2', 'preacher', 'No Ability'));
		day(t);
		night(t);
		expect(usedUp(t.state, seat(t, 's2'), 'witch')).toBe(true);
		expect(keys(t)).not.toContain('witch');
	});
});

describe('the Alchemist with the Pit-Hag’s ability', () => {
	it('her pick is offered like the Pit-Hag’s: the player becomes it, keeping their alignment', () => {
		const t = snvAt(vortox7('witch', 'alchemist', 'dreamer'), 1, ['alchemist']);
		t.do(changed('s3', 'pithag', 'alchemist'));
		day(t);
		night(t);
		expect(keys(t)).toContain('pithag@s3');
		pick(t, 'pithag@s3', ['s7'], ['sage']);
		expect(suggestChanges(t.state).map((o) => o.event)).toEqual([changed('s7', 'sage', 'pithag')]);
		// A character in play changes nothing, for her as for the Pit-Hag.
		pick(t, 'pithag@s3', ['s7'], ['dreamer']);
		expect(suggestChanges(t.state)).toEqual([]);
	});
});
