import type { Line } from '../../engine/text';

/**
 * Ballot-style day votes (forum werewolf): every voter casts one ballot for one target or none,
 * each ballot has a weight, targets may get adjustments, and the tally explains every rule that
 * changed it. The rule set decides who wins the ballot (top, tie policy, first to reach).
 */
export interface Ballot {
	voter: string;
	target: string | null;
	/** Order of casting; a recast ballot moves to the end unless it carries its forum post. */
	seq: number;
	at: number;
	/** The forum post the ballot was read from: its floor (楼层) and post time (ISO string). */
	floor?: number;
	postedAt?: string;
}

/** Where a ballot was posted on the forum (both optional: typed ballots have neither). */
export interface Post {
	floor?: number;
	postedAt?: string;
}

/** The post time in ms, or Infinity when missing or unreadable. */
function postTime(b: Ballot): number {
	const t = b.postedAt ? Date.parse(b.postedAt) : NaN;
	return Number.isNaN(t) ? Infinity : t;
}

/**
 * The forum's order of ballots: by floor, then by post time, then (ballots typed without their
 * post, as in games recorded before posts were kept) in the order they were cast.
 */
export function byPost(a: Ballot, b: Ballot): number {
	const fa = a.floor ?? Infinity;
	const fb = b.floor ?? Infinity;
	if (fa !== fb) return fa < fb ? -1 : 1;
	const ta = postTime(a);
	const tb = postTime(b);
	if (ta !== tb) return ta < tb ? -1 : 1;
	return a.seq - b.seq;
}

/** A voter's weight and the lines explaining why it is not 1. */
export interface Weight {
	weight: number;
	lines: Line[];
}

export interface Adjustment {
	target: string;
	delta: number;
	line: Line;
}

export interface Tally {
	/** Weighted votes per target before adjustments. */
	raw: Record<string, number>;
	/** After adjustments. */
	adjusted: Record<string, number>;
	lines: Line[];
	/** Highest adjusted total, and who has it (in seat order of first ballot). */
	max: number;
	top: string[];
}

/** Avoids 2.1 + 1 + 1 ≠ 1 + 1 + 2.1 surprises with fractional weights. */
export function roundVotes(x: number): number {
	return Math.round(x * 1000) / 1000;
}

/**
 * Replaces the voter's ballot (or removes it when target is undefined). A ballot corrected
 * without a new post keeps its floor and post time, so a correction never moves it in the
 * forum's order.
 */
export function castBallot(
	ballots: readonly Ballot[],
	voter: string,
	target: string | null | undefined,
	seq: number,
	at: number,
	post: Post = {}
): Ballot[] {
	const old = ballots.find((b) => b.voter === voter);
	const rest = ballots.filter((b) => b.voter !== voter);
	if (target === undefined) return rest;
	const floor = post.floor ?? (post.postedAt === undefined ? old?.floor : undefined);
	const postedAt = post.postedAt ?? (post.floor === undefined ? old?.postedAt : undefined);
	const ballot: Ballot = { voter, target, seq, at };
	if (floor !== undefined) ballot.floor = floor;
	if (postedAt !== undefined) ballot.postedAt = postedAt;
	return [...rest, ballot];
}

export function tallyBallots(
	ballots: readonly Ballot[],
	weightOf: (voter: string) => Weight,
	adjustments: readonly Adjustment[] = []
): Tally {
	// Maps while counting: seat ids may come from a file, and `raw[id]` would read inherited
	// properties (`constructor`) or set the prototype (`__proto__`).
	const raw = new Map<string, number>();
	const lines: Line[] = [];
	const sorted = [...ballots].sort(byPost);
	for (const b of sorted) {
		const w = weightOf(b.voter);
		lines.push(...w.lines);
		if (b.target === null) continue;
		raw.set(b.target, roundVotes((raw.get(b.target) ?? 0) + w.weight));
	}
	const adjusted = new Map(raw);
	for (const a of adjustments) {
		adjusted.set(a.target, roundVotes((adjusted.get(a.target) ?? 0) + a.delta));
		lines.push(a.line);
	}
	const totals = Object.fromEntries(adjusted);
	const { max, top } = leaders(totals);
	return { raw: Object.fromEntries(raw), adjusted: totals, lines, max, top };
}

/** The highest total and every target that has it. No votes at all: max 0, nobody on top. */
export function leaders(totals: Record<string, number>): { max: number; top: string[] } {
	const entries = Object.entries(totals);
	if (entries.length === 0) return { max: 0, top: [] };
	const max = Math.max(...entries.map(([, v]) => v));
	return { max, top: entries.filter(([, v]) => v === max).map(([k]) => k) };
}

/** The runner-up total below `max`, and who has it. */
export function runnersUp(
	totals: Record<string, number>,
	max: number
): { max: number; top: string[] } {
	const below = Object.fromEntries(Object.entries(totals).filter(([, v]) => v < max));
	return leaders(below);
}

/**
 * Among `candidates`, the first whose running weighted total reached `target` when ballots are
 * counted in the forum's order (`byPost`; a sheriff election's tie-break). Null if none reached it.
 */
export function firstToReach(
	ballots: readonly Ballot[],
	weightOf: (voter: string) => number,
	candidates: readonly string[],
	target: number
): string | null {
	const running = new Map<string, number>();
	for (const b of [...ballots].sort(byPost)) {
		if (b.target === null || !candidates.includes(b.target)) continue;
		const total = roundVotes((running.get(b.target) ?? 0) + weightOf(b.voter));
		running.set(b.target, total);
		if (total >= target) return b.target;
	}
	return null;
}
