import facts from './data/characters.json';
import type { Character, CharacterId, Team } from './engine/types';

/** A row of the facts file: a character without jinxes or homebrew texts, its team a string. */
type FactRow = Omit<Character, 'team' | 'jinxes' | 'homebrew'> & { team: string };

/**
 * Every built-in character, in the facts file's order: the official ones, then those of the
 * Chinese editions 华灯初上 (hdcs) and 山雨欲来 (syyl) (data/characters.json; see
 * scripts/zh-editions-data.mjs for how their night positions are derived).
 */
export const OFFICIAL: readonly Character[] = /* @__PURE__ */ (facts.characters as FactRow[]).map(
	(row) => ({
		id: row.id,
		name: row.name,
		...(row.nameZh ? { nameZh: row.nameZh } : {}),
		team: row.team as Team,
		edition: row.edition,
		setup: row.setup,
		reminders: row.reminders,
		remindersGlobal: row.remindersGlobal,
		firstNight: row.firstNight,
		otherNight: row.otherNight,
		...(row.special ? { special: row.special } : {})
	})
);

const byId = /* @__PURE__ */ new Map(OFFICIAL.map((c) => [c.id, c]));

/** The official night orders with pseudo-steps (dusk, minioninfo, demoninfo, dawn). */
export const OFFICIAL_FIRST_NIGHT: readonly string[] = facts.nightOrder.firstNight;
export const OFFICIAL_OTHER_NIGHT: readonly string[] = facts.nightOrder.otherNight;
export const JINXED_PAIRS: readonly [CharacterId, CharacterId][] = facts.jinxedPairs as [
	string,
	string
][];

/** Lower-case and keep only letters and digits: `Scarlet_Woman` → `scarletwoman`. */
export function normaliseId(id: string): string {
	return id.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export function officialCharacter(id: string): Character | undefined {
	return byId.get(normaliseId(id));
}

export function hasSpecial(c: Character | undefined, name: string, type?: string): boolean {
	return !!c?.special?.some((s) => s.name === name && (type === undefined || s.type === type));
}

/** The built-in editions: the official ones, then the Chinese editions 华灯初上 and 山雨欲来. */
export const EDITIONS = [
	'tb',
	'bmr',
	'snv',
	'carousel',
	'fabled',
	'loric',
	'hdcs',
	'syyl'
] as const;
export type Edition = (typeof EDITIONS)[number];

export { TEAMS } from './engine/types';
