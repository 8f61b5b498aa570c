import { getDb, rowsOf } from './db';
import { journalIndex } from './journal-index';

/**
 * Games whose journal holds more events than the database (or that the database lacks): what a
 * crash or a wiped database lost. Cheap when nothing is missing: one read of the index and one
 * query per journaled game, in a single transaction.
 */
export async function gamesBehindJournal(): Promise<string[]> {
	const index = journalIndex();
	if (index.size === 0) return [];
	const db = getDb();
	const entries = [...index];
	const stored = await db.transaction('r', db.events, () =>
		Promise.all(entries.map(([id]) => rowsOf(db.events, id).last()))
	);
	return entries
		.filter(([, length], i) => (stored[i] ? stored[i].seq + 1 : 0) < length)
		.map(([id]) => id);
}
