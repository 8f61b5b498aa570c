import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';

// The benchmark still runs (issue 34: it once stopped building and nobody saw): a smoke run of
// `npm run bench -- --smoke` on the build the tests use, one round of every timed tap (a seat
// opened, a death, a hand, undo, a night step) on a stored 20-seat, 2,000-event game at 4× CPU,
// and the bare page's floor. Nothing is written; a tap that cannot be made or timed fails here.

test.setTimeout(180_000);

test('the benchmark builds its game, makes every timed tap and times it', () => {
	// Ports of its own, beside this run's preview server.
	const port = Number(process.env.E2E_PORT ?? 4173) + 10_000;
	const run = spawnSync(process.execPath, ['bench/run.mjs', '--smoke'], {
		env: { ...process.env, BENCH_PORT: String(port) },
		encoding: 'utf8',
		timeout: 170_000
	});
	const output = `${run.stdout}\n${run.stderr}`;
	expect(run.status, output).toBe(0);
	for (const kind of ['seat', 'dies', 'hand', 'undo', 'night'])
		expect(output).toMatch(new RegExp(`\\b${kind}\\s+p50 \\d`));
});
