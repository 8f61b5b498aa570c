/**
 * Tap → next paint, in Chromium with the CPU slowed down 4× (DevTools
 * `Emulation.setCPUThrottlingRate`), on the built app's grimoire of a stored game, and the same
 * kind of tap on a bare page in the same browser at the same time (the floor this browser sets).
 *
 * A tap is a real pointer event (Playwright's mouse, through DevTools' Input domain). It is timed
 * from the pointerup event's own time stamp (so a busy main thread delays it and counts) to the
 * end of the first frame that shows its result: an animation-frame callback checks, frame by
 * frame, whether the result is on the page; the frame in which it first is paints it, and the
 * task after that frame ends the clock ("requestAnimationFrame + the next task"). The browser's
 * own Event Timing `duration` (to the next paint after the handlers; reported only at ≥ 16 ms,
 * in steps of 8 ms) is kept alongside.
 *
 * Taps on the grimoire (each reported as p50 / p95 and as a ratio to the floor's):
 * - seat: a seat on the ring, until its sheet is open;
 * - dies: the sheet's "dies", until the event is stored and shown;
 * - night: the night checklist's "done" on a step, until the next step is shown;
 * - hand: a raised hand in the vote counter, until the count changes;
 * - undo: the top bar's undo, until the last event is taken back.
 * What sets the scene between taps (a nomination opened, night started) goes through the game
 * page's session (the app's test hook), untimed.
 */
import { createServer } from 'node:http';
import { launch, stats, storeGame, waitForDatabase } from './browser.mjs';

/** Installed in every page (the app's and the floor's) before its scripts. */
function installTapProbe() {
	const probe = {
		t0: 0,
		events: [],
		/** Resolves with { paint, at } once the result is shown (see the file's comment). */
		until(check) {
			return new Promise((resolve) => {
				const step = () => {
					if (check()) {
						performance.mark('tap:shown');
						setTimeout(() => {
							performance.mark('tap:end');
							resolve(performance.now() - probe.t0);
						}, 0);
						return;
					}
					requestAnimationFrame(step);
				};
				requestAnimationFrame(step);
			});
		}
	};
	const len = () => window.__grimoireSession.history.log.length;
	const html = (sel) => document.querySelector(sel)?.innerHTML ?? null;
	/** What a tap waits for: [note at arming, shown yet?]. */
	probe.checks = {
		present: (sel) => [null, () => !!document.querySelector(sel)],
		toggled: (sel) => {
			const was = !!document.querySelector(sel);
			return [was, () => !!document.querySelector(sel) !== was];
		},
		changed: (sel) => {
			const was = html(sel);
			return [was, () => html(sel) !== was];
		},
		added: () => {
			const was = len();
			return [was, () => len() > was];
		},
		removed: () => {
			const was = len();
			return [was, () => len() < was];
		}
	};
	window.__tap = probe;
	// The clock starts when the finger lifts (pointerup: the click follows in the same task); the
	// press before it is noted to match the browser's Event Timing entries of the tap.
	addEventListener('pointerdown', (e) => (probe.down = e.timeStamp), true);
	addEventListener(
		'pointerup',
		(e) => {
			probe.t0 = e.timeStamp;
			performance.mark('tap:up', { startTime: e.timeStamp });
		},
		true
	);
	try {
		new PerformanceObserver((list) => {
			for (const e of list.getEntries())
				if (e.interactionId) probe.events.push({ start: e.startTime, duration: e.duration });
		}).observe({ type: 'event', durationThreshold: 16, buffered: true });
	} catch {
		// No Event Timing: only the frame measure.
	}
}

