import { describe, expect, it } from 'vitest';
import { firstNight, ok, okAll, remind } from './testing/builders';
import { findStep as stepOf, keys, nextNight } from './testing/night-state';
import { SEAMSTRESS_SNV } from './testing/tables';

// Bad Moon Rising, s1 … s7.
const BMR = ['grandmother', 'sailor', 'courtier', 'exorcist', 'professor', 'assassin', 'po'];
const night1 = () => firstNight({ script: 'bmr', characters: BMR });

describe('used-up abilities have no step on later nights', () => {
	it('the Assassin: after its kill, no step; its step stays on the night it killed', () => {
		const night2 = nextNight(night1());
		expect(keys(night2)).toContain('assassin');
		const killed = ok(night2, { type: 'night/kill', step: 'assassin', by: 'assassin', seat: 's1' });
		expect(stepOf(killed, 'assassin')?.status).toBe('done');
		expect(keys(nextNight(killed))).not.toContain('assassin');
	});

	it('the Assassin who chose no one keeps its step', () => {
		const night2 = ok(nextNight(night1()), {
			type: 'night/kill',
			step: 'assassin',
			by: 'assassin',
			seat: null
		});
		expect(keys(nextNight(night2))).toContain('assassin');
	});

	it('the Courtier: once its Drunk token is out, no step on later nights', () => {
		const used = ok(night1(), remind('s6', 'courtier', 'Drunk 3'));
		expect(keys(used)).toContain('courtier');
		expect(keys(nextNight(used))).not.toContain('courtier');
		expect(keys(nextNight(night1()))).toContain('courtier');
	});

	it('the Professor with a No Ability token placed before tonight: no step', () => {
		const night2 = nextNight(night1(), [remind('s5', 'professor', 'No Ability')]);
		expect(keys(night2)).not.toContain('professor');
		// Placed tonight (used tonight): tonight's step stays.
		const tonight = ok(nextNight(night1()), remind('s5', 'professor', 'No Ability'));
		expect(keys(tonight)).toContain('professor');
	});

	it('the Seamstress: once she has learnt her answer, no step', () => {
		const snv = firstNight({ script: 'snv', characters: SEAMSTRESS_SNV });
		expect(keys(snv)).toContain('seamstress');
		expect(keys(nextNight(snv))).toContain('seamstress');
		const told = ok(snv, {
			type: 'night/answer',
			step: 'seamstress',
			character: 'seamstress',
			seats: ['s3'],
			chosen: ['s1', 's2'],
			answer: { yes: true },
			truth: 'true'
		});
		expect(keys(nextNight(told))).not.toContain('seamstress');
	});
});

describe('the Exorcist on the Demon', () => {
	it('the Po chosen by a sober Exorcist: no kill, it wakes to learn the Exorcist', () => {
		const night2 = nextNight(night1());
		expect(stepOf(night2, 'po')?.kills).toBeTruthy();
		const chosen = ok(night2, remind('s7', 'exorcist', 'Chosen'));
		const po = stepOf(chosen, 'po');
		expect(po?.kills).toBeUndefined();
		expect(po).toMatchObject({
			does: 'learns',
			why: { code: 'exorcist', seat: 's4' },
			shows: [{ seat: 's4', character: 'exorcist' }],
			seats: ['s7']
		});
	});

	it('a drunk Exorcist, or yesterday’s Chosen token, does not stop the kill', () => {
		const drunk = okAll(nextNight(night1()), [
			remind('s4', 'sailor', 'Drunk'),
			remind('s7', 'exorcist', 'Chosen')
		]);
		expect(stepOf(drunk, 'po')?.kills).toBeTruthy();
		const night2 = ok(nextNight(night1()), remind('s7', 'exorcist', 'Chosen'));
		expect(stepOf(nextNight(night2), 'po')?.kills).toBeTruthy();
	});
});
