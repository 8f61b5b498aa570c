import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Script } from './engine/types';
import { officialCharacter } from './characters';
import { recognise, suggest } from './recognise';
import { parseScript, readScript, withoutEntries } from './script';
import { exportFile, exportScript } from './script-export';
import { scriptTerms } from './script-terms';
import { importSummary } from './script-summary';

// One test per shape of script file seen in the Chinese script collections, each on a fixture
// of our own (tests/fixtures/scripts: the shapes, with texts we wrote).

const fixture = (name: string): unknown =>
	JSON.parse(readFileSync(`tests/fixtures/scripts/${name}.json`, 'utf8'));

function read(name: string) {
	const result = readScript(fixture(name));
	if (!result.ok) throw new Error(JSON.stringify(result.errors));
	return result;
}

const split = (s: Script) => ({
	official: s.characters.filter((c) => c.edition !== 'homebrew').map((c) => c.id),
	homebrew: s.characters.filter((c) => c.edition === 'homebrew').map((c) => c.id)
});

/** The script's night without pseudo-steps and homebrew: what the official sheet orders. */
const officialSteps = (s: Script, which: 'firstNight' | 'otherNight') =>
	s[which].filter((id) => officialCharacter(id));

/** Those steps as the official sheet orders them. */
const sheetOrder = (ids: string[], which: 'firstNight' | 'otherNight') =>
	[...ids].sort(
		(a, b) => (officialCharacter(a)?.[which] ?? 0) - (officialCharacter(b)?.[which] ?? 0)
	);

describe('script shapes: 集石 role_icon exports', () => {
	it('names each official character by its image, name_id or Chinese name, with setup as 0/1', () => {
		const { script, ignored } = read('jishi-role-icon');
		expect(split(script).official).toEqual([
			'washerwoman',
			'fortuneteller',
			'undertaker',
			'monk',
			'soldier',
			'empath',
			'mayor',
			'drunk',
			'saint',
			'recluse',
			'poisoner',
			'scarletwoman',
			'baron',
			'imp',
			'nodashii',
			'thief'
		]);
		// The unknown "lamplighter" image is no official character: its entry is homebrew.
		expect(split(script).homebrew).toEqual(['7900']);
		expect(ignored).toEqual([]);
		// Official in every respect: our data, not the file's texts or numbers.
		const ft = script.characters.find((c) => c.id === 'fortuneteller');
		expect(ft).toEqual(officialCharacter('fortuneteller'));
		expect(ft).not.toHaveProperty('homebrew');
		expect(script.characters.find((c) => c.id === 'baron')?.setup).toBe(true);
		expect(script.characters.find((c) => c.id === 'thief')?.team).toBe('traveller');
		expect(script.teamNames).toEqual({ townsfolk: '村民' });
	});

	it('takes the official night order, and places the homebrew character by its neighbours', () => {
		const { script } = read('jishi-role-icon');
		for (const night of ['firstNight', 'otherNight'] as const)
			expect(officialSteps(script, night)).toEqual(sheetOrder(officialSteps(script, night), night));
		// The file numbers it 36 on the first night, as the empath: it wakes right after her.
		const first = script.firstNight;
		expect(first.indexOf('7900')).toBe(first.indexOf('empath') + 1);
		// Other nights 55: after every official character the file numbers 55 or less.
		const other = script.otherNight;
		for (const id of ['empath', 'fortuneteller', 'poisoner', 'monk', 'imp'])
			expect(other.indexOf('7900')).toBeGreaterThan(other.indexOf(id));
		expect(other.indexOf('7900')).toBeLessThan(other.indexOf('undertaker'));
	});
});

describe('script shapes: ids with "button", name_eng, isOfficial, a maker’s card', () => {
	it('reads <name>button ids and English names as the official characters', () => {
		const { script, ignored } = read('dodo-button');
		expect(split(script)).toEqual({
			official: [
				'tealady',
				'investigator',
				'clockmaker',
				'fortuneteller',
				'bonecollector',
				'sweetheart',
				'pithag',
				'devilsadvocate',
				'imp'
			],
			homebrew: ['lanternbearer']
		});
		// The second `_meta`, a fabled card signed by the maker, is no character.
		expect(ignored).toEqual(['某某制作']);
		const first = script.firstNight;
		// Numbered 36 between the investigator (35) and the fortune teller (37).
		expect(first.indexOf('lanternbearer')).toBeGreaterThan(first.indexOf('investigator'));
		expect(first.indexOf('lanternbearer')).toBeLessThan(first.indexOf('fortuneteller'));
	});
});

describe('script shapes: English names as ids', () => {
	it('reads names with spaces, underscores, hyphens and capitals as ids', () => {
		const { script } = read('english-names');
		expect(split(script)).toEqual({
			official: [
				'fortuneteller',
				'snakecharmer',
				'highpriestess',
				'villageidiot',
				'organgrinder',
				'scarletwoman',
				'alhadikhia',
				'lilmonsta',
				'goblin'
			],
			homebrew: []
		});
	});
});

