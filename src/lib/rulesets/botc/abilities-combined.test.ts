import { describe, expect, it } from 'vitest';
import {
	abilityLedger,
	effectsOn,
	isDrunkIn,
	isPoisonedIn,
	protections,
	replay,
	suggestChanges
} from './index';
import { Table } from './engine/testing/builders';
import { philosopherTakesEmpath } from './engine/testing/tables';
import { snvAt } from './testing/snv-tables';
import {
	day,
	keys,
	night,
	pick,
	seat,
	step,
	takeChange,
	truths,
	withExtra
} from './testing/combos';

// Combinations of official characters, written from their ability texts and rulings, played
// through the reducer (events in a log) and read only through the rule set's public API.

describe('gained abilities act in the effects ledger; lost ones stop', () => {
	// The Philosopher once takes a good character's ability for himself, and a player who truly
	// has that character becomes drunk; the Monk each night protects another player from the Demon.
	function philosopherMonk(): Table {
		const t = new Table({
			script: withExtra('tb', ['philosopher']),
			characters: ['philosopher', 'monk', 'chef', 'empath', 'washerwoman', 'poisoner', 'imp']
		});
		night(t);
		pick(t, 'philosopher', [], ['monk']);
		const [offer] = suggestChanges(t.state);
		expect(offer).toMatchObject({ code: 'philosopher', drunk: ['s2'] });
		t.do(offer!.event);
		day(t);
		night(t);
		return t;
	}

	it('the Philosopher-Monk protects; the real Monk, drunk by his choice, does not', () => {
		const t = philosopherMonk();
		expect(step(t, 'monk')).toMatchObject({ seats: ['s2'], drunk: true, mayBeFalse: true });
		expect(step(t, 'monk@s1')).toMatchObject({ seats: ['s1'], drunk: false, by: 'philosopher' });
		expect(effectsOn(t.state, 's2')).toEqual([
			{
				seat: 's2',
				kind: 'drunk',
				source: 'philosopher',
				from: 's1',
				ends: ['source-dies', 'source-loses', 'source-impaired']
			}
		]);
		// The Safe token placed at the Philosopher's Monk step is his.
		t.do({ type: 'reminder/added', seat: 's4', source: 'monk', label: 'Safe' });
		expect(effectsOn(t.state, 's4')).toMatchObject([{ kind: 'protected', from: 's1' }]);
		expect(protections(t.state, 'imp', 's4')).toEqual([{ by: 'monk', how: 'safe' }]);
		expect(replay(t.history.log)).toEqual(t.state);
	});

	it('when the Philosopher dies the real Monk is sober again and his protection ends', () => {
		const t = philosopherMonk();
		t.do({ type: 'reminder/added', seat: 's4', source: 'monk', label: 'Safe' });
		t.do({ type: 'night/kill', step: 'imp', by: 'imp', seat: 's1' });
		expect(isDrunkIn(t.state, seat(t, 's2'))).toBe(false);
		expect(effectsOn(t.state, 's2')).toEqual([]);
		expect(effectsOn(t.state, 's4')).toEqual([]);
		expect(protections(t.state, 'imp', 's4')).toEqual([]);
	});

	it('the Philosopher turned into another character by the Pit-Hag loses the gained ability', () => {
		// The Flowergirl learns each night whether a Demon voted that day.
		const seats = [
			'philosopher',
			'flowergirl',
			'pithag',
			'fanggu',
			'mutant',
			'clockmaker',
			'dreamer'
		];
		const t = snvAt(seats, 1, ['philosopher']);
		pick(t, 'philosopher', [], ['flowergirl']);
		t.do(suggestChanges(t.state)[0]!.event);
		day(t);
		night(t);
		expect(keys(t)).toEqual(expect.arrayContaining(['flowergirl', 'flowergirl@s1']));
		expect(step(t, 'flowergirl')?.drunk).toBe(true);
		pick(t, 'pithag', ['s1'], ['sage']);
		const offer = suggestChanges(t.state).find((o) => o.code === 'pithag');
		t.do(offer!.event);
		expect(keys(t)).not.toContain('flowergirl@s1');
		expect(step(t, 'flowergirl')).toMatchObject({ seats: ['s2'], drunk: false });
		expect(isDrunkIn(t.state, seat(t, 's2'))).toBe(false);
		const s1 = abilityLedger(t.state).find((e) => e.seat === 's1');
		expect(s1).toMatchObject({ was: 'philosopher', now: 'sage' });
		expect(s1?.abilities.map((a) => a.character)).toEqual(['sage']);
		expect(s1?.changes.map((c) => c.how)).toEqual(['philosopher', 'pithag']);
	});

	it('the Alchemist with the Poisoner’s ability poisons, until she dies', () => {
		// The Alchemist holds a Minion's ability; the Poisoner's poison lasts the night and the next day.
		const t = new Table({
			script: withExtra('tb', ['alchemist']),
			characters: ['alchemist', 'empath', 'chef', 'washerwoman', 'librarian', 'baron', 'imp']
		});
		night(t);
		t.do({ type: 'seat/changed', seat: 's1', character: 'poisoner', how: 'alchemist' });
		expect(step(t, 'poisoner@s1')).toMatchObject({ seats: ['s1'], by: 'alchemist' });
		t.do({ type: 'reminder/added', seat: 's2', source: 'poisoner', label: 'Poisoned' });
		expect(effectsOn(t.state, 's2')).toMatchObject([
			{ kind: 'poisoned', source: 'poisoner', from: 's1' }
		]);
		expect(step(t, 'empath')).toMatchObject({ poisoned: true, mayBeFalse: true });
		t.do({ type: 'seat/died', seat: 's1' });
		expect(isPoisonedIn(t.state, seat(t, 's2'))).toBe(false);
		expect(step(t, 'empath')?.poisoned).toBe(false);
	});

	it('a starpass to the Poisoner ends her poison from earlier that night', () => {
		const t = new Table({
			characters: ['washerwoman', 'librarian', 'chef', 'empath', 'soldier', 'poisoner', 'imp']
		});
		night(t);
		day(t);
		night(t);
		t.do({ type: 'reminder/added', seat: 's4', source: 'poisoner', label: 'Poisoned' });
		expect(step(t, 'empath')?.poisoned).toBe(true);
		t.do({ type: 'night/kill', step: 'imp', by: 'imp', seat: 's7' });
		takeChange(t, 's6', 'imp', 'starpass');
		expect(isPoisonedIn(t.state, seat(t, 's4'))).toBe(false);
		expect(step(t, 'empath')).toMatchObject({ poisoned: false, mayBeFalse: false });
	});

	it('the Philosopher-Empath and the real Empath: two steps, two answers, one drunk', () => {
		// s1 Philosopher (neighbours s7 Imp, s2): 1; s2 Empath (neighbours s1, s3 good): 0.
		const t = philosopherTakesEmpath();
		pick(t, 'philosopher', [], ['empath']);
		t.do(suggestChanges(t.state)[0]!.event);
		expect(step(t, 'empath')).toMatchObject({ seats: ['s2'], drunk: true, mayBeFalse: true });
		expect(step(t, 'empath@s1')).toMatchObject({ seats: ['s1'], drunk: false });
		expect(truths(t, 'empath')).toEqual([{ number: 0 }]);
		expect(truths(t, 'empath@s1')).toEqual([{ number: 1 }]);
		expect(seat(t, 's1').character).toBe('philosopher');
	});
});
