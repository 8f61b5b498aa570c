import { announceGamesChanged } from './changes';
import { isGameId } from '$lib/engine/limits';
import { gameStore } from './game-store';
import { getDb } from './db';
import { SCHEMA_VERSION, type GameRecord, type GameStatus } from './schema';

// Kept apart (no Dexie) so that the home screen can check rows before the database code loads.
export { gameRowProblem } from './game-row';

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

/**
 * A new game's id: a random UUID, which the one game-id pattern (engine/limits.ts) takes. Every
 * id the app gives a game comes from here.
 */
export function newGameId(): string {
	const id = crypto.randomUUID();
	if (!isGameId(id)) throw new Error(`not a game id: ${id}`);
	return id;
}

/** The database (Dexie, the one IndexedDB driver). */
const dexieDb = async () => getDb();

const sortTime = (row: GameRecord) =>
	typeof row.updatedAt === 'number' && !Number.isNaN(row.updatedAt) ? row.updatedAt : -Infinity;

/**
 * Saved games, most recently touched first. Every row, damaged ones too (sorted last when their
 * time is unusable): the updatedAt index leaves out a row whose time is not a valid key, and
 * such a row must still show on the home screen so it can be deleted.
 */
export async function listGames(): Promise<GameRecord[]> {
	const rows = await gameStore().listGames();
	return rows.sort((a, b) => sortTime(b) - sortTime(a) || 0);
}

export async function getGame(id: string): Promise<GameRecord | undefined> {
	return gameStore().getGame(id);
}

/** Stores the summary row of a new game and returns it. */
export async function createGameRecord(
	input: NewGameInput,
	options: CreateOptions = {}
): Promise<GameRecord> {
	const now = options.now ?? Date.now();
	const record: GameRecord = {
		id: options.id ?? newGameId(),
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
	await (await dexieDb()).games.add(record);
	return record;
}

/** Removes a game with its whole event log and snapshots, all or nothing. */
export async function deleteGame(id: string): Promise<void> {
	const store = gameStore();
	// The game's second copy goes first: a kill between the two must never bring it back.
	await (await import('./journal')).journalRemove(id);
	await store.atomically('rw', async () => {
		await store.removeGame(id);
		announceGamesChanged([id]);
	});
}

/** The stored value, or undefined. Callers validate it: stored data may come from an older app. */
export function getSetting(key: string): Promise<unknown> {
	return getDb()
		.settings.get(key)
		.then((row) => row?.value);
}

export async function setSetting(key: string, value: unknown): Promise<void> {
	await (await dexieDb()).settings.put({ key, value });
}
