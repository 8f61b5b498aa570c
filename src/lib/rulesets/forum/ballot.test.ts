import { describe, expect, it } from 'vitest';
import { byPost, castBallot, firstToReach, leaders, runnersUp, tallyBallots } from './ballot';

describe('ballots', () => {
	const cast = () => {
		let b = castBallot([], 'a', 'x', 1, 1);
		b = castBallot(b, 'b', 'y', 2, 2);
		b = castBallot(b, 'c', 'y', 3, 3);
		b = castBallot(b, 'd', 'x', 4, 4);
		return b;
	};
	it('keeps one ballot per voter; a recast moves to the end, undefined withdraws', () => {
		const b = castBallot(cast(), 'a', null, 5, 5);
		expect(b.map((x) => x.voter)).toEqual(['b', 'c', 'd', 'a']);
		expect(castBallot(b, 'a', undefined, 6, 6)).toHaveLength(3);
	});
	it('tallies weights and adjustments with explanation lines', () => {
		const t = tallyBallots(
			cast(),
			(v) =>
				v === 'a'
					? { weight: 2, lines: [{ key: 'w', text: { 'zh-CN': '两票', en: 'two' } }] }
					: { weight: 1, lines: [] },
			[{ target: 'y', delta: 2, line: { key: 'adj', text: { 'zh-CN': '+2', en: '+2' } } }]
		);
		expect(t.raw).toEqual({ x: 3, y: 2 });
		expect(t.adjusted).toEqual({ x: 3, y: 4 });
		expect(t.top).toEqual(['y']);
		expect(t.lines.map((l) => l.key)).toEqual(['w', 'adj']);
	});
	it('finds the leaders, the runners-up, and the first to reach a total', () => {
		expect(leaders({ x: 2, y: 2, z: 1 })).toEqual({ max: 2, top: ['x', 'y'] });
		expect(leaders({})).toEqual({ max: 0, top: [] });
		expect(runnersUp({ x: 2, y: 2, z: 1 }, 2)).toEqual({ max: 1, top: ['z'] });
		expect(firstToReach(cast(), () => 1, ['x', 'y'], 2)).toBe('y');
	});
	it('adds fractional weights without float drift (2.1 sheriff)', () => {
		let b = castBallot([], 's', 'x', 1, 1);
		b = castBallot(b, 'a', 'x', 2, 2);
		b = castBallot(b, 'c', 'y', 3, 3);
		b = castBallot(b, 'd', 'y', 4, 4);
		b = castBallot(b, 'e', 'y', 5, 5);
		const t = tallyBallots(b, (v) => ({ weight: v === 's' ? 2.1 : 1, lines: [] }));
		expect(t.adjusted).toEqual({ x: 3.1, y: 3 });
	});
	it('orders by floor, then post time, then casting; a correction keeps its post', () => {
		let b = castBallot([], 'a', 'x', 1, 1, { floor: 7 });
		b = castBallot(b, 'b', 'y', 2, 2, { floor: 3 });
		b = castBallot(b, 'c', 'y', 3, 3, { postedAt: '2026-12-01T21:00:00+08:00' });
		b = castBallot(b, 'd', 'x', 4, 4);
		expect([...b].sort(byPost).map((x) => x.voter)).toEqual(['b', 'a', 'c', 'd']);
		b = castBallot(b, 'b', 'x', 5, 5);
		expect(b.find((x) => x.voter === 'b')).toMatchObject({ target: 'x', floor: 3 });
		expect([...b].sort(byPost).map((x) => x.voter)).toEqual(['b', 'a', 'c', 'd']);
		// A new post replaces the old one.
		b = castBallot(b, 'b', 'y', 6, 6, { floor: 12 });
		expect([...b].sort(byPost).map((x) => x.voter)).toEqual(['a', 'b', 'c', 'd']);
	});
});
