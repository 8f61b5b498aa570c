import { beforeEach, describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { getDb, NotPlainDataError, SCHEMA_VERSION, storable } from './db';

beforeEach(async () => {
	const db = getDb();
	await Promise.all(db.tables.map((table) => table.clear()));
});

// A reactive proxy, as Svelte's $state makes one: the browser refuses to clone it.
const proxied = <T extends object>(value: T): T => new Proxy(value, {});

describe('every write is plain data, checked in one place', () => {
	it('refuses a proxy in any table with an error naming the table, and stores nothing', async () => {
		const db = getDb();
		const script = proxied({ id: 'tb', name: 'Trouble Brewing' });
		await expect(
			db.events.add({
				gameId: 'g1',
				seq: 0,
				event: { type: 'game/created', script },
				schemaVersion: 1
			})
		).rejects.toThrow(NotPlainDataError);
		await expect(
			db.scripts.put({ id: 's1', name: 'x', json: [proxied({ id: 'chef' })], importedAt: 1 })
		).rejects.toThrow(/"scripts" is not plain data/);
		expect(await db.events.count()).toBe(0);
		expect(await db.scripts.count()).toBe(0);
	});

	it('stores a copy, not the object handed in, stamped with the schema version', async () => {
		const db = getDb();
		const event = { type: 'x', nested: { list: [1, 2, 3] } };
		await db.events.add({ gameId: 'g1', seq: 0, event, schemaVersion: 1 });
		event.nested.list.push(4);
		expect((await db.events.get(['g1', 0]))?.event).toEqual({
			type: 'x',
			nested: { list: [1, 2, 3] }
		});
		await db.settings.put({ key: 'theme', value: 'dark' });
		expect((await db.settings.get('theme'))?.schemaVersion).toBe(SCHEMA_VERSION);
	});

	it('keeps a version a record already carries', () => {
		expect(storable('settings', { key: 'a', value: 1, schemaVersion: 0 })).toEqual({
			key: 'a',
			value: 1,
			schemaVersion: 0
		});
	});
});

describe('a write costs only the write', () => {
	it('keeps no query cache and announces no change of its own (no liveQuery watches)', async () => {
		const db = getDb();
		const announced: unknown[] = [];
		const listen = (parts: unknown) => void announced.push(parts);
		Dexie.on('storagemutated', listen);
		try {
			await db.transaction('rw', db.games, db.events, async () => {
				await db.events.add({ gameId: 'g1', seq: 0, event: { type: 'x' }, schemaVersion: 1 });
				await db.games.put({ id: 'g1', name: 'x', status: 'playing', updatedAt: 1 } as never);
			});
			await db.settings.put({ key: 'theme', value: 'dark' });
			expect(announced).toEqual([]);
			expect(await db.events.count()).toBe(1);
		} finally {
			Dexie.on('storagemutated').unsubscribe(listen);
		}
	});
});
