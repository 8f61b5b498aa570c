import type { GameSummary } from '$lib/engine/ruleset';
import { firstRead, rawGame, rawGames, rawReadGame, type GameRead } from './idb-read';
import type { GameRecord } from './schema';

/** A stored event or snapshot of a game, by its place in the game's log. */
export interface Stored<T> {
	seq: number;
	value: T;
}

/**
 * Where games are kept: each game's summary row, its event log and its snapshots. Plain storage,
 * no rules: what a write must check (the writer's log is the stored one, `LogConflictError`) is
 * done once, in `game-log.ts`, over whichever store is in use. The app uses IndexedDB (`idbStore`); tests and the benchmark can use `createMemoryStore()` instead.
 */
export interface GameStore {
	/**
	 * Runs `work` as one unit over the games, events and snapshots: every write in it is stored,
	 * or (when it throws) none is. `work` may wait on this store only.
	 */
	atomically<T>(mode: 'r' | 'rw', work: () => Promise<T>): Promise<T>;
	listGames(): Promise<GameRecord[]>;
	getGame(id: string): Promise<GameRecord | undefined>;
	/** Writes a game's row (stamped with the schema version). */
	putGame(row: GameSummary): Promise<void>;
	/** The game's events from `fromSeq` (default 0) on, in order. */
	events(id: string, fromSeq?: number): Promise<unknown[]>;
	eventAt(id: string, seq: number): Promise<unknown>;
	lastEvent(id: string): Promise<Stored<unknown> | undefined>;
	countEvents(id: string): Promise<number>;
	/** Adds events at `fromSeq`, `fromSeq + 1`… (refused if one of those places is taken). */
	addEvents(id: string, fromSeq: number, events: readonly unknown[]): Promise<void>;
	lastSnapshot(id: string): Promise<Stored<unknown> | undefined>;
	addSnapshots(id: string, snapshots: readonly Stored<unknown>[]): Promise<void>;
	/** Removes the game's events and snapshots from `fromSeq` on. */
	removeFrom(id: string, fromSeq: number): Promise<void>;
	/** Removes the game: its row, events and snapshots. */
	removeGame(id: string): Promise<void>;
	/**
	 * What opening a game reads, in one read-only unit: its row, its last snapshot and, with
	 * `withEvents`, its whole log (`readGameIn` for a store without a faster way).
	 */
	readGame(id: string, withEvents: boolean): Promise<GameRead>;
}

/** What opening a game reads in one unit: its row, its last snapshot and (when asked) its log. */
export type { GameRead };

/** `readGame` for a store that has only the plain operations: one read-only unit of them. */
export function readGameIn(
	store: Omit<GameStore, 'readGame'>,
	id: string,
	withEvents: boolean
): Promise<GameRead> {
	return store.atomically('r', async () => {
		const [row, snapshot, events] = await Promise.all([
			store.getGame(id),
			store.lastSnapshot(id),
			withEvents ? store.events(id) : undefined
		]);
		return { row, snapshot, ...(events && { events }) };
	});
}

type DexieStore = Omit<GameStore, 'readGame'>;

let dexie: DexieStore | undefined;

/** Called by db.ts as it loads: from then on every operation goes to Dexie at once. */
export function provideDexieStore(store: DexieStore): void {
	dexie = store;
}

async function loadDexie(): Promise<DexieStore> {
	await import('./db');
	if (!dexie) throw new Error('db.ts did not provide its store');
	return dexie;
}

/**
 * Runs `use` on the Dexie store, loaded on first use. Once loaded it is called at once, in the
 * caller's turn: inside a unit of work nothing else may be awaited.
 */
const viaDexie = <T>(use: (store: DexieStore) => Promise<T>): Promise<T> =>
	dexie ? use(dexie) : loadDexie().then(use);

/**
 * The games in IndexedDB. Reads before anything is written go to the database directly
 * (idb-read.ts); Dexie (db.ts's `dexieStore`, every write passing the database's `storable` check) is
 * loaded for everything else.
 */
export const idbStore: GameStore = {
	atomically: (mode, work) => viaDexie((s) => s.atomically(mode, work)),
	listGames: () => firstRead(rawGames, () => viaDexie((s) => s.listGames())),
	getGame: (id) =>
		firstRead(
			() => rawGame(id),
			() => viaDexie((s) => s.getGame(id))
		),
	putGame: (row) => viaDexie((s) => s.putGame(row)),
	events: (id, fromSeq) => viaDexie((s) => s.events(id, fromSeq)),
	eventAt: (id, seq) => viaDexie((s) => s.eventAt(id, seq)),
	lastEvent: (id) => viaDexie((s) => s.lastEvent(id)),
	countEvents: (id) => viaDexie((s) => s.countEvents(id)),
	addEvents: (id, fromSeq, events) => viaDexie((s) => s.addEvents(id, fromSeq, events)),
	lastSnapshot: (id) => viaDexie((s) => s.lastSnapshot(id)),
	addSnapshots: (id, snapshots) => viaDexie((s) => s.addSnapshots(id, snapshots)),
	removeFrom: (id, fromSeq) => viaDexie((s) => s.removeFrom(id, fromSeq)),
	removeGame: (id) => viaDexie((s) => s.removeGame(id)),
	readGame: (id, withEvents) =>
		firstRead(
			() => rawReadGame(id, withEvents),
			() => viaDexie((s) => readGameIn(s, id, withEvents))
		)
};

let current: GameStore = idbStore;

/** The store games are kept in. */
export function gameStore(): GameStore {
	return current;
}

/** Keeps games in `store` from now on (tests, the benchmark); returns the one it replaces. */
export function useGameStore(store: GameStore): GameStore {
	const before = current;
	current = store;
	return before;
}
