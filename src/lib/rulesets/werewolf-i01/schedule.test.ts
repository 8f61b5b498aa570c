import { describe, expect, it } from 'vitest';
import { hasStatus } from '../forum/marks';
import { nextDeadline } from '../forum/deadlines';
import { forumIso } from '../forum/forum-clock';
import { I01_LOG, forcedOwed, i01Late, i01Schedule } from './index';
import { Scenario } from './testing';

/** An instant written in Beijing time (东八区). */
const bj = (d: number, hh: number, mm: number) => Date.UTC(2026, 11, d, hh - 8, mm);
const at = (g: Scenario, when: number) => {
	g.at = when - 60_000;
	return g;
};
const stamp = (ms: number | undefined) => forumIso(ms ?? 0).slice(5, 16);
const sheriffOf = (g: Scenario) =>
	g.state.players.find((p) => hasStatus(p.marks, 'sheriff'))?.seat ?? null;

/** Dealt 30 Nov 20:00; night 0; day 1 opened 1 Dec 06:00. */
function day1(): Scenario {
	const g = new Scenario();
	at(g, bj(1, 6, 0));
	return g.night0('s4', 's5');
}

describe('I01 clock (seed 003)', () => {
	// 每个游戏日时长为2个自然日，白天起始于06:00，截止于下一个自然日的21:00，接下来为夜晚。
	it('closes the day at 21:00 of the next calendar day, in Beijing time', () => {
		const g = day1();
		const day = i01Schedule(g.state);
		expect(day.map((d) => [d.key, stamp(d.at)])).toEqual([['vote', '12-02T21:00']]);
		expect(nextDeadline(day, bj(2, 20, 59))?.key).toBe('vote');
		expect(nextDeadline(day, bj(2, 21, 1))).toBeNull();
	});

	// 11.进入第N天夜晚1，持续15分钟；12.夜晚2，持续15分钟；13.夜晚3、4、5，持续15分钟；14.夜晚6，持续15分钟
	it('gives each night phase 15 minutes from the night post, 3–5 sharing one', () => {
		const g = day1();
		at(g, bj(2, 21, 0)).vote({ s3: 's3' });
		at(g, bj(2, 21, 1)).do({ type: 'i01/start-night' });
		const night = i01Schedule(g.state);
		expect(night.map((d) => [d.key, stamp(d.at)])).toEqual([
			['phase@1', '12-02T21:16'],
			['phase@2', '12-02T21:31'],
			['phase@3-4-5', '12-02T21:46'],
			['phase@6', '12-02T22:01'],
			// 收到遗言提醒后，玩家须在次日白天讨论帖规定开帖时间前回复功能树洞书写遗言
			['day-opens', '12-03T06:00']
		]);
		expect(night[0]?.label['zh-CN']).toBe('夜晚1（【守护】【隔音】）');
		expect(night[2]?.skills).toEqual(['divine', 'kill']);
		g.do({ type: 'i01/close-phase' });
		expect(i01Schedule(g.state)[0]?.key).toBe('phase@2');
	});

	// 有可发动技能的角色须在技能发动有效期内回复功能树洞，超出期限或格式错误均按发动失败处理。
	it('marks a skill replied after its phase as late; the host voids it (logged, undoable)', () => {
		const g = day1();
		at(g, bj(2, 21, 0)).vote({ s3: 's3' });
		at(g, bj(2, 21, 0)).do({ type: 'i01/start-night' });
		g.do({ type: 'i01/close-phase' });
		at(g, bj(2, 21, 34)).do({
			type: 'i01/action',
			skill: 'charm',
			actor: 's12',
			target: 's1',
			postedAt: '2026-12-02T21:33:00+08:00'
		});
		expect(i01Late(g.state)).toMatchObject([{ postedAt: bj(2, 21, 33), ruling: null }]);
		g.do({ type: 'i01/late-ruling', skill: 'charm', void: true });
		expect(g.state.night?.actions).toEqual([]);
		expect(g.state.night?.lines.at(-1)?.text['zh-CN']).toContain('逾期作废');
		g.do({ type: 'i01/close-phase' });
		expect(hasStatus(g.state.players[0]!.marks, 'charmed')).toBe(false);
		expect(I01_LOG.replay(g.history.log)).toEqual(g.state);
	});

	// 标明<强制>的技能不允许放弃发动，若玩家逾期未发动，则根据主办事先制定好的方式进行处理。
	it('settles a missed 【金箭】 by the host’s preset once night 0 is over, and says so', () => {
		// The Scenario deals on 1 January 2026 at 21:01 Beijing time: night 0 runs until 06:00.
		const g = new Scenario();
		const jan2 = (hh: number, mm: number) => Date.UTC(2026, 0, 2, hh - 8, mm);
		g.do({ type: 'i01/preset', skill: 'arrows', method: 'next-seat' });
		expect(forcedOwed(g.state, jan2(5, 59))).toEqual([
			{ skill: 'arrows', due: jan2(6, 0), missed: false }
		]);
		at(g, jan2(5, 59));
		expect(g.try({ type: 'i01/fallback', skill: 'arrows' })?.code).toBe('i01.clock.not-due');
		at(g, jan2(6, 1)).do({ type: 'i01/fallback', skill: 'arrows' });
		// 爱神 sits in seat 7: the next two seats are 8 and 9.
		expect(g.state.night0.arrows).toEqual(['s8', 's9']);
		expect(g.state.night0.lines.at(-1)?.text['zh-CN']).toMatch(
			/逾期未发动‹强制›【金箭】：按主办预设/
		);
		expect(g.try({ type: 'i01/fallback', skill: 'arrows' })?.code).toBe('i01.clock.not-owed');
	});

	// 【殉职】<强制>警长出局后，须选择一名未出局的角色来继任警长。
	it('settles a missed 【殉职】 at random with the game’s seed (the default preset)', () => {
		const g = day1();
		at(g, bj(2, 21, 0))
			.vote({ s9: 's9' })
			.night({});
		at(g, bj(3, 6, 0)).do({ type: 'i01/start-day' });
		at(g, bj(4, 21, 0)).vote({ s1: 's9', s2: 's9' });
		const owed = forcedOwed(g.state, bj(4, 21, 16));
		expect(owed).toEqual([{ skill: 'badge', due: bj(4, 21, 15), missed: true }]);
		at(g, bj(4, 21, 16)).do({ type: 'i01/fallback', skill: 'badge' });
		const to = sheriffOf(g);
		expect(to).not.toBeNull();
		expect(g.state.pending).toEqual([]);
		expect(g.state.day?.lines.at(-1)?.text.en).toContain("by the host's preset (drawn at random)");
		// The draw is part of the log: replaying it names the same successor.
		expect(I01_LOG.replay(g.history.log)).toEqual(g.state);
	});
});
