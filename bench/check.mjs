/**
 * `npm run bench:check`: checks bench/results.json (written by `npm run bench`) against
 * bench/budgets.json and exits 1 when a budget is exceeded or a figure is missing.
 * The sizes are measured again from the current build/ when there is one (in Chromium).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkRatios } from './peer.mjs';
import { checkSizes, measureAll, printChecks, readBudgets } from './sizes.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The taps' budgets: each tap's p95 on the stored game, as a ratio to the floor's p95 measured in
 * the same run (`tapRatios`: the 2,000-event game per kind; `longGameTapRatio`: every kind on the
 * 10,000-event game).
 */
export function checkTaps(taps, budgets) {
	const ratio = (name, value, limit) => ({
		name,
		value: Number.isFinite(value) ? value : NaN,
		limit,
		unit: '×',
		ok: Number.isFinite(value) && value <= limit
	});
	const out = [];
	const kinds = budgets.tapRatios ?? {};
	for (const [kind, limit] of Object.entries(kinds))
		out.push(
			ratio(
				`tap ${kind} p95 ÷ floor p95 (2,000 events)`,
				taps?.games?.[2000]?.kinds?.[kind]?.ratio.p95,
				limit
			)
		);
	if (budgets.longGameTapRatio !== undefined)
		for (const kind of Object.keys(kinds))
			out.push(
				ratio(
					`tap ${kind} p95 ÷ floor p95 (10,000 events)`,
					taps?.games?.[10000]?.kinds?.[kind]?.ratio.p95,
					budgets.longGameTapRatio
				)
			);
	return out;
}

/**
 * Every budget: sizes (what a build loads), then ratios measured within one run (taps to the
 * floor, cold start to the peer's home screen). No absolute time is budgeted: on a shared
 * machine only ratios within one run mean anything. Missing figures fail.
 */
export function checkAll(results, budgets) {
	return [
		...checkSizes(results.sizes, budgets),
		...checkTaps(results.taps, budgets),
		...checkRatios(results.peer, budgets)
	];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	const file = join(ROOT, 'bench/results.json');
	if (!existsSync(file)) {
		console.error('No bench/results.json: run "npm run bench" first.');
		process.exit(1);
	}
	const results = JSON.parse(readFileSync(file, 'utf8'));
	if (existsSync(join(ROOT, 'build/sw.js'))) {
		try {
			results.sizes = await measureAll(ROOT);
		} catch (error) {
			console.warn(`Sizes from results.json (build not measurable: ${error.message})`);
		}
	}
	const checks = checkAll(results, readBudgets(ROOT));
	console.log(`Budgets (bench/budgets.json), figures of ${results.date}:`);
	printChecks(checks);
	const over = checks.filter((c) => !c.ok);
	if (over.length) {
		console.error(`${over.length} budget(s) exceeded or not measured.`);
		process.exit(1);
	}
}
