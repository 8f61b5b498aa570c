import { beforeEach, describe, expect, it } from 'vitest';
import { type GameEvent, replay } from '$lib/rulesets/botc';
import { BACKUP_FORMAT, BACKUP_VERSION, backupFileName, validateBackup } from './backup';
import {
	backupFromLog,
	backupText,
	duplicateGame,
	exportBackup,
	findConflicts,
	importBackup
} from './backup-io';
import { getDb } from './db';
import { appendEvents, createGame, loadGame } from './game-log';
import { listGames } from './games';
import { clearDb, createdGame, dumpDb } from './testing';

const created = (id: string, name = 'Friday'): GameEvent => createdGame(id, { name });
async function storedGame(id: string, name = 'Friday', moves = 3): Promise<GameEvent[]> {
	const log: GameEvent[] = [created(id, name)];
	let state = await createGame(log[0]!);
	for (let i = 0; i < moves; i++) {
		const e: GameEvent = {
			type: 'seat/renamed',
			seat: `s${(i % 7) + 1}`,
			name: `N${i}`,
			at: 2000 + i
		};
		state = replay([e], state);
		await appendEvents(state, log.length, [e]);
		log.push(e);
	}
	return log;
}

beforeEach(clearDb);

describe('backup export and import', () => {
	it('exports every game with its log and the imported scripts, versioned', async () => {
		await storedGame('a', 'Alpha', 2);
		await storedGame('b', 'Beta', 4);
		await getDb().scripts.add({ id: 'tiny', name: 'Tiny', json: ['imp', 'chef'], importedAt: 5 });
		const backup = await exportBackup(undefined, 99);
		expect(backup.format).toBe(BACKUP_FORMAT);
		expect(backup.version).toBe(BACKUP_VERSION);
		expect(backup.appVersion).toMatch(/^\d+\.\d+\.\d+/);
		expect(backup.games.map((g) => [g.summary.name, g.events.length])).toEqual(
			expect.arrayContaining([
				['Alpha', 3],
				['Beta', 5]
			])
		);
		expect(backup.scripts.map((s) => s.id)).toEqual(['tiny']);
		expect(validateBackup(backupText(backup)).ok).toBe(true);
	});

	it('restores an exported game into an empty device exactly', async () => {
		await storedGame('a', 'Alpha', 60);
		const before = await loadGame('a');
		const text = backupText(await exportBackup(['a']));
		await clearDb();
		const result = await importBackup(text);
		expect(result).toMatchObject({ ok: true, added: ['a'] });
		const after = await loadGame('a');
		expect(after?.state).toEqual(before?.state);
		expect(after?.log).toEqual(before?.log);
		expect(await getDb().snapshots.count()).toBe(1);
	});

	it('never overwrites an existing game without a choice, and a refused import changes nothing', async () => {
		await storedGame('a', 'Alpha');
		const text = backupText(await exportBackup(['a']));
		const snapshot = await dumpDb();
		const refused = await importBackup(text);
		expect(refused.ok).toBe(false);
		if (!refused.ok) expect(refused.problems[0]?.path).toBe('games[0].summary.id');
		expect(await dumpDb()).toEqual(snapshot);
		expect(await findConflicts(validateBackupOk(text))).toEqual([
			{ index: 0, id: 'a', incoming: 'Alpha', existing: 'Alpha' }
		]);
	});

	it('keeps both under a new id, replaces, or skips as chosen', async () => {
		const log = await storedGame('a', 'Alpha');
		const text = backupText(await exportBackup(['a']));
		const kept = await importBackup(text, {
			choices: { a: 'keep-both' },
			copyName: (n) => `${n} (copy)`,
			newId: () => 'a2',
			now: 5000
		});
		expect(kept).toMatchObject({ ok: true, added: ['a2'] });
		expect((await listGames()).map((g) => [g.id, g.name])).toEqual([
			['a2', 'Alpha (copy)'],
			['a', 'Alpha']
		]);
		expect((await loadGame('a'))?.log).toEqual(log);

		// Replace: the device's game 'a' moves on, the backup's older log comes back.
		const s = (await loadGame('a'))!;
		const extra: GameEvent = { type: 'seat/died', seat: 's1', at: 9000 };
		await appendEvents(replay([extra], s.state), s.log.length, [extra]);
		expect(await importBackup(text, { choices: { a: 'replace' } })).toMatchObject({
			ok: true,
			replaced: ['a']
		});
		expect((await loadGame('a'))?.log).toEqual(log);

		const before = await dumpDb();
		expect(await importBackup(text, { choices: { a: 'skip' } })).toMatchObject({
			ok: true,
			skipped: ['a']
		});
		expect(await dumpDb()).toEqual(before);
	});

	it('duplicates a game under a new id and name, leaving the original alone', async () => {
		const log = await storedGame('a', 'Alpha');
		const copy = await duplicateGame('a', 'Alpha 2', 7000, 'copy-1');
		expect(copy).toBe('copy-1');
		const loaded = await loadGame('copy-1');
		expect(loaded?.state.name).toBe('Alpha 2');
		expect(loaded?.state.seats.map((s) => s.name)).toEqual(
			(await loadGame('a'))?.state.seats.map((s) => s.name)
		);
		expect((await loadGame('a'))?.log).toEqual(log);
	});

	it('exports a game from memory, including events storage never took', () => {
		const log: GameEvent[] = [created('m'), { type: 'seat/died', seat: 's2', at: 3000 }];
		const backup = backupFromLog(log, 10);
		expect(backup.games[0]?.events).toHaveLength(2);
		expect(backup.games[0]?.summary.id).toBe('m');
		expect(validateBackup(backup).ok).toBe(true);
	});

	it('names files by date with nothing a file system refuses', () => {
		expect(backupFileName('a/b:c<img>', new Date(2025, 0, 2, 3, 4).getTime())).toBe(
			'grimoire-abcimg-2025-01-02-0304.json'
		);
	});
});

