import type { GameEvent } from '$lib/rulesets/botc/engine/core';
import {
	type AnyGameEvent,
	engineKindOf,
	loadAllEngines,
	loadedEngine,
	replayWith
} from '$lib/rulesets/load';
import { isGameId } from '$lib/engine/limits';
import { gameRange as range, getDb, type GameRecord } from './db';
import {
	type Backup,
	type BackupGame,
	type BackupProblem,
	type BackupScript,
	backupFileName,
	makeBackup,
	validateBackup
} from './backup';
import { type SplitLimits, splitBackup } from './backup-split';
import { copyLog, removeGameRows, storeWholeLog, summaryOfState } from './game-log';
import { journalSettled } from './journal';
import { storageFailure, type StorageFailure } from './storage-failure';
import { newGameId } from './games';

declare const __APP_VERSION__: string;
const appVersion = () => (typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'unknown');

async function readLog(id: string): Promise<AnyGameEvent[]> {
	const rows = await getDb()
		.events.where('[gameId+seq]')
		.between(...range(id), true, true)
		.toArray();
	return rows.map((r) => r.event as AnyGameEvent);
}

/**
 * A backup of the given games (all of them when `ids` is omitted, with the imported scripts too),
 * read in one transaction so it is consistent.
 */
export async function exportBackup(ids?: string[], now: number = Date.now()): Promise<Backup> {
	const db = getDb();
	return db.transaction('r', db.games, db.events, db.scripts, async () => {
		const rows = ids
			? ((await db.games.bulkGet(ids)).filter(Boolean) as GameRecord[])
			: await db.games.orderBy('updatedAt').reverse().toArray();
		const games: BackupGame[] = [];
		for (const row of rows) {
			const events = await readLog(row.id);
			if (events.length > 0) games.push({ summary: row, events });
		}
		const scripts: BackupScript[] = ids
			? []
			: (await db.scripts.toArray()).map(({ id, name, json, importedAt, keptOwn }) => ({
					id,
					name,
					json,
					importedAt,
					...(keptOwn?.length ? { keptOwn } : {})
				}));
		return makeBackup(games, scripts, now, appVersion());
	});
}

/**
 * A backup of a game straight from memory: what the screen shows, stored or not. Used when
 * storage is full, so the events that could not be written can still be carried away.
 */
export function backupFromLog(
	log: readonly GameEvent[] | readonly AnyGameEvent[],
	now: number = Date.now()
): Backup {
	// The open game's engine is loaded already (the session replayed the log with it).
	const kind = engineKindOf(log[0]);
	const engine = kind ? loadedEngine(kind) : undefined;
	if (!engine) throw new Error('not a game log');
	const state = replayWith(engine, log as readonly AnyGameEvent[]);
	return makeBackup(
		[{ summary: summaryOfState(state), events: [...log] as AnyGameEvent[] }],
		[],
		now,
		appVersion()
	);
}

export interface Conflict {
	/** Index in the backup's games. */
	index: number;
	id: string;
	incoming: string;
	existing: string;
}

/** Games in the backup whose id is already on this device: the storyteller must choose. */
export async function findConflicts(backup: Backup): Promise<Conflict[]> {
	const db = getDb();
	const existing = await db.games.bulkGet(backup.games.map((g) => g.summary.id));
	const out: Conflict[] = [];
	existing.forEach((row, index) => {
		const game = backup.games[index];
		if (row && game)
			out.push({ index, id: row.id, incoming: game.summary.name, existing: row.name });
	});
	return out;
}

export type ConflictChoice = 'keep-both' | 'replace' | 'skip';

export interface ImportOptions {
	/** What to do with each game id already on this device; a conflict left out refuses the import. */
	choices?: Record<string, ConflictChoice>;
	/** Name for a copy kept beside an existing game ("keep both"); default: the same name. */
	copyName?: (name: string) => string;
	now?: number;
	newId?: () => string;
}

/** What an import wrote, game by game. */
export interface ImportDone {
	added: string[];
	replaced: string[];
	skipped: string[];
	scripts: number;
}

export type ImportOutcome =
	| ({ ok: true } & ImportDone)
	/**
	 * Refused or stopped. `done` is what was stored before a write failed (each of those games
	 * whole); absent when nothing on the device changed. `failure`: storage refused a write.
	 */
	| { ok: false; problems: BackupProblem[]; done?: ImportDone; failure?: StorageFailure };

/** Events written in one transaction of an import (a game is never split, so a bigger one is alone). */
export const IMPORT_BATCH_EVENTS = 20_000;

/**
 * Groups the games (their indices, in order) into batches of at most `maxEvents` events: one
 * transaction each, so a large backup never holds one long transaction, and a crash or a full
 * disk in the middle keeps every game written before it, whole.
 */
export function importBatches(sizes: readonly number[], maxEvents: number): number[][] {
	const batches: number[][] = [];
	let current: number[] = [];
	let events = 0;
	sizes.forEach((size, i) => {
		if (current.length > 0 && events + size > maxEvents) {
			batches.push(current);
			current = [];
			events = 0;
		}
		current.push(i);
		events += size;
	});
	if (current.length > 0) batches.push(current);
	return batches;
}

/**
 * Imports a backup file (text or parsed JSON). It is validated completely first, and the games
 * already on this device are checked against the choices, so a refused file changes nothing.
 * Then it is written in bounded batches of whole games (`IMPORT_BATCH_EVENTS`), the scripts last:
 * each game lands whole or not at all. When a write fails, the games of the earlier batches stay
 * and the outcome says which (`done`). Never throws.
 */
