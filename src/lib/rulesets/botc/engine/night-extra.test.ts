import { describe, expect, it } from 'vitest';
import { OFFICIAL } from '../characters';
import { currentStep, dawnChanges, nightSteps } from './night';
import { firstDay, firstNight, game, ok, okAll, TB7 } from './testing/builders';
import { BMR12, extraStep, keys, secondNight, step, TB7_FIRST_NIGHT } from './testing/night-state';

// Steps added by hand, characters from outside the script, and dawn (the rest: night.test.ts).

describe('extra steps', () => {
	it('go in the night order when the character is on it', () => {
		const n = ok(firstNight(), extraStep('fortuneteller', 's1'));
		// Last of the night (the Fortune Teller wakes after the Empath), before dawn.
		expect(keys(n)).toEqual([...TB7_FIRST_NIGHT.slice(0, -1), 'extra-1', 'dawn']);
		expect(step(n, 'extra-1')).toMatchObject({
			extra: true,
			character: 'fortuneteller',
			seats: ['s1']
		});
	});
	it('go before the minion info when that is their place', () => {
		const n = ok(firstNight({ script: 'bmr', characters: BMR12 }), extraStep('apprentice', null));
		expect(keys(n).slice(0, 3)).toEqual(['dusk', 'extra-1', 'minioninfo']);
	});
	it('go just before dawn when the character has no place tonight', () => {
		const n = okAll(firstNight(), [extraStep('ravenkeeper', 's2'), extraStep('imp', null)]);
		expect(keys(n).slice(-3)).toEqual(['extra-1', 'extra-2', 'dawn']);
		expect(step(n, 'extra-2').seats).toEqual([]);
	});
	it('show a dead seat that wakes by another ability', () => {
		const n2 = secondNight(firstNight());
		const n = okAll(n2, [{ type: 'seat/died', seat: 's2' }, extraStep('ravenkeeper', 's2')]);
		expect(nightSteps(n).find((x) => x.extra)).toMatchObject({
			key: 'extra-1',
			seats: ['s2'],
			deadSeats: ['s2']
		});
	});
});

describe('fabled and other characters from outside the script', () => {
	const toymaker = OFFICIAL.find((c) => c.id === 'toymaker');
	const thief = OFFICIAL.find((c) => c.id === 'thief');
	if (!toymaker || !thief) throw new Error('missing facts');

	it('a fabled that wakes is a storyteller step at its official place', () => {
		const g = okAll(game({ characters: TB7 }), [
			{ type: 'characters/added', characters: [toymaker] },
			{ type: 'fabled/set', fabled: ['toymaker'] },
			{ type: 'night/started' }
		]);
		expect(keys(g).slice(0, 3)).toEqual(['dusk', 'toymaker', 'minioninfo']);
		expect(step(g, 'toymaker')).toMatchObject({ storyteller: true, seats: [] });
	});
	it('a traveller from another edition wakes at its official place', () => {
		const g = okAll(
			game({
				script: 'bmr',
				characters: [...BMR12, { character: 'grandmother', traveller: true }]
			}),
			[
				{ type: 'characters/added', characters: [thief] },
				{ type: 'seat/character', seat: 's13', character: 'thief' },
				{ type: 'night/started' }
			]
		);
		expect(keys(g).slice(0, 3)).toEqual(['dusk', 'thief', 'minioninfo']);
		expect(step(g, 'thief').seats).toEqual(['s13']);
	});
});

describe('nightSteps outside the night', () => {
	it('is empty by day and during setup', () => {
		expect(nightSteps(firstDay())).toEqual([]);
		expect(nightSteps(game({ characters: TB7 }))).toEqual([]);
		expect(currentStep(firstDay())).toBeUndefined();
	});
});

describe('dawnChanges', () => {
	it('lists who died and who came back since dusk', () => {
		const day1 = ok(firstDay(), { type: 'execution', seat: 's3', died: true });
		const n2 = okAll(day1, [
			{ type: 'night/started' },
			{ type: 'seat/died', seat: 's5' },
			{ type: 'seat/revived', seat: 's3' }
		]);
		expect(dawnChanges(n2)).toEqual({ died: ['s5'], revived: ['s3'] });
		// Still available once the day has begun, for the announcement.
		expect(dawnChanges(ok(n2, { type: 'day/started' }))).toEqual({ died: ['s5'], revived: ['s3'] });
	});
	it('is empty when nothing changed, and before any night', () => {
		expect(dawnChanges(firstNight())).toEqual({ died: [], revived: [] });
		expect(dawnChanges(game({ characters: TB7 }))).toEqual({ died: [], revived: [] });
	});
	it('ignores a death and a revival that cancel out, and seats added after dusk', () => {
		const n = okAll(firstNight(), [
			{ type: 'seat/died', seat: 's5' },
			{ type: 'seat/revived', seat: 's5' },
			{ type: 'seat/added', seat: { id: 't', name: 'Trav', traveller: true } }
		]);
		expect(dawnChanges(n)).toEqual({ died: [], revived: [] });
	});
});
