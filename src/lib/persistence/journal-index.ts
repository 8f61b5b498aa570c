// The lengths of the games' journals (journal.ts), kept in localStorage: small and read at once
// at start-up, so the app reads a journal file only when the database holds less than it.

const INDEX_KEY = 'grimoire-journal-index';

/** True when any game has a journal: only then is the start-up check's code loaded. */
export function hasJournals(): boolean {
	try {
		const raw = globalThis.localStorage?.getItem(INDEX_KEY);
		return !!raw && raw !== '{}';
	} catch {
		return false;
	}
}

/** Each journal's length as last written, by game id. */
export function journalIndex(): Map<string, number> {
	const index = new Map<string, number>();
	try {
		const raw = JSON.parse(globalThis.localStorage?.getItem(INDEX_KEY) ?? '{}') as unknown;
		if (raw && typeof raw === 'object' && !Array.isArray(raw))
			for (const [id, n] of Object.entries(raw))
				if (typeof n === 'number' && Number.isInteger(n) && n >= 0) index.set(id, n);
	} catch {
		// An unreadable index is rebuilt as journals are written.
	}
	return index;
}

export function setIndexed(id: string, length: number | null) {
	try {
		const index = journalIndex();
		if (length === null) index.delete(id);
		else index.set(id, length);
		globalThis.localStorage?.setItem(INDEX_KEY, JSON.stringify(Object.fromEntries(index)));
	} catch {
		// Without localStorage the journal is still written; start-up then cannot tell it exists.
	}
}
