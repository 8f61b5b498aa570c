import { describe, expect, it } from 'vitest';
import { nightSteps } from '../engine/night';
import { protections } from '../engine/protections';
import { firstNight, ok, remind, seatOf } from '../engine/testing/builders';
import { NODASHII_SNV } from '../engine/testing/tables';
import { answerTokens } from './tokens';
import { registrations } from './registration';
import { answers, nextNight, poison, suggest } from './testing';

describe('answers follow the effects ledger', () => {
	it('a poisoned Investigator is offered false answers: the true Minion on other players, and zero', () => {
		const s = suggest(poison(firstNight(), 's3'), 'investigator');
		expect(s.mayBeFalse).toBe(true);
		const wrong = s.options.filter((o) => o.truth === 'false');
		expect(wrong.map((o) => o.answer)).toContainEqual({ number: 0 });
		const pick = wrong.find((o) => o.complete?.characters);
		expect(pick?.complete?.characters?.[0]).toContain('poisoner');
		expect(pick?.complete?.seats).toBe(2);
	});

	it('a sober Investigator is offered no false answers', () => {
		expect(answers(suggest(firstNight(), 'investigator'), 'false')).toEqual([]);
	});

	it('a No Dashii’s Townsfolk neighbour is told its information may be false, with no token', () => {
		const night = firstNight({ script: 'snv', characters: NODASHII_SNV });
		const s = suggest(night, 'clockmaker');
		expect(s.mayBeFalse).toBe(true);
		expect(answers(s, 'false').length).toBeGreaterThan(0);
	});

	it('the Noble’s true information: one evil player and two picked among the good', () => {
		const night = firstNight({
			script: 'carousel',
			characters: ['noble', 'steward', 'knight', 'shugenja', 'pixie', 'goblin', 'ojo']
		});
		const truths = suggest(night, 'noble').options.filter((o) => o.truth === 'true');
		expect(truths.map((o) => o.answer.seats)).toEqual([['s6'], ['s7']]);
		expect(truths[0]?.complete).toEqual({ seats: 2, from: ['s2', 's3', 's4', 's5'] });
		expect(truths[1]?.complete?.from).not.toContain('s6');
	});
});

describe('registrations follow the effects ledger', () => {
	it('a Spy poisoned by a living Poisoner registers only as itself; her death frees it', () => {
		// s4 the Spy, s6 the Poisoner.
		const chars = ['washerwoman', 'librarian', 'investigator', 'spy', 'empath', 'poisoner', 'imp'];
		const poisoned = ok(firstNight({ characters: chars }), remind('s4', 'poisoner', 'Poisoned'));
		expect(registrations(poisoned, seatOf(poisoned, 's4'))).toHaveLength(1);
		const freed = ok(poisoned, { type: 'seat/died', seat: 's6' });
		expect(registrations(freed, seatOf(freed, 's4')).length).toBeGreaterThan(1);
	});
});

describe('tokens placed with an answer', () => {
	it('the Washerwoman’s answer puts Townsfolk and Wrong on the two players, in one tap', () => {
		const tokens = answerTokens('washerwoman', {
			seats: ['s3', 's6'],
			characters: ['investigator']
		});
		expect(tokens).toEqual([
			{ seat: 's3', label: 'Townsfolk' },
			{ seat: 's6', label: 'Wrong' }
		]);
		const told = ok(firstNight(), {
			type: 'night/answer',
			step: 'washerwoman',
			character: 'washerwoman',
			seats: ['s1'],
			chosen: [],
			answer: { seats: ['s3', 's6'], characters: ['investigator'] },
			truth: 'true',
			reminders: tokens
		});
		expect(seatOf(told, 's3').reminders).toMatchObject([
			{ source: 'washerwoman', label: 'Townsfolk' }
		]);
		expect(seatOf(told, 's6').reminders).toMatchObject([{ source: 'washerwoman', label: 'Wrong' }]);
		// Another answer at the step takes the first one's tokens off.
		const again = ok(told, {
			type: 'night/answer',
			step: 'washerwoman',
			character: 'washerwoman',
			seats: ['s1'],
			chosen: [],
			answer: { seats: ['s4', 's2'], characters: ['chef'] },
			truth: 'true',
			reminders: answerTokens('washerwoman', { seats: ['s4', 's2'] })
		});
		expect(seatOf(again, 's3').reminders).toEqual([]);
		expect(seatOf(again, 's4').reminders).toMatchObject([{ label: 'Townsfolk' }]);
	});

	it('the Noble’s three players each get Know; characters without tokens get none', () => {
		expect(answerTokens('noble', { seats: ['s1', 's2', 's3'] }).map((t) => t.label)).toEqual([
			'Know',
			'Know',
			'Know'
		]);
		expect(answerTokens('empath', { number: 1 })).toEqual([]);
		expect(answerTokens('chef', { seats: ['s1'] })).toEqual([]);
	});
});

describe('protections a kill ignores', () => {
	const BMR = ['grandmother', 'sailor', 'innkeeper', 'tealady', 'fool', 'assassin', 'po'];

	it('the Assassin’s kill ignores the Sailor, the Fool, the Innkeeper and the Tea Lady', () => {
		const night2 = ok(
			nextNight(firstNight({ script: 'bmr', characters: BMR })),
			remind('s1', 'innkeeper', 'Safe')
		);
		for (const target of ['s1', 's2', 's3', 's5'])
			expect(protections(night2, 'assassin', target), target).toEqual([]);
		// The same players are protected from the Po.
		expect(protections(night2, 'po', 's2').map((p) => p.by)).toContain('sailor');
		expect(protections(night2, 'po', 's5').map((p) => p.by)).toContain('fool');
		expect(protections(night2, 'po', 's1').map((p) => p.by)).toContain('innkeeper');
	});

	it('a Monk’s Safe token protects from the Demon only while the Monk works', () => {
		const night2 = nextNight(
			firstNight({
				characters: ['monk', 'librarian', 'investigator', 'chef', 'empath', 'poisoner', 'imp']
			})
		);
		const safe = ok(night2, remind('s5', 'monk', 'Safe'));
		expect(protections(safe, 'imp', 's5')).toEqual([{ by: 'monk', how: 'safe' }]);
		expect(protections(ok(safe, remind('s1', 'poisoner', 'Poisoned')), 'imp', 's5')).toEqual([]);
		expect(nightSteps(safe).length).toBeGreaterThan(0);
	});
});
