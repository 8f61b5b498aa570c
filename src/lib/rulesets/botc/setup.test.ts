import { describe, expect, it } from 'vitest';
import { script } from '../../engine/testing/builders';
import type { Script } from '../../engine/types';
import { parseScript } from './script';
import {
	type SetupCheck,
	countSelection,
	dealCharacters,
	expectedCounts,
	randomCharacters,
	randomTravellers,
	suggestBluffs,
	teamCounts,
	travellersNeeded,
	validateSetup
} from './setup';

const codes = (c: SetupCheck) => c.errors.map((e) => e.code);
const warningCodes = (c: SetupCheck) => c.warnings.map((e) => e.code);

function expectLegal(c: SetupCheck) {
	expect(c.errors.map((e) => e.message.en)).toEqual([]);
}

function custom(ids: string[]): Script {
	const r = parseScript([{ id: '_meta', name: 'Mixed' }, ...ids]);
	if (!r.ok) throw new Error(JSON.stringify(r.errors));
	return r.script;
}

const TB = script('tb');
const BMR = script('bmr');
const SNV = script('snv');
const CAR = script('carousel');

/** n carousel Townsfolk with no setup ability, for filling. */
const plainTown = (n: number) =>
	[
		'steward',
		'knight',
		'noble',
		'shugenja',
		'pixie',
		'general',
		'preacher',
		'cultleader',
		'fisherman'
	].slice(0, n);
const plainOut = (n: number) =>
	['ogre', 'golem', 'politician', 'zealot', 'puzzlemaster'].slice(0, n);

describe('teamCounts', () => {
	it('follows the table for 5 to 15 players', () => {
		const table = [
			[5, 3, 0, 1, 1],
			[6, 3, 1, 1, 1],
			[7, 5, 0, 1, 1],
			[8, 5, 1, 1, 1],
			[9, 5, 2, 1, 1],
			[10, 7, 0, 2, 1],
			[11, 7, 1, 2, 1],
			[12, 7, 2, 2, 1],
			[13, 9, 0, 3, 1],
			[14, 9, 1, 3, 1],
			[15, 9, 2, 3, 1]
		];
		for (const [n, townsfolk, outsider, minion, demon] of table)
			expect(teamCounts(n as number)).toEqual({ townsfolk, outsider, minion, demon });
	});
	it('gives the 15-player counts for 16 to 20 players (the rest are travellers)', () => {
		for (let n = 16; n <= 20; n++) expect(teamCounts(n)).toEqual(teamCounts(15));
	});
	it('throws a RangeError outside 5–20', () => {
		for (const n of [4, 21, 0, -5, 7.5, Number.NaN, Number.POSITIVE_INFINITY])
			expect(() => teamCounts(n)).toThrow(RangeError);
	});
	it('returns a fresh object each time', () => {
		const a = teamCounts(7);
		a.townsfolk = 99;
		expect(teamCounts(7).townsfolk).toBe(5);
	});
});

