import { describe, expect, it } from 'vitest';
import { firstNight } from '../engine/testing/builders';
import { answers, nextNight, poison, suggest } from './testing';

// The Bounty Hunter, the Pixie and the Huntsman, s1 … s8 clockwise: s6 a Damsel, s7 a Widow
// (Minion), s8 a Legion (Demon).
const SET = ['bountyhunter', 'pixie', 'huntsman', 'noble', 'steward', 'damsel', 'widow', 'legion'];
const night1 = () => firstNight({ script: 'carousel', characters: SET });

describe('the Bounty Hunter, the Pixie and the Huntsman', () => {
	it('Bounty Hunter: one evil player, each evil player an option', () => {
		const s = suggest(night1(), 'bountyhunter');
		expect(answers(s, 'true')).toEqual([{ seats: ['s7'] }, { seats: ['s8'] }]);
		expect(s.mayBeFalse).toBe(false);
		// Poisoned: any player may be shown instead.
		const p = suggest(poison(night1(), 's1'), 'bountyhunter');
		expect(p.mayBeFalse).toBe(true);
		expect(p.options.filter((o) => o.truth === 'false')).toEqual([
			{ answer: { seats: [] }, truth: 'false', complete: { seats: 1 } }
		]);
	});

	it('Pixie: an in-play Townsfolk, each one an option, only on the first night', () => {
		const s = suggest(night1(), 'pixie');
		expect(answers(s, 'true')).toEqual([
			{ characters: ['bountyhunter'] },
			{ characters: ['huntsman'] },
			{ characters: ['noble'] },
			{ characters: ['steward'] }
		]);
		// The Pixie itself is not among them; poisoned, a false one is a Townsfolk not in play.
		const p = suggest(poison(night1(), 's2'), 'pixie');
		const wrong = p.options.find((o) => o.truth === 'false')?.complete?.characters?.[0] ?? [];
		expect(wrong.length).toBeGreaterThan(0);
		for (const id of ['widow', 'legion', 'damsel', 'noble', 'steward'])
			expect(wrong).not.toContain(id);
	});

	it('Huntsman: yes when the chosen player is the Damsel, no otherwise', () => {
		expect(answers(suggest(night1(), 'huntsman', ['s6']), 'true')).toEqual([{ yes: true }]);
		expect(answers(suggest(night1(), 'huntsman', ['s4']), 'true')).toEqual([{ yes: false }]);
		// Nothing to work out until the Huntsman has chosen.
		const waiting = suggest(night1(), 'huntsman');
		expect(waiting.ready).toBe(false);
		expect(waiting.options).toEqual([]);
		// On a later night the Huntsman still chooses; the Damsel is found the same way.
		expect(answers(suggest(nextNight(night1()), 'huntsman', ['s6']), 'true')).toEqual([
			{ yes: true }
		]);
	});
});
