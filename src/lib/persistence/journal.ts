import { dexieTransaction } from './idb-read';
import { journalIndex, setIndexed } from './journal-index';

// A second copy of every game's event log, outside IndexedDB: one append-only file per game in
// the origin-private file system (OPFS). IndexedDB stays the source of truth; the journal is
// written after each commit, and read only at start-up, to bring back a game the database lost
// (a crash that corrupted it, a wiped database) or holds shorter than it was.
//
// Each file is JSON lines: {"s":seq,"e":event} appends an event, {"t":seq} drops the events from
// seq on (an undo). A small index in localStorage (journal-index.ts) holds each journal's length,
// so start-up reads a file only when the database has less than its journal.

const DIR = 'journal';

type Line = { s: number; e: unknown } | { t: number };

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

async function appendLines(id: string, lines: Line[], replace: boolean): Promise<void> {
	const dir = await journalDirectory();
	if (!dir) return;
	const handle = await dir.getFileHandle(fileName(id), { create: true });
	const size = replace ? 0 : (await handle.getFile()).size;
	const writable = await handle.createWritable({ keepExistingData: !replace });
	await writable.seek(size);
	await writable.write(lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
	await writable.close();
}

/** After a commit, when the writer runs inside a Dexie transaction; at once otherwise. */
function afterCommit(task: () => void) {
	const tx = dexieTransaction();
	if (tx) tx.addEventListener('complete', () => task(), { once: true });
	else task();
}

/**
 * Events `fromSeq`, `fromSeq + 1`, … were stored for game `id`. A journal that is not exactly
 * `fromSeq` long (a write lost in a crash) is taken out of the index rather than extended, so it
 * can never bring back a wrong log; the game's next opening writes it whole again.
 */
export function journalAppend(id: string, fromSeq: number, events: readonly unknown[]): void {
	afterCommit(() => {
		void serial(id, async () => {
			if (fromSeq > 0 && journalIndex().get(id) !== fromSeq) {
				setIndexed(id, null);
				return;
			}
			await appendLines(
				id,
				events.map((e, i) => ({ s: fromSeq + i, e })),
				fromSeq === 0
			);
			setIndexed(id, fromSeq + events.length);
		});
	});
}

/**
 * The events of game `id` from `fromSeq` on are about to be removed (an undo). Written before
 * the database, and awaited: a crash in between leaves the journal shorter than the database
 * (harmless), never longer (which would bring an undone move back).
 */
export function journalTruncate(id: string, fromSeq: number): Promise<void> {
	return serial(id, async () => {
		const length = journalIndex().get(id);
		if (length === undefined) return;
		if (length < fromSeq) {
			setIndexed(id, null);
			return;
		}
		await appendLines(id, [{ t: fromSeq }], false);
		setIndexed(id, fromSeq);
	});
}

/** Game `id` was stored whole (imported, copied, replaced, restored, or its journal was stale). */
export function journalWrite(id: string, log: readonly unknown[]): void {
	afterCommit(() => {
		void serial(id, async () => {
			await appendLines(
				id,
				log.map((e, s) => ({ s, e })),
				true
			);
			setIndexed(id, log.length);
		});
	});
}

/** Game `id` was deleted by the storyteller. */
export function journalDelete(id: string): void {
	afterCommit(() => {
		void serial(id, async () => {
			const dir = await journalDirectory();
			await dir?.removeEntry(fileName(id)).catch(() => undefined);
			setIndexed(id, null);
		});
	});
}

/** Resolves once every journal write asked for so far is done (tests, and before a backup). */
export async function journalSettled(): Promise<void> {
	await Promise.all([...chains.values()]);
}

/**
 * The log in a game's journal: every event in order, undos applied. A line out of order (a write
 * cut short) ends the readable part.
 */
export function parseJournal(text: string): unknown[] {
	const log: unknown[] = [];
	for (const raw of text.split('\n')) {
		if (!raw.trim()) continue;
		let line: Partial<{ s: unknown; e: unknown; t: unknown }>;
		try {
			line = JSON.parse(raw) as typeof line;
		} catch {
			break;
		}
		if (typeof line.t === 'number' && line.t >= 0 && line.t <= log.length) log.length = line.t;
		else if (line.s === log.length && 'e' in line) log.push(line.e);
		else break;
	}
	return log;
}

export async function readJournal(id: string): Promise<unknown[] | null> {
	const dir = await journalDirectory();
	if (!dir) return null;
	try {
		const handle = await dir.getFileHandle(fileName(id));
		return parseJournal(await (await handle.getFile()).text());
	} catch {
		return null;
	}
}

/** Ids of every game with a journal on this device. */
export async function journalIds(): Promise<string[]> {
	const dir = await journalDirectory();
	if (!dir) return [];
	const ids: string[] = [];
	for await (const name of (dir as unknown as { keys(): AsyncIterable<string> }).keys())
		if (name.endsWith('.jsonl')) ids.push(decodeURIComponent(name.slice(0, -'.jsonl'.length)));
	return ids;
}