describe('validateSetup: plain sets', () => {
	it('accepts a 7-player Trouble Brewing set', () => {
		const c = validateSetup(
			TB,
			['washerwoman', 'librarian', 'investigator', 'chef', 'empath', 'poisoner', 'imp'],
			7
		);
		expectLegal(c);
		expect(c.counts).toEqual({ townsfolk: 5, outsider: 0, minion: 1, demon: 1 });
		expect(c.splits).toEqual([teamCounts(7)]);
		expect(c.warnings).toEqual([]);
	});
	it('refuses duplicates', () => {
		const c = validateSetup(
			TB,
			['chef', 'chef', 'librarian', 'investigator', 'empath', 'poisoner', 'imp'],
			7
		);
		expect(codes(c)).toEqual(['duplicate']);
		expect(c.errors[0]?.characters).toEqual(['chef']);
		expect(c.errors[0]?.message.en).toContain('Chef');
		expect(c.errors[0]?.message['zh-CN']).toContain('厨师');
	});
	it('refuses wrong team counts and says what was expected', () => {
		const c = validateSetup(
			TB,
			['chef', 'librarian', 'investigator', 'empath', 'saint', 'poisoner', 'imp'],
			7
		);
		expect(codes(c)).toEqual(['counts']);
		expect(c.errors[0]?.message.en).toContain(
			'expected 5 Townsfolk / 0 Outsider / 1 Minion / 1 Demon'
		);
	});
	it('refuses the wrong number of characters', () => {
		expect(
			codes(validateSetup(TB, ['chef', 'librarian', 'poisoner', 'imp', 'empath', 'monk'], 7))
		).toEqual(['size']);
	});
	it('refuses characters that are not on the script, unknown ids, and storyteller characters', () => {
		const c = validateSetup(
			TB,
			['chef', 'librarian', 'investigator', 'empath', 'grandmother', 'poisoner', 'imp'],
			7
		);
		expect(codes(c)).toEqual(['not-on-script']);
		expect(c.errors[0]?.message.en).toContain('Trouble Brewing');
		expect(
			codes(
				validateSetup(
					TB,
					['chef', 'librarian', 'investigator', 'empath', 'chefx', 'poisoner', 'imp'],
					7
				)
			)
		).toContain('unknown');
		expect(
			codes(
				validateSetup(
					TB,
					['chef', 'librarian', 'investigator', 'empath', 'monk', 'poisoner', 'imp', 'sentinel'],
					7
				)
			)
		).toContain('storyteller-character');
	});
	it('refuses a player count outside 5–20 or too few or too many residents', () => {
		expect(codes(validateSetup(TB, [], 4))).toEqual(['players']);
		expect(codes(validateSetup(TB, [], 21))).toEqual(['players']);
		const sixteen = validateSetup(
			TB,
			Array.from({ length: 16 }, () => 'chef'),
			16
		);
		expect(codes(sixteen)).toEqual(['travellers']);
		expect(sixteen.errors[0]?.message.en).toContain('at least 1 must be travellers');
		const fewResidents = validateSetup(TB, ['chef', 'imp', 'poisoner', 'thief', 'bureaucrat'], 6);
		expect(codes(fewResidents)).toEqual(['travellers']);
	});
	it('accepts travellers from any edition beside the residents', () => {
		const c = validateSetup(
			TB,
			[
				...[
					'washerwoman',
					'librarian',
					'investigator',
					'chef',
					'empath',
					'monk',
					'slayer',
					'soldier',
					'mayor'
				],
				...['butler', 'saint', 'poisoner', 'spy', 'scarletwoman', 'imp'],
				...['thief', 'bureaucrat', 'gunslinger', 'harlot', 'gangster']
			],
			20
		);
		expectLegal(c);
	});
	it('warns when no Demon is in play', () => {
		const c = validateSetup(
			TB,
			['chef', 'librarian', 'investigator', 'empath', 'monk', 'poisoner', 'spy'],
			7
		);
		expect(warningCodes(c)).toContain('no-demon');
	});
	it('warns about jinxed pairs but accepts them', () => {
		const s = custom([
			'washerwoman',
			'librarian',
			'investigator',
			'chef',
			'empath',
			'mathematician',
			'drunk',
			'baron',
			'spy',
			'heretic',
			'imp'
		]);
		expect(s.jinxes).toEqual(expect.arrayContaining([['drunk', 'mathematician']]));
		const c = validateSetup(
			s,
			['washerwoman', 'librarian', 'investigator', 'chef', 'mathematician', 'drunk', 'spy', 'imp'],
			8
		);
		expectLegal(c);
		expect(c.warnings.filter((w) => w.code === 'jinx').map((w) => w.characters)).toEqual([
			['drunk', 'mathematician']
		]);
		expect(warningCodes(c)).toContain('jinx');
	});
});

