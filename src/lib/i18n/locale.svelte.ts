import { formatList, interpolate, localeFromLanguage } from './format';
import { loadedAreas, loadedMessages } from './catalogue';
import type { Locale, MessageKey } from './messages';
import { overwriteGetLocale } from '$lib/paraglide/runtime';

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

// Paraglide's compiled messages ask the runtime for the language: answer with ours, read from a
// rune, so a component showing a message shows it again when the language changes (no reload).
overwriteGetLocale(() => locale.current);

/**
 * A message whose area is not loaded: the file that shows it forgot its
 * `import '$lib/i18n/use/<area>'`. In development and tests this throws, so the mistake is found
 * at once; a production build never shows a raw key: it says so in the console and shows
 * nothing rather than the key.
 */
export function notLoaded(key: MessageKey): string {
	const message = `i18n: "${key}" is not loaded (areas loaded: core, ${loadedAreas().join(', ') || 'none'}); import '$lib/i18n/use/<area>' in the file that shows it`;
	if (import.meta.env.DEV) throw new Error(message);
	console.error(message);
	return '';
}

/**
 * The message for `key` in the current language, with {placeholders} filled from `params`. A
 * rule set's own words replace words in the template first, never in what fills it: a player
 * named 恶魔猎手 stays 恶魔猎手 in 《井满田坝》.
 */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
	const template = loadedMessages[locale.current][key];
	if (template === undefined) return notLoaded(key);
	return interpolate(words(template), params);
}

/**
 * The message for `key` in a given language, as written (no rule set's words): for recognising
 * text the app wrote before in either language.
 */
export function tIn(
	key: MessageKey,
	inLocale: Locale,
	params?: Record<string, string | number>
): string {
	const template = loadedMessages[inLocale][key];
	if (template === undefined) return notLoaded(key);
	return interpolate(template, params);
}

/** Any text shown to the storyteller or the table (rejections, character texts) in the rule set's words. */
export function words(text: string): string {
	return locale.terms ? locale.terms(text, locale.current) : text;
}

/** A two-language message (an engine rejection, a rule's note) in the current language and words. */
export function msg(m: { 'zh-CN': string; en: string }): string {
	return words(m[locale.current]);
}

/** A list of names or words joined for the current language ("Bob, Carol, and Frank"). */
export function list(items: readonly string[]): string {
	return formatList(items, locale.current);
}
