import { describe, expect, it } from 'vitest';
import { checkWin, effects, isPoisonedIn, suggestAnswer, suggestChanges, usedUp } from './index';
import { type SeatSpec, type Table, remind, seatsWith } from './engine/testing/builders';
import { execute } from './engine/testing/moves';
import { NODASHII_SNV, VIGORMORTIS_SNV } from './engine/testing/tables';
import { day, keys, night, pick, seat, step, takeOffer, toldYes } from './testing/combos';
import { snvAt, vortox7 } from './testing/snv-tables';

// Rule cases of Sects & Violets across days and nights: the Vortox's win and false information,
// the No Dashii's neighbours, swaps and what they carry. Played through the reducer, read
// through the rule set's public API; rulings from the official texts, in our own words.

const options = (t: Table, key: string, chosen: string[] = []) =>
	suggestAnswer(t.state, step(t, key)!, chosen)!;
const poisoned = (t: Table) =>
	effects(t.state)
		.filter((e) => e.kind === 'poisoned')
		.map((e) => `${e.seat} ${e.source}`);

/** Through the day, where s3 is executed, to the next night. */
function executedS3(t: Table): Table {
	day(t);
	t.do(execute('s3'));
	night(t);
	return t;
}

describe('the Vortox', () => {
	// s1 Vortox, s2 Witch, s3 Flowergirl, s4 Town Crier, s5 Oracle, s6 Seamstress, s7 Mutant.
	const VORTOX = ['vortox', 'witch', 'flowergirl', 'towncrier', 'oracle', 'seamstress', 'mutant'];

	it('a day with no execution: evil wins at the night after it', () => {
		const t = snvAt(VORTOX);
		day(t);
		expect(checkWin(t.state)).toBeNull();
		night(t);
		expect(checkWin(t.state)).toMatchObject({ winner: 'evil', code: 'vortox', rule: 'vortox' });
	});

	it('an execution that killed no one is still an execution: no win', () => {
		const t = snvAt(VORTOX);
		day(t);
		t.do(execute('s7', false));
		night(t);
		expect(checkWin(t.state)).toBeNull();
	});

	it('the Vortox executed: good wins, nothing is false any more', () => {
		const t = snvAt(VORTOX);
		day(t);
		t.do(execute('s1'));
		expect(checkWin(t.state)).toMatchObject({ winner: 'good', code: 'no-demon' });
	});

	it('every Townsfolk’s information must be false: Flowergirl, Town Crier, Oracle, Seamstress', () => {
		const t = snvAt(VORTOX);
		expect(options(t, 'seamstress', ['s1', 's2']).mustBeFalse).toBe(true);
		day(t);
		t.do({ type: 'nomination/opened', nominator: 's2', nominee: 's7' });
		t.do({ type: 'nomination/voted', voters: ['s1', 's3'] });
		t.do(execute('s7'));
		night(t);
		for (const key of ['flowergirl', 'towncrier', 'oracle']) {
			const s = options(t, key);
			expect(s.mustBeFalse, key).toBe(true);
			const truth = s.options.find((o) => o.truth === 'true')?.answer;
			expect(
				s.options.some((o) => o.truth === 'false'),
				key
			).toBe(true);
			expect(
				s.options.filter((o) => o.truth === 'false').map((o) => o.answer),
				key
			).not.toContainEqual(truth);
		}
		// The truths the false answers must differ from: the Demon voted, a Minion nominated, no
		// evil among the dead (the Mutant).
		expect(options(t, 'flowergirl').options[0]?.answer).toEqual({ yes: true });
		expect(options(t, 'towncrier').options[0]?.answer).toEqual({ yes: true });
		expect(options(t, 'oracle').options[0]?.answer).toEqual({ number: 0 });
	});

	it('a Minion’s information is not bound', () => {
		const t = snvAt(seatsWith(VORTOX, { 2: 'eviltwin' }), 1, ['eviltwin']);
		const s = suggestAnswer(t.state, step(t, 'eviltwin')!, []);
		expect(s?.mustBeFalse ?? false).toBe(false);
	});
});

