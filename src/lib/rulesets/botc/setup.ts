import type { Alignment, Character, CharacterId, Script, Team } from '../../engine/types';
import { BOTC_PLAYERS } from '../../engine/limits';
import { type Rng, createRng, shuffle } from '../../engine/random';
import { OFFICIAL, hasSpecial, officialCharacter } from './characters';
import { ZH_EDITION_MODIFIERS } from './setup-zh-editions';

export interface Counts {
	townsfolk: number;
	outsider: number;
	minion: number;
	demon: number;
}

type Text = { 'zh-CN': string; en: string };

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

function lookup(script: Script, id: CharacterId): Character | undefined {
	return script.characters.find((c) => c.id === id) ?? officialCharacter(id);
}

function nameOf(script: Script, id: CharacterId): Text {
	const c = lookup(script, id);
	return { 'zh-CN': c?.nameZh ?? c?.name ?? id, en: c?.name ?? id };
}

type Delta = Partial<Counts>;

/** Alternative count changes a setup character makes (any one of them is legal). */
interface Modifier {
	deltas: (base: Counts) => Delta[];
	zh: string;
	en: string;
}

const range = (from: number, to: number) =>
	Array.from({ length: to - from + 1 }, (_, i) => ({ outsider: from + i, townsfolk: -(from + i) }));

