import { expect } from 'vitest';
import { type ReadPost, readThread } from './thread';
import { VOTE, readingCases, seated } from './testing/threads';

// The ways a vote's words are written: full-width forms, seat numbers, 投给, 弃票, names holding
// spaces, marks or emoji, and lines that name a player while saying they do NOT vote for them.
const NAMES = ['长安', '夜雨', '青衫', '落雁', '小明', '风起', '南柯', '阿白'];
const MORE = ['Moon Light', 'Moon', '🌙月亮', '夜雨~', '小明明'];
const { players: PLAYERS, id } = seated([...NAMES, ...MORE]);
const readAmong =
	(players: typeof PLAYERS) =>
	(...lines: string[]) =>
		readThread(lines.join('\n'), players, { deadline: VOTE.deadline });
const read = readAmong(PLAYERS);
const VIEW: (keyof ReadPost)[] = ['floor', 'target', 'abstain', 'flags', 'counts'];
const VOTE_SEEN: (keyof ReadPost)[] = ['target', 'abstain', 'flags', 'counts'];

readingCases(read, {
	'full-width forms and seat numbers': [
		{
			title: '投3号, 投 ３ 号, 投　３号, ＃ floors and full-width colons',
			fields: VIEW,
			posts: [
				['2楼 长安 2026-12-02 10:00 投3号', [2, id('青衫'), false, [], true]],
				['3楼 夜雨 2026-12-02 10:01 投 ３ 号', [3, id('青衫'), false, [], true]],
				['＃４ 青衫 ２０２６－１２－０２ １０：０２ 投　３号', [4, id('青衫'), false, [], true]],
				['5楼 落雁 2026-12-02 10:03 投票：３', [5, id('青衫'), false, [], true]],
				['6楼 小明 2026-12-02 10:04 投给 阿白', [6, id('阿白'), false, [], true]],
				['7楼 风起 2026-12-02 10:05 投票：“南柯”', [7, id('南柯'), false, [], true]]
			]
		},
		{
			title: '“投 3号 5号”, “投 长安、南柯”: two players listed after one vote word are flagged',
			fields: VOTE_SEEN,
			posts: [
				['2楼 长安 2026-12-02 10:00 投 3号 5号', [null, false, ['manyNames'], false]],
				['3楼 夜雨 2026-12-02 10:01 投 长安、南柯', [null, false, ['manyNames'], false]],
				['4楼 青衫 2026-12-02 10:02 投 南柯 / 阿白', [null, false, ['manyNames'], false]],
				// A reason after the name is not a second vote.
				['5楼 落雁 2026-12-02 10:03 投 3号 5号说得对', [id('青衫'), false, [], true]]
			]
		},
		{
			title: 'a seat nobody holds, or a floor written where a seat is meant, is flagged',
			fields: ['flags', 'counts'],
			posts: [
				['2楼 长安 2026-12-02 10:00 投 30号', [['unread'], false]],
				['3楼 夜雨 2026-12-02 10:01 投 3楼', [['unread'], false]]
			]
		}
	],

	'弃票 and not voting yet': [
		{
			title: '弃票, 弃权, 不投 and 投票：弃 are abstentions',
			fields: VOTE_SEEN,
			posts: [
				['2楼 长安 2026-12-02 10:00 弃票', [null, true, [], true]],
				['3楼 夜雨 2026-12-02 10:01 我弃权', [null, true, [], true]],
				['4楼 青衫 2026-12-02 10:02 不投', [null, true, [], true]],
				['5楼 落雁 2026-12-02 10:03 投票：弃', [null, true, [], true]],
				['6楼 小明 2026-12-02 10:04 不投了，看不懂', [null, true, [], true]]
			]
		},
		{
			title: '“投 夜雨，算了还是弃票吧”: a vote and 弃票 in one post are flagged, not guessed',
			fields: VOTE_SEEN,
			posts: [
				['2楼 长安 2026-12-02 10:00 投 夜雨，算了还是弃票吧', [null, false, ['manyNames'], false]]
			]
		},
		{
			title: '“暂时不投”, “先不投” say not yet: no ballot, flagged',
			fields: VOTE_SEEN,
			posts: [
				['2楼 长安 2026-12-02 10:00 暂时不投', [null, false, ['unread'], false]],
				['3楼 夜雨 2026-12-02 10:01 先不投', [null, false, ['unread'], false]]
			]
		}
	],

	'a line naming a player it does not vote for': [
		{
			title: '“我不投青衫”, “别投南柯了”, “没投南柯”, “不要投南柯”: offered, never counted',
			fields: VOTE_SEEN,
			posts: [
				['2楼 长安 2026-12-02 10:00 我不投青衫', [id('青衫'), false, ['noVoteWord'], false]],
				['3楼 夜雨 2026-12-02 10:01 不投青衫', [id('青衫'), false, ['noVoteWord'], false]],
				['4楼 青衫 2026-12-02 10:02 别投南柯了', [id('南柯'), false, ['noVoteWord'], false]],
				['5楼 落雁 2026-12-02 10:03 没投南柯', [id('南柯'), false, ['noVoteWord'], false]],
				['6楼 小明 2026-12-02 10:04 大家不要投南柯', [id('南柯'), false, ['noVoteWord'], false]],
				['7楼 风起 2026-12-02 10:05 南柯的票我不认', [id('南柯'), false, ['noVoteWord'], false]]
			]
		},
		{
			title: '“不要投南柯，投长安” and “不如投南柯” vote the player the vote word names',
			fields: VOTE_SEEN,
			posts: [
				['2楼 长安 2026-12-02 10:00 不要投南柯，投长安', [id('长安'), false, [], true]],
				['3楼 夜雨 2026-12-02 10:01 想了想不如投南柯', [id('南柯'), false, [], true]]
			]
		},
		{
			title: '“我不会改投青衫的” changes nothing: the earlier vote still counts',
			fields: ['target', 'changed', 'flags', 'counts'],
			posts: [
				['2楼 长安 2026-12-02 10:00 投 夜雨', [id('夜雨'), false, [], true]],
				[
					'3楼 长安 2026-12-02 10:01 我不会改投青衫的，放心',
					[id('青衫'), false, ['noVoteWord'], false]
				]
			]
		},
		{
			title: '“不改票，仍投 长安” is the same vote again',
			fields: ['target', 'changed', 'counts'],
			posts: [
				['2楼 夜雨 2026-12-02 10:00 投 长安', [id('长安'), false, false]],
				['3楼 夜雨 2026-12-02 10:05 不改票，仍投 长安', [id('长安'), false, true]]
			]
		}
	],

	'names with spaces, marks and emoji': [
		{
			title: '“投 Moon Light” is Moon Light, not Moon; “Moon，Light说得对” is Moon',
			fields: ['target'],
			posts: [
				['2楼 长安 2026-12-02 10:00 投 Moon Light', [id('Moon Light')]],
				['3楼 南柯 2026-12-02 10:01 投票：“Moon  Light”，理由见上', [id('Moon Light')]],
				['4楼 阿白 2026-12-02 10:02 改投 moon light', [id('Moon Light')]],
				['5楼 夜雨 2026-12-02 10:03 投 Moon，Light说得对', [id('Moon')]]
			]
		},
		{
			title: 'authors and targets with emoji or a trailing mark',
			fields: ['voter', 'target', 'counts'],
			posts: [
				['2楼 Moon Light 2026-12-02 10:00 投 🌙月亮', [id('Moon Light'), id('🌙月亮'), true]],
				['3楼 🌙月亮 2026-12-02 10:01 投 夜雨~', [id('🌙月亮'), id('夜雨~'), true]],
				['4楼 夜雨~ 2026-12-02 10:02 投 夜雨，理由同上', [id('夜雨~'), id('夜雨'), true]]
			]
		},
		{
			title: 'a shorter name before a space is that player (“投 小明 明天见” is 小明)',
			fields: ['target'],
			posts: [['2楼 落雁 2026-12-02 10:00 投 小明 明天见', [id('小明')]]]
		}
	],

	'同上 beside a vote word': [
		{
			title: '“投 南柯，理由同上” votes 南柯; “同上” alone still follows the floor above',
			fields: ['target', 'sameAs', 'counts'],
			posts: [
				['3楼 青衫 2026-12-02 10:00 投 长安', [id('长安'), null, true]],
				['4楼 落雁 2026-12-02 10:01 投 南柯，理由同上', [id('南柯'), null, true]],
				['5楼 小明 2026-12-02 10:02 同上', [id('南柯'), 4, true]]
			]
		}
	],

	'an author whose forum name only looks like a player’s': [
		{
			read: readAmong(PLAYERS.filter((p) => p.name !== 'Moon')),
			title:
				'“夜雨声烦”, “长安城”, “Moon” are not 夜雨, 长安, Moon Light: flagged, not their ballots',
			fields: ['author', 'voter', 'flags', 'counts'],
			posts: [
				['2楼 夜雨声烦 2026-12-02 10:00 投 长安', ['夜雨声烦', null, ['unknownAuthor'], false]],
				['3楼 长安城 2026-12-02 10:01 投 夜雨', ['长安城', null, ['unknownAuthor'], false]],
				['4楼 Moon 2026-12-02 10:02 投 长安', ['Moon', null, ['unknownAuthor'], false]],
				['5楼 小明同学 2026-12-02 10:03 投 长安', ['小明同学', null, ['unknownAuthor'], false]]
			]
		},
		{
			title: '贴吧’s floor and time under the words: a vote’s line is not taken for the author',
			fields: ['floor', 'voter', 'counts'],
			posts: [
				['长安\n投 夜雨\n2楼 2026-12-02 10:00', [2, null, false]],
				['夜雨\n投 长安\n3楼 2026-12-02 10:05', [3, null, false]]
			],
			check: (posts) => expect(posts.every((p) => p.flags.includes('unknownAuthor'))).toBe(true)
		},
		{
			title: 'a player’s name among the frame’s words on the header is still that player',
			fields: ['voter', 'counts'],
			posts: [
				['2F 长安 2026-12-02 10:00 投 夜雨', [id('长安'), true]],
				['[版主] 南柯 2026-12-02 10:01 投 夜雨', [id('南柯'), true]]
			]
		}
	],

	'a vote word in a question': [
		{
			title:
				'“投南柯吗？”, “投 南柯 吗”, “投长安?” are flagged; a question beside a firm vote is not',
			fields: VIEW,
			posts: [
				['2楼 长安 2026-12-02 10:00 投南柯吗？', [2, id('南柯'), false, ['question'], false]],
				['3楼 夜雨 2026-12-02 10:01 今天投 南柯 吗', [3, id('南柯'), false, ['question'], false]],
				['4楼 青衫 2026-12-02 10:02 投长安?', [4, id('长安'), false, ['question'], false]],
				['5楼 落雁 2026-12-02 10:03 投南柯。大家觉得呢？', [5, id('南柯'), false, [], true]],
				['6楼 小明 2026-12-02 10:04 长安是狼吗？投长安', [6, id('长安'), false, [], true]]
			]
		}
	]
});
