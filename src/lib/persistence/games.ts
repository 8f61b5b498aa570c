import { announceGamesChanged } from './changes';
import { GAME_ID_RULE, isGameId, isTime } from '$lib/engine/limits';
import { gameStore } from './game-store';
import { firstRead, rawSetting } from './idb-read';
import { SCHEMA_VERSION, type GameRecord, type GameStatus } from './schema';
import { dropGamePaint } from './paint-store';

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

/** The database through Dexie, loaded on first use (the first screens read without it). */
const dexieDb = async () => (await import('./db')).getDb();

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

const STATUSES: readonly unknown[] = ['setup', 'in-progress', 'finished'] satisfies GameStatus[];

const shown = (v: unknown) => {
	const text = typeof v === 'string' ? JSON.stringify(v.slice(0, 60)) : String(v);
	return typeof v === 'object' && v !== null ? (Array.isArray(v) ? 'a list' : 'an object') : text;
};

/**
 * What makes a stored games row unusable, in words (English, like backup problems), or null when
 * it can be shown and opened. A row can come from an older app or a backup imported before its
 * checks existed; the home screen shows such a row as damaged, with a way to delete it.
 */
export function gameRowProblem(row: unknown): string | null {
	if (typeof row !== 'object' || row === null) return 'not a game record';
	const r = row as Record<string, unknown>;
	if (!isGameId(r.id)) return `id ${shown(r.id)}: ${GAME_ID_RULE}`;
	for (const key of ['createdAt', 'updatedAt'] as const)
		if (!isTime(r[key])) return `${key} ${shown(r[key])}: not a time a date can hold`;
	for (const key of ['name', 'ruleset', 'scriptName', 'phaseLabel'] as const)
		if (typeof r[key] !== 'string') return `${key} ${shown(r[key])}: expected text`;
	if (!STATUSES.includes(r.status)) return `status ${shown(r.status)}: unknown`;
	if (!Number.isInteger(r.playerCount) || (r.playerCount as number) < 0)
		return `playerCount ${shown(r.playerCount)}: expected a number of players`;
	return null;
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
	await store.atomically('rw', async () => {
		await store.removeGame(id);
		announceGamesChanged([id]);
	});
	// The game's second copy goes too (loaded here: the home screen needs no journal code).
	(await import('./journal')).journalDelete(id);
	dropGamePaint(id);
}

/** The stored value, or undefined. Callers validate it: stored data may come from an older app. */
export function getSetting(key: string): Promise<unknown> {
	return firstRead(
		() => rawSetting(key),
		async () => (await (await dexieDb()).settings.get(key))?.value
	);
}

export async function setSetting(key: string, value: unknown): Promise<void> {
	await (await dexieDb()).settings.put({ key, value });
}
