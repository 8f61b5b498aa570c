import { describe, expect, it } from 'vitest';
import { formatBytes, formatWhen, interpolate, localeFromLanguage } from './format';
import { catalogues, en, zhCN } from './all';
import { isLocale, LOCALES } from './locales';
import { locales } from '$lib/paraglide/runtime';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('messages (messages/*.json)', () => {
	it('are in every language Paraglide compiles, and only those', () => {
		expect([...locales].sort()).toEqual([...LOCALES].sort());
	});

	it('have exactly the same keys in both languages', () => {
		expect(Object.keys(en).sort()).toEqual(Object.keys(zhCN).sort());
		expect(Object.keys(zhCN).length).toBeGreaterThan(500);
	});

	it.each(LOCALES)('%s has no empty messages', (locale) => {
		const empty = Object.entries(catalogues[locale]).filter(([, text]) => text.trim() === '');
		expect(empty).toEqual([]);
	});

	it('use the same placeholders in every language, and no brace that is not one', () => {
		for (const key of Object.keys(zhCN) as (keyof typeof zhCN)[]) {
			expect(placeholders(en[key]), key).toEqual(placeholders(zhCN[key]));
			for (const text of [en[key], zhCN[key]])
				expect(text.replace(/\{\w+\}/g, ''), key).not.toMatch(/[{}]/);
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
