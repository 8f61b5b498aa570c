import { expect } from 'vitest';
import { type ReadPost, ballotsOf, readThread } from './thread';
import { VOTE, block, editNote, readingCases, seated } from './testing/threads';

// Directors copy a long vote thread page by page: pages pasted out of order, or overlapping so
// that a floor appears twice. Which of a player's posts counts is decided by forum time.
const NAMES = ['长安', '夜雨', '青衫', '落雁', '小明', '风起', '南柯', '阿白'];
const { players: PLAYERS, id } = seated(NAMES);
const read = (...lines: string[]) => readThread(lines.join('\n'), PLAYERS, VOTE);
const VIEW: (keyof ReadPost)[] = ['floor', 'target', 'flags', 'counts'];
/** Posts that several cases paste, some of them twice: 风起's floor 3 and 落雁's floor 10. */
const FLOOR_3 = '3楼 风起 2026-12-02 10:00 投 夜雨';
const FLOOR_10 = block('落雁', '2026-12-3 20:00', '10#', '投 小明');

readingCases(read, {
	'pages pasted out of order': [
		{
			title: 'page 2 pasted above page 1: the later post still counts',
			fields: VIEW,
			posts: [
				['31楼 风起 2026-12-03 18:00 投 长安', [31, id('长安'), ['double'], true]],
				['32楼 夜雨 2026-12-03 18:05 投 风起', [32, id('风起'), [], true]],
				[FLOOR_3, [3, id('夜雨'), ['double'], false]],
				['4楼 南柯 2026-12-02 10:02 投 风起', [4, id('风起'), [], true]]
			],
			check: (posts) =>
				expect(ballotsOf(posts).find((b) => b.voter === id('风起'))?.target).toBe(id('长安'))
		},
		{
			title: 'a 改投 on page 2 replaces the vote on page 1 pasted after it',
			fields: VIEW,
			posts: [
				['20楼 阿白 2026-12-03 12:00 改投 南柯', [20, id('南柯'), [], true]],
				['5楼 阿白 2026-12-02 11:00 投 青衫', [5, id('青衫'), ['replaced'], false]]
			]
		},
		{
			title: 'two posts in the same minute: the higher floor is the later one',
			fields: VIEW,
			posts: [
				['9楼 小明 2026-12-02 10:00 投 长安', [9, id('长安'), ['double'], true]],
				['8楼 小明 2026-12-02 10:00 投 夜雨', [8, id('夜雨'), ['double'], false]]
			]
		}
	],

	'overlapping pages: a floor pasted twice': [
		{
			title: 'a copy of an earlier floor pasted after the 改投 does not bring the old vote back',
			fields: VIEW,
			posts: [
				[FLOOR_3, [3, id('夜雨'), ['replaced'], false]],
				['7楼 风起 2026-12-02 18:00 改投 长安', [7, id('长安'), [], true]],
				[FLOOR_3, [3, id('夜雨'), ['replaced'], false]]
			],
			check: (posts) =>
				expect(ballotsOf(posts).map((b) => [b.voter, b.target])).toEqual([[id('风起'), id('长安')]])
		},
		{
			title: 'the same floor twice counts once',
			posts: [[FLOOR_3], ['4楼 南柯 2026-12-02 10:01 投 夜雨'], [FLOOR_3]],
			check: (posts) =>
				expect(ballotsOf(posts).map((b) => [b.voter, b.target, b.floor])).toEqual([
					[id('南柯'), id('夜雨'), 4],
					[id('风起'), id('夜雨'), 3]
				])
		},
		{
			title: 'the block layout copied with a floor twice',
			fields: ['floor', 'abstain', 'counts'],
			posts: [
				[FLOOR_10, [10, false, false]],
				[block('落雁', '2026-12-3 20:40', '11#', '改票：弃票'), [11, true, true]],
				[FLOOR_10, [10, false, false]]
			]
		}
	],

	'a floor copied before and after its edit': [
		{
			title: 'two copies of one floor saying different things: neither is ticked',
			fields: VIEW,
			posts: [
				[
					block(
						'落雁',
						'2026-12-3 20:00',
						'10#',
						editNote('落雁', '2026-12-3 20:20'),
						'',
						'投 长安'
					),
					[10, id('长安'), ['double'], false]
				],
				[FLOOR_10, [10, id('小明'), ['double'], false]]
			],
			check: (posts) => expect(ballotsOf(posts)).toEqual([])
		}
	],

	'late and early posts among pages out of order': [
		{
			title: 'a late post pasted first still never unticks the one on time',
			fields: VIEW,
			posts: [
				['40楼 青衫 2026-12-03 21:45 投 落雁', [40, id('落雁'), ['late'], false]],
				['12楼 青衫 2026-12-03 09:00 投 阿白', [12, id('阿白'), [], true]]
			]
		},
		{
			title: 'a post from the day before (before the vote opened) never counts, wherever pasted',
			fields: VIEW,
			posts: [
				['12楼 青衫 2026-12-02 09:00 投 阿白', [12, id('阿白'), [], true]],
				['2楼 青衫 2026-12-01 10:00 投 落雁', [2, id('落雁'), ['early'], false]]
			]
		}
	]
});
