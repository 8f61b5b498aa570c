import type { GameStatus, GameSummary } from '$lib/engine/ruleset';

// What is stored: the names, record shapes and the one write check (db.ts, Dexie's side of them,
// applies it to every write).

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
	/**
	 * The file's own characters named like official ones (their ids in the file) that the
	 * storyteller keeps as the file's own: the offer to play them as official leaves them out.
	 */
	keptOwn?: string[];
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
