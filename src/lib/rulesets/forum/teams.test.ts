import { describe, expect, it } from 'vitest';
import { type TeamRule, judgeTeams } from './teams';

type S = { a: 'lost' | 'won' | null; b: 'lost' | 'won' | null; c: 'lost' | null };
const why = { 'zh-CN': '原因', en: 'why' };
const rules: TeamRule<S>[] = [
	{
		id: 'a',
		inPlay: () => true,
		lost: (s) => (s.a === 'lost' ? why : null),
		won: (s) => (s.a === 'won' ? why : null)
	},
	{
		id: 'b',
		inPlay: () => true,
		lost: (s) => (s.b === 'lost' ? why : null),
		won: (s) => (s.b === 'won' ? why : null)
	},
	{ id: 'c', inPlay: () => true, lost: (s) => (s.c === 'lost' ? why : null) }
];
const last = { 'zh-CN': '最后', en: 'last' };

describe('judgeTeams', () => {
	it('tries wins in order, after losses', () => {
		expect(judgeTeams({ a: 'won', b: 'won', c: null }, rules, [], last).winner?.team).toBe('a');
		expect(judgeTeams({ a: 'lost', b: 'won', c: null }, rules, [], last).winner?.team).toBe('b');
	});
	it('a team that lost before can never win', () => {
		const v = judgeTeams({ a: 'won', b: null, c: null }, rules, ['a'], last);
		expect(v.winner).toBeNull();
		expect(v.newlyLost).toEqual([]);
	});
	it('the last team standing wins; all lost at once is flagged', () => {
		const v = judgeTeams({ a: 'lost', b: 'lost', c: null }, rules, [], last);
		expect(v.winner).toEqual({ team: 'c', reason: last });
		expect(v.newlyLost.map((l) => l.team)).toEqual(['a', 'b']);
		expect(judgeTeams({ a: 'lost', b: 'lost', c: 'lost' }, rules, [], last).noneLeft).toBe(true);
	});
});
