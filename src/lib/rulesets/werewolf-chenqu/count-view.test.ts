import { describe, expect, it } from 'vitest';
import { countView } from './index';
import { dayTwo } from './testing';

const keys = (g: ReturnType<typeof dayTwo>) => countView(g.s)?.lines.map((l) => l.key) ?? [];

describe('the count is closed before its outcome and questions (issue 31, part 4)', () => {
	it('asks nothing about 装傻 while ballots are still coming in', () => {
		const g = dayTwo();
		const b = Object.entries(g.ballots({ idiot: 3 }));
		for (const [voter, target] of b) g.do({ type: 'ballot/cast', voter, target });
		const open = countView(g.s);
		expect(open?.closed).toBe(false);
		expect(open?.idiotMayFeign).toBe(false);
		expect(keys(g)).not.toContain('result');
		// The engine refuses to apply an open count: no answer can end it early.
		expect(g.try({ type: 'day/result', feign: true })?.code).toBe('wwc.count-not-closed');
		expect(g.try({ type: 'day/result' })?.code).toBe('wwc.count-not-closed');
		g.do({ type: 'day/count-closed' });
		const closed = countView(g.s);
		expect(closed?.closed).toBe(true);
		expect(closed?.idiotMayFeign).toBe(true);
		expect(keys(g)).toContain('result');
	});

	it('shows no “goes out” from 诽谤’s +2 alone before any ballot', () => {
		const g = dayTwo({ slander: ['slanderer', 'envoy'] });
		expect(keys(g)).toContain('slander:envoy');
		expect(keys(g)).not.toContain('result');
		expect(keys(g)).not.toContain('slander-result');
	});

	it('locks ballots once closed; reopening (or undo) lets them in again', () => {
		const g = dayTwo();
		g.do({ type: 'ballot/cast', voter: 'seer', target: 'idiot' });
		g.do({ type: 'day/count-closed' });
		expect(g.try({ type: 'ballot/cast', voter: 'witch', target: 'idiot' })?.code).toBe(
			'wwc.phase.voting-closed'
		);
		expect(g.try({ type: 'ballot/withdrawn', voter: 'seer' })?.code).toBe(
			'wwc.phase.voting-closed'
		);
		expect(g.try({ type: 'day/count-closed' })?.code).toBe('wwc.count-already-closed');
		g.do({ type: 'day/count-reopened' });
		expect(countView(g.s)?.closed).toBe(false);
		g.do({ type: 'ballot/cast', voter: 'witch', target: 'idiot' });
		expect(g.s.day?.ballots).toHaveLength(2);
	});

	it('asks about a tie’s scapegoat only after the close', () => {
		const g = dayTwo();
		const b = Object.entries(g.ballots({ seer: 2, witch: 2 }));
		for (const [voter, target] of b) g.do({ type: 'ballot/cast', voter, target });
		expect(keys(g)).not.toContain('result');
		g.do({ type: 'day/count-closed' });
		expect(countView(g.s)?.lines.find((l) => l.key === 'result')).toBeTruthy();
	});

	it('still replays an older log whose day/closed closed and applied the count at once', () => {
		const g = dayTwo();
		for (const [voter, target] of Object.entries(g.ballots({ seer: 3 })))
			g.do({ type: 'ballot/cast', voter, target });
		g.do({ type: 'day/closed' });
		expect(g.out('seer')).toBe(true);
	});
});
