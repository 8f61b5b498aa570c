import { describe, expect, it } from 'vitest';
import { type ThreadPlayer, readThread } from './thread';

// The ways a vote's words are written: full-width forms, seat numbers, 投给, 弃票, names holding
// spaces, marks or emoji, and lines that name a player while saying they do NOT vote for them.
const NAMES = ['长安', '夜雨', '青衫', '落雁', '小明', '风起', '南柯', '阿白'];
const MORE = ['Moon Light', 'Moon', '🌙月亮', '夜雨~', '小明明'];
const PLAYERS: ThreadPlayer[] = [...NAMES, ...MORE].map((name, i) => ({
	id: `p${i + 1}`,
	name,
	seat: i + 1
}));
const id = (name: string) => `p${[...NAMES, ...MORE].indexOf(name) + 1}`;
const read = (...lines: string[]) =>
	readThread(lines.join('\n'), PLAYERS, { deadline: '2026-12-03T21:30:00+08:00' });
const view = (...lines: string[]) =>
	read(...lines).map((p) => [p.floor, p.target, p.abstain, p.flags, p.counts]);

describe('full-width forms and seat numbers', () => {
	it('投3号, 投 ３ 号, 投　３号, ＃ floors and full-width colons', () => {
		expect(
			view(
				'2楼 长安 2026-12-02 10:00 投3号',
				'3楼 夜雨 2026-12-02 10:01 投 ３ 号',
				'＃４ 青衫 ２０２６－１２－０２ １０：０２ 投　３号',
				'5楼 落雁 2026-12-02 10:03 投票：３',
				'6楼 小明 2026-12-02 10:04 投给 阿白',
				'7楼 风起 2026-12-02 10:05 投票：“南柯”'
			)
		).toEqual([
			[2, id('青衫'), false, [], true],
			[3, id('青衫'), false, [], true],
			[4, id('青衫'), false, [], true],
			[5, id('青衫'), false, [], true],
			[6, id('阿白'), false, [], true],
			[7, id('南柯'), false, [], true]
		]);
	});

	it('a seat nobody holds, or a floor written where a seat is meant, is flagged', () => {
		expect(
			view('2楼 长安 2026-12-02 10:00 投 30号', '3楼 夜雨 2026-12-02 10:01 投 3楼').map((r) =>
				r.slice(3)
			)
		).toEqual([
			[['unread'], false],
			[['unread'], false]
		]);
	});
});

describe('弃票 and not voting yet', () => {
	it('弃票, 弃权, 不投 and 投票：弃 are abstentions', () => {
		expect(
			view(
				'2楼 长安 2026-12-02 10:00 弃票',
				'3楼 夜雨 2026-12-02 10:01 我弃权',
				'4楼 青衫 2026-12-02 10:02 不投',
				'5楼 落雁 2026-12-02 10:03 投票：弃',
				'6楼 小明 2026-12-02 10:04 不投了，看不懂'
			).map((r) => r.slice(1))
		).toEqual([
			[null, true, [], true],
			[null, true, [], true],
			[null, true, [], true],
			[null, true, [], true],
			[null, true, [], true]
		]);
	});

	it('“投 夜雨，算了还是弃票吧”: a vote and 弃票 in one post are flagged, not guessed', () => {
		expect(view('2楼 长安 2026-12-02 10:00 投 夜雨，算了还是弃票吧')[0]?.slice(1)).toEqual([
			null,
			false,
			['manyNames'],
			false
		]);
	});

	it('“暂时不投”, “先不投” say not yet: no ballot, flagged', () => {
		expect(
			view('2楼 长安 2026-12-02 10:00 暂时不投', '3楼 夜雨 2026-12-02 10:01 先不投').map((r) =>
				r.slice(1)
			)
		).toEqual([
			[null, false, ['unread'], false],
			[null, false, ['unread'], false]
		]);
	});
});

describe('a line naming a player it does not vote for', () => {
	it('“我不投青衫”, “别投南柯了”, “没投南柯”, “不要投南柯”: offered, never counted', () => {
		expect(
			view(
				'2楼 长安 2026-12-02 10:00 我不投青衫',
				'3楼 夜雨 2026-12-02 10:01 不投青衫',
				'4楼 青衫 2026-12-02 10:02 别投南柯了',
				'5楼 落雁 2026-12-02 10:03 没投南柯',
				'6楼 小明 2026-12-02 10:04 大家不要投南柯',
				'7楼 风起 2026-12-02 10:05 南柯的票我不认'
			).map((r) => r.slice(1))
		).toEqual([
			[id('青衫'), false, ['noVoteWord'], false],
			[id('青衫'), false, ['noVoteWord'], false],
			[id('南柯'), false, ['noVoteWord'], false],
			[id('南柯'), false, ['noVoteWord'], false],
			[id('南柯'), false, ['noVoteWord'], false],
			[id('南柯'), false, ['noVoteWord'], false]
		]);
	});

	it('“不要投南柯，投长安” and “不如投南柯” vote the player the vote word names', () => {
		expect(
			view(
				'2楼 长安 2026-12-02 10:00 不要投南柯，投长安',
				'3楼 夜雨 2026-12-02 10:01 想了想不如投南柯'
			).map((r) => r.slice(1))
		).toEqual([
			[id('长安'), false, [], true],
			[id('南柯'), false, [], true]
		]);
	});

	it('“我不会改投青衫的” changes nothing: the earlier vote still counts', () => {
		const posts = read(
			'2楼 长安 2026-12-02 10:00 投 夜雨',
			'3楼 长安 2026-12-02 10:01 我不会改投青衫的，放心'
		);
		expect(posts.map((p) => [p.target, p.changed, p.flags, p.counts])).toEqual([
			[id('夜雨'), false, [], true],
			[id('青衫'), false, ['noVoteWord'], false]
		]);
	});

	it('“不改票，仍投 长安” is the same vote again', () => {
		const posts = read(
			'2楼 夜雨 2026-12-02 10:00 投 长安',
			'3楼 夜雨 2026-12-02 10:05 不改票，仍投 长安'
		);
		expect(posts.map((p) => [p.target, p.changed, p.counts])).toEqual([
			[id('长安'), false, false],
			[id('长安'), false, true]
		]);
	});
});

