import Dexie, { type DBCore, type EntityTable, type Middleware, type Table } from 'dexie';

export const DB_NAME = 'storyteller-grimoire';

/** Version of the stored record shapes below; bump with a migration when one changes. */
export const SCHEMA_VERSION = 1;

export type GameStatus = 'setup' | 'in-progress' | 'finished';

/** One row per game: the summary the games list shows without replaying the log. */
export interface GameRecord {
	id: string;
	/** Rule set id, e.g. "botc". */
	ruleset: string;
	scriptName: string;
	/** The storyteller's own name for the game. */
	name: string;
	createdAt: number;
	updatedAt: number;
	status: GameStatus;
	playerCount: number;
	/** Where the game stands, written by the engine when it saves, e.g. "Night 2". */
	phaseLabel: string;
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
	/** Stamped on every write by the database itself (see `stampSchemaVersion`). */
	schemaVersion?: number;
}

export interface ScriptRecord {
	id: string;
	name: string;
	/** The script exactly as imported (official custom-script JSON). */
	json: unknown;
	importedAt: number;
	/** Stamped on every write by the database itself (see `stampSchemaVersion`). */
	schemaVersion?: number;
}

export interface SettingRecord {
	key: string;
	value: unknown;
	/** Stamped on every write by the database itself (see `stampSchemaVersion`). */
	schemaVersion?: number;
}

/**
 * Every stored record says which schema wrote it, so a later version can migrate it. Done once
 * here, under every table, rather than trusted to each writer: a record that already carries a
 * version (e.g. copied from an older backup) keeps it.
 */
const stampSchemaVersion: Middleware<DBCore> = {
	stack: 'dbcore',
	name: 'stampSchemaVersion',
	create(down) {
		return {
			...down,
			table(name) {
				const table = down.table(name);
				return {
					...table,
					mutate(req) {
						if (req.type !== 'add' && req.type !== 'put') return table.mutate(req);
						const values = req.values.map((value: unknown) =>
							value && typeof value === 'object' && !('schemaVersion' in value)
								? { ...value, schemaVersion: SCHEMA_VERSION }
								: value
						);
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
		this.use(stampSchemaVersion);
	}
}

let instance: GrimoireDB | undefined;

/** The app's one database connection, opened on first use. */
export function getDb(): GrimoireDB {
	instance ??= new GrimoireDB();
	return instance;
}
