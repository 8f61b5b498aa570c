import { type Page, expect } from '@playwright/test';

/** The stored event count and games row of a game, read straight from IndexedDB. */
export async function stored(page: Page, id: string) {
	return page.evaluate(
		(gameId) =>
			new Promise<{ events: number; row: Record<string, unknown> | null }>((done, fail) => {
				const open = indexedDB.open('storyteller-grimoire');
				open.onerror = () => fail(open.error);
				open.onsuccess = () => {
					const db = open.result;
					const tx = db.transaction(['events', 'games'], 'readonly');
					const count = tx
						.objectStore('events')
						.count(IDBKeyRange.bound([gameId, -Infinity], [gameId, Infinity]));
					const row = tx.objectStore('games').get(gameId);
					tx.oncomplete = () => {
						done({ events: count.result, row: (row.result as Record<string, unknown>) ?? null });
						db.close();
					};
				};
			}),
		id
	);
}

export function gameId(page: Page): string {
	const m = /\/game\/([^/?#]+)/.exec(page.url());
	if (!m?.[1]) throw new Error(`not a game page: ${page.url()}`);
	return decodeURIComponent(m[1]);
}

/** Values of every select in `scope`, to compare a screen before and after a reload. */
export async function selectValues(page: Page, selector: string): Promise<string[]> {
	return page
		.locator(selector)
		.evaluateAll((els) => els.map((e) => (e as HTMLSelectElement).value));
}

/** Waits until `n` events of the game are stored. */
export async function waitStored(page: Page, id: string, n: number) {
	await expect.poll(async () => (await stored(page, id)).events).toBe(n);
}
