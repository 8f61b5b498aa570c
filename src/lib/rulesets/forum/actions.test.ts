import { describe, expect, it } from 'vitest';
import { type ActionOptions, countedActs, readActions } from './actions';
import { NIGHT_DEADLINES, actRowsOf } from './testing/actions';
import { fieldsOf, seated } from './testing/threads';

// Twelve players with forum names; 毒蛇 holds the word 毒 in its name, 守夜人 the word 守.
const NAMES = [
	'月下独酌',
	'小明',
	'青衫客',
	'毒蛇',
	'阿白',
	'风起',
	'南柯',
	'老K',
	'夜雨',
	'守夜人',
	'Ada',
	'松风'
];
const { players: PLAYERS } = seated(NAMES);
const OPTIONS: ActionOptions = {
	skills: [
		{ id: 'protect', words: ['守护'] },
		{ id: 'mute', words: ['隔音'] },
		{ id: 'divine', words: ['预言', '查验', '验'] },
		{ id: 'kill', words: ['杀人', '刀', '杀'] },
		{ id: 'save', words: ['救药', '救'] },
		{ id: 'poison', words: ['毒药', '毒'] }
	],
	holders: {
		protect: ['p3'],
		mute: ['p3'],
		divine: ['p1'],
		kill: ['p8', 'p9'],
		save: ['p2'],
		poison: ['p2']
	},
	deadlines: { ...NIGHT_DEADLINES, mute: '2026-12-02T21:15:00+08:00' }
};
const read = (text: string) => readActions(text, PLAYERS, OPTIONS);
const summary = (text: string) =>
	fieldsOf(actRowsOf(read(text)), ['actor', 'skill', 'target', 'counts', 'flags']);

describe('reading pasted night action posts', () => {
	it('reads the usual shapes: seat numbers, full-width colons, @, quotes, two skills in a post', () => {
		const posts = read(`【第1天夜晚 功能树洞】请在各自阶段内回复
#2 青衫客 2026-12-02 21:03
守护 5号
隔音：@风起
#3 月下独酌 2026-12-02 21:31
查验：“南柯”
4楼 老K 2026-12-02 21:40 【杀人】３号
5楼 小明 2026-12-02 21:50
毒药给 阿白`);
		expect(posts.map((p) => [p.floor, p.actor])).toEqual([
			[2, 'p3'],
			[3, 'p1'],
			[4, 'p8'],
			[5, 'p2']
		]);
		expect(posts[0]?.postedAt).toBe('2026-12-02T21:03:00+08:00');
		expect(fieldsOf(actRowsOf(posts), ['skill', 'target', 'counts', 'flags'])).toEqual([
			['protect', 'p5', true, []],
			['mute', 'p6', true, []],
			['divine', 'p7', true, []],
			['kill', 'p3', true, []],
			['poison', 'p5', true, []]
		]);
	});

	it('reads the block layout of a forum page and leaves quoted replies out', () => {
		const posts = read(`青衫客
发表于 2026-12-2 21:02 | 只看该作者
沙发
[quote]守护 9号[/quote]
守护 2号

月下独酌
发表于 2026-12-2 21:20 | 只看该作者
板凳
引用:
原帖由 青衫客 于 2026-12-2 21:02 发表
守护 2号
验 老K
确定
回复 举报`);
		expect(posts.map((p) => [p.floor, p.actor])).toEqual([
			[2, 'p3'],
			[3, 'p1']
		]);
		expect(fieldsOf(actRowsOf(posts), ['skill', 'target', 'confirmed'])).toEqual([
			['protect', 'p2', false],
			['divine', 'p8', true]
		]);
	});

	it('flags junk, unknown authors, a skill the author does not hold and a late post', () => {
		const posts = read(`今晚大家早点睡
3楼 路人甲 2026-12-02 21:05 守护 1号
4楼 阿白 2026-12-02 21:06 守护 1号
5楼 夜雨 2026-12-02 21:07 哈哈哈
6楼 青衫客 2026-12-02 21:20 隔音 7号
7楼 小明 2026-12-02 21:30 救 守夜人`);
		expect(posts.map((p) => p.flags)).toEqual([['unknownAuthor'], [], ['unread'], [], []]);
		// 阿白 holds no 守护; 青衫客's 隔音 is after 夜晚1's deadline (21:15).
		expect(posts[1]?.acts[0]?.flags).toEqual(['notHolder']);
		expect(posts[3]?.acts[0]).toMatchObject({ skill: 'mute', target: 'p7', counts: false });
		expect(posts[3]?.acts[0]?.flags).toEqual(['late']);
		// A skill word inside a name (守夜人) is the name, not the skill.
		expect(posts[4]?.acts.map((a) => [a.skill, a.target])).toEqual([['save', 'p10']]);
		expect(countedActs(posts).map((a) => a.skill)).toEqual(['save']);
	});

	it('a second post for the same skill: the later one counts, both are flagged', () => {
		expect(
			summary(`2楼 老K 2026-12-02 21:35 刀 3号
3楼 夜雨 2026-12-02 21:38 杀人 @小明
4楼 老K 2026-12-02 21:41 改刀 5号`)
		).toEqual([
			['p8', 'kill', 'p3', false, ['double']],
			['p9', 'kill', 'p2', false, ['double']],
			['p8', 'kill', 'p5', true, ['double']]
		]);
	});

	it('确定 seals a target: later posts cannot change it, in whatever order they were pasted', () => {
		const text = `5楼 月下独酌 2026-12-02 21:40 查验 夜雨
4楼 月下独酌 2026-12-02 21:32 预言 2号
确定`;
		expect(summary(text)).toEqual([
			['p1', 'divine', 'p9', false, ['locked']],
			['p1', 'divine', 'p2', true, ['double']]
		]);
		// 确定 in a post of its own seals the author's previous target.
		const apart = read(`4楼 月下独酌 2026-12-02 21:32 预言 2号
5楼 月下独酌 2026-12-02 21:33 确定
6楼 月下独酌 2026-12-02 21:40 预言 9号`);
		expect(apart[1]).toMatchObject({ confirmsAbove: true, acts: [] });
		expect(countedActs(apart)).toEqual([
			{
				skill: 'divine',
				actor: 'p1',
				target: 'p2',
				targets: ['p2'],
				confirmed: true,
				postedAt: '2026-12-02T21:32:00+08:00'
			}
		]);
	});

	it('a bare target is the author’s only skill; several skills or none are flagged', () => {
		expect(
			summary(`2楼 月下独酌 2026-12-02 21:31 @南柯
3楼 小明 2026-12-02 21:50 “阿白”
4楼 阿白 2026-12-02 21:50 12号`)
		).toEqual([
			['p1', 'divine', 'p7', true, []],
			['p2', null, 'p5', false, ['whichSkill']],
			['p5', null, 'p12', false, ['notHolder']]
		]);
	});

	it('放弃 reads as not using the skill; an unreadable target is flagged', () => {
		expect(
			summary(`2楼 小明 2026-12-02 21:50 放弃毒药
3楼 青衫客 2026-12-02 21:05 守护 某个人`)
		).toEqual([
			['p2', 'poison', null, true, []],
			['p3', 'protect', null, false, ['unread']]
		]);
	});

	it('reads a target on the line under its skill, and a skill word said twice as one use', () => {
		expect(
			summary(`2楼 青衫客 2026-12-02 21:05
守护：
5号
3楼 小明 2026-12-02 21:52 使用救药救 @夜雨`)
		).toEqual([
			['p3', 'protect', 'p5', true, []],
			['p2', 'save', 'p9', true, []]
		]);
	});
});

