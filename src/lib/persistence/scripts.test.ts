import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from './db';
import { deleteScript, importScript, listScripts } from './scripts';

beforeEach(async () => {
	const db = getDb();
	await Promise.all(db.tables.map((table) => table.clear()));
});

const good = JSON.stringify([
	{ id: '_meta', name: 'Tiny Town', author: 'Test' },
	'washerwoman',
	'librarian',
	'investigator',
	'chef',
	'empath',
	'butler',
	'poisoner',
	'imp'
]);

describe('imported scripts', () => {
	it('keeps a good script in the scripts table and lists it', async () => {
		const result = await importScript(good, 1000);
		expect(result.ok).toBe(true);
		const rows = await getDb().scripts.toArray();
		expect(rows).toHaveLength(1);
		expect(rows[0]).toMatchObject({ name: 'Tiny Town', importedAt: 1000 });
		expect(Array.isArray(rows[0]?.json)).toBe(true);
		const listed = await listScripts();
		expect(listed.map((s) => s.script.name)).toEqual(['Tiny Town']);
		expect(listed[0]?.script.characters.map((c) => c.id)).toContain('imp');
	});

	it('importing the same script twice keeps one row', async () => {
		await importScript(good, 1000);
		await importScript(good, 2000);
		expect(await getDb().scripts.count()).toBe(1);
	});

	it('stores nothing from a broken file and reports each problem with its path', async () => {
		const result = await importScript(
			JSON.stringify(['washerwoman', 'librarian', 'washerwomen', 7])
		);
		expect(result.ok).toBe(false);
		if (result.ok) return;
		expect(result.errors).toEqual(
			expect.arrayContaining([
				{ path: '[2]', message: 'unknown character id "washerwomen"' },
				expect.objectContaining({ path: '[3]' })
			])
		);
		expect(await getDb().scripts.count()).toBe(0);
	});

	it('leaves out a stored script that no longer reads, and deletes by id', async () => {
		await getDb().scripts.put({ id: 'bad', name: 'Bad', json: 'nonsense', importedAt: 5 });
		const ok = await importScript(good, 1);
		expect((await listScripts()).map((s) => s.record.id)).toEqual([ok.ok ? ok.record.id : '']);
		await deleteScript('bad');
		expect(await getDb().scripts.count()).toBe(1);
	});
});
