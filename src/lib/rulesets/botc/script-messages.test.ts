import { describe, expect, it } from 'vitest';
import { parseScript } from './script';
import { scriptProblemText } from './script-messages';

const BAD: unknown[] = [
	'{',
	'"x"',
	{},
	[],
	Array(401).fill('imp'),
	['washerwomen'],
	['imp', { id: 'x', name: 'X', team: 'townsfolk' }, { id: 'x', name: 'Y', team: 'townsfolk' }],
	[42],
	[{}],
	[{ id: '_meta' }, { id: '_meta' }],
	[
		{
			id: '_meta',
			name: 5,
			author: 7,
			bootlegger: 'x',
			firstNight: ['ghost'],
			otherNight: ['minioninfo']
		},
		'imp'
	],
	[{ id: '_meta', name: 'x'.repeat(200) }, 'imp'],
	[{ id: '_meta', townsfolkName: 5, state: [{ stateName: '' }, 7] }, 'imp'],
	[{ id: '_meta', status: 'mad' }, 'imp'],
	[{ id: 'dusk', name: 'D', team: 'townsfolk' }],
	[{ id: '!!!', name: 'B', team: 'townsfolk' }],
	[{ id: 'x'.repeat(200), name: 'B', team: 'townsfolk' }],
	[{ id: 'cook', name: '', team: 'chef' }],
	[{ id: 'cook', name: 'x'.repeat(200), team: 5 }],
	[
		{
			id: 'cook',
			name: 'Cook',
			team: 'townsfolk',
			ability: 5,
			firstNight: -1,
			reminders: 'x',
			remindersGlobal: [5, 'y'.repeat(200)],
			setup: 'yes',
			jinxes: 'x',
			special: 'x',
			flavor: 'z'.repeat(3000)
		}
	],
	[{ id: 'cook', name: 'Cook', team: 'townsfolk', jinxes: [{}], special: [{}] }],
	// The limits shared with backups.
	'['.repeat(70) + ']'.repeat(70),
	' '.repeat(8_000_001),
	[{ id: '_meta', logo: 'x'.repeat(2_000_001) }],
	[{ id: '_meta', ['k'.repeat(2_000_001)]: 1 }],
	[{ id: '_meta', many: Array(200_001).fill(0) }],
	[{ id: '_meta', a: 'x'.repeat(1_900_000) }, ...Array(5).fill('x'.repeat(1_900_000))],
	[{ id: '_meta', n: NaN }],
	[{ id: '_meta', when: new Date(0) }],
	[{ id: '_meta', f: () => 1 }]
];

describe('script problems in Chinese', () => {
	it('translate every problem parseScript reports, keeping ids and paths', () => {
		const untranslated: string[] = [];
		let count = 0;
		for (const input of BAD) {
			const result = parseScript(input);
			expect(result.ok).toBe(false);
			if (result.ok) continue;
			for (const p of result.errors) {
				count++;
				const zh = scriptProblemText(p.message, 'zh-CN');
				// Outside quoted ids and the JSON error text, no English words are left.
				const rest = zh
					.replace(/“[^”]*”/g, '')
					.replace(/（[a-z0-9]+）/g, '')
					.replace(/JSON：.*$/s, '')
					.replace(/\b(JSON|id|team|name|type|special|author|true|false|null|_meta)\b/g, '');
				if (/[A-Za-z]{3,}/.test(rest) || zh === p.message) untranslated.push(p.message);
			}
		}
		expect(untranslated).toEqual([]);
		expect(count).toBeGreaterThan(25);
		expect(scriptProblemText('unknown character id "washerwomen"', 'zh-CN')).toBe(
			'未知的角色 id“washerwomen”'
		);
		expect(
			scriptProblemText(
				'unknown character id "washerwomen"; did you mean 洗衣妇 (washerwoman)?',
				'zh-CN'
			)
		).toBe('未知的角色 id“washerwomen”，是不是洗衣妇（washerwoman）？');
		expect(scriptProblemText('unknown character id "washerwomen"', 'en')).toBe(
			'unknown character id "washerwomen"'
		);
	});
});
