import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en, zhCN } from './all';
import { interpolate } from './format';
import { expectedCounts } from '../rulesets/botc/setup';
import { PSEUDO_TEXTS } from '../rulesets/botc/texts';

// Chinese punctuation slips that are easy to write and easy to miss on screen: a space after a
// full-width colon, two colons in a row where a parameter already ends with one, a label that
// ends with a colon and gets text glued on in markup.

/** Where the wording goes wrong in one rendered Chinese text, or [] when it reads cleanly. */
function slips(text: string): string[] {
	const found: string[] = [];
	if (/：\s/.test(text)) found.push('space after ：');
	if (/\s：/.test(text)) found.push('space before ：');
	if (/[：:]\s*[：:]/.test(text)) found.push('two colons in a row');
	// "酒鬼：不在袋中：…": a short label, then another label inside it.
	if (/：[^：，。；）]{1,8}：./.test(text)) found.push('colon inside a colon label');
	if (/，\s|。\s\S|、\s/.test(text)) found.push('space after Chinese punctuation');
	return found;
}

// A parameter that itself ends with a colon, and a plain one.
const SAMPLES = ['5号：', '5号'];

describe('zh-CN wording', () => {
	it('finds the slips it is meant to find', () => {
		expect(slips('不能这样提名： 5号')).toContain('space after ：');
		expect(slips('酒鬼：不在袋中：该玩家')).toContain('colon inside a colon label');
		expect(slips('完成：{step}'.replace('{step}', '5号：'))).toEqual([]);
		expect(slips('未保存的操作：3 步')).toEqual([]);
	});

	it('no message has a space next to a full-width colon or after Chinese punctuation', () => {
		const bad = Object.entries(zhCN)
			.map(([key, text]) => [key, slips(text)] as const)
			.filter(([, found]) => found.length > 0);
		expect(bad).toEqual([]);
	});

	it('no rendered message doubles a colon when a parameter ends with one', () => {
		const bad: string[] = [];
		for (const [key, template] of Object.entries(zhCN)) {
			const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
			for (const sample of SAMPLES) {
				const text = interpolate(template, Object.fromEntries(names.map((n) => [n, sample])));
				if (/：：/.test(text) && !template.includes('}：')) bad.push(`${key}: ${text}`);
			}
		}
		expect(bad).toEqual([]);
	});

	it('the refused-nomination line takes its reason as a parameter (no space glued on in markup)', () => {
		const text = interpolate(zhCN['play.day.refused'], { reason: '5号今天已经提名过了' });
		expect(text).toBe('不能这样提名：5号今天已经提名过了');
		expect(interpolate(en['play.day.refused'], { reason: 'X' })).toContain('X');
	});

	it('setup notes read "角色：说明" with one colon', () => {
		const { notes } = expectedCounts(10, ['drunk', 'marionette', 'baron', 'godfather', 'imp']);
		expect(notes.length).toBeGreaterThan(2);
		for (const note of notes) {
			expect(slips(note.message['zh-CN']), note.message['zh-CN']).toEqual([]);
			expect(note.message['zh-CN'].match(/：/g)?.length ?? 0, note.message['zh-CN']).toBe(1);
		}
	});

	it('the night pseudo-steps and every character text read cleanly', () => {
		const texts: string[] = [];
		for (const entry of Object.values(PSEUDO_TEXTS))
			for (const field of Object.values(entry))
				if (field && typeof field === 'object' && 'zh' in field) texts.push(String(field.zh));
		const dir = join(process.cwd(), 'src/lib/rulesets/botc/texts');
		for (const file of readdirSync(dir).filter((f) => f.endsWith('.zh-CN.json'))) {
			const table = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<
				string,
				Record<string, unknown>
			>;
			for (const entry of Object.values(table))
				for (const value of Object.values(entry)) if (typeof value === 'string') texts.push(value);
		}
		expect(texts.length).toBeGreaterThan(300);
		expect(texts.filter((t) => slips(t).length > 0)).toEqual([]);
		// "（与黄昏相比）" tacked on after the sentence reads like a translation.
		expect(texts.filter((t) => t.includes('与黄昏相比'))).toEqual([]);
	});
});
