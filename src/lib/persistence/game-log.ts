import {
	type GameEvent,
	type GameState,
	apply,
	emptyState,
	isRejection,
	rejectionSummary
} from '$lib/rulesets/botc/engine/core';
import {
	type AnyGameEvent,
	type AnyGameState,
	type GameSummary,
	type LoadedRuleSet,
	fitsRules
} from '$lib/engine/ruleset';
import { botcPhaseCode, botcSummary } from '$lib/rulesets/botc/rules';
import {
	loadRuleSet,
	loadedRuleSet,
	ruleSetForLog,
	summaryOf as summaryOfAny
} from '$lib/rulesets/load';
import { ruleSetOfLog } from '$lib/rulesets/registry';
import { announceGamesChanged } from './changes';
import { gameStore, readGame } from './game-store';
import {
	journalAppend,
	journalDelete,
	journalEnsure,
	journalSettled,
	journalTruncate,
	journalWrite,
	readJournal
} from './journal';
import { SCHEMA_VERSION, type GameRecord } from './schema';

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
 * Inside a unit of work: the stored log of `id` must be exactly `length` events long and end
 * with `last`, or the write about to happen would interleave with someone else's log.
 */
async function expectStoredTail(id: string, length: number, last: unknown): Promise<void> {
	const store = gameStore();
	const [end, beyond] = await Promise.all([
		length > 0 ? store.eventAt(id, length - 1) : Promise.resolve(undefined),
		store.eventAt(id, length)
	]);
	if (length > 0 && end === undefined) {
		const any = await store.eventAt(id, 0);
		throw new LogConflictError(id, any !== undefined ? 'replaced' : 'deleted');
	}
	if (beyond !== undefined || (length > 0 && last !== undefined && !same(end, last)))
		throw new LogConflictError(id, 'replaced');
}

/** What is stored of a game now: how many events, and the last one (undefined when none). */
export async function storedTail(id: string): Promise<{ length: number; last: unknown }> {
	const store = gameStore();
	return store.atomically('r', async () => {
		const last = await store.lastEvent(id);
		return { length: last ? last.seq + 1 : 0, last: last?.value };
	});
}

/** True when the stored log of a game is exactly `log` at its end (same length, same last event). */
export async function matchesStored(id: string, log: readonly unknown[]): Promise<boolean> {
	const tail = await storedTail(id);
	return tail.length === log.length && same(tail.last, log[log.length - 1]);
}

/** A snapshot is written every this many events, so opening a long game replays only a few. */
export const SNAPSHOT_EVERY = 50;

/** A short, language-neutral phase code the list translates: setup, night:2, day:3, ended. */
export function phaseCode(state: GameState): string {
	return botcPhaseCode(state);
}

export function summaryOf(state: GameState): GameRecord {
	return { ...botcSummary(state), schemaVersion: SCHEMA_VERSION };
}

/** The games row of a state of any rule set (BotC, 《井满田坝》, 沉取场, I01…). */
export function summaryOfState(state: AnyGameState): GameRecord {
	return { ...summaryOfAny(state), schemaVersion: SCHEMA_VERSION };
}

/**
 * The games-list row of a state: by default looked up from the state's rule set; a session hands
 * down its own rule set's `summary` (it holds the rules already).
 */
type Summarize = (state: AnyGameState) => GameSummary;

/**
 * Appends events at `seq` onward and updates the game's row, in one unit: either all is stored
 * or nothing is. The stored log must be `fromSeq` events long and end with `previous` (the
 * writer's own last event), or it throws a `LogConflictError` and writes nothing: two writers,
 * or a writer and a restored backup, can never interleave.
 */
export async function appendEvents(
	state: AnyGameState,
	fromSeq: number,
	events: readonly AnyGameEvent[],
	previous?: AnyGameEvent,
	summary: Summarize = summaryOfAny
): Promise<void> {
	const store = gameStore();
	await store.atomically('rw', async () => {
		await expectStoredTail(state.id, fromSeq, previous);
		await store.addEvents(state.id, fromSeq, events);
		await store.putGame(summary(state));
		const last = fromSeq + events.length - 1;
		if (last > 0 && last % SNAPSHOT_EVERY === 0)
			await store.addSnapshots(state.id, [{ seq: last, value: state }]);
	});
	// Resolved only once the journal holds the events too: what the screen calls saved survives
	// a kill that costs the database. A journal behind (a write a kill lost) is written whole.
	await journalAppend(state.id, fromSeq, events, () => store.events(state.id));
}

