/**
 * Where the time of traced taps went (TAP_TRACE=<folder> in bench/taps.mjs): on the page's main
 * thread, from the tap (its pointerup) to the task after the frame that showed it, the time in
 * each kind of work (script, style, layout, paint…, self time of the trace's events) and idle,
 * averaged over every trace of a kind; with `--tasks`, each trace's tasks in order.
 *
 *   node bench/trace-summary.mjs <folder> [kind] [--tasks]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const tasks = args.includes('--tasks');
const [dir, kind] = args.filter((a) => !a.startsWith('--'));
const files = readdirSync(dir)
	.filter((f) => f.endsWith('.json') && (!kind || f.startsWith(`${kind}-`)))
	.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));

/** Trace event names, grouped into the kinds of work a frame is made of. */
const GROUP = {
	FunctionCall: 'script',
	EvaluateScript: 'script',
	'v8.callFunction': 'script',
	'V8.Execute': 'script',
	TimerFire: 'script',
	FireAnimationFrame: 'script',
	EventDispatch: 'script',
	RunMicrotasks: 'script',
	'v8.run': 'script',
	'v8.compile': 'compile',
	'V8.CompileCode': 'compile',
	'v8.parseOnBackground': 'compile',
	UpdateLayoutTree: 'style',
	RecalculateStyles: 'style',
	ScheduleStyleRecalculation: 'style',
	Layout: 'layout',
	UpdateLayerTree: 'paint',
	PrePaint: 'paint',
	Paint: 'paint',
	PaintImage: 'paint',
	Layerize: 'paint',
	Commit: 'paint',
	UpdateLayer: 'paint',
	HitTest: 'hit test',
	MinorGC: 'gc',
	MajorGC: 'gc',
	'V8.GC_SCAVENGER': 'gc',
	BlinkGC: 'gc',
	ParseHTML: 'parse'
};

const totals = new Map();
let windows = 0;
for (const file of files) {
	const { traceEvents: ev, paint } = JSON.parse(readFileSync(join(dir, file), 'utf8'));
	const marks = ev.filter(
		(e) => e.cat?.includes('blink.user_timing') && e.name?.startsWith('tap:')
	);
	const up = marks.find((m) => m.name === 'tap:up');
	const end = marks.find((m) => m.name === 'tap:end');
	if (!up || !end) {
		console.log(`${file}: no tap marks`);
		continue;
	}
	const pid = up.pid;
	const main = ev.find(
		(e) => e.pid === pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain'
	)?.tid;
	// The pointerup's own dispatch (a busy thread delays it: that counts) starts the window.
	const dispatch = ev
		.filter(
			(e) =>
				e.pid === pid &&
				e.tid === main &&
				e.name === 'EventDispatch' &&
				e.args?.data?.type === 'pointerup'
		)
		.filter((e) => e.ts <= up.ts + 1000)
		.at(-1);
	const t0 = Math.min(up.ts, dispatch?.ts ?? up.ts);
	const t1 = end.ts;
	const span = (t1 - t0) / 1000;
	windows++;
	// Complete events on the main thread inside the window, nested by time: self time by name.
	const xs = ev
		.filter((e) => e.pid === pid && e.tid === main && e.ph === 'X' && e.dur > 0)
		.filter((e) => e.ts < t1 && e.ts + e.dur > t0)
		.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
	const self = new Map();
	const stack = [];
	const clip = (e) => Math.min(e.ts + e.dur, t1) - Math.max(e.ts, t0);
	const top = [];
	for (const e of xs) {
		while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
		const parent = stack.at(-1);
		const d = clip(e);
		if (parent) parent.childTime = (parent.childTime ?? 0) + d;
		else top.push(e);
		e.clipped = d;
		stack.push(e);
	}
	let busy = 0;
	for (const e of xs) {
		const own = e.clipped - (e.childTime ?? 0);
		const group = GROUP[e.name] ?? (e.name.includes('GC') ? 'gc' : 'other');
		self.set(group, (self.get(group) ?? 0) + own);
	}
	for (const e of top) busy += e.clipped;
	self.set('idle', (self.get('idle') ?? 0) + (t1 - t0 - busy));
	// The thread's own CPU time (thread clock: what a loaded machine's waits leave out), each
	// task's share inside the window.
	let cpu = 0;
	for (const e of top) if (e.tdur !== undefined) cpu += e.tdur * (e.clipped / e.dur);
	totals.set('(main thread CPU)', (totals.get('(main thread CPU)') ?? 0) + cpu / 1000);
	for (const [g, us] of self) totals.set(g, (totals.get(g) ?? 0) + us / 1000);
	totals.set('(window)', (totals.get('(window)') ?? 0) + span);
	if (tasks) {
		console.log(
			`${file}: ${span.toFixed(1)} ms (tap measured ${paint?.toFixed?.(1)} ms), main thread CPU ${(cpu / 1000).toFixed(1)} ms`
		);
		for (const e of top) {
			const inner = xs.filter((x) => x.ts >= e.ts && x.ts < e.ts + e.dur && x !== e);
			const by = new Map();
			for (const x of [e, ...inner]) {
				const g = GROUP[x.name] ?? (x.name.includes('GC') ? 'gc' : 'other');
				by.set(g, (by.get(g) ?? 0) + (x.clipped - (x.childTime ?? 0)) / 1000);
			}
			const what = [...by]
				.filter(([, ms]) => ms >= 0.5)
				.sort((a, b) => b[1] - a[1])
				.map(([g, ms]) => `${g} ${ms.toFixed(1)}`)
				.join(', ');
			const names = inner
				.filter((x) =>
					['FunctionCall', 'TimerFire', 'EventDispatch', 'FireAnimationFrame'].includes(x.name)
				)
				.slice(0, 3)
				.map((x) => x.args?.data?.functionName || x.args?.data?.type || x.name)
				.join(' ');
			if (e.clipped >= 1000)
				console.log(
					`  +${((e.ts - t0) / 1000).toFixed(1).padStart(6)} ${(e.clipped / 1000).toFixed(1).padStart(6)} ms  ${what}  ${names}`
				);
		}
	}
}
console.log(
	`${windows} taps, window ${((totals.get('(window)') ?? 0) / windows).toFixed(1)} ms each:`
);
for (const [g, ms] of [...totals].filter(([g]) => g !== '(window)').sort((a, b) => b[1] - a[1]))
	console.log(`  ${(ms / windows).toFixed(1).padStart(7)} ms  ${g}`);
