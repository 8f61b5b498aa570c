import { describe, expect, it } from 'vitest';
import { teamCounts, validateSetup } from './setup';
import { OFFICIAL_RULINGS } from './jinxes';
import {
	codes,
	warningCodes,
	expectLegal,
	custom,
	TB,
	TEAM_COUNT_TABLE
} from './setup-test-helpers';

// The team counts and the plain sets of characters (see also setup-characters.test.ts and
// setup-deal.test.ts).

describe('teamCounts', () => {
	it.each(TEAM_COUNT_TABLE)(
		'follows the table: %i players, %i Townsfolk, %i Outsiders, %i Minions, %i Demon',
		(n, townsfolk, outsider, minion, demon) =>
			expect(teamCounts(n)).toEqual({ townsfolk, outsider, minion, demon })
	);
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
		// The warning says the ruling itself, not "look it up".
		const jinx = c.warnings.find((w) => w.code === 'jinx')!;
		expect(jinx.message['zh-CN']).toBe(
			`酒鬼与数学家相克：${OFFICIAL_RULINGS.get('drunk+mathematician')!['zh-CN']}`
		);
		expect(jinx.message.en).toContain(OFFICIAL_RULINGS.get('drunk+mathematician')!.en);
		expect(jinx.message['zh-CN']).not.toContain('请查看');
	});
});
