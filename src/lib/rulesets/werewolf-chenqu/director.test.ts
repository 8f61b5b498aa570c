import { describe, expect, it } from 'vitest';
import { dayStartPost, lastWordsSeats, outIds } from './index';
import { TestGame } from './testing';

describe('the director’s rulings', () => {
	it('sets the sheriff by hand, with a reason, and clears the badge', () => {
		const g = new TestGame();
		expect(g.try({ type: 'director/sheriff', seat: 'seer', reason: '补选' })?.code).toBe(
			'wwc.phase.not-started'
		);
		g.start().vote('guard');
		expect(g.s.sheriff).toBe('guard');
		expect(g.try({ type: 'director/sheriff', seat: 'seer', reason: ' ' })?.code).toBe('wwc.reason');
		expect(g.try({ type: 'director/sheriff', seat: 'guard', reason: '补选' })?.code).toBe(
			'wwc.already-sheriff'
		);
		g.do({ type: 'director/out', seat: 'witch', reason: '超时' });
		expect(g.try({ type: 'director/sheriff', seat: 'witch', reason: '补选' })?.code).toBe(
			'wwc.target-out'
		);
		g.do({ type: 'director/sheriff', seat: 'seer', reason: '计票有误' });
		expect(g.s.sheriff).toBe('seer');
		expect(g.dayLines()).toContain('导演裁定 seer 为警长：计票有误');
		expect(g.s.facts.at(-1)).toMatchObject({ kind: 'sheriffChanged', seats: ['seer'] });
		g.night({});
		expect(dayStartPost(g.s, 2)).toContain('当日警长：seer');
		g.do({ type: 'director/sheriff', seat: null, reason: '撤销' });
		expect(g.s.sheriff).toBeNull();
		expect(g.try({ type: 'director/sheriff', seat: null, reason: '撤销' })?.code).toBe(
			'wwc.no-sheriff'
		);
		// The next morning's post follows the ruling: nobody holds the badge.
		g.vote({}).night({});
		expect(dayStartPost(g.s, 3)).toContain('当日警长：无');
		expect(dayStartPost(g.s, 2)).toContain('当日警长：seer');
	});

	// 【殉职】 is a ‹锁定技›: only the director's ruling (logged, with its reason) leaves the badge empty.
	it('a ruling of no successor leaves no sheriff in the next morning post', () => {
		const g = new TestGame().start().vote('seer');
		g.night({ kill: ['blackWolf', 'seer'] });
		expect(dayStartPost(g.s, 2)).toContain('当日警长：待继任');
		g.do({ type: 'director/sheriff', seat: null, reason: '超时未继任' });
		expect(g.s.pending).toEqual([]);
		expect(g.s.sheriff).toBeNull();
		g.vote({}).night({});
		expect(dayStartPost(g.s, 3)).toContain('当日警长：无');
	});

	it('an ejected sheriff leaves no sheriff in the next morning post', () => {
		const g = new TestGame().start().vote('seer');
		for (let i = 0; i < 3; i++)
			g.do({ type: 'penalty/added', seat: 'seer', points: 4, reason: '测试' });
		expect(g.s.sheriff).toBeNull();
		g.night({});
		expect(dayStartPost(g.s, 2)).toContain('当日警长：无');
	});

	it('lists who leaves last words and who may be restored', () => {
		const g = new TestGame().start().vote('seer');
		for (const id of ['witch', 'elder', 'guard', 'cupid', 'rebel1', 'envoy'])
			g.do({ type: 'director/out', seat: id, reason: '测试' });
		expect(lastWordsSeats(g.s)).toEqual(['witch', 'elder', 'guard', 'cupid', 'rebel1']);
		expect(outIds(g.s)).toEqual(['witch', 'elder', 'guard', 'rebel1', 'envoy', 'cupid']);
		g.do({ type: 'director/restored', seat: 'envoy', reason: '误判' });
		expect(outIds(g.s)).not.toContain('envoy');
	});
});
