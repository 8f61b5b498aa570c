import type { Character } from './engine/types';
import { namesake, recognise } from './recognise';
import { isJinxCard } from './script-jinx-cards';
import { creditCard, isRuleCard } from './script-rules';
import { isRecord } from './script-schema';

// Some tools (集石 among them) write every character of a script as the file's own, official ones
// included: `noble_c`, named 贵族, with the tool's wording and its own night numbers. Read as
// written, each is a homebrew character, and the grimoire gives it no rule help (no true answer,
// no kill it points to, no win it knows). Only the storyteller can say whether such a character
// is the official one or an author's remake under the same name: these functions find them and,
// when the storyteller asks, rewrite the file so that they are the official characters.

/** An entry of a script file that defines its own character named like a known one. */
export interface Lookalike {
	/** Its place in the file's array. */
	index: number;
	/** Its id in the file (`noble_c`). */
	fileId: string;
	/** Its name in the file (贵族). */
	name: string;
	/** The known character of its team with that name. */
	character: Character;
}

/** Whether an object entry is a card rather than a character (a jinx, a credit, a rule). */
function isCard(entry: Record<string, unknown>): boolean {
	return isJinxCard(entry) || creditCard(entry) !== null || isRuleCard(entry);
}

/**
 * The file's own characters named like a known character of their team, each known character
 * once: none that the file also lists as itself, and of two entries with the same name only the
 * first. Any value is accepted; a value that is not a script's array has none.
 */
export function lookalikes(data: unknown): Lookalike[] {
	if (!Array.isArray(data)) return [];
	const listed = new Set<string>();
	for (const entry of data) {
		const known = typeof entry === 'string' || isRecord(entry) ? recognise(entry) : null;
		if (known) listed.add(known.character.id);
	}
	const found: Lookalike[] = [];
	data.forEach((entry, index) => {
		if (!isRecord(entry) || typeof entry.id !== 'string' || entry.id === '_meta') return;
		if (typeof entry.name !== 'string' || isCard(entry)) return;
		if (recognise(entry)) return;
		const character = namesake(entry);
		if (!character || listed.has(character.id)) return;
		listed.add(character.id);
		found.push({ index, fileId: entry.id, name: entry.name.trim(), character });
	});
	return found;
}

/**
 * A file's lookalikes split by the storyteller's earlier answer: `kept`, those whose ids in the
 * file were kept as the file's own (not offered again), and `found`, the rest, offered.
 */
export function lookalikesOffered(
	data: unknown,
	keptOwn: readonly string[] = []
): { found: Lookalike[]; kept: Lookalike[] } {
	const all = lookalikes(data);
	const kept = new Set(keptOwn);
	return {
		found: all.filter((l) => !kept.has(l.fileId)),
		kept: all.filter((l) => kept.has(l.fileId))
	};
}

/** A night order or jinx list of the file with the ids in `renamed` written as the known ones. */
function renameIds(value: unknown, renamed: ReadonlyMap<string, string>): unknown {
	if (!Array.isArray(value)) return value;
	return value.map((item) => {
		if (typeof item === 'string') return renamed.get(item) ?? item;
		if (isRecord(item) && typeof item.id === 'string' && renamed.has(item.id))
			return { ...item, id: renamed.get(item.id) };
		return item;
	});
}

/**
 * The file with its lookalikes (those at `chosen`, or all) written as the known characters: each
 * entry becomes `{ id }` of the known character, keeping the file's night numbers (they place the
 * file's remaining own characters among the known ones) and its jinxes; the file's own texts are
 * dropped (the known character's are the app's). A `_meta` night order and other entries' jinxes
 * that name the old id name the known one. The value given is not changed.
 */
export function asKnown(data: unknown, chosen?: readonly number[]): unknown {
	if (!Array.isArray(data)) return data;
	const pick = lookalikes(data).filter((l) => !chosen || chosen.includes(l.index));
	if (pick.length === 0) return data;
	const at = new Map(pick.map((l) => [l.index, l]));
	const renamed = new Map(pick.map((l) => [l.fileId, l.character.id]));
	return data.map((entry, index) => {
		if (!isRecord(entry)) return entry;
		const l = at.get(index);
		if (l) {
			const kept: Record<string, unknown> = { id: l.character.id };
			for (const key of ['firstNight', 'otherNight', 'jinxes'] as const)
				if (entry[key] !== undefined) kept[key] = renameIds(entry[key], renamed);
			return kept;
		}
		if (entry.id === '_meta' && entry.team === undefined)
			return {
				...entry,
				...(entry.firstNight !== undefined && {
					firstNight: renameIds(entry.firstNight, renamed)
				}),
				...(entry.otherNight !== undefined && { otherNight: renameIds(entry.otherNight, renamed) })
			};
		return Array.isArray(entry.jinxes)
			? { ...entry, jinxes: renameIds(entry.jinxes, renamed) }
			: entry;
	});
}
