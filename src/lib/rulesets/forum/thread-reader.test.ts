import { describe, expect, it } from 'vitest';
import { ballotsOf, readThread } from './thread';
import { VOTE, seated } from './testing/threads';

// The thread formats directors paste: Discuz's block layout with copied quotes, one-line posts,
// replies to floors, changed votes. Names of the 20-player 沉取场 test table.
const NAMES = ['长安', '夜雨', '青衫', '落雁', '小明', '风起', '南柯', '阿白', '老K', '月下'];
const { players: PLAYERS, id } = seated(NAMES);
const read = (text: string, voters?: string[]) =>
	readThread(text, PLAYERS, { ...VOTE, ...(voters ? { voters } : {}) });
const view = (posts: ReturnType<typeof read>) =>
	posts.map((p) => [p.floor, p.author, p.target, p.flags, p.counts]);
/** The reader on these one-line posts, and what it makes of them as `view` shows it. */
const readLines = (...posts: string[]) => read(posts.join('\n'));
const viewOf = (...posts: string[]) => view(readLines(...posts));

describe('Discuz block layout with copied quotes', () => {
	const THREAD = `夜雨
发表于 2026-12-2 10:05 | 只看该作者
沙发
投 长安

青衫
发表于 2026-12-2 10:12 | 只看该作者
板凳
投 小明

小明
发表于 2026-12-2 11:40 | 只看该作者
地板
青衫 发表于 2026-12-2 10:12
投 小明
你投我？那我投 南柯

南柯
发表于 2026-12-2 12:00 | 只看该作者
5#
回复 3楼 青衫 的帖子
同投
`;

	it('keeps the quoted post inside the reply; its header starts no post of its own', () => {
		const posts = read(THREAD);
		expect(posts).toHaveLength(4);
		expect(view(posts)).toEqual([
			[2, '夜雨', id('长安'), [], true],
			[3, '青衫', id('小明'), [], true],
			[4, '小明', id('南柯'), [], true],
			[5, '南柯', id('小明'), [], true]
		]);
		// The quote is shown with the reply, marked as quoted, exactly as pasted.
		expect(posts[2]?.lines).toEqual([
			'小明',
			'发表于 2026-12-2 11:40 | 只看该作者',
			'地板',
			'青衫 发表于 2026-12-2 10:12',
			'投 小明',
			'你投我？那我投 南柯'
		]);
		expect(posts[2]?.quoted).toEqual([3, 4]);
	});

	it('“回复 3楼 青衫 的帖子 / 同投” takes floor 3’s vote, not its author', () => {
		const posts = read(THREAD);
		expect(posts[3]).toMatchObject({ target: id('小明'), sameAs: 3, counts: true });
	});

	it('a quote of a post the paste does not hold: flagged and left unticked', () => {
		const posts = read(`长安
发表于 2026-12-2 13:00 | 只看该作者
9#
路人 发表于 2026-12-1 09:12
投 老K
投 落雁`);
		expect(posts).toHaveLength(1);
		expect(posts[0]?.flags).toContain('quoteUnsure');
		expect(posts[0]?.counts).toBe(false);
	});

	it('a quote of a floor right above, followed by “同投”', () => {
		const posts = read(`老K
发表于 2026-12-2 14:00 | 只看该作者
6#
投 阿白

月下
发表于 2026-12-2 14:02 | 只看该作者
7#
老K 发表于 2026-12-2 14:00
投 阿白
同投`);
		expect(view(posts)).toEqual([
			[6, '老K', id('阿白'), [], true],
			[7, '月下', id('阿白'), [], true]
		]);
		expect(posts[1]?.sameAs).toBe(6);
	});
});

