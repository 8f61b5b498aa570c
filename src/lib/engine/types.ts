/**
 * What every rule set shares: the languages, bilingual texts and refusals. Blood on the
 * Clocktower's own types are in its rule set (`rulesets/botc/engine/types.ts`).
 */
export type Locale = 'zh-CN' | 'en';
/** A text the engine states in both languages, so a stored game reads right in either. */
export type Bilingual = { 'zh-CN': string; en: string };

/**
 * Plain data a rejection's message is filled with: seat ids (under the key `seat`), skill ids
 * (`skill`), numbers and other ids. Never prose: the wording lives with the messages
 * (`messages/<locale>.json`, key `reject.<code>`), so it can be localized and a rule
 * set's own words can be put into the template before the names are filled in.
 */
export type RejectionParams = Readonly<Record<string, string | number>>;

/** A refused command: what went wrong (`code`) and with what (`params`); nothing changed. */
export interface Rejection {
	rejected: true;
	code: string;
	params: RejectionParams;
}

export function reject(code: string, params: RejectionParams = {}): Rejection {
	return { rejected: true, code, params };
}

/**
 * A rejection as plain text for thrown errors and import reports ("no-seat (id: s9)"); the
 * screens show `refusal()` from the messages instead.
 */
export function rejectionSummary(r: Rejection): string {
	const params = Object.entries(r.params).map(([k, v]) => `${k}: ${v}`);
	return params.length ? `${r.code} (${params.join(', ')})` : r.code;
}

export function isRejection(x: unknown): x is Rejection {
	return typeof x === 'object' && x !== null && (x as Rejection).rejected === true;
}
