import { beforeEach, describe, expect, it } from 'vitest';
import type { GameEvent } from '$lib/rulesets/botc';
import { LIMITS } from '$lib/engine/limits';
import type { Backup, BackupGame } from './backup';
import { backupFiles, backupText, importBackup } from './backup-io';
import { countValues, splitBackup, type SplitLimits } from './backup-split';
import { createGame } from './game-log';
import { importScript } from './scripts';
import { clearDb, dumpDb } from './testing';

// "Export all" from a device holding more than one file the importer takes: several files, each
// restoring on its own, together everything.

beforeEach(clearDb);

type Script = Extract<GameEvent, { type: 'game/created' }>['script'];
const TOY = { id: 'toy', name: 'Toy', characters: ['chef', 'imp'] } as unknown as Script;

/** The script as the importer stores it, so the games replay on import. */
async function splitTown(): Promise<Script> {
	const imported = await importScript(
		JSON.stringify([{ id: '_meta', name: 'Split Town' }, 'washerwoman', 'chef', 'imp']),
		5
	);
	if (imported.status !== 'saved') throw new Error('the script was not imported');
	return imported.script;
}

function created(n: number, script: Script = TOY): GameEvent {
	return {
		type: 'game/created',
		at: 1_700_000_000_000 + n,
		id: `game-${String(n).padStart(3, '0')}`,
		ruleset: 'botc',
		name: `Friday ${n} ${'·'.repeat(200)}`,
		script,
		seed: n,
		seats: Array.from({ length: 7 }, (_, i) => ({ id: `seat-${i + 1}`, name: `Player ${i + 1}` }))
	};
}

describe('export all, in files the importer takes', () => {
	it('one file when everything fits: the backup as it is', async () => {
		const script = await splitTown();
		for (let n = 0; n < 3; n++) await createGame(created(n, script));
		const { files, count, oversized } = await backupFiles(undefined, '', 1_800_000_000_000);
		expect(files).toHaveLength(1);
		expect(files[0]?.name).toMatch(/^grimoire-\d{4}-\d\d-\d\d-\d{4}\.json$/);
		expect(count).toBe(3);
		expect(oversized).toEqual([]);
	});

	it('several files past the limits; each restores on an empty device, together everything', async () => {
		const script = await splitTown();
		for (let n = 0; n < 12; n++) await createGame(created(n, script));
		const before = await dumpDb();
		// A tenth of the text of these 12 games per file, so the export needs several.
		const limits: SplitLimits = { chars: 12_000, nodes: 1_000_000, games: 5, scripts: 10 };
		const { files, count } = await backupFiles(undefined, 'all', 1_800_000_000_000, limits);
		expect(count).toBe(12);
		expect(files.length).toBeGreaterThan(2);
		files.forEach((file, i) => {
			expect(file.name).toMatch(new RegExp(`-${i + 1}of${files.length}\\.json$`));
			expect(file.text.length).toBeLessThanOrEqual(limits.chars);
			expect((JSON.parse(file.text) as Backup).games.length).toBeLessThanOrEqual(limits.games);
		});

		await clearDb();
		// In any order, each on its own.
		for (const file of [...files].reverse())
			expect(await importBackup(file.text), file.name).toEqual(
				expect.objectContaining({ ok: true })
			);
		expect(await dumpDb()).toEqual(before);
	});

	it('at the importer’s own limits: a file over its size becomes files under it', () => {
		// 40 games of ~1.9 MB each (a photo-sized text in a name): 76 MB, over the 64 MiB a file may
		// hold. The split is by measure only, so the games need not replay here.
		const big = 'x'.repeat(1_900_000);
		const games: BackupGame[] = Array.from({ length: 40 }, (_, n) => ({
			summary: { id: `g${n}`, name: big } as BackupGame['summary'],
			events: [created(n)]
		}));
		const backup: Backup = {
			format: 'storyteller-grimoire-backup',
			version: 1,
			appVersion: 'test',
			exportedAt: 0,
			games,
			scripts: []
		} as Backup;
		const { parts, oversized } = splitBackup(backup);
		expect(parts.length).toBe(2);
		expect(oversized).toEqual([]);
		expect(parts.flatMap((p) => p.games.map((g) => g.summary.id))).toEqual(
			games.map((g) => g.summary.id)
		);
		for (const part of parts) {
			expect(backupText(part).length).toBeLessThanOrEqual(LIMITS.backupChars);
			expect(countValues(part)).toBeLessThanOrEqual(LIMITS.backupNodes);
		}
	});

	it('a game too large for any file is named, alone in its file', () => {
		const backup = {
			games: [
				{ summary: { id: 'small', name: 'ok' }, events: [] },
				{ summary: { id: 'huge', name: 'x'.repeat(5_000) }, events: [] },
				{ summary: { id: 'small-2', name: 'ok' }, events: [] }
			],
			scripts: []
		} as unknown as Backup;
		const { parts, oversized } = splitBackup(backup, {
			chars: 2_000,
			nodes: 1_000,
			games: 10,
			scripts: 10
		});
		expect(oversized).toEqual(['huge']);
		expect(parts.map((p) => p.games.map((g) => g.summary.id))).toEqual([
			['small'],
			['huge'],
			['small-2']
		]);
	});
});
