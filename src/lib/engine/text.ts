import type { RejectionParams } from './types';

/**
 * Bilingual text and explanation lines, shared by rule sets that explain what they computed
 * (night resolutions, ballots, penalties). A line has a stable key so the 导演 can void it.
 */
export interface Text {
	'zh-CN': string;
	en: string;
}

export function text(zh: string, en: string): Text {
	return { 'zh-CN': zh, en };
}

/** One explained step of a computation. `voided` holds the director's reason when overridden. */
export interface Line {
	key: string;
	text: Text;
	voided?: string;
	/** Informs only (a result, a count): nothing to void. */
	info?: true;
	/**
	 * Why an action was refused, when the line says so: the screen puts the rejection's message
	 * after `text` (the wording lives with the messages, see `reject`).
	 */
	refused?: { code: string; params: RejectionParams };
}
