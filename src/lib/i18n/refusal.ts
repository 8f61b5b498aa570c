// Rejections in words: kept out of the core module so a screen that never shows one (home) does
// not carry it.
import { interpolate } from './format';
import { loadedMessages } from './catalogue';
import { locale, notLoaded, words } from './locale.svelte';
import type { Locale, MessageKey } from './messages';

/** How a rejection's parameters become words: seat ids to names, skill ids to skill names. */
export interface RefusalNames {
	seat?: (id: string, locale: Locale) => string | undefined;
	skill?: (id: string, locale: Locale) => string | undefined;
}

/**
 * A rejection (`{ code, params }` from the engine or a rule set) as a sentence in the current
 * language: the message `reject.<code>` in the rule set's words, then `{seat}` filled with the
 * seat's name and `{skill}` with the skill's name (by `names`; the id itself when unknown) and
 * the other parameters as they are. The file that calls this imports the area of its rule set's
 * rejections ('$lib/i18n/use/rejections', '$lib/i18n/use/werewolf-rejections').
 */
export function refusal(
	rejection: { code: string; params?: Readonly<Record<string, string | number>> },
	names: RefusalNames = {}
): string {
	const key = `reject.${rejection.code}` as MessageKey;
	const template = loadedMessages[locale.current][key];
	if (template === undefined) return notLoaded(key);
	const params: Record<string, string | number> = { ...rejection.params };
	for (const kind of ['seat', 'skill'] as const) {
		const id = params[kind];
		const name = names[kind];
		if (typeof id === 'string' && name) params[kind] = name(id, locale.current) ?? id;
	}
	return interpolate(words(template), params);
}