describe('script shapes: a homebrew script (UUID ids, sch_team, \\u text, look-alikes)', () => {
	it('keeps every character homebrew, with its team from sch_team and its own texts', () => {
		const { script } = read('homebrew-uuid');
		expect(script.name).toBe('测试小镇');
		expect(script.characters.map((c) => [c.name, c.team, c.edition])).toEqual([
			['守灯⼈', 'townsfolk', 'homebrew'],
			['小偷＊', 'outsider', 'homebrew'],
			['影子', 'minion', 'homebrew'],
			['夜王', 'demon', 'homebrew'],
			['慢夜', 'fabled', 'homebrew']
		]);
		expect(script.characters[1]?.setup).toBe(true);
		expect(script.characters[0]?.homebrew?.ability).toBe('每个夜晚，你会得知一件事。');
		// A Chinese id gets a stable id of letters and digits.
		expect(script.characters[3]?.id).toMatch(/^hb[a-z0-9]+$/);
		// Their own relative order.
		expect(script.firstNight.filter((id) => id.length > 10)).toEqual([
			'e9d8c7b6a5f44e3d8c2b1a0f9e8d7c6b',
			'0b6f4e1a3c2d4e5f8a9b1c2d3e4f5a6b'
		]);
	});
});

describe('script shapes: _meta extras', () => {
	it('reads renamed teams and statuses; skips logo, almanac, player counts', () => {
		const { script } = read('meta-extras');
		expect(script.teamNames).toEqual({ townsfolk: '村民', outsider: '异乡人', demon: '魔王' });
		expect(script.statuses).toEqual([
			{ name: '疯狂', description: '被标记的玩家要表现得像另一个角色。\n否则可能被处决。' },
			{ name: '迷路' }
		]);
		expect(script.bootlegger).toEqual(['测试用的私酿规则。']);
		expect(split(script).official).toEqual(['chef', 'librarian', 'butler', 'spy', 'imp']);
	});
});

describe('script shapes: unknown ids', () => {
	it('refuses them, offering the close id, and imports the rest when asked', () => {
		const data = fixture('unknown-ids');
		const result = readScript(data);
		expect(result.ok).toBe(false);
		if (result.ok) return;
		expect(result.errors).toEqual([
			{
				path: '[2]',
				message: 'unknown character id "washerwomen"; did you mean 洗衣妇 (washerwoman)?',
				entry: 2
			},
			{ path: '[4]', message: 'unknown character id "1_999"', entry: 4 }
		]);
		const rest = parseScript(withoutEntries(data, [2, 4]));
		expect(rest.ok && rest.script.characters.map((c) => c.id)).toEqual([
			'washerwoman',
			'chef',
			'imp'
		]);
	});
});

describe('recognise', () => {
	it('folds look-alike characters and marks in Chinese names', () => {
		expect(recognise({ id: 'x1', name: '驱魔⼈', team: 'townsfolk' })?.character.id).toBe(
			'exorcist'
		);
		expect(recognise({ id: 'x2', name: '士兵＊' })?.character.id).toBe('soldier');
		expect(recognise('洗衣妇')?.character.id).toBe('washerwoman');
	});

	it('never takes a character of another team, nor a house-rule remake with its own name', () => {
		expect(recognise({ id: 'x3', name: '士兵', team: 'minion' })).toBeNull();
		const s = parseScript([{ id: 'chef', name: 'Chef (house rules)', team: 'townsfolk' }]);
		expect(s.ok && s.script.characters[0]?.edition).toBe('homebrew');
	});

	it('suggests only close ids', () => {
		expect(suggest('washerwomen')?.id).toBe('washerwoman');
		expect(suggest('fortunetellr')?.id).toBe('fortuneteller');
		expect(suggest('zzzzzzzz')).toBeNull();
	});
});

describe('export', () => {
	const shapes = [
		'jishi-role-icon',
		'jishi-zh-editions',
		'dodo-button',
		'homebrew-uuid',
		'meta-extras'
	];
	it.each(shapes)('writes %s as the official JSON, which reads back to the same script', (name) => {
		const { script } = read(name);
		const json = exportScript(script);
		expect(json[0]).toMatchObject({ id: '_meta', name: script.name });
		const again = parseScript(JSON.parse(exportFile(script).text));
		if (!again.ok) throw new Error(`${name}: ${JSON.stringify(again.errors)}`);
		expect({ ...again.script, id: '' }).toEqual({ ...script, id: '' });
	});

	it('writes official characters as ids only', () => {
		const { script } = read('jishi-role-icon');
		const json = exportScript(script);
		expect(json.slice(1, 3)).toEqual(['washerwoman', 'fortuneteller']);
		expect(json[0]).toEqual({
			id: '_meta',
			name: '灯下试演',
			author: '测试作者',
			townsfolkName: '村民',
			// The script's rules (./script-rules.ts), as plain text.
			description: '第一段说明。\n\n第二段说明。',
			additional: [{ name: '剧本介绍', description: '这是为测试写的介绍。' }]
		});
	});
});

