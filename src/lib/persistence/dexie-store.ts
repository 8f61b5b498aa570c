import { getDb, rowsOf } from './db';
import type { GameStore } from './game-store';
import { SCHEMA_VERSION } from './schema';

/** The games in IndexedDB, through Dexie (every write passes the database's `storable` check). */
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
