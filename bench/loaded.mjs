/**
 * What the browser really loads: the JS and CSS Chromium fetches from opening a page until the
 * page is interactive, dynamic imports included (the route's lazily loaded screens, message
 * areas and character texts). This is what the size budgets are checked against, in CI too:
 *
 * - home: `/` on a device in use (the stored game below saved a visit before), until the
 *   saved-games list is drawn with the game's card (on a new device's first visit, Dexie also
 *   loads at once, to create the database: src/lib/persistence/idb-read.ts);
 * - grimoire: `/game/<id>` of a stored 20-seat Trouble Brewing game (bench/seed.ts) in a zh-CN
 *   browser, until its whole first screen is drawn: the ring and the phase's panel (the night
 *   checklist, which comes a frame after the ring; GRIMOIRE_MARKERS).
 *
 * "Interactive" is the marker present, then a painted frame and a task run. Counted: every
 * /_app/ JS or CSS file the page requested up to then (Resource Timing, so module preloads and
 * dynamic imports count, cached or not). Not counted, reported apart: what it fetches after that
 * (`afterJsGzip`: a sheet opened by a tap, …), and the service worker's registration
 * (`serviceWorkerJsGzip`: workbox-window and virtual:pwa-register, which the layout loads in the
 * background once the page has loaded and the main thread is idle; whether that comes before or
 * after "interactive" is a matter of timing, and the first screen never waits for it; the
 * earlier manifest-based figures did not count it either). The service worker itself is blocked,
 * so its precache is not mistaken for the page's loads.
 */
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARGS, assetSizes, startServer, storeGame, waitForDatabase } from './browser.mjs';

const HOME_MARKERS = ['section.saved[data-status="ready"] .games > li:not(#prepaint *)'];
// The grimoire's whole first screen: the ring and the phase's panel (the night checklist or the
// day panel, which come a frame after the ring), so the count never depends on timing.
const GRIMOIRE_MARKERS = [
	'.play .panel > section.night:not(#prepaint *)',
	'.play .panel > section.day:not(#prepaint *)'
];

/** Installed before the page's scripts: when a marker shows, notes the assets loaded so far. */
function probe({ markers }) {
	const assets = () =>
		performance
			.getEntriesByType('resource')
			.map((e) => new URL(e.name).pathname)
			.filter((p) => /^\/_app\/.*\.(js|css)$/.test(p));
	const done = (marker) =>
		requestAnimationFrame(() =>
			setTimeout(() => {
				window.__loaded = { marker, at: performance.now(), assets: assets() };
			}, 0)
		);
	const observer = new MutationObserver(() => {
		const marker = markers.find((m) => document.querySelector(m));
		if (marker) {
			observer.disconnect();
			done(marker);
		}
	});
	observer.observe(document, { childList: true, subtree: true });
}

/** The service-worker registration's chunks (workbox-window, virtual:pwa-register), as /paths. */
function serviceWorkerFiles(root) {
	const manifest = JSON.parse(
		readFileSync(join(root, '.svelte-kit/output/client/.vite/manifest.json'), 'utf8')
	);
	return new Set(
		Object.entries(manifest)
			.filter(([key]) => /virtual:pwa-register|node_modules\/workbox-window\//.test(key))
			.map(([, chunk]) => `/${chunk.file}`)
	);
}

/** Opens `url` and returns the assets loaded until interactive, and those fetched after. */
async function open(context, url, markers, build, sw) {
	const page = await context.newPage();
	const errors = [];
	page.on('pageerror', (e) => errors.push(e.message));
	const all = new Set();
	page.on('request', (r) => {
		const path = new URL(r.url()).pathname;
		if (/^\/_app\/.*\.(js|css)$/.test(path)) all.add(path);
	});
	await page.addInitScript(probe, { markers });
	await page.goto(url, { waitUntil: 'load' });
	try {
		await page.waitForFunction(() => window.__loaded, undefined, { timeout: 30_000 });
	} catch {
		throw new Error(
			`${url} never became interactive (${markers.join(' | ')})${errors.length ? `: ${errors.join('; ')}` : ''}`
		);
	}
	await page.waitForLoadState('networkidle');
	const loaded = await page.evaluate(() => window.__loaded);
	const until = new Set(loaded.assets.filter((p) => !sw.has(p)));
	const after = [...all].filter((p) => !until.has(p) && !sw.has(p));
	const registration = [...new Set([...all, ...loaded.assets])].filter((p) => sw.has(p));
	const sizes = assetSizes(build, until);
	return {
		page,
		result: {
			...sizes,
			marker: loaded.marker,
			afterJsGzip: assetSizes(build, after).jsGzip,
			afterFiles: after.sort(),
			serviceWorkerJsGzip: assetSizes(build, registration).jsGzip,
			errors
		}
	};
}

/**
 * Measures `build/` served by bench's static server. `saved` is the stored game
 * (bench/seed.ts savedGame). Returns { home, grimoire }, each { jsGzip, cssGzip, files, … }.
 */
export async function measureLoaded({ root, build = join(root, 'build'), saved, port = 4178 }) {
	const sw = serviceWorkerFiles(root);
	const server = await startServer(root, port, build);
	const browser = await chromium.launch({
		executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
		args: ARGS,
		headless: true
	});
	try {
		const context = await browser.newContext({
			locale: 'zh-CN',
			serviceWorkers: 'block',
			viewport: { width: 1024, height: 768 }
		});
		// The first visit makes the database; the game is stored as if played before. As on a
		// device in use, the game was open before (its journal is written) and the home screen
		// has listed it since (its rows are kept).
		const url = `${server.url}/game/${encodeURIComponent(saved.id)}`;
		const first = await context.newPage();
		await first.goto(server.url, { waitUntil: 'load' });
		await waitForDatabase(first);
		await storeGame(first, saved);
		await first.goto(url, { waitUntil: 'load' });
		await first.waitForFunction(
			(markers) => markers.some((m) => document.querySelector(m)),
			GRIMOIRE_MARKERS,
			{
				timeout: 30_000
			}
		);
		await first.goto(server.url, { waitUntil: 'load' });
		await first.waitForFunction(
			(marker) => document.querySelector(marker) && localStorage.getItem('grimoire-games-rows'),
			HOME_MARKERS[0],
			{ timeout: 30_000, polling: 100 }
		);
		await first.close();
		const home = await open(context, server.url, HOME_MARKERS, build, sw);
		await home.page.close();
		const grimoire = await open(context, url, GRIMOIRE_MARKERS, build, sw);
		await grimoire.page.close();
		await context.close();
		return {
			home: home.result,
			grimoire: grimoire.result,
			game: {
				seats: saved.game.playerCount,
				events: saved.events.length,
				script: saved.game.scriptName
			}
		};
	} finally {
		await browser.close();
		server.stop();
	}
}

/** The stored game the grimoire is measured with: bench/seed.ts, loaded through Vite in Node. */
export async function benchGame(root, events = 2000) {
	const { runnerImport } = await import('vite');
	const { module } = await runnerImport(join(root, 'bench/seed.ts'), {
		configFile: false,
		root,
		logLevel: 'error',
		resolve: { alias: { $lib: join(root, 'src/lib') } }
	});
	return module.savedGame(events, `bench-game-${events}`);
}
