import { dealCharacters } from '../setup-deal';
import { CAR } from '../setup-test-helpers';

// Where the deal seats the Marionette (the setup tests: setup-deal, rule-cases-setup).

const SEVEN = ['s1', 's2', 's3', 's4', 's5', 's6', 's7'];

/** The seats, by index, on either side of seat `i` of `n`. */
export const beside = (n: number, i: number) => [(i + 1) % n, (i + n - 1) % n];

/**
 * The Carousel's `pick` dealt to seven seats with each seed below `seeds`: the deal, and the
 * seats (by index) of the Marionette and of `anchor`, whom she should sit beside.
 */
export function marionetteDeals(pick: readonly string[], anchor: string, seeds = 40) {
	return Array.from({ length: seeds }, (_, seed) => {
		const { deals } = dealCharacters(CAR, pick, SEVEN, seed);
		const at = (id: string) => deals.findIndex((d) => d.character === id);
		return { seed, deals, marionette: at('marionette'), anchor: at(anchor) };
	});
}
