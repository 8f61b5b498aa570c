import { describe, expect, it } from 'vitest';
import { formatBytes, formatWhen, interpolate, localeFromLanguage } from './format';
import { AREA_CATALOGUES, catalogues, en, zhCN } from './all';
import { AREAS, coreEn, coreZh, isLocale, LOCALES } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
	it('have exactly the same keys', () => {
		expect(Object.keys(en).sort()).toEqual(Object.keys(zhCN).sort());
	});

	it.each(LOCALES)('%s has no empty messages', (locale) => {
		const empty = Object.entries(catalogues[locale]).filter(([, text]) => text.trim() === '');
		expect(empty).toEqual([]);
	});

	it('define every key once: the core and the areas never share a key', () => {
		const seen = new Map<string, string>(Object.keys(coreZh).map((k) => [k, 'core']));
		const twice: string[] = [];
		for (const area of AREAS)
			for (const key of Object.keys(AREA_CATALOGUES[area].zh)) {
				if (seen.has(key)) twice.push(`${key}: ${seen.get(key)} and ${area}`);
				seen.set(key, area);
			}
		expect(twice).toEqual([]);
		expect(seen.size).toBe(Object.keys(zhCN).length);
	});

	it('give each area and the core the same keys in both languages', () => {
		expect(Object.keys(coreEn).sort()).toEqual(Object.keys(coreZh).sort());
		for (const area of AREAS)
			expect(Object.keys(AREA_CATALOGUES[area].en).sort(), area).toEqual(
				Object.keys(AREA_CATALOGUES[area].zh).sort()
			);
	});

	it('use the same placeholders in every language', () => {
		for (const key of Object.keys(zhCN) as (keyof typeof zhCN)[]) {
			expect(placeholders(en[key]), key).toEqual(placeholders(zhCN[key]));
		}
	});
});

describe('interpolate', () => {
	it('fills known placeholders and leaves unknown ones visible', () => {
		expect(interpolate('{count} players, {missing}', { count: 7 })).toBe('7 players, {missing}');
	});
});

describe('localeFromLanguage', () => {
	it('maps every Chinese tag to zh-CN and everything else to English', () => {
		expect(localeFromLanguage('zh-TW')).toBe('zh-CN');
		expect(localeFromLanguage('ZH')).toBe('zh-CN');
		expect(localeFromLanguage('en-GB')).toBe('en');
		expect(localeFromLanguage('fr')).toBe('en');
		expect(localeFromLanguage(undefined)).toBe('en');
	});

	it('validates stored locales', () => {
		expect(isLocale('en')).toBe(true);
		expect(isLocale('de')).toBe(false);
		expect(isLocale(3)).toBe(false);
	});
});

describe('formatWhen', () => {
	const now = Date.UTC(2025, 0, 31, 12);
	it('says "just now" under a minute', () => {
		expect(formatWhen(now - 20_000, now, 'en', 'just now')).toBe('just now');
	});
	it('uses relative units for recent times', () => {
		expect(formatWhen(now - 5 * 60_000, now, 'en', '')).toBe('5 minutes ago');
		expect(formatWhen(now - 3 * 3600_000, now, 'en', '')).toBe('3 hours ago');
		expect(formatWhen(now - 24 * 3600_000, now, 'en', '')).toBe('yesterday');
	});
	it('falls back to a date after a month', () => {
		expect(formatWhen(now - 60 * 24 * 3600_000, now, 'en', '')).toMatch(/2024/);
	});
});

describe('formatBytes', () => {
	it('scales units', () => {
		expect(formatBytes(512, 'en')).toBe('512 B');
		expect(formatBytes(1536, 'en')).toBe('1.5 KB');
		expect(formatBytes(300 * 1024 * 1024, 'en')).toBe('300 MB');
	});
});
