import Dexie from 'dexie';
import {
	type GameEvent,
	type GameState,
	apply,
	emptyState,
	isRejection,
	replay
} from '$lib/engine';
import { getDb, SCHEMA_VERSION, type GameRecord, type GameStatus } from './db';

/** A snapshot is written every this many events, so opening a long game replays only a few. */
export const SNAPSHOT_EVERY = 50;

const range = (id: string) =>
	[
		[id, Dexie.minKey],
		[id, Dexie.maxKey]
	] as const;

function statusOf(state: GameState): GameStatus {
	if (state.phase.kind === 'setup') return 'setup';
	if (state.phase.kind === 'ended') return 'finished';
	return 'in-progress';
}

/** A short, language-neutral phase code the list translates: setup, night:2, day:3, ended. */
export function phaseCode(state: GameState): string {
	const p = state.phase;
	return p.kind === 'night' || p.kind === 'day' ? `${p.kind}:${p.n}` : p.kind;
}

export function summaryOf(state: GameState): GameRecord {
	return {
		id: state.id,
		ruleset: state.ruleset,
		scriptName: state.script.name,
		name: state.name,
		createdAt: state.createdAt,
		updatedAt: state.updatedAt,
		status: statusOf(state),
		playerCount: state.seats.length,
		phaseLabel: phaseCode(state),
		schemaVersion: SCHEMA_VERSION
	};
}

/**
 * Appends events at `seq` onward and updates the game's row, in one transaction: either all is
 * stored or nothing is. `events.add` fails on an existing key, so two writers can never fork a log.
 */
export async function appendEvents(
	state: GameState,
	fromSeq: number,
	events: readonly GameEvent[]
): Promise<void> {
	const db = getDb();
	await db.transaction('rw', db.games, db.events, db.snapshots, async () => {
		let seq = fromSeq;
		for (const event of events) {
			await db.events.add({ gameId: state.id, seq, event, schemaVersion: SCHEMA_VERSION });
			seq++;
		}
		await db.games.put(summaryOf(state));
		const last = seq - 1;
		if (last > 0 && last % SNAPSHOT_EVERY === 0)
			await db.snapshots.put({ gameId: state.id, seq: last, state });
	});
}

/** Removes the events from `fromSeq` on (an undo), with any snapshot taken after them. */
export async function truncateEvents(state: GameState, fromSeq: number): Promise<void> {
	const db = getDb();
	await db.transaction('rw', db.games, db.events, db.snapshots, async () => {
		await db.events
			.where('[gameId+seq]')
			.between([state.id, fromSeq], [state.id, Dexie.maxKey], true, true)
			.delete();
		await db.snapshots
			.where('[gameId+seq]')
			.between([state.id, fromSeq], [state.id, Dexie.maxKey], true, true)
			.delete();
		await db.games.put(summaryOf(state));
	});
}

export interface LoadedGame {
	log: GameEvent[];
	state: GameState;
}

/** Loads a game: the last snapshot plus a replay of the events after it. */
export async function loadGame(id: string): Promise<LoadedGame | null> {
	const db = getDb();
	return db.transaction('r', db.events, db.snapshots, async () => {
		const rows = await db.events
			.where('[gameId+seq]')
			.between(...range(id), true, true)
			.toArray();
		if (rows.length === 0) return null;
		const log = rows.map((r) => r.event as GameEvent);
		const snap = await db.snapshots
			.where('[gameId+seq]')
			.between(...range(id), true, true)
			.last();
		let state: GameState;
		if (snap && snap.seq < log.length) {
			state = replay(log.slice(snap.seq + 1), snap.state as GameState);
		} else {
			state = replay(log);
		}
		return { log, state };
	});
}

/** Stores a whole new game (its first event) and returns its state. */
export async function createGame(created: GameEvent): Promise<GameState> {
	const state = apply(emptyState(), created);
	if (isRejection(state)) throw new Error(state.message.en);
	await appendEvents(state, 0, [created]);
	return state;
}
