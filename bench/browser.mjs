/**
 * Browser benchmarks against the built app, in Chromium (/usr/bin/chromium or CHROMIUM_PATH):
 *
 * - cold start: a fresh browser process on a profile where the service worker is installed and a
 *   saved 20-seat game with 2,000 events is stored; the server is stopped and the browser is
 *   offline; CPU slowed down 4× through DevTools (Emulation.setCPUThrottlingRate). Time from
 *   navigation to the grimoire being present and responding (see `MARKERS`).
 * - the JS and CSS the browser actually fetched for the home screen and the grimoire route.
 *
 * Used by bench/run.mjs; `runBrowserBench(options)` returns the figures.
 */
import { chromium } from '@playwright/test';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Scratch space (browser profiles, a copy of the build), out of the linted and committed tree. */
export const CACHE = 'node_modules/.cache/grimoire-bench';

export const ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync'
];

/**
 * What "the grimoire is interactive" waits for, first match wins: the grimoire's own test ids
 * when the screen offers them or the seats in its ring, else the game page showing the game's
 * name (the placeholder play screen). Then one frame is painted and the main thread runs a task: it can take a tap.
 */
// The app's own grimoire, not the picture of it drawn before the app starts (#prepaint: it
// shows the game but cannot take a tap).
export const MARKERS = [
	'[data-testid="grimoire-ring"]',
	'main .ring > :not(#prepaint *)',
	'[data-testid="grimoire"]',
	'[data-testid="play-screen"]'
];

const percentile = (sorted, p) =>
	sorted.length
		? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
		: NaN;

export function stats(samples) {
	const sorted = samples.slice().sort((a, b) => a - b);
	const mid = Math.floor(sorted.length / 2);
	const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
	return {
		n: sorted.length,
		median,
		p50: percentile(sorted, 50),
		p95: percentile(sorted, 95),
		min: sorted[0],
		max: sorted.at(-1),
		spread: sorted.at(-1) - sorted[0]
	};
}

const TYPES = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.json': 'application/json',
	'.webmanifest': 'application/manifest+json',
	'.png': 'image/png',
	'.svg': 'image/svg+xml',
	'.ico': 'image/x-icon',
	'.webp': 'image/webp'
};

/**
 * Serves build/ as a static host would (the SPA shell for unknown paths, like the adapter's
 * fallback). Our own small server, so the benchmark needs nothing but the built files.
 */
async function startServer(root, port, build = join(root, 'build')) {
	const server = createServer((req, res) => {
		const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
		let file = normalize(join(build, path));
		if (!file.startsWith(build)) file = join(build, 'index.html');
		if (!existsSync(file) || statSync(file).isDirectory()) file = join(build, 'index.html');
		res.writeHead(200, {
			'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
			'cache-control': 'no-cache'
		});
		res.end(readFileSync(file));
	});
	await new Promise((resolve, reject) => {
		server.once('error', reject);
		server.listen(port, '127.0.0.1', () => resolve(undefined));
	});
	return { url: `http://127.0.0.1:${port}`, stop: () => server.close() };
}

/** Chromium on a persistent profile (service workers allowed), as the benchmarks run it. */
export async function launch(profile, executablePath) {
	const context = await chromium.launchPersistentContext(profile, {
		executablePath,
		args: ARGS,
		headless: true,
		serviceWorkers: 'allow',
		viewport: { width: 1024, height: 768 },
		locale: 'zh-CN'
	});
	context.setDefaultTimeout(30_000);
	return context;
}

/** JS/CSS under /_app fetched by a page (from the network or the service worker). */
function recordAssets(page) {
	const urls = new Set();
	page.on('request', (r) => {
		const path = new URL(r.url()).pathname;
		if (/^\/_app\/.*\.(js|css)$/.test(path)) urls.add(path);
	});
	return urls;
}

