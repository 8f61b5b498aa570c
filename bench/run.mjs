/**
 * `npm run bench`: builds the app, measures it and prints a table; the figures go to
 * bench/results.json (checked by `npm run bench:check`).
 *
 *   --no-build      measure the existing build/
 *   --quick         3 cold starts, 4 rounds of taps, 3 rounds side by side (not for the README)
 *   --skip-browser  sizes and engine only
 *   --peer-only     only the side-by-side run against the peer app (bench/peer.mjs)
 *   --no-peer       everything but the side-by-side run
 *   --taps-only     only the taps (bench/taps.mjs); its figures replace `taps` in results.json
 *   --smoke         a few taps on the current build/ and nothing written: proves the bench runs
 *                   (CI, through bench/smoke.test.ts)
 *   --tap-games=2000,10000  the taps on these stored games only (default 200, 2,000 and 10,000)
 *   --tap-rounds=N  this many rounds of taps on each game
 *
 * BENCH_PORT (default 4179) is the first of the three local ports it serves on. BENCH_BUILD=<folder>
 * measures that build instead of build/ (with --no-build: two builds compared in one time window).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { CACHE, runBrowserBench, startServer } from './browser.mjs';
import { checkAll } from './check.mjs';
import { runPeerBench } from './peer.mjs';
import { runTapBench } from './taps.mjs';
import { measureAll, printChecks, readBudgets } from './sizes.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const smoke = args.has('--smoke');
const tapsOnly = args.has('--taps-only') || smoke;
const peerOnly = args.has('--peer-only');
const only = peerOnly || tapsOnly;
const PORT = Number(process.env.BENCH_PORT ?? 4179);
/** `--name=value` options. */
const option = (name) =>
	[...args].find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? null;
const tapGames = option('tap-games')?.split(',').map(Number) ?? null;
const tapRounds = option('tap-rounds') === null ? null : Number(option('tap-rounds'));
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

if (!args.has('--no-build') && !smoke) {
	console.log('Building the app (vite build)…');
	vite('build', '--logLevel', 'error');
}
if (!only) {
	console.log('Sizes…');
	results.sizes = await measureAll(ROOT, console.log);
}
// The browser runs on a copy: another build of the tree must not change the app mid-run.
const build = join(ROOT, CACHE, 'build');
rmSync(build, { recursive: true, force: true });
cpSync(process.env.BENCH_BUILD ?? join(ROOT, 'build'), build, { recursive: true });

if (!only) {
	console.log('Engine (Node)…');
	const { runEngineBench } = await load('bench/engine.ts');
	results.engine = runEngineBench(10_000, 9);
}

if (!args.has('--skip-browser') && !only) {
	console.log('Browser (Chromium)…');
	const { savedGame } = await load('bench/seed.ts');
	const saved = savedGame(2000, 'bench-game-2000');
	try {
		results.browser = await runBrowserBench({
			root: ROOT,
			build,
			saved,
			runs: quick ? 3 : 7,
			port: PORT,
			log: (line) => console.log(line)
		});
	} catch (error) {
		console.error(`Browser benchmark failed: ${error.stack ?? error}`);
		results.browser = { error: String(error.message ?? error) };
	}
}

if (!args.has('--skip-browser') && (tapsOnly || !only)) {
	console.log('Taps → next paint (bench/taps.mjs)…');
	const { savedGame } = await load('bench/seed.ts');
	const sizes = tapGames ?? (smoke ? [2000] : [200, 2000, 10_000]);
	const server = await startServer(ROOT, PORT + 1, build);
	const profile = join(ROOT, CACHE, 'taps-profile');
	rmSync(profile, { recursive: true, force: true });
	try {
		results.taps = await runTapBench({
			serverUrl: server.url,
			profile,
			floorPort: PORT + 2,
			games: sizes.map((n) => ({
				saved: savedGame(n, `bench-taps-${n}`),
				// The 2,000-event game is the one the budgets hold; the others are for scale.
				rounds: tapRounds ?? (smoke ? 1 : quick ? 4 : n === 2000 ? 20 : 8)
			})),
			log: (line) => console.log(line)
		});
	} catch (error) {
		console.error(`Tap benchmark failed: ${error.stack ?? error}`);
		results.taps = { error: String(error.message ?? error) };
		if (smoke) process.exitCode = 1;
	} finally {
		server.stop();
	}
	if (tapsOnly) {
		printTaps(results.taps);
		if (smoke) {
			// Every kind of tap was made and timed on the game, and the floor too.
			const kinds = Object.values(results.taps?.games ?? {})[0]?.kinds ?? {};
			const timed = ['seat', 'dies', 'night', 'hand', 'undo'].every((k) =>
				Number.isFinite(kinds[k]?.paint.p50)
			);
			if (!timed || !Number.isFinite(results.taps?.floor?.paint.p50)) {
				console.error('bench smoke run: a tap was not timed');
				process.exitCode = 1;
			}
			process.exit();
		}
	}
}

