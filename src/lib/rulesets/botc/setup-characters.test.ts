import { describe, expect, it } from 'vitest';
import { countSelection, expectedCounts, randomCharacters, validateSetup } from './setup';
import {
	codes,
	warningCodes,
	expectLegal,
	custom,
	TB,
	BMR,
	SNV,
	CAR,
	plainTown,
	plainOut,
	seated
} from './setup-test-helpers';

// The setup checks of characters that change the setup (counts, bag rules, jinxes).

describe('validateSetup: setup characters', () => {
	it('Baron: +2 Outsiders', () => {
		const legal = seated(TB, ['chef', 'librarian', 'empath', 'saint', 'butler', 'baron', 'imp']);
		expectLegal(legal);
		expect(legal.notes.map((n) => n.character)).toEqual(['baron']);
		expect(legal.notes[0]?.message.en).toContain('+2 Outsiders');
		expect(legal.notes[0]?.message['zh-CN']).toContain('男爵');
		expect(
			codes(seated(TB, ['chef', 'librarian', 'empath', 'monk', 'slayer', 'baron', 'imp']))
		).toEqual(['counts']);
	});
	it('Baron with the Drunk: the Drunk is one of the Outsiders', () => {
		expectLegal(seated(TB, ['chef', 'librarian', 'empath', 'saint', 'drunk', 'baron', 'imp']));
	});
	it('Godfather: −1 or +1 Outsider (both legal where possible)', () => {
		const base = [
			'grandmother',
			'sailor',
			'chambermaid',
			'innkeeper',
			'gambler',
			'exorcist',
			'gossip'
		];
		const eight = (town: number, out: number) =>
			validateSetup(
				BMR,
				[
					...base.slice(0, town),
					...['goon', 'tinker', 'moonchild'].slice(0, out),
					'godfather',
					'pukka'
				],
				8
			);
		expectLegal(eight(6, 0));
		expectLegal(eight(4, 2));
		expect(codes(eight(5, 1))).toEqual(['counts']);
		// With no Outsiders to remove, −1 removes none (the floor), and +1 adds one.
		const seven = validateSetup(BMR, [...base.slice(0, 4), 'goon', 'godfather', 'pukka'], 7);
		expectLegal(seven);
		expect(seven.splits).toEqual([
			{ townsfolk: 5, outsider: 0, minion: 1, demon: 1 },
			{ townsfolk: 4, outsider: 1, minion: 1, demon: 1 }
		]);
	});
	it('every "−N Outsider" stops at none: Vigormortis at 7, 10 and 13 players', () => {
		const town = ['clockmaker', 'dreamer', 'oracle', 'savant', 'sage', 'artist', 'flowergirl'];
		const more = [
			'towncrier',
			'seamstress',
			'philosopher',
			'juggler',
			'mathematician',
			'snakecharmer'
		];
		for (const n of [7, 10, 13]) {
			const minions =
				n === 13 ? ['witch', 'cerenovus', 'pithag'] : n === 10 ? ['witch', 'cerenovus'] : ['witch'];
			const townsfolk = [...town, ...more].slice(0, n - 1 - minions.length);
			const check = validateSetup(SNV, [...townsfolk, ...minions, 'vigormortis'], n);
			expect(check.errors, `${n} players`).toEqual([]);
		}
		// randomCharacters now draws it there too.
		const drawn = new Set<string>();
		for (let seed = 1; seed <= 300; seed++)
			for (const id of randomCharacters(SNV, 7, seed) ?? []) drawn.add(id);
		expect(drawn.has('vigormortis')).toBe(true);
	});
	it('Fang Gu: +1 Outsider; Vigormortis: −1 Outsider', () => {
		expectLegal(
			seated(SNV, ['clockmaker', 'dreamer', 'oracle', 'savant', 'mutant', 'witch', 'fanggu'])
		);
		expect(
			codes(seated(SNV, ['clockmaker', 'dreamer', 'oracle', 'savant', 'sage', 'witch', 'fanggu']))
		).toEqual(['counts']);
		expectLegal(
			validateSetup(
				SNV,
				['clockmaker', 'dreamer', 'oracle', 'savant', 'sage', 'artist', 'witch', 'vigormortis'],
				8
			)
		);
		expect(
			codes(
				validateSetup(
					SNV,
					['clockmaker', 'dreamer', 'oracle', 'savant', 'sage', 'mutant', 'witch', 'vigormortis'],
					8
				)
			)
		).toEqual(['counts']);
	});
	it('Balloonist: +0 or +1 Outsider', () => {
		expectLegal(seated(CAR, ['balloonist', ...plainTown(4), 'widow', 'ojo']));
		expectLegal(seated(CAR, ['balloonist', ...plainTown(3), ...plainOut(1), 'widow', 'ojo']));
		expect(
			codes(seated(CAR, ['balloonist', ...plainTown(2), ...plainOut(2), 'widow', 'ojo']))
		).toEqual(['counts']);
	});
	it('Hermit: −0 or −1 Outsider', () => {
		expectLegal(seated(CAR, [...plainTown(5), 'hermit', 'ogre', 'widow', 'ojo']));
		expectLegal(seated(CAR, [...plainTown(6), 'hermit', 'widow', 'ojo']));
		expect(
			codes(seated(CAR, [...plainTown(4), 'hermit', 'ogre', 'golem', 'widow', 'ojo']))
		).toEqual(['counts']);
	});
	it('Sentinel, as a fabled: one Outsider more or fewer, or none', () => {
		const eight = (town: number, out: number) =>
			validateSetup(
				TB,
				[
					...['chef', 'librarian', 'empath', 'monk', 'slayer', 'soldier'].slice(0, town),
					...['saint', 'butler', 'recluse'].slice(0, out),
					'poisoner',
					'imp'
				],
				8,
				['sentinel']
			);
		expectLegal(eight(6, 0));
		expectLegal(eight(5, 1));
		expectLegal(eight(4, 2));
		expect(codes(eight(3, 3))).toEqual(['counts']);
		expect(eight(5, 1).notes.map((n) => n.character)).toEqual(['sentinel']);
		// Without the Sentinel only the table's count.
		expect(
			codes(
				seated(TB, ['chef', 'librarian', 'empath', 'monk', 'saint', 'butler', 'poisoner', 'imp'])
			)
		).toEqual(['counts']);
	});
	it('Drunk: counts as an Outsider, not in the bag', () => {
		const c = validateSetup(
			TB,
			['chef', 'librarian', 'empath', 'monk', 'slayer', 'drunk', 'poisoner', 'imp'],
			8
		);
		expectLegal(c);
		expect(c.notes[0]?.message.en).toContain('not in the bag');
		expect(countSelection(TB, ['drunk', 'imp'])).toEqual({
			townsfolk: 0,
			outsider: 1,
			minion: 0,
			demon: 1
		});
	});
	it('Marionette: counts as a Minion', () => {
		const c = seated(CAR, [...plainTown(5), 'marionette', 'ojo']);
		expectLegal(c);
		expect(c.notes[0]?.message.en).toContain('next to the Demon');
	});
	it('Lil’ Monsta: +1 Minion, no seated Demon', () => {
		const c = validateSetup(CAR, [...plainTown(5), 'widow', 'goblin', 'lilmonsta'], 7);
		expectLegal(c);
		expect(c.counts).toEqual({ townsfolk: 5, outsider: 0, minion: 2, demon: 0 });
		expect(c.warnings.map((w) => w.code)).not.toContain('no-demon');
		expect(codes(validateSetup(CAR, [...plainTown(6), 'widow', 'lilmonsta'], 7))).toEqual([
			'counts'
		]);
		expect(codes(validateSetup(CAR, [...plainTown(5), 'widow', 'ojo', 'lilmonsta'], 7))).toEqual([
			'counts'
		]);
	});
	it('Lil’ Monsta needs a Minion to babysit it', () => {
		expect(codes(validateSetup(CAR, [...plainTown(7), 'lilmonsta'], 7))).toEqual(
			expect.arrayContaining(['lilmonsta'])
		);
	});
	it('Legion: several Legions and no other Demon', () => {
		const c = seated(CAR, ['legion', 'legion', 'legion', 'legion', ...plainTown(3)]);
		expectLegal(c);
		expect(c.warnings).toEqual([]);
		expect(codes(seated(CAR, ['legion', 'legion', 'legion', 'ojo', ...plainTown(3)]))).toEqual([
			'legion'
		]);
		expect(warningCodes(seated(CAR, ['legion', 'legion', ...plainTown(5)]))).toEqual([
			'legion-few'
		]);
	});
	it('Riot (current character data: no setup change): a Demon like any other', () => {
		expectLegal(seated(CAR, ['riot', 'widow', ...plainTown(5)]));
		expect(codes(seated(CAR, ['riot', 'riot', ...plainTown(5)]))).toEqual(['duplicate', 'counts']);
	});
	it('Atheist: no evil characters, duplicates allowed', () => {
		const c = seated(CAR, ['atheist', 'steward', 'steward', ...plainTown(4)]);
		expectLegal(c);
		expect(c.warnings).toEqual([]);
		expect(codes(seated(CAR, ['atheist', ...plainTown(4), 'widow', 'ojo']))).toEqual(['counts']);
	});
	it('Kazali: no Minions, any number of Outsiders', () => {
		expectLegal(seated(CAR, ['kazali', ...plainTown(6)]));
		expectLegal(seated(CAR, ['kazali', ...plainTown(4), ...plainOut(2)]));
		expect(codes(seated(CAR, ['kazali', 'widow', ...plainTown(5)]))).toEqual(['counts']);
	});
	it('Xaan: any number of Outsiders', () => {
		for (let out = 0; out <= 4; out++)
			expectLegal(validateSetup(CAR, ['xaan', 'ojo', ...plainTown(5 - out), ...plainOut(out)], 7));
	});
	it('Summoner: no Demon, one more Townsfolk', () => {
		const c = seated(CAR, ['summoner', ...plainTown(6)]);
		expectLegal(c);
		expect(c.warnings).toEqual([]);
		expect(codes(seated(CAR, ['summoner', 'ojo', ...plainTown(5)]))).toEqual(['counts']);
	});
	it('Lord of Typhon: one more Minion, any number of Outsiders', () => {
		expectLegal(seated(CAR, ['lordoftyphon', 'widow', 'goblin', ...plainTown(4)]));
		expectLegal(seated(CAR, ['lordoftyphon', 'widow', 'goblin', ...plainTown(2), ...plainOut(2)]));
		expect(codes(seated(CAR, ['lordoftyphon', 'widow', ...plainTown(5)]))).toEqual(['counts']);
	});
	it('Village Idiot: up to two extra Village Idiots, in Townsfolk places', () => {
		expectLegal(seated(CAR, ['villageidiot', 'villageidiot', ...plainTown(3), 'widow', 'ojo']));
		expectLegal(
			seated(CAR, ['villageidiot', 'villageidiot', 'villageidiot', ...plainTown(2), 'widow', 'ojo'])
		);
		expect(
			codes(
				validateSetup(
					CAR,
					[
						'villageidiot',
						'villageidiot',
						'villageidiot',
						'villageidiot',
						'steward',
						'widow',
						'ojo'
					],
					7
				)
			)
		).toEqual(['duplicate']);
	});
	it('Huntsman needs the Damsel (an extra Outsider, or in a regular Outsider place)', () => {
		expectLegal(seated(CAR, ['huntsman', ...plainTown(3), 'damsel', 'ogre', 'widow', 'ojo']));
		// Eight players have one Outsider: the Damsel may be that one.
		expectLegal(seated(CAR, ['huntsman', ...plainTown(4), 'damsel', 'widow', 'ojo']));
		const without = seated(CAR, ['huntsman', ...plainTown(3), 'golem', 'ogre', 'widow', 'ojo']);
		expect(codes(without)).toEqual(['companion']);
		expect(without.errors[0]?.characters).toEqual(['huntsman', 'damsel']);
	});
	it('Choirboy needs the King', () => {
		expectLegal(seated(CAR, ['choirboy', 'king', ...plainTown(3), 'widow', 'ojo']));
		expect(codes(seated(CAR, ['choirboy', ...plainTown(4), 'widow', 'ojo']))).toEqual([
			'companion'
		]);
	});
	it('Bounty Hunter: a legal set as it is', () => {
		const c = seated(CAR, ['bountyhunter', ...plainTown(4), 'widow', 'ojo']);
		expectLegal(c);
		expect(c.notes[0]?.message.en).toContain('1 Townsfolk is evil');
	});
	it('Heretic with a jinxed character: only one of the two may be in play', () => {
		const s = custom([
			'chef',
			'librarian',
			'empath',
			'monk',
			'slayer',
			'saint',
			'butler',
			'heretic',
			'baron',
			'imp'
		]);
		expect(s.jinxes).toEqual(expect.arrayContaining([['baron', 'heretic']]));
		const c = seated(s, ['chef', 'librarian', 'empath', 'monk', 'heretic', 'baron', 'imp']);
		expect(codes(c)).toContain('jinx-exclusive');
		expect(c.errors.find((e) => e.code === 'jinx-exclusive')?.characters).toEqual([
			'baron',
			'heretic'
		]);
		expect(c.errors.find((e) => e.code === 'jinx-exclusive')?.message.en).toMatch(
			/only one of them/
		);
		expect(warningCodes(c)).not.toContain('jinx');
		// Either one alone is fine.
		expectLegal(seated(s, ['chef', 'librarian', 'empath', 'butler', 'saint', 'baron', 'imp']));
	});
	it('combines several setup characters', () => {
		const { splits, notes } = expectedCounts(8, ['baron', 'balloonist'], ['sentinel']);
		expect(notes.map((n) => n.character)).toEqual(['baron', 'balloonist', 'sentinel']);
		expect(splits.map((s) => s.outsider).sort()).toEqual([2, 3, 4, 5]);
	});
});
