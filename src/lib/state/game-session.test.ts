import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '$lib/persistence/db';
import { createGame, loadGame, SNAPSHOT_EVERY } from '$lib/persistence/game-log';
import { deleteGame } from '$lib/persistence/games';
import { gameStore, useGameStore } from '$lib/persistence/game-store';
import { GameSession } from './game-session.svelte';
import { clearDb, createdGame } from '$lib/persistence/testing';

const created = (id: string) => createdGame(id, { name: 'Test', seed: 7 });

beforeEach(clearDb);

describe('GameSession', () => {
	it('stores every accepted event before its dispatch resolves, and reloads to the same state', async () => {
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

	it('runs what a move closes as the stored move is shown, and not for a refused one', async () => {
		await createGame(created('g1s'));
		const s = (await GameSession.open('g1s'))!;
		const seen: (string | undefined)[] = [];
		const shown = () => seen.push(s.state.seats[0]?.name);
		expect(await s.dispatch({ type: 'seat/renamed', seat: 's1', name: 'Ann' }, 2000, shown)).toBe(
			null
		);
		// Called once, with the new state already shown, before the dispatch resolves.
		expect(seen).toEqual(['Ann']);
		expect(await getDb().events.count()).toBe(2);
		expect((await s.dispatch({ type: 'seat/died', seat: 'nobody' }, 3000, shown))?.code).toBe(
			'no-seat'
		);
		expect(seen).toEqual(['Ann']);
		s.close();
	});

	it('shows an accepted move at once, while it is stored; the dispatch resolves once it is', async () => {
		await createGame(created('g1n'));
		const s = (await GameSession.open('g1n'))!;
		const real = gameStore();
		let open!: () => void;
		const gate = new Promise<void>((resolve) => (open = resolve));
		// The database answers only when the test says so (held before its transaction begins).
		useGameStore({
			...real,
			atomically: async (mode, work) => (await gate, real.atomically(mode, work))
		});
		try {
			let resolved = false;
			const done = s.dispatch({ type: 'seat/died', seat: 's2' }, 2000).then((r) => {
				resolved = true;
				return r;
			});
			await vi.waitFor(() => expect(s.state.seats[1]?.alive).toBe(false));
			expect(s.saving).toBe(true);
			expect(resolved).toBe(false);
			expect(await getDb().events.count()).toBe(1);
			open();
			expect(await done).toBeNull();
			expect(s.saving).toBe(false);
			expect(await getDb().events.count()).toBe(2);
		} finally {
			useGameStore(real);
			s.close();
		}
	});

	it('shows an undo at once and puts the move back when storage refuses it', async () => {
		await createGame(created('g1u'));
		const s = (await GameSession.open('g1u'))!;
		await s.dispatch({ type: 'seat/died', seat: 's2' }, 2000);
		const real = gameStore();
		let fail!: () => void;
		const gate = new Promise<void>((resolve) => (fail = resolve));
		useGameStore({
			...real,
			removeFrom: async () => {
				await gate;
				throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
			}
		});
		try {
			const done = s.undo();
			await vi.waitFor(() => expect(s.state.seats[1]?.alive).toBe(true));
			expect(s.saving).toBe(true);
			fail();
			expect((await done)?.code).toBe('not-saved');
			// Nothing changed: the move is shown again, as it is stored.
			expect(s.state.seats[1]?.alive).toBe(false);
			expect(s.history.log).toHaveLength(2);
			expect(s.saveProblem?.kind).toBe('quota');
			expect(s.saving).toBe(false);
		} finally {
			useGameStore(real);
		}
		expect(await s.undo()).toBeNull();
		expect(s.state.seats[1]?.alive).toBe(true);
		expect((await loadGame('g1u'))?.log).toHaveLength(1);
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

	it('undoes from memory to exactly the state a replay of the shorter log gives', async () => {
		await createGame(created('g5'));
		const s = (await GameSession.open('g5'))!;
		await s.dispatch({ type: 'seat/renamed', seat: 's1', name: 'A' }, 2000);
		await s.dispatchAll(
			[
				{ type: 'seat/renamed', seat: 's2', name: 'B' },
				{ type: 'seat/renamed', seat: 's3', name: 'C' }
			],
			2100
		);
		for (let i = 0; i < 25; i++)
			await s.dispatch({ type: 'seat/renamed', seat: `s${(i % 7) + 1}`, name: `N${i}` }, 2200 + i);
		// Past the steps kept in memory (then the replay), and the two events stored at once as
		// one action: 27 undos take back 28 events.
		for (let i = 0; i < 27; i++) {
			expect(await s.undo()).toBeNull();
			expect(s.state).toEqual(s.ruleSet.ops.replay(s.history.log));
		}
		expect(s.history.redo).toHaveLength(28);
		expect(s.history.log).toHaveLength(1);
		expect((await loadGame('g5'))?.state).toEqual(s.state);
		expect(await s.redo()).toBeNull();
		expect(await s.undo()).toBeNull();
		expect(s.state).toEqual(s.ruleSet.ops.replay(s.history.log));
		s.close();
	});

	it('takes back a batch of events (one storyteller action) with one undo, and redoes it with one redo', async () => {
		await createGame(created('b1'));
		const s = (await GameSession.open('b1'))!;
		await s.dispatch({ type: 'seat/renamed', seat: 's1', name: 'A' }, 2000);
		const batch = [
			{ type: 'seat/renamed', seat: 's2', name: 'B' },
			{ type: 'seat/renamed', seat: 's3', name: 'C' },
			{ type: 'seat/died', seat: 's4' }
		] as const;
		expect(await s.dispatchAll([...batch], 3000)).toBeNull();
		const played = s.state;
		expect(await s.undo()).toBeNull();
		expect(s.history.log.map((e) => e.type)).toEqual(['game/created', 'seat/renamed']);
		expect(s.history.redo).toHaveLength(3);
		expect((await loadGame('b1'))?.log).toHaveLength(2);
		expect(await s.redo()).toBeNull();
		expect(s.state).toEqual(played);
		expect(s.canRedo).toBe(false);
		expect((await loadGame('b1'))?.state).toEqual(played);
		// Undone and redone again, and past it to the single move before.
		expect(await s.undo()).toBeNull();
		expect(await s.undo()).toBeNull();
		expect(s.history.log).toHaveLength(1);
		expect(await s.redo()).toBeNull();
		expect(s.history.log).toHaveLength(2);
		expect(await s.redo()).toBeNull();
		expect(s.state).toEqual(played);
		s.close();
	});

	it('after a reload, undo goes back one event at a time (each a state the game passed through)', async () => {
		await createGame(created('b2'));
		const first = (await GameSession.open('b2'))!;
		await first.dispatchAll(
			[
				{ type: 'seat/renamed', seat: 's2', name: 'B' },
				{ type: 'seat/died', seat: 's4' }
			],
			3000
		);
		first.close();
		const s = (await GameSession.open('b2'))!;
		expect(await s.undo()).toBeNull();
		expect(s.history.log.map((e) => e.type)).toEqual(['game/created', 'seat/renamed']);
		expect(s.state).toEqual(s.ruleSet.ops.replay(s.history.log));
		expect((await loadGame('b2'))?.log).toHaveLength(2);
		expect(await s.redo()).toBeNull();
		expect(s.state.seats[3]?.alive).toBe(false);
		expect((await loadGame('b2'))?.state).toEqual(s.state);
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
	// Runs `play` while the database refuses every new event, as a full disk makes it.
	async function whileFull(play: () => Promise<void>) {
		const real = gameStore();
		useGameStore({
			...real,
			addEvents: () =>
				Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))
		});
		try {
			await play();
		} finally {
			useGameStore(real);
		}
	}

	it('keeps playing in memory, says it is a quota problem, and saves later on retry', async () => {
		await createGame(created('q1'));
		const s = (await GameSession.open('q1'))!;
		await whileFull(async () => {
			expect(await s.dispatch({ type: 'seat/renamed', seat: 's1', name: 'Ann' }, 2000)).toBeNull();
			expect(await s.dispatch({ type: 'seat/died', seat: 's2' }, 3000)).toBeNull();
		});
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

	it('undoes a batch kept only in memory as one action', async () => {
		await createGame(created('q2'));
		const s = (await GameSession.open('q2'))!;
		await whileFull(async () => {
			await s.dispatch({ type: 'seat/renamed', seat: 's1', name: 'Ann' }, 2000);
			await s.dispatchAll(
				[
					{ type: 'seat/died', seat: 's2' },
					{ type: 'seat/died', seat: 's3' }
				],
				3000
			);
			expect(s.unsaved).toHaveLength(3);
			expect(await s.undo()).toBeNull();
		});
		expect(s.unsaved.map((e) => e.type)).toEqual(['seat/renamed']);
		expect(s.history.log).toHaveLength(2);
		expect(await s.retrySave()).toBe(true);
		expect((await loadGame('q2'))?.state).toEqual(s.state);
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
