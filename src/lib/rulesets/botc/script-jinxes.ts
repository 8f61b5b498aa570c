import type { Character, CharacterId, ScriptJinx } from './engine/types';
import { LIMITS } from '../../engine/limits';
import { JINXED_PAIRS } from './characters';
import { isRecord } from './script-homebrew';
import type { ScriptProblem } from './script';

// A script's own jinxes. Chinese script tools write them into `_meta.jinxes` as
// `{ characters: [a, b], reason, reason_zh }`; the official format puts them on a homebrew
// character (`jinxes: [{ id, reason }]`, read in script-homebrew.ts). Entries that name fewer
// than two characters say nothing usable and are passed over; a list that is no list is refused.

const MAX_TEXT = LIMITS.scriptText;

/** The ids an entry's `characters` names: a list, or one text with the ids between commas. */
function namedIds(value: unknown): string[] {
	const raw = Array.isArray(value)
		? value.filter((x): x is string => typeof x === 'string')
		: typeof value === 'string'
			? value.split(/[,，、&/+|\s]+/)
			: [];
	return raw.map((x) => x.trim()).filter((x) => x !== '');
}

function text(value: unknown): string | undefined {
	if (typeof value !== 'string') return undefined;
	const t = value.trim();
	return t === '' ? undefined : t.slice(0, MAX_TEXT);
}

/** Reads `_meta.jinxes`; `ours` turns a file's id into the app's (as the night orders do). */
export function readMetaJinxes(
	value: unknown,
	path: string,
	errors: ScriptProblem[],
	ours: (id: string) => CharacterId
): ScriptJinx[] {
	// Some tools write a section's heading there ("相克"), as they do for the teams' names.
	if (value === undefined || value === null || typeof value === 'string') return [];
	if (!Array.isArray(value)) {
		errors.push({ path, message: 'expected a list of jinxes' });
		return [];
	}
	const out: ScriptJinx[] = [];
	for (const entry of value.slice(0, 1000)) {
		if (!isRecord(entry)) continue;
		// The shape of the official jinxes.json: `{ id, jinx: [{ id, reason }] }`.
		if (typeof entry.id === 'string' && Array.isArray(entry.jinx)) {
			out.push(...readEntryJinxes(entry.id, entry.jinx, ours));
			continue;
		}
		const ids = [...new Set(namedIds(entry.characters ?? entry.ids).map(ours))].slice(0, 20);
		if (ids.length < 2) continue;
		const reason = text(entry.reason);
		const reasonZh = text(entry.reason_zh ?? entry.reasonZh);
		// Three or more characters in one entry: the ruling holds for each pair of them.
		ids.forEach((a, i) =>
			ids.slice(i + 1).forEach((b) =>
				out.push({
					a,
					b,
					...(reason ? { reason } : {}),
					...(reasonZh ? { reasonZh } : {})
				})
			)
		);
	}
	return out;
}

/**
 * A character entry's own `jinxes` (`[{ id, reason, reason_zh }]`): what a homebrew character
 * declares, and what Chinese tools write on an official character given in full. Lenient: an
 * entry without an id is passed over (a homebrew's list is checked by its schema).
 */
export function readEntryJinxes(
	owner: string,
	value: readonly unknown[],
	ours: (id: string) => CharacterId
): ScriptJinx[] {
	const out: ScriptJinx[] = [];
	for (const j of value.slice(0, 1000)) {
		if (!isRecord(j) || typeof j.id !== 'string' || j.id.trim() === '') continue;
		const reason = text(j.reason);
		const reasonZh = text(j.reason_zh ?? j.reasonZh);
		out.push({
			a: ours(owner),
			b: ours(j.id),
			...(reason ? { reason } : {}),
			...(reasonZh ? { reasonZh } : {})
		});
	}
	return out;
}

/**
 * Each pair and its words once: a homebrew's jinx is read from its entry and, once exported,
 * from `_meta.jinxes` too (there with its `reason_zh`); an entry another one says all of is left out.
 */
export function uniqueJinxes(list: readonly ScriptJinx[]): ScriptJinx[] {
	const pair = (j: ScriptJinx) => [j.a, j.b].sort().join('+');
	const covers = (big: ScriptJinx, small: ScriptJinx) =>
		pair(big) === pair(small) &&
		(small.reason ?? big.reason) === big.reason &&
		(small.reasonZh ?? big.reasonZh) === big.reasonZh;
	return list.filter(
		(j, i) => !list.some((k, n) => n !== i && covers(k, j) && (!covers(j, k) || n < i))
	);
}

const samePair = (a: CharacterId, b: CharacterId, x: CharacterId, y: CharacterId) =>
	(a === x && b === y) || (a === y && b === x);

/**
 * The jinxed pairs on a script: the built-in pairs with both characters on it, then those a
 * homebrew character or the script's `_meta.jinxes` declares.
 */
export function jinxesOf(
	characters: readonly Character[],
	own: readonly ScriptJinx[] = []
): [CharacterId, CharacterId][] {
	const ids = new Set(characters.map((c) => c.id));
	const pairs: [CharacterId, CharacterId][] = JINXED_PAIRS.filter(
		([a, b]) => ids.has(a) && ids.has(b)
	).map(([a, b]) => [a, b]);
	const add = (a: CharacterId, b: CharacterId) => {
		if (a !== b && ids.has(a) && ids.has(b) && !pairs.some(([x, y]) => samePair(a, b, x, y)))
			pairs.push([a, b]);
	};
	for (const c of characters) for (const j of c.jinxes ?? []) add(c.id, j.id);
	for (const j of own) add(j.a, j.b);
	return pairs;
}

/** A `_meta.jinxes` entry as it is written back to a file (the script's export). */
export function metaJinx(j: ScriptJinx): Record<string, unknown> {
	return {
		characters: [j.a, j.b],
		...(j.reason ? { reason: j.reason } : {}),
		...(j.reasonZh ? { reason_zh: j.reasonZh } : {})
	};
}
