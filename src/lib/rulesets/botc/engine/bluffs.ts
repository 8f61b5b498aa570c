import { characterOf } from './seats';
import type { BluffFor, BluffSet, CharacterId, GameState, SeatId } from './types';

/** The id of the Demon's own set (`state.bluffs`). */
export const DEMON_SET = 'demon';
/** How many bluffs a set holds. */
export const BLUFFS_PER_SET = 3;
/** The longest name a set for someone else may have. */
export const MAX_BLUFF_NAME = 40;

/** Every bluff set of the game: the Demon's first, then the others in the order made. */
export function bluffSetsOf(state: GameState): BluffSet[] {
	return [{ id: DEMON_SET, for: 'demon', characters: state.bluffs }, ...(state.bluffSets ?? [])];
}

/** One set by its id (the Demon's when `set` is absent), or undefined. */
export function bluffSet(state: GameState, set: string = DEMON_SET): BluffSet | undefined {
	return bluffSetsOf(state).find((s) => s.id === set);
}

/** A fresh id for a new set ("b1", "b2"…), never one in use. */
export function newBluffSetId(state: GameState): string {
	const used = new Set(bluffSetsOf(state).map((s) => s.id));
	let n = 1;
	while (used.has(`b${n}`)) n++;
	return `b${n}`;
}

const good = (state: GameState, id: CharacterId) => {
	const team = characterOf(state, id)?.team;
	return team === 'townsfolk' || team === 'outsider';
};

/** What a bluff set's picker may offer, and why a slot stays empty. */
export interface BluffChoices {
	/**
	 * The script's good characters (Townsfolk, Outsiders) that no seat holds, in script order. A
	 * character a Drunk, Marionette or anyone else only believes they are is not in play and is here.
	 */
	offered: CharacterId[];
	/** Good characters of the script a seat holds: never offered (the engine refuses them). */
	held: { character: CharacterId; seat: SeatId }[];
	/** Offered characters that a seat believes it is (the Drunk's Townsfolk): worth a thought. */
	believed: { character: CharacterId; seat: SeatId }[];
	/** Offered characters this set does not use yet. */
	free: CharacterId[];
	/**
	 * When the set cannot be filled to three from what is offered: how many good characters the
	 * script has, how many a seat holds, and how many slots must stay empty. Null otherwise.
	 */
	short: { good: number; held: number; offered: number; empty: number } | null;
}

/**
 * The choices for one bluff set (the Demon's by default): exactly the script's good characters
 * not in play. In play means a seat holds the character now; what a player only believes they
 * are (the Drunk, the Marionette, the Lunatic's Demon) is not in play. Other sets' bluffs are
 * not taken away: a Lunatic may be shown the Demon's own.
 */
export function bluffChoices(state: GameState, set: string = DEMON_SET): BluffChoices {
	const chosen = bluffSet(state, set)?.characters ?? [];
	const holders = new Map<CharacterId, SeatId>();
	for (const s of state.seats)
		if (s.character && !holders.has(s.character)) holders.set(s.character, s.id);
	const goodIds = [...new Set(state.script.characters.map((c) => c.id))].filter((id) =>
		good(state, id)
	);
	const offered = goodIds.filter((id) => !holders.has(id));
	const held = goodIds
		.filter((id) => holders.has(id))
		.map((id) => ({ character: id, seat: holders.get(id) as SeatId }));
	const offeredSet = new Set(offered);
	const believed = state.seats
		.filter((s) => s.thinks && s.thinks !== s.character && offeredSet.has(s.thinks))
		.map((s) => ({ character: s.thinks as CharacterId, seat: s.id }));
	const free = offered.filter((id) => !chosen.includes(id));
	const empty = Math.max(0, BLUFFS_PER_SET - chosen.length - free.length);
	return {
		offered,
		held,
		believed,
		free,
		short:
			empty > 0 ? { good: goodIds.length, held: held.length, offered: offered.length, empty } : null
	};
}

/** Whether `v` is whom a further set may be for. */
export function isBluffFor(v: unknown): v is BluffFor {
	return v === 'lunatic' || v === 'demon' || v === 'other';
}
