/**
 * Side by side with a peer app (issue 21): the peer's home screen, our home screen and our
 * grimoire of the stored 20-seat game, measured in the same run with the same method,
 * interleaved (peer, ours, grimoire, then the next round in another order).
 *
 * Each app is served by a static server (the SPA shell for unknown paths), opened once online so
 * its service worker installs and takes control; then the servers stop, and every navigation is a
 * new Chromium process, offline, with the CPU slowed down (DevTools
 * Emulation.setCPUThrottlingRate). Per navigation: the time its main control is on screen (the
 * frame after it is in the document: for the grimoire the ring's first seat token), the largest
 * contentful paint, and the load event. Figures are medians, and ratios to the peer's home screen
 * of the same run: on a shared machine only the ratios mean anything.
 *
 * The peer is a built copy in ../shared/anchors/<name> (its README there); `PEER_DIR` overrides.
 */
import { chromium } from '@playwright/test';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { ARGS, CACHE, startServer, stats, storeGame, waitForDatabase } from './browser.mjs';

/** What "the first screen is usable" means on each page (its main control on screen). */
export const TARGETS = {
	peerHome: { label: 'peer, home screen', marker: '#root button .card-seal-outer' },
	home: { label: 'ours, home screen', marker: '.home .start .button.primary' },
	grimoire: {
		label: 'ours, grimoire of the stored game',
		marker: '.ring [data-seat]',
		// The app's own grimoire, inside the app's root (a tap can use it), not the kept picture:
		// timed in the same navigation (`app`).
		appMarker: '#app .ring [data-seat]'
	}
};

export function peerDir(root) {
	return process.env.PEER_DIR ?? join(root, '../shared/anchors/grimorium');
}

const TYPES = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.png': 'image/png',
	'.svg': 'image/svg+xml',
	'.webmanifest': 'application/manifest+json'
};

