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

/**
 * Writes a whole log as a new game (import, duplicate), with the snapshots a played game would
 * have. Call inside a transaction over games, events and snapshots; returns the final state.
 */
export async function storeWholeLog(log: readonly GameEvent[]): Promise<GameState> {
	const db = getDb();
	let state = emptyState();
	const snapshots: { gameId: string; seq: number; state: GameState }[] = [];
	log.forEach((event, seq) => {
		const next = apply(state, event);
		if (isRejection(next)) throw new Error(`event ${seq}: ${next.message.en}`);
		state = next;
		if (seq > 0 && seq % SNAPSHOT_EVERY === 0) snapshots.push({ gameId: state.id, seq, state });
	});
	await db.events.bulkAdd(
		log.map((event, seq) => ({ gameId: state.id, seq, event, schemaVersion: SCHEMA_VERSION }))
	);
	if (snapshots.length > 0) await db.snapshots.bulkAdd(snapshots);
	await db.games.put(summaryOf(state));
	return state;
}

/**
 * The same game under a new id, its creation rewritten and a rename appended: a copy that plays
 * on independently of the original.
 */
export function copyLog(
	log: readonly GameEvent[],
	id: string,
	name: string | null,
	at: number
): GameEvent[] {
	const [created, ...rest] = log;
	if (!created || created.type !== 'game/created') throw new Error('not a game log');
	const copy: GameEvent[] = [{ ...created, id }, ...rest];
	if (name !== null) copy.push({ type: 'game/renamed', name: name.slice(0, 80), at });
	return copy;
}

/** Removes every stored row of a game; call inside a transaction over the three tables. */
export async function removeGameRows(id: string): Promise<void> {
	const db = getDb();
	await db.events
		.where('[gameId+seq]')
		.between(...range(id), true, true)
		.delete();
	await db.snapshots
		.where('[gameId+seq]')
		.between(...range(id), true, true)
		.delete();
	await db.games.delete(id);
}
