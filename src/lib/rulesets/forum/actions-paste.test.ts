import { expect } from 'vitest';
import { type ActionOptions, countedActs, readActions } from './actions';
import { type ActRow, NIGHT_DEADLINES, actRowsOf } from './testing/actions';
import { block, editNote, pasted, quoteOf, readingCasesOf, seated } from './testing/threads';

// Night replies as directors copy them: pages out of order, times relative to the day, quotes
// of a teammate's post, edits after a deadline, a skill said with “no”, full-width forms.
const NAMES = ['月下', '小明', '青衫', 'Moon Light', '阿白', '风起', '南柯', '老K', '夜雨', 'Moon'];
const { players: PLAYERS, id } = seated(NAMES);
const OPTIONS: ActionOptions = {
	skills: [
		{ id: 'protect', words: ['守护'] },
		{ id: 'divine', words: ['查验', '验'] },
		{ id: 'kill', words: ['杀人', '刀'] },
		{ id: 'save', words: ['救药', '救'] },
		{ id: 'poison', words: ['毒药', '毒'] }
	],
	holders: {
		protect: [id('青衫')],
		divine: [id('月下')],
		kill: [id('老K'), id('夜雨')],
		save: [id('小明')],
		poison: [id('小明')]
	},
	deadlines: NIGHT_DEADLINES
};
const read = (...posts: string[]) => readActions(pasted(posts), PLAYERS, OPTIONS);
/** 小明's floor 5 (毒 南柯, posted 21:50), as copied after an edit at the time given. */
const editedAt = (time: string) =>
	block('小明', '2026-12-2 21:50', '5#', editNote('小明', time), '', '毒 南柯');
const ACT: (keyof ActRow)[] = ['actor', 'skill', 'target', 'flags', 'counts'];

readingCasesOf(read, actRowsOf, {
	'a skill said with “no”': [
		{
			title: '“今晚不救” does not take the next line’s player as the target',
			fields: ACT,
			posts: [
				[
					'2楼 小明 2026-12-02 21:50 今晚不救\n5号 好像是狼',
					[id('小明'), 'save', null, ['unread'], false]
				]
			]
		},
		{
			title: '“不救南柯”, “别验南柯”: flagged, not read as the act on 南柯',
			fields: ACT,
			posts: [
				['2楼 小明 2026-12-02 21:50 不救南柯', [id('小明'), 'save', null, ['unread'], false]],
				['3楼 月下 2026-12-02 21:10 别验南柯', [id('月下'), 'divine', null, ['unread'], false]]
			]
		},
		{
			title: '“不用救药” and “放弃毒药” still decline the skill',
			fields: ['skill', 'abstain', 'counts'],
			posts: [
				['2楼 小明 2026-12-02 21:50 不用救药', ['save', true, true]],
				['3楼 小明 2026-12-02 21:51 放弃毒药', ['poison', true, true]]
			]
		}
	],

	'times and order': [
		{
			title: 'pages pasted out of order: the later act by forum time counts',
			fields: ACT,
			posts: [
				['3楼 老K 2026-12-02 21:40 刀 南柯', [id('老K'), 'kill', id('南柯'), ['double'], true]],
				['2楼 老K 2026-12-02 21:30 刀 阿白', [id('老K'), 'kill', id('阿白'), ['double'], false]]
			]
		},
		{
			title: 'a reply shown “10 分钟前” is its own post, flagged; it does not take the kill',
			fields: ['actor', 'postedAt', 'postFlags'],
			posts: [
				[
					block('老K', '2026-12-2 21:30', '沙发', '刀 南柯'),
					[id('老K'), '2026-12-02T21:30:00+08:00', []]
				],
				[block('夜雨', '10 分钟前', '板凳', '刀 阿白'), [id('夜雨'), null, ['noTime']]]
			],
			check: (posts) =>
				expect(countedActs(posts).map((a) => [a.actor, a.target])).toEqual([
					[id('老K'), id('南柯')]
				])
		},
		{
			title: 'a post edited after its skill’s deadline is flagged; the earlier act stays',
			fields: ACT,
			posts: [
				[
					block('小明', '2026-12-2 21:40', '4#', '毒 阿白'),
					[id('小明'), 'poison', id('阿白'), ['double'], true]
				],
				[
					editedAt('2026-12-2 22:10'),
					[id('小明'), 'poison', id('南柯'), ['editedLate', 'double'], false]
				]
			]
		},
		{
			title: 'an edit before the deadline changes nothing',
			fields: ACT,
			posts: [[editedAt('2026-12-2 21:55'), [id('小明'), 'poison', id('南柯'), [], true]]]
		},
		{
			title: 'one floor copied twice saying different things: neither copy is ticked',
			fields: ACT,
			posts: [
				['4楼 老K 2026-12-02 21:40 刀 阿白', [id('老K'), 'kill', id('阿白'), ['double'], false]],
				['4楼 老K 2026-12-02 21:40 刀 南柯', [id('老K'), 'kill', id('南柯'), ['double'], false]]
			],
			check: (posts) => expect(countedActs(posts)).toEqual([])
		},
		{
			title: 'one floor copied twice word for word still counts once',
			fields: ACT,
			posts: [
				['4楼 老K 2026-12-02 21:40 刀 阿白', [id('老K'), 'kill', id('阿白'), ['double'], false]],
				['4楼 老K 2026-12-02 21:40 刀 阿白', [id('老K'), 'kill', id('阿白'), ['double'], true]]
			]
		}
	],

	'what a night post carries': [
		{
			title: 'a teammate’s quoted kill is not the quoter’s act',
			fields: ACT,
			posts: [
				[
					block('老K', '2026-12-2 21:30', '2#', '刀 南柯'),
					[id('老K'), 'kill', id('南柯'), ['double'], false]
				],
				[
					block(
						'夜雨',
						'2026-12-2 21:35',
						'3#',
						quoteOf('老K', '2026-12-2 21:30'),
						'刀 南柯',
						'',
						'刀 阿白'
					),
					[id('夜雨'), 'kill', id('阿白'), ['double'], true]
				]
			]
		},
		{
			title: 'full-width forms, names with spaces, a phone signature',
			fields: ACT,
			posts: [
				[
					block('青衫', '2026-12-2 21:00', '2#', '守护：４号', '发自我的 iPhone'),
					[id('青衫'), 'protect', id('Moon Light'), [], true]
				],
				[
					block('月下', '2026-12-2 21:10', '3#', '查验 Moon Light'),
					[id('月下'), 'divine', id('Moon Light'), [], true]
				],
				[
					block('小明', '2026-12-2 21:20', '4#', '毒药　→　Moon'),
					[id('小明'), 'poison', id('Moon'), [], true]
				]
			]
		}
	]
});
