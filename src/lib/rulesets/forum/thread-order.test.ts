import { describe, expect, it } from 'vitest';
import { type ThreadPlayer, ballotsOf, readThread } from './thread';

// Directors copy a long vote thread page by page: pages pasted out of order, or overlapping so
// that a floor appears twice. Which of a player's posts counts is decided by forum time.
const NAMES = ['长安', '夜雨', '青衫', '落雁', '小明', '风起', '南柯', '阿白'];
const PLAYERS: ThreadPlayer[] = NAMES.map((name, i) => ({ id: `p${i + 1}`, name, seat: i + 1 }));
const id = (name: string) => `p${NAMES.indexOf(name) + 1}`;
const read = (...lines: string[]) =>
	readThread(lines.join('\n'), PLAYERS, {
		deadline: '2026-12-03T21:30:00+08:00',
		opens: '2026-12-01T21:30:00+08:00'
	});
const view = (posts: ReturnType<typeof read>) =>
	posts.map((p) => [p.floor, p.target, p.flags, p.counts]);

describe('pages pasted out of order', () => {
	it('page 2 pasted above page 1: the later post still counts', () => {
		const posts = read(
			'31楼 风起 2026-12-03 18:00 投 长安',
			'32楼 夜雨 2026-12-03 18:05 投 风起',
			'3楼 风起 2026-12-02 10:00 投 夜雨',
			'4楼 南柯 2026-12-02 10:02 投 风起'
		);
		expect(view(posts)).toEqual([
			[31, id('长安'), ['double'], true],
			[32, id('风起'), [], true],
			[3, id('夜雨'), ['double'], false],
			[4, id('风起'), [], true]
		]);
		expect(ballotsOf(posts).find((b) => b.voter === id('风起'))?.target).toBe(id('长安'));
	});

	it('a 改投 on page 2 replaces the vote on page 1 pasted after it', () => {
		const posts = read('20楼 阿白 2026-12-03 12:00 改投 南柯', '5楼 阿白 2026-12-02 11:00 投 青衫');
		expect(view(posts)).toEqual([
			[20, id('南柯'), [], true],
			[5, id('青衫'), ['replaced'], false]
		]);
	});

	it('two posts in the same minute: the higher floor is the later one', () => {
		const posts = read('9楼 小明 2026-12-02 10:00 投 长安', '8楼 小明 2026-12-02 10:00 投 夜雨');
		expect(view(posts)).toEqual([
			[9, id('长安'), ['double'], true],
			[8, id('夜雨'), ['double'], false]
		]);
	});
});

describe('overlapping pages: a floor pasted twice', () => {
	it('a copy of an earlier floor pasted after the 改投 does not bring the old vote back', () => {
		const posts = read(
			'3楼 风起 2026-12-02 10:00 投 夜雨',
			'7楼 风起 2026-12-02 18:00 改投 长安',
			'3楼 风起 2026-12-02 10:00 投 夜雨'
		);
		expect(view(posts)).toEqual([
			[3, id('夜雨'), ['replaced'], false],
			[7, id('长安'), [], true],
			[3, id('夜雨'), ['replaced'], false]
		]);
		expect(ballotsOf(posts).map((b) => [b.voter, b.target])).toEqual([[id('风起'), id('长安')]]);
	});

	it('the same floor twice counts once', () => {
		const posts = read(
			'3楼 风起 2026-12-02 10:00 投 夜雨',
			'4楼 南柯 2026-12-02 10:01 投 夜雨',
			'3楼 风起 2026-12-02 10:00 投 夜雨'
		);
		expect(ballotsOf(posts).map((b) => [b.voter, b.target, b.floor])).toEqual([
			[id('南柯'), id('夜雨'), 4],
			[id('风起'), id('夜雨'), 3]
		]);
	});

	it('the block layout copied with a floor twice', () => {
		const block = (floor: string, who: string, time: string, words: string) =>
			`${who}\n发表于 ${time} | 只看该作者\n${floor}\n${words}\n`;
		const posts = read(
			block('10#', '落雁', '2026-12-3 20:00', '投 小明'),
			block('11#', '落雁', '2026-12-3 20:40', '改票：弃票'),
			block('10#', '落雁', '2026-12-3 20:00', '投 小明')
		);
		expect(posts.map((p) => [p.floor, p.abstain, p.counts])).toEqual([
			[10, false, false],
			[11, true, true],
			[10, false, false]
		]);
	});
});

describe('a floor copied before and after its edit', () => {
	it('two copies of one floor saying different things: neither is ticked', () => {
		const edited = [
			'落雁',
			'发表于 2026-12-3 20:00 | 只看该作者',
			'10#',
			'本帖最后由 落雁 于 2026-12-3 20:20 编辑',
			'',
			'投 长安',
			''
		].join('\n');
		const posts = read(edited, '落雁\n发表于 2026-12-3 20:00 | 只看该作者\n10#\n投 小明\n');
		expect(view(posts)).toEqual([
			[10, id('长安'), ['double'], false],
			[10, id('小明'), ['double'], false]
		]);
		expect(ballotsOf(posts)).toEqual([]);
	});
});

describe('late and early posts among pages out of order', () => {
	it('a late post pasted first still never unticks the one on time', () => {
		const posts = read('40楼 青衫 2026-12-03 21:45 投 落雁', '12楼 青衫 2026-12-03 09:00 投 阿白');
		expect(view(posts)).toEqual([
			[40, id('落雁'), ['late'], false],
			[12, id('阿白'), [], true]
		]);
	});

	it('a post from the day before (before the vote opened) never counts, wherever pasted', () => {
		const posts = read('12楼 青衫 2026-12-02 09:00 投 阿白', '2楼 青衫 2026-12-01 10:00 投 落雁');
		expect(view(posts)).toEqual([
			[12, id('阿白'), [], true],
			[2, id('落雁'), ['early'], false]
		]);
	});
});
