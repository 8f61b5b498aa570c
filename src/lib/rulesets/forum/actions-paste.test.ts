import { describe, expect, it } from 'vitest';
import { type ActionOptions, countedActs, readActions } from './actions';
import type { ThreadPlayer } from './thread';

// Night replies as directors copy them: pages out of order, times relative to the day, quotes
// of a teammate's post, edits after a deadline, a skill said with “no”, full-width forms.
const NAMES = ['月下', '小明', '青衫', 'Moon Light', '阿白', '风起', '南柯', '老K', '夜雨', 'Moon'];
const PLAYERS: ThreadPlayer[] = NAMES.map((name, i) => ({ id: `p${i + 1}`, name, seat: i + 1 }));
const id = (name: string) => `p${NAMES.indexOf(name) + 1}`;
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
	deadlines: {
		protect: '2026-12-02T21:15:00+08:00',
		divine: '2026-12-02T21:45:00+08:00',
		kill: '2026-12-02T21:45:00+08:00',
		save: '2026-12-02T22:00:00+08:00',
		poison: '2026-12-02T22:00:00+08:00'
	}
};
const read = (text: string) => readActions(text, PLAYERS, OPTIONS);
const acts = (text: string) =>
	read(text).flatMap((p) => p.acts.map((a) => [p.actor, a.skill, a.target, a.flags, a.counts]));
const block = (who: string, time: string, floor: string, ...words: string[]) =>
	[who, `发表于 ${time} | 只看该作者`, floor, ...words, ''].join('\n');

describe('a skill said with “no”', () => {
	it('“今晚不救” does not take the next line’s player as the target', () => {
		expect(acts('2楼 小明 2026-12-02 21:50 今晚不救\n5号 好像是狼')).toEqual([
			[id('小明'), 'save', null, ['unread'], false]
		]);
	});

	it('“不救南柯”, “别验南柯”: flagged, not read as the act on 南柯', () => {
		expect(acts('2楼 小明 2026-12-02 21:50 不救南柯\n3楼 月下 2026-12-02 21:10 别验南柯')).toEqual([
			[id('小明'), 'save', null, ['unread'], false],
			[id('月下'), 'divine', null, ['unread'], false]
		]);
	});

	it('“不用救药” and “放弃毒药” still decline the skill', () => {
		const posts = read('2楼 小明 2026-12-02 21:50 不用救药\n3楼 小明 2026-12-02 21:51 放弃毒药');
		expect(posts.flatMap((p) => p.acts.map((a) => [a.skill, a.abstain, a.counts]))).toEqual([
			['save', true, true],
			['poison', true, true]
		]);
	});
});

describe('times and order', () => {
	it('pages pasted out of order: the later act by forum time counts', () => {
		expect(acts('3楼 老K 2026-12-02 21:40 刀 南柯\n2楼 老K 2026-12-02 21:30 刀 阿白')).toEqual([
			[id('老K'), 'kill', id('南柯'), ['double'], true],
			[id('老K'), 'kill', id('阿白'), ['double'], false]
		]);
	});

	it('a reply shown “10 分钟前” is its own post, flagged; it does not take the kill', () => {
		const posts = read(
			block('老K', '2026-12-2 21:30', '沙发', '刀 南柯') +
				block('夜雨', '10 分钟前', '板凳', '刀 阿白')
		);
		expect(posts.map((p) => [p.actor, p.postedAt, p.flags])).toEqual([
			[id('老K'), '2026-12-02T21:30:00+08:00', []],
			[id('夜雨'), null, ['noTime']]
		]);
		expect(countedActs(posts).map((a) => [a.actor, a.target])).toEqual([[id('老K'), id('南柯')]]);
	});

	it('a post edited after its skill’s deadline is flagged; the earlier act stays', () => {
		expect(
			acts(
				block('小明', '2026-12-2 21:40', '4#', '毒 阿白') +
					block(
						'小明',
						'2026-12-2 21:50',
						'5#',
						'本帖最后由 小明 于 2026-12-2 22:10 编辑',
						'',
						'毒 南柯'
					)
			)
		).toEqual([
			[id('小明'), 'poison', id('阿白'), ['double'], true],
			[id('小明'), 'poison', id('南柯'), ['editedLate', 'double'], false]
		]);
	});

	it('an edit before the deadline changes nothing', () => {
		expect(
			acts(
				block(
					'小明',
					'2026-12-2 21:50',
					'5#',
					'本帖最后由 小明 于 2026-12-2 21:55 编辑',
					'',
					'毒 南柯'
				)
			)
		).toEqual([[id('小明'), 'poison', id('南柯'), [], true]]);
	});
});

describe('what a night post carries', () => {
	it('a teammate’s quoted kill is not the quoter’s act', () => {
		expect(
			acts(
				block('老K', '2026-12-2 21:30', '2#', '刀 南柯') +
					block(
						'夜雨',
						'2026-12-2 21:35',
						'3#',
						'老K 发表于 2026-12-2 21:30',
						'刀 南柯',
						'',
						'刀 阿白'
					)
			)
		).toEqual([
			[id('老K'), 'kill', id('南柯'), ['double'], false],
			[id('夜雨'), 'kill', id('阿白'), ['double'], true]
		]);
	});

	it('full-width forms, names with spaces, a phone signature', () => {
		expect(
			acts(
				block('青衫', '2026-12-2 21:00', '2#', '守护：４号', '发自我的 iPhone') +
					block('月下', '2026-12-2 21:10', '3#', '查验 Moon Light') +
					block('小明', '2026-12-2 21:20', '4#', '毒药　→　Moon')
			)
		).toEqual([
			[id('青衫'), 'protect', id('Moon Light'), [], true],
			[id('月下'), 'divine', id('Moon Light'), [], true],
			[id('小明'), 'poison', id('Moon'), [], true]
		]);
	});
});