export function assetSizes(build, paths) {
	let js = 0;
	let css = 0;
	for (const p of paths) {
		const file = join(build, p);
		if (!existsSync(file)) continue;
		const size = gzipSync(readFileSync(file)).length;
		if (p.endsWith('.css')) css += size;
		else js += size;
	}
	return { jsGzip: js, cssGzip: css, files: [...paths].sort() };
}

/** Collects the page's uncaught errors. */
function pageErrors(page) {
	const errors = [];
	page.on('pageerror', (e) => errors.push(e.message));
	return errors;
}

/**
 * Waits until Dexie has created the app's database (so writing into it keeps its schema). The app
 * opens it through Dexie a few seconds after its first screen (src/lib/state/storage-open.ts).
 * Polled from here: `waitForFunction` takes a pending promise for a truthy answer.
 */
export async function waitForDatabase(page, timeout = 20_000) {
	const until = Date.now() + timeout;
	for (;;) {
		const ready = await page.evaluate(async () => {
			const listed = (await indexedDB.databases()).find((d) => d.name === 'storyteller-grimoire');
			// Dexie's version 1 is IndexedDB version 10; opening a database still being made would
			// make an empty one.
			if (!listed?.version || listed.version < 10) return false;
			const db = await new Promise((resolve, reject) => {
				const r = indexedDB.open('storyteller-grimoire');
				r.onsuccess = () => resolve(r.result);
				r.onerror = () => reject(r.error);
			});
			const ok = ['games', 'events', 'snapshots'].every((n) => db.objectStoreNames.contains(n));
			db.close();
			return ok;
		});
		if (ready) return;
		if (Date.now() > until) throw new Error('the app never created its database');
		await new Promise((resolve) => setTimeout(resolve, 100));
	}
}

/** Writes a saved game (bench/seed.ts) into the app's IndexedDB, as the app stores it. */
export async function storeGame(page, saved) {
	await page.evaluate(async (g) => {
		const db = await new Promise((resolve, reject) => {
			const r = indexedDB.open('storyteller-grimoire');
			r.onsuccess = () => resolve(r.result);
			r.onerror = () => reject(r.error);
		});
		await new Promise((resolve, reject) => {
			const tx = db.transaction(['games', 'events', 'snapshots'], 'readwrite');
			tx.objectStore('games').put(g.game);
			for (const e of g.events) tx.objectStore('events').put(e);
			for (const s of g.snapshots) tx.objectStore('snapshots').put(s);
			tx.oncomplete = () => resolve(undefined);
			tx.onerror = () => reject(tx.error);
		});
		db.close();
	}, saved);
}

async function waitForServiceWorker(page) {
	await page.waitForFunction(
		() => navigator.serviceWorker?.controller?.state === 'activated',
		undefined,
		{ timeout: 30_000, polling: 100 }
	);
}

/** A fixed amount of work, in ms: compares the page's speed with and without the slowdown. */
const BUSY = () => {
	const t0 = performance.now();
	let x = 0;
	for (let i = 0; i < 3e6; i++) x = (x * 31 + i) % 1000003;
	return performance.now() - t0 + (x < 0 ? 1 : 0);
};

