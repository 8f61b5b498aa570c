import { announceGamesChanged } from './changes';
import { provideDexieStore, type GameStore } from './game-store';
import { dexieArrived } from './idb-read';
import {
	DB_NAME,
	SCHEMA_VERSION,
	storable,
	type EventRecord,
	type GameRecord,
	type ScriptRecord,
	type SettingRecord,
	type SnapshotRecord
} from './schema';
import Dexie, { type DBCore, type EntityTable, type Middleware, type Table } from 'dexie';

// The record shapes and the write check live in schema.ts, which the first screens load without
// Dexie; this module is Dexie's side of them.
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
	}
}

// From now on every read goes through Dexie (the first screens' raw reads stop, idb-read.ts).
dexieArrived(() => Dexie.currentTransaction?.idbtrans);

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

/** The games in IndexedDB (every write passes the database's `storable` check). */
export const dexieStore: Omit<GameStore, 'readGame'> = {
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

// Units of work over games (game-store.ts) use this store from now on, in the caller's turn.
provideDexieStore(dexieStore);