describe('names with spaces, marks and emoji', () => {
	it('“投 Moon Light” is Moon Light, not Moon; “Moon，Light说得对” is Moon', () => {
		expect(
			view(
				'2楼 长安 2026-12-02 10:00 投 Moon Light',
				'3楼 南柯 2026-12-02 10:01 投票：“Moon  Light”，理由见上',
				'4楼 阿白 2026-12-02 10:02 改投 moon light',
				'5楼 夜雨 2026-12-02 10:03 投 Moon，Light说得对'
			).map((r) => r.slice(1, 2))
		).toEqual([[id('Moon Light')], [id('Moon Light')], [id('Moon Light')], [id('Moon')]]);
	});

	it('authors and targets with emoji or a trailing mark', () => {
		const posts = read(
			'2楼 Moon Light 2026-12-02 10:00 投 🌙月亮',
			'3楼 🌙月亮 2026-12-02 10:01 投 夜雨~',
			'4楼 夜雨~ 2026-12-02 10:02 投 夜雨，理由同上'
		);
		expect(posts.map((p) => [p.voter, p.target, p.counts])).toEqual([
			[id('Moon Light'), id('🌙月亮'), true],
			[id('🌙月亮'), id('夜雨~'), true],
			[id('夜雨~'), id('夜雨'), true]
		]);
	});

	it('a shorter name before a space is that player (“投 小明 明天见” is 小明)', () => {
		expect(view('2楼 落雁 2026-12-02 10:00 投 小明 明天见')[0]?.[1]).toBe(id('小明'));
	});
});

describe('同上 beside a vote word', () => {
	it('“投 南柯，理由同上” votes 南柯; “同上” alone still follows the floor above', () => {
		const posts = read(
			'3楼 青衫 2026-12-02 10:00 投 长安',
			'4楼 落雁 2026-12-02 10:01 投 南柯，理由同上',
			'5楼 小明 2026-12-02 10:02 同上'
		);
		expect(posts.map((p) => [p.target, p.sameAs, p.counts])).toEqual([
			[id('长安'), null, true],
			[id('南柯'), null, true],
			[id('南柯'), 4, true]
		]);
	});
});

describe('an author whose forum name only looks like a player’s', () => {
	it('“夜雨声烦”, “长安城”, “Moon” are not 夜雨, 长安, Moon Light: flagged, not their ballots', () => {
		const posts = readThread(
			[
				'2楼 夜雨声烦 2026-12-02 10:00 投 长安',
				'3楼 长安城 2026-12-02 10:01 投 夜雨',
				'4楼 Moon 2026-12-02 10:02 投 长安',
				'5楼 小明同学 2026-12-02 10:03 投 长安'
			].join('\n'),
			PLAYERS.filter((p) => p.name !== 'Moon'),
			{ deadline: '2026-12-03T21:30:00+08:00' }
		);
		expect(posts.map((p) => [p.author, p.voter, p.flags, p.counts])).toEqual([
			['夜雨声烦', null, ['unknownAuthor'], false],
			['长安城', null, ['unknownAuthor'], false],
			['Moon', null, ['unknownAuthor'], false],
			['小明同学', null, ['unknownAuthor'], false]
		]);
	});

	it('贴吧’s floor and time under the words: a vote’s line is not taken for the author', () => {
		const posts = read('长安\n投 夜雨\n2楼 2026-12-02 10:00\n夜雨\n投 长安\n3楼 2026-12-02 10:05');
		expect(posts.map((p) => [p.floor, p.voter, p.counts])).toEqual([
			[2, null, false],
			[3, null, false]
		]);
		expect(posts.every((p) => p.flags.includes('unknownAuthor'))).toBe(true);
	});

	it('a player’s name among the frame’s words on the header is still that player', () => {
		const posts = read('2F 长安 2026-12-02 10:00 投 夜雨', '[版主] 南柯 2026-12-02 10:01 投 夜雨');
		expect(posts.map((p) => [p.voter, p.counts])).toEqual([
			[id('长安'), true],
			[id('南柯'), true]
		]);
	});
});

describe('a vote word in a question', () => {
	it('“投南柯吗？”, “投 南柯 吗”, “投长安?” are flagged; a question beside a firm vote is not', () => {
		expect(
			view(
				'2楼 长安 2026-12-02 10:00 投南柯吗？',
				'3楼 夜雨 2026-12-02 10:01 今天投 南柯 吗',
				'4楼 青衫 2026-12-02 10:02 投长安?',
				'5楼 落雁 2026-12-02 10:03 投南柯。大家觉得呢？',
				'6楼 小明 2026-12-02 10:04 长安是狼吗？投长安'
			)
		).toEqual([
			[2, id('南柯'), false, ['question'], false],
			[3, id('南柯'), false, ['question'], false],
			[4, id('长安'), false, ['question'], false],
			[5, id('南柯'), false, [], true],
			[6, id('长安'), false, [], true]
		]);
	});
});
