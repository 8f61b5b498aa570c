import Dexie from 'dexie';
import { announceGamesChanged } from './changes';
import { getDb, SCHEMA_VERSION, type GameRecord, type GameStatus } from './db';

export interface NewGameInput {
	name: string;
	ruleset: string;
	scriptName: string;
	playerCount: number;
	phaseLabel?: string;
	status?: GameStatus;
}

export interface CreateOptions {
	/** Milliseconds since the epoch; defaults to the clock. */
	now?: number;
	id?: string;
}

/** Saved games, most recently touched first. */
export async function listGames(): Promise<GameRecord[]> {
	return getDb().games.orderBy('updatedAt').reverse().toArray();
}

export async function getGame(id: string): Promise<GameRecord | undefined> {
	return getDb().games.get(id);
}

/** Stores the summary row of a new game and returns it. */
export async function createGameRecord(
	input: NewGameInput,
	options: CreateOptions = {}
): Promise<GameRecord> {
	const now = options.now ?? Date.now();
	const record: GameRecord = {
		id: options.id ?? crypto.randomUUID(),
		ruleset: input.ruleset,
		scriptName: input.scriptName,
		name: input.name,
		createdAt: now,
		updatedAt: now,
		status: input.status ?? 'setup',
		playerCount: input.playerCount,
		phaseLabel: input.phaseLabel ?? '',
		schemaVersion: SCHEMA_VERSION
	};
	await getDb().games.add(record);
	return record;
}

/** Removes a game with its whole event log and snapshots, all or nothing. */
export async function deleteGame(id: string): Promise<void> {
	const db = getDb();
	const range = [
		[id, Dexie.minKey],
		[id, Dexie.maxKey]
	] as const;
	await db.transaction('rw', db.games, db.events, db.snapshots, async () => {
		await db.events
			.where('[gameId+seq]')
			.between(...range, true, true)
			.delete();
		await db.snapshots
			.where('[gameId+seq]')
			.between(...range, true, true)
			.delete();
		await db.games.delete(id);
		announceGamesChanged([id]);
	});
	// The game's second copy goes too (loaded here: the home screen needs no journal code).
	(await import('./journal')).journalDelete(id);
}

/** The stored value, or undefined. Callers validate it: stored data may come from an older app. */
export async function getSetting(key: string): Promise<unknown> {
	return (await getDb().settings.get(key))?.value;
}

export async function setSetting(key: string, value: unknown): Promise<void> {
	await getDb().settings.put({ key, value });
}