describe('renamed teams in a game', () => {
	it('replace the standard words, keeping character names that contain them', () => {
		const apply = scriptTerms({ townsfolk: '村民', demon: '魔王' });
		if (!apply) throw new Error('no terms');
		expect(apply('镇民 3 · 恶魔 1', 'zh-CN')).toBe('村民 3 · 魔王 1');
		expect(apply('一名爪牙会变成小恶魔', 'zh-CN')).toBe('一名爪牙会变成小恶魔');
		// Chinese names are for the Chinese interface.
		expect(apply('3 Townsfolk', 'en')).toBe('3 Townsfolk');
		expect(scriptTerms({ townsfolk: 'Villagers' })?.('3 Townsfolk', 'en')).toBe('3 Villagers');
		expect(scriptTerms(undefined)).toBeNull();
	});
});

describe('script shapes: the Chinese editions (pinyin ids, 集石 numbers with name_id)', () => {
	it('recognises 华灯初上 and 山雨欲来 characters by pinyin id, name_id and Chinese name', () => {
		const { script, ignored } = read('jishi-zh-editions');
		expect(script.characters.map((c) => [c.id, c.edition])).toEqual([
			['xizi', 'hdcs'],
			['langzhong', 'hdcs'],
			['qintianjian', 'hdcs'],
			['baojun', 'syyl'],
			['daoke', 'syyl'],
			['washerwoman', 'tb'],
			['chef', 'tb'],
			['imp', 'tb'],
			['poisoner', 'tb'],
			['5d1c0e2a9b7f4c3e8a6d2f1e0c9b8a7d', 'homebrew']
		]);
		expect(ignored).toEqual(['鸭镇制作']);
		expect(importSummary(script, ignored)).toEqual({
			official: 4,
			editions: [
				['华灯初上', 3],
				['山雨欲来', 2]
			],
			homebrew: 1,
			ruleCards: 0,
			ignored: ['鸭镇制作'],
			leftOut: 0
		});
		// Their own night places, not the file's numbers.
		const xizi = script.characters.find((c) => c.id === 'xizi');
		expect(xizi).toEqual(officialCharacter('xizi'));
		const first = script.firstNight;
		expect(first.indexOf('xizi')).toBeGreaterThan(first.indexOf('dusk'));
		expect(first.indexOf('xizi')).toBeLessThan(first.indexOf('dawn'));
		// The renamed "team" that is the standard name changes nothing.
		expect(script.teamNames).toBeUndefined();
	});

	it('suggests a Chinese-edition id for a typo', () => {
		expect(suggest('langzong')?.id).toBe('langzhong');
	});
});

describe('script shapes: blanks the Chinese tools leave', () => {
	it('skips a blank status row, a jinx heading and empty reminders instead of refusing', () => {
		const result = readScript([
			{
				id: '_meta',
				name: '空白',
				townsfolk: '镇民',
				jinxes: '相克',
				state: [
					{ stateName: '', stateDescription: '' },
					{ stateName: '疯狂', stateDescription: '要让别人相信一件事。' }
				]
			},
			'imp',
			{
				id: 'lamplighter',
				name: '点灯人',
				team: 'townsfolk',
				ability: '我们自己写的能力。',
				reminders: '',
				remindersGlobal: ''
			}
		]);
		if (!result.ok) throw new Error(JSON.stringify(result.errors));
		expect(result.script.statuses).toEqual([{ name: '疯狂', description: '要让别人相信一件事。' }]);
		expect(result.script.characters.find((c) => c.id === 'lamplighter')?.reminders).toEqual([]);
	});

	it('still refuses a status with a description and no name, saying where', () => {
		const result = readScript([
			{ id: '_meta', name: 'x', state: [{ stateName: '', stateDescription: '有说明没有名字' }] },
			'imp'
		]);
		expect(result.ok).toBe(false);
		if (!result.ok) expect(result.errors[0]?.path).toBe('[0].state[0]');
	});
});

describe('script shapes: a character twice, a night step off the script', () => {
	it('keeps a known character once and leaves a stray step out of the order, saying both', () => {
		const result = readScript([
			{ id: '_meta', name: 'x', firstNight: ['dusk', 'chef', 'pukka', '...', 'dawn'] },
			{ id: 'chefbutton', name: '厨师' },
			'chef',
			'imp'
		]);
		if (!result.ok) throw new Error(JSON.stringify(result.errors));
		expect(result.notes).toEqual({ repeated: ['chef'], steps: ['pukka'] });
		expect(result.script.characters.map((c) => c.id)).toEqual(['chef', 'imp']);
		expect(result.script.firstNight).not.toContain('pukka');
		expect(result.script.firstNight.indexOf('chef')).toBeGreaterThan(0);
	});
});
