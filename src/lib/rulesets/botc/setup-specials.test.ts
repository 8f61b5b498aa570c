import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { homebrewEntry, parsed } from './script-test-helpers';
import { dealCharacters, randomCharacters, validateSetup } from './setup';
import { codes, expectLegal } from './setup-test-helpers';

// The selection specials of the official script format on a script's own characters:
// `bag-duplicate` (this character may go into the bag more than once), `good-duplicate` and
// `evil-duplicate` (with this character, any good or evil character may), `bag-disabled` (never
// drawn into the bag). The World Cup 2025 Witch Hunt's only Minion is its own Witch, with
// `bag-duplicate`: every Minion is a Witch.

const witchHunt = () => parsed(readFileSync('tests/fixtures/scripts/wc25/witchhunt.json', 'utf8'));

/** The Trouble Brewing characters on a script after its own character. */
const TB_EIGHT = ['chef', 'librarian', 'empath', 'monk', 'slayer', 'soldier', 'poisoner', 'imp'];

/** A script of its own character carrying the selection `special`, then `TB_EIGHT` and `extra`. */
function own(special: string, team: string, extra: unknown[] = []) {
	const copy = homebrewEntry('specials-copy', 'Copy', team, 'Our own test ability.', {
		special: [{ type: 'selection', name: special }]
	});
	return parsed([{ id: '_meta', name: 'Specials' }, copy, ...TB_EIGHT, ...extra]);
}

const town = [
	'steward',
	'noble',
	'librarian',
	'shugenja',
	'balloonist',
	'general',
	'fortuneteller'
];

describe('bag-duplicate on a script’s own character', () => {
	it('lets the bag hold several Witch Hunt Witches; the official Witch is not on the script', () => {
		const script = witchHunt();
		// 10 players: 7 Townsfolk, 2 Minions, 1 Demon; Lil’ Monsta is babysat, +1 Minion.
		const bag = [...town, 'witchhuntwitch', 'witchhuntwitch', 'witchhuntwitch', 'lilmonsta'];
		expectLegal(validateSetup(script, bag, 10));
		expect(
			codes(validateSetup(script, [...town, 'witch', 'witch', 'witch', 'lilmonsta'], 10))
		).toEqual(expect.arrayContaining(['not-on-script']));
	});

	it('draws a legal random bag of Witches at every player count', () => {
		const script = witchHunt();
		for (let n = 5; n <= 15; n++)
			for (let seed = 1; seed <= 5; seed++) {
				const pick = randomCharacters(script, n, seed * 31 + n);
				expect(pick, `${n} players`).not.toBeNull();
				const witches = (pick ?? []).filter((id) => id === 'witchhuntwitch').length;
				// The table's Minions, plus one for Lil’ Monsta: all of them Witches.
				expect(witches, `${n} players`).toBe(n >= 13 ? 4 : n >= 10 ? 3 : 2);
				expectLegal(validateSetup(script, pick ?? [], n));
			}
	});

	it('deals each copy to its own seat, a Witch babysitting Lil’ Monsta', () => {
		const script = witchHunt();
		const bag = randomCharacters(script, 7, 3) ?? [];
		const seats = Array.from({ length: 7 }, (_, i) => `s${i + 1}`);
		const { deals, babysitter } = dealCharacters(script, bag, seats, 11);
		expect(deals.filter((d) => d.character === 'witchhuntwitch')).toHaveLength(2);
		expect(deals.find((d) => d.seat === babysitter)?.character).toBe('witchhuntwitch');
	});

	it('allows copies only of the character that carries it', () => {
		const script = own('bag-duplicate', 'townsfolk');
		expectLegal(
			validateSetup(script, ['specialscopy', 'specialscopy', 'chef', 'poisoner', 'imp'], 5)
		);
		expect(
			codes(validateSetup(script, ['specialscopy', 'chef', 'chef', 'poisoner', 'imp'], 5))
		).toEqual(['duplicate']);
	});
});

describe('the other selection specials on a script’s own character', () => {
	it('good-duplicate allows copies of good characters only, evil-duplicate of evil ones', () => {
		const good = own('good-duplicate', 'townsfolk');
		expectLegal(validateSetup(good, ['specialscopy', 'chef', 'chef', 'poisoner', 'imp'], 5));
		expect(
			codes(
				validateSetup(
					good,
					['specialscopy', 'chef', 'poisoner', 'poisoner', 'imp', 'monk', 'empath'],
					7
				)
			)
		).toContain('duplicate');
		const evil = own('evil-duplicate', 'townsfolk');
		expect(
			codes(validateSetup(evil, ['specialscopy', 'chef', 'chef', 'poisoner', 'imp'], 5))
		).toEqual(['duplicate']);
	});

	it('a duplicate special carried by no character chosen allows nothing', () => {
		const script = own('good-duplicate', 'townsfolk');
		expect(codes(validateSetup(script, ['monk', 'chef', 'chef', 'poisoner', 'imp'], 5))).toEqual([
			'duplicate'
		]);
	});

	it('bag-disabled keeps the character out of every random bag', () => {
		const script = own('bag-disabled', 'townsfolk');
		for (let seed = 1; seed <= 30; seed++)
			expect(randomCharacters(script, 7, seed)).not.toContain('specialscopy');
	});
});
