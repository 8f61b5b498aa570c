import { describe, expect, it } from 'vitest';
import { builtInScript } from './script';
import type { Script } from './engine/types';
import { gamesOf, readScript } from './testing/play-corpus';
import { playGame } from './testing/play-fuzz';

// Whole games played at random, as a storyteller taps (testing/play-fuzz.ts), on the built-in
// editions and the script files of tests/fixtures: no exception, no refusal of what the grimoire
// offered, replay, undo and redo giving the same state, offers naming only what exists, the
// public screen showing no death before dawn. A failure names the script, players and seed.

const FIXTURES = import.meta.glob('/tests/fixtures/scripts/**/*.json', {
	query: '?raw',
	import: 'default',
	eager: true
}) as Record<string, string>;

function problemsOf(name: string, script: Script, n: number): string[] {
	return gamesOf(name, n).flatMap(({ seed, players }) =>
		playGame({ script, players, seed, deepEvery: 3 }).problems.map(
			(p) => `${name} players ${players} seed ${seed} event ${p.at}: ${p.cause} ${p.detail}`
		)
	);
}

describe('random games played start to finish', () => {
	it.each(['tb', 'bmr', 'snv'] as const)('on the built-in %s', (id) => {
		expect(problemsOf(id, builtInScript(id)!, 4)).toEqual([]);
	});

	it('on every script file of the fixtures', () => {
		const scripts = Object.entries(FIXTURES).flatMap(([file, text]) => {
			const script = readScript(() => text);
			return script ? [{ file, script }] : [];
		});
		expect(scripts.length).toBeGreaterThan(20);
		expect(scripts.flatMap(({ file, script }) => problemsOf(file, script, 1))).toEqual([]);
	}, 60_000);
});
