import { beforeEach, describe, expect, it } from 'vitest';
import { locale } from '$lib/i18n';
import { getSetting, setSetting } from '$lib/persistence/games';
import { settings } from './settings.svelte';
import { clearDb } from '$lib/persistence/testing';

beforeEach(async () => {
	await clearDb();
	document.documentElement.removeAttribute('data-theme');
	localStorage.clear();
});

describe('settings', () => {
	it('defaults to the dark theme and the device language', async () => {
		await settings.load();
		expect(settings.ready).toBe(true);
		expect(settings.theme).toBe('dark');
		expect(document.documentElement.dataset.theme).toBe('dark');
		// jsdom reports en-US.
		expect(locale.current).toBe('en');
	});

	it('remembers the chosen theme and language', async () => {
		await settings.setTheme('night');
		await settings.setLocale('zh-CN');
		expect(await getSetting('theme')).toBe('night');
		expect(await getSetting('locale')).toBe('zh-CN');

		locale.set('en');
		await settings.load();
		expect(settings.theme).toBe('night');
		expect(locale.current).toBe('zh-CN');
		expect(document.documentElement.dataset.theme).toBe('night');
		expect(document.documentElement.lang).toBe('zh-CN');
	});

	it('draws the first screen at once from its copy of the stored choice, then reads the database', async () => {
		await settings.setTheme('night');
		await settings.setLocale('zh-CN');
		// A new start: nothing applied yet.
		settings.ready = false;
		settings.theme = 'dark';
		locale.set('en');
		const loading = settings.load();
		// Before the database has answered.
		expect(settings.ready).toBe(true);
		expect(settings.theme).toBe('night');
		expect(locale.current).toBe('zh-CN');
		expect(document.documentElement.dataset.theme).toBe('night');
		await loading;
		expect(settings.theme).toBe('night');

		// Changed in the database meanwhile (another tab): the stored value wins and is copied.
		await setSetting('theme', 'light');
		await settings.load();
		expect(settings.theme).toBe('light');
		settings.theme = 'dark';
		settings.ready = false;
		void settings.load();
		expect(settings.theme).toBe('light');
	});

	it('a choice made while the stored settings are still being read is not put back', async () => {
		await settings.setTheme('night');
		await settings.setLocale('zh-CN');
		settings.ready = false;
		let draw!: () => void;
		const loading = settings.load(1500, () => new Promise<void>((resolve) => (draw = resolve)));
		// The first screen is drawn from the copy; the storyteller taps before the database answers.
		expect(locale.current).toBe('zh-CN');
		const tapped = Promise.all([settings.setLocale('en'), settings.setTheme('light')]);
		draw();
		await loading;
		await tapped;
		expect(locale.current).toBe('en');
		expect(settings.theme).toBe('light');
		expect(await getSetting('locale')).toBe('en');
		expect(JSON.parse(localStorage.getItem('grimoire-settings') ?? '{}')).toEqual({
			theme: 'light',
			locale: 'en'
		});
	});

	it('without a copy, waits for the database as before', async () => {
		await setSetting('theme', 'night');
		settings.ready = false;
		const loading = settings.load();
		expect(settings.ready).toBe(false);
		await loading;
		expect(settings.ready).toBe(true);
		expect(settings.theme).toBe('night');
	});

	it('falls back to defaults for stored values it does not recognise', async () => {
		await setSetting('theme', 'sepia');
		await setSetting('locale', { broken: true });
		await settings.load();
		expect(settings.theme).toBe('dark');
		expect(locale.current).toBe('en');
	});
});