export async function importBackup(
	input: unknown,
	options: ImportOptions & { batchEvents?: number } = {}
): Promise<ImportOutcome> {
	// Games of every rule set are replayed, inside the transactions too: load their engines first.
	await loadAllEngines();
	const check = validateBackup(input);
	if (!check.ok) return { ok: false, problems: check.problems };
	const { backup } = check;
	const now = options.now ?? Date.now();
	const newId = options.newId ?? newGameId;
	const choices = options.choices ?? {};
	const db = getDb();
	const done: ImportDone = { added: [], replaced: [], skipped: [], scripts: 0 };
	const stopped = (path: string, error: unknown): ImportOutcome => {
		const problems = [{ path, message: `could not store the backup: ${String(error)}` }];
		const changed = done.added.length + done.replaced.length + done.scripts > 0;
		const failure = storageFailure(error, 'import');
		return changed ? { ok: false, problems, done, failure } : { ok: false, problems, failure };
	};

	let plan: ('new' | ConflictChoice)[];
	try {
		const exists = await db.games.bulkGet(backup.games.map((g) => g.summary.id));
		const problems: BackupProblem[] = [];
		plan = backup.games.map((game, i) => {
			if (!exists[i]) return 'new' as const;
			const choice = choices[game.summary.id];
			if (!choice)
				problems.push({
					path: `games[${i}].summary.id`,
					message: 'a game with this id is already on this device: choose what to do'
				});
			return choice ?? 'skip';
		});
		if (problems.length > 0) return { ok: false, problems };
	} catch (error) {
		return stopped('', error);
	}

	const batches = importBatches(
		backup.games.map((g) => g.events.length),
		options.batchEvents ?? IMPORT_BATCH_EVENTS
	);
	for (const batch of batches) {
		try {
			const written = await db.transaction('rw', db.games, db.events, db.snapshots, async () => {
				const out: ImportDone = { added: [], replaced: [], skipped: [], scripts: 0 };
				for (const i of batch) {
					const game = backup.games[i] as BackupGame;
					const id = game.summary.id;
					let action = plan[i];
					// Another tab may have stored a game under this id since the check: keep it.
					if (action === 'new' && (await db.games.get(id))) action = 'skip';
					if (action === 'skip') {
						out.skipped.push(id);
					} else if (action === 'replace') {
						await removeGameRows(id);
						await storeWholeLog(game.events);
						out.replaced.push(id);
					} else if (action === 'keep-both') {
						const name = options.copyName ? options.copyName(check.states[i]!.name) : null;
						const copyId = newId();
						if (!isGameId(copyId)) throw new Error(`not a game id: ${JSON.stringify(copyId)}`);
						const copy = await storeWholeLog(copyLog(game.events, copyId, name, now));
						out.added.push(copy.id);
					} else {
						await storeWholeLog(game.events);
						out.added.push(id);
					}
				}
				return out;
			});
			// Each game imported is journaled at once, not when first opened: the screen says
			// "added" only once the second copy that brings it back after a lost database exists.
			await journalSettled();
			done.added.push(...written.added);
			done.replaced.push(...written.replaced);
			done.skipped.push(...written.skipped);
		} catch (error) {
			return stopped(`games[${batch[0]}]`, error);
		}
	}

	try {
		done.scripts = await db.transaction('rw', db.scripts, async () => {
			let scripts = 0;
			for (const script of backup.scripts) {
				// A script already here stays as it is: it may be in use by a game being set up.
				if (await db.scripts.get(script.id)) continue;
				await db.scripts.add({ ...script });
				scripts++;
			}
			return scripts;
		});
	} catch (error) {
		return stopped('scripts', error);
	}
	return { ok: true, ...done };
}

/** Copies a stored game under a new id and name; returns the new id. */
export async function duplicateGame(
	id: string,
	name: string,
	now: number = Date.now(),
	newId: string = newGameId()
): Promise<string> {
	if (!isGameId(newId)) throw new Error(`not a game id: ${JSON.stringify(newId)}`);
	await loadAllEngines();
	const db = getDb();
	const copied = await db.transaction('rw', db.games, db.events, db.snapshots, async () => {
		const log = await readLog(id);
		if (log.length === 0) throw new Error('no such game');
		const state = await storeWholeLog(copyLog(log, newId, name, now));
		return state.id;
	});
	await journalSettled();
	return copied;
}

/** The JSON text of a backup, as written to a file. */
export function backupText(backup: Backup): string {
	return JSON.stringify(backup, null, 1);
}

export interface BackupFiles {
	files: { name: string; text: string }[];
	/** Games in all the files. */
	count: number;
	/** Names of games too large for any file the importer takes (see `splitBackup`). */
	oversized: string[];
}

/**
 * The files of a backup of some games (all of them and the scripts when `ids` is omitted): one
 * file, or several named `…-1of3.json` … when the whole would pass the importer's limits.
 */
export async function backupFiles(
	ids: string[] | undefined,
	label: string,
	now: number = Date.now(),
	limits?: SplitLimits
): Promise<BackupFiles> {
	const backup = await exportBackup(ids, now);
	const { parts, oversized } = splitBackup(backup, limits);
	const name = backupFileName(label, now);
	const files = parts.map((part, i) => ({
		name: parts.length === 1 ? name : name.replace(/\.json$/, `-${i + 1}of${parts.length}.json`),
		text: backupText(part)
	}));
	const nameOf = (id: string) => backup.games.find((g) => g.summary.id === id)?.summary.name ?? id;
	return { files, count: backup.games.length, oversized: oversized.map(nameOf) };
}
