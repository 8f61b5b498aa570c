import { cacheSet, readCache, writeCache, type JournalFile } from './journal-cache';
import {
	encodeLines,
	parseJournal,
	scanJournal,
	wholeLines,
	type JournalScan,
	type Line
} from './journal-lines';
import type { JournalReply, JournalStat } from './journal-writer';
import { startJournalWorker, type Ask } from './journal-worker-start';

export { parseJournal } from './journal-lines';
export type { JournalFile } from './journal-cache';

// A second copy of every game's event log, outside IndexedDB: one append-only file per game in
// the origin-private file system (OPFS). The files are the truth about which games this device
// holds: start-up lists them (not an index that a killed browser may have left stale) and brings
// back, whole, every game the database lost (Chromium deletes a corrupted database after a crash)
// or holds shorter than its journal.
//
// Each file is JSON lines (journal-lines.ts): {"s":seq,"e":event} appends an event, {"t":seq}
// drops the events from seq on (an undo).
//
// Who writes: a worker (journal.worker.ts, journal-writer.ts) that holds a sync access handle on
// each game's file while it is played, writes each append at the end and flushes it before it
// answers; the page only sends the new lines and waits for the answer, so nothing of the file is
// copied or read on the page's thread. A kill during an append can leave the last line cut short:
// readers stop before it and the writer cuts it off when it opens the file again. Whole files (a
// new, imported or repaired game) are written at once (`createWritable`, landed on close). Where
// there is no worker or no sync handle (tests under jsdom, older browsers), chosen once, the page
// writes as before: each write through `createWritable`, which lands on close, so a kill leaves the
// old file or the new one.
//
// How long each file is, kept in localStorage, is only a cache: an entry is used when the file
// still has the size and time it records, and the file is read otherwise. The worker's appends
// only ever add to a file, so its size names its content; before a file is written whole its entry
// is dropped, and the worker reports the size and time to record once it lets go of the file.

const DIR = 'journal';

let directory: Promise<FileSystemDirectoryHandle | null> | null = null;

function journalDirectory(): Promise<FileSystemDirectoryHandle | null> {
	directory ??= (async () => {
		try {
			if (typeof navigator === 'undefined' || !navigator.storage?.getDirectory) return null;
			const root = await navigator.storage.getDirectory();
			return await root.getDirectoryHandle(DIR, { create: true });
		} catch {
			return null;
		}
	})();
	return directory;
}

const fileName = (id: string) => `${encodeURIComponent(id)}.jsonl`;

// ---- reading ----

async function fileOf(id: string, create = false): Promise<FileSystemFileHandle | null> {
	const dir = await journalDirectory();
	if (!dir) return null;
	try {
		return await dir.getFileHandle(fileName(id), { create });
	} catch {
		return null;
	}
}

/** The whole log in game `id`'s journal, or null when it has none. */
export async function readJournal(id: string): Promise<unknown[] | null> {
	const handle = await fileOf(id);
	if (!handle) return null;
	try {
		const file = await handle.getFile();
		const log = parseJournal(await file.text());
		cacheSet(id, { length: log.length, size: file.size, modified: file.lastModified });
		return log;
	} catch {
		return null;
	}
}

/**
 * Every journal on this device, found by listing the files themselves, with each one's length
 * (from the cache when the file is as the cache recorded it, else read from the file).
 */
export async function listJournals(): Promise<Map<string, number>> {
	const found = new Map<string, number>();
	const dir = await journalDirectory();
	if (!dir) return found;
	const cache = readCache();
	const fresh = new Map<string, JournalFile>();
	const entries = (dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> })
		.entries;
	for await (const [name, handle] of entries.call(dir)) {
		if (!name.endsWith('.jsonl') || handle.kind !== 'file') continue;
		let id: string;
		try {
			id = decodeURIComponent(name.slice(0, -'.jsonl'.length));
		} catch {
			continue;
		}
		try {
			const file = await (handle as FileSystemFileHandle).getFile();
			const cached = cache.get(id);
			const length =
				cached && cached.size === file.size && cached.modified === file.lastModified
					? cached.length
					: parseJournal(await file.text()).length;
			fresh.set(id, { length, size: file.size, modified: file.lastModified });
			found.set(id, length);
		} catch {
			// A file that cannot be read brings nothing back.
		}
	}
	writeCache(fresh);
	return found;
}

/** Ids of every game with a journal on this device. */
export async function journalIds(): Promise<string[]> {
	return [...(await listJournals()).keys()];
}

// ---- writing ----

// One write at a time per game, in the order they were asked for.
const chains = new Map<string, Promise<void>>();

function serial(id: string, task: () => Promise<void>): Promise<void> {
	const run = (chains.get(id) ?? Promise.resolve()).then(task).catch((error: unknown) => {
		// The journal is a second copy: a failure here must never stop the game.
		console.warn('journal write failed', error);
	});
	chains.set(id, run);
	return run;
}

