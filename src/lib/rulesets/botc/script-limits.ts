// Limits on an imported script, in one place: the script importer checks them, and backups check
// the scripts they carry against the same numbers, so whatever imports also restores. Real scripts
// are far below every limit (the biggest official-format files seen, with a data: logo and an
// image per character, are under 1 MB and nest 5 deep); the limits only stop files that would
// freeze or crash the tablet.

import { LIMITS } from '../../engine/limits';

/** Largest script file, in bytes of its UTF-8 text (a script's own text counts the same way). */
export const MAX_SCRIPT_BYTES = 5 * 1024 * 1024;

/**
 * Deepest nesting of arrays and objects, the script's own array counting as 1. Checked on the
 * text before `JSON.parse`, so a hostile file can never blow the stack.
 */
export const MAX_SCRIPT_DEPTH = LIMITS.depth;

/** Most entries in the script's array: characters plus the `_meta` object. */
export const MAX_SCRIPT_ENTRIES = LIMITS.scriptEntries;

/** Longest text the app reads from a character (ability, night reminders, flavour, jinx reason). */
export const MAX_SCRIPT_TEXT = LIMITS.scriptText;

/** Longest name, id, author or reminder label. */
export const MAX_SCRIPT_NAME = LIMITS.scriptName;

/** Scripts larger than this (in characters of text) are parsed off the main thread. */
export const INLINE_PARSE_CHARS = 256 * 1024;

/** All the limits at once (for backups and for tests). */
export const SCRIPT_LIMITS = {
	bytes: MAX_SCRIPT_BYTES,
	depth: MAX_SCRIPT_DEPTH,
	entries: MAX_SCRIPT_ENTRIES,
	text: MAX_SCRIPT_TEXT,
	name: MAX_SCRIPT_NAME
} as const;

/** "5 MB", "50.3 MB", "812 KB": a size as the messages say it (both languages use these units). */
export function formatSize(bytes: number): string {
	const mb = bytes / (1024 * 1024);
	if (mb >= 1) return `${mb.toFixed(1).replace(/\.0$/, '')} MB`;
	return `${Math.ceil(bytes / 1024)} KB`;
}

/** The message for a script over the size limit (parseScript and the file picker say the same). */
export function tooLargeMessage(bytes: number): string {
	return `the script is too large (${formatSize(bytes)}; at most ${formatSize(MAX_SCRIPT_BYTES)})`;
}

export const TOO_DEEP_MESSAGE = `the script is nested too deeply (more than ${MAX_SCRIPT_DEPTH} levels of [ ] and { })`;

/**
 * Whether the text takes more than `limit` bytes in UTF-8, the way its file does. A text that
 * cannot reach the limit even at 3 bytes a character is not looked at.
 */
export function utf8Exceeds(text: string, limit: number): boolean {
	if (text.length > limit) return true;
	if (text.length * 3 <= limit) return false;
	return utf8Length(text) > limit;
}

/**
 * Bytes of the text in UTF-8, counted by native regular expressions (a loop over the characters
 * takes a second for 50 MB on a tablet; an all-ASCII text is one test).
 */
export function utf8Length(text: string): number {
	if (!/[\u0080-\uffff]/.test(text)) return text.length;
	const count = (others: RegExp) => text.replace(others, '').length;
	// 2 bytes below U+0800, 3 up to U+FFFF, 4 for a surrogate pair (2 characters of text).
	return (
		text.length +
		count(/[^\u0080-\u07ff]+/g) +
		2 * count(/[^\u0800-\ud7ff\ue000-\uffff]+/g) +
		count(/[^\ud800-\udfff]+/g)
	);
}

/**
 * How deep the arrays and objects of a JSON text nest, found by a scan (strings skipped) that
 * stops as soon as the depth passes `stop`. Jumps from one bracket or quote to the next with
 * native searches, so the megabytes of a data: image cost one search. For text that is not JSON
 * the answer is approximate, and `JSON.parse` reports the real problem.
 */
export function jsonTextDepth(text: string, stop = Infinity): number {
	const outside = /["[\]{}]/g;
	const inside = /["\\]/g;
	let depth = 0;
	let deepest = 0;
	for (let m = outside.exec(text); m; m = outside.exec(text)) {
		const c = text.charCodeAt(m.index);
		if (c === 0x22) {
			// A string: skip to its closing quote, over escaped characters.
			inside.lastIndex = m.index + 1;
			let end = inside.exec(text);
			while (end && text.charCodeAt(end.index) === 0x5c) {
				inside.lastIndex = end.index + 2;
				end = inside.exec(text);
			}
			if (!end) break;
			outside.lastIndex = end.index + 1;
		} else if (c === 0x5b || c === 0x7b) {
			if (++depth > deepest) {
				deepest = depth;
				if (deepest > stop) return deepest;
			}
		} else depth--;
	}
	return deepest;
}

/**
 * The same checks on a value already parsed (a stored script, a backup's): its nesting, and a
 * lower bound of the size of its JSON text. Walks without recursion and stops as soon as the
 * nesting is too deep. Null when the value is within the limits.
 */
export function valueLimitMessage(value: unknown): string | null {
	const stack: [unknown, number][] = [[value, 1]];
	let bytes = 0;
	while (stack.length > 0) {
		const [v, depth] = stack.pop() as [unknown, number];
		if (typeof v === 'string') bytes += v.length + 2;
		else if (typeof v !== 'object' || v === null) bytes += 4;
		else {
			if (depth > MAX_SCRIPT_DEPTH) return TOO_DEEP_MESSAGE;
			const children = Array.isArray(v) ? v : Object.values(v);
			if (!Array.isArray(v)) for (const key of Object.keys(v)) bytes += key.length + 3;
			bytes += 2 + children.length;
			for (const child of children) stack.push([child, depth + 1]);
		}
	}
	return bytes > MAX_SCRIPT_BYTES ? tooLargeMessage(bytes) : null;
}
