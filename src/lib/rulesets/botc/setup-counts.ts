import type { Character, CharacterId, Script, Team } from './engine/types';
import { BOTC_PLAYERS } from '../../engine/limits';
import { hasSpecial, officialCharacter } from './characters';
import { OFFICIAL_MODIFIERS } from './setup-modifiers';
import { ZH_EDITION_MODIFIERS } from './setup-zh-editions';

// The team counts of a game: the rules' table by player count, what setup-changing characters
// allow instead (setup-modifiers.ts, setup-zh-editions.ts), and a selection's counts by team.

export interface Counts {
	townsfolk: number;
	outsider: number;
	minion: number;
	demon: number;
}

export type Text = { 'zh-CN': string; en: string };

export interface SetupProblem {
	code: string;
	message: Text;
	characters?: CharacterId[];
}

export interface SetupNote {
	character: CharacterId;
	message: Text;
}

const TABLE: Record<number, Counts> = {
	5: { townsfolk: 3, outsider: 0, minion: 1, demon: 1 },
	6: { townsfolk: 3, outsider: 1, minion: 1, demon: 1 },
	7: { townsfolk: 5, outsider: 0, minion: 1, demon: 1 },
	8: { townsfolk: 5, outsider: 1, minion: 1, demon: 1 },
	9: { townsfolk: 5, outsider: 2, minion: 1, demon: 1 },
	10: { townsfolk: 7, outsider: 0, minion: 2, demon: 1 },
	11: { townsfolk: 7, outsider: 1, minion: 2, demon: 1 },
	12: { townsfolk: 7, outsider: 2, minion: 2, demon: 1 },
	13: { townsfolk: 9, outsider: 0, minion: 3, demon: 1 },
	14: { townsfolk: 9, outsider: 1, minion: 3, demon: 1 },
	15: { townsfolk: 9, outsider: 2, minion: 3, demon: 1 }
};

/**
 * How many of each team for a number of players, by the table of the rules.
 * 16–20 players use the 15-player counts (the others are travellers). Throws a RangeError
 * outside 5–20.
 */
export function teamCounts(players: number): Counts {
	const { min, max } = BOTC_PLAYERS;
	if (!Number.isInteger(players) || players < min || players > max)
		throw new RangeError(
			`teamCounts: players must be a whole number from ${min} to ${max}, got ${players}`
		);
	return { ...(TABLE[Math.min(players, 15)] as Counts) };
}

/**
 * How many of `players` seats must be travellers: every seat beyond the largest table of the
 * rules (none up to 15 players, 1–5 at 16–20). Throws a RangeError outside 5–20, as teamCounts.
 */
export function travellersNeeded(players: number): number {
	const c = teamCounts(players);
	return Math.max(0, players - (c.townsfolk + c.outsider + c.minion + c.demon));
}

export const TEAM_WORDS: Record<Team, Text> = {
	townsfolk: { 'zh-CN': '镇民', en: 'Townsfolk' },
	outsider: { 'zh-CN': '外来者', en: 'Outsiders' },
	minion: { 'zh-CN': '爪牙', en: 'Minions' },
	demon: { 'zh-CN': '恶魔', en: 'Demons' },
	traveller: { 'zh-CN': '旅行者', en: 'Travellers' },
	fabled: { 'zh-CN': '传奇角色', en: 'Fabled' },
	loric: { 'zh-CN': '奇遇角色', en: 'Loric' }
};

/** A character of the script, or a built-in one (a traveller or fabled from elsewhere). */
export function lookup(script: Script, id: CharacterId): Character | undefined {
	return script.characters.find((c) => c.id === id) ?? officialCharacter(id);
}

export function nameOf(script: Script, id: CharacterId): Text {
	const c = lookup(script, id);
	return { 'zh-CN': c?.nameZh ?? c?.name ?? id, en: c?.name ?? id };
}

// Read through a Map: ids come from imported scripts, and a plain object answers `constructor` too.
const MODIFIERS = /* @__PURE__ */ new Map(
	Object.entries({ ...OFFICIAL_MODIFIERS, ...ZH_EDITION_MODIFIERS })
);

