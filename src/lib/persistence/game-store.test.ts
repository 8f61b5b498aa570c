import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameEvent, GameState } from '$lib/rulesets/botc';
import { builtInScript } from '$lib/rulesets/botc/script';
import { getDb, NotPlainDataError } from './db';
import {
	appendEvents,
	createGame,
	loadGame,
	LogConflictError,
	removeGameRows,
	SNAPSHOT_EVERY,
	storedTail,
	truncateEvents
} from './game-log';
import { dexieStore } from './dexie-store';
import { type GameStore, gameStore, useGameStore } from './game-store';
import { listGames } from './games';
import { createMemoryStore } from './memory-store';

const script = builtInScript('tb')!;

const created = (id: string): GameEvent => ({
	type: 'game/created',
	at: 1000,
	id,
	ruleset: 'botc',
	name: 'Stored',
	script,
	seed: 3,
	seats: Array.from({ length: 7 }, (_, i) => ({ id: `s${i + 1}`, name: `P${i + 1}` }))
});

const renamed = (n: number): GameEvent => ({
	type: 'seat/renamed',
	seat: 's1',
	name: `N${n}`,
	at: 2000 + n
});

// The game log's checks (a writer's log is the stored one; all or nothing) hold over either
// store: the app's IndexedDB one and the in-memory one tests and the benchmark use.
describe.each([
	['IndexedDB', () => dexieStore],
	['in memory', createMemoryStore]
])('the game store: %s', (_name, make: () => GameStore) => {
	let before: GameStore;
	beforeEach(async () => {
		await Promise.all(getDb().tables.map((t) => t.clear()));
		before = useGameStore(make());
	});
	afterEach(() => {
		useGameStore(before);
	});

	it('stores a game, appends to it, snapshots it, loads it by replay', async () => {
		let state: GameState = await createGame(created('g1'));
		const log: GameEvent[] = [created('g1')];
		for (let i = 1; i <= SNAPSHOT_EVERY + 2; i++) {
			const event = renamed(i);
			const loaded = await loadGame('g1');
			state = loaded!.ruleSet.ops.replay([event], loaded!.state) as GameState;
			await appendEvents(state, log.length, [event], log[log.length - 1]);
			log.push(event);
		}
		expect((await gameStore().lastSnapshot('g1'))?.seq).toBe(SNAPSHOT_EVERY);
		const loaded = await loadGame('g1');
		expect(loaded?.log).toEqual(log);
		expect(loaded?.state).toEqual(loaded?.ruleSet.ops.replay(log));
		expect(await storedTail('g1')).toEqual({ length: log.length, last: log[log.length - 1] });
		expect(await listGames()).toMatchObject([{ id: 'g1', name: 'Stored', phaseLabel: 'setup' }]);
	});

	it('trusts no snapshot of another state shape: the log is replayed instead', async () => {
		await createGame(created('g2'));
		const log: GameEvent[] = [created('g2'), renamed(1), renamed(2)];
		await appendEvents(
			(await loadGame('g2'))!.ruleSet.ops.replay(log) as GameState,
			1,
			log.slice(1),
			log[0]
		);
		// A snapshot as an older version of the code wrote it: another shape, and wrong on purpose.
		const stale = { ...(await loadGame('g2'))!.state, schema: 0, name: 'From the old snapshot' };
		await gameStore().addSnapshots('g2', [{ seq: 1, value: stale }]);
		const loaded = await loadGame('g2');
		expect(loaded?.state.name).toBe('Stored');
		expect(loaded?.state).toEqual(loaded?.ruleSet.ops.replay(log));
		// The same snapshot with this code's shape is used (the proof that the stamp decides).
		const current = { ...stale, schema: loaded!.state.schema };
		await gameStore().addSnapshots('g2', [{ seq: 1, value: current }]);
		expect((await loadGame('g2'))?.state.name).toBe('From the old snapshot');
	});

	it('refuses to write into a log that is not the writer’s, and writes nothing', async () => {
		const state = await createGame(created('g2'));
		await appendEvents(state, 1, [renamed(1)], created('g2'));
		// A second writer still believes the log is one event long.
		await expect(appendEvents(state, 1, [renamed(2)], created('g2'))).rejects.toMatchObject({
			reason: 'replaced'
		});
		// Same length, another last event: someone else's log.
		await expect(appendEvents(state, 2, [renamed(3)], renamed(9))).rejects.toBeInstanceOf(
			LogConflictError
		);
		await expect(
			truncateEvents(state, 1, { storedLength: 2, last: renamed(9) })
		).rejects.toBeInstanceOf(LogConflictError);
		expect((await loadGame('g2'))?.log).toEqual([created('g2'), renamed(1)]);

		await gameStore().atomically('rw', () => removeGameRows('g2'));
		await expect(appendEvents(state, 2, [renamed(3)], renamed(1))).rejects.toMatchObject({
			reason: 'deleted'
		});
		expect(await loadGame('g2')).toBeNull();
	});

	it('undoes by truncating, snapshots after the cut go too', async () => {
		let state: GameState = await createGame(created('g3'));
		const log: GameEvent[] = [created('g3')];
		for (let i = 1; i <= SNAPSHOT_EVERY; i++) {
			const event = renamed(i);
			state = (await loadGame('g3'))!.ruleSet.ops.replay([event], state) as GameState;
			await appendEvents(state, log.length, [event], log[log.length - 1]);
			log.push(event);
		}
		expect(await gameStore().lastSnapshot('g3')).toBeDefined();
		await truncateEvents(state, 10, { storedLength: log.length, last: log[log.length - 1]! });
		expect(await gameStore().lastSnapshot('g3')).toBeUndefined();
		expect((await loadGame('g3'))?.log).toEqual(log.slice(0, 10));
	});

	it('keeps a unit all or nothing, and refuses what is not plain data', async () => {
		const store = gameStore();
		await createGame(created('g4'));
		await expect(
			store.atomically('rw', async () => {
				await store.addEvents('g4', 1, [renamed(1)]);
				throw new Error('stop');
			})
		).rejects.toThrow('stop');
		expect(await store.countEvents('g4')).toBe(1);
		await expect(store.addEvents('g4', 1, [{ type: 'x', f: () => 1 }])).rejects.toBeInstanceOf(
			NotPlainDataError
		);
		await expect(store.addEvents('g4', 0, [renamed(1)])).rejects.toThrow();
		expect(await store.events('g4')).toEqual([created('g4')]);
	});
});
