import { describe, expect, it } from 'vitest';
import { bluffChoices, bluffSetsOf, newBluffSetId } from './bluffs';
import type { Script } from './types';
import { blankCharacter, game, ok, okAll, refused, script, tb7With, TB7 } from './testing/builders';
import { LUNATIC_BMR } from './testing/tables';

// Trouble Brewing: 13 Townsfolk and 4 Outsiders are the good characters a bluff may be.
const GOOD_TB = 17;

describe('bluffChoices', () => {
	it('offers exactly the good characters no seat holds', () => {
		const g = game({ characters: TB7 });
		const c = bluffChoices(g);
		expect(c.offered).toHaveLength(GOOD_TB - 5);
		for (const held of TB7.slice(0, 5)) expect(c.offered).not.toContain(held);
		expect(c.held.map((h) => [h.character, h.seat]).sort()).toEqual([
			['chef', 's4'],
			['empath', 's5'],
			['investigator', 's3'],
			['librarian', 's2'],
			['washerwoman', 's1']
		]);
		// Evil characters are never offered.
		expect(c.offered).not.toContain('imp');
		expect(c.offered).not.toContain('baron');
		expect(c.short).toBeNull();
	});

	it('offers the Drunk’s believed Townsfolk (not in play) but not the Drunk', () => {
		const g = game({ characters: tb7With({ 5: { character: 'drunk', thinks: 'mayor' } }) });
		const c = bluffChoices(g);
		expect(c.offered).toContain('mayor');
		expect(c.offered).toContain('empath');
		expect(c.offered).not.toContain('drunk');
		expect(c.believed).toEqual([{ character: 'mayor', seat: 's5' }]);
		// The engine takes the believed character as a bluff.
		expect(ok(g, { type: 'bluffs/set', bluffs: ['mayor'] }).bluffs).toEqual(['mayor']);
	});

	it('offers the Marionette’s believed Townsfolk too', () => {
		// The Marionette is an experimental Minion: on a script of S&V with it added.
		const snv = script('snv');
		const marionette = script('carousel').characters.find((c) => c.id === 'marionette')!;
		const g = game({
			script: { ...snv, characters: [...snv.characters, marionette] },
			characters: [
				'clockmaker',
				'dreamer',
				'snakecharmer',
				'mathematician',
				{ character: 'marionette', thinks: 'flowergirl' },
				'fanggu',
				'sweetheart'
			]
		});
		const c = bluffChoices(g);
		expect(c.offered).toContain('flowergirl');
		expect(c.believed).toEqual([{ character: 'flowergirl', seat: 's5' }]);
		expect(c.offered).not.toContain('clockmaker');
		expect(c.offered).not.toContain('sweetheart');
		expect(c.offered).not.toContain('marionette');
	});

	it('when fewer than three good characters are free, says how many slots stay empty and why', () => {
		// A small script: four good characters, three of them held.
		const base = script('tb');
		const tiny: Script = {
			...base,
			characters: [
				...base.characters.filter((c) =>
					['washerwoman', 'chef', 'empath', 'saint', 'poisoner', 'imp'].includes(c.id)
				),
				blankCharacter('x_minion', 'minion')
			]
		};
		const g = game({
			script: tiny,
			characters: ['washerwoman', 'chef', 'empath', 'poisoner', 'imp']
		});
		const c = bluffChoices(g);
		expect(c.offered).toEqual(['saint']);
		expect(c.short).toEqual({ good: 4, held: 3, offered: 1, empty: 2 });
		const set = ok(g, { type: 'bluffs/set', bluffs: ['saint'] });
		expect(bluffChoices(set).free).toEqual([]);
		expect(bluffChoices(set).short?.empty).toBe(2);
	});
});

describe('several bluff sets', () => {
	it('adds a Lunatic’s set and a named one, fills them, and keeps the Demon’s apart', () => {
		let g = game({ script: 'bmr', characters: LUNATIC_BMR });
		expect(newBluffSetId(g)).toBe('b1');
		g = okAll(g, [
			{ type: 'bluffs/set', bluffs: ['innkeeper', 'gambler', 'gossip'] },
			{ type: 'bluffs/set-added', set: 'b1', for: 'lunatic' },
			{ type: 'bluffs/set-added', set: 'b2', for: 'other', name: '第二恶魔' },
			{ type: 'bluffs/set', set: 'b1', bluffs: ['courtier', 'professor', 'innkeeper'] }
		]);
		expect(newBluffSetId(g)).toBe('b3');
		expect(bluffSetsOf(g)).toEqual([
			{ id: 'demon', for: 'demon', characters: ['innkeeper', 'gambler', 'gossip'] },
			{ id: 'b1', for: 'lunatic', characters: ['courtier', 'professor', 'innkeeper'] },
			{ id: 'b2', for: 'other', name: '第二恶魔', characters: [] }
		]);
		expect(g.bluffs).toEqual(['innkeeper', 'gambler', 'gossip']);
		// A set's choices leave out its own bluffs only.
		expect(bluffChoices(g, 'b1').free).toContain('gambler');
		expect(bluffChoices(g, 'b1').free).not.toContain('courtier');
		// A bluff a seat holds is refused in any set.
		refused(g, { type: 'bluffs/set', set: 'b2', bluffs: ['sailor'] }, 'bluff-in-play');
		const removed = ok(g, { type: 'bluffs/set-removed', set: 'b1' });
		expect(bluffSetsOf(removed).map((s) => s.id)).toEqual(['demon', 'b2']);
	});

	it('refuses a set with no name for someone else, a taken id, an unknown set, removing the Demon’s', () => {
		const g = game({ characters: TB7 });
		refused(g, { type: 'bluffs/set-added', set: 'b1', for: 'other' }, 'bluff-set-name');
		refused(
			g,
			{ type: 'bluffs/set-added', set: 'b1', for: 'other', name: 'x'.repeat(41) },
			'bluff-set-name'
		);
		refused(g, { type: 'bluffs/set-added', set: 'demon', for: 'demon' }, 'bluff-set');
		refused(g, { type: 'bluffs/set', set: 'b9', bluffs: [] }, 'bluff-set');
		refused(g, { type: 'bluffs/set-removed', set: 'demon' }, 'bluff-set');
		const s = ok(g, { type: 'bluffs/set-added', set: 'b1', for: 'demon' });
		refused(s, { type: 'bluffs/set-added', set: 'b1', for: 'lunatic' }, 'bluff-set');
		expect(ok(s, { type: 'bluffs/set-removed', set: 'b1' }).bluffSets).toBeUndefined();
	});
});
