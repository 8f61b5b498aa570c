import type { GameRecord } from '$lib/persistence/schema';
import { readLocal, removeLocal, writeLocal } from '$lib/persistence/local';

/**
 * The saved games' summary rows the home screen last read from the database, kept in
 * localStorage: a home screen opened anew (a cold start) draws its list from them at once, like
 * its kept picture, and reads the database (and first lets start-up recovery check the journals)
 * after its first frame; the rows read then replace them. Kept apart from the list's code: the
 * root layout asks whether there are any.
 */
const ROWS_KEY = 'grimoire-games-rows';
const MAX_KEPT_ROWS = 200;

export function keptRows(): GameRecord[] | null {
	const rows = readLocal(ROWS_KEY);
	return Array.isArray(rows) && rows.length > 0 ? (rows as GameRecord[]) : null;
}

export function keepRows(rows: readonly GameRecord[]): void {
	if (rows.length === 0 || rows.length > MAX_KEPT_ROWS) removeLocal(ROWS_KEY);
	else writeLocal(ROWS_KEY, rows);
}

/** At most this long after the first ask, the home screen counts as drawn (a list never shown). */
const DRAWN_AT_LATEST_MS = 5000;
let drawn: (() => void) | null = null;
let drawnPromise: Promise<void> | null = null;

/**
 * Resolves once the home screen drawn from the kept rows has been painted with its cards (or at
 * the latest DRAWN_AT_LATEST_MS after the first ask): what waits for it (the journals' check, the
 * database read) loads Dexie, which the first screen does not need.
 */
export function homeDrawn(): Promise<void> {
	drawnPromise ??= new Promise<void>((done) => {
		drawn = done;
		setTimeout(done, DRAWN_AT_LATEST_MS);
	});
	return drawnPromise;
}

/** Said by the home screen once its list is painted. */
export function markHomeDrawn(): void {
	void homeDrawn();
	drawn?.();
}
