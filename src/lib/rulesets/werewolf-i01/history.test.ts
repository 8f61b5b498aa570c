import { describe, expect, it } from 'vitest';
import { publicHistory } from './announce';
import { Scenario } from './testing';

describe('publicHistory: the announcements made so far', () => {
	it('is empty before day 1 is counted, then grows post by post', () => {
		const g = new Scenario().night0('s4', 's5');
		expect(publicHistory(g.state)).toEqual([]);
		g.vote({ s1: 's1' });
		expect(publicHistory(g.state)).toEqual([
			{ day: 1, part: 'vote', items: [{ kind: 'sheriff', seat: 's1' }], lastWords: [] }
		]);
		g.night({ kill: ['s8', 's2'] }, 4);
		g.do({ type: 'i01/close-phase' }, { type: 'i01/close-phase' });
		g.do({ type: 'i01/last-words', seat: 's2', text: '遗言' });
		// Tonight's deaths wait for the morning.
		expect(publicHistory(g.state)).toHaveLength(1);
		g.do({ type: 'i01/start-day' });
		expect(publicHistory(g.state).at(-1)).toEqual({
			day: 2,
			part: 'dayStart',
			items: [{ kind: 'out', seat: 's2' }],
			lastWords: [{ seat: 's2', text: '遗言' }]
		});
	});

	it('a game voided by day makes no further opening post', () => {
		const g = new Scenario().night0('s4', 's5').vote({ s1: 's1' });
		g.night({}, 4);
		g.do({ type: 'i01/close-phase' }, { type: 'i01/close-phase' }, { type: 'i01/start-day' });
		g.do({ type: 'i01/void', reason: '主办失误' });
		expect(publicHistory(g.state).map((e) => `${e.day}:${e.part}`)).toEqual([
			'1:vote',
			'2:dayStart'
		]);
		expect(publicHistory(g.state)[1]?.items).toEqual([]);
	});
});
