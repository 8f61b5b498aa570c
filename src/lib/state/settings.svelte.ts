import { isLocale, locale, localeFromLanguage, type Locale } from '$lib/i18n';
import { getSetting, setSetting } from '$lib/persistence/games';
import { readLocal, writeLocal } from '$lib/persistence/local';

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
	/** False until stored preferences have been read, so the first paint uses the right theme. */
	ready = $state(false);

	get locale(): Locale {
		return locale.current;
	}

	/**
	 * Reads stored preferences. Waits at most `patience` ms: a database held up by another tab
	 * must not leave the screen blank, so the app starts with defaults and applies the stored
	 * values when they arrive.
	 */
	async load(patience = 1500): Promise<void> {
		const mirror = readMirror();
		if (mirror) {
			// Drawn now from the copy; the stored values follow (the same, unless changed elsewhere).
			this.applyTheme(mirror.theme);
			locale.set(mirror.locale);
			this.ready = true;
		}
		let timer: ReturnType<typeof setTimeout> | undefined;
		const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, patience)));
		await Promise.race([this.readStored(), late]);
		clearTimeout(timer);
		this.ready = true;
	}

	private async readStored(): Promise<void> {
		try {
			const [theme, lang] = await Promise.all([getSetting('theme'), getSetting('locale')]);
			const chosen = isLocale(lang)
				? lang
				: localeFromLanguage(typeof navigator === 'undefined' ? undefined : navigator.language);
			this.applyTheme(isTheme(theme) ? theme : 'dark');
			locale.set(chosen);
			writeMirror(this.theme, chosen);
		} catch (error) {
			// Private browsing or a blocked database: run with defaults rather than not at all.
			console.warn('Could not read settings', error);
			this.applyTheme(this.theme);
			locale.set(locale.current);
		}
	}

	async setTheme(next: Theme): Promise<void> {
		this.applyTheme(next);
		writeMirror(next, locale.current);
		await setSetting('theme', next);
	}

	async setLocale(next: Locale): Promise<void> {
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
