// The layout's first question at start-up, kept apart from the recovery code it may load.

/**
 * True where the browser has an origin-private file system, so journals may exist: they are
 * always listed at start-up (a killed browser can leave any index of them stale).
 */
export function mayHaveJournals(): boolean {
	return typeof navigator !== 'undefined' && typeof navigator.storage?.getDirectory === 'function';
}

let recovery: Promise<unknown> | null = null;

/** Starts the start-up recovery (once, from the root layout); returns it. */
export function startRecovery(run: () => Promise<unknown>): Promise<unknown> {
	recovery ??= run();
	return recovery;
}

/** Resolves once start-up recovery is over, at once where none was started. Never rejects. */
export function recoveryOver(): Promise<unknown> {
	return (recovery ?? Promise.resolve()).catch(() => undefined);
}
