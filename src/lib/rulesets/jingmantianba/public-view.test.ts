import { describe, expect, it } from 'vitest';
import { Table, TB7 } from '../botc/engine/testing/builders';
import type { GameState } from '../botc/engine/types';
import { jingmantianbaRuleSet } from './ruleset';

// 《井满田坝》 plays on the BotC engine; its public screen (公示) is the same projection.
describe('《井满田坝》 public screen', () => {
	it('shows the town as it was at dusk until the day starts', async () => {
		const rules = await jingmantianbaRuleSet.rules();
		const view = (s: GameState) =>
			rules.publicView?.(s) as { alive: number; seats: { alive: boolean }[] };
		const t = new Table({ characters: [...TB7] });
		t.do({ type: 'night/started' }).do({ type: 'seat/died', seat: 's4' });
		expect(view(t.state).seats[3]?.alive).toBe(true);
		expect(view(t.state).alive).toBe(7);
		t.do({ type: 'day/started' });
		expect(view(t.state).seats[3]?.alive).toBe(false);
		expect(view(t.state).alive).toBe(6);
	});
});
