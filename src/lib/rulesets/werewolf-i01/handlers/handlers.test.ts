import { describe, expect, it } from 'vitest';
import { isRejection, reject } from '../../../engine/types';
import { HANDLERS } from '../reduce';
import { emptyState, playerOf } from '../state';
import { Scenario } from '../testing';
import { dayHandlers } from './day';
import { directorHandlers } from './director';
import { nightHandlers } from './night';
import { setupHandlers } from './setup';

// The I01 reducer is a map from event type to handler; each handler is a plain function of the
// state and its event, tested here on its own (the scenarios in the other files go through the log;
// what the map itself must be, for every rule set: rulesets/handler-maps.test.ts).

describe('the I01 reducer after the result', () => {
	it('after the result only penalties and last words are taken', () => {
		const g = new Scenario();
		g.do({ type: 'i01/void', reason: '人数不足' });
		expect(g.try({ type: 'i01/deal' })).toEqual(reject('i01.ended'));
		expect(
			g.try({ type: 'i01/penalty', seat: 's1', article: null, points: 1, reason: '刷屏' })
		).toBe(null);
	});
});

describe('I01 handlers on their own', () => {
	it('i01/create: twelve named players, once', () => {
		const e = { type: 'i01/create' as const, at: 5, id: 'g', name: 'x', seed: 1 };
		expect(setupHandlers['i01/create'](emptyState(), { ...e, names: ['a'] })).toEqual(
			reject('i01.players', { n: 12 })
		);
		const names = Array.from({ length: 12 }, (_, i) => (i === 3 ? ' ' : `p${i}`));
		expect(setupHandlers['i01/create'](emptyState(), { ...e, names })).toEqual(reject('i01.names'));
		const made = setupHandlers['i01/create'](emptyState(), { ...e, names: names.fill('q', 3, 4) });
		if (isRejection(made)) throw new Error('refused');
		expect(made.players.map((p) => p.seat).at(-1)).toBe('s12');
		expect(setupHandlers['i01/create'](made, { ...e, names })).toEqual(reject('i01.created'));
	});

	it('i01/end-night0 waits for 金箭 (a ‹强制› skill)', () => {
		const s = new Scenario().state;
		expect(HANDLERS['i01/end-night0'](s, { type: 'i01/end-night0', at: 1 })).toEqual(
			reject('i01.arrows')
		);
	});

	it('i01/ballot and i01/speed-up only while the vote is open', () => {
		const s = new Scenario().state;
		expect(
			dayHandlers['i01/ballot'](s, { type: 'i01/ballot', at: 1, voter: 's1', target: 's2' })
		).toEqual(reject('i01.not-voting'));
		const day = new Scenario().night0('s4', 's5').state;
		expect(
			dayHandlers['i01/ballot'](day, { type: 'i01/ballot', at: 1, voter: 's1', target: 'zz' })
		).toEqual(reject('i01.vote-target'));
		const cast = dayHandlers['i01/ballot'](day, {
			type: 'i01/ballot',
			at: 1,
			voter: 's1',
			target: 's2'
		});
		if (isRejection(cast)) throw new Error('refused');
		expect(cast.day?.ballots.map((b) => [b.voter, b.target])).toEqual([['s1', 's2']]);
		expect(cast.clock).toBe(day.clock + 1);
		expect(
			dayHandlers['i01/speed-up'](s, { type: 'i01/speed-up', at: 1, seat: 's1', on: true })
		).toEqual(reject('i01.speed-up-not-day'));
	});

	it('i01/badge needs a pending 殉职 and a successor still in', () => {
		const s = new Scenario().night0('s4', 's5').state;
		expect(dayHandlers['i01/badge'](s, { type: 'i01/badge', at: 1, to: 's2' })).toEqual(
			reject('i01.no-badge')
		);
	});

	it('i01/start-night after the count only', () => {
		const s = new Scenario().night0('s4', 's5').state;
		expect(HANDLERS['i01/start-night'](s, { type: 'i01/start-night', at: 1 })).toEqual(
			reject('i01.count-first')
		);
	});

	it('i01/action by day, i01/override without a reason, i01/start-day before the dawn', () => {
		const day = new Scenario().night0('s4', 's5').state;
		const action = {
			type: 'i01/action' as const,
			at: 1,
			skill: 'kill' as const,
			actor: 's8',
			target: 's1'
		};
		expect(nightHandlers['i01/action'](day, action)).toEqual(reject('i01.not-night'));
		expect(nightHandlers['i01/action'](day, { ...action, skill: 'fly' as never })).toEqual(
			reject('i01.skill')
		);
		const night = new Scenario().night0('s4', 's5').vote({}).do({ type: 'i01/start-night' }).state;
		expect(
			nightHandlers['i01/override'](night, { type: 'i01/override', at: 1, key: 'k', reason: ' ' })
		).toEqual(reject('i01.override-reason'));
		expect(HANDLERS['i01/start-day'](night, { type: 'i01/start-day', at: 1 })).toEqual(
			reject('i01.night-open')
		);
	});

	it('i01/penalty: an article’s range, a reason, the 12-point ceiling', () => {
		const s = new Scenario().state;
		const e = {
			type: 'i01/penalty' as const,
			at: 1,
			seat: 's1',
			article: null,
			points: 2,
			reason: ''
		};
		expect(directorHandlers['i01/penalty'](s, e)).toEqual(reject('i01.penalty-reason'));
		expect(directorHandlers['i01/penalty'](s, { ...e, points: 13, reason: 'x' })).toEqual(
			reject('i01.points')
		);
		expect(directorHandlers['i01/penalty'](s, { ...e, article: 'nope' })).toEqual(
			reject('i01.article')
		);
		const ok = directorHandlers['i01/penalty'](s, { ...e, reason: ' 刷屏 ' });
		if (isRejection(ok)) throw new Error('refused');
		expect(ok.penalties).toEqual([{ id: 'p1', seat: 's1', points: 2, reason: '刷屏', at: 1 }]);
		expect(
			directorHandlers['i01/unpenalty'](s, { type: 'i01/unpenalty', at: 1, id: 'p9' })
		).toEqual(reject('i01.unknown'));
	});

	it('i01/void needs a reason and ends the game', () => {
		const s = new Scenario().state;
		expect(directorHandlers['i01/void'](s, { type: 'i01/void', at: 1, reason: ' ' })).toEqual(
			reject('i01.void-reason')
		);
		const v = directorHandlers['i01/void'](s, { type: 'i01/void', at: 9, reason: '断线' });
		if (isRejection(v)) throw new Error('refused');
		expect(v.phase).toEqual({ kind: 'ended' });
		expect(v.result).toEqual({ kind: 'void', reason: '断线', at: 9 });
		expect(playerOf(v, 's1')?.out).toBeNull();
	});
});
