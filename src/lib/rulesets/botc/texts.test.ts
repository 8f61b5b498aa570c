import { describe, expect, it } from 'vitest';
import { blankCharacter } from './engine/testing/builders';
import { OFFICIAL } from './characters';
import { PSEUDO_TEXTS, reminderLabel, textGroupOf, textOf, TEXT_GROUPS } from './texts';
import { CHARACTER_TEXTS, GROUPS_WITH_TEXTS, IDS_BY_LOCALE, TEXT_FILE_OF } from './texts/all';

// Every edition's characters must all have texts.
const WITH_TEXTS = OFFICIAL;

const filled = (v: { zh: string; en: string } | null | undefined) =>
	!!v && typeof v.zh === 'string' && typeof v.en === 'string' && !!v.zh.trim() && !!v.en.trim();

describe('character texts', () => {
	it('cover every built-in character of an edition with texts, and nothing else', () => {
		expect(OFFICIAL).toHaveLength(249);
		const ids = new Set(OFFICIAL.map((c) => c.id));
		expect(Object.keys(CHARACTER_TEXTS).filter((id) => !ids.has(id))).toEqual([]);
		const withFiles = OFFICIAL.filter((c) =>
			(GROUPS_WITH_TEXTS as readonly string[]).includes(c.edition)
		);
		expect(withFiles.filter((c) => !CHARACTER_TEXTS[c.id]).map((c) => c.id)).toEqual([]);
		const without = TEXT_GROUPS.filter((g) => !GROUPS_WITH_TEXTS.includes(g));
		expect(without).toEqual([]);
	});

	it('have the same characters in both languages, each in the file of its edition group', () => {
		expect([...IDS_BY_LOCALE.en].sort()).toEqual([...IDS_BY_LOCALE['zh-CN']].sort());
		expect(new Set(IDS_BY_LOCALE.en).size).toBe(IDS_BY_LOCALE.en.length);
		const misplaced = WITH_TEXTS.filter((c) => TEXT_FILE_OF[c.id] !== textGroupOf(c.id)).map(
			(c) => `${c.id} (${c.edition}) is in ${TEXT_FILE_OF[c.id]}`
		);
		expect(misplaced).toEqual([]);
		expect(new Set(Object.values(TEXT_FILE_OF))).toEqual(new Set(GROUPS_WITH_TEXTS));
	});

	it('give every character a name and ability in both languages, and night texts where it wakes', () => {
		const problems: string[] = [];
		for (const c of WITH_TEXTS) {
			const t = CHARACTER_TEXTS[c.id];
			if (!t) continue;
			if (!filled(t.name)) problems.push(`${c.id}.name`);
			if (!filled(t.ability)) problems.push(`${c.id}.ability`);
			if (c.firstNight > 0 && !filled(t.firstNight)) problems.push(`${c.id}.firstNight`);
			if (c.otherNight > 0 && !filled(t.otherNight)) problems.push(`${c.id}.otherNight`);
			if (c.setup && !filled(t.setup)) problems.push(`${c.id}.setup`);
			if (/[a-z]/i.test(t.name.zh)) problems.push(`${c.id}.name.zh is not Chinese: ${t.name.zh}`);
		}
		expect(problems).toEqual([]);
	});

	it('translate every reminder label', () => {
		const missing: string[] = [];
		for (const c of WITH_TEXTS)
			for (const label of [...c.reminders, ...c.remindersGlobal]) {
				const zh = CHARACTER_TEXTS[c.id]?.reminders[label];
				if (!zh || !zh.trim()) missing.push(`${c.id}: ${label}`);
			}
		expect(missing).toEqual([]);
	});

	it('give the pseudo-steps names and night texts in both languages', () => {
		for (const [id, t] of Object.entries(PSEUDO_TEXTS)) {
			expect(filled(t.name), id).toBe(true);
			expect(filled(t.firstNight), id).toBe(true);
			if (id === 'dusk' || id === 'dawn') expect(filled(t.otherNight), id).toBe(true);
		}
	});

	it('use the Chinese edition names where the facts have them', () => {
		for (const c of WITH_TEXTS)
			if (c.nameZh && !/^[A-Za-z ]+$/.test(c.nameZh))
				expect(CHARACTER_TEXTS[c.id]?.name.zh, c.id).toBe(c.nameZh);
	});

	it('reads texts per language and keeps homebrew texts from the script', () => {
		expect(textOf('imp', 'zh-CN').name).toBe('小恶魔');
		expect(textOf('imp', 'en').name).toBe('Imp');
		expect(reminderLabel('poisoner', 'Poisoned', 'zh-CN')).toBe('中毒');
		expect(reminderLabel('custom', 'Own note', 'zh-CN')).toBe('Own note');
		const hb = textOf('cook', 'zh-CN', {
			...blankCharacter('cook', 'townsfolk', 'Cook'),
			homebrew: { ability: 'Makes soup.' }
		});
		expect(hb).toEqual({ name: 'Cook', ability: 'Makes soup.' });
	});

	it('says the official format’s :reminder: mark in a homebrew night text in words', () => {
		const witch = {
			...blankCharacter('witchhuntwitch', 'minion', 'Witch'),
			homebrew: { firstNightReminder: 'The Witch chooses a player. :reminder:' }
		};
		expect(textOf(witch.id, 'en', witch).firstNight).toBe(
			'The Witch chooses a player. (place the reminder)'
		);
		expect(textOf(witch.id, 'zh-CN', witch).firstNight).toBe(
			'The Witch chooses a player. （放置提示标记）'
		);
	});
});

describe('night sheet positions', () => {
	it('the engine’s pseudo-step positions match the official order', async () => {
		const { PSEUDO_POSITIONS } = await import('./engine/night');
		const { OFFICIAL_FIRST_NIGHT, OFFICIAL_OTHER_NIGHT } = await import('./characters');
		for (const [id, k] of Object.entries(PSEUDO_POSITIONS.firstNight))
			expect(OFFICIAL_FIRST_NIGHT.indexOf(id) + 1, id).toBe(k);
		for (const [id, k] of Object.entries(PSEUDO_POSITIONS.otherNight))
			expect(OFFICIAL_OTHER_NIGHT.indexOf(id) + 1, id).toBe(k);
	});
});