describe('one-line posts', () => {
	it('keeps the original punctuation; reading folds it only for matching', () => {
		const posts = read('2楼 长安 2026-12-02 10:00 投 夜雨，理由：昨天发言太飘！');
		expect(posts[0]?.lines).toEqual(['2楼 长安 2026-12-02 10:00 投 夜雨，理由：昨天发言太飘！']);
		expect(posts[0]?.target).toBe(id('夜雨'));
	});

	it('“改投 长安，夜雨…” votes 长安 and the author’s earlier post no longer counts', () => {
		const posts = readLines(
			'2楼 风起 2026-12-02 10:00 投 夜雨',
			'3楼 阿白 2026-12-02 10:10 投 夜雨',
			'4楼 风起 2026-12-02 18:00 改投 长安，夜雨昨天那段发言我收回'
		);
		expect(view(posts)).toEqual([
			[2, '风起', id('夜雨'), ['replaced'], false],
			[3, '阿白', id('夜雨'), [], true],
			[4, '风起', id('长安'), [], true]
		]);
		expect(posts[2]?.changed).toBe(true);
		expect(ballotsOf(posts).map((b) => [b.voter, b.target])).toEqual([
			[id('阿白'), id('夜雨')],
			[id('风起'), id('长安')]
		]);
	});

	it.each([
		{
			title: 'a late 改投 does not untick the vote on time',
			posts: ['2楼 风起 2026-12-03 21:00 投 夜雨', '3楼 风起 2026-12-03 21:35 改投 长安'],
			rows: [
				[2, '风起', id('夜雨'), [], true],
				[3, '风起', id('长安'), ['late'], false]
			]
		},
		{
			title: 'a post from before the vote opened belongs to an earlier phase',
			posts: ['2楼 南柯 2026-12-01 20:00 投 夜雨', '9楼 南柯 2026-12-02 10:00 投 阿白'],
			rows: [
				[2, '南柯', id('夜雨'), ['early'], false],
				[9, '南柯', id('阿白'), [], true]
			]
		},
		{
			title: '“投 长安（改票）”: the change word after the name still replaces the earlier post',
			posts: ['2楼 风起 2026-12-02 10:00 投 夜雨', '3楼 风起 2026-12-02 11:00 投 长安（改票）'],
			rows: [
				[2, '风起', id('夜雨'), ['replaced'], false],
				[3, '风起', id('长安'), [], true]
			]
		}
	])('$title', ({ posts, rows }) => {
		expect(viewOf(...posts)).toEqual(rows);
	});

	it('“跟 N楼”, “同 N#” and “同上” follow that floor; an unread floor is flagged', () => {
		const posts = readLines(
			'2楼 长安 2026-12-02 10:00 投 南柯',
			'3楼 夜雨 2026-12-02 10:01 跟 2楼',
			'4楼 青衫 2026-12-02 10:02 同上',
			'5楼 小明 2026-12-02 10:03 同 #3',
			'6楼 月下 2026-12-02 10:04 跟 40楼',
			'7楼 阿白 2026-12-02 10:05 同投'
		);
		expect(view(posts)).toEqual([
			[2, '长安', id('南柯'), [], true],
			[3, '夜雨', id('南柯'), [], true],
			[4, '青衫', id('南柯'), [], true],
			[5, '小明', id('南柯'), [], true],
			[6, '月下', null, ['sameAsUnread'], false],
			[7, '阿白', null, ['sameAsUnread'], false]
		]);
		expect(posts[5]?.sameAs).toBeNull();
		expect(posts[4]?.sameAs).toBe(40);
	});

	it('several names without a vote word are flagged, not guessed', () => {
		expect(
			viewOf(
				'2楼 长安 2026-12-02 10:00 夜雨和青衫都很可疑',
				'3楼 阿白 2026-12-02 10:01 南柯',
				'4楼 老K 2026-12-02 10:02 感觉南柯今天话很多',
				'5楼 月下 2026-12-02 10:03 投 夜雨，不过青衫也可疑'
			)
		).toEqual([
			[2, '长安', null, ['manyNames'], false],
			[3, '阿白', id('南柯'), [], true],
			// One name among other words: offered for the director to tick, not counted.
			[4, '老K', id('南柯'), ['noVoteWord'], false],
			[5, '月下', id('夜雨'), [], true]
		]);
	});

	it('two vote words for two players are flagged', () => {
		const posts = read('2楼 长安 2026-12-02 10:00 投 夜雨 或者 投 青衫');
		expect(posts[0]?.flags).toEqual(['manyNames']);
		expect(posts[0]?.counts).toBe(false);
	});

	it('a player who is out: flagged, not counted, and does not untick anyone', () => {
		const voters = PLAYERS.map((p) => p.id).filter((p) => p !== id('落雁'));
		const posts = read(
			['2楼 落雁 2026-12-02 10:00 投 长安', '3楼 长安 2026-12-02 10:01 投 落雁'].join('\n'),
			voters
		);
		expect(view(posts)).toEqual([
			[2, '落雁', id('长安'), ['notVoter'], false],
			[3, '长安', id('落雁'), [], true]
		]);
	});
});

