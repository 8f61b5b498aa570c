import { describe, expect, it } from 'vitest';
import { type ThreadPlayer, ballotsOf, defaultDeadline, matchPlayer, readThread } from './thread';

const NAMES = [
	'月下独酌',
	'小明',
	'小明明',
	'青衫客',
	'Ada',
	'阿白',
	'风起',
	'南柯',
	'老K',
	'夜雨'
];
const PLAYERS: ThreadPlayer[] = NAMES.map((name, i) => ({
	id: `p${i + 1}`,
	name,
	seat: i + 1,
	nicknames: name === '月下独酌' ? ['月下'] : name === '青衫客' ? ['青衫'] : []
}));
const DEADLINE = '2026-12-01T21:30:00+08:00';
const read = (text: string) => readThread(text, PLAYERS, { deadline: DEADLINE });

describe('reading a pasted vote thread', () => {
	it('reads one-line posts: floor, time, author, target', () => {
		const posts = read(
			[
				'2楼 月下独酌 2026-12-01 20:01 投 12号',
				'3楼 小明 2026-12-01 20:03:41 投票：青衫客',
				'4楼 阿白 2026-12-01 20:05 @风起',
				'5楼 南柯 2026-12-01 20:06 我投“夜雨”'
			].join('\n')
		);
		expect(posts.map((p) => [p.floor, p.voter, p.named])).toEqual([
			[2, 'p1', '12号'],
			[3, 'p2', '青衫客'],
			[4, 'p6', '风起'],
			[5, 'p8', '夜雨']
		]);
		expect(posts[1]?.postedAt).toBe('2026-12-01T20:03:41+08:00');
		// No seat 12 among ten players: flagged, not guessed.
		expect(posts[0]?.target).toBeNull();
		expect(posts[0]?.flags).toContain('unread');
		expect(posts.slice(1).map((p) => p.target)).toEqual(['p4', 'p7', 'p10']);
	});

	it('reads the block layout of a Discuz page, floor names and all', () => {
		const posts = read(`月下独酌
发表于 2026-12-1 20:10 | 只看该作者
沙发
投 3号

青衫客
发表于 2026-12-1 20:12 | 只看该作者
板凳
投票：小明明

Ada
发表于 2026-12-1 20:15 | 只看该作者
地板
@月下

夜雨
发表于 2026-12-1 20:16 | 只看该作者
5#
投 老k
`);
		expect(posts.map((p) => [p.floor, p.author, p.voter, p.target])).toEqual([
			[2, '月下独酌', 'p1', 'p3'],
			[3, '青衫客', 'p4', 'p3'],
			[4, 'Ada', 'p5', 'p1'],
			[5, '夜雨', 'p10', 'p9']
		]);
		expect(posts.every((p) => p.flags.length === 0 && p.counts)).toBe(true);
	});

	it('reads “#n author (time)” headers and full-width digits', () => {
		const posts = read(
			['#６ 风起 （2026-12-01 21:02）：投　７号', '#7 老K (2026/12/01 21:05) 投票:『南柯』'].join(
				'\n'
			)
		);
		expect(posts.map((p) => [p.floor, p.voter, p.target])).toEqual([
			[6, 'p7', 'p7'],
			[7, 'p9', 'p8']
		]);
	});

	it('reads a floor and author above the time line', () => {
		const posts = read(`12楼
南柯
2026年12月1日 20:40
投给 阿白

13楼
小明
2026年12月1日 20:41
弃票`);
		expect(posts.map((p) => [p.floor, p.voter, p.target, p.abstain])).toEqual([
			[12, 'p8', 'p6', false],
			[13, 'p2', null, true]
		]);
		expect(posts[1]?.counts).toBe(true);
	});

	it('leaves quoted posts out of the post that quotes them', () => {
		const posts = read(`8楼 夜雨 2026-12-01 20:50
引用:
原帖由 小明 于 2026-12-1 20:03 发表
投票：青衫客
跟票，投 风起`);
		expect(posts).toHaveLength(1);
		expect(posts[0]?.target).toBe('p7');
	});

	it('skips edit notes and [quote] blocks, which carry times of their own', () => {
		const posts = read(`阿白
发表于 2026-12-1 20:30 | 只看该作者
6#
本帖最后由 阿白 于 2026-12-1 20:35 编辑
[quote]风起 发表于 2026-12-1 20:20
投 南柯[/quote]
我不同意，投 小明`);
		expect(posts).toHaveLength(1);
		expect(posts[0]).toMatchObject({ floor: 6, voter: 'p6', target: 'p2' });
	});

	it('flags late posts and does not count them', () => {
		const posts = read(
			['9楼 风起 2026-12-01 21:29 投 阿白', '10楼 南柯 2026-12-01 21:31:05 投 阿白'].join('\n')
		);
		expect(posts.map((p) => [p.flags, p.counts])).toEqual([
			[[], true],
			[['late'], false]
		]);
	});

	// I01: a character out or ejected may not vote (第二章第一节第4条): the post is flagged, not counted.
	it('flags a post by a player who may not vote, when the desk says who may', () => {
		const posts = readThread(
			['9楼 风起 2026-12-01 21:00 投 阿白', '10楼 南柯 2026-12-01 21:01 投 阿白'].join('\n'),
			PLAYERS,
			{ deadline: DEADLINE, voters: PLAYERS.map((p) => p.id).filter((id) => id !== 'p8') }
		);
		expect(posts.map((p) => [p.voter, p.flags, p.counts])).toEqual([
			['p7', [], true],
			['p8', ['notVoter'], false]
		]);
		expect(ballotsOf(posts).map((b) => b.voter)).toEqual(['p7']);
	});

	it('flags both posts of a double poster; the last one on time counts', () => {
		const posts = read(
			[
				'2楼 阿白 2026-12-01 20:00 投 风起',
				'3楼 南柯 2026-12-01 20:01 投 风起',
				'4楼 阿白 2026-12-01 20:30 投 南柯',
				'5楼 阿白 2026-12-01 21:40 投 夜雨'
			].join('\n')
		);
		expect(posts.map((p) => [p.floor, p.flags, p.counts])).toEqual([
			[2, ['double'], false],
			[3, [], true],
			[4, ['double'], true],
			// A late post never unticks the one on time.
			[5, ['late'], false]
		]);
		expect(posts[2]?.target).toBe('p8');
	});

	it('flags authors who are not players and lines with nothing readable', () => {
		const posts = read(
			['2楼 路人甲 2026-12-01 20:00 投 风起', '3楼 风起 2026-12-01 20:01 顶一下，明天再说'].join(
				'\n'
			)
		);
		expect(posts[0]?.flags).toEqual(['unknownAuthor']);
		expect(posts[0]?.counts).toBe(false);
		expect(posts[1]?.flags).toEqual(['unread']);
		expect(posts[1]?.counts).toBe(false);
	});

	it('keeps each post’s original lines for the confirmation view', () => {
		const posts = read('南柯\n发表于 2026-12-1 20:16 | 只看该作者\n7#\n投 老K');
		expect(posts[0]?.lines).toEqual([
			'南柯',
			'发表于 2026-12-1 20:16 | 只看该作者',
			'7#',
			'投 老K'
		]);
		expect(posts[0]?.floor).toBe(7);
	});

	it('ignores what is pasted before the first post', () => {
		expect(read('【第2天 投票贴】请在 21:30 前投票\n')).toEqual([]);
		const posts = read(
			'【第2天 投票贴】请在 21:30 前投票\n小明\n发表于 2026-12-1 20:16\n沙发\n投 老K'
		);
		expect(posts[0]?.lines).toEqual(['小明', '发表于 2026-12-1 20:16', '沙发', '投 老K']);
	});
});

