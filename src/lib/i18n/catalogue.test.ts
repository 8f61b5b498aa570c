import { describe, expect, it } from 'vitest';
import { AREA_CATALOGUES } from './all';
import { loadedAreas } from './catalogue';
import { locale, t } from './locale.svelte';
import type { MessageKey } from './messages';

// This file imports no '$lib/i18n/use/…' module before the tests: only the core is loaded.

describe('message areas', () => {
	it('the core is there from the start; an area is not until it is imported', () => {
		locale.set('en');
		expect(t('app.title')).toBe("Storyteller's Grimoire");
		expect(loadedAreas()).not.toContain('play');
	});

	it('a message of an area that is not loaded throws in development and tests, never shows its key', () => {
		const key = Object.keys(AREA_CATALOGUES.reference.zh)[0] as MessageKey;
		expect(() => t(key)).toThrow(/not loaded.*use\/<area>/);
	});

	it('importing the area makes its messages available in both languages', async () => {
		const key = Object.keys(AREA_CATALOGUES.reference.zh)[0] as MessageKey;
		await import('./use/reference');
		expect(loadedAreas()).toContain('reference');
		locale.set('zh-CN');
		expect(t(key)).toBe(AREA_CATALOGUES.reference.zh[key]);
		locale.set('en');
		expect(t(key)).toBe(AREA_CATALOGUES.reference.en[key]);
	});
});