// ---- the writer in a worker (where sync access handles exist) ----

/** The worker's request function once it has answered; null: the page writes (chosen once). */
let chosen: Promise<Ask | null> | null = null;

/** The worker that writes the journal, started on the first write; null: written here. */
function journalWorker(): Promise<Ask | null> {
	chosen ??= (async () =>
		(await journalDirectory())
			? startJournalWorker(recordStat, () => (chosen = Promise.resolve(null)))
			: null)();
	return chosen;
}

/** Whole writes since start, per game: a size and time the worker reported before one is stale. */
const rewrites = new Map<string, number>();

/** Before a file is written whole: its cached length goes (its size no longer names its content). */
function forget(id: string) {
	rewrites.set(id, (rewrites.get(id) ?? 0) + 1);
	if (readCache().has(id)) cacheSet(id, null);
}

const whenIdle = (task: () => void) =>
	typeof requestIdleCallback === 'function'
		? requestIdleCallback(task, { timeout: 5_000 })
		: setTimeout(task, 0);

/** The worker let go of a file: its length, size and time go to the cache, when the page is idle. */
function recordStat(stat: JournalStat) {
	let id: string;
	try {
		id = decodeURIComponent(stat.stat.slice(0, -'.jsonl'.length));
	} catch {
		return;
	}
	const generation = rewrites.get(id) ?? 0;
	whenIdle(() => {
		if ((rewrites.get(id) ?? 0) !== generation) return;
		cacheSet(id, { length: stat.length, size: stat.size, modified: stat.modified });
	});
}

/** The worker's answer, or its failure thrown (`serial` reports it). */
function answered(reply: JournalReply): JournalReply {
	if ('error' in reply) throw new Error(reply.error);
	return reply;
}

/** Writes `log` as game `id`'s whole file through the worker. */
async function workerWriteWhole(ask: Ask, id: string, log: readonly unknown[]): Promise<void> {
	forget(id);
	const text = encodeLines(wholeLines(log));
	answered(await ask({ op: 'write', name: fileName(id), length: log.length, text }));
}

// ---- the writer on the page (no worker): each write through createWritable ----

/** What this tab knows of each journal after its own writes (checked against the file's size). */
const known = new Map<string, { length: number; size: number }>();

/**
 * The file's length in events now: what this tab wrote, if the file is still that size; and
 * where its readable part ends (a worker's append a kill cut short is cut off before a write).
 */
async function lengthNow(id: string, file: File): Promise<JournalScan> {
	const mine = known.get(id);
	if (mine && mine.size === file.size) return { length: mine.length, end: file.size, open: false };
	return scanJournal(new Uint8Array(await file.arrayBuffer()));
}

/**
 * Writes `lines` after the readable part `at` (anything after it dropped; a last line without its
 * newline given one), or as the whole file without `at`; the new length `length` is remembered.
 * OPFS lands the write on close: a kill before leaves the file as it was.
 */
async function writeLines(
	handle: FileSystemFileHandle,
	id: string,
	lines: Line[],
	at: JournalScan | null,
	length: number
): Promise<void> {
	const text = (at?.open ? '\n' : '') + encodeLines(lines);
	const end = at?.end ?? 0;
	const writable = await handle.createWritable({ keepExistingData: end > 0 });
	if (end > 0) await writable.truncate(end);
	await writable.seek(end);
	await writable.write(text);
	await writable.close();
	const size = end + encoder.encode(text).length;
	known.set(id, { length, size });
	const file = await handle.getFile();
	cacheSet(id, { length, size: file.size, modified: file.lastModified });
}

const encoder = new TextEncoder();

/** Writes `log` as the whole file. */
function writeWhole(handle: FileSystemFileHandle, id: string, log: readonly unknown[]) {
	return writeLines(handle, id, wholeLines(log), null, log.length);
}

/**
 * The IndexedDB transaction the caller runs in, if any: set by db.ts when the database code loads
 * (a caller inside a Dexie transaction has loaded it), so that listing the journals at start-up
 * does not load Dexie.
 */
let currentTransaction: () => IDBTransaction | undefined = () => undefined;

export function useTransactionProbe(probe: () => IDBTransaction | undefined): void {
	currentTransaction = probe;
}

/**
 * Writes waiting for their transaction to commit. The caller's `await db.transaction(…)` can go on
 * before this module's 'complete' listener has run (Dexie's own listener resolves it first), so
 * `journalSettled` waits for these as well as for the writes already started.
 */
const awaitingCommit = new Set<Promise<void>>();

