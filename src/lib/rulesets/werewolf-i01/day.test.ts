import { reject } from '../../engine/types';
import { describe, expect, it } from 'vitest';
import { voteAnnouncement } from './announce';
import { I01_LOG } from './reduce';
import { outCause, Scenario, sheriffOf } from './testing';
import { canCloseEarly, nonVoters } from './view';

describe('day 1 elects the sheriff', () => {
	// 特别地，第一天白天获得投票最多的角色将成为警长。……而第一天白天在时间上优先得票最多的角色成为警长。
	it('a tie goes to whoever reached the top total first', () => {
		expect.hasAssertions();
		const g = new Scenario().night0('s4', 's5').vote({ s1: 's3', s2: 's3', s4: 's5', s6: 's5' });
		expect(sheriffOf(g.state)).toBe('s3');
		expect(g.state.day?.lines.at(-1)?.text['zh-CN']).toBe(
			'最高票并列（3号 丙、5号 戊，2票）：在时间上最先达到2票的3号 丙成为警长'
		);
		expect(outCause(g.state, 's3')).toBeNull();
	});

	it('a recast ballot carries its new time', () => {
		expect.hasAssertions();
		const g = new Scenario().night0('s4', 's5');
		g.ballots(['s1', 's3'], ['s2', 's3'], ['s4', 's5'], ['s6', 's5'], ['s1', 's3']);
		g.do({ type: 'i01/close-day' });
		expect(sheriffOf(g.state)).toBe('s5');
		expect(voteAnnouncement(g.state, 1)).toContain('5号 戊当选警长。');
	});
});

describe('later days', () => {
	const day2 = () =>
		new Scenario().night0('s4', 's5').vote({ s3: 's3' }).night({}).do({ type: 'i01/start-day' });

	// 【领导】<被动>计算投票数量时警长投出的票计为2.1票。
	it('the sheriff’s 2.1 beats two ordinary ballots', () => {
		expect.hasAssertions();
		const g = day2().vote({ s1: 's10', s2: 's10', s3: 's9' });
		expect(g.state.days.length + 1).toBe(2);
		expect(g.state.day?.tally?.adjusted).toEqual({ s10: 2, s9: 2.1 });
		expect(outCause(g.state, 's9')).toBe('vote');
		expect(voteAnnouncement(g.state, 2)).toContain('3号 丙（警长，2.1票） → 9号 壬');
	});

	// 如得票最高的角色不唯一，则无人出局。
	it('a tie puts nobody out', () => {
		expect.hasAssertions();
		const g = day2().vote({ s1: 's9', s2: 's9', s4: 's10', s5: 's10', s3: null });
		expect(g.state.day?.result).toBeNull();
		expect(g.state.players.every((p) => p.out === null)).toBe(true);
		expect(voteAnnouncement(g.state, 2)).toContain('无人出局');
	});

	// 罚下状态：角色不能参与讨论、投票……
	it('an ejected character’s ballot is refused, and one cast before ejection does not count', () => {
		expect.hasAssertions();
		const g = day2();
		g.do({ type: 'i01/ballot', voter: 's1', target: 's9' });
		g.do({ type: 'i01/penalty', seat: 's1', article: '1.1', points: 12, reason: '私聊主办' });
		expect(g.try({ type: 'i01/ballot', voter: 's1', target: 's9' })).toEqual(
			reject('i01.state-ejected', { seat: 's1' })
		);
		g.vote({ s2: 's10' });
		expect(outCause(g.state, 's10')).toBe('vote');
	});

	// 【殉职】<强制>警长出局后，须选择一名未出局的角色来继任警长。
	it('the sheriff who goes out names a successor before the next count', () => {
		expect.hasAssertions();
		const g = new Scenario().night0('s4', 's5').vote({ s9: 's9' }).night({});
		g.do({ type: 'i01/start-day' }).vote({ s1: 's9', s2: 's9' });
		expect(g.state.pending).toEqual([{ kind: 'badge', from: 's9' }]);
		expect(g.try({ type: 'i01/start-night' })?.code).toBe('i01.pending-badge');
		g.do({ type: 'i01/badge', to: 's1' });
		expect(sheriffOf(g.state)).toBe('s1');
		expect(I01_LOG.replay(g.history.log)).toEqual(g.state);
	});
});

