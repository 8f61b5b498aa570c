import { describe, expect, it } from 'vitest';
import { forumIso } from '../forum/forum-clock';
import { actionOptions, pastedCommands, pasteTiming, readNightPosts } from './paste';
import { i01Schedule } from './schedule';
import { Scenario } from './testing';

// Seats as in `Scenario`: 庚 (7号) is Cupid, 辛 壬 癸 子 (8–11号) the werewolves. Night zero
// opens at 21:00 Beijing time on 1 January; day 1's thread opens at 06:00 on the 2nd.
const POSTS = `【第零日夜晚】功能树洞
2楼 庚 2026-01-01 21:10 金箭 3号
3楼 辛 2026-01-01 21:20
托孤：@癸
4楼 庚 2026-01-01 21:30
金箭：@丁 @戊
5楼 甲 2026-01-01 21:40 金箭 1号 2号`;

describe('night zero’s action posts pasted on the I01 desk', () => {
	it('reads the arrow’s two lovers and 托孤 against night zero: holders, deadline', () => {
		const s = new Scenario().state;
		const o = actionOptions(s);
		expect(o.skills.map((k) => [k.id, k.targets])).toEqual([
			['arrows', 2],
			['lone-wolf', 1]
		]);
		expect(o.holders).toEqual({ arrows: ['s7'], 'lone-wolf': ['s8', 's9', 's10', 's11'] });
		const opens = i01Schedule(s)[0]?.at ?? 0;
		expect(o.deadlines).toEqual({ arrows: forumIso(opens), 'lone-wolf': forumIso(opens) });
		expect(o.deadlines?.arrows).toBe('2026-01-02T06:00:00+08:00');

		const read = readNightPosts(s, POSTS);
		const acts = read.flatMap((p) => p.acts.map((a) => [p.actor, a.skill, a.targets, a.flags]));
		expect(acts).toEqual([
			// The first arrow names one lover only: flagged, not counted.
			['s7', 'arrows', ['s3'], ['targetCount']],
			['s8', 'lone-wolf', ['s10'], []],
			['s7', 'arrows', ['s4', 's5'], []],
			['s1', 'arrows', ['s1', 's2'], ['notHolder']]
		]);
		expect(read.map((p) => p.acts.map((a) => a.counts))).toEqual([
			[false],
			[true],
			[true],
			[false]
		]);
		// The arrows now; 托孤 once they are shot (【私奔】 may change the werewolf team).
		expect(pastedCommands(s, read)).toEqual([{ type: 'i01/arrows', a: 's4', b: 's5' }]);
		const lone = { skill: 'lone-wolf', actor: 's8', target: 's10', confirmed: false };
		expect(pasteTiming(s, lone)).toBe('later');
	});

	it('entered in two steps, the lovers and the lone wolf are set as the seed says', () => {
		const g = new Scenario();
		g.do(...pastedCommands(g.state, readNightPosts(g.state, POSTS)));
		expect(g.state.night0.arrows).toEqual(['s4', 's5']);
		const again = readNightPosts(g.state, POSTS);
		const arrow = { skill: 'arrows', actor: 's7', target: 's4', targets: ['s5', 's4'] };
		expect(pasteTiming(g.state, { ...arrow, confirmed: false })).toBe('entered');
		expect(pastedCommands(g.state, again)).toEqual([
			{ type: 'i01/lone-wolf', by: 's8', seat: 's10' }
		]);
		g.do(...pastedCommands(g.state, again));
		expect(g.state.night0.loneWolf).toBe('s10');
		expect(pastedCommands(g.state, readNightPosts(g.state, POSTS))).toEqual([]);
		const lovers = g.state.players.filter((p) => p.marks.statuses.includes('lover'));
		expect(lovers.map((p) => p.seat)).toEqual(['s4', 's5']);
		// Two villagers: the same team and kind; Cupid stays of the village.
		expect(g.state.players.find((p) => p.seat === 's7')?.team).toBe('village');
	});

	it('an arrow posted after day 1 opened is late and not entered', () => {
		const s = new Scenario().state;
		const read = readNightPosts(s, '2楼 庚 2026-01-02 06:05 金箭 4号 5号');
		expect(read[0]?.acts[0]).toMatchObject({ counts: false, flags: ['late'] });
		expect(pastedCommands(s, read)).toEqual([]);
	});
});
