import { readLocal, readLocalText, writeLocal } from './local';
// The lengths of the games' journals (journal.ts), kept in localStorage: small and read at once
// at start-up, so the app reads a journal file only when the database holds less than it.

const INDEX_KEY = 'grimoire-journal-index';

/** True when any game has a journal: only then is the start-up check's code loaded. */
export function hasJournals(): boolean {
	const raw = readLocalText(INDEX_KEY);
	return !!raw && raw !== '{}';
}

/** Each journal's length as last written, by game id. */
export function journalIndex(): Map<string, number> {
	const index = new Map<string, number>();
	// An unreadable index is rebuilt as journals are written.
	const raw = readLocal(INDEX_KEY);
	if (raw && typeof raw === 'object' && !Array.isArray(raw))
		for (const [id, n] of Object.entries(raw))
			if (typeof n === 'number' && Number.isInteger(n) && n >= 0) index.set(id, n);
	return index;
}

export function setIndexed(id: string, length: number | null) {
	const index = journalIndex();
	if (length === null) index.delete(id);
	else index.set(id, length);
	// Without localStorage the journal is still written; start-up then cannot tell it exists.
	writeLocal(INDEX_KEY, Object.fromEntries(index));
}
