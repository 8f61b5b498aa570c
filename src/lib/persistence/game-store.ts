import type { GameSummary } from '$lib/engine/ruleset';
import { getDb, rowsOf, SCHEMA_VERSION, type GameRecord } from './db';

/** A stored event or snapshot of a game, by its place in the game's log. */
export interface Stored<T> {
	seq: number;
	value: T;
}

/**
 * Where games are kept: each game's summary row, its event log and its snapshots. Plain storage,
 * no rules: what a write must check (the writer's log is the stored one, `LogConflictError`) is
 * done once, in `game-log.ts`, over whichever store is in use. The app uses IndexedDB through
 * Dexie (`dexieStore`); tests and the benchmark can use `createMemoryStore()` instead.
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
}

/** The games in IndexedDB (every write passes the database's `storable` check). */
export const dexieStore: GameStore = {
	atomically(mode, work) {
		const db = getDb();
		return db.transaction(mode, db.games, db.events, db.snapshots, work);
	},
	listGames: () => getDb().games.toArray(),
	getGame: (id) => getDb().games.get(id),
	async putGame(row) {
		await getDb().games.put({ ...row, schemaVersion: SCHEMA_VERSION });
	},
	async events(id, fromSeq) {
		const rows = await rowsOf(getDb().events, id, fromSeq).toArray();
		return rows.map((r) => r.event);
	},
	async eventAt(id, seq) {
		return (await getDb().events.get([id, seq]))?.event;
	},
	async lastEvent(id) {
		const last = await rowsOf(getDb().events, id).last();
		return last && { seq: last.seq, value: last.event };
	},
	countEvents: (id) => rowsOf(getDb().events, id).count(),
	async addEvents(id, fromSeq, events) {
		await getDb().events.bulkAdd(
			events.map((event, i) => ({
				gameId: id,
				seq: fromSeq + i,
				event,
				schemaVersion: SCHEMA_VERSION
			}))
		);
	},
	async lastSnapshot(id) {
		const last = await rowsOf(getDb().snapshots, id).last();
		return last && { seq: last.seq, value: last.state };
	},
	async addSnapshots(id, snapshots) {
		await getDb().snapshots.bulkPut(
			snapshots.map(({ seq, value }) => ({ gameId: id, seq, state: value }))
		);
	},
	async removeFrom(id, fromSeq) {
		const db = getDb();
		await rowsOf(db.events, id, fromSeq).delete();
		await rowsOf(db.snapshots, id, fromSeq).delete();
	},
	async removeGame(id) {
		const db = getDb();
		await rowsOf(db.events, id).delete();
		await rowsOf(db.snapshots, id).delete();
		await db.games.delete(id);
	}
};

let current: GameStore = dexieStore;

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
