import {
	own,
	type Character,
	type CharacterId,
	type Locale,
	type Team
} from '$lib/rulesets/botc/engine/core';
import {
	EDITIONS,
	JINXED_PAIRS,
	OFFICIAL,
	OFFICIAL_FIRST_NIGHT,
	OFFICIAL_OTHER_NIGHT,
	TEAMS,
	normaliseId,
	type Edition
} from '$lib/rulesets/botc/characters';
import { PSEUDO_TEXTS } from '$lib/rulesets/botc/texts';
import { CHARACTER_TEXTS } from '$lib/rulesets/botc/texts/all';

// Read-only look-ups over the official character data for the reference screens: searching,
// filtering, jinx partners and places in the night order. No rules are decided here.

export interface Entry {
	character: Character;
	zh: string;
	en: string;
}

export const ENTRIES: readonly Entry[] = OFFICIAL.map((character) => ({
	character,
	zh: own(CHARACTER_TEXTS, character.id)?.name.zh ?? character.nameZh ?? character.name,
	en: own(CHARACTER_TEXTS, character.id)?.name.en ?? character.name
}));

const byId = new Map(ENTRIES.map((e) => [e.character.id, e]));

export function entryOf(id: string): Entry | undefined {
	return byId.get(normaliseId(id));
}

export { EDITIONS, TEAMS, type Edition };

export interface Filter {
	query: string;
	edition: Edition | null;
	team: Team | null;
}

/** Lower case, no spaces or punctuation: "Fortune-Teller " and "fortune teller" meet. */
function fold(text: string): string {
	return text.toLowerCase().replace(/[\s'’\-_.·]/g, '');
}

/** True when the query names this character in either language or by id (parts count). */
export function matches(entry: Entry, query: string): boolean {
	const q = fold(query.trim());
	if (!q) return true;
	const c = entry.character;
	return [c.id, entry.en, entry.zh, c.nameZh ?? '', c.name].some((name) => fold(name).includes(q));
}

/**
 * The characters that pass the filter, grouped by team and edition (in the game's usual order),
 * then by name in the reading language. A name that starts with the query comes first.
 */
export function search(filter: Filter, locale: Locale): Entry[] {
	const q = fold(filter.query.trim());
	const collator = new Intl.Collator(locale);
	const name = (e: Entry) => (locale === 'zh-CN' ? e.zh : e.en);
	const starts = (e: Entry) =>
		q !== '' && [e.character.id, e.en, e.zh].some((n) => fold(n).startsWith(q)) ? 0 : 1;
	return ENTRIES.filter(
		(e) =>
			(!filter.edition || e.character.edition === filter.edition) &&
			(!filter.team || e.character.team === filter.team) &&
			matches(e, filter.query)
	).sort(
		(a, b) =>
			starts(a) - starts(b) ||
			TEAMS.indexOf(a.character.team) - TEAMS.indexOf(b.character.team) ||
			EDITIONS.indexOf(a.character.edition as Edition) -
				EDITIONS.indexOf(b.character.edition as Edition) ||
			collator.compare(name(a), name(b))
	);
}

/** The characters that have a jinx with `id`, in the official data's order. */
export function jinxPartners(id: CharacterId): CharacterId[] {
	const out: CharacterId[] = [];
	for (const [a, b] of JINXED_PAIRS) {
		if (a === id && !out.includes(b)) out.push(b);
		else if (b === id && !out.includes(a)) out.push(a);
	}
	return out;
}

export interface NightPlace {
	/** 1-based step in the whole built-in order, pseudo-steps included. */
	place: number;
	total: number;
	previous?: string;
	next?: string;
}

const orders = new Map<'first' | 'other', string[]>();

/**
 * The whole night order of the built-in characters: the official sheet, with the steps of the
 * Chinese editions between the official steps by their positions on the official scale.
 */
function fullOrder(night: 'first' | 'other'): string[] {
	let order = orders.get(night);
	if (!order) {
		const which = night === 'first' ? 'firstNight' : 'otherNight';
		const official = night === 'first' ? OFFICIAL_FIRST_NIGHT : OFFICIAL_OTHER_NIGHT;
		const steps = official.map((id, i) => ({ id, k: i + 1 }));
		for (const c of OFFICIAL)
			if (c[which] > 0 && !official.includes(c.id)) steps.push({ id: c.id, k: c[which] });
		order = steps.sort((a, b) => a.k - b.k).map((s) => s.id);
		orders.set(night, order);
	}
	return order;
}

/** Where `id` wakes in the built-in first-night or other-night order, if it does. */
export function nightPlace(id: CharacterId, night: 'first' | 'other'): NightPlace | null {
	const order = fullOrder(night);
	const i = order.indexOf(id);
	if (i < 0) return null;
	return {
		place: i + 1,
		total: order.length,
		...(i > 0 ? { previous: order[i - 1] } : {}),
		...(i < order.length - 1 ? { next: order[i + 1] } : {})
	};
}

/** A step's name in one language: a character or a pseudo-step (dusk, minion info, …). */
export function stepName(id: string, locale: Locale): string {
	const texts = own(CHARACTER_TEXTS, id) ?? own(PSEUDO_TEXTS, id);
	if (!texts) return id;
	return locale === 'zh-CN' ? texts.name.zh : texts.name.en;
}

export function isCharacter(id: string): boolean {
	return byId.has(id);
}
