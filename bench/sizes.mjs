/**
 * Sizes of the built app.
 *
 * - From the files alone: the JS and CSS a route's page node needs before its first render
 *   (SvelteKit's entry and app chunks, the root layout and the route's page node, with everything
 *   they import statically, gzipped), the chunks those nodes import lazily, and the total the
 *   service worker precaches. For orientation: a route that loads its screens on demand needs
 *   more than its static part.
 * - What Chromium really loads until the page is interactive, dynamic imports included
 *   (bench/loaded.mjs): the home screen, and the grimoire of a stored Trouble Brewing game in
 *   zh-CN. The size budgets are checked against these.
 *
 *   node bench/sizes.mjs           print the sizes from the files as JSON
 *   node bench/sizes.mjs --check   measure in Chromium too and check bench/budgets.json (exit 1
 *                                  if over): what CI runs after every build
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { benchGame, measureLoaded } from './loaded.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const KIB = 1024;

/** The routes measured: id as in SvelteKit's route dictionary. */
export const ROUTES = { home: '/', grimoire: '/game/[id]' };

const gz = (file) => gzipSync(readFileSync(file)).length;

function readManifest(root) {
	const path = join(root, '.svelte-kit/output/client/.vite/manifest.json');
	if (!existsSync(path)) throw new Error(`no ${path}: run "npm run build" first`);
	return JSON.parse(readFileSync(path, 'utf8'));
}

/** Route id → node indices (the page, its layouts; the root layout 0 always). */
function readDictionary(root) {
	const source = readFileSync(join(root, '.svelte-kit/generated/client-optimized/app.js'), 'utf8');
	const body = /export const dictionary = (\{[\s\S]*?\});/.exec(source)?.[1];
	if (!body) throw new Error('no route dictionary in the generated client app');
	const dict = JSON.parse(body);
	const out = {};
	for (const [route, value] of Object.entries(dict)) {
		const nodes = new Set([0]);
		const visit = (v) => {
			if (typeof v === 'number') nodes.add(Math.abs(v));
			else if (Array.isArray(v)) v.forEach(visit);
		};
		visit(value);
		out[route] = [...nodes];
	}
	return out;
}

/** Files a route loads before its first render, and those it imports lazily. */
function routeFiles(manifest, nodes) {
	const byKey = manifest;
	const entries = Object.keys(byKey).filter(
		(k) => k.endsWith('client/entry.js') || k.endsWith('client-optimized/app.js')
	);
	const roots = [
		...entries,
		...nodes.map((n) => `.svelte-kit/generated/client-optimized/nodes/${n}.js`)
	];
	const js = new Set();
	const css = new Set();
	const lazy = new Set();
	const seen = new Set();
	const walk = (key) => {
		if (seen.has(key)) return;
		seen.add(key);
		const chunk = byKey[key];
		if (!chunk) throw new Error(`manifest has no ${key}`);
		js.add(chunk.file);
		for (const c of chunk.css ?? []) css.add(c);
		for (const i of chunk.imports ?? []) walk(i);
	};
	roots.forEach(walk);
	// Lazy imports of the route's own nodes (not the app's table of every node).
	const lazyRoots = nodes
		.map((n) => byKey[`.svelte-kit/generated/client-optimized/nodes/${n}.js`])
		.flatMap((c) => c?.dynamicImports ?? []);
	const lazySeen = new Set();
	const walkLazy = (key) => {
		if (lazySeen.has(key) || seen.has(key)) return;
		lazySeen.add(key);
		const chunk = byKey[key];
		if (!chunk) return;
		lazy.add(chunk.file);
		for (const c of chunk.css ?? []) css.add(c);
		for (const i of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) walkLazy(i);
	};
	lazyRoots.forEach(walkLazy);
	return { js: [...js], css: [...css], lazy: [...lazy] };
}

function sum(files, build) {
	let raw = 0;
	let gzip = 0;
	for (const f of files) {
		const path = join(build, f);
		raw += statSync(path).size;
		gzip += gz(path);
	}
	return { raw, gzip };
}

