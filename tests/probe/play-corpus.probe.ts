import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusReport, runCorpus } from '$lib/rulesets/botc/testing/play-corpus';

// The corpus probe, run by hand (`npm run probe:corpus`, not in CI: vite.config.ts makes it a
// project only when CORPUS_DIR is set): seeded games on every script file under CORPUS_DIR
// (several directories separated by ':'), the failures grouped by cause and written to
// CORPUS_REPORT (/work/corpus-play-report.md unless given). CORPUS_GAMES games per file (1),
// CORPUS_DEEP: replay, undo and redo checked every that many events (8), CORPUS_EVERY: only
// every n-th file (1), CORPUS_PART "i/n": only the i-th of n slices of the files, CORPUS_MOST:
// the most players at a table (15; up to 20, with travellers).
//   CORPUS_DIR=/tmp/scripts-probe/zh/all_jsons npm run probe:corpus

const env = process.env;

/** Every .json file under the directories given, sorted. */
function scriptFiles(dirs: readonly string[]): string[] {
	const out: string[] = [];
	const walk = (path: string) => {
		if (statSync(path).isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
		else if (path.endsWith('.json')) out.push(path);
	};
	for (const d of dirs) walk(d);
	return out.sort();
}

describe('the corpus probe', () => {
	it('plays every script file of the corpus', () => {
		const every = Number(env.CORPUS_EVERY ?? 1);
		const [part, parts] = (env.CORPUS_PART ?? '1/1').split('/').map(Number) as [number, number];
		const all = scriptFiles((env.CORPUS_DIR ?? '').split(':')).filter((_, i) => i % every === 0);
		const files = all.filter((_, i) => i % parts === part - 1);
		const run = runCorpus(files, {
			games: Number(env.CORPUS_GAMES ?? 1),
			deepEvery: Number(env.CORPUS_DEEP ?? 8),
			most: Number(env.CORPUS_MOST ?? 15),
			read: (file) => readFileSync(file, 'utf8'),
			now: () => performance.now()
		});
		const out = env.CORPUS_REPORT ?? '/work/corpus-play-report.md';
		writeFileSync(out, corpusReport(run, `Corpus play: ${env.CORPUS_DIR}`));
		expect(run.files).toBe(files.length);
	}, 86_400_000);
});
