import { describe, expect, it } from 'vitest';
import { afterHits, isSpent, livesOf } from './lives';
import * as marks from './marks';
import * as penalties from './penalties';
import { createExplainer, orderedActions, withAction } from './resolution';

describe('marks, lives, penalties, resolution helpers', () => {
	it('keeps statuses, counters, uses and lost skills as data', () => {
		let m = marks.withStatus(marks.withStatus(marks.emptyMarks(), 'b'), 'a');
		expect(m.statuses).toEqual(['a', 'b']);
		m = marks.withoutStatus(m, 'a');
		expect(marks.hasStatus(m, 'a')).toBe(false);
		m = marks.withCounter(marks.withUse(m, 'poison'), 'day', 3);
		expect(marks.canUseSkill(m, 'poison', 1)).toBe(false);
		expect(marks.canUseSkill(m, 'antidote', 1)).toBe(true);
		expect(m.counters).toEqual({ day: 3 });
		expect(marks.withCounter(m, 'day', null).counters).toEqual({});
		expect(marks.hasLost(marks.withLost(m, marks.ALL_SKILLS), 'anything')).toBe(true);
	});
	it('takes lives by hits, gives back by heals, never above the maximum', () => {
		expect(afterHits(livesOf(2), 1, 0)).toEqual({ current: 1, max: 2 });
		expect(afterHits({ current: 1, max: 2 }, 0, 1)).toEqual({ current: 2, max: 2 });
		expect(afterHits(livesOf(2), 0, 1)).toEqual({ current: 2, max: 2 });
		expect(isSpent(afterHits(livesOf(1), 1, 0))).toBe(true);
		expect(isSpent(afterHits(livesOf(1), 1, 1))).toBe(false);
	});
	it('derives totals, ejection and escalation from the ledger', () => {
		// The same six-point offence (潜水), twice.
		const diving = (id: string, at: number) =>
			({ id, seat: 's', points: 6, reason: 'r', article: '潜水', at }) as const;
		const l = penalties.withPenalty(penalties.withPenalty([], diving('p1', 1)), diving('p2', 2));
		expect(penalties.penaltyTotal(l, 's')).toBe(12);
		expect(penalties.isEjected(l, 's', 12)).toBe(true);
		expect(penalties.priorOffences(l, 's', '潜水')).toBe(2);
		expect(penalties.thresholdsReached(10, [12, 6, 10])).toEqual([6, 10]);
		expect(penalties.isEjected(penalties.withoutPenalty(l, 'p2'), 's', 12)).toBe(false);
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
