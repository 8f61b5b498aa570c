/**
 * `npm run bench`: builds the app, measures it and prints a table; the figures go to
 * bench/results.json (checked by `npm run bench:check`).
 *
 *   --no-build      measure the existing build/
 *   --quick         3 cold starts and 50 actions (a smoke run, not for the README)
 *   --skip-browser  sizes and engine only
 *   --peer-only     only the side-by-side run against the peer app (bench/peer.mjs)
 *   --no-peer       everything but the side-by-side run
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { CACHE, runBrowserBench } from './browser.mjs';
import { checkAll } from './check.mjs';
import { runPeerBench } from './peer.mjs';
import { measureAll, printChecks, readBudgets } from './sizes.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const peerOnly = args.has('--peer-only');
const KIB = 1024;

/** Loads a TypeScript module of the bench (and through it the app's sources) in Node. */
async function load(file) {
	const { module } = await runnerImport(join(ROOT, file), {
		configFile: false,
		root: ROOT,
		logLevel: 'error',
		resolve: { alias: { $lib: join(ROOT, 'src/lib') } }
	});
	return module;
}

function vite(...params) {
	execFileSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), ...params], {
		cwd: ROOT,
		stdio: ['ignore', 'ignore', 'inherit']
	});
}

const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;
const ms = (x, digits = 0) => (Number.isFinite(x) ? `${x.toFixed(digits)} ms` : '—');

const results = {
	date: new Date().toISOString(),
	commit: (() => {
		try {
			return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim();
		} catch {
			return null;
		}
	})(),
	machine: { cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length, node: process.version },
	quick
};

if (!args.has('--no-build')) {
	console.log('Building the app (vite build)…');
	vite('build', '--logLevel', 'error');
}
if (!peerOnly) {
	console.log('Sizes…');
	results.sizes = await measureAll(ROOT, console.log);
}
// The browser runs on a copy: another build of the tree must not change the app mid-run.
const build = join(ROOT, CACHE, 'build');
rmSync(build, { recursive: true, force: true });
cpSync(join(ROOT, 'build'), build, { recursive: true });

if (!peerOnly) {
	console.log('Engine (Node)…');
	const { runEngineBench } = await load('bench/engine.ts');
	results.engine = runEngineBench(10_000, 9);
}

if (!args.has('--skip-browser') && !peerOnly) {
	console.log('Browser (Chromium)…');
	vite('build', '--config', 'bench/vite.harness.config.ts', '--logLevel', 'error');
	const { savedGame } = await load('bench/seed.ts');
	const saved = savedGame(2000, 'bench-game-2000');
	try {
		results.browser = await runBrowserBench({
			root: ROOT,
			build,
			saved,
			runs: quick ? 3 : 7,
			actions: quick ? 50 : 300,
			log: (line) => console.log(line)
		});
	} catch (error) {
		console.error(`Browser benchmark failed: ${error.stack ?? error}`);
		results.browser = { error: String(error.message ?? error) };
	}
}

if (!args.has('--skip-browser') && !args.has('--no-peer')) {
	console.log('Side by side with the peer app (bench/peer.mjs)…');
	const { savedGame } = await load('bench/seed.ts');
	try {
		results.peer = await runPeerBench({
			root: ROOT,
			build,
			saved: savedGame(2000, 'bench-game-2000'),
			runs: quick ? 3 : 9,
			log: (line) => console.log(line)
		});
	} catch (error) {
		console.error(`Peer comparison failed: ${error.stack ?? error}`);
		results.peer = { error: String(error.message ?? error) };
	}
}

mkdirSync(join(ROOT, 'bench'), { recursive: true });
const file = join(ROOT, 'bench/results.json');
if (peerOnly) {
	// Only the comparison is new: the other figures stay those of the last full run.
	const before = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
	writeFileSync(file, `${JSON.stringify({ ...before, peer: results.peer }, null, '\t')}\n`);
	printPeer(results.peer);
	process.exit(0);
}
writeFileSync(file, `${JSON.stringify(results, null, '\t')}\n`);