describe('a skill that names two players (the arrow)', () => {
	const ARROW: ActionOptions = {
		skills: [
			{ id: 'arrows', words: ['金箭'], targets: 2 },
			{ id: 'lone', words: ['托孤'] }
		],
		holders: { arrows: ['p5'], lone: ['p8', 'p9'] },
		deadlines: { arrows: '2026-12-02T06:00:00+08:00', lone: '2026-12-02T06:00:00+08:00' }
	};
	const acts = (text: string) =>
		fieldsOf(actRowsOf(readActions(text, PLAYERS, ARROW)), [
			'actor',
			'skill',
			'targets',
			'counts',
			'flags'
		]);

	it('reads two targets in the usual shapes: seat numbers, @names, a bare list', () => {
		expect(acts('#2 阿白 2026-12-01 21:10 金箭 3号 7号')).toEqual([
			['p5', 'arrows', ['p3', 'p7'], true, []]
		]);
		expect(acts('#2 阿白 2026-12-01 21:10\n金箭：@月下独酌 @老K')).toEqual([
			['p5', 'arrows', ['p1', 'p8'], true, []]
		]);
		// No skill word: the author's only skill, both seats.
		expect(acts('#2 阿白 2026-12-01 21:10\n3、7')).toEqual([
			['p5', 'arrows', ['p3', 'p7'], true, []]
		]);
		expect(acts('#2 阿白 2026-12-01 21:10 金箭 小明和青衫客 确定')).toEqual([
			['p5', 'arrows', ['p2', 'p3'], true, []]
		]);
		const counted = countedActs(
			readActions('#2 阿白 2026-12-01 21:10 金箭 3号 7号', PLAYERS, ARROW)
		);
		expect(counted[0]).toMatchObject({ skill: 'arrows', target: 'p3', targets: ['p3', 'p7'] });
	});

	it('flags an arrow with one target (or the same one twice) and does not count it', () => {
		expect(acts('#2 阿白 2026-12-01 21:10 金箭 3号')).toEqual([
			['p5', 'arrows', ['p3'], false, ['targetCount']]
		]);
		expect(acts('#2 阿白 2026-12-01 21:10 金箭 3号 晚安')).toEqual([
			['p5', 'arrows', ['p3'], false, ['targetCount']]
		]);
		expect(acts('#2 阿白 2026-12-01 21:10 金箭 3号、3号')).toEqual([
			['p5', 'arrows', ['p3', 'p3'], false, ['targetCount']]
		]);
		// A one-target skill beside it still reads one name.
		expect(acts('#3 老K 2026-12-01 21:20 托孤 夜雨')).toEqual([['p8', 'lone', ['p9'], true, []]]);
	});
});
