import type { CharacterId, Script, Team } from './engine/types';
import { BOTC_PLAYERS } from '../../engine/limits';
import { createRng, shuffle } from '../../engine/random';
import {
	NOT_SEATED,
	bagDisabled,
	countSelection,
	duplicatesAllowed,
	expectedCounts,
	lookup,
	nameOf,
	teamCounts,
	type Counts,
	type SetupNote,
	type SetupProblem
} from './setup-counts';
import { jinxWarning } from './jinxes';

// The setup of a BotC game: whether a set of characters is legal, and a random legal set. The
// team counts are in setup-counts.ts, the dealing in setup-deal.ts (both re-exported here).

export {
	TEAM_WORDS,
	countSelection,
	expectedCounts,
	teamCounts,
	travellersNeeded,
	type Counts,
	type SetupNote,
	type SetupProblem
} from './setup-counts';
export {
	believedTeam,
	dealCharacters,
	randomTravellers,
	suggestBluffs,
	type Deal
} from './setup-deal';

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
		if (n > 1 && !duplicatesAllowed(script, id, n, [...characters, ...fabled]))
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
		else warnings.push(jinxWarning(script, a, b));
	}
	return { errors, warnings, splits, notes, counts };
}

/**
 * The characters of which only one may be in play with the Heretic (its official jinxes say so):
 * a set with both is illegal. Other jinxes change a rule (the Boffin's: the Demon cannot have the
 * Heretic's ability) and are shown as a warning to read.
 */
const HERETIC_ONLY_ONE = /* @__PURE__ */ new Set([
	'baron',
	'godfather',
	'lleech',
	'pithag',
	'spy',
	'widow'
]);

function exclusiveJinx(a: CharacterId, b: CharacterId): boolean {
	return (
		(a === 'heretic' && HERETIC_ONLY_ONE.has(b)) || (b === 'heretic' && HERETIC_ONLY_ONE.has(a))
	);
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
		script.characters
			.filter((c) => c.team === team && !HAND_PICKED.has(c.id) && !bagDisabled(script, c.id))
			.map((c) => c.id);
	// `count` of a shuffled team: each once, then more copies of those that allow them
	// (`bag-duplicate`: a Witch Hunt's only Minion is every Minion). Shorter when there are not enough.
	const draw = (shuffled: CharacterId[], count: number): CharacterId[] => {
		const out = shuffled.slice(0, count);
		const copies = shuffled.filter((id) => duplicatesAllowed(script, id, 2, []));
		for (let round = 2; out.length < count && copies.length > 0; round++) {
			const more = copies.filter((id) => duplicatesAllowed(script, id, round, []));
			if (more.length === 0) break;
			out.push(...more.slice(0, count - out.length));
		}
		return out;
	};
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
		// The Minions this Demon's setup asks for (Lil' Monsta, Lord of Typhon, 混沌: one more; the
		// Kazali: none), by the same setup changes the check reads.
		const asked =
			demon === 'summoner'
				? [base.minion]
				: [...new Set(expectedCounts(n, [demon], fabled).splits.map((s) => s.minion))];
		const minionCount = (asked.length > 1 ? asked[rng.int(asked.length)] : asked[0]) ?? base.minion;
		const pool = draw(
			shuffle(
				minions.filter((m) => m !== demon),
				rng
			),
			minionCount
		);
		if (pool.length < minionCount) return null;
		evil.push(...pool);
		const { splits } = expectedCounts(n, evil, fabled);
		const near = splits.filter((s) => s.outsider <= base.outsider + 2);
		const options = near.length ? near : splits;
		const split = options[rng.int(options.length)];
		if (!split) continue;
		const seatedEvil = evil.filter((id) => !NOT_SEATED.has(id));
		if (split.minion + split.demon !== seatedEvil.length && !evil.includes('summoner')) continue;
		const goodOut = draw(shuffle(outsiders, rng), split.outsider);
		const goodTown = draw(shuffle(townsfolk, rng), split.townsfolk);
		if (goodOut.length < split.outsider || goodTown.length < split.townsfolk) continue;
		const pick = [...evil, ...goodTown, ...goodOut];
		if (validateSetup(script, pick, n, fabled).errors.length === 0) return pick;
	}
	return null;
}
