import { isLocale, locale, localeFromLanguage, type Locale } from '$lib/i18n';
import { getSetting, setSetting } from '$lib/persistence/games';

export const THEMES = ['dark', 'night', 'light'] as const;
export type Theme = (typeof THEMES)[number];

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
		let timer: ReturnType<typeof setTimeout> | undefined;
		const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, patience)));
		await Promise.race([this.readStored(), late]);
		clearTimeout(timer);
		this.ready = true;
	}

	private async readStored(): Promise<void> {
		try {
			const [theme, lang] = await Promise.all([getSetting('theme'), getSetting('locale')]);
			this.applyTheme(isTheme(theme) ? theme : 'dark');
			locale.set(
				isLocale(lang)
					? lang
					: localeFromLanguage(typeof navigator === 'undefined' ? undefined : navigator.language)
			);
		} catch (error) {
			// Private browsing or a blocked database: run with defaults rather than not at all.
			console.warn('Could not read settings', error);
			this.applyTheme(this.theme);
			locale.set(locale.current);
		}
	}

	async setTheme(next: Theme): Promise<void> {
		this.applyTheme(next);
		await setSetting('theme', next);
	}

	async setLocale(next: Locale): Promise<void> {
		locale.set(next);
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