/** The service worker's precache list: [url, …] from build/sw.js. */
function precacheUrls(build) {
	const sw = readFileSync(join(build, 'sw.js'), 'utf8');
	const list = /precacheAndRoute\(\s*(\[[\s\S]*?\])\s*,/.exec(sw)?.[1];
	if (!list) throw new Error('no precacheAndRoute list in build/sw.js');
	// The SPA shell is precached under "/" (the navigation fallback): it is build/index.html.
	return [...list.matchAll(/url:\s*"([^"]+)"/g)].map((m) =>
		m[1] === '/' || m[1].endsWith('/') ? `${m[1].replace(/^\//, '')}index.html` : m[1]
	);
}

export function measureSizes(root = ROOT) {
	const build = join(root, 'build');
	const manifest = readManifest(root);
	const dictionary = readDictionary(root);
	const routes = {};
	for (const [name, route] of Object.entries(ROUTES)) {
		const nodes = dictionary[route];
		if (!nodes) throw new Error(`no route ${route} in the build`);
		const files = routeFiles(manifest, nodes);
		const js = sum(files.js, build);
		const css = sum(files.css, build);
		const lazy = sum(files.lazy, build);
		routes[name] = {
			route,
			jsGzip: js.gzip,
			jsRaw: js.raw,
			cssGzip: css.gzip,
			cssRaw: css.raw,
			lazyJsGzip: lazy.gzip,
			files: [...files.js, ...files.css].sort(),
			lazyFiles: files.lazy.sort()
		};
	}
	const urls = precacheUrls(build);
	const missing = urls.filter((u) => !existsSync(join(build, u)));
	if (missing.length) throw new Error(`precached files missing from build/: ${missing.join(', ')}`);
	const precache = { entries: urls.length, ...sum(urls, build) };
	return { routes, precache };
}

export function readBudgets(root = ROOT) {
	return JSON.parse(readFileSync(join(root, 'bench/budgets.json'), 'utf8'));
}

/** The sizes from the files plus what Chromium loads until interactive (`loaded`). */
export async function measureAll(root = ROOT, log = () => {}) {
	const sizes = measureSizes(root);
	log('  opening the home screen and a stored game in Chromium…');
	sizes.loaded = await measureLoaded({ root, saved: await benchGame(root) });
	return sizes;
}

/**
 * Size budget results: [{ name, value, limit, unit, ok }], on what Chromium loaded until the
 * page was interactive (sizes.loaded); a figure not measured fails.
 */
export function checkSizes(sizes, budgets) {
	const kib = (bytes) => (Number.isFinite(bytes) ? bytes / KIB : NaN);
	return [
		{
			name: 'home screen JS until interactive (gzip)',
			value: kib(sizes.loaded?.home?.jsGzip),
			limit: budgets.homeJsKiB,
			unit: 'KiB'
		},
		{
			name: 'grimoire (TB, zh-CN) JS until interactive (gzip)',
			value: kib(sizes.loaded?.grimoire?.jsGzip),
			limit: budgets.grimoireJsKiB,
			unit: 'KiB'
		}
	].map((b) => ({ ...b, ok: Number.isFinite(b.value) && b.value <= b.limit }));
}

export function printChecks(checks) {
	for (const c of checks)
		console.log(
			Number.isFinite(c.value)
				? `${c.ok ? 'ok  ' : 'OVER'} ${c.name}: ${c.value.toFixed(c.unit === 'KiB' ? 1 : 2)} ${c.unit}` +
						` (budget ${c.limit} ${c.unit})`
				: `MISSING ${c.name}: not measured in this run (budget ${c.limit} ${c.unit})`
		);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	if (process.argv.includes('--check')) {
		const sizes = await measureAll(ROOT, console.log);
		for (const [name, r] of Object.entries(sizes.loaded).filter(([, r]) => r.files)) {
			console.log(
				`  ${name}: ${r.files.length} files until interactive (${r.marker}); ` +
					`${(r.afterJsGzip / KIB).toFixed(1)} KiB JS fetched after, ` +
					`${(r.serviceWorkerJsGzip / KIB).toFixed(1)} KiB service-worker registration`
			);
			for (const e of r.errors) console.log(`  ${name}: page error: ${e}`);
		}
		const checks = checkSizes(sizes, readBudgets());
		console.log('Size budgets (bench/budgets.json):');
		printChecks(checks);
		process.exit(checks.every((c) => c.ok) ? 0 : 1);
	} else {
		console.log(JSON.stringify(measureSizes(), null, '\t'));
	}
}
