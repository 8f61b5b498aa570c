import { expect, test, type Page } from '@playwright/test';
import { backupOf, importViaSettings } from './storage-fixtures';
import { putRows } from './helpers';

// Issue 14, item 6: a hostile backup (or a damaged row) must never hide the other games.

test.use({ locale: 'en-US' });

/** A games row as the app stores it, with some fields overridden. */
function row(fields: Record<string, unknown>) {
	return {
		ruleset: 'botc',
		scriptName: 'Tiny Town',
		createdAt: 1_700_000_000_000,
		updatedAt: 1_700_000_000_000,
		status: 'in-progress',
		playerCount: 7,
		phaseLabel: 'night:1',
		schemaVersion: 1,
		...fields
	};
}

/** The keys of the games table, read straight from IndexedDB. */
function gameIds(page: Page): Promise<string[]> {
	return page.evaluate(async () => {
		const db = await new Promise<IDBDatabase>((resolve, reject) => {
			const request = indexedDB.open('storyteller-grimoire');
			request.onsuccess = () => resolve(request.result);
			request.onerror = () => reject(request.error);
		});
		const keys = await new Promise<string[]>((resolve, reject) => {
			const request = db.transaction('games').objectStore('games').getAllKeys();
			request.onsuccess = () => resolve(request.result as string[]);
			request.onerror = () => reject(request.error);
		});
		db.close();
		return keys;
	});
}

test('a damaged saved game shows on its own card and can be deleted; the others still work', async ({
	page
}) => {
	const good = backupOf({ id: 'good-a', name: 'Good A' });
	good.games.push(...backupOf({ id: 'good-b', name: 'Good B' }).games);
	await importViaSettings(page, good, /2 added/);

	// A hostile backup is refused where it is wrong, and changes nothing.
	const hostile = backupOf({ id: 'a/b', name: 'Slash' });
	hostile.games.push(
		...backupOf({
			id: 'late',
			name: 'Late',
			events: [{ type: 'seat/died', seat: 's1', at: 1e300 }]
		}).games
	);
	await page.getByTestId('backup-file').setInputFiles({
		name: 'hostile.json',
		mimeType: 'application/json',
		buffer: Buffer.from(JSON.stringify(hostile))
	});
	const refused = page.getByRole('alert');
	await expect(refused).toContainText('nothing on this device changed');
	await expect(refused).toContainText('games[0].summary.id "a/b" is not a game id');
	await expect(refused).toContainText('games[1].events[1].at expected a time a date can hold');
	expect((await gameIds(page)).sort()).toEqual(['good-a', 'good-b']);

	// Rows an older app took in from such files: they must not hide the good games.
	await putRows(page, 'games', [
		row({ id: '/evil', name: 'Evil' }),
		row({ id: 'future', name: 'Future', updatedAt: 1e300 }),
		row({ id: 'q?x=1', name: 'Query' })
	]);

	await page.goto('/');
	await expect(page.getByText('5 in all')).toBeVisible();
	for (const [name, id] of [
		['Good A', 'good-a'],
		['Good B', 'good-b']
	])
		await expect(page.getByRole('link', { name })).toHaveAttribute('href', `/game/${id}`);
	await expect(page.getByRole('heading', { name: 'Damaged saved game' })).toHaveCount(3);
	const evil = page.locator('[data-broken-game="/evil"]');
	await expect(evil).toContainText('This saved game is damaged');
	await expect(evil).toContainText('a game id is 1 to 100 letters');
	await expect(page.locator('[data-broken-game="future"]')).toContainText(
		'updatedAt 1e+300: not a time a date can hold'
	);

	await evil.getByRole('button', { name: /^Delete/ }).click();
	await expect(page.getByText('Deleted “Damaged saved game”')).toBeVisible();
	await expect(evil).toHaveCount(0);
	await expect(page.getByText('4 in all')).toBeVisible();
	// Leaving the screen ends the time to undo: the row goes for good.
	await page.getByRole('link', { name: 'Settings' }).click();
	await expect(page).toHaveURL(/\/settings$/);
	await expect.poll(async () => (await gameIds(page)).includes('/evil')).toBe(false);
	expect((await gameIds(page)).sort()).toEqual(['future', 'good-a', 'good-b', 'q?x=1']);

	// The good games still open; a URL with an id no game can have names no game.
	await page.goto('/');
	await page.getByRole('link', { name: 'Good A' }).click();
	await expect(page).toHaveURL(/\/game\/good-a$/);
	await expect(page.getByText('This game could not be found')).toHaveCount(0);
	await expect(page.getByRole('heading', { level: 1, name: 'Good A' })).toBeVisible();
	await page.goto('/game/pct%25');
	await expect(page.getByText('This game could not be found')).toBeVisible();
});
