import type { Alignment, Character, CharacterId, Script, Team } from './engine/types';
import { type Rng, createRng, shuffle } from '../../engine/random';
import { OFFICIAL } from './characters';
import { NOT_SEATED, lookup } from './setup-counts';

// Dealing a chosen set of characters onto the seats, the travellers for traveller seats, and
// the Demon's bluffs.

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
 * The team of the character a holder of `id` is dealt to believe they are: a Townsfolk for the
 * Drunk and the Marionette, an Outsider for the Seeker (悟道者), a Demon for the Lunatic; null for
 * a character that knows what it is.
 */
export function believedTeam(id: CharacterId): Team | null {
	if (id === 'drunk' || id === 'marionette') return 'townsfolk';
	if (id === 'wudaozhe') return 'outsider';
	if (id === 'lunatic') return 'demon';
	return null;
}

/**
 * The seat the Marionette must sit beside: the Demon's; by their jinxes, the Summoner's when
 * there is no Demon yet, and a Minion's (not the Demon's) with Lil' Monsta. -1: none.
 */
function marionetteAnchor(
	deals: readonly Deal[],
	team: (id: string) => Team | undefined,
	rng: Rng
): number {
	const at = (ok: (d: Deal) => boolean) =>
		deals.flatMap((d, i) => (ok(d) && d.character !== 'marionette' ? [i] : []));
	const demons = at((d) => team(d.character) === 'demon');
	if (demons.length > 0) return demons[0] as number;
	const summoner = at((d) => d.character === 'summoner');
	if (summoner.length > 0) return summoner[0] as number;
	const minions = at((d) => team(d.character) === 'minion');
	return minions.length > 0 && deals.every((d) => team(d.character) !== 'demon')
		? (minions[rng.int(minions.length)] as number)
		: -1;
}

/**
 * Shuffles the chosen characters onto the seats (seat ids in clockwise order). The Drunk and the
 * Marionette are given the Townsfolk they think they are (the Seeker, 悟道者, an Outsider; see
 * `believedTeam`), the Lunatic a Demon; the Marionette is moved next to the Demon (the Summoner,
 * or a Minion with Lil' Monsta: their jinxes); with the
 * Bounty Hunter one Townsfolk turns evil.
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
	const marionetteAt = deals.findIndex((d) => d.character === 'marionette');
	const anchorAt = marionetteAt >= 0 ? marionetteAnchor(deals, team, rng) : -1;
	if (marionetteAt >= 0 && anchorAt >= 0) {
		const len = deals.length;
		const neighbours = [(anchorAt + 1) % len, (anchorAt - 1 + len) % len];
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
		const believed = believedTeam(d.character);
		if (believed === 'townsfolk' || believed === 'outsider') {
			const choice = notInPlay(believed).find((id) => !used.has(id)) ?? null;
			if (choice) used.add(choice);
			d.thinks = choice;
		} else if (believed === 'demon') {
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
