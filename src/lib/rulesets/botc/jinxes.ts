import type { Bilingual, CharacterId, Locale, Script } from './engine/types';
import official from './data/jinxes.official.json';
import editions from './data/jinxes.editions.json';
import { officialCharacter } from './characters';
import { nameOf, type SetupProblem } from './setup-counts';

// What each jinx on a script rules, in words. The official pairs' rulings and those of the
// Chinese editions 华灯初上 and 山雨欲来 are written by this project (data/jinxes.*.json: our own
// sentences, zh-CN and en); a script's own words (its `_meta.jinxes`, a homebrew character's
// `jinxes`) win over ours and are shown as the file gives them.

export type JinxSource = 'official' | 'edition' | 'script';

export interface JinxRuling {
	a: CharacterId;
	b: CharacterId;
	/** The ruling in both languages, or null when nobody has told the app what it is. */
	text: Bilingual | null;
	source: JinxSource;
}

/** A pair's key, whichever way round it is named. */
export const pairKey = (a: CharacterId, b: CharacterId): string =>
	a < b ? `${a}+${b}` : `${b}+${a}`;

type Table = Record<string, Bilingual>;
export const OFFICIAL_RULINGS: ReadonlyMap<string, Bilingual> = /* @__PURE__ */ new Map(
	Object.entries(official as Table)
);
export const EDITION_RULINGS: ReadonlyMap<string, Bilingual> = /* @__PURE__ */ new Map(
	Object.entries(editions as Table)
);

const fromEdition = (id: CharacterId) =>
	['hdcs', 'syyl'].includes(officialCharacter(id)?.edition ?? '');

const HAN = /[\u3400-\u9fff]/;

/**
 * A script's words in both languages: a text marked Chinese (`reason_zh`) or written in Chinese
 * fills zh-CN, another fills en, and a language the file leaves out takes the other's words.
 */
export function scriptWords(texts: readonly (string | undefined)[], zh?: string): Bilingual | null {
	const words: Partial<Record<Locale, string>> = {};
	if (zh) words['zh-CN'] = zh;
	for (const t of texts) {
		if (!t) continue;
		const lang: Locale = HAN.test(t) ? 'zh-CN' : 'en';
		words[lang] ??= t;
	}
	const zhText = words['zh-CN'] ?? words.en;
	const enText = words.en ?? words['zh-CN'];
	return zhText && enText ? { 'zh-CN': zhText, en: enText } : null;
}

/**
 * Every jinx on a script with its ruling: the script's own words first, then the official
 * ruling, then the Chinese editions'. Pairs are those of `script.jinxes`, in its order.
 */
export function jinxesIn(script: Script): JinxRuling[] {
	const own = new Map<string, { texts: string[]; zh?: string }>();
	const note = (a: CharacterId, b: CharacterId, text?: string, zh?: string) => {
		const key = pairKey(a, b);
		const at = own.get(key) ?? { texts: [] };
		if (text) at.texts.push(text);
		if (zh && !at.zh) at.zh = zh;
		own.set(key, at);
	};
	for (const j of script.ownJinxes ?? []) note(j.a, j.b, j.reason, j.reasonZh);
	for (const c of script.characters) for (const j of c.jinxes ?? []) note(c.id, j.id, j.reason);
	return script.jinxes.map(([a, b]) => {
		const key = pairKey(a, b);
		const mine = own.get(key);
		const words = mine ? scriptWords(mine.texts, mine.zh) : null;
		if (words) return { a, b, text: words, source: 'script' };
		const ours = OFFICIAL_RULINGS.get(key);
		if (ours) return { a, b, text: ours, source: 'official' };
		const edition = EDITION_RULINGS.get(key);
		if (edition) return { a, b, text: edition, source: 'edition' };
		const source = mine ? 'script' : [a, b].some(fromEdition) ? 'edition' : 'official';
		return { a, b, text: null, source };
	});
}

/** Our ruling of a built-in pair (official or of the Chinese editions), whatever the script. */
export function builtInRuling(a: CharacterId, b: CharacterId): Bilingual | null {
	const key = pairKey(a, b);
	return OFFICIAL_RULINGS.get(key) ?? EDITION_RULINGS.get(key) ?? null;
}

/** The jinxes on a script that involve one character, with the other character of each. */
export function jinxesOfCharacter(
	rulings: readonly JinxRuling[],
	id: CharacterId
): (JinxRuling & { other: CharacterId })[] {
	return rulings
		.filter((r) => r.a === id || r.b === id)
		.map((r) => ({ ...r, other: r.a === id ? r.b : r.a }));
}

/** What to show where a ruling is not known: no source the app has gives its words. */
export const RULING_NOT_KNOWN: Bilingual = {
	'zh-CN': '相克规则的内容未知（数据中没有给出）',
	en: 'ruling not known (the data gives no text for it)'
};

/** One pair's ruling on a script (undefined when the pair is not jinxed there). */
export function rulingOf(script: Script, a: CharacterId, b: CharacterId): JinxRuling | undefined {
	const key = pairKey(a, b);
	return jinxesIn(script).find((j) => pairKey(j.a, j.b) === key);
}

/** The setup's warning for a jinxed pair both chosen: the two names and the ruling in words. */
export function jinxWarning(script: Script, a: CharacterId, b: CharacterId): SetupProblem {
	const text = rulingOf(script, a, b)?.text ?? RULING_NOT_KNOWN;
	const [na, nb] = [nameOf(script, a), nameOf(script, b)];
	return {
		code: 'jinx',
		characters: [a, b],
		message: {
			'zh-CN': `${na['zh-CN']}与${nb['zh-CN']}相克：${text['zh-CN']}`,
			en: `${na.en} and ${nb.en} are jinxed: ${text.en}`
		}
	};
}