/**
 * Removes the events from `fromSeq` on (an undo), with any snapshot taken after them. The stored
 * log must be `storedLength` long and end with `last`, as for `appendEvents`.
 */
export async function truncateEvents(
	state: AnyGameState,
	fromSeq: number,
	expected?: { storedLength: number; last: AnyGameEvent },
	summary: Summarize = summaryOfAny
): Promise<void> {
	const store = gameStore();
	await journalTruncate(state.id, fromSeq);
	await store.atomically('rw', async () => {
		if (expected) await expectStoredTail(state.id, expected.storedLength, expected.last);
		await store.removeFrom(state.id, fromSeq);
		await store.putGame(summary(state));
	});
}

export interface LoadedGame<S = GameState, E = GameEvent> {
	log: E[];
	state: S;
	/** The rule set of the game (recognised by its first event), with its rules. */
	ruleSet: LoadedRuleSet;
}

/**
 * Loads a game: the last snapshot plus a replay of the events after it, with the rules of the
 * game's rule set (read from its first event). Typed as BotC by default; other rule sets'
 * callers name their state and event types.
 */
export async function loadGame<S = GameState, E = GameEvent>(
	id: string
): Promise<LoadedGame<S, E> | null> {
	// One read-only unit (without Dexie when nothing was written yet); the rules are loaded and
	// the log replayed after it (a database transaction must not wait on anything but the database).
	const stored = await readGame(id, true);
	const log = (stored.events ?? []) as AnyGameEvent[];
	if (log.length === 0) return null;
	const ruleSet = await ruleSetForLog(log[0]);
	if (!ruleSet) throw new Error(`game ${id} does not begin with a creation event`);
	// A snapshot from another version of the code (another state shape) is not trusted.
	const snap =
		stored.snapshot && fitsRules(ruleSet, stored.snapshot.value) ? stored.snapshot : null;
	const state =
		snap && snap.seq < log.length
			? ruleSet.ops.replay(log.slice(snap.seq + 1), snap.value as AnyGameState)
			: ruleSet.ops.replay(log);
	return { log: log as E[], state: state as S, ruleSet };
}

/**
 * For the tab that writes a game: a journal that is not this log's length (a write lost in a
 * crash, a game from before journals) is written whole again, so it can bring the game back if
 * the database ever loses it.
 */
export function refreshJournal(id: string, log: readonly AnyGameEvent[]): Promise<void> {
	return journalEnsure(id, log);
}

/** Stores a whole new game (its first event) and returns its state. */
export async function createGame(created: GameEvent): Promise<GameState> {
	const state = apply(emptyState(), created);
	if (isRejection(state)) throw new Error(rejectionSummary(state));
	await appendEvents(state, 0, [created]);
	return state;
}

/** Stores a new game of any rule set (its first event, e.g. `i01/create`) and returns its state. */
export async function createAnyGame<S extends AnyGameState, E extends AnyGameEvent>(
	created: E
): Promise<S> {
	return (await storeNewGame([created])) as S;
}

/**
 * Stores the first events of a new game (its creation, and any that deal it), each accepted by
 * its rule set, and returns the state they give.
 */
export async function storeNewGame(events: readonly AnyGameEvent[]): Promise<AnyGameState> {
	const ruleSet = await ruleSetForLog(events[0]);
	if (!ruleSet) throw new Error('not a game log');
	const built = ruleSet.ops.build(events);
	if (!built.ok) throw new Error(rejectionSummary(built.rejection));
	await appendEvents(built.state, 0, events);
	return built.state;
}

/**
 * Writes a whole log as a new game (import, duplicate, journal), with the snapshots a played game
 * would have. Call inside a unit of work (`gameStore().atomically`, or a Dexie transaction over
 * games, events and snapshots); returns the final state.
 */
