import { interpolate, localeFromLanguage } from './format';
import { catalogues, type Locale, type MessageKey } from './messages';

function deviceLocale(): Locale {
	return localeFromLanguage(typeof navigator === 'undefined' ? undefined : navigator.language);
}

// The current language lives here; remembering it is the settings layer's job, so this module
// stays free of storage and can be used anywhere.
class LocaleState {
	current = $state<Locale>(deviceLocale());

	set(next: Locale) {
		this.current = next;
		if (typeof document !== 'undefined') document.documentElement.lang = next;
	}
}

export const locale = new LocaleState();

/** The message for `key` in the current language, with {placeholders} filled from `params`. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
	return interpolate(catalogues[locale.current][key], params);
}
