import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameEvent } from '$lib/rulesets/botc';
import { builtInScript } from '$lib/rulesets/botc/script';
import { DB_NAME, getDb, SCHEMA_VERSION } from './db';
import { loadGame } from './game-log';
import { getSetting, listGames } from './games';
import { createdGame } from './testing';

// Each schema version the app has ever shipped, as it was: its store definitions and a writer
// of rows shaped the way that version wrote them. When version N+1 is declared, add N+1 here
// and keep every older case: each must open in the current GrimoireDB with every game intact.
interface PastVersion {
	version: number;
	stores: Record<string, string>;
	write: (db: Dexie) => Promise<void>;
}

const script = builtInScript('tb')!;

function v1Log(id: string, moves: number): GameEvent[] {
	const log: GameEvent[] = [createdGame(id, { name: `Game ${id}`, seed: 3, players: 8 })];
	for (let i = 0; i < moves; i++)
		log.push(
			i % 3 === 2
				? { type: 'reminder/added', seat: 's2', source: 'custom', label: `R${i}`, at: 2000 + i }
				: { type: 'seat/renamed', seat: `s${(i % 8) + 1}`, name: `N${i}`, at: 2000 + i }
		);
	return log;
}

const PAST: PastVersion[] = [
	{
		version: 1,
		stores: {
			games: 'id, updatedAt, status',
			events: '[gameId+seq]',
			snapshots: '[gameId+seq]',
			scripts: 'id, name, importedAt',
			settings: 'key'
		},
		async write(db) {
			const { replay } = await import('$lib/rulesets/botc');
			for (const [id, moves] of [
				['old-a', 4],
				['old-b', 75]
			] as const) {
				const log = v1Log(id, moves);
				const state = replay(log);
				await db.table('games').add({
					id,
					ruleset: 'botc',
					scriptName: script.name,
					name: state.name,
					createdAt: 1000,
					updatedAt: state.updatedAt,
					status: 'setup',
					playerCount: 8,
					phaseLabel: 'setup',
					schemaVersion: 1
				});
				await db
					.table('events')
					.bulkAdd(log.map((event, seq) => ({ gameId: id, seq, event, schemaVersion: 1 })));
				if (moves >= 50)
					await db.table('snapshots').add({ gameId: id, seq: 50, state: replay(log.slice(0, 51)) });
			}
			await db.table('scripts').add({ id: 'tiny', name: 'Tiny', json: ['imp'], importedAt: 9 });
			await db.table('settings').add({ key: 'theme', value: 'night' });
		}
	}
];

afterEach(async () => {
	getDb().close({ disableAutoOpen: false });
	await Dexie.delete(DB_NAME);
});

describe('opening a database written by an older schema', () => {
	it('covers every version up to the current one', () => {
		expect(PAST.map((p) => p.version)).toEqual(
			Array.from({ length: SCHEMA_VERSION }, (_, i) => i + 1)
		);
	});

	for (const past of PAST) {
		it(`finds every game of schema version ${past.version} intact`, async () => {
			getDb().close({ disableAutoOpen: false });
			await Dexie.delete(DB_NAME);
			const old = new Dexie(DB_NAME);
			old.version(past.version).stores(past.stores);
			await old.open();
			await past.write(old);
			const expected = {
				a: v1Log('old-a', 4),
				b: v1Log('old-b', 75)
			};
			old.close();

			const db = getDb();
			await db.open();
			expect(db.verno).toBe(SCHEMA_VERSION);
			expect((await listGames()).map((g) => g.id).sort()).toEqual(['old-a', 'old-b']);
			const a = await loadGame('old-a');
			const b = await loadGame('old-b');
			expect(a?.log).toEqual(expected.a);
			expect(b?.log).toEqual(expected.b);
			const { replay } = await import('$lib/rulesets/botc');
			expect(a?.state).toEqual(replay(expected.a));
			expect(b?.state).toEqual(replay(expected.b));
			expect(b?.state.seats[1]?.reminders.length).toBeGreaterThan(0);
			expect(await db.scripts.get('tiny')).toMatchObject({ name: 'Tiny' });
			expect(await getSetting('theme')).toBe('night');
		});
	}
});

describe('schema versions on stored records', () => {
	it('stamps every record written to any table', async () => {
		const db = getDb();
		await db.games.put({
			id: 'x',
			ruleset: 'botc',
			scriptName: 's',
			name: 'n',
			createdAt: 1,
			updatedAt: 1,
			status: 'setup',
			playerCount: 5,
			phaseLabel: 'setup',
			schemaVersion: SCHEMA_VERSION
		});
		await db.snapshots.put({ gameId: 'x', seq: 50, state: {} });
		await db.scripts.put({ id: 's', name: 's', json: [], importedAt: 1 });
		await db.settings.put({ key: 'k', value: 1 });
		await db.settings.bulkPut([{ key: 'k2', value: 2 }]);
		for (const table of db.tables)
			for (const row of await table.toArray())
				expect(row, `${table.name} row`).toHaveProperty('schemaVersion', SCHEMA_VERSION);
	});
});
