import { expect, test, type Locator, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { seedGame, reloadSaved } from './fixtures/play-game';
import { painted, waitForServiceWorker } from './helpers';
import { backupOf } from './storage-fixtures';

// A new version of the app is deployed while the storyteller has it open. It must not reload a
// page on its own (a game mid-vote would lose the raised hands): the new version waits, the home
// and settings screens offer it, and taking it reloads into the new version.

test.use({ locale: 'en-US' });
test.setTimeout(90_000);

const BUILD = join(process.cwd(), 'build');
const TYPES: Record<string, string> = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.json': 'application/json',
	'.webmanifest': 'application/manifest+json',
	'.png': 'image/png',
	'.svg': 'image/svg+xml'
};

/** Serves the build like a static host; `version` 'B' serves a changed service worker. */
let version = 'A';
let server: Server;
let origin = '';

test.beforeAll(async () => {
	server = createServer((req, res) => {
		const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
		let file = normalize(join(BUILD, path));
		if (!file.startsWith(BUILD) || !existsSync(file) || statSync(file).isDirectory())
			file = join(BUILD, 'index.html');
		let body = readFileSync(file);
		// Version B: the same files under a new service worker, as after a deploy.
		if (path === '/sw.js' && version !== 'A')
			body = Buffer.concat([body, Buffer.from(`\n// version ${version}\n`)]);
		res.writeHead(200, {
			'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
			'cache-control': 'no-cache'
		});
		res.end(body);
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
	const address = server.address();
	if (!address || typeof address === 'string') throw new Error('no port');
	origin = `http://127.0.0.1:${address.port}`;
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Marks a tab's window: a reload forgets the mark, so the mark tells whether it reloaded. */
const mark = (p: Page, value: string) =>
	p.evaluate((v) => ((window as unknown as { mark: string }).mark = v), value);
const markOf = (p: Page) => p.evaluate(() => (window as unknown as { mark?: string }).mark);

/** Serves `served` and opens the home screen in it, controlled by its service worker. */
async function openVersion(page: Page, served: string) {
	version = served;
	await page.goto(`${origin}/`);
	await waitForServiceWorker(page);
}

/** Takes the update offered in `banner`: the tab reloads into the new version. */
async function updateNow(page: Page, banner: Locator) {
	const reloaded = page.waitForEvent('load', { timeout: 15_000 });
	await banner.getByRole('button', { name: 'Update now' }).click();
	await reloaded;
	expect(await markOf(page)).toBeUndefined();
}

test('a new version waits for the storyteller, is offered on the home screen and reloads when taken', async ({
	page,
	context
}) => {
	await openVersion(page, 'A');

	// A game is open in a second tab all along.
	const game = await context.newPage();
	await game.goto(`${origin}/`);
	const id = await seedGame(game, { id: 'update-game', seats: 7, locale: 'en' });
	await game.goto(`${origin}/game/${id}`);
	await expect(game.locator('.seat')).toHaveCount(7);
	await mark(game, 'game');

	// Away from home (setting up a game): the new version arrives.
	await page.goto(`${origin}/new`);
	await expect(page.getByRole('heading', { name: 'New game', level: 1 })).toBeVisible();
	await mark(page, 'before');
	version = 'B';
	await page.evaluate(async () => {
		const registration = await navigator.serviceWorker.getRegistration();
		await registration?.update();
	});
	await expect
		.poll(() =>
			page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)
		)
		.toBe(true);
	// It waits: the new worker stays installed, not active (only taking it over reloads), and this
	// screen, painted with the news in hand, shows nothing.
	await painted(page);
	expect(
		await page.evaluate(
			async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state
		)
	).toBe('installed');
	expect(await markOf(page)).toBe('before');
	await expect(page.getByTestId('update-banner')).toHaveCount(0);

	// Back on the home screen (no reload), the update is offered.
	await page.getByRole('link', { name: 'Grimoire home' }).first().click();
	await expect(page.getByRole('heading', { name: "Storyteller's Grimoire" })).toBeVisible();
	const banner = page.getByTestId('update-banner');
	await expect(banner).toBeVisible();
	if (process.env.UPDATE_SHOTS)
		await page.screenshot({ path: `${process.env.UPDATE_SHOTS}/update.png` });
	expect(await markOf(page)).toBe('before');

	// "Later" puts it away; after a reload the old version still runs and offers it again.
	await banner.getByRole('button', { name: 'Later' }).click();
	await expect(banner).toHaveCount(0);
	await reloadSaved(page);
	await expect(page.getByRole('heading', { name: "Storyteller's Grimoire" })).toBeVisible();
	await expect(banner).toBeVisible();
	expect(
		await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)
	).toBe(true);
	await mark(page, 'before');

	// Taken: the new version takes over and the page reloads into it.
	await updateNow(page, banner);
	await expect(page.getByRole('heading', { name: "Storyteller's Grimoire" })).toBeVisible();
	await expect
		.poll(() =>
			page.evaluate(async () => {
				const r = await navigator.serviceWorker.getRegistration();
				return { waiting: !!r?.waiting, active: r?.active?.state };
			})
		)
		.toEqual({ waiting: false, active: 'activated' });
	await expect(page.getByTestId('update-banner')).toHaveCount(0);

	// The game in the other tab was not reloaded under the storyteller's hands, and still works.
	expect(await markOf(game)).toBe('game');
	await expect(game.getByTestId('update-banner')).toHaveCount(0);
	await game.locator('.seat').first().click();
	await expect(game.getByRole('dialog')).toBeVisible();
});

test('an update reloads only the tab that asked: a settings tab waiting on an import question keeps it, and offers the update once answered', async ({
	page,
	context
}) => {
	await openVersion(page, 'C');

	// A second tab: a game imported, then the same file again, so its question waits unanswered.
	const settings = await context.newPage();
	await settings.goto(`${origin}/settings`);
	const file = {
		name: 'asked.json',
		mimeType: 'application/json',
		buffer: Buffer.from(JSON.stringify(backupOf({ id: 'asked', name: 'Asked about' })))
	};
	await settings.getByTestId('backup-file').setInputFiles(file);
	await expect(settings.getByText(/Imported: 1 added/)).toBeVisible();
	await settings.getByTestId('backup-file').setInputFiles(file);
	await expect(settings.getByText('These games are already on this device')).toBeVisible();
	await mark(settings, 'asking');

	// A new version arrives; the home tab offers it; the settings tab, busy, does not.
	version = 'D';
	await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
	const banner = page.getByTestId('update-banner');
	await expect(banner).toBeVisible({ timeout: 15_000 });
	await mark(page, 'home');
	await expect(settings.getByTestId('update-banner')).toHaveCount(0);

	// Taken on the home tab: that tab reloads into it...
	await updateNow(page, banner);
	await expect(page.getByRole('heading', { name: "Storyteller's Grimoire" })).toBeVisible();
	await expect
		.poll(() =>
			page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)
		)
		.toBe(false);

	// ...and the settings tab keeps its page, its question and the chosen file.
	expect(await markOf(settings)).toBe('asking');
	await expect(settings.getByText('These games are already on this device')).toBeVisible();
	await expect(settings.getByTestId('update-banner')).toHaveCount(0);
	// Once the question is answered, the tab is idle: it offers the update, which reloads it.
	await settings.getByRole('button', { name: 'Cancel' }).click();
	const offered = settings.getByTestId('update-banner');
	await expect(offered).toBeVisible();
	expect(await markOf(settings)).toBe('asking');
	await updateNow(settings, offered);
});
