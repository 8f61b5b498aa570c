import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameEvent, GameState } from '$lib/rulesets/botc';
import { onGamesChanged, type GamesChanged } from './changes';
import { DB_NAME, dexieStore, getDb, rowsOf } from './db';
import { appendEvents, createGame, SNAPSHOT_EVERY } from './game-log';
import { readGameIn } from './game-store';
import { setSetting } from './games';
import {
	firstRead,
	rawGame,
	rawGames,
	rawLastSeqs,
	rawReadGame,
	rawSetting,
	type Raw
} from './idb-read';
import { createdGame } from './testing';

// The first screens' reads on plain IndexedDB (idb-read.ts) against the database as the app
// writes it through Dexie: the same rows, or null ("ask Dexie") for a database they do not know.

const renamed = (n: number): GameEvent => ({
	type: 'seat/renamed',
	seat: 's1',
	name: `N${n}`,
	at: 2000 + n
});

/** Stores game `id` with `moves` events after its creation, as the app plays it. */
async function play(id: string, moves: number) {
	let state: GameState = await createGame(createdGame(id, { name: `Game ${id}` }));
	const log: GameEvent[] = [createdGame(id, { name: `Game ${id}` })];
	for (let i = 1; i <= moves; i++) {
		const event = renamed(i);
		state = { ...state, seats: state.seats.map((s, j) => (j ? s : { ...s, name: `N${i}` })) };
		await appendEvents(state, log.length, [event], log[log.length - 1]);
		log.push(event);
	}
}

async function deleteDatabase() {
	getDb().close({ disableAutoOpen: false });
	await Dexie.delete(DB_NAME);
}

async function databaseExists(): Promise<boolean> {
	return (await indexedDB.databases()).some((d) => d.name === DB_NAME);
}

/** Makes the database by hand at IndexedDB version `version` with `stores` (their key paths). */
async function makeRaw(version: number, stores: Record<string, string | string[]>) {
	await new Promise<void>((resolve, reject) => {
		const request = indexedDB.open(DB_NAME, version);
		request.onupgradeneeded = () => {
			for (const [name, keyPath] of Object.entries(stores))
				request.result.createObjectStore(name, { keyPath });
		};
		request.onsuccess = () => {
			request.result.close();
			resolve();
		};
		request.onerror = () => reject(request.error);
	});
}

async function idbVersion(): Promise<number | undefined> {
	return (await indexedDB.databases()).find((d) => d.name === DB_NAME)?.version;
}

const value = <T>(raw: Raw<T>): T => {
	if (!raw) throw new Error('the raw read left it to Dexie');
	return raw.value;
};

beforeEach(deleteDatabase);
afterEach(deleteDatabase);

describe('reading the database Dexie wrote, without Dexie', () => {
	it('gives the same rows as Dexie: games, settings, last events, a game with its snapshot and log', async () => {
		// Ids that share a beginning: one game's range must not reach into another's.
		await play('g', SNAPSHOT_EVERY + 3);
		await play('g1', 2);
		await play('g-2', 0);
		await setSetting('theme', 'night');
		await setSetting('locale', 'zh-CN');
		const db = getDb();

		expect(value(await rawGames())).toEqual(await db.games.toArray());
		expect(value(await rawGames())).toHaveLength(3);
		expect(value(await rawGame('g1'))).toEqual(await db.games.get('g1'));
		expect(value(await rawGame('nothing'))).toBeUndefined();
		expect(value(await rawSetting('theme'))).toBe('night');
		expect(value(await rawSetting('locale'))).toBe('zh-CN');
		expect(value(await rawSetting('unset'))).toBeUndefined();

		const ids = ['g', 'g1', 'g-2', 'nothing'];
		const lasts = await Promise.all(ids.map((id) => rowsOf(db.events, id).last()));
		expect(value(await rawLastSeqs(ids))).toEqual(lasts.map((row) => row?.seq));
		expect(value(await rawLastSeqs(ids))).toEqual([SNAPSHOT_EVERY + 3, 2, 0, undefined]);

		for (const id of ids)
			for (const withEvents of [true, false])
				expect(value(await rawReadGame(id, withEvents)), `${id} ${withEvents}`).toEqual(
					await readGameIn(dexieStore, id, withEvents)
				);
		const g = value(await rawReadGame('g', true));
		expect(g.snapshot?.seq).toBe(SNAPSHOT_EVERY);
		expect(g.events).toHaveLength(SNAPSHOT_EVERY + 4);
		expect(g.row?.name).toBe('Game g');
		expect(value(await rawReadGame('g', false))).not.toHaveProperty('events');
	});

	it('leaves a database that does not exist to Dexie, and does not create it', async () => {
		const reads = () => [
			rawGames(),
			rawSetting('theme'),
			rawLastSeqs(['a']),
			rawReadGame('a', true)
		];
		expect(await Promise.all(reads())).toEqual([null, null, null, null]);
		expect(await databaseExists()).toBe(false);
		// A browser that cannot list its databases: opened, the creation it starts is undone.
		Object.defineProperty(indexedDB, 'databases', { value: undefined, configurable: true });
		try {
			expect(await Promise.all(reads())).toEqual([null, null, null, null]);
		} finally {
			delete (indexedDB as { databases?: unknown }).databases;
		}
		expect(await databaseExists()).toBe(false);
		// Dexie then creates it, and the raw reads find what it writes.
		await setSetting('theme', 'light');
		expect(value(await rawSetting('theme'))).toBe('light');
	});

	it('leaves an older, newer or incomplete database to Dexie, untouched', async () => {
		const games = { games: 'id' };
		const all = {
			games: 'id',
			events: ['gameId', 'seq'],
			snapshots: ['gameId', 'seq'],
			settings: 'key'
		};
		for (const [version, stores] of [
			[5, all],
			[20, all],
			[10, games],
			[10, { ...all, events: 'id' }]
		] as const) {
			await deleteDatabase();
			await makeRaw(version, stores);
			expect(await rawGames(), `version ${version}`).toBeNull();
			expect(await rawSetting('theme')).toBeNull();
			expect(await rawLastSeqs(['a'])).toBeNull();
			expect(await rawReadGame('a', true)).toBeNull();
			expect(await idbVersion()).toBe(version);
		}
		// Dexie upgrades the older one (a database its version 1 did not make gets its stores).
		await deleteDatabase();
		await makeRaw(5, games);
		await setSetting('theme', 'night');
		expect(await idbVersion()).toBe(10);
		expect(value(await rawSetting('theme'))).toBe('night');
	});

	it('lets another tab delete or upgrade the database, and tells the open games', async () => {
		await play('g', 1);
		expect(value(await rawGames())).toHaveLength(1);
		const heard: GamesChanged[] = [];
		const stop = onGamesChanged((change) => heard.push(change));
		try {
			getDb().close({ disableAutoOpen: false });
			// Blocked (never settling) while any connection stays open.
			await Dexie.delete(DB_NAME);
			expect(await databaseExists()).toBe(false);
			await vi.waitFor(() => expect(heard).toContainEqual({ kind: 'games-changed', ids: null }));
		} finally {
			stop();
		}
		// Nothing left to read here: Dexie makes a new database when it is next needed.
		expect(await rawGames()).toBeNull();
		await play('h', 0);
		expect(value(await rawGames()).map((g) => g.id)).toEqual(['h']);
	});
});

describe('once Dexie is loaded', () => {
	it('reads through Dexie', async () => {
		const raw = vi.fn(async () => ({ value: 'raw' }));
		expect(await firstRead(raw, async () => 'dexie')).toBe('dexie');
		expect(raw).not.toHaveBeenCalled();
	});
});
