import { describe, expect, it } from 'vitest';
import { checkWin, nightSteps, suggestAnswer, suggestChanges } from './index';
import { type Table, remind, seatsWith } from './engine/testing/builders';
import { died } from './engine/testing/moves';
import { NODASHII_SNV } from './engine/testing/tables';
import { changed, day, keys, night, pick, seat, step, takeOffer, toldYes } from './testing/combos';
import { HAG_SNV, PHIL_SNV, SEAMSTRESS_PHIL_SNV, snvAt, vortox7 } from './testing/snv-tables';

// Rule cases of Sects & Violets and of abilities that are gained, moved or used up, each played
// through the reducer and read through the rule set's public API. Rulings from the official
// character texts and their wiki pages, in our own words.

/** What the Seamstress at `seat` was told on tonight's step `key` (her once-per-game use). */
const seamstressTold = (t: Table, key: string, seat: string, chosen: string[]) =>
	toldYes(t, key, 'seamstress', seat, chosen);

describe('the Pit-Hag: a character in play is not created', () => {
	// s1 Vortox, s2 Pit-Hag, s3 Seamstress, s4 Dreamer, s5 Clockmaker, s6 Oracle, s7 Mutant.
	const atNight2 = () => snvAt(HAG_SNV, 2);

	it('the Dreamer is in play: choosing it changes nothing, so nothing is offered', () => {
		const t = atNight2();
		pick(t, 'pithag', ['s7'], ['dreamer']);
		expect(suggestChanges(t.state)).toEqual([]);
	});

	it('a dead player’s character is still in play: nothing happens either', () => {
		const t = atNight2();
		t.do(died('s4', 'vortox'));
		pick(t, 'pithag', ['s7'], ['dreamer']);
		expect(suggestChanges(t.state)).toEqual([]);
	});

	it('a character not in play is offered, the player keeping their alignment', () => {
		const t = atNight2();
		pick(t, 'pithag', ['s7'], ['sage']);
		expect(suggestChanges(t.state).map((o) => o.event)).toEqual([changed('s7', 'sage', 'pithag')]);
	});
});

describe('a once-per-game ability is used up by the player who used it, not by the character', () => {
	// The Pit-Hag makes another player the character whose holder has used the ability.
	it.each([
		{
			name: 'the Pit-Hag’s new Seamstress may use it though the first Seamstress did',
			character: 'seamstress',
			use: (t: Table) => seamstressTold(t, 'seamstress', 's3', ['s4', 's5'])
		},
		{
			name: 'the Courtier’s token placed by one player does not spend another Courtier’s',
			character: 'courtier',
			use: (t: Table) => t.do(remind('s2', 'courtier', 'Drunk 3'))
		}
	])('$name', ({ character, use }) => {
		const t = snvAt(vortox7('pithag', character, 'dreamer'), 1, [character]);
		use(t);
		day(t);
		night(t);
		expect(keys(t)).not.toContain(character);
		t.do(died('s3', 'vortox'));
		t.do(changed('s7', character, 'pithag'));
		day(t);
		night(t);
		expect(keys(t)).toContain(character);
	});

	it('a Philosopher who gains the Seamstress after she used hers has his own use, once', () => {
		const t = snvAt(SEAMSTRESS_PHIL_SNV);
		seamstressTold(t, 'seamstress', 's3', ['s4', 's5']);
		day(t);
		night(t);
		pick(t, 'philosopher', [], ['seamstress']);
		takeOffer(t);
		expect(keys(t)).toContain('seamstress@s4');
		expect(keys(t)).not.toContain('seamstress');
		seamstressTold(t, 'seamstress@s4', 's4', ['s1', 's5']);
		day(t);
		night(t);
		expect(keys(t).filter((k) => k.startsWith('seamstress'))).toEqual([]);
	});

	it('the Philosopher’s use does not spend the real Seamstress’s', () => {
		const t = snvAt(SEAMSTRESS_PHIL_SNV);
		pick(t, 'philosopher', [], ['seamstress']);
		takeOffer(t);
		seamstressTold(t, 'seamstress@s4', 's4', ['s1', 's5']);
		t.do(died('s4', 'vortox'));
		day(t);
		night(t);
		// He is dead, so the real Seamstress is sober again and has not used hers.
		expect(keys(t)).toContain('seamstress');
	});
});