describe('replies to floors', () => {
	it('“回复 #3 青衫” with a vote word votes the named player, not the replied author', () => {
		expect(
			viewOf(
				'3楼 青衫 2026-12-02 10:00 投 南柯',
				'4楼 老K 2026-12-02 10:05 回复 #3 青衫 投 阿白',
				'5楼 月下 2026-12-02 10:06 回复 3楼 青衫 的帖子 我不同意'
			)
		).toEqual([
			[3, '青衫', id('南柯'), [], true],
			[4, '老K', id('阿白'), [], true],
			[5, '月下', null, ['unread'], false]
		]);
	});

	it('“回复 3楼：同投” in the block layout', () => {
		const posts = read(`青衫
发表于 2026-12-2 10:00 | 只看该作者
3#
投 风起

阿白
发表于 2026-12-2 10:30 | 只看该作者
4#
回复 3楼：同投`);
		expect(view(posts)[1]).toEqual([4, '阿白', id('风起'), [], true]);
	});
});

describe('more ways players write a vote', () => {
	it('“同楼上”, “同投 2楼” and Discuz’s quick reply “回复 3# 青衫” then 同投', () => {
		const posts = read(`2楼 长安 2026-12-02 10:00 投 南柯
3楼 青衫 2026-12-02 10:01 投 阿白
4楼 夜雨 2026-12-02 10:02 同楼上
5楼 小明 2026-12-02 10:03 同投 2楼
老K
发表于 2026-12-2 10:04 | 只看该作者
6#
回复 3# 青衫
同投`);
		expect(posts.map((p) => [p.floor, p.target, p.sameAs, p.counts])).toEqual([
			[2, id('南柯'), null, true],
			[3, id('阿白'), null, true],
			[4, id('阿白'), 3, true],
			[5, id('南柯'), 2, true],
			[6, id('阿白'), 3, true]
		]);
	});

	it('同投 of a post that is itself unread is flagged with the floor it follows', () => {
		const posts = readLines('2楼 长安 2026-12-02 10:00 顶', '3楼 夜雨 2026-12-02 10:01 跟 2楼');
		expect(posts[1]).toMatchObject({ target: null, sameAs: 2, counts: false });
		expect(posts[1]?.flags).toEqual(['sameAsUnread']);
	});
});

describe('a Discuz page copied whole', () => {
	it('skips the author column between the name and the post time', () => {
		const posts = read(`夜雨

12
主题
340
帖子
1,024
积分
中级会员
发表于 2026-12-2 10:05 | 只看该作者
沙发
投 长安
回复 支持 反对
使用道具 举报

路人甲
5
主题
UID: 3321
发表于 2026-12-2 10:06 | 只看该作者
板凳
投 夜雨`);
		expect(posts.map((p) => [p.floor, p.author, p.target, p.flags])).toEqual([
			[2, '夜雨', id('长安'), []],
			[3, '路人甲', id('夜雨'), ['unknownAuthor']]
		]);
		expect(posts[0]?.lines.slice(0, 2)).toEqual(['夜雨', '12']);
	});

	it('reads the name on the line after a vote word that ends its line', () => {
		const posts = read(`夜雨
发表于 2026-12-2 10:05 | 只看该作者
沙发
投票：
长安

小明
发表于 2026-12-2 11:05 | 只看该作者
板凳
改投
南柯`);
		expect(posts.map((p) => [p.target, p.changed, p.counts])).toEqual([
			[id('长安'), false, true],
			[id('南柯'), true, true]
		]);
	});

	it('headers with no floors: a header repeating an earlier post’s is a quote', () => {
		const posts = read(`长安 发表于 2026-12-02 10:00
投 夜雨
青衫 发表于 2026-12-02 10:05
长安 发表于 2026-12-02 10:00
投 夜雨
同投
落雁 发表于 2026-12-02 10:09
投 青衫`);
		expect(posts.map((p) => [p.author, p.target, p.quoted, p.counts])).toEqual([
			['长安', id('夜雨'), [], true],
			['青衫', id('夜雨'), [1, 2], true],
			['落雁', id('青衫'), [], true]
		]);
	});
});
