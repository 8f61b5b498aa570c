import { describe, expect, it } from 'vitest';
import { forumIso } from '../forum/forum-clock';
import { actionOptions, pastedCommands, pasteTiming, readNightPosts } from './paste';
import { dayStartAnnouncement } from './announce';
import { i01Late } from './schedule';
import type { I01State } from './state';
import { lineTexts, Scenario } from './testing';

/** Lovers 4号 and 5号, 8号 lone wolf, day 1 counted, night 1 open (seats as in `Scenario`). */
function night1(): Scenario {
	return new Scenario()
		.night0('s4', 's5')
		.vote({ s1: 's1', s2: 's1', s3: 's2' })
		.do({ type: 'i01/start-night' });
}

/** A post `min` minutes after the night opened, in the forum's time. */
function at(s: I01State, min: number): string {
	const since = s.timing?.since ?? 0;
	return forumIso(since + min * 60_000)
		.replace('T', ' ')
		.slice(0, 16);
}

/**
 * The 功能树洞 of night 1 as copied: 丙 (守卫) protects 2号 and soundproofs 6号; 丑 (吹笛) pipes 6号;
 * 甲 (先知) divines 8号; 辛 then 壬 (狼人) name a kill, the later (6号) counts; 乙 (女巫) poisons
 * 10号; 戊 (村民) has no 守护; one post says nothing readable.
 */
function posts(s: I01State): string {
	return `【第1天夜晚】功能树洞
2楼 丙 ${at(s, 2)}
守护：2号
隔音 @己
3楼 戊 ${at(s, 3)} 守护 1号
4楼 丑 ${at(s, 20)} 吹笛 “己”
5楼 甲 ${at(s, 33)} 预言 8号
6楼 辛 ${at(s, 35)} 刀 2号
7楼 子 ${at(s, 36)} 晚安
8楼 壬 ${at(s, 40)} 杀人 6号
9楼 乙 ${at(s, 50)}
毒药：癸
确定`;
}

describe('the night’s action posts pasted on the I01 desk', () => {
	it('reads each skill against tonight: holders, deadlines by phase, doubles', () => {
		const g = night1();
		const s = g.state;
		const o = actionOptions(s);
		expect(o.holders).toMatchObject({ protect: ['s3'], divine: ['s1'], poison: ['s2'] });
		expect(o.holders.kill).toEqual(['s8', 's9', 's10', 's11']);
		// 夜晚1 closes 15 minutes after the night opens, 夜晚3–5 at 45, 夜晚6 at 60.
		expect(o.deadlines?.protect).toBe(forumIso((s.timing?.since ?? 0) + 15 * 60_000));
		expect(o.deadlines?.kill).toBe(forumIso((s.timing?.since ?? 0) + 45 * 60_000));
		const read = readNightPosts(s, posts(s));
		expect(read.map((p) => [p.floor, p.actor, p.flags])).toEqual([
			[2, 's3', []],
			[3, 's5', []],
			[4, 's12', []],
			[5, 's1', []],
			[6, 's8', []],
			[7, 's11', ['unread']],
			[8, 's9', []],
			[9, 's2', []]
		]);
		expect(read[1]?.acts[0]?.flags).toEqual(['notHolder']);
		expect(read[4]?.acts[0]).toMatchObject({ skill: 'kill', counts: false, flags: ['double'] });
		expect(read[6]?.acts[0]).toMatchObject({ skill: 'kill', counts: true, flags: ['double'] });
		// Only 夜晚1's skills can be entered now; the rest wait for their phase.
		expect(pastedCommands(s, read)).toEqual([
			{
				type: 'i01/action',
				skill: 'protect',
				actor: 's3',
				target: 's2',
				confirmed: false,
				postedAt: `${at(s, 2).replace(' ', 'T')}:00+08:00`
			},
			{
				type: 'i01/action',
				skill: 'mute',
				actor: 's3',
				target: 's6',
				confirmed: false,
				postedAt: `${at(s, 2).replace(' ', 'T')}:00+08:00`
			}
		]);
		const kill = { skill: 'kill', actor: 's9', target: 's6', confirmed: false };
		expect(pasteTiming(s, kill)).toBe('later');
	});

	it('entered phase by phase, the night resolves as the seed says', () => {
		const g = night1();
		const text = posts(g.state);
		for (let phase = 1; phase <= 6 && g.state.phase.kind === 'night';) {
			const cmds = pastedCommands(g.state, readNightPosts(g.state, text));
			g.do(...cmds);
			// Entered once, the same paste offers nothing more for the phase.
			expect(pastedCommands(g.state, readNightPosts(g.state, text))).toEqual([]);
			g.do({ type: 'i01/close-phase', skipEmpty: true });
			const step = g.state.phase.kind === 'night' ? g.state.phase.step : 'dawn';
			phase = step === 'dawn' ? 7 : step;
		}
		expect(lineTexts(g.state)).toEqual([
			'守卫3号 丙【守护】2号 乙：本晚免疫【杀人】',
			'守卫3号 丙【隔音】6号 己：本晚免疫【吹笛】',
			'吹笛12号 丑【吹笛】6号 己：目标受【隔音】保护，无效',
			'先知1号 甲【预言】8号 辛：反馈“非村民阵营”',
			'9号 壬【杀人】6号 己：进入濒死状态',
			'女巫【通灵】：本晚【杀人】目标：6号 己',
			'夜晚5：本板子无夜晚5技能',
			'女巫2号 乙【毒药】10号 癸：出局',
			'夜晚结束：濒死的6号 己出局'
		]);
		g.do({ type: 'i01/start-day' });
		expect(dayStartAnnouncement(g.state, 2)).toContain('昨夜出局');
	});

	it('a late post is left out; entered anyway, the clock holds it for the host’s ruling', () => {
		const g = night1();
		const late = `2楼 丙 ${at(g.state, 16)} 守护 2号`;
		const read = readNightPosts(g.state, late);
		expect(read[0]?.acts[0]).toMatchObject({ counts: false, flags: ['late'] });
		expect(pastedCommands(g.state, read)).toEqual([]);
		const ticked = read.map((p) => ({ ...p, acts: p.acts.map((a) => ({ ...a, counts: true })) }));
		g.do(...pastedCommands(g.state, ticked));
		expect(i01Late(g.state).map((l) => [l.action.skill, l.action.target])).toEqual([
			['protect', 's2']
		]);
	});

	// Friction in issue 31: once 夜晚1 was resolved, a late 守护 for it read as on time and
	// unticked the valid one. A resolved phase keeps its deadline in the reader.
	it('a late post for a phase already resolved stays late and does not untick the valid one', () => {
		const g = night1();
		const text = `2楼 丙 ${at(g.state, 2)} 守护 2号\n3楼 丙 ${at(g.state, 20)} 守护 1号`;
		g.do(...pastedCommands(g.state, readNightPosts(g.state, text)));
		g.do({ type: 'i01/close-phase', skipEmpty: true });
		const read = readNightPosts(g.state, text);
		expect(read.map((p) => p.acts[0]?.counts)).toEqual([true, false]);
		expect(read[1]?.acts[0]?.flags).toContain('late');
		expect(
			read.map((p) => p.acts[0] && pasteTiming(g.state, { ...p.acts[0], actor: p.actor }))
		).toEqual(['past', 'past']);
	});
});
