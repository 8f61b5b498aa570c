import { beforeEach, describe, expect, it } from 'vitest';
import type { GameEvent } from '$lib/rulesets/botc';
import { backupText, exportBackup, importBackup } from './backup-io';
import { createGame, loadGame } from './game-log';
import { importScript } from './scripts';
import { clearDb, dumpDb } from './testing';

// Issue 14, item 2: scripts the script importer takes must come back from "Export all".

beforeEach(clearDb);

const dataUrl = (chars: number) => `data:image/png;base64,${'A'.repeat(chars - 22)}`;

function nested(depth: number): unknown {
	let value: unknown = 'bottom';
	for (let i = 0; i < depth; i++) value = { deeper: value };
	return value;
}

const CASES: [string, unknown[]][] = [
	[
		'a 30 KB data: logo',
		[{ id: '_meta', name: 'Logo Town', logo: dataUrl(30_000) }, 'washerwoman', 'chef', 'imp']
	],
	[
		'a 25 KB character image',
		[
			{ id: '_meta', name: 'Portrait Town' },
			'washerwoman',
			'imp',
			{
				id: 'hb_painter',
				name: 'Painter',
				team: 'townsfolk',
				ability: 'Paints.',
				image: dataUrl(25_000)
			}
		]
	],
	[
		'a field nested 45 deep',
		[{ id: '_meta', name: 'Deep Town', extra: nested(45) }, 'washerwoman', 'imp']
	]
];

describe('what the script importer accepts, a backup restores', () => {
	it.each(CASES)('%s: imported, exported, restored on an empty device', async (_, json) => {
		const imported = await importScript(JSON.stringify(json), 1234);
		expect(imported.status).toBe('saved');
		if (imported.status !== 'saved') return;
		const created: GameEvent = {
			type: 'game/created',
			at: 1_700_000_000_000,
			id: crypto.randomUUID(),
			ruleset: 'botc',
			name: 'Friday',
			script: imported.script,
			seed: 3,
			seats: Array.from({ length: 5 }, (_, i) => ({ id: `seat-${i + 1}`, name: `P${i + 1}` }))
		};
		await createGame(created);
		const before = await dumpDb();

		const text = backupText(await exportBackup());
		await clearDb();
		const result = await importBackup(text);

		expect(result).toMatchObject({ ok: true, added: [created.id], scripts: 1 });
		expect(await dumpDb()).toEqual(before);
		expect((await loadGame(created.id))?.state.script).toEqual(imported.script);
	});
});
