import type { GameStore, Stored } from './game-store';
import { NotPlainDataError, SCHEMA_VERSION, storable, type GameRecord } from './schema';

interface Tables {
	games: Map<string, GameRecord>;
	/** Per game: seq → value. */
	events: Map<string, Map<number, unknown>>;
	snapshots: Map<string, Map<number, unknown>>;
}

const copy = (t: Tables): Tables => ({
	games: new Map(t.games),
	events: new Map([...t.events].map(([id, rows]) => [id, new Map(rows)])),
	snapshots: new Map([...t.snapshots].map(([id, rows]) => [id, new Map(rows)]))
});

/** A clone of plain data, as IndexedDB keeps it; anything else is refused naming the table. */
function plain(table: string, value: unknown): unknown {
	try {
		return structuredClone(value);
	} catch (error) {
		throw new NotPlainDataError(table, error);
	}
}

const sorted = (rows: Map<number, unknown> | undefined): Stored<unknown>[] =>
	[...(rows ?? [])].sort(([a], [b]) => a - b).map(([seq, value]) => ({ seq, value }));

/**
 * Games kept in memory, for tests and the benchmark: the same contract as the IndexedDB store
 * (values cloned on the way in and refused when they are not plain data, all-or-nothing units),
 * gone when the page is.
 */
export function createMemoryStore(): GameStore {
	let t: Tables = { games: new Map(), events: new Map(), snapshots: new Map() };
	const rowsOf = (table: Map<string, Map<number, unknown>>, id: string) => {
		let rows = table.get(id);
		if (!rows) table.set(id, (rows = new Map()));
		return rows;
	};
	const store: GameStore = {
		async atomically(_mode, work) {
			const before = copy(t);
			try {
				return await work();
			} catch (error) {
				t = before;
				throw error;
			}
		},
		listGames: async () => [...t.games.values()].map((r) => structuredClone(r)),
		getGame: async (id) => {
			const row = t.games.get(id);
			return row && structuredClone(row);
		},
		async putGame(row) {
			t.games.set(
				row.id,
				storable('games', { ...row, schemaVersion: SCHEMA_VERSION }) as GameRecord
			);
		},
		events: async (id, fromSeq = 0) =>
			sorted(t.events.get(id))
				.filter((r) => r.seq >= fromSeq)
				.map((r) => structuredClone(r.value)),
		eventAt: async (id, seq) => structuredClone(t.events.get(id)?.get(seq)),
		lastEvent: async (id) => structuredClone(sorted(t.events.get(id)).at(-1)),
		countEvents: async (id) => t.events.get(id)?.size ?? 0,
		async addEvents(id, fromSeq, events) {
			const rows = rowsOf(t.events, id);
			const values = events.map((e) => plain('events', e));
			values.forEach((_, i) => {
				if (rows.has(fromSeq + i)) throw new Error(`events: key [${id}, ${fromSeq + i}] exists`);
			});
			values.forEach((v, i) => rows.set(fromSeq + i, v));
		},
		lastSnapshot: async (id) => structuredClone(sorted(t.snapshots.get(id)).at(-1)),
		async addSnapshots(id, snapshots) {
			const rows = rowsOf(t.snapshots, id);
			for (const s of snapshots) rows.set(s.seq, plain('snapshots', s.value));
		},
		async removeFrom(id, fromSeq) {
			for (const table of [t.events, t.snapshots])
				for (const seq of [...(table.get(id)?.keys() ?? [])])
					if (seq >= fromSeq) table.get(id)?.delete(seq);
		},
		async removeGame(id) {
			t.events.delete(id);
			t.snapshots.delete(id);
			t.games.delete(id);
		}
	};
	return store;
}