/** After a commit, when the writer runs inside a Dexie transaction; at once otherwise. */
function afterCommit(task: () => Promise<void>): Promise<void> {
	const tx = currentTransaction();
	if (!tx) return task();
	const done = new Promise<void>((resolve) => {
		tx.addEventListener('complete', () => void task().then(resolve), { once: true });
		// Rolled back: nothing was stored, nothing to journal.
		tx.addEventListener('abort', () => resolve(), { once: true });
		tx.addEventListener('error', () => resolve(), { once: true });
	});
	awaitingCommit.add(done);
	void done.then(() => awaitingCommit.delete(done));
	return done;
}

/**
 * Events `fromSeq`, `fromSeq + 1`, … were stored for game `id`. Resolves once the journal holds
 * them too (never rejects). A journal that is not exactly `fromSeq` long (a write lost in a crash,
 * a game from before journals) is written whole again from `whole()` (the stored log).
 */
export function journalAppend(
	id: string,
	fromSeq: number,
	events: readonly unknown[],
	whole: () => Promise<readonly unknown[]>
): Promise<void> {
	return afterCommit(() =>
		serial(id, async () => {
			const lines = events.map((e, i) => ({ s: fromSeq + i, e }));
			const ask = await journalWorker();
			if (ask) {
				if (fromSeq === 0) forget(id);
				const text = encodeLines(lines);
				const reply = answered(
					await ask({ op: 'append', name: fileName(id), from: fromSeq, count: events.length, text })
				);
				if ('behind' in reply) await workerWriteWhole(ask, id, await whole());
				return;
			}
			const handle = await fileOf(id, true);
			if (!handle) return;
			// From 0: a new game, written whole.
			const now = fromSeq === 0 ? null : await lengthNow(id, await handle.getFile());
			if ((now?.length ?? 0) === fromSeq) {
				await writeLines(handle, id, lines, now, fromSeq + events.length);
				return;
			}
			const log = await whole();
			await writeWhole(handle, id, log);
		})
	);
}

/**
 * The events of game `id` from `fromSeq` on are about to be removed (an undo). Written before
 * the database, and awaited: a crash in between leaves the journal shorter than the database
 * (harmless), never longer (which would bring an undone move back).
 */
export function journalTruncate(id: string, fromSeq: number): Promise<void> {
	return serial(id, async () => {
		const ask = await journalWorker();
		if (ask) {
			answered(await ask({ op: 'truncate', name: fileName(id), from: fromSeq }));
			return;
		}
		const handle = await fileOf(id);
		if (!handle) return;
		const now = await lengthNow(id, await handle.getFile());
		// Shorter already: the next write (or opening the game) writes it whole again.
		if (now.length <= fromSeq) return;
		await writeLines(handle, id, [{ t: fromSeq }], now, fromSeq);
	});
}

/**
 * Game `id` was stored whole (imported, copied, replaced, restored). Inside a transaction, written
 * once it commits; resolves when the file is written (`journalSettled` waits for it too).
 */
export function journalWrite(id: string, log: readonly unknown[]): Promise<void> {
	return afterCommit(() =>
		serial(id, async () => {
			const ask = await journalWorker();
			if (ask) return workerWriteWhole(ask, id, log);
			const handle = await fileOf(id, true);
			if (!handle) return;
			await writeWhole(handle, id, log);
		})
	);
}

/** Writes game `id`'s journal whole from `log` unless it is already that long (opening a game). */
export function journalEnsure(id: string, log: readonly unknown[]): Promise<void> {
	return serial(id, async () => {
		const ask = await journalWorker();
		if (ask) {
			const reply = answered(await ask({ op: 'ensure', name: fileName(id), length: log.length }));
			if ('behind' in reply) await workerWriteWhole(ask, id, log);
			return;
		}
		const handle = await fileOf(id, true);
		if (!handle) return;
		if ((await lengthNow(id, await handle.getFile())).length === log.length) return;
		await writeWhole(handle, id, log);
	});
}

/**
 * Game `id` is being deleted by the storyteller: its journal goes first, so a kill between the two
 * can never bring a deleted game back (the game, if its deletion does not land, is journaled
 * again when it is next opened).
 */
export function journalRemove(id: string): Promise<void> {
	return serial(id, async () => {
		const ask = await journalWorker();
		rewrites.set(id, (rewrites.get(id) ?? 0) + 1);
		known.delete(id);
		if (ask) answered(await ask({ op: 'remove', name: fileName(id) }));
		else {
			const dir = await journalDirectory();
			await dir?.removeEntry(fileName(id)).catch(() => undefined);
		}
		cacheSet(id, null);
	});
}

/** Inside a transaction that removes game `id` (to write it again): its journal goes after it. */
export function journalDelete(id: string): void {
	void afterCommit(() => journalRemove(id));
}

/** Resolves once every journal write asked for so far is done (tests, and before a backup). */
export async function journalSettled(): Promise<void> {
	await Promise.all([...awaitingCommit, ...chains.values()]);
}
