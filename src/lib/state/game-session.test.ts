import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '$lib/persistence/db';
import { createGame, loadGame, SNAPSHOT_EVERY } from '$lib/persistence/game-log';
import { deleteGame } from '$lib/persistence/games';
import { gameStore, useGameStore } from '$lib/persistence/game-store';
import { GameSession } from './game-session.svelte';
import { clearDb, createdGame } from '$lib/persistence/testing';

const created = (id: string) => createdGame(id, { name: 'Test', seed: 7 });

beforeEach(clearDb);

describe('GameSession', () => {
	it('stores every accepted event before showing it, and reloads to the same state', async () => {
		await createGame(created('g1'));
		const session = await GameSession.open('g1');
		expect(session).not.toBeNull();
		const s = session!;
		expect(await s.dispatch({ type: 'seat/renamed', seat: 's1', name: 'Alice' }, 2000)).toBeNull();
		expect(s.state.seats[0]?.name).toBe('Alice');
		const rows = await getDb().events.count();
		expect(rows).toBe(2);
		const loaded = await loadGame('g1');
		expect(loaded?.state).toEqual(s.state);
		const game = await getDb().games.get('g1');
		expect(game?.playerCount).toBe(7);
		s.close();
	});

	it('refuses an illegal command and stores nothing', async () => {
		await createGame(created('g2'));
		const s = (await GameSession.open('g2'))!;
		const result = await s.dispatch({ type: 'seat/died', seat: 'nobody' }, 2000);
		expect(result?.code).toBe('no-seat');
		expect(await getDb().events.count()).toBe(1);
		s.close();
	});

	it('undoes and redoes through storage', async () => {
		await createGame(created('g3'));
		const s = (await GameSession.open('g3'))!;
		await s.dispatch({ type: 'seat/renamed', seat: 's2', name: 'Bob' }, 2000);
		await s.dispatch({ type: 'seat/renamed', seat: 's3', name: 'Cy' }, 3000);
		expect(await s.undo()).toBeNull();
		expect(s.state.seats[2]?.name).toBe('P3');
		expect((await loadGame('g3'))?.log).toHaveLength(2);
		expect(await s.redo()).toBeNull();
		expect((await loadGame('g3'))?.state).toEqual(s.state);
		expect(s.state.seats[2]?.name).toBe('Cy');
		s.close();
	});

	it('loads from a snapshot plus the later events, equal to a full replay', async () => {
		await createGame(created('g4'));
		const s = (await GameSession.open('g4'))!;
		for (let i = 0; i < SNAPSHOT_EVERY + 5; i++)
			await s.dispatch({ type: 'seat/renamed', seat: `s${(i % 7) + 1}`, name: `N${i}` }, 2000 + i);
		expect(await getDb().snapshots.count()).toBe(1);
		const loaded = await loadGame('g4');
		expect(loaded?.state).toEqual(s.state);
		s.close();
	});
});

describe('GameSession when storage is full', () => {
	it('keeps playing in memory, says it is a quota problem, and saves later on retry', async () => {
		await createGame(created('q1'));
		const s = (await GameSession.open('q1'))!;
		// The database refuses every new event, as a full disk makes it.
		const real = gameStore();
		useGameStore({
			...real,
			addEvents: () =>
				Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))
		});
		try {
			expect(await s.dispatch({ type: 'seat/renamed', seat: 's1', name: 'Ann' }, 2000)).toBeNull();
			expect(await s.dispatch({ type: 'seat/died', seat: 's2' }, 3000)).toBeNull();
		} finally {
			useGameStore(real);
		}
		expect(s.saveProblem?.kind).toBe('quota');
		expect(s.unsaved.map((e) => e.type)).toEqual(['seat/renamed', 'seat/died']);
		expect(s.state.seats[0]?.name).toBe('Ann');
		expect((await loadGame('q1'))?.log).toHaveLength(1);

		expect(await s.retrySave()).toBe(true);
		expect(s.saveProblem).toBeNull();
		expect(s.unsaved).toEqual([]);
		expect((await loadGame('q1'))?.state).toEqual(s.state);
		s.close();
	});
});

describe('GameSession when the stored game changes under it', () => {
	it('never writes into a log it did not write: a replaced game stops the session', async () => {
		await createGame(created('c1'));
		const s = await GameSession.open('c1', { lock: false });
		if (!s) throw new Error('not opened');
		expect(await s.dispatch({ type: 'seat/renamed', seat: 's1', name: 'Ann' }, 2000)).toBeNull();

		// Another writer puts a different log of the same length in place (a restored backup).
		const db = getDb();
		await db.events.put({
			gameId: 'c1',
			seq: 1,
			event: { type: 'seat/renamed', seat: 's1', name: 'Other', at: 2000 },
			schemaVersion: 1
		});
		const refused = await s.dispatch({ type: 'seat/died', seat: 's2' }, 3000);
		expect(refused).toBeNull(); // accepted in memory...
		expect(s.lost).toBe('replaced'); // ...but not written
		expect(await db.events.where('gameId').equals('c1').count()).toBe(2);
		expect((await s.dispatch({ type: 'seat/died', seat: 's3' }, 4000))?.code).toBe('lost');
		expect((await s.undo())?.code).toBe('lost');

		// What was played here can be kept as a new game.
		const copy = await s.keepCopy('Mine');
		const loaded = await loadGame(copy);
		expect(loaded?.state.name).toBe('Mine');
		expect(loaded?.state.seats[0]?.name).toBe('Ann');
		expect(loaded?.state.seats[1]?.alive).toBe(false);
		s.close();
	});

	it('a deleted game is reported as deleted, and nothing is written back', async () => {
		await createGame(created('c2'));
		const s = await GameSession.open('c2', { lock: false });
		if (!s) throw new Error('not opened');
		await deleteGame('c2');
		await s.dispatch({ type: 'seat/died', seat: 's2' }, 3000);
		expect(s.lost).toBe('deleted');
		expect(await getDb().events.count()).toBe(0);
		s.close();
	});
});
