import { seedFrom } from '../../../engine/random';
import { parseScript } from '../script';
import type { Script } from '../engine/types';
import { type PlayResult, playGame } from './play-fuzz';

// Many seeded games on many script files (play-fuzz.ts), their failures grouped by cause: what
// the corpus probe (tests/probe/play-corpus.probe.ts, run by hand: npm run probe:corpus with CORPUS_DIR) and the fixture test use.

export interface Example {
	file: string;
	players: number;
	seed: number;
	detail: string;
	at: number;
}

export interface Cause {
	cause: string;
	games: number;
	files: Set<string>;
	examples: Example[];
}

export interface CorpusRun {
	files: number;
	/** Files the parser refused (not failures: it says why). */
	unparsed: number;
	games: number;
	/** Games whose script gives no legal set at that number of players. */
	noSet: number;
	ends: Record<string, number>;
	events: number;
	causes: Map<string, Cause>;
	/** Games with at least one failure. */
	failing: number;
	ms: number;
}

/** A script file's text parsed, or null when the parser refuses it (or it cannot be read). */
export function readScript(read: () => string): Script | null {
	try {
		const r = parseScript(read());
		return r.ok ? r.script : null;
	} catch {
		return null;
	}
}

export interface CorpusOptions {
	/** Games per file, each with its own seed and number of players. */
	games?: number;
	deepEvery?: number;
	maxDays?: number;
	/** The most players at a table (15 unless given, up to 20). */
	most?: number;
	/** The file's text (the caller reads it: this module does no I/O). */
	read: (file: string) => string;
	/** The clock, for the time the run took (none: 0). */
	now?: () => number;
	onGame?: (file: string, result: PlayResult) => void;
}

/**
 * The games of one file: their seeds and numbers of players (5–15 unless `most` says more: up
 * to 20, the seats beyond 15 travellers), drawn from its name.
 */
export function gamesOf(
	file: string,
	games: number,
	most = 15
): { seed: number; players: number }[] {
	const base = seedFrom(file);
	return Array.from({ length: games }, (_, i) => {
		const seed = (base + i * 7919) >>> 0;
		return { seed, players: 5 + ((seed >>> 3) % (most - 4)) };
	});
}

export function runCorpus(files: readonly string[], options: CorpusOptions): CorpusRun {
	const now = options.now ?? (() => 0);
	const started = now();
	const run: CorpusRun = {
		files: files.length,
		unparsed: 0,
		games: 0,
		noSet: 0,
		ends: {},
		events: 0,
		causes: new Map(),
		failing: 0,
		ms: 0
	};
	for (const file of files) {
		const script = readScript(() => options.read(file));
		if (!script) {
			run.unparsed++;
			continue;
		}
		for (const { seed, players } of gamesOf(file, options.games ?? 1, options.most)) {
			const result = playGame({
				script,
				players,
				seed,
				deepEvery: options.deepEvery,
				maxDays: options.maxDays
			});
			run.games++;
			run.events += result.events;
			run.ends[result.end] = (run.ends[result.end] ?? 0) + 1;
			if (result.end === 'no-set') run.noSet++;
			if (result.problems.length) run.failing++;
			const seen = new Set<string>();
			for (const p of result.problems) {
				if (seen.has(p.cause)) continue;
				seen.add(p.cause);
				const c = run.causes.get(p.cause) ?? {
					cause: p.cause,
					games: 0,
					files: new Set<string>(),
					examples: []
				};
				c.games++;
				c.files.add(file);
				if (c.examples.length < 3)
					c.examples.push({ file, players, seed, detail: p.detail, at: p.at });
				run.causes.set(p.cause, c);
			}
			options.onGame?.(file, result);
		}
	}
	run.ms = now() - started;
	return run;
}

/** The run in Markdown: the numbers, then each cause with the games and files it hit. */
export function corpusReport(run: CorpusRun, title: string): string {
	const lines = [
		`# ${title}`,
		'',
		`- files: ${run.files} (the parser refused ${run.unparsed}: not failures)`,
		`- games: ${run.games} (${run.events} events, ${Math.round(run.ms / 1000)} s)`,
		`- how they ended: ${Object.entries(run.ends)
			.map(([k, v]) => `${k} ${v}`)
			.join(', ')}`,
		`- no legal set at that number of players: ${run.noSet}`,
		`- failure causes: ${run.causes.size}, games with a failure: ${run.failing}`,
		''
	];
	const causes = [...run.causes.values()].sort((a, b) => b.games - a.games);
	for (const c of causes) {
		lines.push(`## ${c.cause}`, '', `${c.games} games, ${c.files.size} files. Examples:`, '');
		for (const e of c.examples)
			lines.push(
				`- \`${e.file}\` players ${e.players} seed ${e.seed} (event ${e.at}): ${e.detail.slice(0, 400).replace(/\n/g, ' ')}`
			);
		lines.push('');
	}
	return lines.join('\n');
}
