import { scanJournal } from './journal-lines';

// The journal's writer as the worker runs it (journal.worker.ts), over any storage that gives
// synchronous handles: the origin-private file system's `FileSystemSyncAccessHandle` there, a fake
// in the tests. It holds one handle per game file while the game is played, writes each append at
// the file's end and flushes it before it answers, so an answered write survives a kill. No copy
// of the file is made on an append (which `createWritable` does).
//
// Requests are answered one at a time, in the order they came. The page serialises its requests
// per game (journal.ts), so a request never overtakes an earlier one for the same file.

/** The part of `FileSystemSyncAccessHandle` the writer uses. */
export interface SyncHandle {
	getSize(): number;
	read(buffer: Uint8Array, options: { at: number }): number;
	write(buffer: Uint8Array, options: { at: number }): number;
	truncate(size: number): void;
	flush(): void;
	close(): void;
}

/** Where the files are (the journal's directory in the worker; a fake in tests). */
export interface JournalStorage {
	/** The file's handle, the file made first when `create`; null when there is no such file. */
	open(name: string, create: boolean): Promise<SyncHandle | null>;
	/**
	 * Writes `bytes` as the whole file at once: a kill leaves the old file or the new one
	 * (`createWritable` in the worker). Called with no handle open on the file.
	 */
	replace(name: string, bytes: Uint8Array): Promise<void>;
	/** Removes the file (no error when there is none). */
	remove(name: string): Promise<void>;
	/** The file's size and time now, or null (for the page's cache of lengths). */
	stat(name: string): Promise<{ size: number; modified: number } | null>;
	/** Asks writers in other tabs to let go of the file (a handle there keeps it locked). */
	askRelease(name: string): void;
}

export type JournalRequest =
	| { n: number; op: 'hello' }
	/** Events `from`, `from + 1`, … (`count` lines of `text`); from 0, the file is written whole. */
	| { n: number; op: 'append'; name: string; from: number; count: number; text: string }
	/** The whole log, `length` events. */
	| { n: number; op: 'write'; name: string; length: number; text: string }
	/** Answers `behind` unless the file holds `length` events. */
	| { n: number; op: 'ensure'; name: string; length: number }
	/** Drops the events from `from` on (an undo), when the file holds them. */
	| { n: number; op: 'truncate'; name: string; from: number }
	| { n: number; op: 'remove'; name: string };

export type JournalReply =
	| { n: number; ok: true; length?: number; size?: number }
	/** The file holds `behind` events, not the length the request needs: write it whole. */
	| { n: number; behind: number }
	| { n: number; error: string };

/** Sent unasked once a file is let go: what the page's cache of lengths may record. */
export interface JournalStat {
	stat: string;
	length: number;
	size: number;
	modified: number;
}

interface Open {
	handle: SyncHandle;
	timer: ReturnType<typeof setTimeout> | null;
	/** Another tab asked for the file while it was being written: let go after that write. */
	releaseAfter: boolean;
}

export interface WriterOptions {
	/** A handle unused this long is closed (ms). */
	idleMs?: number;
	/** Waits before each new try at a file another tab holds (ms); then the request fails. */
	retryMs?: readonly number[];
	onStat?: (stat: JournalStat) => void;
}

const encoder = new TextEncoder();
const NEWLINE = new Uint8Array([0x0a]);

const busy = (error: unknown) =>
	(error as { name?: unknown } | null)?.name === 'NoModificationAllowedError';

export class JournalWriter {
	readonly #storage: JournalStorage;
	readonly #idleMs: number;
	readonly #retryMs: readonly number[];
	readonly #onStat: (stat: JournalStat) => void;
	readonly #open = new Map<string, Open>();
	/** What this writer knows of each file it wrote: its length in events and its size. */
	readonly #known = new Map<string, { length: number; size: number }>();
	#queue: Promise<unknown> = Promise.resolve();
	/** The file the request now running works on. */
	#working: string | null = null;

	constructor(storage: JournalStorage, options: WriterOptions = {}) {
		this.#storage = storage;
		this.#idleMs = options.idleMs ?? 5_000;
		this.#retryMs = options.retryMs ?? [10, 20, 40, 80, 160, 320, 640, 1_000, 1_000, 1_000];
		this.#onStat = options.onStat ?? (() => undefined);
	}

	/** Answers `request` once every earlier request is answered. Never rejects. */
	handle(request: JournalRequest): Promise<JournalReply> {
		const run = this.#queue.then(() => this.#run(request));
		this.#queue = run;
		return run;
	}

