/**
 * Names people type or files carry (players, games, scripts, homebrew characters): what counts as
 * empty, how long is too long, and when two names are the same to the eye.
 */

/** Longest player name, in characters of text (as the name field's `maxlength` counts). */
export const MAX_PLAYER_NAME = 40;
/** Longest game name. */
export const MAX_GAME_NAME = 80;

// Characters that show nothing by themselves: controls, format characters (zero-width spaces
// and joiners, bidi marks and overrides), other default-ignorable ones (Hangul fillers, variation
// selectors), white space, and the blank Braille pattern.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{White_Space}\u2800]/gu;

/** The characters of a text that show. A name with none of them is empty. */
export function visibleChars(text: string): string {
	return text.replace(INVISIBLE, '');
}

/** Whether a text has at least one character that shows. */
export function hasVisible(text: string): boolean {
	return visibleChars(text).length > 0;
}

export type NameProblem = { kind: 'empty' } | { kind: 'long'; length: number; max: number };

/**
 * What is wrong with a name, or null: it is trimmed first; empty when nothing in it shows; too
 * long past `max` characters of the trimmed text.
 */
export function nameProblem(name: unknown, max = MAX_PLAYER_NAME): NameProblem | null {
	if (typeof name !== 'string') return { kind: 'empty' };
	const trimmed = name.trim();
	if (!hasVisible(trimmed)) return { kind: 'empty' };
	if (trimmed.length > max) return { kind: 'long', length: trimmed.length, max };
	return null;
}

/** Two names are the same to the eye when their visible characters match, case and width aside. */
export function sameName(a: string, b: string): boolean {
	const key = (s: string) => visibleChars(s.normalize('NFKC')).toLowerCase();
	return key(a) === key(b);
}
