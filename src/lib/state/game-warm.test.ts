import { beforeEach, describe, expect, it } from 'vitest';
import type { GameState } from '$lib/rulesets/botc';
import { getDb } from '$lib/persistence/db';
import { createGame } from '$lib/persistence/game-log';
import { gameStore } from '$lib/persistence/game-store';
import { warmGame } from './game-warm';
import { clearDb, createdGame } from '$lib/persistence/testing';

const created = (id: string) => createdGame(id, { name: 'Warm', seed: 3 });

beforeEach(clearDb);

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
