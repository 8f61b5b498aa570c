import { beforeEach, describe, expect, it } from 'vitest';
import type { GameEvent, GameState } from '$lib/engine';
import { getDb } from '$lib/persistence/db';
import { createGame } from '$lib/persistence/game-log';
import { gameStore } from '$lib/persistence/game-store';
import { builtInScript } from '$lib/rulesets/botc/script';
import { warmGame } from './game-warm';

const script = builtInScript('tb');

function created(id: string): GameEvent {
	return {
		type: 'game/created',
		at: 1000,
		id,
		ruleset: 'botc',
		name: 'Warm',
		script: script!,
		seed: 3,
		seats: Array.from({ length: 7 }, (_, i) => ({ id: `s${i + 1}`, name: `P${i + 1}` }))
	};
}

beforeEach(async () => {
	const db = getDb();
	await Promise.all(db.tables.map((t) => t.clear()));
});

describe('warmGame', () => {
	it('names the screen a stored game opens on, from its row and last snapshot, and changes nothing', async () => {
		const state = await createGame(created('w1'));
		// A short game has no snapshot: nothing to guess from.
		expect(await warmGame('w1', 'en')).toBeNull();
		const night: GameState = { ...state, phase: { kind: 'night', n: 1 } } as GameState;
		await gameStore().atomically('rw', () =>
			gameStore().addSnapshots('w1', [{ seq: 0, value: night }])
		);
		expect(await warmGame('w1', 'zh-CN')).toBe('play');
		expect(await getDb().events.count()).toBe(1);
		expect((await getDb().games.get('w1'))?.name).toBe('Warm');
	});

	it('does nothing for a game that is not stored', async () => {
		expect(await warmGame('nothing-here', 'en')).toBeNull();
	});
});
