import { beforeAll, describe, expect, it } from 'vitest';
import { builtInScript, parseScript } from './script';
import { SHEET_WORDS, characterSheet, nightSheet, sheetCharacterIds } from './sheets';
import { ensureTexts } from './texts';
import { officialCharacter } from './characters';
import { OFFICIAL_RULINGS } from './jinxes';
import { jinxedScript } from './testing/jinxed-script';

const tb = builtInScript('tb')!;

beforeAll(async () => {
	await ensureTexts(sheetCharacterIds({ script: tb, extra: [officialCharacter('thief')!] }), 'en');
	await ensureTexts(sheetCharacterIds({ script: tb }), 'zh-CN');
});

describe('the character sheet', () => {
	it('lists every character by team, each with its ability, in the sheet’s languages', () => {
		const sheet = characterSheet({ script: tb }, ['en']);
		expect(sheet.title).toBe('Trouble Brewing');
		// A built-in script is named in the sheet's languages.
		expect(characterSheet({ script: tb }, ['zh-CN']).title).toBe('暗流涌动');
		expect(characterSheet({ script: tb }, ['zh-CN', 'en']).title).toBe(
			'暗流涌动 · Trouble Brewing'
		);
		expect(sheet.teams.map((t) => [t.team, t.characters.length])).toEqual([
			['townsfolk', 13],
			['outsider', 4],
			['minion', 4],
			['demon', 1],
			['traveller', 5]
		]);
		for (const c of sheet.teams.flatMap((t) => t.characters)) {
			expect(c.name).toHaveLength(1);
			expect(c.ability[0]?.text.length, c.id).toBeGreaterThan(10);
		}
		const both = characterSheet({ script: tb }, ['zh-CN', 'en']);
		const imp = both.teams.find((t) => t.team === 'demon')!.characters[0]!;
		expect(imp.name.map((w) => w.locale)).toEqual(['zh-CN', 'en']);
		expect(imp.name[0]!.text).toMatch(/\p{Script=Han}/u);
		expect(imp.name[1]!.text).toBe('Imp');
	});

	it('has the team counts for 5 to 15 players', () => {
		const { counts } = characterSheet({ script: tb }, ['en']);
		expect(counts.map((c) => c.players)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
		expect(counts[0]!.counts).toEqual({ townsfolk: 3, outsider: 0, minion: 1, demon: 1 });
		expect(counts.at(-1)!.counts).toEqual({ townsfolk: 9, outsider: 2, minion: 3, demon: 1 });
	});

	it('a homebrew script: its own texts, its jinx with its reason, travellers of a game added', () => {
		const parsed = parseScript([
			{ id: '_meta', name: 'Lanterns', author: 'Mei' },
			'chef',
			'imp',
			{
				id: 'lamplighter',
				name: 'Lamplighter',
				team: 'townsfolk',
				ability: 'Each night, learn whether a lamp is lit.',
				firstNightReminder: 'Show the lamp.',
				firstNight: 30,
				reminders: ['Lit'],
				jinxes: [{ id: 'imp', reason: 'The Imp cannot kill the Lamplighter.' }]
			}
		]);
		if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
		const sheet = characterSheet({ script: parsed.script, extra: [officialCharacter('thief')!] }, [
			'en'
		]);
		expect(sheet.author).toBe('Mei');
		const town = sheet.teams.find((t) => t.team === 'townsfolk')!;
		expect(town.characters.find((c) => c.id === 'lamplighter')?.ability[0]?.text).toBe(
			'Each night, learn whether a lamp is lit.'
		);
		expect(sheet.teams.map((t) => t.team)).toContain('traveller');
		expect(sheet.jinxes).toEqual([
			{
				a: [{ locale: 'en', text: 'Lamplighter' }],
				b: [{ locale: 'en', text: 'Imp' }],
				ruling: [{ locale: 'en', text: 'The Imp cannot kill the Lamplighter.' }]
			}
		]);
		const night = nightSheet({ script: parsed.script }, ['en']);
		const step = night.first.find((s) => s.id === 'lamplighter');
		expect(step?.text).toEqual([{ locale: 'en', text: 'Show the lamp.' }]);
		expect(step?.reminders).toEqual([[{ locale: 'en', text: 'Lit' }]]);
	});
});

describe('the character sheet’s jinxes', () => {
	it('print each ruling in the sheet’s languages, and say so where none is known', async () => {
		const script = jinxedScript();
		for (const l of ['zh-CN', 'en'] as const) await ensureTexts(sheetCharacterIds({ script }), l);
		const sheet = characterSheet({ script }, ['zh-CN', 'en']);
		const ruling = OFFICIAL_RULINGS.get('damsel+spy')!;
		expect(sheet.jinxes[0]).toEqual({
			a: [
				{ locale: 'zh-CN', text: '落难少女' },
				{ locale: 'en', text: 'Damsel' }
			],
			b: [
				{ locale: 'zh-CN', text: '间谍' },
				{ locale: 'en', text: 'Spy' }
			],
			ruling: [
				{ locale: 'zh-CN', text: ruling['zh-CN'] },
				{ locale: 'en', text: ruling.en }
			]
		});
		expect(sheet.jinxes[1]?.ruling).toBeNull();
		expect(SHEET_WORDS.jinxNote.en).toMatch(/ruling not known/);
	});
});

describe('the night sheet', () => {
	it('follows the script’s order with the storyteller’s own steps, texts and reminders', () => {
		const sheet = nightSheet({ script: tb }, ['en']);
		const first = sheet.first.map((s) => s.id);
		expect(first[0]).toBe('dusk');
		expect(first.at(-1)).toBe('dawn');
		expect(first.indexOf('minioninfo')).toBeLessThan(first.indexOf('demoninfo'));
		expect(first.indexOf('demoninfo')).toBeLessThan(first.indexOf('poisoner'));
		expect(sheet.first.every((s) => s.text.length === 1)).toBe(true);
		const poisoner = sheet.first.find((s) => s.id === 'poisoner')!;
		expect(poisoner.reminders.map((r) => r[0]?.text)).toEqual(['Poisoned']);
		expect(sheet.other.map((s) => s.id)).toContain('imp');
		expect(sheet.other.map((s) => s.id)).not.toContain('washerwoman');
		const zh = nightSheet({ script: tb }, ['zh-CN']).first.find((s) => s.id === 'poisoner')!;
		expect(zh.reminders[0]?.[0]?.text).toMatch(/\p{Script=Han}/u);
	});
});
