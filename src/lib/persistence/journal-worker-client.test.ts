import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeLines, parseJournal, wholeLines } from './journal-lines';
import { JournalWriter, type JournalRequest } from './journal-writer';
import { FakeStorage, busyError } from './testing/journal-storage';

// The page's side of the journal (journal.ts) with its worker: a fake Worker that runs the real
// writer over files in memory, and a fake origin-private directory over the same files for what
// the page reads (and writes, without the worker).

const CACHE_KEY = 'grimoire-journal-cache';

let storage: FakeStorage;
/** createWritable calls the page made itself (its way of writing without the worker). */
let pageWritables = 0;

class FakeWorker extends EventTarget {
	static created = 0;
	static refuse = false;
	static last: FakeWorker | null = null;
	readonly writer: JournalWriter;

	constructor() {
		super();
		FakeWorker.created++;
		FakeWorker.last = this;
		this.writer = new JournalWriter(storage, {
			idleMs: 20,
			retryMs: [1],
			onStat: (stat) => this.#emit(stat)
		});
	}

	postMessage(request: JournalRequest) {
		void (async () => {
			if (request.op === 'hello')
				this.#emit(
					FakeWorker.refuse
						? { n: request.n, error: 'no sync handles' }
						: { n: request.n, ok: true }
				);
			else this.#emit(await this.writer.handle(request));
		})();
	}

	terminate() {
		this.writer.closeAll();
	}

	/** The worker dies (its handles go with it). */
	crash() {
		this.writer.closeAll();
		this.dispatchEvent(Object.assign(new Event('error'), { message: 'worker died' }));
	}

	#emit(data: unknown) {
		this.dispatchEvent(new MessageEvent('message', { data }));
	}
}

/** The journal's directory as the page sees it, over `storage`'s files. */
function fakeDirectory() {
	const fileHandle = (name: string) => ({
		kind: 'file' as const,
		async getFile() {
			const file = storage.files.get(name);
			if (!file) throw Object.assign(new Error('gone'), { name: 'NotFoundError' });
			return new File([file.bytes.slice()], name, { lastModified: file.modified });
		},
		async createWritable({ keepExistingData }: { keepExistingData: boolean }) {
			pageWritables++;
			const file = storage.files.get(name)!;
			if (file.locked) throw busyError();
			let buffer = keepExistingData ? file.bytes.slice() : new Uint8Array(0);
			let at = 0;
			return {
				async truncate(size: number) {
					const next = new Uint8Array(size);
					next.set(buffer.subarray(0, size));
					buffer = next;
				},
				async seek(position: number) {
					at = position;
				},
				async write(text: string) {
					const bytes = new TextEncoder().encode(text);
					const next = new Uint8Array(Math.max(buffer.length, at + bytes.length));
					next.set(buffer);
					next.set(bytes, at);
					buffer = next;
					at += bytes.length;
				},
				async close() {
					file.bytes = buffer;
					file.durable = buffer.slice();
					file.modified++;
				}
			};
		}
	});
	return {
		async getFileHandle(name: string, { create = false } = {}) {
			if (!storage.files.has(name)) {
				if (!create) throw Object.assign(new Error('none'), { name: 'NotFoundError' });
				storage.put(name, '');
			}
			return fileHandle(name);
		},
		async removeEntry(name: string) {
			storage.files.delete(name);
		},
		async *entries() {
			for (const name of storage.files.keys()) yield [name, fileHandle(name)] as const;
		}
	};
}

const events = (from: number, count: number) =>
	Array.from({ length: count }, (_, i) => ({ type: 'seat/renamed', name: `n${from + i}` }));

async function freshJournal() {
	vi.resetModules();
	return import('./journal');
}

const cached = (id: string) =>
	(JSON.parse(localStorage.getItem(CACHE_KEY) ?? '{}') as Record<string, number[]>)[id];

beforeEach(() => {
	storage = new FakeStorage();
	pageWritables = 0;
	FakeWorker.created = 0;
	FakeWorker.refuse = false;
	localStorage.clear();
	const directory = fakeDirectory();
	vi.stubGlobal('Worker', FakeWorker);
	Object.defineProperty(navigator, 'storage', {
		configurable: true,
		value: { getDirectory: async () => ({ getDirectoryHandle: async () => directory }) }
	});
});

afterEach(() => {
	FakeWorker.last?.terminate();
	vi.unstubAllGlobals();
	Reflect.deleteProperty(navigator, 'storage');
});

