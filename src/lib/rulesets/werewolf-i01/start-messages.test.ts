import { describe, expect, it } from 'vitest';
import { startMessages } from './start-messages';
import { Scenario } from './testing';

// Issue 31, part 5, for I01 (shared/seeds/003_*): the start's private messages are listed for the
// 主办 to send. Each test names the seed line it implements.

const to = (g: Scenario, seat: string) =>
	startMessages(g.state)
		.filter((m) => m.seat === seat)
		.map((m) => m.text['zh-CN']);

describe('I01: the messages of the game’s start', () => {
	// 每个角色将在游戏讨论日开始前获得一个身份……“暗身份”: 仅有玩家自己……知晓.
	it('tells every player their identity once dealt', () => {
		const g = new Scenario();
		expect(to(g, 's1')).toEqual(['你的身份：先知。']);
		expect(to(g, 's12')).toEqual(['你的身份：吹笛。']);
	});

	// 狼人阵营中的狼人互知且共群.
	it('lists the werewolves to each werewolf of the werewolf team', () => {
		const g = new Scenario();
		expect(to(g, 's9')).toContain('狼人名单（互知共群）：8号 辛、9号 壬、10号 癸、11号 子。');
		expect(to(g, 's1').some((t) => t.startsWith('狼人名单'))).toBe(false);
	});

	// 爱神【金箭】<强制>第零日夜晚，爱神须指定两名角色成为情侣，此两名角色互知共群。
	// 【私奔】若情侣的身份不属于同一个阵营，情侣均脱离其原阵营: the wolf lover leaves the pack.
	it('tells each lover the other; a werewolf who elopes leaves the pack’s list', () => {
		const g = new Scenario();
		g.do({ type: 'i01/arrows', a: 's4', b: 's8' });
		expect(to(g, 's4')).toContain(
			'【金箭】你与 8号 辛 成为情侣，互知共群。一人出局，另一人立即出局。'
		);
		expect(to(g, 's8')).toContain(
			'【金箭】你与 4号 丁 成为情侣，互知共群。一人出局，另一人立即出局。'
		);
		expect(to(g, 's9')).toContain('狼人名单（互知共群）：9号 壬、10号 癸、11号 子。');
		expect(to(g, 's7')).toEqual(['你的身份：爱神。']);
	});

	// 狼人【托孤】<单次>第零日夜晚……任一狼人可以选择一名狼人获得孤狼身份。
	it('tells the werewolf chosen as the lone wolf', () => {
		const g = new Scenario().night0('s4', 's5', 's9', 's8');
		expect(to(g, 's9').at(-1)).toBe('【托孤】你获得孤狼身份（【孤刀】）。');
	});
});