// The table.
/** The side-by-side table: medians, and ratios to the peer's home screen. */
function printPeer(peer) {
	if (!peer?.targets) {
		if (peer?.error) console.log(`peer comparison: failed: ${peer.error}`);
		return;
	}
	console.log('');
	console.log(
		`Side by side (${peer.runs} rounds, ${peer.throttle}× CPU, offline; medians, × the peer's home):`
	);
	const pad = Math.max(...Object.values(peer.targets).map((t) => t.label.length));
	for (const t of Object.values(peer.targets))
		console.log(
			`${t.label.padEnd(pad)}  on screen ${ms(t.shown)} (${t.ratios.shown.toFixed(2)}×)` +
				`  largest paint ${ms(t.lcp)} (${t.ratios.lcp.toFixed(2)}×)  load event ${ms(t.load)}`
		);
}

const rows = [];
const { routes, precache, loaded } = results.sizes;
rows.push([
	'home screen: JS / CSS until interactive (gzip, Chromium)',
	`${kib(loaded.home.jsGzip)} / ${kib(loaded.home.cssGzip)}`
]);
rows.push([
	'grimoire, TB game in zh-CN: JS / CSS until interactive (gzip, Chromium)',
	`${kib(loaded.grimoire.jsGzip)} / ${kib(loaded.grimoire.cssGzip)}`
]);
rows.push([
	'static part before the first render (manifest): home · grimoire route JS',
	`${kib(routes.home.jsGzip)} · ${kib(routes.grimoire.jsGzip)}`
]);
rows.push([
	'service-worker registration (in the background)',
	kib(loaded.home.serviceWorkerJsGzip)
]);
rows.push([
	`precached by the service worker (${precache.entries} files)`,
	`${kib(precache.raw)} (${kib(precache.gzip)} gzip)`
]);
const b = results.browser;
if (b?.loaded) {
	rows.push([
		'home screen: JS / CSS fetched by Chromium (gzip)',
		`${kib(b.loaded.home.jsGzip)} / ${kib(b.loaded.home.cssGzip)}`
	]);
	rows.push([
		'grimoire route: JS / CSS fetched by Chromium (gzip)',
		`${kib(b.loaded.grimoire.jsGzip)} / ${kib(b.loaded.grimoire.cssGzip)}`
	]);
}
const e = results.engine;
rows.push([
	`engine: replay ${e.events} events, ${e.seats} seats (median of ${e.replay.runs})`,
	`${ms(e.replay.median, 1)} (${ms(e.replay.min, 1)}–${ms(e.replay.max, 1)})`
]);
rows.push(["engine: tonight's steps (median)", ms(e.nightSteps.median, 3)]);
rows.push(['engine: a vote tally (median)', ms(e.voteTally.median, 4)]);
if (b?.coldStart) {
	const c = b.coldStart;
	rows.push([
		`cold start, ${c.throttle}× CPU, offline, ${c.events} events (median of ${c.runs}, spread)`,
		`${ms(c.interactive.median)} (${ms(c.interactive.min)}–${ms(c.interactive.max)})`
	]);
}
if (b?.actions) {
	const a = b.actions;
	rows.push([
		`action → committed + painted, ${a.n} actions: p50 / p95`,
		`${ms(a.painted.p50, 1)} / ${ms(a.painted.p95, 1)}`
	]);
}
if (b?.error) rows.push(['browser benchmark', `failed: ${b.error}`]);
const width = Math.max(...rows.map((r) => r[0].length));
console.log('');
for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
for (const note of b?.notes ?? []) console.log(`note: ${note}`);
printPeer(results.peer);
console.log('');
console.log('Budgets (bench/budgets.json):');
printChecks(checkAll(results, readBudgets(ROOT)));
console.log('\nWritten to bench/results.json');