/** The floor: a bare page with a ring of 20 buttons; a tap opens a small panel, as a seat does. */
const FLOOR_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>floor</title>
<style>body{background:#14101c;color:#eee;font:16px sans-serif}.ring{display:grid;grid-template-columns:repeat(5,80px);gap:12px}
button{min-height:60px}.sheet{position:fixed;inset:auto 0 0 0;background:#222;padding:16px}</style></head>
<body><div class="ring"></div><script>
const ring=document.querySelector('.ring');
for(let i=0;i<20;i++){const b=document.createElement('button');b.dataset.seat=String(i);b.textContent='Seat '+(i+1);
b.onclick=()=>{let s=document.querySelector('.sheet');if(s){s.remove();return;}s=document.createElement('div');s.className='sheet';s.textContent='Seat '+(i+1)+' is open';document.body.append(s);};ring.append(b);}
</script></body></html>`;

async function startFloorServer(port) {
	const server = createServer((_, res) => {
		res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(FLOOR_HTML);
	});
	await new Promise((resolve, reject) => {
		server.once('error', reject);
		server.listen(port, '127.0.0.1', () => resolve(undefined));
	});
	return { url: `http://127.0.0.1:${port}/`, stop: () => server.close() };
}

/** Clicks the centre of `selector`'s first visible match with the mouse (a real pointer tap). */
async function pointAt(page, selector) {
	const el = page.locator(selector).first();
	await el.waitFor({ state: 'visible', timeout: 30_000 });
	await el.scrollIntoViewIfNeeded();
	const box = await el.boundingBox();
	if (!box) throw new Error(`${selector}: not on screen`);
	return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * One timed tap: arms the check in the page, taps at `selector`, returns the time to the frame
 * that shows the result and the browser's Event Timing duration for it (null under 16 ms).
 * `check` names what it waits for (the probe's `checks`), with `arg`.
 */
async function timedTap(page, selector, check, arg, kind) {
	// A page in the background gets no animation frames: the tapped page comes to the front.
	await page.bringToFront();
	const at = await pointAt(page, selector);
	await page.evaluate(
		([kind, a]) => {
			const probe = window.__tap;
			const [, shown] = probe.checks[kind](a);
			probe.events.length = 0;
			probe.pending = probe.until(shown);
		},
		[check, arg]
	);
	const profiling = kind && profiler ? await profiler.start(page) : null;
	await page.mouse.click(at.x, at.y);
	const paint = await page.evaluate(() => window.__tap.pending);
	if (profiling) await profiler.stop(profiling, kind, paint);
	// Event Timing entries arrive after their frame: give them two frames.
	const duration = await page.evaluate(async () => {
		const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
		await frame();
		await frame();
		const down = window.__tap.down;
		const mine = window.__tap.events.filter((e) => e.start >= down - 1);
		return mine.length ? Math.max(...mine.map((e) => e.duration)) : null;
	});
	return { paint, duration };
}

/**
 * With TAP_PROFILE=<folder>: each grimoire tap is recorded with Chromium's CPU profiler (DevTools
 * Profiler domain, 100 µs sampling) from just before the tap to its painted frame, and written as
 * <folder>/<kind>-<n>.cpuprofile (open it in DevTools' Performance panel, or summarise it with
 * bench/profile-summary.mjs). With TAP_TRACE=<folder> instead: a DevTools trace of the same span
 * (the renderer's tasks: script, style, layout, paint), <folder>/<kind>-<n>.json (DevTools'
 * Performance panel loads it; `node bench/trace-summary.mjs <folder> <kind>` sums it). Profiling
 * or tracing slows the taps: their times then mean nothing. Each file notes the tap's time
 * (`paint`, ms).
 */
async function save(dir, count, kind, ext, data) {
	const { mkdirSync, writeFileSync } = await import('node:fs');
	mkdirSync(dir, { recursive: true });
	const n = (count[kind] = (count[kind] ?? 0) + 1);
	writeFileSync(`${dir}/${kind}-${n}.${ext}`, JSON.stringify(data));
}
const profiler = process.env.TAP_PROFILE
	? {
			dir: process.env.TAP_PROFILE,
			count: {},
			async start(page) {
				const cdp = await page.context().newCDPSession(page);
				await cdp.send('Profiler.enable');
				await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
				await cdp.send('Profiler.start');
				return cdp;
			},
			async stop(cdp, kind, paint) {
				const { profile } = await cdp.send('Profiler.stop');
				await cdp.detach();
				await save(this.dir, this.count, kind, 'cpuprofile', { ...profile, paint });
			}
		}
	: process.env.TAP_TRACE
		? {
				dir: process.env.TAP_TRACE,
				count: {},
				async start(page) {
					const cdp = await page.context().newCDPSession(page);
					await cdp.send('Tracing.start', {
						categories: [
							'devtools.timeline',
							'disabled-by-default-devtools.timeline',
							'v8.execute',
							'blink.user_timing',
							'loading'
						].join(','),
						transferMode: 'ReturnAsStream'
					});
					return cdp;
				},
				async stop(cdp, kind, paint) {
					const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
					await cdp.send('Tracing.end');
					const { stream } = await done;
					let text = '';
					for (;;) {
						const chunk = await cdp.send('IO.read', { handle: stream });
						text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
						if (chunk.eof) break;
					}
					await cdp.send('IO.close', { handle: stream });
					await cdp.detach();
					const parsed = JSON.parse(text);
					const traceEvents = Array.isArray(parsed) ? parsed : parsed.traceEvents;
					await save(this.dir, this.count, kind, 'json', { traceEvents, paint });
				}
			}
		: null;

/** Untimed: a command through the game page's session (the app's test hook). */
async function must(page, body) {
	const message = await page.evaluate(async (b) => {
		const r = await window.__grimoireSession.dispatch(b);
		return r ? (r.message?.en ?? JSON.stringify(r)) : null;
	}, body);
	if (message) throw new Error(`${body.type}: ${message}`);
}

/** The game page at day with no open nomination and no pending execution. */
async function toDay(page) {
	const s = () => page.evaluate(() => window.__grimoireSession.state);
	let state = await s();
	if (state.phase.kind === 'night') await must(page, { type: 'day/started' });
	state = await s();
	if (state.day?.nominations.some((n) => n.voters === null))
		await must(page, { type: 'nomination/voted', voters: [] });
	state = await s();
	if (state.day?.execution) {
		await must(page, { type: 'night/started' });
		await must(page, { type: 'day/started' });
	}
}

/** The five grimoire taps once; returns { kind: sample }. */
async function grimoireRound(page, round) {
	const out = {};
	await toDay(page);
	const state = await page.evaluate(() => window.__grimoireSession.state);
	const demon = state.seats.find((x) => x.character === 'imp')?.id;
	const living = state.seats.filter((x) => x.alive && !x.traveller && x.id !== demon);
	const seat = living[round % living.length].id;
	const other = living[(round + 3) % living.length].id;

	// Opening a seat.
	out.seat = await timedTap(page, `.ring [data-seat="${seat}"]`, 'present', '.sheet', 'seat');
	// Marking a death: the sheet's "dies" (it closes the sheet).
	out.dies = await timedTap(page, '.sheet .actions .button.danger', 'added', null, 'dies');
	await page.locator('.sheet').waitFor({ state: 'detached' });
	await must(page, { type: 'seat/revived', seat });

	// A hand raised in a vote.
	await must(page, {
		type: 'nomination/opened',
		nominator: other,
		nominee: seat,
		override: 'bench'
	});
	out.hand = await timedTap(
		page,
		'.vote .answer .button.primary.large',
		'changed',
		'.vote',
		'hand'
	);
	// Undo: takes the hand back.
	out.undo = await timedTap(page, '.bar .tools .tool:first-child button', 'removed', null, 'undo');
	await must(page, { type: 'nomination/voted', voters: [] });

	// The next night step.
	await must(page, { type: 'night/started' });
	out.night = await timedTap(page, '.night .nav .button.primary.large', 'added', null, 'night');
	return out;
}

/**
 * Runs the tap bench on each stored game (`saved`: bench/seed.ts savedGame) in one browser, with
 * the floor page alongside. Returns { throttle, rounds, floor, games: { [events]: { kinds } } }.
 */
export async function runTapBench({
	executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	serverUrl,
	games,
	rounds = 20,
	throttle = 4,
	floorPort = 4178,
	profile,
	log = console.log
}) {
	const floorServer = await startFloorServer(floorPort);
	const context = await launch(profile, executablePath);
	try {
		await context.addInitScript(installTapProbe);
		await context.addInitScript(() => {
			window.__GRIMOIRE_TEST_HOOK__ = true;
		});
		const home = context.pages()[0] ?? (await context.newPage());
		await home.goto(serverUrl, { waitUntil: 'load' });
		await waitForDatabase(home);
		for (const g of games) await storeGame(home, g.saved);

		const floor = await context.newPage();
		await floor.goto(floorServer.url);
		const throttled = async (page) => {
			const cdp = await context.newCDPSession(page);
			await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
			return cdp;
		};
		await throttled(floor);
		const floorSamples = [];
		const floorTap = async (i) => {
			const s = await timedTap(floor, `.ring [data-seat="${i % 20}"]`, 'toggled', '.sheet');
			floorSamples.push(s);
		};

		const result = { throttle, rounds, games: {} };
		// Warm-up: the floor page's first taps also pay for its first style and layout.
		for (let i = 0; i < 6; i++) await floorTap(i);
		floorSamples.length = 0;
		let f = 0;
		for (const g of games) {
			const page = await context.newPage();
			const t0 = Date.now();
			await page.goto(`${serverUrl}/game/${encodeURIComponent(g.saved.id)}`);
			await page.waitForFunction(() => window.__grimoireSession, undefined, { timeout: 60_000 });
			await page.locator('.ring [data-seat]').first().waitFor();
			const openMs = Date.now() - t0;
			const memory = await heapAfterGc(context, page);
			await throttled(page);
			const samples = {};
			const n = g.rounds ?? rounds;
			for (let r = 0; r < n; r++) {
				// The floor's taps interleaved with the grimoire's, so both see the same machine.
				for (let k = 0; k < 3; k++) await floorTap(f++);
				const round = await grimoireRound(page, r);
				for (const [kind, s] of Object.entries(round)) (samples[kind] ??= []).push(s);
			}
			await page.close();
			result.games[g.saved.events.length] = { openMs, memory, samples };
			log(`  taps on the ${g.saved.events.length}-event game: ${n} rounds`);
		}
		result.floor = summarise(floorSamples);
		for (const g of Object.values(result.games)) {
			g.kinds = Object.fromEntries(
				Object.entries(g.samples).map(([kind, s]) => {
					const sum = summarise(s);
					return [
						kind,
						{
							...sum,
							ratio: {
								p50: sum.paint.p50 / result.floor.paint.p50,
								p95: sum.paint.p95 / result.floor.paint.p95
							}
						}
					];
				})
			);
			delete g.samples;
		}
		return result;
	} finally {
		await context.close();
		floorServer.stop();
	}
}

function summarise(samples) {
	const paint = stats(samples.map((s) => s.paint));
	const reported = samples.map((s) => s.duration).filter((d) => d !== null);
	return {
		paint: { n: paint.n, p50: paint.p50, p95: paint.p95, max: paint.max },
		eventTiming: {
			reported: reported.length,
			p50: reported.length ? stats(reported).p50 : null,
			p95: reported.length ? stats(reported).p95 : null
		}
	};
}

/** The page's JS heap after a full garbage collection (DevTools), in bytes. */
async function heapAfterGc(context, page) {
	const cdp = await context.newCDPSession(page);
	try {
		await cdp.send('HeapProfiler.enable');
		await cdp.send('HeapProfiler.collectGarbage');
		const { usedSize } = await cdp.send('Runtime.getHeapUsage');
		return usedSize;
	} finally {
		await cdp.detach();
	}
}
