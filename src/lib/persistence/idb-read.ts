import { announceGamesChanged } from './changes';
import { DB_NAME, IDB_VERSION, type GameRecord } from './schema';

// The first screens' reads on plain IndexedDB, so that Dexie (the largest piece of the app's
// first screens) loads only when something is written, or once the first screen is drawn.
//
// It reads the database Dexie made (db.ts), in the same stores by the same keys, and only as it
// is: opened without a version, it never creates or upgrades anything. A database that does not
// exist yet (a new device, a wiped database), of another version than db.ts declares, or missing
// a store, is left to Dexie, which creates or upgrades it: every read here answers null, "ask
// Dexie". Once db.ts is loaded, every read goes through Dexie and this connection is closed.

/** A raw read's answer: the value, or null when Dexie must read it instead. */
export type Raw<T> = { value: T } | null;

/** The primary key of each store read here, as db.ts declares it. */
const KEYS: Readonly<Record<string, string | readonly string[]>> = {
	games: 'id',
	events: ['gameId', 'seq'],
	snapshots: ['gameId', 'seq'],
	settings: 'key'
};

/** How long an open may take before Dexie is asked instead (a browser that never answers). */
const OPEN_PATIENCE_MS = 3000;

type Opened = IDBDatabase | null;

let opening: Promise<Opened> | null = null;
/** The connection `opening` gave, while it is open. */
let kept: IDBDatabase | null = null;
let probe: (() => IDBTransaction | undefined) | null = null;

const sameKey = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The version and stores db.ts declares, with their keys: anything else is Dexie's to read. */
function readable(db: IDBDatabase): boolean {
	if (db.version !== IDB_VERSION) return false;
	const names = Object.keys(KEYS);
	if (!names.every((name) => db.objectStoreNames.contains(name))) return false;
	const tx = db.transaction(names, 'readonly');
	return names.every((name) => sameKey(tx.objectStore(name).keyPath, KEYS[name]));
}

/**
 * False when the browser lists the databases and this one is not there at the version db.ts
 * declares: nothing to open (not even for a moment, as an aborted creation would).
 */
async function listed(): Promise<boolean> {
	if (typeof indexedDB === 'undefined') return false;
	if (typeof indexedDB.databases !== 'function') return true;
	const all = await indexedDB.databases();
	return all.some((d) => d.name === DB_NAME && d.version === IDB_VERSION);
}

async function open(): Promise<Opened> {
	try {
		if (!(await listed())) return null;
	} catch {
		return null;
	}
	return new Promise((resolve) => {
		let settled = false;
		const settle = (result: Opened) => {
			clearTimeout(timer);
			if (settled) {
				result?.close();
				return;
			}
			settled = true;
			resolve(result);
		};
		const timer = setTimeout(() => settle(null), OPEN_PATIENCE_MS);
		let request: IDBOpenDBRequest;
		try {
			request = indexedDB.open(DB_NAME);
		} catch {
			return settle(null);
		}
		// Without a version, an upgrade is asked only for a database that does not exist: it is
		// not created here (the aborted upgrade leaves nothing behind), Dexie will.
		request.onupgradeneeded = () => request.transaction?.abort();
		request.onerror = (event) => {
			event.preventDefault();
			settle(null);
		};
		request.onsuccess = () => {
			const db = request.result;
			let ok = false;
			try {
				ok = readable(db);
			} catch {
				// A store that cannot be read: Dexie's to deal with.
			}
			if (!ok) {
				db.close();
				return settle(null);
			}
			// Another tab (or "clear site data") deletes or upgrades the database: let it, and tell
			// every open game, as Dexie's own connection does (db.ts).
			db.onversionchange = () => {
				db.close();
				if (kept === db) {
					kept = null;
					opening = null;
				}
				announceGamesChanged(null);
			};
			if (!settled) kept = db;
			settle(db);
		};
	});
}

/** The open connection (opened once and kept), or null for Dexie. */
async function connection(): Promise<Opened> {
	const current = (opening ??= open());
	const db = await current;
	// Only a usable connection is kept: without one, the next read asks again.
	if (!db && opening === current) opening = null;
	return db;
}

const ask = <T>(request: IDBRequest<T>) =>
	new Promise<T>((resolve, reject) => {
		request.onsuccess = () => resolve(request.result);
		request.onerror = () => reject(request.error);
	});

