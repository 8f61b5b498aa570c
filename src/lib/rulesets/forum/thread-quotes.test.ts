import { describe, expect, it } from 'vitest';
import { type ThreadPlayer, ballotsOf, readThread } from './thread';

// What a post carries besides its author's own vote: quotes of other posts (Discuz's copied
// quote, a phone's “引用:” box, [quote], “>” lines), edit notes, phone signatures, dates in its
// words, and HTML copied as text. None of it may become anyone's vote by itself.
const NAMES = ['长安', '夜雨', '青衫', '落雁', '小明', '风起', '南柯', '阿白'];
const PLAYERS: ThreadPlayer[] = NAMES.map((name, i) => ({ id: `p${i + 1}`, name, seat: i + 1 }));
const id = (name: string) => `p${NAMES.indexOf(name) + 1}`;
const DEADLINE = '2026-12-03T21:30:00+08:00';
const read = (text: string) =>
	readThread(text, PLAYERS, { deadline: DEADLINE, opens: '2026-12-01T21:30:00+08:00' });
const view = (text: string) =>
	read(text).map((p) => [p.floor, p.author, p.target, p.flags, p.counts]);
const block = (who: string, time: string, floor: string, ...words: string[]) =>
	[who, `发表于 ${time} | 只看该作者`, floor, ...words, ''].join('\n');

describe('quotes of another post', () => {
	it('a phone’s “引用: 长安 发表于 …” box then 同投 follows 长安’s post', () => {
		const posts = read(
			block('长安', '2026-12-2 10:00', '沙发', '投 夜雨') +
				block(
					'青衫',
					'2026-12-2 10:05',
					'板凳',
					'引用: 长安 发表于 2026-12-2 10:00',
					'投 夜雨',
					'',
					'同投'
				)
		);
		expect(posts.map((p) => [p.floor, p.target, p.sameAs, p.flags, p.counts])).toEqual([
			[2, id('夜雨'), null, [], true],
			[3, id('夜雨'), 2, [], true]
		]);
		expect(posts[1]?.quoted).toEqual([3, 4]);
	});

	it('the same box in a thread of “名字 发表于” headers is a quote, not a post by 长安', () => {
		const posts = read(`长安 发表于 2026-12-02 10:00
投 夜雨
青衫 发表于 2026-12-02 10:05
引用: 长安 发表于 2026-12-02 10:00
投 夜雨
我投 落雁
落雁 发表于 2026-12-02 10:09
投 青衫`);
		expect(posts.map((p) => [p.author, p.target, p.flags, p.counts])).toEqual([
			['长安', id('夜雨'), [], true],
			['青衫', id('落雁'), [], true],
			['落雁', id('青衫'), [], true]
		]);
	});

	it('a quoted vote followed by the quoter’s own: only the quoter’s counts', () => {
		expect(
			view(
				block('风起', '2026-12-2 11:00', '5#', '投 南柯') +
					block(
						'南柯',
						'2026-12-2 11:20',
						'6#',
						'风起 发表于 2026-12-2 11:00',
						'投 南柯',
						'',
						'投 风起'
					)
			)
		).toEqual([
			[5, '风起', id('南柯'), [], true],
			[6, '南柯', id('风起'), [], true]
		]);
	});

	it('“>” lines and a [quote] block are never the quoter’s vote', () => {
		expect(
			view(
				block('小明', '2026-12-2 12:00', '7#', '> 长安: 投 夜雨', '> 都别乱投', '同意') +
					block(
						'阿白',
						'2026-12-2 12:05',
						'8#',
						'[quote]夜雨 发表于 2026-12-2 09:00',
						'投 青衫[/quote]',
						'附议'
					)
			)
		).toEqual([
			[7, '小明', null, ['unread'], false],
			[8, '阿白', null, ['unread'], false]
		]);
	});

	it('a quote whose post is not pasted: the line after it may be quoted or not, flagged', () => {
		expect(
			view(
				block('长安', '2026-12-2 13:00', '9#', '路人甲 发表于 2026-12-1 09:12', '投 老K', '投 落雁')
			)
		).toEqual([[9, '长安', id('落雁'), ['quoteUnsure'], false]]);
	});

	it('“回复 青衫 的帖子” then two votes: flagged, not guessed', () => {
		expect(
			view(
				block('小明', '2026-12-2 11:40', '地板', '回复 青衫 的帖子', '青衫：投 小明', '我投 南柯')
			)
		).toEqual([[4, '小明', null, ['manyNames'], false]]);
	});
});

describe('edit notes', () => {
	it('an edit before the deadline is just a note', () => {
		expect(
			view(
				block(
					'阿白',
					'2026-12-3 20:30',
					'6#',
					'本帖最后由 阿白 于 2026-12-3 20:35 编辑',
					'',
					'投 南柯'
				)
			)
		).toEqual([[6, '阿白', id('南柯'), [], true]]);
	});

	it('a post edited after the deadline is flagged and not ticked; an earlier post stays', () => {
		const posts = read(
			block('阿白', '2026-12-3 20:00', '6#', '投 长安') +
				block(
					'阿白',
					'2026-12-3 21:00',
					'9#',
					'本帖最后由 阿白 于 2026-12-3 21:50 编辑',
					'',
					'改投 南柯'
				)
		);
		expect(posts.map((p) => [p.floor, p.target, p.flags, p.counts])).toEqual([
			[6, id('长安'), [], true],
			[9, id('南柯'), ['editedLate'], false]
		]);
		expect(ballotsOf(posts)).toHaveLength(1);
	});

	it('an edit note inside a quote says nothing of the quoting post', () => {
		expect(
			view(
				block('长安', '2026-12-3 20:00', '6#', '投 夜雨') +
					block(
						'夜雨',
						'2026-12-3 21:10',
						'7#',
						'[quote]长安 发表于 2026-12-3 20:00',
						'本帖最后由 长安 于 2026-12-3 21:45 编辑',
						'投 夜雨[/quote]',
						'投 长安'
					)
			)
		).toEqual([
			[6, '长安', id('夜雨'), [], true],
			[7, '夜雨', id('长安'), [], true]
		]);
	});
});

describe('what else a copied post carries', () => {
	it('a date and time in a post’s words starts no post of its own', () => {
		expect(
			view(
				block('夜雨', '2026-12-2 10:05', '沙发', '南柯 2026-12-02 09:00 那段话很可疑', '投 长安')
			)
		).toEqual([[2, '夜雨', id('长安'), [], true]]);
	});

	it('phone signatures and stray blank lines', () => {
		expect(
			view(
				block('夜雨', '2026-12-2 10:05', '沙发', '', '投 长安', '', '', '发自我的 iPhone') +
					'\n\n' +
					block('小明', '2026-12-2 10:07', '板凳', '南柯', '—— 来自 Discuz! 手机版')
			)
		).toEqual([
			[2, '夜雨', id('长安'), [], true],
			[3, '小明', id('南柯'), [], true]
		]);
	});

	it('HTML copied as text: a header the reader cannot name is flagged', () => {
		expect(
			view(`<div class="authi"><a href="space-uid-7.html">南柯</a></div>
<em id="authorposton88">发表于 2026-12-2 10:05</em>
<td class="t_f" id="postmessage_88">投&nbsp;长安<br />
</td>`).map((r) => r.slice(3))
		).toEqual([[['unknownAuthor'], false]]);
	});
});
