import type { GameSummary } from '$lib/engine/ruleset';
import { dexieStore } from './dexie-store';
import type { GameRecord } from './schema';

/** A stored event or snapshot of a game, by its place in the game's log. */
export interface Stored<T> {
	seq: number;
	value: T;
}

/**
 * Where games are kept: each game's summary row, its event log and its snapshots. Plain storage,
 * no rules: what a write must check (the writer's log is the stored one, `LogConflictError`) is
 * done once, in `game-log.ts`, over whichever store is in use. The app uses IndexedDB through Dexie (`dexieStore`, its one
 * IndexedDB driver); tests and the benchmark can use `createMemoryStore()` instead.
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

/** What opening a game reads in one unit: its row, its last snapshot and (when asked) its log. */
export interface GameRead {
	row: GameRecord | undefined;
	snapshot: Stored<unknown> | undefined;
	/** The whole log, when asked for. */
	events?: unknown[];
}

/**
 * What opening a game reads, in one read-only unit of the store games are kept in: its row, its
 * last snapshot and, with `withEvents`, its whole log.
 */
export function readGame(id: string, withEvents: boolean): Promise<GameRead> {
	const store = current;
	return store.atomically('r', async () => {
		const [row, snapshot, events] = await Promise.all([
			store.getGame(id),
			store.lastSnapshot(id),
			withEvents ? store.events(id) : undefined
		]);
		return { row, snapshot, ...(events && { events }) };
	});
}

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
