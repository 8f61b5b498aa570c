import { describe, expect, it } from 'vitest';
import { publicViewChenqu } from './public-view';
import { TestGame } from './testing';

const row = (g: TestGame, id: string) => publicViewChenqu(g.s).rows.find((r) => r.seat === id);

describe('沉取场 public screen: only what has been announced', () => {
	it('a night’s out waits for the next day’s opening post; numbers follow the seats', () => {
		expect.hasAssertions();
		const g = new TestGame()
			.start()
			.vote('witch')
			.night({ kill: ['blackWolf', 'seer'] }, false);
		expect(g.out('seer')).toBe(true);
		expect(row(g, 'seer')?.states).toEqual([]);
		g.do({ type: 'day/started' });
		expect(row(g, 'seer')?.states).toEqual(['out']);
		expect(publicViewChenqu(g.s).rows.map((r) => r.no)).toEqual(g.s.seats.map((_, i) => i + 1));
	});

	it('the sheriff and the ballots once counted, never a role, team or cause', () => {
		expect.hasAssertions();
		const g = new TestGame().start();
		g.do({ type: 'ballot/cast', voter: 'citizen1', target: 'witch' });
		expect(publicViewChenqu(g.s).ballots).toEqual([]);
		g.vote('witch');
		const view = publicViewChenqu(g.s);
		expect(view.rows.find((r) => r.sheriff)?.seat).toBe('witch');
		expect(view.ballots.length).toBeGreaterThan(0);
		const json = JSON.stringify(view);
		for (const secret of ['"role"', '"team"', '"cause"', '"lives"', 'lover'])
			expect(json).not.toContain(secret);
	});

	it('a charm the piper’s night exit ended stays on the screen until the day’s post', () => {
		expect.hasAssertions();
		const g = new TestGame()
			.start()
			.vote('witch')
			.night({ charm: ['piper', 'seer'] });
		expect(row(g, 'seer')?.states).toEqual(['charmed']);
		g.vote('nun').night({ kill: ['blackWolf', 'piper'] }, false);
		expect(g.out('piper')).toBe(true);
		expect(g.seat('seer').statuses).not.toContain('charmed');
		expect(row(g, 'seer')?.states).toEqual(['charmed']);
		expect(row(g, 'piper')?.states).toEqual([]);
		g.do({ type: 'day/started' });
		expect(row(g, 'seer')?.states).toEqual([]);
		expect(row(g, 'piper')?.states).toEqual(['out']);
	});
});
