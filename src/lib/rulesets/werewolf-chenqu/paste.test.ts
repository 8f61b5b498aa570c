import { describe, expect, it } from 'vitest';
import { actionOptions, pastedCommands, readNightPosts, reviewPaste } from './paste';
import { type TestGame, at, bj, nightOneDec2 } from './testing';

/** 20 seats (seat numbers as dealt: 1号 seer … 20号 assassin); day 1 counted, night 1 opened 12-02 21:31. */
const night1 = (): TestGame => nightOneDec2('hunter');

/**
 * Night 1's replies as copied from the forum, out of order: 4号 guard shields 1号 and soundproofs
 * 17号 (a second shield at 21:50 is late); 13号 piper charms 17号; 12号 nun 卫道 on 10号; 1号
 * seer divines 10号; 10号 black wolf kills 1号; 18号 slanders 9号; 2号 witch poisons 11号;
 * 12号 nun redeems 9号.
 */
const NIGHT1 = `【第1夜】技能发动
2楼 guard 2026-12-02 21:35
守护之盾：1号
隔音之盾 @princess
3楼 piper 2026-12-02 21:50 吹笛 17号
4楼 guard 2026-12-02 21:50 守护之盾 2号
5楼 nun 2026-12-02 21:55 卫道 10号
6楼 seer 2026-12-02 22:05 预言 10号
7楼 blackWolf 2026-12-02 22:10 刀 1号
8楼 slanderer 2026-12-02 22:12 诽谤 9号
9楼 witch 2026-12-02 22:20
毒药：11号
确定
10楼 nun 2026-12-02 22:40 救赎 9号`;

/** Enters what the review accepted, then resolves the night. */
function enterAndResolve(g: TestGame, text: string): TestGame {
	const review = reviewPaste(g.s, readNightPosts(g.s, text), g.at);
	for (const c of pastedCommands(review)) g.do(c);
	return g.do({ type: 'night/resolved' });
}

