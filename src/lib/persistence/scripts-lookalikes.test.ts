import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from './db';
import { backupText, exportBackup, importBackup } from './backup-io';
import { keepOwn, listScripts, playAsKnown } from './scripts';
import { clearDb, importedScriptId } from './testing';

beforeEach(clearDb);

// A stored script whose official characters the file wrote as its own (as 集石 does).
const own = (id: string, name: string, team: string) => ({
	id,
	name,
	team,
	ability: `${name}：文件自己的说明。`
});
const FILE = [
	{ id: '_meta', name: '同名' },
	own('chef_c', '厨师', 'townsfolk'),
	own('monk_c', '僧侣', 'townsfolk'),
	own('my_bard', '吟游者', 'townsfolk'),
	own('imp_c', '小恶魔', 'demon')
];

const imported = () => importedScriptId(FILE);

describe('a stored script’s own characters played as the official ones', () => {
	it('keeps the chosen ones as official under the same id, read back the next time', async () => {
		const id = await imported();
		const played = await playAsKnown(id, [1, 4]);
		expect(played?.script.id).toBe(id);
		const [after] = await listScripts();
		expect(after!.script.id).toBe(id);
		const edition = new Map(after!.script.characters.map((c) => [c.id, c.edition]));
		expect(edition.get('chef')).not.toBe('homebrew');
		expect(edition.get('imp')).not.toBe('homebrew');
		// Not chosen: still the file's own.
		expect(edition.get('monkc')).toBe('homebrew');
		expect(edition.get('mybard')).toBe('homebrew');
		expect(edition.has('monk')).toBe(false);
	});

	it('changes nothing when nothing is chosen, nothing matches or the script is not there', async () => {
		const id = await imported();
		expect(await playAsKnown(id, [])).toBeNull();
		expect(await playAsKnown(id, [3])).toBeNull();
		expect(await playAsKnown('missing', [1])).toBeNull();
		const record = await getDb().scripts.get(id);
		expect(record!.json).toEqual(FILE);
	});
});

describe('own characters the storyteller keeps as the file’s own', () => {
	it('remembers the ones left unchecked when the others are played as official', async () => {
		const id = await imported();
		await playAsKnown(id, [1], ['monk_c']);
		const record = await getDb().scripts.get(id);
		expect(record!.keptOwn).toEqual(['monk_c']);
		// Played again later with another left out: both are remembered, each once.
		await playAsKnown(id, [4], ['monk_c', 'my_bard']);
		expect((await getDb().scripts.get(id))!.keptOwn).toEqual(['monk_c', 'my_bard']);
	});

	it('keeps them all without changing the file, and forgets them when asked again', async () => {
		const id = await imported();
		const kept = await keepOwn(id, ['chef_c', 'monk_c', 'imp_c']);
		expect(kept?.record.keptOwn).toEqual(['chef_c', 'monk_c', 'imp_c']);
		let record = await getDb().scripts.get(id);
		expect(record!.json).toEqual(FILE);
		expect(record!.keptOwn).toEqual(['chef_c', 'monk_c', 'imp_c']);
		await keepOwn(id, []);
		record = await getDb().scripts.get(id);
		expect(record!.json).toEqual(FILE);
		expect('keptOwn' in record!).toBe(false);
		expect(await keepOwn('missing', ['chef_c'])).toBeNull();
	});

	it('a backup of the scripts carries the kept list to a fresh profile', async () => {
		const id = await imported();
		await keepOwn(id, ['monk_c']);
		const backup = await exportBackup();
		expect(backup.scripts.find((s) => s.id === id)?.keptOwn).toEqual(['monk_c']);
		await clearDb();
		const outcome = await importBackup(backupText(backup));
		expect(outcome.ok).toBe(true);
		expect((await getDb().scripts.get(id))!.keptOwn).toEqual(['monk_c']);
	});
});