function validateBackupOk(text: string) {
	const check = validateBackup(text);
	if (!check.ok) throw new Error('invalid');
	return check.backup;
}

/** A stored game's summary as a backup file holds it: a seven-player game still in setup. */
const summary = (id: unknown) => ({
	id,
	name: 'G',
	ruleset: 'botc',
	scriptName: 'TB',
	createdAt: 1,
	updatedAt: 1,
	status: 'setup',
	playerCount: 7,
	phaseLabel: 'setup',
	schemaVersion: 1
});

describe('validateBackup', () => {
	const good = () =>
		JSON.parse(
			JSON.stringify({
				format: BACKUP_FORMAT,
				version: 1,
				appVersion: '0.1.0',
				exportedAt: 1,
				games: [0, 1, 2].map((i) => ({
					summary: summary(`g${i}`),
					events: [
						created(`g${i}`),
						...Array.from({ length: 15 }, (_, k) => ({
							type: 'seat/renamed',
							seat: 's1',
							name: `X${k}`,
							at: 2000 + k
						}))
					]
				})),
				scripts: []
			})
		);

	it('accepts a good file', () => {
		expect(validateBackup(good()).ok).toBe(true);
	});

	it('names every shape problem of a game with its place: missing fields, nested ones, wrong kinds', () => {
		const file = good();
		delete file.games[0].summary.name;
		file.games[1].events[0].script.characters[3].team = 'wizard';
		file.games[1].events[0].seats[2].id = '';
		file.games[2].summary.status = 'paused';
		const check = validateBackup(file);
		expect(check).toMatchObject({
			ok: false,
			problems: [
				{ path: 'games[0].summary.name', message: 'missing' },
				{ path: 'games[1].events[0].seats[2].id', message: 'expected a seat id' },
				{ path: 'games[1].events[0].script.characters[3].team', message: 'unknown team' },
				{ path: 'games[2].summary.status', message: 'unknown status "paused"' }
			]
		});
	});

	it('reports an unknown event type with its exact place', () => {
		const file = good();
		file.games[2].events[14].type = 'seat/exploded';
		expect(validateBackup(file)).toEqual({
			ok: false,
			problems: [
				{ path: 'games[2].events[14].type', message: 'unknown event type "seat/exploded"' }
			]
		});
	});

	it('rejects a log the engine refuses, with the engine’s reason', () => {
		const file = good();
		file.games[1].events[3] = { type: 'seat/died', seat: 'nobody', at: 5 };
		const check = validateBackup(file);
		expect(check.ok).toBe(false);
		if (!check.ok) {
			expect(check.problems[0]?.path).toBe('games[1].events[3]');
			expect(check.problems[0]?.message).toMatch(/no such seat/);
		}
	});

	it('reports duplicate ids, mismatched ids, bad summaries and newer versions', () => {
		const file = good();
		file.games[1] = JSON.parse(JSON.stringify(file.games[0]));
		file.games[2].summary.id = 'other';
		file.games[0].summary.status = 'lost';
		const check = validateBackup(file);
		expect(check.ok).toBe(false);
		if (!check.ok)
			expect(check.problems.map((p) => p.path)).toEqual([
				'games[0].summary.status',
				'games[1].summary.id',
				'games[2].events[0].id'
			]);
		expect(validateBackup({ ...good(), version: 2 })).toMatchObject({
			ok: false,
			problems: [{ path: 'version' }]
		});
	});

	it('refuses what is not a backup, and never throws', () => {
		for (const input of [null, 3, 'nope', '[]', '{"format":"x"}', [], { format: BACKUP_FORMAT }]) {
			const check = validateBackup(input);
			expect(check.ok).toBe(false);
			if (!check.ok) expect(check.problems.length).toBeGreaterThan(0);
		}
		const cyclic: Record<string, unknown> = { format: BACKUP_FORMAT };
		cyclic.self = cyclic;
		expect(validateBackup(cyclic).ok).toBe(false);
		let deep: unknown = 1;
		for (let i = 0; i < 100_000; i++) deep = [deep];
		expect(validateBackup({ ...good(), deep }).ok).toBe(false);
		expect(validateBackup('['.repeat(200_000)).ok).toBe(false);
	});

	it('checks imported scripts with the script parser', () => {
		const file = good();
		file.scripts = [
			{ id: 's', name: 'S', json: ['imp', 'washerwomen'], importedAt: 1 },
			{ id: 's', name: 'S', json: ['imp'], importedAt: 1 }
		];
		const check = validateBackup(file);
		expect(check.ok).toBe(false);
		if (!check.ok)
			expect(check.problems).toEqual([
				{
					path: 'scripts[0].json[1]',
					message: 'unknown character id "washerwomen"; did you mean 洗衣妇 (washerwoman)?'
				},
				{ path: 'scripts[1].id', message: 'duplicate script id (also scripts[0])' }
			]);
	});
});