describe('naming a player', () => {
	it('by name, nickname, seat number, or a name inside the words', () => {
		expect(matchPlayer('月下', PLAYERS).id).toBe('p1');
		expect(matchPlayer('青衫', PLAYERS).id).toBe('p4');
		expect(matchPlayer('4号', PLAYERS).id).toBe('p4');
		expect(matchPlayer('ada', PLAYERS).id).toBe('p5');
		expect(matchPlayer('就投老K吧', PLAYERS).id).toBe('p9');
		// 小明 is inside 小明明: the longer name wins when the words hold it.
		expect(matchPlayer('小明明', PLAYERS).id).toBe('p3');
		expect(matchPlayer('小明', PLAYERS).id).toBe('p2');
	});

	it('refuses to guess between two players', () => {
		const twins = [...PLAYERS, { id: 'p11', name: '风起时', seat: 11 }];
		expect(matchPlayer('风', twins)).toEqual({ id: null, ambiguous: false });
		expect(matchPlayer('风起时和风起', twins).id).toBe('p11');
		const same = [...PLAYERS, { id: 'p12', name: '夜雨', seat: 12 }];
		expect(matchPlayer('夜雨', same)).toEqual({ id: null, ambiguous: true });
	});
});

describe('from posts to ballots', () => {
	it('turns the counted posts into ballots with their floor and time', () => {
		const posts = read(
			[
				'2楼 阿白 2026-12-01 20:00 投 风起',
				'3楼 南柯 2026-12-01 20:01 弃票',
				'4楼 路人 2026-12-01 20:02 投 风起'
			].join('\n')
		);
		expect(ballotsOf(posts)).toEqual([
			{ voter: 'p6', target: 'p7', floor: 2, postedAt: '2026-12-01T20:00:00+08:00' },
			{ voter: 'p8', target: null, floor: 3, postedAt: '2026-12-01T20:01:00+08:00' }
		]);
	});

	it('closes at 21:30 on the first post’s day, or the next day after it', () => {
		const at = (t: string) => readThread(`2楼 阿白 ${t} 投 风起`, PLAYERS);
		expect(defaultDeadline(at('2026-12-01 09:40'))).toBe('2026-12-01T21:30:00+08:00');
		expect(defaultDeadline(at('2026-12-31 22:10'))).toBe('2027-01-01T21:30:00+08:00');
		expect(defaultDeadline([])).toBeNull();
	});
});
