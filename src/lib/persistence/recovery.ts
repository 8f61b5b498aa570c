import { listJournals } from './journal';

/**
 * Games whose journal holds more events than the database (or that the database lacks): what a
 * crash or a wiped database lost. The journals are found by listing their files (never from an
 * index a kill may have left stale); their lengths come from a cache checked against each file's
 * size and time. Then one query per journaled game, in a single read-only transaction (the
 * database code, Dexie, is loaded only then: a device without journals starts without it).
 */
export async function gamesBehindJournal(): Promise<string[]> {
	const journals = await listJournals();
	if (journals.size === 0) return [];
	const entries = [...journals];
	const { getDb, rowsOf } = await import('./db');
	const db = getDb();
	const stored = await db.transaction('r', db.events, () =>
		Promise.all(entries.map(([id]) => rowsOf(db.events, id).last()))
	);
	return entries
		.filter(([, length], i) => {
			const last = stored[i]?.seq;
			return (last === undefined ? 0 : last + 1) < length;
		})
		.map(([id]) => id);
}