	/** Another tab needs `name`: its handle is closed now, or after the write on it. */
	release(name: string): void {
		const open = this.#open.get(name);
		if (!open) return;
		if (this.#working === name) open.releaseAfter = true;
		else this.#close(name, true);
	}

	/** Closes every handle (the page is going away, or tests). */
	closeAll(): void {
		for (const name of [...this.#open.keys()]) this.#close(name, false);
	}

	/** Names of the files held open now (tests). */
	get held(): string[] {
		return [...this.#open.keys()];
	}

	async #run(request: JournalRequest): Promise<JournalReply> {
		if (request.op === 'hello') return { n: request.n, ok: true };
		this.#working = request.name;
		try {
			return await this.#do(request);
		} catch (error) {
			// A handle that failed may hold a half-known state: read the file again next time.
			this.#close(request.name, false);
			this.#known.delete(request.name);
			return { n: request.n, error: String((error as Error)?.message ?? error) };
		} finally {
			this.#working = null;
			const open = this.#open.get(request.name);
			if (open?.releaseAfter) this.#close(request.name, true);
			else if (open) this.#idle(request.name, open);
		}
	}

	async #do(request: Exclude<JournalRequest, { op: 'hello' }>): Promise<JournalReply> {
		const { n, name } = request;
		switch (request.op) {
			case 'write':
				return this.#replace(n, name, request.text, request.length);
			case 'append': {
				if (request.from === 0) return this.#replace(n, name, request.text, request.count);
				const handle = await this.#handle(name, true);
				const known = this.#known.get(name)!;
				if (known.length !== request.from) return { n, behind: known.length };
				this.#append(handle!, name, request.text, request.from + request.count);
				return this.#ok(n, name);
			}
			case 'ensure': {
				await this.#handle(name, true);
				const known = this.#known.get(name)!;
				return known.length === request.length ? this.#ok(n, name) : { n, behind: known.length };
			}
			case 'truncate': {
				const handle = await this.#handle(name, false);
				if (!handle) return { n, ok: true };
				// Shorter already: the next write (or opening the game) writes it whole again.
				if (this.#known.get(name)!.length <= request.from) return this.#ok(n, name);
				this.#append(handle, name, `{"t":${request.from}}\n`, request.from);
				return this.#ok(n, name);
			}
			case 'remove': {
				this.#close(name, false);
				this.#known.delete(name);
				await this.#retrying(name, () => this.#storage.remove(name));
				return { n, ok: true };
			}
		}
	}

	#ok(n: number, name: string): JournalReply {
		const known = this.#known.get(name)!;
		return { n, ok: true, length: known.length, size: known.size };
	}

	/** Writes `text` at the file's end and flushes it; the file then holds `length` events. */
	#append(handle: SyncHandle, name: string, text: string, length: number) {
		const known = this.#known.get(name)!;
		const bytes = encoder.encode(text);
		handle.write(bytes, { at: known.size });
		handle.flush();
		this.#known.set(name, { length, size: known.size + bytes.length });
	}

	/** The whole file at once (no handle may be open on it meanwhile). */
	async #replace(n: number, name: string, text: string, length: number): Promise<JournalReply> {
		this.#close(name, false);
		this.#known.delete(name);
		const bytes = encoder.encode(text);
		await this.#retrying(name, () => this.#storage.replace(name, bytes));
		this.#known.set(name, { length, size: bytes.length });
		return this.#ok(n, name);
	}

	/**
	 * The file's open handle, opened (and read, unless it is as this writer left it) when needed.
	 * A part a kill cut short is cut off, and a last line without its newline gets one, so the
	 * next line written is read.
	 */
	async #handle(name: string, create: boolean): Promise<SyncHandle | null> {
		const open = this.#open.get(name);
		if (open) return open.handle;
		const handle = await this.#retrying(name, () => this.#storage.open(name, create));
		if (!handle) return null;
		try {
			const size = handle.getSize();
			const known = this.#known.get(name);
			if (!known || known.size !== size) {
				const bytes = new Uint8Array(size);
				handle.read(bytes, { at: 0 });
				const scan = scanJournal(bytes);
				let end = scan.end;
				if (end < size) handle.truncate(end);
				if (scan.open) {
					handle.write(NEWLINE, { at: end });
					end++;
				}
				if (end !== size || scan.open) handle.flush();
				this.#known.set(name, { length: scan.length, size: end });
			}
		} catch (error) {
			handle.close();
			throw error;
		}
		this.#open.set(name, { handle, timer: null, releaseAfter: false });
		return handle;
	}

	/** Runs `task`, trying again while another tab holds the file (asking it to let go). */
	async #retrying<T>(name: string, task: () => Promise<T>): Promise<T> {
		for (let i = 0; ; i++) {
			try {
				return await task();
			} catch (error) {
				if (!busy(error) || i >= this.#retryMs.length) throw error;
				this.#storage.askRelease(name);
				await new Promise((resolve) => setTimeout(resolve, this.#retryMs[i]));
			}
		}
	}

	#idle(name: string, open: Open) {
		if (open.timer) clearTimeout(open.timer);
		open.timer = setTimeout(() => {
			open.timer = null;
			// Closed between requests only (never under one).
			void (this.#queue = this.#queue.then(() => {
				if (this.#open.get(name) === open) this.#close(name, true);
			}));
		}, this.#idleMs);
	}

	/** Lets go of the file; with `report`, then tells the page its size and time. */
	#close(name: string, report: boolean) {
		const open = this.#open.get(name);
		if (!open) return;
		if (open.timer) clearTimeout(open.timer);
		this.#open.delete(name);
		try {
			open.handle.close();
		} catch {
			// Closed already.
		}
		const known = this.#known.get(name);
		if (report && known) void this.#report(name, known);
	}

	async #report(name: string, known: { length: number; size: number }) {
		try {
			const stat = await this.#storage.stat(name);
			// Only when the file is still as this writer left it.
			if (stat && stat.size === known.size && this.#known.get(name) === known)
				this.#onStat({
					stat: name,
					length: known.length,
					size: stat.size,
					modified: stat.modified
				});
		} catch {
			// Only a cache is not updated.
		}
	}
}
