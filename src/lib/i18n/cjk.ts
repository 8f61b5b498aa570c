// Where a Chinese name may go onto two lines without breaking a word ("图书/管理员", never
// "图书管/理员"). Chinese has no spaces: the words come from the browser's own dictionary
// (Intl.Segmenter). A dictionary often leaves a one-character piece (管理|员, 畸形|秀), so a
// line is accepted only when it is one word, or one word and a single character that belongs
// to it; anything less sure stays on one line.

import KNOWN from './cjk-words.json';

let segmenter: Intl.Segmenter | null | undefined;

/**
 * The name's dictionary words: the built-in names' from cjk-words.json (scripts/cjk-words.mjs
 * writes it), so drawing them never builds the browser's dictionary (tens of milliseconds on a
 * tablet, at every start); any other name's from the browser.
 */
function words(text: string): string[] | null {
	const known = (KNOWN as Record<string, string[] | undefined>)[text];
	if (known) return known;
	if (segmenter === undefined)
		segmenter =
			typeof Intl !== 'undefined' && 'Segmenter' in Intl
				? new Intl.Segmenter('zh-CN', { granularity: 'word' })
				: null;
	if (!segmenter) return null;
	return Array.from(segmenter.segment(text), (s) => s.segment);
}

const length = (s: string) => Array.from(s).length;

/** One word of two or more characters, or such a word and one character that hangs on it. */
function wholeLine(pieces: string[]): boolean {
	const [first, second, ...rest] = pieces;
	if (!first || length(first) < 2 || rest.length > 0) return false;
	return second === undefined || length(second) === 1;
}

/**
 * A Chinese name as one line or two, split only between words: four characters as two and
 * two when the dictionary puts a word boundary in the middle; longer names where both lines
 * are whole (one word, or a word and a one-character suffix such as 者, 员, 的), the most
 * even such split; otherwise one line.
 */
export function splitCjkName(name: string): string[] {
	const chars = Array.from(name);
	if (chars.length < 4) return [name];
	const pieces = words(name);
	if (!pieces) return [name];
	const cuts: number[] = [];
	let at = 0;
	for (const piece of pieces.slice(0, -1)) {
		at += length(piece);
		cuts.push(at);
	}
	if (chars.length === 4)
		return cuts.includes(2) ? [chars.slice(0, 2).join(''), chars.slice(2).join('')] : [name];
	let best: number | null = null;
	for (const [i, cut] of cuts.entries()) {
		if (!wholeLine(pieces.slice(0, i + 1)) || !wholeLine(pieces.slice(i + 1))) continue;
		if (best === null || Math.abs(cut * 2 - chars.length) < Math.abs(best * 2 - chars.length))
			best = cut;
	}
	if (best === null) return [name];
	return [chars.slice(0, best).join(''), chars.slice(best).join('')];
}
