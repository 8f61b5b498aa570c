import { expect, test, type Page } from '@playwright/test';
import {
	backupOf,
	enableSessionHook,
	importViaSettings,
	storedLog,
	waitForSession,
	type HookedSession
} from './storage-fixtures';

// Every game has a second copy of its log outside IndexedDB (a journal in the origin-private
// file system). A wiped or shortened database is brought back from it at the next start, with
// every confirmed move, undos included.

test.use({ locale: 'en-US' });
test.setTimeout(60_000);

declare const __grimoireSession: HookedSession & { undo(): Promise<unknown> };

const journaled = (page: Page, id: string) =>
	page.evaluate(
		(gameId) =>
			(
				JSON.parse(localStorage.getItem('grimoire-journal-index') ?? '{}') as Record<string, number>
			)[gameId] ?? 0,
		id
	);

async function deleteDatabase(page: Page) {
	await page.evaluate(
		() =>
			new Promise<void>((resolve, reject) => {
				const request = indexedDB.deleteDatabase('storyteller-grimoire');
				request.onsuccess = () => resolve();
				request.onerror = () => reject(request.error);
				request.onblocked = () => reject(new Error('blocked'));
			})
	);
}

test('a wiped database is restored from the journal with every confirmed move', async ({
	context
}) => {
	const page = await context.newPage();
	await enableSessionHook(page);
	await importViaSettings(page, backupOf({ id: 'journaled', name: 'Kept twice' }), /1 added/);
	await page.goto('/game/journaled');
	await waitForSession(page, 'journaled');
	const moves = [
		{ type: 'seat/renamed', seat: 's1', name: 'Ann' },
		{ type: 'seat/renamed', seat: 's2', name: 'Bea' },
		{ type: 'seat/renamed', seat: 's3', name: 'Cleo' },
		{ type: 'game/renamed', name: 'Kept twice, played' }
	];
	for (const body of moves)
		expect(await page.evaluate((b) => __grimoireSession.dispatch(b), body)).toBeNull();
	// One move taken back: the journal must not bring it back.
	await page.evaluate(() => __grimoireSession.undo());
	const before = await storedLog(page, 'journaled');
	expect(before).toHaveLength(4);
	await expect.poll(() => journaled(page, 'journaled')).toBe(4);

	// The database is gone (another tab, a crash that corrupted it, a cleaning tool).
	await page.goto('/settings');
	await expect(page.locator('.page').first()).toBeVisible();
	await deleteDatabase(page);
	expect(
		await page.evaluate(async () =>
			(await indexedDB.databases()).some((d) => d.name === 'storyteller-grimoire')
		)
	).toBe(false);

	await page.goto('/');
	await expect(page.getByText('Kept twice').first()).toBeVisible();
	expect(await storedLog(page, 'journaled')).toEqual(before);
	await page.goto('/game/journaled');
	await waitForSession(page, 'journaled');
	expect(await page.evaluate(() => __grimoireSession.state.seats.map((s) => s.name))).toEqual([
		'Ann',
		'Bea',
		'Cleo',
		'P4',
		'P5',
		'P6',
		'P7'
	]);
	expect(await page.evaluate(() => __grimoireSession.state.name)).toBe('Kept twice');
});

test('a game deleted by the storyteller stays deleted: its journal goes with it', async ({
	page
}) => {
	await importViaSettings(page, backupOf({ id: 'gone', name: 'Gone for good' }), /1 added/);
	await expect.poll(() => journaled(page, 'gone')).toBe(1);
	await page.goto('/');
	await page.getByRole('button', { name: /Delete Gone for good/ }).click();
	await expect.poll(() => journaled(page, 'gone'), { timeout: 15_000 }).toBe(0);
	await page.reload();
	await expect(page.getByText('Gone for good')).toHaveCount(0);
	expect(await storedLog(page, 'gone')).toHaveLength(0);
});
