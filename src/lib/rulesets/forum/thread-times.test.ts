import { describe, expect, it } from 'vitest';
import { type ThreadPlayer, ballotsOf, readThread } from './thread';

// How a pasted vote thread shows its post times: absolute in several spellings, or relative to
// the day it was copied (Discuz shows “发表于 昨天 21:05” and “3 分钟前” for recent posts).
const NAMES = ['长安', '夜雨', '青衫', '落雁', '小明', '风起', '南柯', '阿白'];
const PLAYERS: ThreadPlayer[] = NAMES.map((name, i) => ({ id: `p${i + 1}`, name, seat: i + 1 }));
const id = (name: string) => `p${NAMES.indexOf(name) + 1}`;
const read = (text: string) =>
	readThread(text, PLAYERS, {
		deadline: '2026-12-03T21:30:00+08:00',
		opens: '2026-12-01T21:30:00+08:00'
	});
const view = (text: string) =>
	read(text).map((p) => [p.floor, p.author, p.postedAt, p.target, p.flags, p.counts]);

describe('post times in the usual spellings', () => {
	it('reads seconds, slashes, 年月日 and “发表于” alike', () => {
		const posts = read(`2楼 长安 2026-12-02 10:00:07 投 夜雨
3楼 夜雨 2026/12/02 10:01 投 长安
4楼 青衫 2026年12月2日 10:02 投 长安
落雁
发表于 2026-12-2 10:03 | 只看该作者
5#
投 长安`);
		expect(posts.map((p) => [p.floor, p.postedAt, p.target])).toEqual([
			[2, '2026-12-02T10:00:07+08:00', id('夜雨')],
			[3, '2026-12-02T10:01:00+08:00', id('长安')],
			[4, '2026-12-02T10:02:00+08:00', id('长安')],
			[5, '2026-12-02T10:03:00+08:00', id('长安')]
		]);
	});

	it('phpBB’s “帖子 由 X » date 星期三 time” headers', () => {
		const posts = read(`帖子 由 长安 » 2026年 12月 2日 星期三 10:00
投 夜雨
帖子 由 夜雨 » 2026年 12月 2日 星期三 10:05
投 长安`);
		expect(posts.map((p) => [p.voter, p.postedAt, p.target, p.counts])).toEqual([
			[id('长安'), '2026-12-02T10:00:00+08:00', id('夜雨'), true],
			[id('夜雨'), '2026-12-02T10:05:00+08:00', id('长安'), true]
		]);
	});

	it('NGA’s “#n X time” headers, 同上 following the floor above', () => {
		const posts = read('#2 长安 2026-12-02 10:00\n投 夜雨\n#3 夜雨 2026-12-02 10:05\n同上');
		expect(posts.map((p) => [p.floor, p.voter, p.target, p.counts])).toEqual([
			[2, id('长安'), id('夜雨'), true],
			[3, id('夜雨'), id('夜雨'), true]
		]);
	});

	it.each([
		['2026年12月2日 星期三 21:05', '2026-12-02T21:05:00+08:00', []],
		['2026年 12月 2日, 21:05', '2026-12-02T21:05:00+08:00', []],
		[': 2026-12-02 21:05', '2026-12-02T21:05:00+08:00', []],
		// A time the reader cannot date still starts the post: flagged, never merged above.
		['2026-12-02 下午9:05', null, ['noTime']],
		['12-02 21:05', null, ['noTime']]
	])('“发表于 %s” starts its own post', (time, iso, flags) => {
		const posts = read(`夜雨
发表于 2026-12-2 10:05 | 只看该作者
沙发
我再想想

南柯
发表于 ${time} | 只看该作者
板凳
投 长安`);
		expect(posts.map((p) => [p.author, p.postedAt, p.target, p.flags])).toEqual([
			['夜雨', '2026-12-02T10:05:00+08:00', null, ['unread']],
			['南柯', iso, id('长安'), flags]
		]);
	});

	it('a post at the deadline’s minute is on time; a second after it is late', () => {
		expect(
			view(`8楼 阿白 2026-12-03 21:30:00 投 南柯
9楼 南柯 2026-12-03 21:30:01 投 阿白`).map((r) => r.slice(4))
		).toEqual([
			[[], true],
			[['late'], false]
		]);
	});
});