/** The counts each setup-changing character allows, and why, for this selection. */
export function expectedCounts(
	players: number,
	selection: readonly CharacterId[],
	fabled: readonly CharacterId[] = []
): { splits: Counts[]; notes: SetupNote[] } {
	const base = teamCounts(players);
	const ids = [...new Set([...selection, ...fabled])];
	const notes: SetupNote[] = [];
	let splits: Counts[] = [base];
	for (const id of ids) {
		const m = MODIFIERS.get(id);
		if (!m) continue;
		const next: Counts[] = [];
		for (const s of splits)
			for (const d of m.deltas(base)) {
				const c: Counts = {
					townsfolk: s.townsfolk + (d.townsfolk ?? 0),
					outsider: s.outsider + (d.outsider ?? 0),
					minion: s.minion + (d.minion ?? 0),
					demon: s.demon + (d.demon ?? 0)
				};
				// "−N Outsiders" removes only the Outsiders there are (Vigormortis at 7, 10 or 13
				// players, Godfather or Hermit with none): the places it would free stay Townsfolk.
				if (c.outsider < 0 && (d.outsider ?? 0) < 0) {
					c.townsfolk += c.outsider;
					c.outsider = 0;
				}
				if (c.townsfolk >= 0 && c.outsider >= 0 && c.minion >= 0 && c.demon >= 0) next.push(c);
			}
		splits = dedupe(next);
		notes.push({
			character: id,
			message: {
				'zh-CN': `${officialCharacter(id)?.nameZh ?? id}：${m.zh}`,
				en: `${officialCharacter(id)?.name ?? id}: ${m.en}`
			}
		});
	}
	return { splits, notes };
}

function dedupe(list: Counts[]): Counts[] {
	const seen = new Set<string>();
	return list.filter((c) => {
		const k = `${c.townsfolk}/${c.outsider}/${c.minion}/${c.demon}`;
		if (seen.has(k)) return false;
		seen.add(k);
		return true;
	});
}

/** Characters whose token is chosen but never dealt to a seat. */
export const NOT_SEATED = /* @__PURE__ */ new Set(['lilmonsta']);

/** Most copies of one character a bag may hold when its own ability allows duplicates. */
const MAX_COPIES = /* @__PURE__ */ new Map([['villageidiot', 3]]);

/**
 * Whether `n` copies of a character may go into the bag with `all` (the bag and the fabled), by
 * the selection specials of the official script format, read on the script's own characters (a
 * homebrew character's are its file's): `bag-duplicate` on the character itself (Legion, the
 * Village Idiot up to 3, a script's own Witch), `good-duplicate` / `evil-duplicate` on any
 * character chosen (the Atheist, the Pope) for a character of that alignment's teams.
 */
export function duplicatesAllowed(
	script: Script,
	id: CharacterId,
	n: number,
	all: readonly CharacterId[]
): boolean {
	const c = lookup(script, id);
	const good = c?.team === 'townsfolk' || c?.team === 'outsider';
	const evil = c?.team === 'minion' || c?.team === 'demon';
	const allows = (name: string) => all.some((x) => hasSpecial(lookup(script, x), name));
	if ((!evil && allows('good-duplicate')) || (!good && allows('evil-duplicate'))) return true;
	if (n > (MAX_COPIES.get(id) ?? Infinity)) return false;
	return hasSpecial(c, 'bag-duplicate');
}

/** Whether the storyteller places a character by hand, never the random bag (`bag-disabled`). */
export function bagDisabled(script: Script, id: CharacterId): boolean {
	const c = lookup(script, id);
	return c?.edition === 'homebrew' && hasSpecial(c, 'bag-disabled');
}

/** Counts by team of the seated characters of a selection (the Drunk counts as an Outsider). */
export function countSelection(script: Script, selection: readonly CharacterId[]): Counts {
	const counts: Counts = { townsfolk: 0, outsider: 0, minion: 0, demon: 0 };
	for (const id of selection) {
		if (NOT_SEATED.has(id)) continue;
		const team = lookup(script, id)?.team;
		if (team === 'townsfolk' || team === 'outsider' || team === 'minion' || team === 'demon')
			counts[team]++;
	}
	return counts;
}
