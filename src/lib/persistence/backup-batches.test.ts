import { beforeEach, describe, expect, it } from 'vitest';
import { type GameEvent, replay } from '$lib/rulesets/botc';
import { builtInScript } from '$lib/rulesets/botc/script';
import { backupText, exportBackup, importBackup, importBatches } from './backup-io';
import { getDb } from './db';
import { appendEvents, createGame, loadGame } from './game-log';
import { listGames } from './games';

const script = builtInScript('tb')!;

/** A stored game of 1 + `moves` events. */
async function storedGame(id: string, moves = 3): Promise<GameEvent[]> {
	const log: GameEvent[] = [
		{
			type: 'game/created',
			at: 1000,
			id,
			ruleset: 'botc',
			name: id.toUpperCase(),
			script,
			seed: 7,
			seats: Array.from({ length: 7 }, (_, i) => ({ id: `s${i + 1}`, name: `P${i + 1}` }))
		}
	];
	let state = await createGame(log[0]!);
	for (let i = 0; i < moves; i++) {
		const e: GameEvent = { type: 'seat/renamed', seat: 's1', name: `N${i}`, at: 2000 + i };
		state = replay([e], state);
		await appendEvents(state, log.length, [e]);
		log.push(e);
	}
	return log;
}

async function eventsOf(id: string): Promise<number> {
	return getDb().events.where('gameId').equals(id).count();
}

/** Makes every write of an event of game `id` fail, as a full disk would; returns the undo. */
function failWritesOf(id: string): () => void {
	const events = getDb().events;
	const hook = (_key: unknown, row: { gameId: string }) => {
		if (row.gameId === id) throw new DOMException('the disk is full', 'QuotaExceededError');
	};
	events.hook('creating', hook);
	return () => events.hook('creating').unsubscribe(hook);
}

beforeEach(async () => {
	const db = getDb();
	await Promise.all(db.tables.map((t) => t.clear()));
});

describe('importBatches', () => {
	it('groups whole games up to the bound, in order; a bigger game goes alone', () => {
		expect(importBatches([3, 3, 3, 10, 1, 2], 6)).toEqual([[0, 1], [2], [3], [4, 5]]);
		expect(importBatches([7], 6)).toEqual([[0]]);
		expect(importBatches([], 6)).toEqual([]);
		expect(importBatches([1, 1, 1, 1], 100)).toEqual([[0, 1, 2, 3]]);
	});
});

describe('a backup imported in bounded batches', () => {
	async function fiveGameBackup(): Promise<string> {
		for (const id of ['a', 'b', 'c', 'd', 'e']) await storedGame(id, 3);
		await getDb().scripts.add({ id: 'tiny', name: 'Tiny', json: ['imp', 'chef'], importedAt: 5 });
		const text = backupText(await exportBackup());
		await Promise.all(getDb().tables.map((t) => t.clear()));
		return text;
	}

	it('lands every game as it was when nothing fails', async () => {
		const text = await fiveGameBackup();
		const result = await importBackup(text, { batchEvents: 8 });
		expect(result).toMatchObject({ ok: true, scripts: 1 });
		if (result.ok) expect([...result.added].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
		for (const id of ['a', 'b', 'c', 'd', 'e']) expect(await eventsOf(id)).toBe(4);
		expect((await loadGame('c'))?.log).toHaveLength(4);
	});

	it('keeps the batches written before a failing one, each game whole, and says so', async () => {
		const text = await fiveGameBackup();
		// The file lists games newest first: e, d, c, b, a. Batches of two games: [e d] [c b] [a].
		const stop = failWritesOf('b');
		const result = await importBackup(text, { batchEvents: 8 });
		stop();
		expect(result.ok).toBe(false);
		if (result.ok) return;
		expect(result.done).toEqual({ added: ['e', 'd'], replaced: [], skipped: [], scripts: 0 });
		expect(result.problems).toEqual([
			{ path: 'games[2]', message: expect.stringMatching(/could not store.*disk is full/) }
		]);
		// The failing batch left nothing of either of its games, the one after never started.
		expect(await Promise.all(['e', 'd', 'c', 'b', 'a'].map(eventsOf))).toEqual([4, 4, 0, 0, 0]);
		expect((await listGames()).map((g) => g.id).sort()).toEqual(['d', 'e']);
		expect(await getDb().scripts.count()).toBe(0);

		// Importing the file again, skipping what came through, brings the rest.
		const again = await importBackup(text, { choices: { d: 'skip', e: 'skip' } });
		expect(again).toMatchObject({ ok: true, skipped: ['e', 'd'], scripts: 1 });
		expect(await Promise.all(['e', 'd', 'c', 'b', 'a'].map(eventsOf))).toEqual([4, 4, 4, 4, 4]);
	});

	it('a failure in the first batch changes nothing and says nothing changed', async () => {
		const text = await fiveGameBackup();
		const stop = failWritesOf('e');
		const result = await importBackup(text, { batchEvents: 8 });
		stop();
		expect(result).toMatchObject({ ok: false, problems: [{ path: 'games[0]' }] });
		if (!result.ok) expect(result.done).toBeUndefined();
		expect(await getDb().events.count()).toBe(0);
		expect(await getDb().games.count()).toBe(0);
	});
});