describe('the Dreamer: one good and one evil character, by character type', () => {
	const dreamt = (t: Table, seat: string) => {
		const s = suggestAnswer(t.state, step(t, 'dreamer')!, [seat])!;
		return s.options.filter((o) => o.truth === 'true');
	};

	it('a good player the Pit-Hag made the Witch: the Witch, and a good character beside it', () => {
		const t = snvAt(HAG_SNV, 2);
		t.do(changed('s7', 'witch', 'pithag'));
		const [truth] = dreamt(t, 's7');
		expect(truth?.answer).toEqual({ seats: ['s7'], characters: ['witch'] });
		const other = truth?.complete?.characters?.[0] ?? [];
		expect(other).toContain('clockmaker');
		expect(other).toContain('mutant');
		expect(other).not.toContain('cerenovus');
		expect(other).not.toContain('nodashii');
	});

	it('the old Demon the Snake Charmer swapped with, now a good Snake Charmer: an evil one beside it', () => {
		const t = snvAt(NODASHII_SNV);
		toldYes(t, 'snakecharmer', 'snakecharmer', 's2', ['s4']);
		takeOffer(t);
		day(t);
		night(t);
		const [truth] = dreamt(t, 's4');
		expect(truth?.answer).toEqual({ seats: ['s4'], characters: ['snakecharmer'] });
		expect(truth?.complete?.characters?.[0]).toContain('witch');
		expect(truth?.complete?.characters?.[0]).not.toContain('clockmaker');
	});
});

describe('the Dreamer under the Vortox', () => {
	it('the false answer shows the chosen player with a good and an evil character, neither theirs', () => {
		const t = snvAt(PHIL_SNV);
		const s = suggestAnswer(t.state, step(t, 'dreamer')!, ['s2'])!;
		expect(s.mustBeFalse).toBe(true);
		const wrong = s.options.filter((o) => o.truth === 'false');
		expect(wrong.map((o) => o.answer)).toEqual([{ seats: ['s2'], characters: [] }]);
		const [good, evil] = wrong[0]?.complete?.characters ?? [];
		expect(good).toContain('clockmaker');
		expect(good).not.toContain('cerenovus');
		expect(evil).toContain('cerenovus');
		expect(evil).not.toContain('witch');
		expect(wrong[0]?.complete?.seats).toBeUndefined();
	});
});

describe('the Witch loses her ability when just 3 players live', () => {
	it('four alive at dusk: she still wakes; three alive: no step, that night or later', () => {
		const t = snvAt(SEAMSTRESS_PHIL_SNV);
		day(t);
		for (const s of ['s3', 's4', 's5']) t.do({ type: 'seat/died', seat: s });
		night(t);
		expect(keys(t)).toContain('witch');
		day(t);
		t.do({ type: 'seat/died', seat: 's6' });
		night(t);
		expect(keys(t)).not.toContain('witch');
		// Lost for good: a player coming back does not give it back.
		t.do({ type: 'seat/revived', seat: 's6' });
		day(t);
		night(t);
		expect(keys(t)).not.toContain('witch');
	});
});

describe('the Mathematician counts since dawn; the Juggler learns the night after its first day', () => {
	const MATHS = vortox7('witch', 'juggler', 'mathematician');
	const abnormal = (seat: string) => remind(seat, 'mathematician', 'Abnormal');
	const told = (t: Table, key: string) => {
		const s = suggestAnswer(t.state, step(t, key)!, [])!;
		return s.nothing ?? s.options.filter((o) => o.truth === 'true').map((o) => o.answer);
	};

	it('last night’s Abnormal token is not counted again; today’s and tonight’s are, once a player', () => {
		const t = snvAt(MATHS);
		t.do(abnormal('s5'));
		expect(told(t, 'mathematician')).toEqual([{ number: 1 }]);
		day(t);
		night(t);
		expect(told(t, 'mathematician')).toEqual([{ number: 0 }]);
		day(t);
		t.do(abnormal('s6'));
		night(t);
		t.do(abnormal('s6'));
		t.do(abnormal('s3'));
		expect(told(t, 'mathematician')).toEqual([{ number: 2 }]);
	});

	it('the Juggler counts the day’s correct guesses on night 2, and has nothing to learn later', () => {
		const t = snvAt(MATHS);
		day(t);
		t.do(remind('s1', 'juggler', 'Correct'));
		t.do(remind('s2', 'juggler', 'Correct'));
		night(t);
		expect(told(t, 'juggler')).toEqual([{ number: 2 }]);
		day(t);
		night(t);
		expect(told(t, 'juggler')).toBe('not-tonight');
	});
});