describe('the journal through its worker (journal.ts with a fake worker)', () => {
	it('appends and undos go to the worker, in order; the page writes nothing itself', async () => {
		const journal = await freshJournal();
		const whole = vi.fn(async () => events(0, 0));
		await journal.journalAppend('g1', 0, events(0, 1), whole);
		const pending = [
			journal.journalAppend('g1', 1, events(1, 2), whole),
			journal.journalTruncate('g1', 2),
			journal.journalAppend('g1', 2, events(10, 1), whole)
		];
		await Promise.all(pending);
		expect(await journal.readJournal('g1')).toEqual([...events(0, 2), ...events(10, 1)]);
		expect(whole).not.toHaveBeenCalled();
		expect(pageWritables).toBe(0);
		expect(FakeWorker.created).toBe(1);
		expect(await journal.journalIds()).toEqual(['g1']);
	});

	it('a journal behind the database is written whole from the stored log', async () => {
		const journal = await freshJournal();
		storage.put('g2.jsonl', encodeLines(wholeLines(events(0, 2))));
		const whole = vi.fn(async () => events(0, 6));
		await journal.journalAppend('g2', 5, events(5, 1), whole);
		expect(whole).toHaveBeenCalledTimes(1);
		expect(await journal.readJournal('g2')).toEqual(events(0, 6));
		// Opening the game: written whole only when it is not the log's length.
		await journal.journalEnsure('g2', events(0, 6));
		await journal.journalEnsure('g2', events(0, 7));
		expect(await journal.readJournal('g2')).toEqual(events(0, 7));
		expect(pageWritables).toBe(0);
	});

	it('the cached length is dropped before a whole write and recorded once the worker lets go', async () => {
		const journal = await freshJournal();
		await journal.journalWrite('g3', events(0, 3));
		expect(await journal.listJournals()).toEqual(new Map([['g3', 3]]));
		expect(cached('g3')?.[0]).toBe(3);
		// Dropped before the file is written (a kill in between must not leave it trusted).
		const replace = storage.replace.bind(storage);
		let seen: unknown = 'not written';
		storage.replace = async (name, bytes) => {
			seen = cached('g3');
			return replace(name, bytes);
		};
		await journal.journalWrite('g3', events(0, 5));
		expect(seen).toBeUndefined();
		await journal.journalAppend('g3', 5, events(5, 1), async () => []);
		await vi.waitFor(() => expect(cached('g3')?.[0]).toBe(6));
		const file = storage.files.get('g3.jsonl')!;
		expect(cached('g3')).toEqual([6, file.bytes.length, file.modified]);
		expect(await journal.listJournals()).toEqual(new Map([['g3', 6]]));
	});

	it('journalSettled waits for a write whose transaction committed before its listener ran', async () => {
		const journal = await freshJournal();
		const tx = new EventTarget();
		let settled: Promise<void> | null = null;
		// Dexie's own 'complete' listener comes first: the caller's `await db.transaction(…)` (an
		// import, which then says "added") goes on from it, before the journal's listener runs.
		tx.addEventListener('complete', () => (settled = journal.journalSettled()));
		journal.useTransactionProbe(() => tx as unknown as IDBTransaction);
		void journal.journalWrite('g9', events(0, 4));
		journal.useTransactionProbe(() => undefined);
		tx.dispatchEvent(new Event('complete'));
		await settled;
		expect(parseJournal(new TextDecoder().decode(storage.files.get('g9.jsonl')?.durable))).toEqual(
			events(0, 4)
		);
	});

	it('a deleted game’s journal is let go and removed by the worker', async () => {
		const journal = await freshJournal();
		await journal.journalAppend('g4', 0, events(0, 2), async () => []);
		await journal.journalAppend('g4', 2, events(2, 1), async () => []);
		await journal.journalRemove('g4');
		expect(storage.files.has('g4.jsonl')).toBe(false);
		expect(await journal.readJournal('g4')).toBeNull();
	});

	it('a worker that stops: what it was asked fails softly, and later writes are made by the page', async () => {
		const journal = await freshJournal();
		await journal.journalAppend('g5', 0, events(0, 2), async () => []);
		await journal.journalAppend('g5', 2, events(2, 1), async () => []);
		FakeWorker.last!.crash();
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
		await journal.journalAppend('g5', 3, events(3, 1), async () => events(0, 4));
		await journal.journalTruncate('g5', 3);
		expect(await journal.readJournal('g5')).toEqual(events(0, 3));
		expect(pageWritables).toBe(2);
		expect(FakeWorker.created).toBe(1);
		warn.mockRestore();
	});

	it('without sync handles in the worker the page writes as before, chosen once', async () => {
		FakeWorker.refuse = true;
		const journal = await freshJournal();
		await journal.journalAppend('g6', 0, events(0, 1), async () => []);
		await journal.journalAppend('g6', 1, events(1, 1), async () => []);
		expect(await journal.readJournal('g6')).toEqual(events(0, 2));
		expect(FakeWorker.created).toBe(1);
		expect(pageWritables).toBe(2);

		// A file a worker's append was cut short in (a kill), then written here: the cut line is
		// dropped, a last line without its newline gets one, the next lines read.
		const two = encodeLines(wholeLines(events(0, 2)));
		storage.put('g7.jsonl', two + '{"s":2,"e":{"ty');
		await journal.journalAppend('g7', 2, events(2, 1), async () => []);
		expect(await journal.readJournal('g7')).toEqual(events(0, 3));
		storage.put('g8.jsonl', two.trimEnd());
		await journal.journalTruncate('g8', 1);
		await journal.journalAppend('g8', 1, events(5, 1), async () => []);
		expect(await journal.readJournal('g8')).toEqual([...events(0, 1), ...events(5, 1)]);
	});
});
