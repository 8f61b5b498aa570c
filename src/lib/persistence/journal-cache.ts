import { readLocal, removeLocal, writeLocal } from './local';

// How long each journal file is, kept in localStorage: only a cache (journal.ts). An entry is used
// when the file still has the size and time it records; the file is read otherwise.

const CACHE_KEY = 'grimoire-journal-cache';
/** The index of earlier versions (lengths only, trusted blindly): no longer read. */
const OLD_INDEX_KEY = 'grimoire-journal-index';

/** What is known of one journal file: its length in events, and the size and time it had then. */
export interface JournalFile {
	length: number;
	size: number;
	modified: number;
}
export function readCache(): Map<string, JournalFile> {
	const cache = new Map<string, JournalFile>();
	const raw = readLocal(CACHE_KEY);
	if (raw && typeof raw === 'object' && !Array.isArray(raw))
		for (const [id, v] of Object.entries(raw)) {
			if (!Array.isArray(v) || v.length !== 3) continue;
			const [length, size, modified] = v as unknown[];
			if ([length, size, modified].every((n) => typeof n === 'number' && Number.isFinite(n)))
				cache.set(id, {
					length: length as number,
					size: size as number,
					modified: modified as number
				});
		}
	return cache;
}

export function writeCache(cache: Map<string, JournalFile>) {
	removeLocal(OLD_INDEX_KEY);
	writeLocal(
		CACHE_KEY,
		Object.fromEntries([...cache].map(([id, f]) => [id, [f.length, f.size, f.modified]]))
	);
}

export function cacheSet(id: string, file: JournalFile | null) {
	const cache = readCache();
	if (file) cache.set(id, file);
	else cache.delete(id);
	writeCache(cache);
}
