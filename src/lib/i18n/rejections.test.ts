import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAllRuleSets } from '$lib/rulesets/load';
import { applyTerms } from '$lib/rulesets/jingmantianba';
import { catalogues } from './all';
import { locale } from './locale.svelte';
import { refusal } from './refusal';

// A rejection is a code and plain parameters (`reject(code, params)`); its words are the
// message `reject.<code>` of the rejections areas. Every code the source can return must have
// its message in both languages, with the same placeholders.

const root = join(import.meta.dirname, '..', '..', '..');
const sources = readdirSync(join(root, 'src', 'lib'), { recursive: true, encoding: 'utf8' })
	.filter(
		(f) =>
			/\.(svelte|ts)$/.test(f) &&
			!/\.test\.ts$/.test(f) &&
			!f.includes('testing') &&
			// The toy rule set of the tests is never listed: its codes have no messages.
			!f.includes('__toy__')
	)
	.map((f) => ({
		file: relative(root, join(root, 'src', 'lib', f)),
		text: readFileSync(join(root, 'src', 'lib', f), 'utf8')
	}));

/** Codes passed to reject(…) as a literal, with the file they are in. */
const used = new Map<string, string>();
for (const { file, text } of sources)
	for (const m of text.matchAll(/\breject\(\s*'([^'\n]+)'/g)) used.set(m[1] as string, file);

const messages = (locale: 'zh-CN' | 'en') =>
	Object.entries(catalogues[locale]).filter(([k]) => k.startsWith('reject.'));
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('rejection messages', () => {
	it('the scan finds the codes of every rule set', () => {
		expect(used.get('no-seat')).toMatch(/src\/lib\/rulesets\/botc\/engine\/reduce/);
		expect(used.get('wwc.no-seat')).toMatch(/werewolf-chenqu/);
		expect(used.get('i01.state-out')).toMatch(/werewolf-i01/);
		expect(used.get('read-only')).toMatch(/game-session/);
		expect(used.size).toBeGreaterThan(150);
	});

	it('every code is a literal (so the scan sees it)', () => {
		const built = sources.filter(({ text }) => /\breject\(\s*[`"]/.test(text)).map((s) => s.file);
		expect(built).toEqual([]);
	});

	it('every code used in the source has its message in both languages', () => {
		const missing: string[] = [];
		for (const [code, file] of used)
			for (const l of ['zh-CN', 'en'] as const) {
				const text = (catalogues[l] as Record<string, string>)[`reject.${code}`];
				if (!text?.trim()) missing.push(`${l} reject.${code} (${file})`);
			}
		expect(missing).toEqual([]);
	});

	it('every message is of a code in use, with the same placeholders in both languages', () => {
		const en = new Map(messages('en'));
		for (const [key, zh] of messages('zh-CN')) {
			expect(used.has(key.slice('reject.'.length)), `${key} is used`).toBe(true);
			expect(placeholders(en.get(key) ?? ''), key).toEqual(placeholders(zh));
		}
		expect(messages('en')).toHaveLength(messages('zh-CN').length);
	});

	it('the 《井满田坝》 words never touch a placeholder', () => {
		for (const l of ['zh-CN', 'en'] as const)
			for (const [key, text] of messages(l))
				expect(placeholders(applyTerms(text, l)), key).toEqual(placeholders(text));
	});
});

describe('refusal()', () => {
	// A rule set's own codes are worded by its rules, loaded with its game.
	beforeAll(loadAllRuleSets);
	afterEach(() => {
		locale.terms = null;
	});

	it('fills seats and skills by name, the id when unknown, other parameters as they are', () => {
		locale.set('en');
		const names = {
			seat: (id: string) => ({ s1: 'Ann' })[id],
			skill: (id: string, l: string) => `${id}:${l}`
		};
		expect(refusal({ code: 'dead', params: { seat: 's1' } }, names)).toBe('Ann is already dead');
		expect(refusal({ code: 'dead', params: { seat: 's9' } }, names)).toBe('s9 is already dead');
		expect(refusal({ code: 'wwc.used-up', params: { skill: 'poison' } }, names)).toBe(
			'poison:en is once per game and was used'
		);
		expect(refusal({ code: 'i01.range', params: { ref: '§4.5', min: 4, max: 10 } })).toBe(
			'§4.5 takes 4–10 points'
		);
		locale.set('zh-CN');
		expect(refusal({ code: 'no-seat', params: { id: 'zz' } })).toBe('没有这个座位（zz）');
	});

	it('puts a rule set’s words into the message before the names', () => {
		locale.set('zh-CN');
		locale.terms = applyTerms;
		const names = { seat: () => '恶魔猎手' };
		expect(refusal({ code: 'dead', params: { seat: 's1' } }, names)).toBe('恶魔猎手已经进盒');
		locale.set('en');
		const demon = { seat: () => 'Dead Demon' };
		expect(refusal({ code: 'alive', params: { seat: 's1' } }, demon)).toBe('Dead Demon is alive');
		expect(refusal({ code: 'dead-nominator', params: { seat: 's1' } }, demon)).toBe(
			'Dead Demon is boxed; boxed players cannot nominate'
		);
	});
});
