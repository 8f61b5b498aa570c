import { beforeEach, describe, expect, it } from 'vitest';
import { DB_NAME, getDb, GrimoireDB, SCHEMA_VERSION } from './db';
import {
	createGameRecord,
	deleteGame,
	getGame,
	getSetting,
	listGames,
	setSetting,
	type NewGameInput
} from './games';

const input: NewGameInput = {
	name: 'Friday game',
	ruleset: 'botc',
	scriptName: 'Trouble Brewing',
	playerCount: 8
};

beforeEach(async () => {
	const db = getDb();
	await Promise.all(db.tables.map((table) => table.clear()));
});

describe('GrimoireDB', () => {
	it('declares version 1 with the expected tables and keys', async () => {
		const db = new GrimoireDB('schema-probe');
		await db.open();
		expect(db.verno).toBe(1);
		expect(db.tables.map((t) => t.name).sort()).toEqual([
			'events',
			'games',
			'scripts',
			'settings',
			'snapshots'
		]);
		expect(db.games.schema.primKey.keyPath).toBe('id');
		expect(db.games.schema.indexes.map((i) => i.name).sort()).toEqual(['status', 'updatedAt']);
		expect(db.events.schema.primKey.keyPath).toEqual(['gameId', 'seq']);
		expect(db.snapshots.schema.primKey.keyPath).toEqual(['gameId', 'seq']);
		expect(db.settings.schema.primKey.keyPath).toBe('key');
		db.close();
		await db.delete();
	});

	it('hands out one shared connection', () => {
		expect(getDb()).toBe(getDb());
		expect(getDb().name).toBe(DB_NAME);
	});
});

describe('games', () => {
	it('creates a record with defaults and lists it', async () => {
		const game = await createGameRecord(input, { now: 1000, id: 'g1' });
		expect(game).toEqual({
			...input,
			id: 'g1',
			createdAt: 1000,
			updatedAt: 1000,
			status: 'setup',
			phaseLabel: '',
			schemaVersion: SCHEMA_VERSION
		});
		expect(await listGames()).toEqual([game]);
		expect(await getGame('g1')).toEqual(game);
	});

	it('gives each new game its own id', async () => {
		const a = await createGameRecord(input);
		const b = await createGameRecord(input);
		expect(a.id).not.toBe(b.id);
	});

	it('lists the most recently updated game first', async () => {
		await createGameRecord({ ...input, name: 'old' }, { now: 1, id: 'a' });
		await createGameRecord({ ...input, name: 'new' }, { now: 3, id: 'b' });
		await createGameRecord({ ...input, name: 'mid' }, { now: 2, id: 'c' });
		expect((await listGames()).map((g) => g.name)).toEqual(['new', 'mid', 'old']);
	});

	it('deletes a game with its events and snapshots, leaving other games alone', async () => {
		const db = getDb();
		await createGameRecord(input, { id: 'x' });
		await createGameRecord(input, { id: 'xy' });
		await db.events.bulkAdd([
			{ gameId: 'x', seq: 1, event: { type: 'a' }, schemaVersion: 1 },
			{ gameId: 'x', seq: 2, event: { type: 'b' }, schemaVersion: 1 },
			{ gameId: 'xy', seq: 1, event: { type: 'a' }, schemaVersion: 1 }
		]);
		await db.snapshots.bulkAdd([
			{ gameId: 'x', seq: 2, state: {} },
			{ gameId: 'xy', seq: 1, state: {} }
		]);

		await deleteGame('x');

		expect((await listGames()).map((g) => g.id)).toEqual(['xy']);
		expect(await db.events.toArray()).toEqual([
			{ gameId: 'xy', seq: 1, event: { type: 'a' }, schemaVersion: 1 }
		]);
		expect((await db.snapshots.toArray()).map((s) => s.gameId)).toEqual(['xy']);
	});

	it('rolls the whole deletion back when part of it fails', async () => {
		const db = getDb();
		await createGameRecord(input, { id: 'x' });
		await db.events.add({ gameId: 'x', seq: 1, event: {}, schemaVersion: 1 });
		const original = db.snapshots.where.bind(db.snapshots);
		db.snapshots.where = () => {
			throw new Error('disk full');
		};
		try {
			await expect(deleteGame('x')).rejects.toThrow('disk full');
		} finally {
			db.snapshots.where = original;
		}
		expect(await db.events.count()).toBe(1);
		expect(await getGame('x')).toBeDefined();
	});
});

describe('settings', () => {
	it('stores and overwrites values by key', async () => {
		expect(await getSetting('theme')).toBeUndefined();
		await setSetting('theme', 'night');
		await setSetting('theme', 'light');
		await setSetting('locale', 'en');
		expect(await getSetting('theme')).toBe('light');
		expect(await getSetting('locale')).toBe('en');
	});
});
