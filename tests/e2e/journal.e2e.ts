import { expect, test, type Page } from '@playwright/test';
import {
	backupOf,
	enableSessionHook,
	importViaSettings,
	journalLog,
	storedLog,
	waitForSession,
	type HookedSession
} from './storage-fixtures';
import { openGame, reloadSaved } from './fixtures/play-game';

// Every game has a second copy of its log outside IndexedDB (a journal in the origin-private
// file system). A wiped or shortened database is brought back from it at the next start, with
// every confirmed move, undos included.

test.use({ locale: 'en-US' });
test.setTimeout(60_000);

declare const __grimoireSession: HookedSession & { undo(): Promise<unknown> };

const journaled = async (page: Page, id: string) => (await journalLog(page, id))?.length ?? 0;

/** Imports a new game through Settings, and waits until its journal holds it. */
async function importJournaled(page: Page, id: string, name: string) {
	await importViaSettings(page, backupOf({ id, name }), /1 added/);
	await expect.poll(() => journaled(page, id)).toBe(1);
}

/**
 * Deletes the app's database and checks it is gone. The page may still be reading it as it starts
 * (the stored settings are read after the first frame), which makes it anew: then it is deleted
 * again, as a wipe during that read would leave it.
 */
async function deleteDatabase(page: Page) {
	await expect
		.poll(
			async () => {
				try {
					return await page.evaluate(async () => {
						await new Promise<void>((resolve, reject) => {
							const request = indexedDB.deleteDatabase('storyteller-grimoire');
							request.onsuccess = () => resolve();
							request.onerror = () => reject(request.error);
							request.onblocked = () => reject(new Error('blocked'));
						});
						return (await indexedDB.databases()).some((d) => d.name === 'storyteller-grimoire');
					});
				} catch {
					return true;
				}
			},
			{ timeout: 10_000 }
		)
		.toBe(false);
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
	await importJournaled(page, 'gone', 'Gone for good');
	await page.goto('/');
	await page.getByRole('button', { name: /Delete Gone for good/ }).click();
	await expect.poll(() => journaled(page, 'gone'), { timeout: 15_000 }).toBe(0);
	await reloadSaved(page);
	await expect(page.getByText('Gone for good')).toHaveCount(0);
	expect(await storedLog(page, 'gone')).toHaveLength(0);
});

test('a home screen drawn at once from its kept rows still lets the journal bring back a wiped game first', async ({
	page
}) => {
	await importJournaled(page, 'kept-rows', 'Listed before');
	// Listed once: the home screen keeps its rows, and draws them at its next cold start.
	await page.goto('/');
	await expect(page.locator('section.saved[data-status="ready"] .games > li')).toHaveCount(1);
	await expect
		.poll(() => page.evaluate(() => localStorage.getItem('grimoire-games-rows') ?? ''))
		.toContain('Listed before');
	await page.goto('/settings');
	await expect(page.locator('.page').first()).toBeVisible();
	await deleteDatabase(page);

	await page.goto('/');
	await expect(page.getByText('Listed before').first()).toBeVisible();
	// The database is read only after the journals were checked: the game is stored again, and
	// the list read from the database (not the kept rows) still shows it.
	await expect.poll(() => storedLog(page, 'kept-rows').then((log) => log.length)).toBe(1);
	await reloadSaved(page);
	await expect(page.locator('section.saved[data-status="ready"] .games > li')).toHaveCount(1);
	await expect(page.getByText('Listed before').first()).toBeVisible();
});

test('taps on a stored game are journaled by the journal’s worker, and come back with the database deleted', async ({
	page
}) => {
	// Every createWritable the page itself makes (the way of writing without the worker).
	await page.addInitScript(() => {
		const w = globalThis as unknown as { __pageWritables: number };
		w.__pageWritables = 0;
		const proto = FileSystemFileHandle.prototype as unknown as Record<string, unknown>;
		const original = proto.createWritable as (...a: unknown[]) => unknown;
		proto.createWritable = function (this: unknown, ...a: unknown[]) {
			w.__pageWritables++;
			return original.apply(this, a);
		};
	});
	await enableSessionHook(page);
	const id = await openGame(page, { id: 'worker-taps', seats: 7, locale: 'en' });
	await waitForSession(page, id);
	const seats = page.locator('.ring .seat');
	await expect(seats).toHaveCount(7);
	// The journal is written by a worker of its own.
	await expect
		.poll(() => page.workers().some((w) => w.url().includes('journal.worker')))
		.toBe(true);
	const opened = (await page.evaluate(() => __grimoireSession.history.log)).length;
	await expect.poll(() => journaled(page, id)).toBe(opened);

	/** Taps seat `n`'s token, then "Dies" on its sheet; waits for the death on the ring. */
	const dies = async (n: number) => {
		await seats.nth(n).click();
		const sheet = page.getByRole('dialog');
		await sheet.getByRole('button', { name: 'Dies', exact: true }).click();
		await expect(sheet).toBeHidden();
		await expect(seats.nth(n)).toHaveClass(/dead/);
	};
	await dies(1);
	await dies(2);
	// Undo takes the second death back: the journal must not bring it back.
	await page.getByRole('button', { name: 'Undo', exact: true }).click();
	await expect(seats.nth(2)).not.toHaveClass(/dead/);
	await dies(4);
	const played = await page.evaluate(() => __grimoireSession.history.log);
	expect(played.length).toBe(opened + 2);
	await expect.poll(() => journalLog(page, id)).toEqual(played);
	expect(await storedLog(page, id)).toHaveLength(played.length);
	// Nothing of it was written on the page's thread.
	expect(
		await page.evaluate(
			() => (globalThis as unknown as { __pageWritables: number }).__pageWritables
		)
	).toBe(0);

	await page.goto('/settings');
	await expect(page.locator('.page').first()).toBeVisible();
	await deleteDatabase(page);
	await page.goto('/');
	await expect
		.poll(() => storedLog(page, id).then((log) => log.length), { timeout: 20_000 })
		.toBe(played.length);
	await page.goto(`/game/${id}`);
	await waitForSession(page, id);
	expect(await page.evaluate(() => __grimoireSession.history.log)).toEqual(played);
	await expect(seats.nth(1)).toHaveClass(/dead/);
	await expect(seats.nth(2)).not.toHaveClass(/dead/);
	await expect(seats.nth(4)).toHaveClass(/dead/);
});