describe('沉取场: the night’s replies pasted', () => {
	it('reads the seed’s skill words against tonight’s holders and the seed’s deadlines', () => {
		const g = night1();
		const o = actionOptions(g.s);
		// 特权行使时间: 21:45 守卫; 22:00 吹笛者, 卫道; 22:15 预言…杀人; 22:30 女巫; 22:45 纯真, 救赎.
		expect(o.deadlines).toMatchObject({
			shield: '2026-12-02T21:45:00+08:00',
			charm: '2026-12-02T22:00:00+08:00',
			faith: '2026-12-02T22:00:00+08:00',
			kill: '2026-12-02T22:15:00+08:00',
			poison: '2026-12-02T22:30:00+08:00',
			redeem: '2026-12-02T22:45:00+08:00'
		});
		expect(o.holders).toMatchObject({ shield: ['guard'], kill: ['blackWolf'], poison: ['witch'] });
		const read = readNightPosts(g.s, NIGHT1);
		expect(read.map((p) => [p.floor, p.actor])).toEqual([
			[2, 'guard'],
			[3, 'piper'],
			[4, 'guard'],
			[5, 'nun'],
			[6, 'seer'],
			[7, 'blackWolf'],
			[8, 'slanderer'],
			[9, 'witch'],
			[10, 'nun']
		]);
		// The second shield came after 21:45: flagged late, and the one on time counts.
		expect(read[2]?.acts[0]).toMatchObject({ skill: 'shield', counts: false });
		expect(read[2]?.acts[0]?.flags).toContain('late');
		expect(read[0]?.acts.map((a) => [a.skill, a.target, a.counts])).toEqual([
			['shield', 'seer', true],
			['soundproof', 'princess', true]
		]);
		expect(read[7]?.acts[0]).toMatchObject({ skill: 'poison', target: 'envoy', confirmed: true });
	});

	// 游戏流程: the night resolves in the order of 特权行使时间 (守卫 → 吹笛者/修女【卫道】 → 预言…杀人
	// → 女巫 → 纯真/救赎), whatever order the replies were pasted in.
	it('a night entered by paste resolves as the seed orders it, as the same night by hand', () => {
		const pasted = enterAndResolve(night1(), NIGHT1);
		expect(pasted.nightLines()).toEqual([
			'【隔音之盾】guard 为 princess 隔音',
			'【守护之盾】guard 守护 seer',
			'princess 受【隔音之盾】保护：【吹笛】无效',
			'【卫道】blackWolf 当晚免疫【预言】',
			'【预言】seer 查验 blackWolf：目标受【卫道】保护，无反馈',
			'【诽谤】wolfLeader 在第 2 天计票时 +2',
			'【杀人】blackWolf 指杀 seer',
			'seer 受【守护之盾】保护：对其的指杀无效',
			'【通灵】女巫得知当晚被指杀的目标：seer',
			'【毒药】envoy 在夜晚结束前出局',
			'【救赎】wolfLeader 第 2 天白天免于被票出局',
			'envoy 出局（毒药）'
		]);
		const byHand = night1();
		for (const [skill, actor, target] of [
			['redeem', 'nun', 'wolfLeader'],
			['poison', 'witch', 'envoy'],
			['kill', 'blackWolf', 'seer'],
			['slander', 'slanderer', 'wolfLeader'],
			['divine', 'seer', 'blackWolf'],
			['faith', 'nun', 'blackWolf'],
			['charm', 'piper', 'princess'],
			['soundproof', 'guard', 'princess'],
			['shield', 'guard', 'seer']
		] as const)
			byHand.do({ type: 'night/action', skill, actor, target });
		byHand.do({ type: 'night/resolved' });
		expect(pasted.nightLines()).toEqual(byHand.nightLines());
	});

	it('shows the reducer’s refusal on the act’s own line before anything is recorded', () => {
		const g = enterAndResolve(night1(), NIGHT1).do({ type: 'day/started' });
		at(g, bj(3, 21, 30)).vote({});
		at(g, bj(3, 21, 31)).do({ type: 'night/started' });
		// Night 2: 隔音之盾 on 17号 again (每名角色整局游戏只能成为该技能的目标一次), 毒药 again
		// (<限定技>), and a 预言 that the desk accepts.
		const text = `2楼 guard 2026-12-03 21:40 隔音之盾 17号
3楼 witch 2026-12-03 22:10 毒药 9号
4楼 seer 2026-12-03 22:12 预言 9号`;
		const review = reviewPaste(g.s, readNightPosts(g.s, text), g.at);
		expect(review.map((r) => [r.skill, r.refused?.code ?? null])).toEqual([
			['soundproof', 'wwc.once-per-target'],
			['divine', null],
			['poison', 'wwc.used-up']
		]);
		const commands = pastedCommands(review);
		expect(commands).toEqual([
			{
				type: 'night/action',
				skill: 'divine',
				actor: 'seer',
				target: 'wolfLeader',
				postedAt: '2026-12-03T22:12:00+08:00'
			}
		]);
		// Nothing was recorded by the review itself.
		expect(g.s.night?.actions).toEqual([]);
	});

	it('an act already on the desk reads as entered; 放弃 clears an entry', () => {
		const g = night1();
		g.do({ type: 'night/action', skill: 'shield', actor: 'guard', target: 'seer' });
		g.do({ type: 'night/action', skill: 'poison', actor: 'witch', target: 'envoy' });
		const text = `2楼 guard 2026-12-02 21:35 守护之盾 1号
3楼 witch 2026-12-02 22:20 放弃毒药`;
		const review = reviewPaste(g.s, readNightPosts(g.s, text), g.at);
		expect(review.map((r) => [r.skill, r.entered, r.command?.type ?? null])).toEqual([
			['shield', true, null],
			['poison', false, 'night/action-cleared']
		]);
	});
});
