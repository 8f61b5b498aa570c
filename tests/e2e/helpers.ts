import { expect, type Locator, type Page } from '@playwright/test';

/** Waits until the service worker has taken control of the page (clientsClaim makes it so). */
export async function waitForServiceWorker(page: Page): Promise<void> {
	await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
		timeout: 20_000
	});
	await expect
		.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state))
		.toBe('activated');
}

async function hasGamesTable(): Promise<boolean> {
	const listed = (await indexedDB.databases()).find((db) => db.name === 'storyteller-grimoire');
	if (!listed?.version) return false;
	const db = await new Promise<IDBDatabase>((resolve, reject) => {
		const request = indexedDB.open('storyteller-grimoire');
		request.onsuccess = () => resolve(request.result);
		request.onerror = () => reject(request.error);
	});
	const ready = db.objectStoreNames.contains('games');
	db.close();
	return ready;
}

/** Writes a game summary straight into IndexedDB, as a finished setup would. */
export async function putGame(
	page: Page,
	game: { id: string; name: string; scriptName: string; playerCount: number; phaseLabel: string }
): Promise<void> {
	// Let the app create the database first: opening it here before Dexie has would make an
	// empty database without the app's tables.
	// The layout shows a page only once settings have been read, so Dexie has opened by then.
	await expect(page.locator('.page').first()).toBeVisible();
	await expect.poll(() => page.evaluate(hasGamesTable), { timeout: 10_000 }).toBe(true);
	const now = Date.now();
	await putRows(page, 'games', [
		{
			...game,
			ruleset: 'botc',
			status: 'in-progress',
			createdAt: now,
			updatedAt: now,
			schemaVersion: 1
		}
	]);
}

/** Writes `rows` straight into one of the app's IndexedDB tables (the app has made them). */
export async function putRows(page: Page, store: string, rows: unknown[]): Promise<void> {
	await page.evaluate(
		async ({ store, rows }) => {
			const db = await new Promise<IDBDatabase>((resolve, reject) => {
				const request = indexedDB.open('storyteller-grimoire');
				request.onsuccess = () => resolve(request.result);
				request.onerror = () => reject(request.error);
			});
			await new Promise<void>((resolve, reject) => {
				const tx = db.transaction(store, 'readwrite');
				for (const row of rows) tx.objectStore(store).put(row);
				tx.oncomplete = () => resolve();
				tx.onerror = () => reject(tx.error);
			});
			db.close();
		},
		{ store, rows }
	);
}

/** Reads one stored setting straight from IndexedDB (undefined while it has not been written). */
export async function storedSetting(page: Page, key: string): Promise<unknown> {
	return page.evaluate(async (k) => {
		const db = await new Promise<IDBDatabase>((resolve, reject) => {
			const request = indexedDB.open('storyteller-grimoire');
			request.onsuccess = () => resolve(request.result);
			request.onerror = () => reject(request.error);
		});
		try {
			if (!db.objectStoreNames.contains('settings')) return undefined;
			return await new Promise<unknown>((resolve, reject) => {
				const read = db.transaction('settings', 'readonly').objectStore('settings').get(k);
				read.onsuccess = () => resolve((read.result as { value?: unknown } | undefined)?.value);
				read.onerror = () => reject(read.error);
			});
		} finally {
			db.close();
		}
	}, key);
}

/**
 * Waits, with a hold-to-confirm button pressed, until the hold has taken effect as the user sees
 * it: the button's fill is complete (`data-held`), or the button is gone (its hold closed the
 * screen it was on).
 */
export async function heldDown(target: Locator) {
	await expect
		.poll(() => target.evaluateAll((els) => els.length === 0 || els[0]!.hasAttribute('data-held')))
		.toBe(true);
}

/** Presses and holds a hold-to-confirm button until it has acted (`heldDown`), then lets go. */
export async function hold(page: Page, target: Locator) {
	await target.scrollIntoViewIfNeeded();
	const box = await target.boundingBox();
	if (!box) throw new Error('nothing to hold');
	await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
	await page.mouse.down();
	await heldDown(target);
	await page.mouse.up();
}

/** Resolves once the browser has painted the page as it is now (two animation frames on). */
export async function painted(page: Page) {
	await page.evaluate(
		() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
	);
}

/**
 * Presses the night step's Done (`done`, its label in the page's language) until the step titled
 * `name` is on screen. Each press waits for the title to change, so a stale title is never read
 * as the next step's (which would press Done on a step the test meant to stop at).
 */
export async function doneUntil(page: Page, name: string, done: string, most = 12) {
	const title = page.locator('.night article h3');
	for (let i = 0; i < most; i++) {
		const shown = (await title.textContent())?.trim() ?? '';
		if (shown === name) return;
		await page.getByRole('button', { name: done, exact: true }).click();
		await expect(title).not.toHaveText(shown);
	}
	await expect(title).toHaveText(name);
}

/** On the new-game screen: imports a script file, and waits until it is the chosen script. */
export async function importScriptFile(page: Page, file: string, name: string) {
	await page.goto('/new');
	await page.getByTestId('script-import-open').click();
	await page.getByTestId('import-file').setInputFiles(file);
	await expect(page.locator('[data-testid^="script-"][aria-pressed="true"]')).toContainText(name);
}

/** Creates a game of `players` from the new-game screen and goes on to its characters step. */
export async function toCharactersStep(page: Page, players: number) {
	await page.getByTestId(`players-${players}`).click();
	await expect(page).toHaveURL(/\/game\/[^/]+$/);
	await page.getByTestId('next').click();
	await expect(page.getByTestId('setup')).toHaveAttribute('data-step', 'characters');
}

/**
 * On the characters step, unpresses every chosen character (the step may open with a set
 * already chosen). A token can leave the pressed set while it is being clicked (the list
 * re-renders): a click that finds nothing more to press ends, the count decides.
 */
export async function clearCharacters(page: Page) {
	const pressed = page.locator('button.token-button[aria-pressed="true"]');
	for (let i = 0; i < 20 && (await pressed.count()) > 0; i++)
		await pressed
			.first()
			.click({ timeout: 3000 })
			.catch(() => undefined);
	await expect(pressed).toHaveCount(0);
}

/** Deals the chosen characters from the bag: each of the `players` seats draws, then it goes back. */
export async function dealFromBag(page: Page, players: number) {
	await page.getByTestId('characters-bag').click();
	for (let n = 1; n <= players; n++) await hold(page, page.getByTestId(`bag-seat-${n}`));
	await hold(page, page.getByTestId('bag-return'));
}
