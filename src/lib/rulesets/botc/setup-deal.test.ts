import { describe, expect, it } from 'vitest';
import { randomCharacters, validateSetup } from './setup';
import { teamCounts, travellersNeeded } from './setup-counts';
import { dealCharacters, randomTravellers, suggestBluffs } from './setup-deal';
import { codes, expectLegal, custom, TB, BMR, SNV, CAR, plainTown } from './setup-test-helpers';
import { beside, marionetteDeals } from './testing/marionette';

// Random sets, travellers beyond the table, the deal and the bluffs.

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
	it('draws a Demon that adds a Minion (混沌, Hundun) with that Minion, not never', () => {
		const town = [
			'chef',
			'librarian',
			'empath',
			'monk',
			'slayer',
			'soldier',
			'mayor',
			'undertaker'
		];
		const more = ['ravenkeeper', 'virgin', 'washerwoman', 'investigator', 'fortuneteller'];
		const minions = ['poisoner', 'spy', 'baron', 'scarletwoman', 'widow'];
		const s = custom([
			...town,
			...more,
			'drunk',
			'recluse',
			'saint',
			'butler',
			...minions,
			'hundun'
		]);
		for (let n = 5; n <= 15; n++) {
			const pick = randomCharacters(s, n, 11 * n);
			expect(pick, `${n} players`).not.toBeNull();
			expect(pick?.filter((id) => minions.includes(id))).toHaveLength(teamCounts(n).minion + 1);
			expect(validateSetup(s, pick ?? [], n).errors, pick?.join(' ')).toEqual([]);
		}
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
		const pick = [...plainTown(5), 'marionette', 'ojo'];
		for (const { deals, marionette: m, anchor: demon } of marionetteDeals(pick, 'ojo')) {
			expect(beside(7, demon)).toContain(m);
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
