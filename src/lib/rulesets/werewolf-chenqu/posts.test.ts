import { describe, expect, it } from 'vitest';
import { dayStartPost, votePost } from './index';
import { dayTwo } from './testing';

// Issue 20: what seed 002 says, for the cases the posts and the resolution got wrong.

describe('沉取场: the piper’s skills', () => {
	// 白痴【装傻】……白痴失去该技能时立即出局。 吹笛者【断肠】……若该角色为普通身份，则该角色失去技能。
	it('断肠 on the idiot puts the idiot out at once, posted with the night’s outs', () => {
		const g = dayTwo({ heartbreak: ['piper', 'idiot'] });
		expect(g.out('idiot')).toBe(true);
		expect(g.seat('idiot').out?.cause).toBe('idiot');
		expect(dayStartPost(g.s, 2)).toContain('夜晚出局：idiot');
	});

	// 吹笛者【曲尽】……该角色不能发动技能 (22:00, before 预言家【预言】 at 22:15).
	it('曲尽 on the seer voids the seer’s 预言 the same night', () => {
		const g = dayTwo({ charm: ['piper', 'seer'] });
		g.vote({ witch: 'envoy' }).night(
			{ finale: ['piper', 'seer'], divine: ['seer', 'wolfLeader'] },
			false
		);
		const lines = g.nightLines();
		expect(lines).toContain('seer 的【预言】因曲尽无效');
		expect(lines.some((l) => l.includes('查验 wolfLeader：'))).toBe(false);
	});

	// 断肠 as well (this one already held): a skill lost at 22:00 does not act at 22:15.
	it('断肠 on the slanderer voids the slander the same night', () => {
		const g = dayTwo({ heartbreak: ['piper', 'slanderer'], slander: ['slanderer', 'envoy'] });
		expect(g.allLines()).toContain('slanderer 的【诽谤】因断肠无效');
		expect(g.allLines()).not.toContain('【诽谤】envoy 在第 2 天计票时 +2');
	});
});

describe('沉取场: the vote post', () => {
	// 头狼【血统】……若你的票数-2未达到出局条件，则得票第二高的角色代替你出局，并公示。
	it('血统 in a raw tie (the nun out instead of the scapegoat) is announced', () => {
		const g = dayTwo();
		g.voteCounts({ wolfLeader: 3, nun: 3 });
		expect(g.out('nun')).toBe(true);
		expect(g.out('scapegoat')).toBe(false);
		expect(votePost(g.s, 2)).toContain('【血统】生效：nun 代替得票最高者出局');
	});

	// 修女【救赎】……若该角色次日高票，则无人出局。
	it('slandered and redeemed: one outcome, “无人出局”, and no 诽谤 line', () => {
		const g = dayTwo({ slander: ['slanderer', 'envoy'], redeem: ['nun', 'envoy'] });
		g.voteCounts({ guard: 3, envoy: 2 });
		const post = votePost(g.s, 2);
		expect(post).toContain('无人出局。');
		expect(post).not.toContain('诽谤');
		expect(post).not.toMatch(/生效：\s*代替/);
	});

	// 白痴【装傻】当你因投票而即将出局时，可以发动此技能避免出局，但不予公示。
	it('a slandered idiot who feigns: the post gives nothing away', () => {
		const g = dayTwo({ slander: ['slanderer', 'idiot'] });
		g.voteCounts({ guard: 3, idiot: 2 }, true);
		expect(g.out('idiot')).toBe(false);
		const post = votePost(g.s, 2);
		expect(post).toContain('无人出局。');
		expect(post).not.toContain('idiot');
		expect(post).not.toContain('诽谤');
	});
});

describe('沉取场: 殉职', () => {
	// 【殉职】<锁定技>警长出局后，须选择一名未出局的角色来继任警长。
	it('an out sheriff cannot decline; the director may rule the badge empty, logged', () => {
		const g = dayTwo();
		g.voteCounts({ seer: 4 });
		expect(g.s.pending).toContainEqual({ kind: 'succession', seat: 'seer' });
		expect(g.try({ type: 'pending/declined', kind: 'succession', seat: 'seer' })).toEqual({
			rejected: true,
			code: 'wwc.succession-locked',
			params: { seat: 'seer' }
		});
		g.do({ type: 'director/sheriff', seat: null, reason: '警长掉线，超时未继任' });
		expect(g.s.pending).toEqual([]);
		expect(g.s.sheriff).toBeNull();
		expect(g.allLines()).toContain('导演裁定警长空缺：警长掉线，超时未继任');
	});
});
