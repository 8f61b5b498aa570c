import { expect, test } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { seedGame } from './fixtures/play-game';
import { waitForServiceWorker } from './helpers';

// A new version of the app is deployed while the storyteller has it open. It must not reload a
// page on its own (a game mid-vote would lose the raised hands): the new version waits, the home
// and settings screens offer it, and taking it reloads into the new version.

test.use({ locale: 'en-US' });

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
let version: 'A' | 'B' = 'A';
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
		if (path === '/sw.js' && version === 'B')
			body = Buffer.concat([body, Buffer.from('\n// version B\n')]);
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

test('a new version waits for the storyteller, is offered on the home screen and reloads when taken', async ({
	page,
	context
}) => {
	version = 'A';
	await page.goto(`${origin}/`);
	await waitForServiceWorker(page);

	// A game is open in a second tab all along.
	const game = await context.newPage();
	await game.goto(`${origin}/`);
	const id = await seedGame(game, { id: 'update-game', seats: 7, locale: 'en' });
	await game.goto(`${origin}/game/${id}`);
	await expect(game.locator('.seat')).toHaveCount(7);
	await game.evaluate(() => ((window as unknown as { mark: string }).mark = 'game'));

	// Away from home (setting up a game): the new version arrives.
	await page.goto(`${origin}/new`);
	await expect(page.getByRole('heading', { name: 'New game', level: 1 })).toBeVisible();
	await page.evaluate(() => ((window as unknown as { mark: string }).mark = 'before'));
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
	// It waits: no reload, nothing shown on this screen.
	await page.waitForTimeout(500);
	expect(await page.evaluate(() => (window as unknown as { mark?: string }).mark)).toBe('before');
	await expect(page.getByTestId('update-banner')).toHaveCount(0);

	// Back on the home screen (no reload), the update is offered.
	await page.getByRole('link', { name: 'Grimoire home' }).first().click();
	await expect(page.getByRole('heading', { name: "Storyteller's Grimoire" })).toBeVisible();
	const banner = page.getByTestId('update-banner');
	await expect(banner).toBeVisible();
	if (process.env.UPDATE_SHOTS)
		await page.screenshot({ path: `${process.env.UPDATE_SHOTS}/update.png` });
	expect(await page.evaluate(() => (window as unknown as { mark?: string }).mark)).toBe('before');

	// "Later" puts it away; after a reload the old version still runs and offers it again.
	await banner.getByRole('button', { name: 'Later' }).click();
	await expect(banner).toHaveCount(0);
	await page.reload();
	await expect(page.getByRole('heading', { name: "Storyteller's Grimoire" })).toBeVisible();
	await expect(banner).toBeVisible();
	expect(
		await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)
	).toBe(true);
	await page.evaluate(() => ((window as unknown as { mark: string }).mark = 'before'));

	// Taken: the new version takes over and the page reloads into it.
	const reloaded = page.waitForEvent('load', { timeout: 15_000 });
	await banner.getByRole('button', { name: 'Update now' }).click();
	await reloaded;
	expect(await page.evaluate(() => (window as unknown as { mark?: string }).mark)).toBeUndefined();
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
	expect(await game.evaluate(() => (window as unknown as { mark?: string }).mark)).toBe('game');
	await expect(game.getByTestId('update-banner')).toHaveCount(0);
	await game.locator('.seat').first().click();
	await expect(game.getByRole('dialog')).toBeVisible();
});