describe('times relative to the day the page was copied', () => {
	it('“发表于 昨天 21:05” starts a post of its own: its vote is not read as the post above’s', () => {
		expect(
			view(`夜雨
发表于 2026-12-2 10:05 | 只看该作者
沙发
今天谁都像狼，我再想想

南柯
发表于 昨天 21:05 | 只看该作者
板凳
投 长安`)
		).toEqual([
			[2, '夜雨', '2026-12-02T10:05:00+08:00', null, ['unread'], false],
			// Its date is not known: read, flagged for the director, not ticked.
			[3, '南柯', null, id('长安'), ['noTime'], false]
		]);
	});

	it('a first post with a relative time is shown, not dropped', () => {
		const posts = read(`南柯
发表于 半小时前 | 只看该作者
沙发
投 长安

夜雨
发表于 2026-12-2 10:05 | 只看该作者
板凳
投 小明`);
		expect(posts.map((p) => [p.floor, p.author, p.target, p.flags])).toEqual([
			[2, '南柯', id('长安'), ['noTime']],
			[3, '夜雨', id('小明'), []]
		]);
		expect(ballotsOf(posts).map((b) => b.voter)).toEqual([id('夜雨')]);
	});

	it('“3 分钟前” and “今天 09:12” after a floor, one post a line', () => {
		expect(
			view(`5楼 长安 2026-12-03 20:00 投 夜雨
6楼 青衫 3 分钟前 投 长安
7楼 落雁 今天 09:12 弃票`)
		).toEqual([
			[5, '长安', '2026-12-03T20:00:00+08:00', id('夜雨'), [], true],
			[6, '青衫', null, id('长安'), ['noTime'], false],
			[7, '落雁', null, null, ['noTime'], false]
		]);
	});

	it('“名字 发表于 昨天 21:05” headers with no floors: each one its own post', () => {
		expect(
			view(`长安 发表于 2026-12-02 10:00
投 夜雨
青衫 发表于 昨天 21:05
投 长安
落雁 发表于 2026-12-02 10:09
投 青衫`).map((r) => [r[1], r[3], r[4]])
		).toEqual([
			['长安', id('夜雨'), []],
			['青衫', id('长安'), ['noTime']],
			['落雁', id('青衫'), []]
		]);
	});

	it('a copied quote with a relative time stays a quote (where it ends is a guess: flagged)', () => {
		const posts = read(`青衫
发表于 2026-12-2 10:12 | 只看该作者
板凳
投 小明

小明
发表于 2026-12-2 11:40 | 只看该作者
地板
青衫 发表于 3 分钟前
投 小明
你投我？那我投 南柯`);
		expect(posts.map((p) => [p.floor, p.author, p.target, p.flags, p.counts])).toEqual([
			[3, '青衫', id('小明'), [], true],
			[4, '小明', id('南柯'), ['quoteUnsure'], false]
		]);
		expect(posts[1]?.quoted).toEqual([3, 4]);
	});

	it('an edit note with a relative time is no post', () => {
		const posts = read(`阿白
发表于 2026-12-2 20:30 | 只看该作者
6#
本帖最后由 阿白 于 昨天 20:35 编辑

投 南柯`);
		expect(posts.map((p) => [p.floor, p.target, p.flags, p.counts])).toEqual([
			[6, id('南柯'), [], true]
		]);
	});

	it('“回复 3楼 昨天 21:05 说的…” inside a post’s words starts nothing', () => {
		const posts = read(`5楼 长安 2026-12-03 20:00 我同意
回复 3楼 昨天 21:05 说的
投 夜雨`);
		expect(posts.map((p) => [p.author, p.target, p.counts])).toEqual([['长安', id('夜雨'), true]]);
	});

	it('“昨天 21:05” inside a post’s words starts nothing', () => {
		const posts = read(`夜雨
发表于 2026-12-2 10:05 | 只看该作者
沙发
昨天 21:05 南柯说的那段话很可疑
投 长安`);
		expect(posts.map((p) => [p.author, p.target, p.counts])).toEqual([['夜雨', id('长安'), true]]);
	});
});
