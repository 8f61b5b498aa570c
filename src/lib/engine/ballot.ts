import type { Line } from './text';

/**
 * Ballot-style day votes (forum werewolf): every voter casts one ballot for one target or none,
 * each ballot has a weight, targets may get adjustments, and the tally explains every rule that
 * changed it. The rule set decides who wins the ballot (top, tie policy, first to reach).
 */
export interface Ballot {
	voter: string;
	target: string | null;
	/** Order of casting; a recast ballot moves to the end. */
	seq: number;
	at: number;
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

/** Replaces the voter's ballot (or removes it when target is undefined). */
export function castBallot(
	ballots: readonly Ballot[],
	voter: string,
	target: string | null | undefined,
	seq: number,
	at: number
): Ballot[] {
	const rest = ballots.filter((b) => b.voter !== voter);
	return target === undefined ? rest : [...rest, { voter, target, seq, at }];
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
	const sorted = [...ballots].sort((a, b) => a.seq - b.seq);
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
 * counted in casting order (a sheriff election's tie-break). Null if none reached it.
 */
export function firstToReach(
	ballots: readonly Ballot[],
	weightOf: (voter: string) => number,
	candidates: readonly string[],
	target: number
): string | null {
	const running = new Map<string, number>();
	for (const b of [...ballots].sort((a, c) => a.seq - c.seq)) {
		if (b.target === null || !candidates.includes(b.target)) continue;
		const total = roundVotes((running.get(b.target) ?? 0) + weightOf(b.voter));
		running.set(b.target, total);
		if (total >= target) return b.target;
	}
	return null;
}
