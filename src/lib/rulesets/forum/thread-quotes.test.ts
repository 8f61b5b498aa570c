import { expect } from 'vitest';
import { type ReadPost, ballotsOf, readThread } from './thread';
import { VOTE, block, editNote, headed, quoteOf, readingCases, seated } from './testing/threads';

// What a post carries besides its author's own vote: quotes of other posts (Discuz's copied
// quote, a phone's “引用:” box, [quote], “>” lines), edit notes, phone signatures, dates in its
// words, and HTML copied as text. None of it may become anyone's vote by itself.
const NAMES = ['长安', '夜雨', '青衫', '落雁', '小明', '风起', '南柯', '阿白'];
const { players: PLAYERS, id } = seated(NAMES);
/** The posts pasted one after the other (each block ends its own line). */
const read = (...posts: string[]) => readThread(posts.join(''), PLAYERS, VOTE);
const VIEW: (keyof ReadPost)[] = ['floor', 'author', 'target', 'flags', 'counts'];

readingCases(read, {
	'quotes of another post': [
		{
			title: 'a phone’s “引用: 长安 发表于 …” box then 同投 follows 长安’s post',
			fields: ['floor', 'target', 'sameAs', 'flags', 'counts'],
			posts: [
				[block('长安', '2026-12-2 10:00', '沙发', '投 夜雨'), [2, id('夜雨'), null, [], true]],
				[
					block(
						'青衫',
						'2026-12-2 10:05',
						'板凳',
						`引用: ${quoteOf('长安', '2026-12-2 10:00')}`,
						'投 夜雨',
						'',
						'同投'
					),
					[3, id('夜雨'), 2, [], true]
				]
			],
			check: (posts) => expect(posts[1]?.quoted).toEqual([3, 4])
		},
		{
			title: 'the same box in a thread of “名字 发表于” headers is a quote, not a post by 长安',
			fields: ['author', 'target', 'flags', 'counts'],
			posts: [
				[headed('长安', '2026-12-02 10:00', '投 夜雨'), ['长安', id('夜雨'), [], true]],
				[
					headed(
						'青衫',
						'2026-12-02 10:05',
						`引用: ${quoteOf('长安', '2026-12-02 10:00')}`,
						'投 夜雨',
						'我投 落雁'
					),
					['青衫', id('落雁'), [], true]
				],
				[headed('落雁', '2026-12-02 10:09', '投 青衫'), ['落雁', id('青衫'), [], true]]
			]
		},
		{
			title: 'a quoted vote followed by the quoter’s own: only the quoter’s counts',
			fields: VIEW,
			posts: [
				[block('风起', '2026-12-2 11:00', '5#', '投 南柯'), [5, '风起', id('南柯'), [], true]],
				[
					block(
						'南柯',
						'2026-12-2 11:20',
						'6#',
						quoteOf('风起', '2026-12-2 11:00'),
						'投 南柯',
						'',
						'投 风起'
					),
					[6, '南柯', id('风起'), [], true]
				]
			]
		},
		{
			title: '“>” lines and a [quote] block are never the quoter’s vote',
			fields: VIEW,
			posts: [
				[
					block('小明', '2026-12-2 12:00', '7#', '> 长安: 投 夜雨', '> 都别乱投', '同意'),
					[7, '小明', null, ['unread'], false]
				],
				[
					block(
						'阿白',
						'2026-12-2 12:05',
						'8#',
						`[quote]${quoteOf('夜雨', '2026-12-2 09:00')}`,
						'投 青衫[/quote]',
						'附议'
					),
					[8, '阿白', null, ['unread'], false]
				]
			]
		},
		{
			title: 'a quote whose post is not pasted: the line after it may be quoted or not, flagged',
			fields: VIEW,
			posts: [
				[
					block(
						'长安',
						'2026-12-2 13:00',
						'9#',
						quoteOf('路人甲', '2026-12-1 09:12'),
						'投 老K',
						'投 落雁'
					),
					[9, '长安', id('落雁'), ['quoteUnsure'], false]
				]
			]
		},
		{
			title: '“回复 青衫 的帖子” then two votes: flagged, not guessed',
			fields: VIEW,
			posts: [
				[
					block(
						'小明',
						'2026-12-2 11:40',
						'地板',
						'回复 青衫 的帖子',
						'青衫：投 小明',
						'我投 南柯'
					),
					[4, '小明', null, ['manyNames'], false]
				]
			]
		}
	],

	'edit notes': [
		{
			title: 'an edit before the deadline is just a note',
			fields: VIEW,
			posts: [
				[
					block(
						'阿白',
						'2026-12-3 20:30',
						'6#',
						editNote('阿白', '2026-12-3 20:35'),
						'',
						'投 南柯'
					),
					[6, '阿白', id('南柯'), [], true]
				]
			]
		},
		{
			title: 'a post edited after the deadline is flagged and not ticked; an earlier post stays',
			fields: ['floor', 'target', 'flags', 'counts'],
			posts: [
				[block('阿白', '2026-12-3 20:00', '6#', '投 长安'), [6, id('长安'), [], true]],
				[
					block(
						'阿白',
						'2026-12-3 21:00',
						'9#',
						editNote('阿白', '2026-12-3 21:50'),
						'',
						'改投 南柯'
					),
					[9, id('南柯'), ['editedLate'], false]
				]
			],
			check: (posts) => expect(ballotsOf(posts)).toHaveLength(1)
		},
		{
			title: 'an edit note inside a quote says nothing of the quoting post',
			fields: VIEW,
			posts: [
				[block('长安', '2026-12-3 20:00', '6#', '投 夜雨'), [6, '长安', id('夜雨'), [], true]],
				[
					block(
						'夜雨',
						'2026-12-3 21:10',
						'7#',
						`[quote]${quoteOf('长安', '2026-12-3 20:00')}`,
						editNote('长安', '2026-12-3 21:45'),
						'投 夜雨[/quote]',
						'投 长安'
					),
					[7, '夜雨', id('长安'), [], true]
				]
			]
		}
	],

	'what else a copied post carries': [
		{
			title: 'a date and time in a post’s words starts no post of its own',
			fields: VIEW,
			posts: [
				[
					block('夜雨', '2026-12-2 10:05', '沙发', '南柯 2026-12-02 09:00 那段话很可疑', '投 长安'),
					[2, '夜雨', id('长安'), [], true]
				]
			]
		},
		{
			title: 'phone signatures and stray blank lines',
			fields: VIEW,
			posts: [
				[
					block('夜雨', '2026-12-2 10:05', '沙发', '', '投 长安', '', '', '发自我的 iPhone') +
						'\n\n',
					[2, '夜雨', id('长安'), [], true]
				],
				[
					block('小明', '2026-12-2 10:07', '板凳', '南柯', '—— 来自 Discuz! 手机版'),
					[3, '小明', id('南柯'), [], true]
				]
			]
		},
		{
			title: 'HTML copied as text: a header the reader cannot name is flagged',
			fields: ['flags', 'counts'],
			posts: [
				[
					`<div class="authi"><a href="space-uid-7.html">南柯</a></div>
<em id="authorposton88">发表于 2026-12-2 10:05</em>
<td class="t_f" id="postmessage_88">投&nbsp;长安<br />
</td>`,
					[['unknownAuthor'], false]
				]
			]
		}
	]
});
