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

/** Every budget: sizes, then the timings (missing figures fail). */
export function checkAll(results, budgets) {
	const checks = checkSizes(results.sizes, budgets);
	const timing = (name, value, limit) => ({
		name,
		value: Number.isFinite(value) ? value : NaN,
		limit,
		unit: 'ms',
		ok: Number.isFinite(value) && value <= limit
	});
	const b = results.browser ?? {};
	checks.push(
		timing(
			'cold start median (4× CPU)',
			b.coldStart?.interactive?.median,
			budgets.coldStartMedianMs
		),
		timing('action p95', b.actions?.painted?.p95, budgets.actionP95Ms),
		timing('replay of 10,000 events', results.engine?.replay?.median, budgets.replay10kMs),
		...checkRatios(results.peer, budgets)
	);
	return checks;
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
