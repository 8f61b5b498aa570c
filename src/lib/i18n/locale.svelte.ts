import { interpolate, localeFromLanguage } from './format';
import { catalogues, type Locale, type MessageKey } from './messages';

function deviceLocale(): Locale {
	return localeFromLanguage(typeof navigator === 'undefined' ? undefined : navigator.language);
}

// The current language lives here; remembering it is the settings layer's job, so this module
// stays free of storage and can be used anywhere.
class LocaleState {
	current = $state<Locale>(deviceLocale());
	/**
	 * A rule set's own words (《井满田坝》 says 团长 for 恶魔): while a game of such a rule set is
	 * open, every text passes through this.
	 */
	terms = $state.raw<((text: string, locale: Locale) => string) | null>(null);

	set(next: Locale) {
		this.current = next;
		if (typeof document !== 'undefined') document.documentElement.lang = next;
	}
}

export const locale = new LocaleState();

/** The message for `key` in the current language, with {placeholders} filled from `params`. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
	const text = interpolate(catalogues[locale.current][key], params);
	return locale.terms ? locale.terms(text, locale.current) : text;
}

/** Any text shown to the storyteller or the table (rejections, character texts) in the rule set's words. */
export function words(text: string): string {
	return locale.terms ? locale.terms(text, locale.current) : text;
}
