/**
 * A penalty-point ledger: entries are added with a reason and removed to reverse them, so the
 * totals and the ejection they cause are always derived, never stored.
 */
export interface PenaltyEntry {
	id: string;
	seat: string;
	points: number;
	reason: string;
	/** Optional article of a penalty code (a rule set's preset), for escalation. */
	article?: string;
	at: number;
}

export function withPenalty(ledger: readonly PenaltyEntry[], entry: PenaltyEntry): PenaltyEntry[] {
	return [...ledger, entry];
}

export function withoutPenalty(ledger: readonly PenaltyEntry[], id: string): PenaltyEntry[] {
	return ledger.filter((e) => e.id !== id);
}

export function penaltyTotal(ledger: readonly PenaltyEntry[], seat: string): number {
	return ledger.filter((e) => e.seat === seat).reduce((sum, e) => sum + e.points, 0);
}

/** How many earlier entries of the same article this seat has (first offence: 0). */
export function priorOffences(
	ledger: readonly PenaltyEntry[],
	seat: string,
	article: string
): number {
	return ledger.filter((e) => e.seat === seat && e.article === article).length;
}

export function isEjected(
	ledger: readonly PenaltyEntry[],
	seat: string,
	threshold: number
): boolean {
	return penaltyTotal(ledger, seat) >= threshold;
}

/** Thresholds (yellow cards, ejection...) a total has reached, in ascending order. */
export function thresholdsReached(total: number, thresholds: readonly number[]): number[] {
	return [...thresholds].sort((a, b) => a - b).filter((t) => total >= t);
}
