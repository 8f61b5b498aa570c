import { isLocale, locale, localeFromLanguage, type Locale } from '$lib/i18n';
import { readLocal, writeLocal } from '$lib/persistence/local';
import { afterFirstFrame } from './after-paint';

// The database code (Dexie) loads with the first read or write of a setting, not with the screen.
const stored = () => import('$lib/persistence/games');
const getSetting = async (key: string) => (await stored()).getSetting(key);
const setSetting = async (key: string, value: unknown) => (await stored()).setSetting(key, value);

export const THEMES = ['dark', 'night', 'light'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * A copy of the stored theme and language in localStorage, read synchronously at start-up: the
 * first screen is drawn at once in the right theme and language instead of waiting for the
 * database to open. The database stays the source of truth and is read right after.
 */
const MIRROR_KEY = 'grimoire-settings';

function readMirror(): { theme: Theme; locale: Locale } | null {
	// Unreadable or unavailable: the database decides, as without a copy.
	const raw = readLocal(MIRROR_KEY) as { theme?: unknown; locale?: unknown } | null;
	if (raw && isTheme(raw.theme) && isLocale(raw.locale))
		return { theme: raw.theme, locale: raw.locale };
	return null;
}

function writeMirror(theme: Theme, lang: Locale) {
	// Without localStorage the app only starts a little later.
	writeLocal(MIRROR_KEY, { theme, locale: lang });
}

/** The language the app starts in: the remembered one when there is a copy, else the current one. */
export function startupLocale(): Locale {
	return readMirror()?.locale ?? locale.current;
}

export function isTheme(value: unknown): value is Theme {
	return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

// Browser chrome colour per theme, matching --bg in the global stylesheet.
const THEME_COLOURS: Record<Theme, string> = {
	dark: '#14101c',
	night: '#120606',
	light: '#efe6d2'
};

/**
 * App-wide preferences: theme and language. Stored values are validated on load and anything
 * unrecognised falls back to the default (dark, the device's language).
 */
class AppSettings {
	theme = $state<Theme>('dark');
	/**
	 * Whether games offer the grimoire's suggestions unless a game chose otherwise
	 * (`settings/suggestions`); read through `suggestionsShown` (suggestions.svelte.ts).
	 */
	suggestions = $state(true);
	/** False until stored preferences have been read, so the first paint uses the right theme. */
	ready = $state(false);

	/**
	 * Settings the storyteller changed while the stored ones were still being read: the read
	 * must not put back the value it found, which is older than the tap.
	 */
	private chosen = new Set<'theme' | 'locale' | 'suggestions'>();

	get locale(): Locale {
		return locale.current;
	}

	/**
	 * Reads stored preferences. Waits at most `patience` ms: a database held up by another tab
	 * must not leave the screen blank, so the app starts with defaults and applies the stored
	 * values when they arrive.
	 */
	async load(patience = 1500, drawn: () => Promise<void> = afterFirstFrame): Promise<void> {
		this.chosen.clear();
		const mirror = readMirror();
		if (mirror) {
			// Drawn now from the copy; the stored values follow (the same, unless changed elsewhere).
			this.applyTheme(mirror.theme);
			locale.set(mirror.locale);
			this.ready = true;
			// The stored values are read once the first screen is painted (`drawn`).
			await drawn();
		}
		let timer: ReturnType<typeof setTimeout> | undefined;
		const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, patience)));
		await Promise.race([this.readStored(), late]);
		clearTimeout(timer);
		this.ready = true;
	}

	private async readStored(): Promise<void> {
		try {
			const [theme, lang, suggest] = await Promise.all([
				getSetting('theme'),
				getSetting('locale'),
				getSetting('suggestions')
			]);
			if (!this.chosen.has('suggestions')) this.suggestions = suggest !== false;
			const stored = isLocale(lang)
				? lang
				: localeFromLanguage(typeof navigator === 'undefined' ? undefined : navigator.language);
			if (!this.chosen.has('theme')) this.applyTheme(isTheme(theme) ? theme : 'dark');
			if (!this.chosen.has('locale')) locale.set(stored);
			writeMirror(this.theme, locale.current);
		} catch (error) {
			// Private browsing or a blocked database: run with defaults rather than not at all.
			console.warn('Could not read settings', error);
			this.applyTheme(this.theme);
			locale.set(locale.current);
		}
	}

	async setTheme(next: Theme): Promise<void> {
		this.chosen.add('theme');
		this.applyTheme(next);
		writeMirror(next, locale.current);
		await setSetting('theme', next);
	}

	async setSuggestions(on: boolean): Promise<void> {
		this.chosen.add('suggestions');
		this.suggestions = on;
		await setSetting('suggestions', on);
	}

	async setLocale(next: Locale): Promise<void> {
		this.chosen.add('locale');
		locale.set(next);
		writeMirror(this.theme, next);
		await setSetting('locale', next);
	}

	private applyTheme(next: Theme) {
		this.theme = next;
		if (typeof document === 'undefined') return;
		document.documentElement.dataset.theme = next;
		document
			.querySelector('meta[name="theme-color"]')
			?.setAttribute('content', THEME_COLOURS[next]);
	}
}

export const settings = new AppSettings();
