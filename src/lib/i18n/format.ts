import type { Locale } from './locales';

type Params = Record<string, string | number>;

/** Fills {name} placeholders; unknown placeholders are left visible so they get noticed. */
export function interpolate(template: string, params?: Params): string {
	if (!params) return template;
	return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
		name in params ? String(params[name]) : whole
	);
}

/**
 * A name from a person or a file, isolated for a sentence: between FIRST STRONG ISOLATE and POP
 * DIRECTIONAL ISOLATE (the plain-text form of `<bdi>`), so right-to-left text or a stray
 * override in it cannot reorder the words around it. Isolates inside the name are dropped (they
 * show nothing and would unbalance the pair). Render the sentence with `Said.svelte`, which
 * turns each pair into a `<bdi>` element.
 */
export function isolate(name: string): string {
	return `\u2068${name.replace(/[\u2066-\u2069]/g, '')}\u2069`;
}

/** The text without its isolation marks (for labels read aloud, never drawn). */
export function unisolated(text: string): string {
	return text.replace(/[\u2068\u2069]/g, '');
}

/** A text split at its isolated names (see `isolate`): the pieces to draw, names marked. */
export function splitIsolates(text: string): { text: string; isolated: boolean }[] {
	const out: { text: string; isolated: boolean }[] = [];
	let at = 0;
	for (const m of text.matchAll(/\u2068([^\u2068\u2069]*)\u2069/g)) {
		if (m.index > at) out.push({ text: text.slice(at, m.index), isolated: false });
		out.push({ text: m[1] ?? '', isolated: true });
		at = m.index + m[0].length;
	}
	if (at < text.length) out.push({ text: text.slice(at), isolated: false });
	return out;
}

/** Picks the catalogue for a browser language tag: any Chinese tag gets zh-CN, the rest English. */
export function localeFromLanguage(language: string | undefined | null): Locale {
	return language && language.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
	['minute', 60],
	['hour', 60 * 60],
	['day', 24 * 60 * 60],
	['week', 7 * 24 * 60 * 60]
];

/**
 * "5 minutes ago" for recent times, a calendar date after a month. `justNow` is the
 * catalogue's word for under a minute.
 */
export function formatWhen(time: number, now: number, locale: Locale, justNow: string): string {
	const seconds = Math.round((now - time) / 1000);
	if (seconds < 60) return justNow;
	if (seconds < 30 * 24 * 60 * 60) {
		let unit: Intl.RelativeTimeFormatUnit = 'minute';
		let size = 60;
		for (const [u, s] of UNITS) {
			if (seconds >= s) [unit, size] = [u, s];
		}
		const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
		return rtf.format(-Math.floor(seconds / size), unit);
	}
	return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(time);
}

/** Bytes for people: "1.2 MB". */
export function formatBytes(bytes: number, locale: Locale): string {
	const units = ['B', 'KB', 'MB', 'GB', 'TB'];
	let value = bytes;
	let i = 0;
	while (value >= 1024 && i < units.length - 1) {
		value /= 1024;
		i++;
	}
	const digits = i === 0 || value >= 100 ? 0 : 1;
	return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${units[i]}`;
}

const listFormats = new Map<Locale, Intl.ListFormat>();

/**
 * Names or words joined the way the language joins a list: "Bob, Carol, and Frank",
 * "Bob、Carol和Frank". Never join names with a fixed separator: "、" is Chinese only.
 */
export function formatList(items: readonly string[], locale: Locale): string {
	let format = listFormats.get(locale);
	if (!format) {
		format = new Intl.ListFormat(locale, { type: 'conjunction', style: 'long' });
		listFormats.set(locale, format);
	}
	return format.format(items);
}
