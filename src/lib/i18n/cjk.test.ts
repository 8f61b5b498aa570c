import { describe, expect, it } from 'vitest';
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
