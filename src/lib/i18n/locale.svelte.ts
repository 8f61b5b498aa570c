import { formatList, localeFromLanguage } from './format';
import { render, type AnyMessage, type Params } from './compiled';
import type { Locale } from './locales';
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

/** The parameters a message takes: required when it has any. */
type ParamsOf<M extends AnyMessage> =
	// eslint-disable-next-line @typescript-eslint/no-empty-object-type
	{} extends Parameters<M>[0] ? [params?: Parameters<M>[0]] : [params: Parameters<M>[0]];

/**
 * A compiled message (a member of '$lib/paraglide/messages') in the current language, with
 * its parameters filled in. A rule set's own words replace words in the template first, never in
 * what fills it: a player named 恶魔猎手 stays 恶魔猎手 in 《井满田坝》.
 */
export function t<M extends AnyMessage>(message: M, ...params: ParamsOf<M>): string {
	return render(message, locale.current, words, params[0] as Params | undefined);
}

/**
 * A message in a given language, as written (no rule set's words): for recognising text the app
 * wrote before in either language.
 */
export function tIn<M extends AnyMessage>(
	message: M,
	inLocale: Locale,
	...params: ParamsOf<M>
): string {
	return render(message, inLocale, (text) => text, params[0] as Params | undefined);
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