describe('hostile ids and times', () => {
	const file = (id: unknown, at: unknown = 1_700_000_000_000) => ({
		format: BACKUP_FORMAT,
		version: 1,
		appVersion: '0.1.0',
		exportedAt: 1,
		games: [
			{
				summary: summary(id),
				events: [{ ...created(id as string), at }]
			}
		],
		scripts: []
	});

	it.each(['/x', 'x/', 'a/b', '../../settings', 'q?x=1', 'h#frag', 'pct%', ' ', '', 'é', 'a.b'])(
		'refuses the game id %j where it stands, and stores nothing',
		async (id) => {
			await storedGame('keep', 'Kept', 1);
			const before = await dumpDb();
			const result = await importBackup(JSON.stringify(file(id)));
			expect(result.ok).toBe(false);
			if (result.ok) return;
			expect(result.problems.map((p) => p.path)).toEqual([
				'games[0].summary.id',
				'games[0].events[0].id'
			]);
			expect(result.problems[0]?.message).toMatch(/is not a game id/);
			expect(await dumpDb()).toEqual(before);
		}
	);

	it('takes the ids the app makes', () => {
		for (const id of [crypto.randomUUID(), 'g0', 'game-1', 'copy_2', 'A'.repeat(100)])
			expect(validateBackup(file(id)).ok).toBe(true);
		expect(validateBackup(file('A'.repeat(101))).ok).toBe(false);
	});

	it.each([1e300, -1e300, 8.64e15 + 1, -8.64e15 - 1, 2 ** 60])(
		'refuses the event time %d, which no date holds',
		async (at) => {
			const before = await dumpDb();
			const check = validateBackup(file('g1', at));
			expect(check).toMatchObject({ ok: false, problems: [{ path: 'games[0].events[0].at' }] });
			if (!check.ok) expect(check.problems[0]?.message).toMatch(/time a date can hold/);
			expect((await importBackup(file('g1', at))).ok).toBe(false);
			expect(await dumpDb()).toEqual(before);
		}
	);

	it('refuses times a date cannot hold in summaries, scripts and the file itself', () => {
		const bad = file('g1');
		bad.exportedAt = 1e300;
		bad.games[0]!.summary.updatedAt = Infinity;
		(bad.scripts as unknown[]).push({ id: 's', name: 'S', json: ['imp'], importedAt: -1e17 });
		const check = validateBackup(bad);
		expect(check.ok).toBe(false);
		if (!check.ok)
			expect(check.problems.map((p) => p.path)).toEqual([
				// Infinity is not JSON: the walk over the whole file stops at it first.
				'games[0].summary.updatedAt'
			]);
		bad.games[0]!.summary.updatedAt = 8.64e15 + 1;
		const again = validateBackup(bad);
		expect(again.ok).toBe(false);
		if (!again.ok) expect(again.problems.map((p) => p.path)).toEqual(['exportedAt']);
		bad.exportedAt = 1;
		const third = validateBackup(bad);
		expect(third.ok).toBe(false);
		if (!third.ok)
			expect(third.problems.map((p) => p.path)).toEqual([
				'games[0].summary.updatedAt',
				'scripts[0].importedAt'
			]);
		expect(validateBackup(file('g1', -8.64e15)).ok).toBe(true);
		expect(validateBackup(file('g1', 8.64e15)).ok).toBe(true);
	});
});
