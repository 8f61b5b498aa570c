import { describe, expect, it, vi } from 'vitest';
import {
	ensureTexts,
	loadedTextFiles,
	onTextsLoaded,
	reminderLabel,
	textOf,
	textsLoaded
} from './texts';
import { officialCharacter } from './characters';

// No import of ./texts/all here: only what ensureTexts loads is available.

describe('character texts loaded on demand', () => {
	it('before loading: the name the character carries and no ability', () => {
		expect(loadedTextFiles()).toEqual([]);
		expect(textsLoaded(['imp'], 'zh-CN')).toBe(false);
		const imp = officialCharacter('imp');
		expect(textOf('imp', 'zh-CN', imp)).toEqual({ name: '小恶魔', ability: '' });
		expect(textOf('imp', 'en', imp)).toEqual({ name: 'Imp', ability: '' });
		expect(reminderLabel('poisoner', 'Poisoned', 'zh-CN')).toBe('Poisoned');
		// Pseudo-steps and homebrew need no file.
		expect(textOf('dawn', 'zh-CN').name).toBe('黎明');
		expect(textsLoaded(['dawn', 'my-homebrew'], 'zh-CN')).toBe(true);
	});

	it('loads only the language and edition asked for, once', async () => {
		const heard = vi.fn();
		const stop = onTextsLoaded(heard);
		await Promise.all([
			ensureTexts(['imp', 'washerwoman'], 'zh-CN'),
			ensureTexts(['imp'], 'zh-CN')
		]);
		expect(loadedTextFiles()).toEqual(['tb.zh-CN']);
		expect(heard).toHaveBeenCalledTimes(1);
		expect(textsLoaded(['imp', 'zombuul'], 'zh-CN')).toBe(false); // BMR: another file
		expect(textsLoaded(['imp'], 'en')).toBe(false);
		expect(textsLoaded(['vigormortis'], 'zh-CN')).toBe(false); // S&V: another file
		expect(textOf('imp', 'zh-CN').ability).not.toBe('');
		expect(reminderLabel('poisoner', 'Poisoned', 'zh-CN')).toBe('中毒');
		stop();
	});

	it('loads other groups and the other language when they are needed (travellers, fabled, a switch)', async () => {
		await ensureTexts(['barista', 'doomsayer'], 'zh-CN');
		await ensureTexts(['imp'], 'en');
		expect(loadedTextFiles()).toEqual(['fabled.zh-CN', 'snv.zh-CN', 'tb.en', 'tb.zh-CN']);
		expect(textOf('imp', 'en').ability).toMatch(/\w/);
		expect(textOf('doomsayer', 'zh-CN').ability).not.toBe('');
	});

	it('loads a Chinese edition’s file like any other', async () => {
		expect(textsLoaded(['baojun'], 'zh-CN')).toBe(false);
		await ensureTexts(['baojun', 'imp'], 'zh-CN');
		expect(loadedTextFiles()).toContain('syyl.zh-CN');
		expect(loadedTextFiles()).not.toContain('syyl.en');
		expect(textOf('baojun', 'zh-CN').name).toBe('暴君');
		expect(textOf('baojun', 'zh-CN').otherNight).toMatch(/暴君/);
		expect(reminderLabel('baojun', 'Dead', 'zh-CN')).toBe('死亡');
	});
});