export async function storeWholeLog<S extends AnyGameState = GameState>(
	log: readonly AnyGameEvent[]
): Promise<S> {
	const rs = ruleSetOfLog(log[0]);
	// Loaded beforehand (loadAllEngines): this runs inside a transaction and cannot wait on imports.
	const ruleSet = rs ? loadedRuleSet(rs) : undefined;
	if (!ruleSet) throw new Error(rs ? `the ${rs.id} rule set is not loaded` : 'not a game log');
	const snapshots: { seq: number; value: AnyGameState }[] = [];
	const built = ruleSet.ops.build(log, (state, seq) => {
		if (seq > 0 && seq % SNAPSHOT_EVERY === 0) snapshots.push({ seq, value: state });
	});
	if (!built.ok) throw new Error(`event ${built.seq}: ${rejectionSummary(built.rejection)}`);
	const { state } = built;
	const store = gameStore();
	await store.addEvents(state.id, 0, log);
	if (snapshots.length > 0) await store.addSnapshots(state.id, snapshots);
	await store.putGame(summaryOfAny(state));
	// Written once the unit commits (never awaited inside it); `journalSettled` waits for it.
	void journalWrite(state.id, log);
	// Replaced or brought back whole: what other screens show of it (a kept picture) is old.
	announceGamesChanged([state.id]);
	return state as S;
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
	if (!created || !ruleSetOfLog(created)) throw new Error('not a game log');
	const copy: E[] = [{ ...created, id }, ...rest];
	// Every rule set takes `game/renamed` (the werewolf ones through `withRename`).
	if (name !== null)
		copy.push({ type: 'game/renamed', name: name.slice(0, 80), at } as AnyGameEvent as E);
	return copy;
}

/** Stores a log as a new game under `id` (its creation rewritten, renamed to `name`). */
export async function storeLogAsCopy(
	log: readonly AnyGameEvent[],
	id: string,
	name: string,
	at: number
): Promise<void> {
	await ruleSetForLog(log[0]);
	await gameStore().atomically('rw', async () => {
		await storeWholeLog(copyLog(log, id, name, at));
	});
	await journalSettled();
}

/**
 * Writes a game's whole log back under its own id, when nothing is stored under that id any more
 * (the database was deleted under the open game): a `LogConflictError` if something is.
 */
export async function writeLogBack(log: readonly AnyGameEvent[]): Promise<void> {
	const id = (log[0] as { id?: unknown } | undefined)?.id;
	if (typeof id !== 'string') throw new Error('not a game log');
	await ruleSetForLog(log[0]);
	const store = gameStore();
	await store.atomically('rw', async () => {
		if (await store.lastEvent(id)) throw new LogConflictError(id, 'replaced');
		await storeWholeLog(log);
	});
	await journalSettled();
}

/** Removes every stored row of a game; call inside a unit of work. */
export async function removeGameRows(id: string): Promise<void> {
	announceGamesChanged([id]);
	journalDelete(id);
	await gameStore().removeGame(id);
}

/**
 * Brings back, from their journals, the games the database lost or holds shorter (see
 * `gamesBehindJournal`). Each is replayed like an imported game (an unreadable journal is left
 * alone) and stored in its own unit. Returns the ids restored.
 */
export async function restoreFromJournal(ids: readonly string[]): Promise<string[]> {
	const store = gameStore();
	const restored: string[] = [];
	for (const id of ids) {
		const log = (await readJournal(id)) as AnyGameEvent[] | null;
		if (!log || log.length === 0) continue;
		const rs = ruleSetOfLog(log[0]);
		if (!rs || (log[0] as { id?: unknown }).id !== id) continue;
		try {
			await loadRuleSet(rs);
			const done = await store.atomically('rw', async () => {
				const stored = await store.lastEvent(id);
				const length = stored ? stored.seq + 1 : 0;
				if (length >= log.length) return false;
				// The journal must continue the stored log, not be another game's log under this id
				// (a replaced game whose new journal a kill lost): only then is it the same game.
				if (stored && !same(stored.value, log[stored.seq])) return false;
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
