/**
 * A saved game as the app stores it (src/lib/persistence/db.ts, game-log.ts): the summary row,
 * one record per event (seq from 0), and a snapshot after every SNAPSHOT_EVERY-th event, as if
 * the storyteller had played it event by event. Written into IndexedDB by bench/browser.mjs.
 */
import type { EventRecord, GameRecord, SnapshotRecord } from '../src/lib/persistence/db';
import { SCHEMA_VERSION } from '../src/lib/persistence/db';
import { SNAPSHOT_EVERY, summaryOf } from '../src/lib/persistence/game-log';
import { BENCH_GAME_NAME, buildGame } from './game';

export interface SavedGame {
	id: string;
	name: string;
	phase: string;
	game: GameRecord;
	events: EventRecord[];
	snapshots: SnapshotRecord[];
}

export function savedGame(events: number, id: string): SavedGame {
	const built = buildGame(events, { id, snapshotEvery: SNAPSHOT_EVERY });
	return {
		id,
		name: BENCH_GAME_NAME,
		phase: built.state.phase.kind,
		game: summaryOf(built.state),
		events: built.log.map((event, seq) => ({
			gameId: id,
			seq,
			event,
			schemaVersion: SCHEMA_VERSION
		})),
		snapshots: built.snapshots.map(({ seq, state }) => ({
			gameId: id,
			seq,
			state,
			schemaVersion: SCHEMA_VERSION
		}))
	};
}
