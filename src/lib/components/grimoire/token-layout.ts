// How a character's name is laid out on its token: as large as it fits the round face, on one
// line or two. Pure: the token (Token.svelte) draws what this works out.
import { splitCjkName } from '$lib/i18n/cjk';

// Geometry of the face, in viewBox units (0–100). The name sits inside the coloured ring.
const INNER = 44;
const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/** Rough width of a character in ems for a bold sans face: good enough to pick a size. */
function ems(ch: string): number {
	if (CJK.test(ch)) return 1;
	if (ch === ' ') return 0.28;
	if (/[il'’.,!|]/.test(ch)) return 0.3;
	if (/[ftjr-]/.test(ch)) return 0.4;
	if (/[mwMW]/.test(ch)) return 0.9;
	if (/[A-Z]/.test(ch)) return 0.7;
	return 0.58;
}

const widthOf = (text: string) => Array.from(text).reduce((n, ch) => n + ems(ch), 0);

/** Width of the face at height y (distance from the centre), less a small margin. */
function chord(y: number): number {
	const d = Math.abs(y - 50);
	return d >= INNER ? 0 : 2 * Math.sqrt(INNER * INNER - d * d) - 3;
}

/** Splits a long name into two lines at the space (or between Chinese words) that best balances them. */
function splitName(name: string): string[] {
	const chars = Array.from(name.trim());
	const words = name.trim().split(/\s+/);
	if (words.length > 1) {
		let best: string[] = [name];
		let bestWidth = Infinity;
		for (let i = 1; i < words.length; i++) {
			const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
			const w = Math.max(...lines.map(widthOf));
			if (w < bestWidth) [best, bestWidth] = [lines, w];
		}
		return best;
	}
	if (/^[a-z]{8,}$/i.test(name.trim())) return hyphenate(name.trim());
	if (chars.every((ch) => CJK.test(ch))) return splitCjkName(name.trim());
	return [name.trim()];
}

const vowel = (ch: string | undefined) => !!ch && /[aeiouy]/i.test(ch);
const DIGRAPHS = /^(sh|ch|th|ph|ck|gh|wh|qu)$/i;

/**
 * Breaks one long word in two with a hyphen, between two consonants (washer-woman) or before
 * a consonant that starts a syllable (mathe-matician), choosing the most balanced place.
 */
function hyphenate(word: string): string[] {
	let best: string[] = [word];
	let bestWidth = Infinity;
	for (let i = 3; i <= word.length - 3; i++) {
		const a = word[i - 1];
		const b = word[i];
		const pair = `${a}${b}`;
		const between = !vowel(a) && !vowel(b) && !DIGRAPHS.test(pair);
		const before = vowel(a) && !vowel(b) && vowel(word[i + 1]);
		if (!between && !before) continue;
		const lines = [`${word.slice(0, i)}-`, word.slice(i)];
		// Slight preference for a longer first line: it sits on the wider part of the face.
		const [top = '', bottom = ''] = lines;
		const w =
			Math.max(...lines.map(widthOf)) +
			(between ? 0 : 0.4) +
			(top.length - 1 < bottom.length ? 0.15 : 0);
		if (w <= bestWidth) [best, bestWidth] = [lines, w];
	}
	return best;
}

export interface NameLayout {
	size: number;
	/** Top of the team glyph, just above the name. */
	glyphY: number;
	lines: { text: string; y: number; room: number; squeeze: boolean }[];
}

const MIN = 15;
const MAX = 25;
const GLYPH = 18;
const LEADING = 1.06;

// The narrowest chord the line's letters cross (their top or bottom edge).
function room(y: number, size: number): number {
	return Math.min(chord(y - size * 0.42), chord(y + size * 0.42));
}

/** The largest size at which the lines fit, trying the block at several heights. */
function fit(lines: string[]): NameLayout {
	let best: { size: number; mid: number } = { size: MIN, mid: 57 };
	for (let mid = 46; mid <= 64; mid++) {
		for (let size = MAX; size >= MIN; size -= 0.5) {
			const ys = lines.map((_, i) => mid + (i - (lines.length - 1) / 2) * size * LEADING);
			const top = (ys[0] ?? mid) - size * 0.42;
			if (top < 6 + GLYPH + 1) continue;
			if (!lines.every((l, i) => widthOf(l) * size <= room(ys[i] ?? mid, size))) continue;
			const better =
				size > best.size || (size === best.size && Math.abs(mid - 57) < Math.abs(best.mid - 57));
			if (better) best = { size, mid };
			break;
		}
	}
	const { size, mid } = best;
	const lineYs = lines.map((_, i) => mid + (i - (lines.length - 1) / 2) * size * LEADING);
	const top = (lineYs[0] ?? mid) - size * 0.42;
	return {
		size,
		glyphY: Math.max(6, Math.min(12, top - GLYPH - 2)),
		lines: lines.map((text, i) => {
			const y = lineYs[i] ?? mid;
			return { text, y, room: room(y, size), squeeze: widthOf(text) * size > room(y, size) };
		})
	};
}

/**
 * Lays the name out as large as it fits, on one line or two (split at a space, in the middle
 * of a long Chinese name, or hyphenated). What still does not fit at the smallest size is
 * squeezed sideways rather than shrunk further, so the letters stay tall enough to read
 * across a table.
 */
export function layoutName(name: string): NameLayout {
	let layout = layouts.get(name);
	if (!layout) {
		// Names are few (a script's characters): each is laid out once, not on every token drawn.
		if (layouts.size >= 2000) layouts.clear();
		layout = layoutAnew(name);
		layouts.set(name, layout);
	}
	return layout;
}

const layouts = new Map<string, NameLayout>();

function layoutAnew(name: string): NameLayout {
	const one = fit([name.trim()]);
	const split = splitName(name);
	if (split.length === 1) return one;
	const two = fit(split);
	// A hyphen costs some reading ease: only break a word for clearly larger type.
	if (split[0]?.endsWith('-') && one.size >= 17 && !one.lines[0]?.squeeze) return one;
	return one.lines[0]?.squeeze || two.size >= one.size * 1.08 ? two : one;
}

// Whether the browser drew a line wider than its room: measured once per line, size and font
// (the page's language picks the font), then known. The length is in the face's own units, so
// the same name at another token size measures the same. A measure forces a layout of the whole
// page before its frame; a night step showing a character already on the ring measures nothing.
const wide = new Map<string, boolean>();
const wideKey = (text: string, size: number, font: string) => `${font}\u0000${size}\u0000${text}`;

/** What an earlier measure found for this line, or undefined when it was never measured. */
export function knownTooWide(text: string, size: number, font: string): boolean | undefined {
	return wide.get(wideKey(text, size, font));
}

/** Notes what a measure found, for every later token with the same line. */
export function noteTooWide(text: string, size: number, font: string, tooWide: boolean): void {
	if (wide.size >= 4000) wide.clear();
	wide.set(wideKey(text, size, font), tooWide);
}