if (!args.has('--skip-browser') && !args.has('--no-peer') && (peerOnly || !only)) {
	console.log('Side by side with the peer app (bench/peer.mjs)…');
	const { savedGame } = await load('bench/seed.ts');
	try {
		results.peer = await runPeerBench({
			root: ROOT,
			build,
			saved: savedGame(2000, 'bench-game-2000'),
			runs: quick ? 3 : 9,
			port: PORT,
			log: (line) => console.log(line)
		});
	} catch (error) {
		console.error(`Peer comparison failed: ${error.stack ?? error}`);
		results.peer = { error: String(error.message ?? error) };
	}
}

mkdirSync(join(ROOT, 'bench'), { recursive: true });
const file = join(ROOT, 'bench/results.json');
if (only) {
	// Only one part is new: the other figures stay those of the last full run.
	const before = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
	const part = peerOnly ? { peer: results.peer } : { taps: results.taps };
	writeFileSync(file, `${JSON.stringify({ ...before, ...part }, null, '\t')}\n`);
	if (peerOnly) printPeer(results.peer);
	process.exit(0);
}
writeFileSync(file, `${JSON.stringify(results, null, '\t')}\n`);

// The table.
/** Taps → next paint: p50 / p95 per kind and their ratios to the floor's. */
function printTaps(taps) {
	if (!taps?.floor) {
		if (taps?.error) console.log(`taps: failed: ${taps.error}`);
		return;
	}
	const f = taps.floor.paint;
	console.log('');
	console.log(
		`Tap → next paint, ${taps.throttle}× CPU (floor, a bare page: p50 ${ms(f.p50, 1)}, p95 ${ms(f.p95, 1)}, n ${f.n}):`
	);
	for (const [events, g] of Object.entries(taps.games)) {
		const mib = (g.memory / 1024 / 1024).toFixed(1);
		console.log(`  ${events} events (opened in ${ms(g.openMs)}, heap after GC ${mib} MiB):`);
		for (const [kind, k] of Object.entries(g.kinds))
			console.log(
				`    ${kind.padEnd(6)} p50 ${ms(k.paint.p50, 1)} (${k.ratio.p50.toFixed(2)}×)` +
					`  p95 ${ms(k.paint.p95, 1)} (${k.ratio.p95.toFixed(2)}×)  n ${k.paint.n}` +
					`  event timing p95 ${k.eventTiming.p95 === null ? '<16 ms' : ms(k.eventTiming.p95)}`
			);
	}
}

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
				`  largest paint ${ms(t.lcp)} (${t.ratios.lcp.toFixed(2)}×)  load event ${ms(t.load)}` +
				(t.appShown === undefined
					? ''
					: `\n${''.padEnd(pad)}  the app's own (usable): ${ms(t.appShown)} (${t.appRatio.toFixed(2)}×)`)
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
if (b?.error) rows.push(['browser benchmark', `failed: ${b.error}`]);
const width = Math.max(...rows.map((r) => r[0].length));
console.log('');
for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
for (const note of b?.notes ?? []) console.log(`note: ${note}`);
printTaps(results.taps);
printPeer(results.peer);
console.log('');
console.log('Budgets (bench/budgets.json):');
printChecks(checkAll(results, readBudgets(ROOT)));
console.log('\nWritten to bench/results.json');
