import { describe, expect, it } from 'vitest';
import { afterHits, isSpent, livesOf } from './lives';
import {
	ALL_SKILLS,
	canUseSkill,
	emptyMarks,
	hasLost,
	hasStatus,
	withCounter,
	withLost,
	withStatus,
	withUse,
	withoutStatus
} from './marks';
import {
	isEjected,
	penaltyTotal,
	priorOffences,
	thresholdsReached,
	withPenalty,
	withoutPenalty
} from './penalties';
import { createExplainer, orderedActions, withAction } from './resolution';

describe('marks, lives, penalties, resolution helpers', () => {
	it('keeps statuses, counters, uses and lost skills as data', () => {
		let m = withStatus(withStatus(emptyMarks(), 'b'), 'a');
		expect(m.statuses).toEqual(['a', 'b']);
		m = withoutStatus(m, 'a');
		expect(hasStatus(m, 'a')).toBe(false);
		m = withCounter(withUse(m, 'poison'), 'day', 3);
		expect(canUseSkill(m, 'poison', 1)).toBe(false);
		expect(canUseSkill(m, 'antidote', 1)).toBe(true);
		expect(m.counters).toEqual({ day: 3 });
		expect(withCounter(m, 'day', null).counters).toEqual({});
		expect(hasLost(withLost(m, ALL_SKILLS), 'anything')).toBe(true);
	});
	it('takes lives by hits, gives back by heals, never above the maximum', () => {
		expect(afterHits(livesOf(2), 1, 0)).toEqual({ current: 1, max: 2 });
		expect(afterHits({ current: 1, max: 2 }, 0, 1)).toEqual({ current: 2, max: 2 });
		expect(afterHits(livesOf(2), 0, 1)).toEqual({ current: 2, max: 2 });
		expect(isSpent(afterHits(livesOf(1), 1, 0))).toBe(true);
		expect(isSpent(afterHits(livesOf(1), 1, 1))).toBe(false);
	});
	it('derives totals, ejection and escalation from the ledger', () => {
		let l = withPenalty([], {
			id: 'p1',
			seat: 's',
			points: 6,
			reason: 'r',
			article: '潜水',
			at: 1
		});
		l = withPenalty(l, { id: 'p2', seat: 's', points: 6, reason: 'r', article: '潜水', at: 2 });
		expect(penaltyTotal(l, 's')).toBe(12);
		expect(isEjected(l, 's', 12)).toBe(true);
		expect(priorOffences(l, 's', '潜水')).toBe(2);
		expect(thresholdsReached(10, [12, 6, 10])).toEqual([6, 10]);
		expect(isEjected(withoutPenalty(l, 'p2'), 's', 12)).toBe(false);
	});
	it('orders actions by slot and lets the director void a line', () => {
		const slots = [
			{ skill: 'a', deadline: '1', order: 0 },
			{ skill: 'b', deadline: '2', order: 1 }
		];
		let acts = withAction([], { skill: 'b', actor: 'x', target: 'y', seq: 1, at: 1 });
		acts = withAction(acts, { skill: 'a', actor: 'x', target: 'y', seq: 2, at: 2 });
		acts = withAction(acts, { skill: 'b', actor: 'x', target: 'z', seq: 3, at: 3 });
		expect(orderedActions(acts, slots).map((a) => `${a.skill}${a.target}`)).toEqual(['ay', 'bz']);
		const ex = createExplainer({ k: 'why' });
		expect(ex.effect('k', { 'zh-CN': 'x', en: 'x' })).toBe(false);
		expect(ex.effect('j', { 'zh-CN': 'y', en: 'y' })).toBe(true);
		expect(ex.lines).toEqual([
			{ key: 'k', text: { 'zh-CN': 'x', en: 'x' }, voided: 'why' },
			{ key: 'j', text: { 'zh-CN': 'y', en: 'y' } }
		]);
	});
});