describe('validateSetup: setup characters', () => {
	it('Baron: +2 Outsiders', () => {
		const legal = validateSetup(
			TB,
			['chef', 'librarian', 'empath', 'saint', 'butler', 'baron', 'imp'],
			7
		);
		expectLegal(legal);
		expect(legal.notes.map((n) => n.character)).toEqual(['baron']);
		expect(legal.notes[0]?.message.en).toContain('+2 Outsiders');
		expect(legal.notes[0]?.message['zh-CN']).toContain('男爵');
		expect(
			codes(validateSetup(TB, ['chef', 'librarian', 'empath', 'monk', 'slayer', 'baron', 'imp'], 7))
		).toEqual(['counts']);
	});
	it('Baron with the Drunk: the Drunk is one of the Outsiders', () => {
		expectLegal(
			validateSetup(TB, ['chef', 'librarian', 'empath', 'saint', 'drunk', 'baron', 'imp'], 7)
		);
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
			validateSetup(
				SNV,
				['clockmaker', 'dreamer', 'oracle', 'savant', 'mutant', 'witch', 'fanggu'],
				7
			)
		);
		expect(
			codes(
				validateSetup(
					SNV,
					['clockmaker', 'dreamer', 'oracle', 'savant', 'sage', 'witch', 'fanggu'],
					7
				)
			)
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
		expectLegal(validateSetup(CAR, ['balloonist', ...plainTown(4), 'widow', 'ojo'], 7));
		expectLegal(
			validateSetup(CAR, ['balloonist', ...plainTown(3), ...plainOut(1), 'widow', 'ojo'], 7)
		);
		expect(
			codes(validateSetup(CAR, ['balloonist', ...plainTown(2), ...plainOut(2), 'widow', 'ojo'], 7))
		).toEqual(['counts']);
	});
	it('Hermit: −0 or −1 Outsider', () => {
		expectLegal(validateSetup(CAR, [...plainTown(5), 'hermit', 'ogre', 'widow', 'ojo'], 9));
		expectLegal(validateSetup(CAR, [...plainTown(6), 'hermit', 'widow', 'ojo'], 9));
		expect(
			codes(validateSetup(CAR, [...plainTown(4), 'hermit', 'ogre', 'golem', 'widow', 'ojo'], 9))
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
				validateSetup(
					TB,
					['chef', 'librarian', 'empath', 'monk', 'saint', 'butler', 'poisoner', 'imp'],
					8
				)
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
		const c = validateSetup(CAR, [...plainTown(5), 'marionette', 'ojo'], 7);
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
		const c = validateSetup(CAR, ['legion', 'legion', 'legion', 'legion', ...plainTown(3)], 7);
		expectLegal(c);
		expect(c.warnings).toEqual([]);
		expect(
			codes(validateSetup(CAR, ['legion', 'legion', 'legion', 'ojo', ...plainTown(3)], 7))
		).toEqual(['legion']);
		expect(warningCodes(validateSetup(CAR, ['legion', 'legion', ...plainTown(5)], 7))).toEqual([
			'legion-few'
		]);
	});
	it('Riot (current character data: no setup change): a Demon like any other', () => {
		expectLegal(validateSetup(CAR, ['riot', 'widow', ...plainTown(5)], 7));
		expect(codes(validateSetup(CAR, ['riot', 'riot', ...plainTown(5)], 7))).toEqual([
			'duplicate',
			'counts'
		]);
	});
	it('Atheist: no evil characters, duplicates allowed', () => {
		const c = validateSetup(CAR, ['atheist', 'steward', 'steward', ...plainTown(4)], 7);
		expectLegal(c);
		expect(c.warnings).toEqual([]);
		expect(codes(validateSetup(CAR, ['atheist', ...plainTown(4), 'widow', 'ojo'], 7))).toEqual([
			'counts'
		]);
	});
	it('Kazali: no Minions, any number of Outsiders', () => {
		expectLegal(validateSetup(CAR, ['kazali', ...plainTown(6)], 7));
		expectLegal(validateSetup(CAR, ['kazali', ...plainTown(4), ...plainOut(2)], 7));
		expect(codes(validateSetup(CAR, ['kazali', 'widow', ...plainTown(5)], 7))).toEqual(['counts']);
	});
	it('Xaan: any number of Outsiders', () => {
		for (let out = 0; out <= 4; out++)
			expectLegal(validateSetup(CAR, ['xaan', 'ojo', ...plainTown(5 - out), ...plainOut(out)], 7));
	});
	it('Summoner: no Demon, one more Townsfolk', () => {
		const c = validateSetup(CAR, ['summoner', ...plainTown(6)], 7);
		expectLegal(c);
		expect(c.warnings).toEqual([]);
		expect(codes(validateSetup(CAR, ['summoner', 'ojo', ...plainTown(5)], 7))).toEqual(['counts']);
	});
	it('Lord of Typhon: one more Minion, any number of Outsiders', () => {
		expectLegal(validateSetup(CAR, ['lordoftyphon', 'widow', 'goblin', ...plainTown(4)], 7));
		expectLegal(
			validateSetup(CAR, ['lordoftyphon', 'widow', 'goblin', ...plainTown(2), ...plainOut(2)], 7)
		);
		expect(codes(validateSetup(CAR, ['lordoftyphon', 'widow', ...plainTown(5)], 7))).toEqual([
			'counts'
		]);
	});
	it('Village Idiot: up to two extra Village Idiots, in Townsfolk places', () => {
		expectLegal(
			validateSetup(CAR, ['villageidiot', 'villageidiot', ...plainTown(3), 'widow', 'ojo'], 7)
		);
		expectLegal(
			validateSetup(
				CAR,
				['villageidiot', 'villageidiot', 'villageidiot', ...plainTown(2), 'widow', 'ojo'],
				7
			)
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
		expectLegal(
			validateSetup(CAR, ['huntsman', ...plainTown(3), 'damsel', 'ogre', 'widow', 'ojo'], 8)
		);
		// Eight players have one Outsider: the Damsel may be that one.
		expectLegal(validateSetup(CAR, ['huntsman', ...plainTown(4), 'damsel', 'widow', 'ojo'], 8));
		const without = validateSetup(
			CAR,
			['huntsman', ...plainTown(3), 'golem', 'ogre', 'widow', 'ojo'],
			8
		);
		expect(codes(without)).toEqual(['companion']);
		expect(without.errors[0]?.characters).toEqual(['huntsman', 'damsel']);
	});
	it('Choirboy needs the King', () => {
		expectLegal(validateSetup(CAR, ['choirboy', 'king', ...plainTown(3), 'widow', 'ojo'], 7));
		expect(codes(validateSetup(CAR, ['choirboy', ...plainTown(4), 'widow', 'ojo'], 7))).toEqual([
			'companion'
		]);
	});
	it('Bounty Hunter: a legal set as it is', () => {
		const c = validateSetup(CAR, ['bountyhunter', ...plainTown(4), 'widow', 'ojo'], 7);
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
		const c = validateSetup(
			s,
			['chef', 'librarian', 'empath', 'monk', 'heretic', 'baron', 'imp'],
			7
		);
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
		expectLegal(
			validateSetup(s, ['chef', 'librarian', 'empath', 'butler', 'saint', 'baron', 'imp'], 7)
		);
	});
	it('combines several setup characters', () => {
		const { splits, notes } = expectedCounts(8, ['baron', 'balloonist'], ['sentinel']);
		expect(notes.map((n) => n.character)).toEqual(['baron', 'balloonist', 'sentinel']);
		expect(splits.map((s) => s.outsider).sort()).toEqual([2, 3, 4, 5]);
	});
});

describe('randomCharacters', () => {
	it('always makes a legal set on TB, BMR and SnV for 5–15 players', () => {
		for (const s of [TB, BMR, SNV])
			for (let n = 5; n <= 15; n++)
				for (let seed = 1; seed <= 40; seed++) {
					const pick = randomCharacters(s, n, seed * 7919 + n);
					expect(pick, `${s.id} ${n} players, seed ${seed}`).not.toBeNull();
					const check = validateSetup(s, pick ?? [], n);
					expect(check.errors, `${s.id} ${n} players: ${pick?.join(' ')}`).toEqual([]);
				}
	});
	it('is the same for the same seed and varies with the seed', () => {
		expect(randomCharacters(TB, 9, 5)).toEqual(randomCharacters(TB, 9, 5));
		const picks = new Set(
			Array.from({ length: 10 }, (_, i) => (randomCharacters(TB, 9, i) ?? []).join(','))
		);
		expect(picks.size).toBeGreaterThan(5);
	});
	it('gives 15 residents for 16–20 players', () => {
		expect(randomCharacters(TB, 18, 3)).toHaveLength(15);
	});
	it('makes legal sets from the experimental characters too, most of the time', () => {
		let legal = 0;
		for (let seed = 0; seed < 30; seed++) {
			const pick = randomCharacters(CAR, 10, seed);
			if (pick && validateSetup(CAR, pick, 10).errors.length === 0) legal++;
		}
		expect(legal).toBe(30);
	});
	it('gives up when the script cannot make a game', () => {
		const noDemon = custom(['chef', 'librarian', 'empath', 'monk', 'slayer', 'poisoner']);
		expect(randomCharacters(noDemon, 7, 1)).toBeNull();
		const noMinions = custom(['chef', 'librarian', 'empath', 'monk', 'slayer', 'imp']);
		expect(randomCharacters(noMinions, 7, 1)).toBeNull();
		const tooFewTownsfolk = custom(['chef', 'librarian', 'poisoner', 'imp']);
		expect(randomCharacters(tooFewTownsfolk, 7, 1)).toBeNull();
	});
});

describe('travellers beyond the largest table', () => {
	it('needs none up to 15 players and one per seat beyond at 16–20', () => {
		expect([5, 10, 15, 16, 17, 18, 19, 20].map(travellersNeeded)).toEqual([0, 0, 0, 1, 2, 3, 4, 5]);
		expect(() => travellersNeeded(21)).toThrow(RangeError);
	});
	it('draws different travellers, the script’s own first, never one already taken', () => {
		const own = TB.characters.filter((c) => c.team === 'traveller').map((c) => c.id);
		expect(own.length).toBeGreaterThan(0);
		const few = randomTravellers(TB, own.length, 3).map((c) => c.id);
		expect([...few].sort()).toEqual([...own].sort());
		const five = randomTravellers(TB, 5, 3, ['thief']);
		expect(five.every((c) => c.team === 'traveller' && c.id !== 'thief')).toBe(true);
		expect(new Set(five.map((c) => c.id)).size).toBe(5);
		expect(randomTravellers(TB, 5, 3, ['thief'])).toEqual(five);
		// A script with no travellers borrows any.
		const plain = custom(['chef', 'librarian', 'empath', 'monk', 'slayer', 'poisoner', 'imp']);
		expect(randomTravellers(plain, 2, 9)).toHaveLength(2);
	});
	it('makes a legal set at 16–20 players with the drawn travellers', () => {
		for (let players = 16; players <= 20; players++) {
			const need = travellersNeeded(players);
			const residents = randomCharacters(TB, players - need, players) ?? [];
			const travellers = randomTravellers(TB, need, players).map((c) => c.id);
			expectLegal(validateSetup(TB, [...residents, ...travellers], players));
			expect(codes(validateSetup(TB, residents, players))).toContain('travellers');
		}
	});
});

describe('dealCharacters', () => {
	const seats = Array.from({ length: 15 }, (_, i) => `s${i + 1}`);

	it('deals every character to one seat, the same way for the same seed', () => {
		const pick = ['chef', 'librarian', 'empath', 'monk', 'slayer', 'poisoner', 'imp'];
		const a = dealCharacters(TB, pick, seats.slice(0, 7), 11);
		expect(a.deals.map((d) => d.seat)).toEqual(seats.slice(0, 7));
		expect(a.deals.map((d) => d.character).sort()).toEqual([...pick].sort());
		expect(a.babysitter).toBeNull();
		expect(dealCharacters(TB, pick, seats.slice(0, 7), 11)).toEqual(a);
		expect(a.deals.every((d) => d.thinks === null && d.alignment === null)).toBe(true);
	});

	it('the Drunk thinks they are a Townsfolk that is not in play', () => {
		for (let seed = 0; seed < 30; seed++) {
			const pick = ['chef', 'librarian', 'empath', 'monk', 'slayer', 'drunk', 'poisoner', 'imp'];
			const { deals } = dealCharacters(TB, pick, seats.slice(0, 8), seed);
			const drunk = deals.find((d) => d.character === 'drunk');
			expect(drunk?.thinks).toBeTruthy();
			expect(pick).not.toContain(drunk?.thinks);
			expect(TB.characters.find((c) => c.id === drunk?.thinks)?.team).toBe('townsfolk');
		}
	});

	it('the Marionette sits next to the Demon and thinks they are a good character', () => {
		for (let seed = 0; seed < 40; seed++) {
			const pick = [...plainTown(5), 'marionette', 'ojo'];
			const { deals } = dealCharacters(CAR, pick, seats.slice(0, 7), seed);
			const m = deals.findIndex((d) => d.character === 'marionette');
			const demon = deals.findIndex((d) => d.character === 'ojo');
			expect([(demon + 1) % 7, (demon + 6) % 7]).toContain(m);
			expect(pick).not.toContain(deals[m]?.thinks);
			expect(deals[m]?.thinks).toBeTruthy();
		}
	});

	it('Lil’ Monsta is not dealt; a Minion babysits it', () => {
		for (let seed = 0; seed < 20; seed++) {
			const pick = [...plainTown(5), 'widow', 'goblin', 'lilmonsta'];
			const { deals, babysitter } = dealCharacters(CAR, pick, seats.slice(0, 7), seed);
			expect(deals.map((d) => d.character)).not.toContain('lilmonsta');
			expect(deals).toHaveLength(7);
			const sitter = deals.find((d) => d.seat === babysitter);
			expect(['widow', 'goblin']).toContain(sitter?.character);
		}
	});

	it('the Bounty Hunter makes exactly one other Townsfolk evil', () => {
		for (let seed = 0; seed < 20; seed++) {
			const pick = ['bountyhunter', ...plainTown(4), 'widow', 'ojo'];
			const { deals } = dealCharacters(CAR, pick, seats.slice(0, 7), seed);
			const evil = deals.filter((d) => d.alignment === 'evil');
			expect(evil).toHaveLength(1);
			expect(plainTown(4)).toContain(evil[0]?.character);
		}
	});

	it('the Lunatic thinks they are a Demon', () => {
		const pick = [
			'grandmother',
			'sailor',
			'chambermaid',
			'innkeeper',
			'lunatic',
			'godfather',
			'pukka'
		];
		const { deals } = dealCharacters(BMR, pick, seats.slice(0, 7), 3);
		const lunatic = deals.find((d) => d.character === 'lunatic');
		expect(BMR.characters.find((c) => c.id === lunatic?.thinks)?.team).toBe('demon');
		expect(lunatic?.thinks).not.toBe('pukka');
	});
});

describe('suggestBluffs', () => {
	it('never suggests a character in play or one a player thinks they are', () => {
		for (let seed = 0; seed < 50; seed++) {
			const pick = randomCharacters(TB, 10, seed) ?? [];
			const { deals } = dealCharacters(
				TB,
				pick,
				Array.from({ length: 10 }, (_, i) => `s${i}`),
				seed
			);
			const exclude = [
				...deals.map((d) => d.character),
				...deals.flatMap((d) => (d.thinks ? [d.thinks] : []))
			];
			const bluffs = suggestBluffs(TB, exclude, seed);
			expect(bluffs).toHaveLength(3);
			expect(new Set(bluffs).size).toBe(3);
			for (const b of bluffs) {
				expect(exclude).not.toContain(b);
				expect(['townsfolk', 'outsider']).toContain(TB.characters.find((c) => c.id === b)?.team);
			}
		}
	});
	it('prefers Townsfolk, falls back to Outsiders, and can be rerolled with another seed', () => {
		const town = TB.characters.filter((c) => c.team === 'townsfolk').map((c) => c.id);
		const bluffs = suggestBluffs(TB, town.slice(0, 12), 1);
		expect(bluffs[0]).toBe(town[12]);
		expect(
			bluffs.slice(1).every((b) => TB.characters.find((c) => c.id === b)?.team === 'outsider')
		).toBe(true);
		const rolls = new Set(Array.from({ length: 10 }, (_, s) => suggestBluffs(TB, [], s).join()));
		expect(rolls.size).toBeGreaterThan(1);
		expect(suggestBluffs(TB, [], 1, 5)).toHaveLength(5);
	});
});

describe('issue 17: random sets and exclusive jinxes', () => {
	it('never draws the Heretic with a character it is jinxed with', () => {
		const car = CAR;
		const partners = car.jinxes.filter((p) => p.includes('heretic')).flat();
		expect(partners.length).toBeGreaterThan(0);
		for (let seed = 1; seed <= 200; seed++) {
			const pick = randomCharacters(car, 10, seed) ?? [];
			if (pick.includes('heretic'))
				expect(pick.filter((id) => id !== 'heretic' && partners.includes(id))).toEqual([]);
		}
	});
});
