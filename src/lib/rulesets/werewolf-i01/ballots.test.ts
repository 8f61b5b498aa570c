import { describe, expect, it } from 'vitest';
import { voteAnnouncement } from './announce';
import { onJan2 as at, Scenario, sheriffOf, TIED_THREAD } from './testing';

function typedBackwards(): Scenario {
	const g = new Scenario().night0('s4', 's5');
	for (const [voter, target, floor] of [...TIED_THREAD].reverse())
		g.do({ type: 'i01/ballot', voter, target, floor, postedAt: at(6, floor) });
	return g;
}

describe('ballots in the forum’s order (floor and post time)', () => {
	// 第一天白天在时间上优先得票最多的角色成为警长: the post's place decides, not the typing.
	it('a tie goes to whoever reached the top first on the forum, whatever the typing order', () => {
		expect.hasAssertions();
		const g = typedBackwards().do({ type: 'i01/close-day' });
		expect(sheriffOf(g.state)).toBe('s3');
	});

	it('correcting a ballot to the other candidate and back never moves it', () => {
		expect.hasAssertions();
		const g = typedBackwards();
		g.do({ type: 'i01/ballot', voter: 's1', target: 's5', floor: 2, postedAt: at(6, 2) });
		g.do({ type: 'i01/ballot', voter: 's1', target: 's3', floor: 2, postedAt: at(6, 2) });
		g.do({ type: 'i01/close-day' });
		expect(sheriffOf(g.state)).toBe('s3');
		expect(g.state.day?.lines.at(-1)?.text['zh-CN']).toContain('3号 丙成为警长');
	});

	it('without floors, the post time orders the ballots', () => {
		expect.hasAssertions();
		const g = new Scenario().night0('s4', 's5');
		g.do({ type: 'i01/ballot', voter: 's1', target: 's5', floor: null, postedAt: at(9, 0) });
		g.do({ type: 'i01/ballot', voter: 's2', target: 's3', floor: null, postedAt: at(8, 0) });
		g.do({ type: 'i01/close-day' });
		expect(sheriffOf(g.state)).toBe('s3');
	});

	it('the vote post stamps each ballot with its floor and post time, not the typing time', () => {
		expect.hasAssertions();
		const g = typedBackwards().do({ type: 'i01/close-day' });
		const post = voteAnnouncement(g.state, 1).split('\n');
		expect(post[1]).toBe('2楼 01-02 06:02 1号 甲 → 3号 丙');
		expect(post[10]).toBe('11楼 01-02 06:11 12号 丑 → 5号 戊');
	});

	it('a floor holds one post; a post time must be a time', () => {
		expect.hasAssertions();
		const g = typedBackwards();
		expect(
			g.try({ type: 'i01/ballot', voter: 's3', target: 's5', floor: 2, postedAt: null })
		).toMatchObject({ code: 'i01.floor-taken', params: { floor: 2 } });
		expect(
			g.try({ type: 'i01/ballot', voter: 's3', target: 's5', floor: 30, postedAt: 'soon' })
		).toMatchObject({ code: 'i01.posted-at' });
		expect(
			g.try({ type: 'i01/ballot', voter: 's3', target: 's5', floor: 0, postedAt: null })
		).toMatchObject({ code: 'i01.floor' });
	});

	// Logs written before ballots had a floor still replay as they were played.
	it('an older log’s recast ballot still moves to the end', () => {
		expect.hasAssertions();
		const g = new Scenario().night0('s4', 's5').ballots(['s1', 's3'], ['s2', 's5'], ['s1', 's3']);
		expect(g.state.day?.ballots.map((b) => b.voter)).toEqual(['s2', 's1']);
	});
});
