import Dexie from 'dexie';
import {
	type GameEvent,
	type GameState,
	apply,
	emptyState,
	isRejection,
	rejectionSummary
} from '$lib/engine/core';
import {
	type AnyGameEvent,
	type AnyGameState,
	type EngineAdapter,
	botcPhaseCode,
	botcSummary,
	engineKindOf,
	loadEngine,
	loadedEngine,
	replayWith,
	summaryOfAny
} from '$lib/state/engines';
import { announceGamesChanged } from './changes';
import {
	journalAppend,
	journalDelete,
	journalTruncate,
	journalWrite,
	readJournal
} from './journal';
import { journalIndex } from './journal-index';
import { getDb, SCHEMA_VERSION, type GameRecord } from './db';

/**
 * The stored log is not the one this writer holds: another tab replaced the game from a backup,
 * deleted it, or the database was deleted. Nothing was written.
 */
export class LogConflictError extends Error {
	constructor(
		readonly gameId: string,
		readonly reason: 'deleted' | 'replaced'
	) {
		super(
			reason === 'deleted'
				? `game ${gameId} is no longer stored (deleted elsewhere)`
				: `game ${gameId} was changed elsewhere: its stored log is not the one played here`
		);
		this.name = 'LogConflictError';
	}
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Inside a transaction: the stored log of `id` must be exactly `length` events long and end with
 * `last`, or the write about to happen would interleave with someone else's log.
 */
async function expectStoredTail(id: string, length: number, last: unknown): Promise<void> {
	const db = getDb();
	const [end, beyond] = await Promise.all([
		length > 0 ? db.events.get([id, length - 1]) : Promise.resolve(undefined),
		db.events.get([id, length])
	]);
	if (length > 0 && !end) {
		const any = await db.events.get([id, 0]);
		throw new LogConflictError(id, any ? 'replaced' : 'deleted');
	}
	if (beyond || (length > 0 && last !== undefined && !same(end?.event, last)))
		throw new LogConflictError(id, 'replaced');
}

/** What is stored of a game now: how many events, and the last one (undefined when none). */
export async function storedTail(id: string): Promise<{ length: number; last: unknown }> {
	const db = getDb();
	return db.transaction('r', db.events, async () => {
		const last = await db.events
			.where('[gameId+seq]')
			.between(...range(id), true, true)
			.last();
		return { length: last ? last.seq + 1 : 0, last: last?.event };
	});
}

/** True when the stored log of a game is exactly `log` at its end (same length, same last event). */
export async function matchesStored(id: string, log: readonly unknown[]): Promise<boolean> {
	const tail = await storedTail(id);
	return tail.length === log.length && same(tail.last, log[log.length - 1]);
}

/** A snapshot is written every this many events, so opening a long game replays only a few. */
export const SNAPSHOT_EVERY = 50;

const range = (id: string) =>
	[
		[id, Dexie.minKey],
		[id, Dexie.maxKey]
	] as const;

/** A short, language-neutral phase code the list translates: setup, night:2, day:3, ended. */
export function phaseCode(state: GameState): string {
	return botcPhaseCode(state);
}

export function summaryOf(state: GameState): GameRecord {
	return { ...botcSummary(state), schemaVersion: SCHEMA_VERSION };
}

/** The games row of a state of any engine (BotC, 沉取场, I01). */
export function summaryOfState(state: AnyGameState): GameRecord {
	return { ...summaryOfAny(state), schemaVersion: SCHEMA_VERSION };
}

/**
 * Appends events at `seq` onward and updates the game's row, in one transaction: either all is
 * stored or nothing is. The stored log must be `fromSeq` events long and end with `previous`
 * (the writer's own last event), or it throws a `LogConflictError` and writes nothing: two
 * writers, or a writer and a restored backup, can never interleave.
 */
export async function appendEvents(
	state: AnyGameState,
	fromSeq: number,
	events: readonly AnyGameEvent[],
	previous?: AnyGameEvent
): Promise<void> {
	const db = getDb();
	await db.transaction('rw', db.games, db.events, db.snapshots, async () => {
		await expectStoredTail(state.id, fromSeq, previous);
		let seq = fromSeq;
		for (const event of events) {
			await db.events.add({ gameId: state.id, seq, event, schemaVersion: SCHEMA_VERSION });
			seq++;
		}
		await db.games.put(summaryOfState(state));
		const last = seq - 1;
		if (last > 0 && last % SNAPSHOT_EVERY === 0)
			await db.snapshots.put({ gameId: state.id, seq: last, state });
	});
	journalAppend(state.id, fromSeq, events);
}

/**
 * Removes the events from `fromSeq` on (an undo), with any snapshot taken after them. The stored
 * log must be `storedLength` long and end with `last`, as for `appendEvents`.
 */
export async function truncateEvents(
	state: AnyGameState,
	fromSeq: number,
	expected?: { storedLength: number; last: AnyGameEvent }
): Promise<void> {
	const db = getDb();
	await journalTruncate(state.id, fromSeq);
	await db.transaction('rw', db.games, db.events, db.snapshots, async () => {
		if (expected) await expectStoredTail(state.id, expected.storedLength, expected.last);
		await db.events
			.where('[gameId+seq]')
			.between([state.id, fromSeq], [state.id, Dexie.maxKey], true, true)
			.delete();
		await db.snapshots
			.where('[gameId+seq]')
			.between([state.id, fromSeq], [state.id, Dexie.maxKey], true, true)
			.delete();
		await db.games.put(summaryOfState(state));
	});
}

export interface LoadedGame<S = GameState, E = GameEvent> {
	log: E[];
	state: S;
	/** The engine that replayed the log (chosen from its first event). */
	engine: EngineAdapter;
}

/**
 * Loads a game: the last snapshot plus a replay of the events after it, with the reducer of the
 * game's rule set (read from its first event). Typed as BotC by default; other engines' callers
 * name their state and event types.
 */
export async function loadGame<S = GameState, E = GameEvent>(
	id: string
): Promise<LoadedGame<S, E> | null> {
	const db = getDb();
	// Read inside the transaction; load the engine and replay after it (a Dexie transaction must
	// not wait on anything but the database).
	const read = await db.transaction('r', db.events, db.snapshots, async () => {
		const rows = await db.events
			.where('[gameId+seq]')
			.between(...range(id), true, true)
			.toArray();
		if (rows.length === 0) return null;
		const snap = await db.snapshots
			.where('[gameId+seq]')
			.between(...range(id), true, true)
			.last();
		return { log: rows.map((r) => r.event as AnyGameEvent), snap };
	});
	if (!read) return null;
	const kind = engineKindOf(read.log[0]);
	if (!kind) throw new Error(`game ${id} does not begin with a creation event`);
	const engine = await loadEngine(kind);
	const { log, snap } = read;
	const state =
		snap && snap.seq < log.length
			? replayWith(engine, log.slice(snap.seq + 1), snap.state as AnyGameState)
			: replayWith(engine, log);
	return { log: log as E[], state: state as S, engine };
}

/**
 * For the tab that writes a game: a journal that is not this log's length (a write lost in a
 * crash, a game from before journals) is written whole again, so it can bring the game back if
 * the database ever loses it.
 */
export function refreshJournal(id: string, log: readonly AnyGameEvent[]): void {
	if (journalIndex().get(id) !== log.length) journalWrite(id, log);
}

/** Stores a whole new game (its first event) and returns its state. */
export async function createGame(created: GameEvent): Promise<GameState> {
	const state = apply(emptyState(), created);
	if (isRejection(state)) throw new Error(rejectionSummary(state));
	await appendEvents(state, 0, [created]);
	return state;
}

/** Stores a new game of any engine (its first event, e.g. `i01/create`) and returns its state. */
export async function createAnyGame<S extends AnyGameState>(created: AnyGameEvent): Promise<S> {
	const engine = await engineForCreation(created);
	const state = engine.apply(engine.empty(), created);
	if (isRejection(state)) throw new Error(rejectionSummary(state));
	await appendEvents(state, 0, [created]);
	return state as S;
}

async function engineForCreation(created: unknown): Promise<EngineAdapter> {
	const kind = engineKindOf(created);
	if (!kind) throw new Error('not a game log');
	return loadEngine(kind);
}

/**
 * Writes a whole log as a new game (import, duplicate), with the snapshots a played game would
 * have. Call inside a transaction over games, events and snapshots; returns the final state.
 */
export async function storeWholeLog<S extends AnyGameState = GameState>(
	log: readonly AnyGameEvent[]
): Promise<S> {
	const db = getDb();
	const kind = engineKindOf(log[0]);
	// Loaded beforehand (loadAllEngines): this runs inside a transaction and cannot wait on imports.
	const engine = kind ? loadedEngine(kind) : undefined;
	if (!engine) throw new Error(kind ? `the ${kind} engine is not loaded` : 'not a game log');
	let state = engine.empty();
	const snapshots: { gameId: string; seq: number; state: AnyGameState }[] = [];
	log.forEach((event, seq) => {
		const next = engine.apply(state, event);
		if (isRejection(next)) throw new Error(`event ${seq}: ${rejectionSummary(next)}`);
		state = next;
		if (seq > 0 && seq % SNAPSHOT_EVERY === 0) snapshots.push({ gameId: state.id, seq, state });
	});
	await db.events.bulkAdd(
		log.map((event, seq) => ({ gameId: state.id, seq, event, schemaVersion: SCHEMA_VERSION }))
	);
	if (snapshots.length > 0) await db.snapshots.bulkAdd(snapshots);
	await db.games.put(summaryOfState(state));
	journalWrite(state.id, log);
	return state as unknown as S;
}

/**
 * The same game under a new id, its creation rewritten and a rename appended: a copy that plays
 * on independently of the original.
 */
export function copyLog<E extends AnyGameEvent = GameEvent>(
	log: readonly E[],
	id: string,
	name: string | null,
	at: number
): E[] {
	const [created, ...rest] = log;
	if (!created || !engineKindOf(created)) throw new Error('not a game log');
	const copy: E[] = [{ ...created, id }, ...rest];
	// Every engine takes `game/renamed` (the werewolf ones through their adapter).
	if (name !== null)
		copy.push({ type: 'game/renamed', name: name.slice(0, 80), at } as unknown as E);
	return copy;
}

/** Stores a log as a new game under `id` (its creation rewritten, renamed to `name`). */
export async function storeLogAsCopy(
	log: readonly AnyGameEvent[],
	id: string,
	name: string,
	at: number
): Promise<void> {
	const kind = engineKindOf(log[0]);
	if (kind) await loadEngine(kind);
	const db = getDb();
	await db.transaction('rw', db.games, db.events, db.snapshots, async () => {
		await storeWholeLog(copyLog(log, id, name, at));
	});
}

/** Removes every stored row of a game; call inside a transaction over the three tables. */
export async function removeGameRows(id: string): Promise<void> {
	const db = getDb();
	announceGamesChanged([id]);
	journalDelete(id);
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

/**
 * Brings back, from their journals, the games the database lost or holds shorter (see
 * `gamesBehindJournal`). Each is replayed like an imported game (an unreadable journal is left
 * alone) and stored in its own transaction. Returns the ids restored.
 */
export async function restoreFromJournal(ids: readonly string[]): Promise<string[]> {
	const db = getDb();
	const restored: string[] = [];
	for (const id of ids) {
		const log = (await readJournal(id)) as AnyGameEvent[] | null;
		if (!log || log.length === 0) continue;
		const kind = engineKindOf(log[0]);
		if (!kind || (log[0] as { id?: unknown }).id !== id) continue;
		try {
			await loadEngine(kind);
			const done = await db.transaction('rw', db.games, db.events, db.snapshots, async () => {
				const stored = await db.events
					.where('[gameId+seq]')
					.between(...range(id), true, true)
					.count();
				if (stored >= log.length) return false;
				await removeGameRows(id);
				await storeWholeLog(log);
				return true;
			});
			if (done) restored.push(id);
		} catch (error) {
			console.warn(`journal of game ${id} could not be restored`, error);
		}
	}
	return restored;
}