describe('the No Dashii’s two Townsfolk neighbours', () => {
	// s1 Dreamer, s2 Snake Charmer, s3 Clockmaker, s4 No Dashii, s5 Mutant, s6 Flowergirl, s7 Witch.
	const NODASHII = NODASHII_SNV;

	it('the nearest Townsfolk each way, skipping the Mutant; a dead one stays its neighbour', () => {
		const t = snvAt(NODASHII);
		expect(poisoned(t)).toEqual(['s3 nodashii', 's6 nodashii']);
		executedS3(t);
		// Official example: the poison does not pass to the next Townsfolk when one dies.
		expect(poisoned(t)).toEqual(['s3 nodashii', 's6 nodashii']);
		expect(isPoisonedIn(t.state, seat(t, 's2'))).toBe(false);
	});

	it('the Snake Charmer takes the No Dashii: its poison moves with the Demon', () => {
		const t = snvAt(NODASHII);
		toldYes(t, 'snakecharmer', 'snakecharmer', 's2', ['s4']);
		takeOffer(t);
		// s2 is the No Dashii now, between the Dreamer and the Clockmaker; s4 the poisoned
		// Snake Charmer.
		expect(poisoned(t)).toEqual(['s1 nodashii', 's3 nodashii', 's4 snakecharmer']);
		expect(seat(t, 's2')).toMatchObject({ character: 'nodashii', alignment: 'evil' });
		expect(seat(t, 's4')).toMatchObject({ character: 'snakecharmer', alignment: 'good' });
		day(t);
		night(t);
		expect(isPoisonedIn(t.state, seat(t, 's4'))).toBe(true);
	});

	it('the Pit-Hag turns a poisoned neighbour into an Outsider: the next Townsfolk is poisoned', () => {
		const t = snvAt(seatsWith(NODASHII, { 2: 'pithag', 7: 'oracle' }));
		expect(poisoned(t)).toEqual(['s3 nodashii', 's6 nodashii']);
		day(t);
		night(t);
		pick(t, 'pithag', ['s3'], ['sweetheart']);
		takeOffer(t);
		expect(poisoned(t)).toEqual(['s1 nodashii', 's6 nodashii']);
	});
});

describe('the Barber’s haircut', () => {
	const BARBER = vortox7('witch', 'barber', 'seamstress');
	const barberDied = (seats: SeatSpec[] = BARBER) => executedS3(snvAt(seats));

	it('the Demon swaps two players’ characters; alignments stay, and it may decline', () => {
		const t = barberDied();
		expect(keys(t)).toContain('barber');
		pick(t, 'barber', ['s2', 's5'], []);
		const [offer] = suggestChanges(t.state);
		expect(offer).toMatchObject({ code: 'barber', optional: true });
		takeOffer(t, offer);
		expect(seat(t, 's2')).toMatchObject({ character: 'clockmaker', alignment: 'evil' });
		expect(seat(t, 's5')).toMatchObject({ character: 'witch', alignment: 'good' });
	});

	it('a Seamstress who used her ability, swapped: the new Seamstress has hers', () => {
		const t = snvAt(BARBER);
		toldYes(t, 'seamstress', 'seamstress', 's4', ['s5', 's6'], 'false');
		executedS3(t);
		expect(usedUp(t.state, seat(t, 's4'), 'seamstress')).toBe(true);
		pick(t, 'barber', ['s4', 's7'], []);
		takeOffer(t);
		expect(seat(t, 's7').character).toBe('seamstress');
		expect(usedUp(t.state, seat(t, 's7'), 'seamstress')).toBe(false);
		day(t);
		night(t);
		expect(step(t, 'seamstress')?.seats).toEqual(['s7']);
	});

	it('not another Demon: two Demons picked swap nothing', () => {
		const t = barberDied(seatsWith(BARBER, { 5: 'nodashii' }));
		pick(t, 'barber', ['s1', 's5'], []);
		expect(suggestChanges(t.state)).toEqual([]);
	});
});

describe('the Vigormortis’s Minions, the Sweetheart and the Klutz', () => {
	const SWEETHEART = vortox7('witch', 'sweetheart', 'klutz');

	it('a Witch the Vigormortis killed keeps her step and counts as evil to the Oracle', () => {
		const t = snvAt(seatsWith(VIGORMORTIS_SNV, { 5: 'oracle', 6: 'seamstress' }), 2);
		t.do({ type: 'night/kill', step: 'vigormortis', by: 'vigormortis', seat: 's2' });
		day(t);
		night(t);
		expect(keys(t)).toContain('witch');
		expect(options(t, 'oracle').options[0]?.answer).toEqual({ number: 1 });
		// Her Townsfolk neighbours, the Snake Charmer and (past the Vigormortis) the Seamstress:
		// one of them is poisoned, the storyteller's pick.
		expect(poisoned(t)).toEqual(['s3 vigormortis', 's6 vigormortis']);
		expect(effects(t.state).filter((e) => e.source === 'vigormortis' && e.maybe).length).toBe(2);
	});

	it('the Sweetheart executed: her step that night, its drunk lasting the game', () => {
		const t = executedS3(snvAt(SWEETHEART));
		expect(step(t, 'sweetheart')?.why).toEqual({ code: 'executed', seat: 's3' });
		t.do(remind('s5', 'sweetheart', 'Drunk'));
		day(t);
		night(t);
		day(t);
		night(t);
		expect(keys(t)).not.toContain('sweetheart');
		expect(step(t, 'oracle')).toBeDefined();
		expect(
			effects(t.state)
				.filter((e) => e.kind === 'drunk')
				.map((e) => e.seat)
		).toEqual(['s5']);
	});

	it('with the Klutz in play a suggested win says the Klutz is the storyteller’s to judge', () => {
		const t = snvAt(SWEETHEART);
		day(t);
		t.do(execute('s1'));
		const win = checkWin(t.state);
		expect(win).toMatchObject({ winner: 'good', code: 'no-demon' });
		expect(win?.caveats.some((c) => /Klutz/.test(c.en))).toBe(true);
	});
});
