import { describe, expect, it, vi } from 'vitest';
import * as texts from './texts';
import { officialCharacter } from './characters';

// No import of ./texts/all here: only what ensureTexts loads is available.

describe('character texts loaded on demand', () => {
	it('before loading: the name the character carries and no ability', () => {
		expect(texts.loadedTextFiles()).toEqual([]);
		expect(texts.textsLoaded(['imp'], 'zh-CN')).toBe(false);
		const imp = officialCharacter('imp');
		expect(texts.textOf('imp', 'zh-CN', imp)).toEqual({ name: '小恶魔', ability: '' });
		expect(texts.textOf('imp', 'en', imp)).toEqual({ name: 'Imp', ability: '' });
		expect(texts.reminderLabel('poisoner', 'Poisoned', 'zh-CN')).toBe('Poisoned');
		// Pseudo-steps and homebrew need no file.
		expect(texts.textOf('dawn', 'zh-CN').name).toBe('黎明');
		expect(texts.textsLoaded(['dawn', 'my-homebrew'], 'zh-CN')).toBe(true);
	});

	it('loads only the language and edition asked for, once', async () => {
		const heard = vi.fn();
		const stop = texts.onTextsLoaded(heard);
		await Promise.all([
			texts.ensureTexts(['imp', 'washerwoman'], 'zh-CN'),
			texts.ensureTexts(['imp'], 'zh-CN')
		]);
		expect(texts.loadedTextFiles()).toEqual(['tb.zh-CN']);
		expect(heard).toHaveBeenCalledTimes(1);
		expect(texts.textsLoaded(['imp', 'zombuul'], 'zh-CN')).toBe(false); // BMR: another file
		expect(texts.textsLoaded(['imp'], 'en')).toBe(false);
		expect(texts.textsLoaded(['vigormortis'], 'zh-CN')).toBe(false); // S&V: another file
		expect(texts.textOf('imp', 'zh-CN').ability).not.toBe('');
		expect(texts.reminderLabel('poisoner', 'Poisoned', 'zh-CN')).toBe('中毒');
		stop();
	});

	it('loads other groups and the other language when they are needed (travellers, fabled, a switch)', async () => {
		await texts.ensureTexts(['barista', 'doomsayer'], 'zh-CN');
		await texts.ensureTexts(['imp'], 'en');
		expect(texts.loadedTextFiles()).toEqual(['fabled.zh-CN', 'snv.zh-CN', 'tb.en', 'tb.zh-CN']);
		expect(texts.textOf('imp', 'en').ability).toMatch(/\w/);
		expect(texts.textOf('doomsayer', 'zh-CN').ability).not.toBe('');
	});

	it('loads a Chinese edition’s file like any other', async () => {
		expect(texts.textsLoaded(['baojun'], 'zh-CN')).toBe(false);
		await texts.ensureTexts(['baojun', 'imp'], 'zh-CN');
		expect(texts.loadedTextFiles()).toContain('syyl.zh-CN');
		expect(texts.loadedTextFiles()).not.toContain('syyl.en');
		expect(texts.textOf('baojun', 'zh-CN').name).toBe('暴君');
		expect(texts.textOf('baojun', 'zh-CN').otherNight).toMatch(/暴君/);
		expect(texts.reminderLabel('baojun', 'Dead', 'zh-CN')).toBe('死亡');
	});
});
