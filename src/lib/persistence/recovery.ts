import { firstRead, rawLastSeqs } from './idb-read';
import { journalIndex } from './journal-index';

/** The last stored event's seq of each game, through Dexie. */
async function lastSeqs(ids: readonly string[]): Promise<(number | undefined)[]> {
	const { getDb, rowsOf } = await import('./db');
	const db = getDb();
	const rows = await db.transaction('r', db.events, () =>
		Promise.all(ids.map((id) => rowsOf(db.events, id).last()))
	);
	return rows.map((row) => row?.seq);
}

/**
 * Games whose journal holds more events than the database (or that the database lacks): what a
 * crash or a wiped database lost. Cheap when nothing is missing: one read of the index and one
 * query per journaled game, in a single transaction (without Dexie, see idb-read.ts).
 */
export async function gamesBehindJournal(): Promise<string[]> {
	const index = journalIndex();
	if (index.size === 0) return [];
	const entries = [...index];
	const ids = entries.map(([id]) => id);
	const stored = await firstRead(
		() => rawLastSeqs(ids),
		() => lastSeqs(ids)
	);
	return entries
		.filter(([, length], i) => {
			const last = stored[i];
			return (last === undefined ? 0 : last + 1) < length;
		})
		.map(([id]) => id);
}