/** A plain static server for a built folder: unknown paths get its index.html. */
export async function serveFolder(dir, port) {
	const server = createServer((req, res) => {
		const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
		let file = normalize(join(dir, path));
		if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory())
			file = join(dir, 'index.html');
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

/**
 * In the page before its scripts: when the marker is in the document, when the frame that draws
 * it has been produced (the first task after that frame's animation callbacks, style, layout and
 * paint: a callback before the frame's rendering would count none of that work), and every LCP
 * entry.
 */
function probe({ marker, appMarker }) {
	const out = { lcp: [] };
	window.__peerBench = out;
	new PerformanceObserver((list) => {
		for (const e of list.getEntries()) out.lcp.push(e.startTime);
	}).observe({ type: 'largest-contentful-paint', buffered: true });
	// For `marker` in out.present / out.shown, for `appMarker` in out.appPresent / out.appShown.
	const check = (selector, present, shown) => {
		if (!selector) return true;
		if (out[present] !== undefined) return true;
		if (!document.querySelector(selector)) return false;
		out[present] = performance.now();
		requestAnimationFrame(() => {
			const after = new MessageChannel();
			after.port1.onmessage = () => {
				out[shown] = performance.now();
			};
			after.port2.postMessage(null);
		});
		return true;
	};
	const observer = new MutationObserver(() => {
		const a = check(marker, 'present', 'shown');
		const b = check(appMarker, 'appPresent', 'appShown');
		if (a && b) observer.disconnect();
	});
	observer.observe(document, { childList: true, subtree: true });
}

async function launch(profile) {
	return chromium.launchPersistentContext(profile, {
		executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
		args: ARGS,
		headless: true,
		serviceWorkers: 'allow',
		viewport: { width: 1024, height: 768 },
		locale: 'zh-CN'
	});
}

const controlled = (page) =>
	page.waitForFunction(
		() => navigator.serviceWorker?.controller?.state === 'activated',
		undefined,
		{
			timeout: 30_000,
			polling: 100
		}
	);

/** One cold navigation: a new browser process, offline, CPU slowed down. */
export async function navigate(profile, url, marker, throttle, appMarker) {
	const context = await launch(profile);
	try {
		await context.setOffline(true);
		const page = context.pages()[0] ?? (await context.newPage());
		const cdp = await context.newCDPSession(page);
		await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
		await page.addInitScript(probe, { marker, appMarker: appMarker ?? null });
		await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
		await page.waitForFunction(
			(app) =>
				window.__peerBench?.shown !== undefined &&
				(!app || window.__peerBench?.appShown !== undefined),
			!!appMarker,
			{ timeout: 60_000, polling: 50 }
		);
		// The largest paint is final once the page is quiet: a second with no newer candidate.
		let count = -1;
		for (let i = 0; i < 20; i++) {
			await page.waitForTimeout(500);
			const now = await page.evaluate(() => window.__peerBench.lcp.length);
			if (now === count && now > 0) break;
			count = now;
		}
		const r = await page.evaluate(() => {
			const nav = performance.getEntriesByType('navigation')[0];
			return {
				...window.__peerBench,
				load: nav?.loadEventStart ?? NaN,
				sw: !!navigator.serviceWorker?.controller
			};
		});
		if (!r.sw) throw new Error(`${url}: not served by its service worker`);
		return {
			shown: r.shown,
			present: r.present,
			appShown: r.appShown ?? NaN,
			lcp: r.lcp.at(-1) ?? NaN,
			load: r.load
		};
	} finally {
		await context.close();
	}
}

/**
 * Runs the comparison. `build` is our built app (a copy), `saved` the stored game
 * (bench/seed.ts). Returns { runs, throttle, date, targets: { name: { label, shown, lcp, load,
 * ratios } } } with medians in ms and ratios to the peer's home screen.
 */
export async function runPeerBench({
	root,
	build = join(root, 'build'),
	saved,
	runs = 9,
	throttle = 4,
	port = 4181,
	log = console.log
}) {
	const dir = peerDir(root);
	if (!existsSync(join(dir, 'index.html')))
		throw new Error(`no peer app in ${dir} (PEER_DIR=<a built copy of it> measures one elsewhere)`);
	const profile = join(root, CACHE, 'profile-peer');
	rmSync(profile, { recursive: true, force: true });
	const ours = await startServer(root, port, build);
	const peer = await serveFolder(dir, port + 1);
	const urls = {
		peerHome: `${peer.url}/`,
		home: `${ours.url}/`,
		grimoire: `${ours.url}/game/${encodeURIComponent(saved.id)}`
	};
	try {
		const context = await launch(profile);
		const page = context.pages()[0] ?? (await context.newPage());
		await page.goto(urls.peerHome, { waitUntil: 'networkidle' });
		await controlled(page);
		await page.goto(urls.home, { waitUntil: 'networkidle' });
		await controlled(page);
		await waitForDatabase(page);
		await storeGame(page, saved);
		await page.goto(urls.grimoire, { waitUntil: 'networkidle' });
		await page.locator(TARGETS.grimoire.marker).first().waitFor({ timeout: 30_000 });
		// The storyteller has had this game open before: its screen's picture is kept (a few
		// seconds after the screen is drawn), as on any device in use.
		await page.waitForFunction(
			(key) => localStorage.getItem(key) !== null,
			`grimoire-paint:/game/${saved.id}`,
			{ timeout: 30_000, polling: 200 }
		);
		// The same for the home screen, now listing the game (its first visit above was brief).
		await page.goto(urls.home, { waitUntil: 'networkidle' });
		await page.waitForFunction(
			(key) => (localStorage.getItem(key) ?? '').includes('<article'),
			'grimoire-paint:/',
			{ timeout: 30_000, polling: 200 }
		);
		await context.close();
	} finally {
		ours.stop();
		peer.stop();
	}
	log(`  both service workers installed, game stored; servers stopped; ${runs} rounds`);
	const names = Object.keys(TARGETS);
	const samples = Object.fromEntries(names.map((n) => [n, []]));
	for (let round = 0; round < runs; round++) {
		// Rotate the order, so no app always comes first after a pause.
		const order = names.map((_, i) => names[(i + round) % names.length]);
		const line = [];
		for (const name of order) {
			const r = await navigate(
				profile,
				urls[name],
				TARGETS[name].marker,
				throttle,
				TARGETS[name].appMarker
			);
			samples[name].push(r);
			line.push(
				`${name} ${r.shown.toFixed(0)}/${r.lcp.toFixed(0)}` +
					(Number.isFinite(r.appShown) ? ` app ${r.appShown.toFixed(0)}` : '')
			);
		}
		log(`  round ${round + 1}/${runs} (shown/LCP ms): ${line.join(', ')}`);
	}
	const median = (name, key) => stats(samples[name].map((s) => s[key])).median;
	const base = { shown: median('peerHome', 'shown'), lcp: median('peerHome', 'lcp') };
	const targets = {};
	for (const name of names) {
		const shown = median(name, 'shown');
		const lcp = median(name, 'lcp');
		const app = TARGETS[name].appMarker ? median(name, 'appShown') : undefined;
		targets[name] = {
			label: TARGETS[name].label,
			marker: TARGETS[name].marker,
			shown,
			lcp,
			load: median(name, 'load'),
			ratios: { shown: shown / base.shown, lcp: lcp / base.lcp },
			...(app === undefined
				? {}
				: { appMarker: TARGETS[name].appMarker, appShown: app, appRatio: app / base.shown }),
			samples: samples[name].map((s) => ({
				shown: Math.round(s.shown),
				lcp: Math.round(s.lcp),
				...(Number.isFinite(s.appShown) ? { app: Math.round(s.appShown) } : {})
			}))
		};
	}
	return { date: new Date().toISOString(), runs, throttle, peer: dir, targets };
}

/** Budget checks on the ratios: [{ name, value, limit, unit, ok }] (a missing figure fails). */
export function checkRatios(peerResults, budgets) {
	const t = peerResults?.targets ?? {};
	const check = (name, value, limit) => ({
		name,
		value: Number.isFinite(value) ? value : NaN,
		limit,
		unit: '×',
		ok: Number.isFinite(value) && value <= limit
	});
	const r = budgets.peerRatios ?? {};
	return [
		check('grimoire ring on screen ÷ peer home', t.grimoire?.ratios.shown, r.grimoireShown),
		check("the app's own grimoire (usable) ÷ peer home", t.grimoire?.appRatio, r.grimoireAppShown),
		check('grimoire largest paint ÷ peer home', t.grimoire?.ratios.lcp, r.grimoireLcp),
		check('our home main control ÷ peer home', t.home?.ratios.shown, r.homeShown),
		check('our home largest paint ÷ peer home', t.home?.ratios.lcp, r.homeLcp)
	];
}
