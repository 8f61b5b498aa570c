import { describe, expect, it } from 'vitest';
import { JINXED_PAIRS } from './characters';
import { jinxesIn, pairKey } from './jinxes';
import { parsed } from './script-test-helpers';
import { CAR, plainTown } from './setup-test-helpers';
import { beside, marionetteDeals } from './testing/marionette';

// Independent rule cases for setup: where the Marionette sits when there is no Demon on a seat
// (their jinxes with the Summoner and Lil' Monsta), and the jinx rulings a script shows.

describe('the Marionette’s seat', () => {
	it.each([
		{
			name: 'beside the Summoner when there is no Demon yet',
			pick: [...plainTown(5), 'marionette', 'summoner'],
			anchor: 'summoner'
		},
		{
			name: 'beside a Minion (not the Demon, who is not seated) with Lil’ Monsta',
			pick: [...plainTown(5), 'widow', 'marionette', 'lilmonsta'],
			anchor: 'widow'
		}
	])('$name', ({ pick, anchor }) => {
		for (const deal of marionetteDeals(pick, anchor))
			expect(beside(7, deal.anchor), `seed ${deal.seed}`).toContain(deal.marionette);
	});
});

describe('jinx rulings on a script', () => {
	it('every official pair among the experimental characters has its ruling in both languages', () => {
		const experimental = JINXED_PAIRS.filter(([a, b]) =>
			[a, b].some((id) => CAR.characters.some((c) => c.id === id))
		);
		expect(experimental.length).toBeGreaterThan(50);
		for (const [a, b] of experimental) {
			const [j] = jinxesIn(parsed([a, b]));
			expect(j?.text?.en, `${a}+${b}`).toBeTruthy();
			expect(j?.text?.['zh-CN'], `${a}+${b}`).toBeTruthy();
		}
	});
	it('the Marionette sits beside a Minion with Lil’ Monsta, beside the Summoner with the Summoner', () => {
		const ruling = (a: string, b: string) =>
			jinxesIn(parsed([a, b])).find((j) => pairKey(j.a, j.b) === pairKey(a, b))?.text?.en;
		expect(ruling('lilmonsta', 'marionette')).toMatch(/beside a Minion, not the Demon/);
		expect(ruling('marionette', 'summoner')).toMatch(/beside the Summoner/);
		expect(ruling('kazali', 'marionette')).toMatch(/neighbours/);
	});
});
