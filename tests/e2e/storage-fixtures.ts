import { expect, type Page } from '@playwright/test';

// Shared by the storage, tabs, crash and xss browser tests: backups built by hand in the file
// format, imported through the settings screen the way a storyteller would.

export const BACKUP_FORMAT = 'storyteller-grimoire-backup';

export interface Seat {
	id: string;
	name: string;
}

/** A backup file holding one game in setup with `seats`, plus any extra events and scripts. */
export function backupOf(options: {
	id: string;
	name: string;
	seats?: Seat[];
	scriptName?: string;
	events?: Record<string, unknown>[];
	scripts?: unknown[];
}) {
	const seats =
		options.seats ?? Array.from({ length: 7 }, (_, i) => ({ id: `s${i + 1}`, name: `P${i + 1}` }));
	const scriptName = options.scriptName ?? 'Tiny Town';
	return {
		format: BACKUP_FORMAT,
		version: 1,
		appVersion: '0.0.0-test',
		exportedAt: 1_700_000_000_000,
		games: [
			{
				summary: {
					id: options.id,
					name: options.name,
					ruleset: 'botc',
					scriptName,
					createdAt: 1_700_000_000_000,
					updatedAt: 1_700_000_000_000,
					status: 'setup',
					playerCount: seats.length,
					phaseLabel: 'setup',
					schemaVersion: 1
				},
				events: [
					{
						type: 'game/created',
						at: 1_700_000_000_000,
						id: options.id,
						ruleset: 'botc',
						name: options.name,
						script: {
							id: 'tiny',
							name: scriptName,
							characters: [],
							firstNight: [],
							otherNight: [],
							jinxes: []
						},
						seed: 42,
						seats
					},
					...(options.events ?? [])
				]
			}
		],
		scripts: options.scripts ?? []
	};
}

/**
 * A backup of `games` new games, each its creation and `events` renames (seat by seat around
 * seven), the `i`th rename of game `g` naming the seat `rename(g, i)`.
 */
export function renamesBackup(
	games: { id: string; name: string }[],
	events: number,
	rename: (g: number, i: number) => string
) {
	const backup = backupOf(games[0]!);
	const one = backup.games[0]!;
	backup.games = games.map(({ id, name }, g) => {
		const renames = Array.from({ length: events }, (_, i) => ({
			type: 'seat/renamed',
			at: 1_700_000_000_000 + i,
			seat: `s${1 + (i % 7)}`,
			name: rename(g, i)
		}));
		return {
			summary: { ...one.summary, id, name },
			events: [{ ...one.events[0]!, id, name }, ...renames]
		};
	});
	return backup;
}

/** Imports a backup through Settings → Backup and restore; resolves once the screen says so. */
export async function importViaSettings(page: Page, backup: unknown, expectText: RegExp) {
	await page.goto('/settings');
	await page.getByTestId('backup-file').setInputFiles({
		name: 'backup.json',
		mimeType: 'application/json',
		buffer: Buffer.from(JSON.stringify(backup))
	});
	await expect(page.getByText(expectText)).toBeVisible();
}

/** Makes the app expose the open GameSession as `window.__grimoireSession` (test hook). */
export async function enableSessionHook(page: Page) {
	await page.addInitScript(() => {
		(globalThis as { __GRIMOIRE_TEST_HOOK__?: boolean }).__GRIMOIRE_TEST_HOOK__ = true;
	});
}

export interface HookedSession {
	readOnly: boolean;
	state: { name: string; seats: { id: string; name: string; alive: boolean }[] };
	history: { log: { type: string }[] };
	dispatch(body: Record<string, unknown>): Promise<null | { code: string }>;
}

/** An event of a game's log, as the tests compare them. */
export type Logged = { type: string } & Record<string, unknown>;

/** The open game's log as its session holds it. */
export async function sessionLog(page: Page): Promise<Logged[]> {
	return page.evaluate(
		() =>
			(globalThis as unknown as { __grimoireSession: HookedSession }).__grimoireSession.history
				.log as Logged[]
	);
}

/** Deletes the app's whole database from the page, as a reset or "clear site data" does. */
export async function wipeDatabase(page: Page) {
	await page.evaluate(
		() =>
			new Promise<void>((resolve, reject) => {
				const request = indexedDB.deleteDatabase('storyteller-grimoire');
				request.onsuccess = () => resolve();
				request.onerror = () => reject(request.error);
			})
	);
}

/** Waits until the game page has opened its session (for `id`). */
export async function waitForSession(page: Page, id: string, timeout = 15_000) {
	await page.waitForFunction(
		(gameId) =>
			(globalThis as { __grimoireSession?: { id: string } }).__grimoireSession?.id === gameId,
		id,
		{ timeout }
	);
}

/** The game's stored event log, read straight from IndexedDB. */
export async function storedLog(
	page: Page,
	id: string
): Promise<{ seq: number; event: unknown }[]> {
	return page.evaluate(async (gameId) => {
		const db = await new Promise<IDBDatabase>((resolve, reject) => {
			const request = indexedDB.open('storyteller-grimoire');
			request.onsuccess = () => resolve(request.result);
			request.onerror = () => reject(request.error);
		});
		// A database opened after it was deleted has no stores yet: it holds no log.
		if (!db.objectStoreNames.contains('events')) {
			db.close();
			return [];
		}
		const rows = await new Promise<{ seq: number; event: unknown }[]>((resolve, reject) => {
			const request = db
				.transaction('events')
				.objectStore('events')
				.getAll(IDBKeyRange.bound([gameId, -Infinity], [gameId, Infinity]));
			request.onsuccess = () => resolve(request.result);
			request.onerror = () => reject(request.error);
		});
		db.close();
		return rows.map((r) => ({ seq: r.seq, event: r.event }));
	}, id);
}

/**
 * The log in a game's crash journal (its OPFS file, read and parsed as the app does: appends in
 * order, undos applied), or null when the game has no journal.
 */
export async function journalLog(page: Page, id: string): Promise<unknown[] | null> {
	return page.evaluate(async (gameId) => {
		const root = await navigator.storage.getDirectory();
		let text: string;
		try {
			const dir = await root.getDirectoryHandle('journal');
			const handle = await dir.getFileHandle(`${encodeURIComponent(gameId)}.jsonl`);
			text = await (await handle.getFile()).text();
		} catch {
			return null;
		}
		const log: unknown[] = [];
		for (const raw of text.split('\n')) {
			if (!raw.trim()) continue;
			const line = JSON.parse(raw) as { s?: number; e?: unknown; t?: number };
			if (typeof line.t === 'number') log.length = line.t;
			else if (line.s === log.length) log.push(line.e);
			else break;
		}
		return log;
	}, id);
}
