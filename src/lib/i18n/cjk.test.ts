import { describe, expect, it, vi } from 'vitest';
import { splitCjkName } from './cjk';

describe('a Chinese name on two lines', () => {
	it('splits only between words', () => {
		expect(splitCjkName('图书管理员')).toEqual(['图书', '管理员']);
		expect(splitCjkName('城镇公告员')).toEqual(['城镇', '公告员']);
		expect(splitCjkName('魔鬼代言人')).toEqual(['魔鬼', '代言人']);
		expect(splitCjkName('精神病患者')).toEqual(['精神病', '患者']);
		expect(splitCjkName('畸形秀演员')).toEqual(['畸形秀', '演员']);
		expect(splitCjkName('失败的上帝')).toEqual(['失败的', '上帝']);
		expect(splitCjkName('红唇女郎')).toEqual(['红唇', '女郎']);
		expect(splitCjkName('吟游诗人')).toEqual(['吟游', '诗人']);
	});

	it('keeps a name on one line when no split is sure', () => {
		// 炼金术|士, 小提琴|手: no boundary in the middle of four.
		expect(splitCjkName('炼金术士')).toEqual(['炼金术士']);
		expect(splitCjkName('小提琴手')).toEqual(['小提琴手']);
		// 地狱|藏|书|员: the dictionary does not know 藏书员.
		expect(splitCjkName('地狱藏书员')).toEqual(['地狱藏书员']);
		expect(splitCjkName('洗衣妇')).toEqual(['洗衣妇']);
		expect(splitCjkName('镇长')).toEqual(['镇长']);
	});
});

describe('the built-in names’ words', () => {
	it('are what scripts/cjk-words.mjs writes from today’s names (run it when names change)', async () => {
		const script = (await import('../../../scripts/cjk-words.mjs')) as {
			cjkWordsText(): string;
			OUT: string;
		};
		const { readFileSync } = await import('node:fs');
		expect(readFileSync(script.OUT, 'utf8')).toBe(script.cjkWordsText());
	});

	it('lay out a built-in name without building the browser’s dictionary; others still use it', async () => {
		vi.resetModules();
		const Real = Intl.Segmenter;
		let made = 0;
		const intl = Intl as { Segmenter: typeof Intl.Segmenter };
		intl.Segmenter = class extends Real {
			constructor(...args: ConstructorParameters<typeof Real>) {
				super(...args);
				made++;
			}
		};
		try {
			const fresh = await import('./cjk');
			expect(fresh.splitCjkName('图书管理员')).toEqual(['图书', '管理员']);
			expect(fresh.splitCjkName('炼金术士')).toEqual(['炼金术士']);
			expect(made).toBe(0);
			// A homebrew name is not in the file.
			expect(fresh.splitCjkName('午夜图书管理员').join('')).toBe('午夜图书管理员');
			expect(made).toBe(1);
		} finally {
			intl.Segmenter = Real;
		}
	});
});