describe('the Sage wakes only when the Demon killed them', () => {
	const atNight2 = () => snvAt(vortox7('assassin', 'sage', 'mathematician'), 2, ['assassin']);

	it('killed by the Vortox: the Sage learns the Demon is one of two players', () => {
		const t = atNight2();
		t.do({ type: 'night/kill', step: 'vortox', by: 'vortox', seat: 's3' });
		expect(keys(t)).toContain('sage');
		const s = suggestAnswer(t.state, step(t, 'sage')!, [])!;
		expect(s.options.filter((o) => o.truth === 'true').map((o) => o.answer)).toEqual([
			{ seats: ['s1'] }
		]);
		// The Vortox makes the Sage's information false too: two players, neither the Demon.
		expect(s.mustBeFalse).toBe(true);
		const wrong = s.options.find((o) => o.truth === 'false');
		expect(wrong?.complete).toEqual({ seats: 2, from: ['s2', 's4', 's5', 's6', 's7'] });
	});

	it('killed by the Assassin: no Sage step', () => {
		const t = atNight2();
		t.do({ type: 'night/kill', step: 'assassin', by: 'assassin', seat: 's3' });
		expect(keys(t)).not.toContain('sage');
	});

	it('a death with no cause recorded may be the Demon’s: the step stays', () => {
		const t = atNight2();
		t.do({ type: 'seat/died', seat: 's3' });
		expect(keys(t)).toContain('sage');
	});
});

describe('the Pit-Hag makes a Demon: deaths tonight are the storyteller’s', () => {
	const demonSteps = (t: Table) =>
		nightSteps(t.state)
			.filter((s) => s.character === 'vortox' || s.character === 'nodashii')
			.map((s) => [s.key, s.does, !!s.kills]);

	it('a new No Dashii: both Demons’ steps say the storyteller decides, the kill still recordable', () => {
		const t = snvAt(HAG_SNV, 2);
		pick(t, 'pithag', ['s7'], ['nodashii']);
		takeOffer(t);
		expect(demonSteps(t)).toEqual([
			['nodashii', 'storyteller', true],
			['vortox', 'storyteller', true]
		]);
		// The next night the Demons kill as usual.
		day(t);
		night(t);
		expect(demonSteps(t)).toEqual([
			['nodashii', 'kills', true],
			['vortox', 'kills', true]
		]);
	});

	it('a Townsfolk made: the Vortox kills as usual', () => {
		const t = snvAt(HAG_SNV, 2);
		pick(t, 'pithag', ['s7'], ['sage']);
		takeOffer(t);
		expect(demonSteps(t)).toEqual([['vortox', 'kills', true]]);
	});
});

describe('the Fang Gu’s jump makes an evil Fang Gu', () => {
	it('a good player the Pit-Hag made the Mutant becomes an evil Fang Gu; the Demon lives on', () => {
		const t = snvAt(seatsWith(HAG_SNV, { 1: 'fanggu', 7: 'sweetheart' }), 2);
		pick(t, 'pithag', ['s3'], ['mutant']);
		takeOffer(t);
		day(t);
		night(t);
		t.do({ type: 'night/kill', step: 'fanggu', by: 'fanggu', seat: 's3' });
		const jump = suggestChanges(t.state).find((o) => o.code === 'fanggu')!;
		takeOffer(t, jump);
		expect(seat(t, 's3')).toMatchObject({ character: 'fanggu', alive: true, alignment: 'evil' });
		expect(seat(t, 's1').alive).toBe(false);
		day(t);
		expect(checkWin(t.state)).toBeNull();
	});
});
