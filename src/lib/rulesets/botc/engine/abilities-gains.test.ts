import { describe, expect, it } from 'vitest';
import { abilityLedger } from './abilities';
import { suggestChanges } from './change-offers';
import { replay } from './history';
import { isDrunkIn, seatById } from './seats';
import { script } from './testing/builders';
import { keys, pick, startNight, step, tableAtNight } from './testing/nights';
import { PHIL_EMPATH, PITHAG_SNV } from './testing/tables';
import type { Script } from './types';

// The ledger's other ways of holding an ability: gained while keeping one's own character
// (Boffin, Alchemist), a Philosopher who is drunk when he chooses, and the Cannibal's meal
// (which the night already follows from the log, so a recorded gain adds no second step).

function tbWith(ids: string[]): Script {
	const s = script('tb');
	const all = [...script('snv').characters, ...script('carousel').characters];
	return { ...s, characters: [...s.characters, ...all.filter((c) => ids.includes(c.id))] };
}

describe('abilities gained while keeping one’s character', () => {
	it('the Demon given a good ability by the Boffin holds both, with its own step for it', () => {
		const t = tableAtNight({
			script: tbWith([]),
			characters: ['imp', 'baron', 'chef', 'washerwoman', 'librarian', 'empath', 'soldier']
		});
		t.do({ type: 'seat/changed', seat: 's1', character: 'empath', how: 'boffin' });
		const s1 = abilityLedger(t.state).find((e) => e.seat === 's1');
		expect(s1?.now).toBe('imp');
		expect(s1?.abilities.map((a) => [a.character, a.source, a.how])).toEqual([
			['imp', 'own', null],
			['empath', 'gained', 'boffin']
		]);
		// Both Empaths have their own step; the Boffin's gain makes nobody drunk.
		expect(step(t, 'empath')).toMatchObject({ seats: ['s6'], drunk: false });
		expect(step(t, 'empath@s1')).toMatchObject({ seats: ['s1'], by: 'imp', drunk: false });
		expect(isDrunkIn(t.state, seatById(t.state, 's6')!)).toBe(false);
		expect(replay(t.history.log)).toEqual(t.state);
	});

	it('the Alchemist keeps her character and holds the Minion ability she has', () => {
		const t = tableAtNight({
			script: tbWith(['alchemist']),
			characters: ['imp', 'baron', 'alchemist', 'washerwoman', 'librarian', 'empath', 'soldier']
		});
		t.do({ type: 'seat/changed', seat: 's3', character: 'poisoner', how: 'alchemist' });
		expect(seatById(t.state, 's3')).toMatchObject({
			character: 'alchemist',
			was: 'alchemist',
			gained: [{ character: 'poisoner', how: 'alchemist', at: { kind: 'night', n: 1 } }]
		});
		expect(keys(t)).toContain('poisoner@s3');
		expect(step(t, 'poisoner@s3')).toMatchObject({ seats: ['s3'], by: 'alchemist' });
	});

	it('a drunk Philosopher is offered nothing: his choice does not work', () => {
		const t = tableAtNight({
			script: tbWith(['philosopher']),
			characters: PHIL_EMPATH
		});
		t.do({ type: 'reminder/added', seat: 's1', source: 'poisoner', label: 'Poisoned' });
		pick(t, 'philosopher', [], ['empath']);
		expect(suggestChanges(t.state)).toEqual([]);
	});

	it('a Cannibal gain recorded in the ledger adds no second step (the night follows the meal)', () => {
		const t = tableAtNight({
			script: tbWith(['cannibal']),
			characters: ['imp', 'poisoner', 'cannibal', 'chef', 'empath', 'washerwoman', 'monk']
		});
		t.do({ type: 'seat/changed', seat: 's3', character: 'monk', how: 'cannibal' });
		t.do({ type: 'day/started' });
		startNight(t);
		expect(keys(t).filter((k) => k.startsWith('monk'))).toEqual(['monk']);
		expect(step(t, 'monk')?.seats).toEqual(['s7']);
	});
});

describe('the Pit-Hag’s choice', () => {
	it('offers the change from her pick; the player becomes it and keeps their alignment', () => {
		const t = tableAtNight(
			{
				script: 'snv',
				characters: PITHAG_SNV
			},
			2
		);
		expect(step(t, 'pithag')?.picks).toEqual({ seats: 1, characters: 1 });
		pick(t, 'pithag', ['s4'], ['sage']);
		const [offer] = suggestChanges(t.state);
		expect(offer).toEqual({
			code: 'pithag',
			because: 's2',
			character: 'sage',
			event: { type: 'seat/changed', seat: 's4', character: 'sage', how: 'pithag' }
		});
		t.do(offer!.event);
		expect(seatById(t.state, 's4')).toMatchObject({
			character: 'sage',
			was: 'dreamer',
			alignment: 'good'
		});
		expect(suggestChanges(t.state)).toEqual([]);
		// Her pick of a character the player already has changes nothing: no offer.
		pick(t, 'pithag', ['s4'], ['sage']);
		expect(suggestChanges(t.state)).toEqual([]);
	});

	it('offers nothing when she is poisoned', () => {
		const t = tableAtNight(
			{
				script: 'snv',
				characters: PITHAG_SNV
			},
			2
		);
		t.do({ type: 'reminder/added', seat: 's2', source: 'nodashii', label: 'Poisoned' });
		pick(t, 'pithag', ['s4'], ['sage']);
		expect(suggestChanges(t.state)).toEqual([]);
	});
});