describe('孤狼【孤刀】', () => {
	// 【孤刀】<单次>孤狼若为〖狼人阵营〗中最后一名存活角色，且即将由于投票……出局时，则可选择一名其他角色。
	// 若该角色属于〖村民阵营〗，且除〖村民阵营〗、〖狼人阵营〗外的其他阵营均已判负或不存在，则该角色与之共同出局。
	it('takes a village character along only once the other teams have lost', () => {
		expect.hasAssertions();
		const g = new Scenario().night0('s4', 's5').vote({ s6: 's6' });
		g.night({ kill: ['s9', 's9'], poison: ['s2', 's10'] }).do({ type: 'i01/start-day' });
		g.vote({ s1: 's11' });
		g.night({ kill: ['s8', 's12'] }).do({ type: 'i01/start-day' });
		expect(g.state.lostTeams).toEqual(['piper']);
		g.vote({ s1: 's8' });
		expect(g.state.pending).toEqual([{ kind: 'blade', seat: 's8' }]);
		expect(outCause(g.state, 's8')).toBeNull();
		g.do({ type: 'i01/blade', target: 's3' });
		expect(outCause(g.state, 's8')).toBe('vote');
		expect(outCause(g.state, 's3')).toBe('blade');
		// 狼人阵营负 (all out); 村民阵营 still has 先知 and 女巫: the last team standing wins.
		expect(g.state.result).toMatchObject({ kind: 'win', team: 'village' });
	});

	it('has no effect while the piper’s team stands', () => {
		expect.hasAssertions();
		const g = new Scenario().night0('s4', 's5').vote({ s6: 's6' });
		g.night({ kill: ['s9', 's9'], poison: ['s2', 's10'] }).do({ type: 'i01/start-day' });
		g.vote({ s1: 's11' });
		g.night({}).do({ type: 'i01/start-day' }).vote({ s1: 's8' });
		g.do({ type: 'i01/blade', target: 's3' });
		expect(outCause(g.state, 's3')).toBeNull();
		expect(g.state.day?.lines.some((l) => l.text['zh-CN'].includes('尚有其他阵营未判负'))).toBe(
			true
		);
	});
});

describe('who did not vote', () => {
	// 所有未出局角色均须参与投票。 潜水 第2条 玩家未在指定投票帖投票者……
	it('lists the characters who cast no ballot, the one voted out included', () => {
		expect.hasAssertions();
		const g = new Scenario().night0('s4', 's5').vote({ s1: 's1' }).night({});
		g.do({ type: 'i01/start-day' }).vote({
			s1: 's9',
			s2: 's9',
			s3: 's9',
			s4: 's9',
			s5: 's9',
			s6: 's9'
		});
		expect(nonVoters(g.state, 2)).toEqual(['s7', 's8', 's9', 's10', 's11', 's12']);
	});
});

describe('关于变速', () => {
	// 所有玩家均在该帖回复“同意第N天加速”（N为需加速的讨论日天号）且出局角色已唯一确定时，讨论帖可即刻关闭。
	it('the day may close early once everyone agreed and the one going out is unique', () => {
		expect.hasAssertions();
		const g = new Scenario().night0('s4', 's5').vote({ s1: 's1' }).night({});
		g.do({ type: 'i01/start-day' });
		for (const seat of g.state.players.map((p) => p.seat))
			g.do({ type: 'i01/speed-up', seat, on: true });
		expect(canCloseEarly(g.state)).toBe(false);
		g.do({ type: 'i01/ballot', voter: 's2', target: 's9' });
		g.do({ type: 'i01/ballot', voter: 's3', target: 's10' });
		expect(canCloseEarly(g.state)).toBe(false);
		g.do({ type: 'i01/ballot', voter: 's1', target: 's10' });
		expect(canCloseEarly(g.state)).toBe(true);
		g.do({ type: 'i01/speed-up', seat: 's6', on: false });
		expect(canCloseEarly(g.state)).toBe(false);
	});
});