/** The last row of a cursor's range (the first it meets, walking backwards), if any. */
const lastOf = <T>(store: IDBObjectStore, range: IDBKeyRange) =>
	ask(store.openCursor(range, 'prev')).then((cursor) => cursor?.value as T | undefined);

/** One game's rows of `events` or `snapshots` (keys `[gameId, seq]`), as Dexie's `gameRange`. */
const gameRows = (id: string) => IDBKeyRange.bound([id, -Infinity], [id, []]);

/**
 * Runs `work` in one read-only transaction over `stores`. Any failure answers null: Dexie reads
 * it again, and its answer stands.
 */
async function read<T>(
	stores: string[],
	work: (tx: IDBTransaction) => Promise<T>
): Promise<Raw<T>> {
	try {
		const db = await connection();
		if (!db) return null;
		return { value: await work(db.transaction(stores, 'readonly')) };
	} catch {
		return null;
	}
}

/** A stored setting's value (undefined when unset). */
export function rawSetting(key: string): Promise<Raw<unknown>> {
	return read(['settings'], async (tx) => {
		const row = await ask(tx.objectStore('settings').get(key));
		return (row as { value?: unknown } | undefined)?.value;
	});
}

/** Every game's summary row, in key order (as Dexie's `games.toArray()`). */
export function rawGames(): Promise<Raw<GameRecord[]>> {
	return read(['games'], (tx) => ask(tx.objectStore('games').getAll()) as Promise<GameRecord[]>);
}

export function rawGame(id: string): Promise<Raw<GameRecord | undefined>> {
	return read(
		['games'],
		(tx) => ask(tx.objectStore('games').get(id)) as Promise<GameRecord | undefined>
	);
}

/** The last stored event's seq of each game (undefined for a game with none). */
export function rawLastSeqs(ids: readonly string[]): Promise<Raw<(number | undefined)[]>> {
	return read(['events'], (tx) =>
		Promise.all(
			ids.map((id) =>
				ask(tx.objectStore('events').openKeyCursor(gameRows(id), 'prev')).then(
					(cursor) => (cursor?.primaryKey as [string, number] | undefined)?.[1]
				)
			)
		)
	);
}

/** What opening a game reads, in one transaction (see `GameStore.readGame`). */
export interface GameRead {
	row: GameRecord | undefined;
	snapshot: { seq: number; value: unknown } | undefined;
	/** The whole log, when asked for. */
	events?: unknown[];
}

export function rawReadGame(id: string, withEvents: boolean): Promise<Raw<GameRead>> {
	const stores = withEvents ? ['games', 'snapshots', 'events'] : ['games', 'snapshots'];
	return read(stores, async (tx) => {
		const [row, snap, events] = await Promise.all([
			ask(tx.objectStore('games').get(id)) as Promise<GameRecord | undefined>,
			lastOf<{ seq: number; state: unknown }>(tx.objectStore('snapshots'), gameRows(id)),
			withEvents
				? (ask(tx.objectStore('events').getAll(gameRows(id))) as Promise<{ event: unknown }[]>)
				: undefined
		]);
		return {
			row,
			snapshot: snap && { seq: snap.seq, value: snap.state },
			...(events && { events: events.map((r) => r.event) })
		};
	});
}

/**
 * Reads with `raw` while Dexie is not loaded, else (or when `raw` cannot answer) with `dexie`.
 */
export async function firstRead<T>(
	raw: () => Promise<Raw<T>>,
	dexie: () => Promise<T>
): Promise<T> {
	const got = probe ? null : await raw();
	return got ? got.value : dexie();
}

/**
 * Called by db.ts when it loads: from now on Dexie reads everything, and `probe` tells the
 * IndexedDB transaction Dexie is running in the caller's zone (for the journal).
 */
export function dexieArrived(dexieTransaction: () => IDBTransaction | undefined): void {
	probe = dexieTransaction;
	const current = opening;
	opening = null;
	kept = null;
	void current?.then((db) => db?.close());
}

/** The Dexie transaction the caller runs in, if Dexie is loaded and there is one. */
export function dexieTransaction(): IDBTransaction | undefined {
	return probe?.();
}
