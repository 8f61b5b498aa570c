/**
 * A small seeded generator (mulberry32). Its whole state is one 32-bit number kept in the game
 * state, so replaying the same events always draws the same characters, seats and bluffs.
 */
export interface Rng {
	/** Next float in [0, 1). */
	next(): number;
	/** Integer in [0, n). */
	int(n: number): number;
	/** Current state, to store back into the game. */
	readonly state: number;
}

export function createRng(seed: number): Rng {
	let s = seed >>> 0;
	const next = () => {
		s = (s + 0x6d2b79f5) >>> 0;
		let t = s;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
	return {
		next,
		int: (n: number) => Math.floor(next() * n),
		get state() {
			return s;
		}
	};
}

/** Fisher–Yates shuffle into a new array. */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
	const out = items.slice();
	for (let i = out.length - 1; i > 0; i--) {
		const j = rng.int(i + 1);
		[out[i], out[j]] = [out[j] as T, out[i] as T];
	}
	return out;
}

/** Hash a string to a 32-bit seed (FNV-1a), for seeds typed or generated outside the engine. */
export function seedFrom(text: string): number {
	let h = 0x811c9dc5;
	for (let i = 0; i < text.length; i++) {
		h ^= text.charCodeAt(i);
		h = Math.imul(h, 0x01000193);
	}
	return h >>> 0;
}

/** The seed after `seed`: each random draw stores the next one in its event. */
export function nextSeed(seed: number): number {
	return (Math.imul(seed >>> 0, 1664525) + 1013904223) >>> 0;
}
