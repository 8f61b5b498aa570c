// Showing a compiled message (Paraglide JS: messages/*.json compiled into src/lib/paraglide, one
// function per message). A message function fills its parameters itself; a rule set's own words
// (《井满田坝》 says 团长 for 恶魔) must change the template only, never what fills it. So the
// message is called with markers in place of its parameters, the words are swapped in that
// text, and only then are the markers replaced by the real values: a player named 恶魔猎手
// stays 恶魔猎手.

import type { Locale } from './locales';

/** A compiled message: its parameters, and the language to say it in. */
export type Message<P = never> = (inputs: P, options?: { locale?: Locale }) => string;

/** Any compiled message, whatever its parameters (for tables of messages). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyMessage = Message<any>;

export type Params = Readonly<Record<string, string | number>>;

// Private-use characters: never typed by a person, never in a message or a rule set's words.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARKER = /\uE000([^\uE000\uE001]*)\uE001/g;

/** Inputs that answer every parameter's name with a marker holding that name. */
const markers = new Proxy<Record<string, string>>(
	{},
	{ get: (_, name) => (typeof name === 'string' ? `${OPEN}${name}${CLOSE}` : undefined) }
);

/**
 * The message in `locale`, `words` applied to its template, then `params` filled in. A parameter
 * the caller did not give stays visible as {name}, so it gets noticed.
 */
export function render(
	message: AnyMessage,
	locale: Locale,
	words: (template: string) => string,
	params?: Params
): string {
	const template = words(message(markers, { locale }));
	return template.replace(MARKER, (_, name: string) =>
		params && Object.hasOwn(params, name) ? String(params[name]) : `{${name}}`
	);
}

/** The message's template in `locale`, placeholders written {name} (for tests and old data). */
export function template(message: AnyMessage, locale: Locale): string {
	return render(message, locale, (text) => text);
}
