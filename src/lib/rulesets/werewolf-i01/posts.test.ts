import { describe, expect, it } from 'vitest';
import { publicViewI01, voteAnnouncement } from './announce';
import { Scenario } from './testing';

// Issue 20: the posts say what the rules (seed 003) say, and at the time they say it.

/** Day 1 elects 3号 丙 sheriff; night 1 as given; day 2 opens. */
const day2 = (night: Parameters<Scenario['night']>[0] = {}) =>
	new Scenario().night0('s4', 's5').vote({ s3: 's3' }).night(night).do({ type: 'i01/start-day' });

describe('I01 vote posts and the public screen', () => {
	// 投票过程在当天计票结束后予以公布。
	it('today’s ballots reach the public screen only once the count is closed', () => {
		const g = day2().do(
			{ type: 'i01/ballot', voter: 's1', target: 's9' },
			{ type: 'i01/ballot', voter: 's2', target: 's10' }
		);
		expect(publicViewI01(g.state).ballots).toEqual([]);
		g.do({ type: 'i01/close-day' });
		expect(publicViewI01(g.state).ballots).toEqual([
			{ voter: 's1', target: 's9' },
			{ voter: 's2', target: 's10' }
		]);
	});

	// 【吹笛】……吹笛出局后，癫狂状态解除，并公示。 游戏日白天发生的事件即时公示。
	it('the piper voted out by day: the vote post says the charms ended', () => {
		const g = day2({ charm: ['s12', 's6'] }).vote({ s1: 's12', s2: 's12', s4: 's12' });
		const post = voteAnnouncement(g.state, 2);
		expect(post).toContain('出局：12号');
		expect(post).toContain('吹笛已出局，所有癫狂状态解除。');
	});

	// 【殉职】<强制>警长出局后，须选择一名未出局的角色来继任警长。 游戏日白天发生的事件即时公示。
	it('a successor named by day after 殉职 is named in the vote post', () => {
		const g = day2().vote({ s1: 's3', s2: 's3', s4: 's3' }).do({ type: 'i01/badge', to: 's1' });
		expect(voteAnnouncement(g.state, 2)).toContain('【殉职】1号 甲继任警长。');
	});

	// 【领导】<被动>计算投票数量时警长投出的票计为2.1票。
	it('the 2.1 label goes to the sheriff at the count, not to a successor named after it', () => {
		const g = day2()
			.vote({ s1: 's3', s2: 's3', s4: 's3', s3: 's9' })
			.do({ type: 'i01/badge', to: 's1' });
		const post = voteAnnouncement(g.state, 2);
		expect(post).toContain('3号 丙（警长，2.1票） → 9号 壬');
		expect(post).toMatch(/^1号 甲 → 3号 丙$/m);
		expect(post).not.toContain('1号 甲（警长');
	});
});
