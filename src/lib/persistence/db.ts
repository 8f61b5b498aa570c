import { announceGamesChanged } from './changes';
import { useTransactionProbe } from './journal';
import {
	DB_NAME,
	storable,
	type EventRecord,
	type GameRecord,
	type ScriptRecord,
	type SettingRecord,
	type SnapshotRecord
} from './schema';
import Dexie, { type DBCore, type EntityTable, type Middleware, type Table } from 'dexie';

// The app's one IndexedDB driver is Dexie: this module declares the database (the record shapes and
// the write check live in schema.ts), dexie-store.ts keeps games in it. Importing it opens nothing.
export * from './schema';

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
		// No screen watches a query (no liveQuery): Dexie's query cache and its change tracking
		// would only cost each write its bookkeeping and a message to every other tab. Tabs learn of
		// a move from the game's own channel (persistence/changes.ts).
		this.unuse({ stack: 'dbcore', name: 'Cache' });
		this.unuse({ stack: 'dbcore', name: 'Observability' });
	}
}

let instance: GrimoireDB | undefined;

/** The app's one database connection, opened on first use. */
export function getDb(): GrimoireDB {
	if (!instance) {
		instance = new GrimoireDB();
		// Another tab (or the browser's "clear site data") deletes or upgrades the database: this
		// connection is closed, and every open game must check what is left before writing again.
		instance.on('versionchange', (event: IDBVersionChangeEvent) => {
			announceGamesChanged(null, event.newVersion === null);
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

/** The IndexedDB transaction Dexie runs the caller in, if any (the journal writes after its commit). */
export function dexieTransaction(): IDBTransaction | undefined {
	return Dexie.currentTransaction?.idbtrans;
}

useTransactionProbe(dexieTransaction);
