/** Lives of a player in rule sets where some roles survive more than one kill. */
export interface Lives {
	current: number;
	max: number;
}

export function livesOf(max: number): Lives {
	return { current: max, max };
}

/**
 * Lives after one resolution: every hit takes one, every heal gives one back, never above the
 * maximum. Heals count after hits, so a heal can undo a hit taken the same night.
 */
export function afterHits(lives: Lives, hits: number, heals: number): Lives {
	return { ...lives, current: Math.min(lives.max, lives.current - hits + heals) };
}

export function isSpent(lives: Lives): boolean {
	return lives.current <= 0;
}