const MODIFIER_TABLE: Record<string, Modifier> = {
	baron: { deltas: () => [{ outsider: 2, townsfolk: -2 }], zh: '+2 外来者', en: '+2 Outsiders' },
	godfather: {
		deltas: () => [
			{ outsider: -1, townsfolk: 1 },
			{ outsider: 1, townsfolk: -1 }
		],
		zh: '-1 或 +1 外来者',
		en: '−1 or +1 Outsider'
	},
	fanggu: { deltas: () => [{ outsider: 1, townsfolk: -1 }], zh: '+1 外来者', en: '+1 Outsider' },
	vigormortis: {
		deltas: () => [{ outsider: -1, townsfolk: 1 }],
		zh: '-1 外来者',
		en: '−1 Outsider'
	},
	balloonist: {
		deltas: () => [{}, { outsider: 1, townsfolk: -1 }],
		zh: '+0 或 +1 外来者',
		en: '+0 or +1 Outsider'
	},
	hermit: {
		deltas: () => [{}, { outsider: -1, townsfolk: 1 }],
		zh: '-0 或 -1 外来者',
		en: '−0 or −1 Outsider'
	},
	sentinel: {
		deltas: () => [{ outsider: -1, townsfolk: 1 }, {}, { outsider: 1, townsfolk: -1 }],
		zh: '可能 -1 或 +1 外来者',
		en: 'might be −1 or +1 Outsider'
	},
	// The Damsel is added when it is not already in play; in a regular Outsider place it is fine.
	huntsman: {
		deltas: () => [{}, { outsider: 1, townsfolk: -1 }],
		zh: '+落难少女（外来者；已占普通外来者位置时不另加）',
		en: '+the Damsel (an Outsider; none extra when she already fills an Outsider place)'
	},
	choirboy: { deltas: () => [{}], zh: '+国王', en: '+the King' },
	villageidiot: {
		deltas: () => [{}],
		zh: '可额外加入 0–2 个村夫（占镇民位置）',
		en: '+0 to +2 extra Village Idiots (in Townsfolk places)'
	},
	bountyhunter: { deltas: () => [{}], zh: '1 名镇民是邪恶的', en: '1 Townsfolk is evil' },
	lilmonsta: {
		deltas: () => [{ minion: 1, demon: -1 }],
		zh: '+1 爪牙；小怪宝不发给任何座位，由爪牙照看',
		en: '+1 Minion; Lil’ Monsta is not dealt, a Minion babysits it'
	},
	summoner: {
		deltas: () => [{ demon: -1, townsfolk: 1 }],
		zh: '没有恶魔，+1 镇民',
		en: 'no Demon, +1 Townsfolk'
	},
	kazali: {
		deltas: (b) =>
			range(-b.outsider, 3).map((d) => ({
				...d,
				minion: -b.minion,
				townsfolk: (d.townsfolk ?? 0) + b.minion
			})),
		zh: '没有爪牙（首夜由卡扎力指定）；外来者数量可变',
		en: 'no Minions (the Kazali makes them on the first night); any number of Outsiders'
	},
	xaan: {
		deltas: (b) => range(-b.outsider, 4),
		zh: '外来者数量为 X',
		en: 'X Outsiders'
	},
	lordoftyphon: {
		deltas: (b) =>
			range(-b.outsider, 3).map((d) => ({ ...d, minion: 1, townsfolk: (d.townsfolk ?? 0) - 1 })),
		zh: '+1 爪牙，外来者数量可变；邪恶玩家坐成一排',
		en: '+1 Minion, any number of Outsiders; evil players sit in a line'
	},
	atheist: {
		deltas: (b) => [{ minion: -b.minion, demon: -b.demon, townsfolk: b.minion + b.demon }],
		zh: '没有邪恶角色',
		en: 'no evil characters'
	},
	drunk: {
		deltas: () => [{}],
		zh: '不放入袋中，改放一个镇民；抽到它的玩家就是酒鬼，并以为自己是那个镇民',
		en: 'not in the bag: that player draws a Townsfolk and thinks they are it'
	},
	marionette: {
		deltas: () => [{}],
		zh: '不放入袋中；傀儡坐在恶魔邻座，以为自己是善良角色',
		en: 'not in the bag: sits next to the Demon and thinks they are a good character'
	}
};
// Read through a Map: ids come from imported scripts, and a plain object answers `constructor` too.
const MODIFIERS = /* @__PURE__ */ new Map(
	Object.entries({ ...MODIFIER_TABLE, ...ZH_EDITION_MODIFIERS })
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
const NOT_SEATED = /* @__PURE__ */ new Set(['lilmonsta']);

/** Most copies of one character a bag may hold when its own ability allows duplicates. */
const MAX_COPIES = /* @__PURE__ */ new Map([['villageidiot', 3]]);

function duplicatesAllowed(id: CharacterId, n: number, all: readonly CharacterId[]): boolean {
	if (all.includes('pope') || all.includes('atheist')) return true;
	if (n > (MAX_COPIES.get(id) ?? Infinity)) return false;
	return hasSpecial(officialCharacter(id), 'bag-duplicate');
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

export interface SetupCheck {
	errors: SetupProblem[];
	warnings: SetupProblem[];
	splits: Counts[];
	notes: SetupNote[];
	counts: Counts;
}

const fmt = (c: Counts, zh: boolean) =>
	zh
		? `${c.townsfolk} 镇民 / ${c.outsider} 外来者 / ${c.minion} 爪牙 / ${c.demon} 恶魔`
		: `${c.townsfolk} Townsfolk / ${c.outsider} Outsider / ${c.minion} Minion / ${c.demon} Demon`;

/**
 * Checks a set of characters for a game: `characters` are the characters to deal (including
 * travellers for traveller seats), `players` the number of seats. Errors make the set illegal;
 * warnings are legal but unusual.
 */
export function validateSetup(
	script: Script,
	characters: readonly CharacterId[],
	players: number,
	fabled: readonly CharacterId[] = []
): SetupCheck {
	const errors: SetupProblem[] = [];
	const warnings: SetupProblem[] = [];
	const empty: Counts = { townsfolk: 0, outsider: 0, minion: 0, demon: 0 };
	const { min, max } = BOTC_PLAYERS;
	if (!Number.isInteger(players) || players < min || players > max) {
		errors.push({
			code: 'players',
			message: {
				'zh-CN': `玩家人数必须在 ${min} 到 ${max} 之间（现在是 ${players}）`,
				en: `The game needs ${min} to ${max} players (now ${players})`
			}
		});
		return { errors, warnings, splits: [], notes: [], counts: empty };
	}
	const travellers = characters.filter((id) => lookup(script, id)?.team === 'traveller');
	const rest = characters.filter((id) => lookup(script, id)?.team !== 'traveller');
	const seatedPlayers = players - travellers.length;
	for (const id of characters) {
		const c = lookup(script, id);
		if (!c) {
			errors.push({
				code: 'unknown',
				characters: [id],
				message: { 'zh-CN': `未知角色“${id}”`, en: `Unknown character "${id}"` }
			});
		} else if (c.team === 'fabled' || c.team === 'loric') {
			errors.push({
				code: 'storyteller-character',
				characters: [id],
				message: {
					'zh-CN': `${nameOf(script, id)['zh-CN']}属于说书人，不能发给玩家`,
					en: `${c.name} belongs to the storyteller and is not dealt to a player`
				}
			});
		} else if (c.team !== 'traveller' && !script.characters.some((s) => s.id === id)) {
			errors.push({
				code: 'not-on-script',
				characters: [id],
				message: {
					'zh-CN': `${nameOf(script, id)['zh-CN']}不在剧本“${script.name}”中`,
					en: `${c.name} is not on the script "${script.name}"`
				}
			});
		}
	}
	if (seatedPlayers < 5 || seatedPlayers > 15) {
		const need = Math.max(0, players - 15);
		errors.push({
			code: 'travellers',
			message:
				seatedPlayers > 15
					? {
							'zh-CN': `${players} 名玩家时，至少 ${need} 人需要成为旅行者（现在 ${travellers.length} 人）`,
							en: `With ${players} players at least ${need} must be travellers (now ${travellers.length})`
						}
					: {
							'zh-CN': `除旅行者外至少需要 5 名玩家（现在 ${seatedPlayers} 人）`,
							en: `At least 5 players besides travellers are needed (now ${seatedPlayers})`
						}
		});
		return { errors, warnings, splits: [], notes: [], counts: countSelection(script, rest) };
	}
	const seen = new Map<string, number>();
	for (const id of characters) seen.set(id, (seen.get(id) ?? 0) + 1);
	for (const [id, n] of seen)
		if (n > 1 && !duplicatesAllowed(id, n, [...characters, ...fabled]))
			errors.push({
				code: 'duplicate',
				characters: [id],
				message: {
					'zh-CN': `${nameOf(script, id)['zh-CN']}出现了 ${n} 次，该角色只能有一个`,
					en: `${nameOf(script, id).en} appears ${n} times; only one is allowed`
				}
			});
	const seated = rest.filter((id) => !NOT_SEATED.has(id));
	if (seated.length !== seatedPlayers)
		errors.push({
			code: 'size',
			message: {
				'zh-CN': `需要 ${seatedPlayers} 个角色发给 ${seatedPlayers} 名玩家，现在选了 ${seated.length} 个`,
				en: `${seatedPlayers} characters are needed for ${seatedPlayers} players; ${seated.length} chosen`
			}
		});
	const { splits, notes } = expectedCounts(seatedPlayers, rest, fabled);
	const counts = countSelection(script, rest);
	if (rest.includes('legion')) {
		const legions = rest.filter((id) => id === 'legion').length;
		if (counts.demon !== legions)
			errors.push({
				code: 'legion',
				message: {
					'zh-CN': '军团在场时，不能有其他恶魔',
					en: 'With Legion, there can be no other Demon'
				}
			});
		if (legions * 2 < seatedPlayers)
			warnings.push({
				code: 'legion-few',
				message: {
					'zh-CN': '军团通常占玩家的多数',
					en: 'Legion is usually most of the players'
				}
			});
	} else if (
		seated.length === seatedPlayers &&
		!splits.some(
			(s) =>
				s.townsfolk === counts.townsfolk &&
				s.outsider === counts.outsider &&
				s.minion === counts.minion &&
				s.demon === counts.demon
		)
	) {
		errors.push({
			code: 'counts',
			message: {
				'zh-CN': `人数配置不对：现在是 ${fmt(counts, true)}，应为 ${splits.map((s) => fmt(s, true)).join(' 或 ')}`,
				en: `Team counts are off: now ${fmt(counts, false)}, expected ${splits.map((s) => fmt(s, false)).join(' or ')}`
			}
		});
	}
	const needs: [string, string][] = [
		['huntsman', 'damsel'],
		['choirboy', 'king']
	];
	for (const [who, what] of needs)
		if (rest.includes(who) && !rest.includes(what))
			errors.push({
				code: 'companion',
				characters: [who, what],
				message: {
					'zh-CN': `${nameOf(script, who)['zh-CN']}在场时，${nameOf(script, what)['zh-CN']}也必须在场`,
					en: `With the ${nameOf(script, who).en}, the ${nameOf(script, what).en} must be in play`
				}
			});
	if (rest.includes('lilmonsta') && counts.minion === 0)
		errors.push({
			code: 'lilmonsta',
			message: {
				'zh-CN': '小怪宝需要至少一个爪牙照看',
				en: 'Lil’ Monsta needs at least one Minion to babysit it'
			}
		});
	if (counts.demon === 0 && !['summoner', 'atheist', 'lilmonsta'].some((id) => rest.includes(id)))
		warnings.push({
			code: 'no-demon',
			message: { 'zh-CN': '没有恶魔在场', en: 'No Demon is in play' }
		});
	for (const [a, b] of script.jinxes) {
		if (![...characters, ...fabled].includes(a) || ![...characters, ...fabled].includes(b))
			continue;
		if (exclusiveJinx(a, b))
			errors.push({
				code: 'jinx-exclusive',
				characters: [a, b],
				message: {
					'zh-CN': `${nameOf(script, a)['zh-CN']}与${nameOf(script, b)['zh-CN']}相克：两者只能有一个在场`,
					en: `${nameOf(script, a).en} and ${nameOf(script, b).en} are jinxed: only one of them may be in play`
				}
			});
		else
			warnings.push({
				code: 'jinx',
				characters: [a, b],
				message: {
					'zh-CN': `${nameOf(script, a)['zh-CN']}与${nameOf(script, b)['zh-CN']}相克，请查看相克规则`,
					en: `${nameOf(script, a).en} and ${nameOf(script, b).en} are jinxed: check the jinx`
				}
			});
	}
	return { errors, warnings, splits, notes, counts };
}

/**
 * Jinxed pairs of which only one may be in play (the Heretic's jinxes say so): a set with both is
 * illegal. Other jinxes change a rule and are shown as a warning to read.
 */
function exclusiveJinx(a: CharacterId, b: CharacterId): boolean {
	return a === 'heretic' || b === 'heretic';
}

/** Characters the random pick leaves to the storyteller's hand: they reshape the whole game. */
const HAND_PICKED = /* @__PURE__ */ new Set([
	'atheist',
	'legion',
	'kazali',
	'lordoftyphon',
	'xaan'
]);

/**
 * A random legal set of characters for `players` non-traveller seats, drawn with the seed.
 * Returns null when the script cannot make a legal set (for example, no Demon on it).
 */
export function randomCharacters(
	script: Script,
	players: number,
	seed: number,
	fabled: readonly CharacterId[] = []
): CharacterId[] | null {
	const rng = createRng(seed);
	const n = Math.min(players, 15);
	const byTeam = (team: Team) =>
		script.characters.filter((c) => c.team === team && !HAND_PICKED.has(c.id)).map((c) => c.id);
	const demons = byTeam('demon');
	const minions = byTeam('minion');
	const townsfolk = byTeam('townsfolk');
	const outsiders = byTeam('outsider');
	if (demons.length === 0 && !minions.includes('summoner')) return null;
	for (let attempt = 0; attempt < 400; attempt++) {
		const base = teamCounts(n);
		const evil: CharacterId[] = [];
		const demon = demons.length ? (demons[rng.int(demons.length)] as string) : 'summoner';
		evil.push(demon);
		const minionCount = base.minion + (demon === 'lilmonsta' ? 1 : 0);
		const pool = shuffle(
			minions.filter((m) => m !== demon),
			rng
		);
		if (pool.length < minionCount) return null;
		evil.push(...pool.slice(0, minionCount));
		const { splits } = expectedCounts(n, evil, fabled);
		const near = splits.filter((s) => s.outsider <= base.outsider + 2);
		const options = near.length ? near : splits;
		const split = options[rng.int(options.length)];
		if (!split) continue;
		const seatedEvil = evil.filter((id) => !NOT_SEATED.has(id));
		if (split.minion + split.demon !== seatedEvil.length && !evil.includes('summoner')) continue;
		const goodOut = shuffle(outsiders, rng).slice(0, split.outsider);
		const goodTown = shuffle(townsfolk, rng).slice(0, split.townsfolk);
		if (goodOut.length < split.outsider || goodTown.length < split.townsfolk) continue;
		const pick = [...evil, ...goodTown, ...goodOut];
		if (validateSetup(script, pick, n, fabled).errors.length === 0) return pick;
	}
	return null;
}

/**
 * `count` different travellers drawn with the seed for the traveller seats: the script's own
 * travellers first, then any other traveller, never one in `taken`. Fewer when there are not
 * enough travellers left.
 */
export function randomTravellers(
	script: Script,
	count: number,
	seed: number,
	taken: readonly CharacterId[] = []
): Character[] {
	const rng = createRng(seed);
	const free = (c: Character) => c.team === 'traveller' && !taken.includes(c.id);
	const own = script.characters.filter(free);
	const others = OFFICIAL.filter((c) => free(c) && !own.some((o) => o.id === c.id));
	return [...shuffle(own, rng), ...shuffle(others, rng)].slice(0, Math.max(0, count));
}

export interface Deal {
	seat: string;
	character: CharacterId;
	thinks: CharacterId | null;
	alignment: Alignment | null;
}

/**
 * Shuffles the chosen characters onto the seats (seat ids in clockwise order). The Drunk and the
 * Marionette are given the good character they think they are (the Seeker, 悟道者, an Outsider), the Lunatic a Demon; the
 * Marionette is moved next to the Demon; with the Bounty Hunter one Townsfolk turns evil.
 */
export function dealCharacters(
	script: Script,
	selection: readonly CharacterId[],
	seats: readonly string[],
	seed: number
): { deals: Deal[]; babysitter: string | null } {
	const rng = createRng(seed);
	const seated = shuffle(
		selection.filter((id) => !NOT_SEATED.has(id)),
		rng
	);
	const order = seats.slice(0, seated.length);
	const deals: Deal[] = order.map((seat, i) => ({
		seat,
		character: seated[i] as string,
		thinks: null,
		alignment: null
	}));
	const team = (id: string) => lookup(script, id)?.team;
	const demonAt = deals.findIndex((d) => team(d.character) === 'demon');
	const marionetteAt = deals.findIndex((d) => d.character === 'marionette');
	if (marionetteAt >= 0 && demonAt >= 0) {
		const len = deals.length;
		const neighbours = [(demonAt + 1) % len, (demonAt - 1 + len) % len];
		if (!neighbours.includes(marionetteAt)) {
			const target = neighbours[rng.int(2)] as number;
			const a = deals[target] as Deal;
			const b = deals[marionetteAt] as Deal;
			[a.character, b.character] = [b.character, a.character];
		}
	}
	const inPlay = new Set(selection);
	const used = new Set<string>();
	const notInPlay = (t: Team) =>
		shuffle(
			script.characters.filter((c) => c.team === t && !inPlay.has(c.id)).map((c) => c.id),
			rng
		);
	for (const d of deals) {
		if (d.character === 'drunk' || d.character === 'marionette' || d.character === 'wudaozhe') {
			const believed = d.character === 'wudaozhe' ? 'outsider' : 'townsfolk';
			const choice = notInPlay(believed).find((id) => !used.has(id)) ?? null;
			if (choice) used.add(choice);
			d.thinks = choice;
		} else if (d.character === 'lunatic') {
			const demons = notInPlay('demon');
			d.thinks =
				demons[0] ??
				deals.find((x) => team(x.character) === 'demon')?.character ??
				(script.characters.find((c) => c.team === 'demon')?.id || null);
		}
	}
	if (inPlay.has('bountyhunter')) {
		const towns = deals.filter(
			(d) => team(d.character) === 'townsfolk' && d.character !== 'bountyhunter'
		);
		const pick = towns[rng.int(towns.length)];
		if (pick) pick.alignment = 'evil';
	}
	let babysitter: string | null = null;
	if (inPlay.has('lilmonsta')) {
		const minionsSeated = deals.filter((d) => team(d.character) === 'minion');
		babysitter = minionsSeated[rng.int(minionsSeated.length)]?.seat ?? null;
	}
	return { deals, babysitter };
}

/**
 * Three not-in-play good characters for the Demon: Townsfolk first, then Outsiders. `exclude`
 * holds everything in play or believed in play (Drunk's and Marionette's characters).
 */
export function suggestBluffs(
	script: Script,
	exclude: readonly CharacterId[],
	seed: number,
	count = 3
): CharacterId[] {
	const rng: Rng = createRng(seed);
	const skip = new Set(exclude);
	const pick = (t: Team) =>
		shuffle(
			script.characters.filter((c) => c.team === t && !skip.has(c.id)).map((c) => c.id),
			rng
		);
	return [...pick('townsfolk'), ...pick('outsider')].slice(0, count);
}
