import type { GameStatus, GameSummary } from '$lib/engine/ruleset';
import { announceGamesChanged } from './changes';
import Dexie, { type DBCore, type EntityTable, type Middleware, type Table } from 'dexie';

export const DB_NAME = 'storyteller-grimoire';

/** Version of the stored record shapes below; bump with a migration when one changes. */
export const SCHEMA_VERSION = 1;

export type { GameStatus };

/** One row per game: the summary the games list shows without replaying the log. */
export interface GameRecord extends GameSummary {
	schemaVersion: number;
}

/** One accepted command's event; the log of a game is its events in `seq` order. */
export interface EventRecord {
	gameId: string;
	seq: number;
	event: unknown;
	schemaVersion: number;
}

/** The game state after event `seq`, so opening a game need not replay from the start. */
export interface SnapshotRecord {
	gameId: string;
	seq: number;
	state: unknown;
	/** Stamped on every write by the database itself (see `storable`). */
	schemaVersion?: number;
}

export interface ScriptRecord {
	id: string;
	name: string;
	/** The script exactly as imported (official custom-script JSON). */
	json: unknown;
	importedAt: number;
	/** Stamped on every write by the database itself (see `storable`). */
	schemaVersion?: number;
}

export interface SettingRecord {
	key: string;
	value: unknown;
	/** Stamped on every write by the database itself (see `storable`). */
	schemaVersion?: number;
}

/** A value handed to the database that is not plain data (e.g. a Svelte `$state` proxy). */
export class NotPlainDataError extends Error {
	constructor(
		readonly table: string,
		cause: unknown
	) {
		super(
			`not stored: a record for "${table}" is not plain data (${cause instanceof Error ? cause.message : String(cause)}); pass $state.snapshot(...) or build it plain`
		);
		this.name = 'NotPlainDataError';
	}
}

/**
 * The one place every write passes: a record must be a structured clone of plain data, and
 * says which schema wrote it so a later version can migrate it.
 *
 * IndexedDB clones what it stores, and a reactive proxy (Svelte's `$state`) cannot be cloned:
 * the write would fail deep inside the browser with a bare DataCloneError. Cloning here first
 * turns that into an error naming the table, in every browser and in the tests' fake database.
 * A record that already carries a version (e.g. copied from an older backup) keeps it.
 */
export function storable(table: string, value: unknown): unknown {
	let plain: unknown;
	try {
		plain = structuredClone(value);
	} catch (error) {
		throw new NotPlainDataError(table, error);
	}
	return plain && typeof plain === 'object' && !('schemaVersion' in plain)
		? { ...plain, schemaVersion: SCHEMA_VERSION }
		: plain;
}

const checkWrites: Middleware<DBCore> = {
	stack: 'dbcore',
	name: 'checkWrites',
	create(down) {
		return {
			...down,
			table(name) {
				const table = down.table(name);
				return {
					...table,
					mutate(req) {
						if (req.type !== 'add' && req.type !== 'put') return table.mutate(req);
						let values: unknown[];
						try {
							values = req.values.map((value: unknown) => storable(name, value));
						} catch (error) {
							return Promise.reject(error);
						}
						return table.mutate({ ...req, values });
					}
				};
			}
		};
	}
};

export class GrimoireDB extends Dexie {
	games!: EntityTable<GameRecord, 'id'>;
	events!: Table<EventRecord, [string, number]>;
	snapshots!: Table<SnapshotRecord, [string, number]>;
	scripts!: EntityTable<ScriptRecord, 'id'>;
	settings!: EntityTable<SettingRecord, 'key'>;

	constructor(name = DB_NAME) {
		super(name);
		// Declared versions are never edited once shipped: add version(2) with an upgrade instead.
		this.version(1).stores({
			games: 'id, updatedAt, status',
			events: '[gameId+seq]',
			snapshots: '[gameId+seq]',
			scripts: 'id, name, importedAt',
			settings: 'key'
		});
		this.use(checkWrites);
	}
}

let instance: GrimoireDB | undefined;

/** The app's one database connection, opened on first use. */
export function getDb(): GrimoireDB {
	if (!instance) {
		instance = new GrimoireDB();
		// Another tab (or the browser's "clear site data") deletes or upgrades the database: this
		// connection is closed, and every open game must check what is left before writing again.
		instance.on('versionchange', () => {
			announceGamesChanged(null);
		});
	}
	return instance;
}

/**
 * The keys of one game's rows in `events` and `snapshots` (`[gameId+seq]`), from its first to
 * its last: the one way every query reads or removes a game's log.
 */
export function gameRange(id: string, fromSeq?: number) {
	return [
		[id, fromSeq ?? Dexie.minKey],
		[id, Dexie.maxKey]
	] as const;
}

/** One game's rows of `events` or `snapshots`, in seq order. */
export function rowsOf<T>(table: Table<T, [string, number]>, id: string, fromSeq?: number) {
	return table.where('[gameId+seq]').between(...gameRange(id, fromSeq), true, true);
}
