import Dexie from 'dexie';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { replay, type GameEvent } from '$lib/rulesets/botc';
import { DB_NAME } from './schema';
import { createdGame } from './testing';

// What the first screens read (settings, the start-up journal check, the games list, opening a
// game) is read without loading db.ts, Dexie's module: it loads with the first write.

const dexie = vi.hoisted(() => ({ loaded: false }));
vi.mock('./db', async (original) => {
	dexie.loaded = true;
	return original();
});

const V1 = {
	games: 'id, updatedAt, status',
	events: '[gameId+seq]',
	snapshots: '[gameId+seq]',
	scripts: 'id, name, importedAt',
	settings: 'key'
};

const log: GameEvent[] = [createdGame('g', { name: 'Stored' })];
for (let i = 1; i <= 54; i++) log.push({ type: 'seat/renamed', seat: 's1', name: `N${i}`, at: i });

beforeAll(async () => {
	// The database as a device in use has it: written by Dexie with the app's version 1 stores.
	const db = new Dexie(DB_NAME);
	db.version(1).stores(V1);
	const state = replay(log);
	await db.table('games').add({
		id: 'g',
		ruleset: 'botc',
		scriptName: 'Trouble Brewing',
		name: 'Stored',
		createdAt: 0,
		updatedAt: 54,
		status: 'setup',
		playerCount: 7,
		phaseLabel: 'setup',
		schemaVersion: 1
	});
	await db
		.table('events')
		.bulkAdd(log.map((event, seq) => ({ gameId: 'g', seq, event, schemaVersion: 1 })));
	await db
		.table('snapshots')
		.add({ gameId: 'g', seq: 50, state: replay(log.slice(0, 51)), schemaVersion: 1 });
	await db.table('settings').add({ key: 'theme', value: 'night', schemaVersion: 1 });
	db.close();
	expect(state.seats[0]?.name).toBe('N54');
	localStorage.setItem('grimoire-journal-index', JSON.stringify({ g: 55, lost: 3, longer: 0 }));
});

afterAll(async () => {
	const { getDb } = await import('./db');
	getDb().close({ disableAutoOpen: false });
	await Dexie.delete(DB_NAME);
	localStorage.clear();
});

describe('the first screens, before anything is written', () => {
	it('read settings, the journal check, the games list and a whole game without Dexie', async () => {
		const { getSetting, listGames, getGame } = await import('./games');
		const { gamesBehindJournal } = await import('./recovery');
		const { loadGame } = await import('./game-log');
		const { warmGame } = await import('$lib/state/game-warm');

		expect(await getSetting('theme')).toBe('night');
		expect(await getSetting('locale')).toBeUndefined();
		expect(await gamesBehindJournal()).toEqual(['lost']);
		expect((await listGames()).map((g) => g.id)).toEqual(['g']);
		expect((await getGame('g'))?.name).toBe('Stored');
		const game = await loadGame('g');
		expect(game?.log).toEqual(log);
		expect(game?.state).toEqual(replay(log));
		expect(await warmGame('g', 'en')).toBe('setup');
		expect(dexie.loaded).toBe(false);
	});

	it('load Dexie with the first write, which every later read goes through', async () => {
		const { getSetting, setSetting } = await import('./games');
		await setSetting('theme', 'light');
		expect(dexie.loaded).toBe(true);
		const { getDb } = await import('./db');
		expect(await getDb().settings.get('theme')).toMatchObject({ value: 'light' });
		expect(await getSetting('theme')).toBe('light');
	});
});