/** Installed in every cold-start page before its scripts: notes when the grimoire is usable. */
function installProbe({ markers, name }) {
	const found = () => {
		for (const m of markers) if (document.querySelector(m)) return m;
		const main = document.body;
		if (name && main && main.textContent && main.textContent.includes(name)) return 'game name';
		return null;
	};
	const done = (how) => {
		const present = performance.now();
		requestAnimationFrame(() =>
			setTimeout(() => {
				const nav = performance.getEntriesByType('navigation')[0];
				window.__bench = {
					how,
					present,
					interactive: performance.now(),
					responseEnd: nav?.responseEnd ?? null,
					domContentLoaded: nav?.domContentLoadedEventEnd ?? null
				};
			}, 0)
		);
	};
	const observer = new MutationObserver(() => {
		const how = found();
		if (how) {
			observer.disconnect();
			done(how);
		}
	});
	observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Runs the browser benchmarks. `saved` is the stored game (bench/seed.ts savedGame); `root` the
 * project. Returns { coldStart, loaded, notes }. (Taps are timed by bench/taps.mjs.)
 */
export async function runBrowserBench({
	root,
	build = join(root, 'build'),
	saved,
	runs = 7,
	throttle = 4,
	port = 4179,
	log = console.log
}) {
	const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
	const profile = join(root, CACHE, 'profile');
	rmSync(profile, { recursive: true, force: true });
	const notes = [];
	const server = await startServer(root, port, build);
	const gameUrl = `${server.url}/game/${encodeURIComponent(saved.id)}`;
	let loaded;
	let baseline;
	/** Why the game page cannot be timed (it fails to show the game), or null. */
	let gameOpens = null;
	try {
		// Install: the first visit (online) fetches the app, the service worker precaches it.
		const context = await launch(profile, executablePath);
		const page = context.pages()[0] ?? (await context.newPage());
		const homeAssets = recordAssets(page);
		await page.goto(server.url, { waitUntil: 'networkidle' });
		await waitForServiceWorker(page);
		await waitForDatabase(page);
		await storeGame(page, saved);
		baseline = await page.evaluate(BUSY);
		// The storyteller has opened this game before (online, not timed).
		const gamePage = await context.newPage();
		const gameAssets = recordAssets(gamePage);
		const errors = pageErrors(gamePage);
		await gamePage.addInitScript(installProbe, { markers: MARKERS, name: saved.name });
		await gamePage.goto(gameUrl, { waitUntil: 'networkidle' });
		try {
			await gamePage.waitForFunction(() => window.__bench, undefined, { timeout: 30_000 });
		} catch {
			gameOpens = `the game page never showed the grimoire${errors.length ? `: ${errors.join('; ')}` : ''}`;
		}
		loaded = {
			home: assetSizes(build, homeAssets),
			grimoire: assetSizes(build, gameAssets)
		};
		await context.close();
	} finally {
		server.stop();
	}
	log(`  service worker installed, game of ${saved.events.length} events stored; server stopped`);

	// Cold starts: a new browser process each time, offline, CPU slowed down.
	const cold = [];
	let how = '';
	const slowdown = [];
	for (let i = 0; i < runs && !gameOpens; i++) {
		const context = await launch(profile, executablePath);
		try {
			await context.setOffline(true);
			const page = context.pages()[0] ?? (await context.newPage());
			const cdp = await context.newCDPSession(page);
			await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
			await page.addInitScript(installProbe, { markers: MARKERS, name: saved.name });
			await page.goto(gameUrl, { waitUntil: 'commit' });
			await page.waitForFunction(() => window.__bench, undefined, {
				timeout: 60_000,
				polling: 50
			});
			const r = await page.evaluate(() => window.__bench);
			const controlled = await page.evaluate(() => !!navigator.serviceWorker.controller);
			if (!controlled) throw new Error('the cold start was not served by the service worker');
			slowdown.push((await page.evaluate(BUSY)) / baseline);
			how = r.how;
			cold.push(r);
			log(`  cold start ${i + 1}/${runs}: ${r.interactive.toFixed(0)} ms (${r.how})`);
		} finally {
			await context.close();
		}
	}
	if (how === 'game name')
		notes.push(
			'The grimoire offers no data-testid yet: cold start waits for the game page to show the game (its name), then a painted frame.'
		);

	if (gameOpens) notes.push(`Cold start not measured: ${gameOpens}.`);
	return {
		coldStart: gameOpens
			? { error: gameOpens }
			: {
					runs,
					throttle,
					events: saved.events.length,
					seats: saved.game.playerCount,
					marker: how,
					interactive: stats(cold.map((r) => r.interactive)),
					present: stats(cold.map((r) => r.present)),
					samples: cold.map((r) => Math.round(r.interactive)),
					measuredSlowdown: stats(slowdown).median
				},
		loaded,
		notes
	};
}

export { startServer };

export function buildExists(root) {
	return existsSync(join(root, 'build/index.html')) && statSync(join(root, 'build/sw.js')).size > 0;
}
