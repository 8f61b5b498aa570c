import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedFrom } from '$lib/engine/random';
import { INLINE_PARSE_CHARS } from '$lib/rulesets/botc/script-limits';
import { getDb, type ScriptRecord } from './db';
import { createGame, loadGame } from './game-log';
import {
	deleteScript,
	fileSizeProblem,
	importScript,
	importWithout,
	listScripts,
	resolveImport,
	type ImportResult,
	type PendingImport
} from './scripts';
import { clearDb } from './testing';

beforeEach(clearDb);

const TINY = [
	{ id: '_meta', name: 'Tiny Town', author: 'Test' },
	'washerwoman',
	'librarian',
	'investigator',
	'chef',
	'empath',
	'butler',
	'poisoner',
	'imp'
];
const good = JSON.stringify(TINY);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function saved(result: ImportResult) {
	if (result.status !== 'saved') throw new Error(`not saved: ${JSON.stringify(result)}`);
	return result;
}

function pending(result: ImportResult): PendingImport {
	if (result.status !== 'conflict') throw new Error(`no question: ${JSON.stringify(result)}`);
	return result.pending;
}

/** The id the app gave imported scripts before: a 32-bit FNV-1a hash of the JSON. */
const oldId = (json: unknown) => `s-${seedFrom(JSON.stringify(json)).toString(36)}`;

/** A record as the app stored it before content ids (an old database or backup has these). */
async function putOld(json: unknown, importedAt = 1): Promise<ScriptRecord> {
	const record = { id: oldId(json), name: 'Tiny Town', json, importedAt };
	await getDb().scripts.put(record);
	return record;
}

const P = 0x01000193;
const PINV = (() => {
	let x = 1;
	for (let i = 0; i < 5; i++) x = Math.imul(x, 2 - Math.imul(P, x));
	return x >>> 0;
})();

/**
 * Three characters that make `prefix + chars + suffix` hash to `target` under FNV-1a: what
 * anyone could do to give a script the 32-bit id of another one.
 */
function forge(prefix: string, suffix: string, target: number): string {
	let h = target >>> 0;
	for (let i = suffix.length - 1; i >= 0; i--)
		h = (Math.imul(h, PINV) ^ suffix.charCodeAt(i)) >>> 0;
	const want = Math.imul(h, PINV) >>> 0;
	let h0 = 0x811c9dc5;
	for (let i = 0; i < prefix.length; i++) h0 = Math.imul(h0 ^ prefix.charCodeAt(i), P);
	const plain = (c: number) => c >= 0x20 && c !== 0x22 && c !== 0x5c && (c < 0xd800 || c > 0xdfff);
	for (let c0 = 0x4e00; c0 < 0x9fff; c0++) {
		const h1 = Math.imul(h0 ^ c0, P);
		for (let c1 = 0x20; c1 < 0x10000; c1++) {
			const c2 = (Math.imul(h1 ^ c1, P) ^ want) >>> 0;
			if (plain(c1) && c2 < 0x10000 && plain(c2)) return String.fromCharCode(c0, c1, c2);
		}
	}
	throw new Error('no forgery found');
}

describe('imported scripts', () => {
	it('keeps a good script in the scripts table, named by the SHA-256 of its content', async () => {
		const result = saved(await importScript(good, 1000));
		expect(result.script.id).toBe(`s-${sha256(good)}`);
		const rows = await getDb().scripts.toArray();
		expect(rows).toHaveLength(1);
		expect(rows[0]).toMatchObject({ id: result.script.id, name: 'Tiny Town', importedAt: 1000 });
		expect(rows[0]?.json).toEqual(TINY);
		const listed = await listScripts();
		expect(listed.map((s) => [s.script.id, s.script.name])).toEqual([
			[result.script.id, 'Tiny Town']
		]);
		expect(listed[0]?.script.characters.map((c) => c.id)).toContain('imp');
	});

	it('the same content gets the same id whatever its layout', async () => {
		const a = saved(await importScript(good, 1));
		await deleteScript(a.script.id);
		const b = saved(await importScript(JSON.stringify(TINY, null, 2), 2));
		expect(b.script.id).toBe(a.script.id);
		await deleteScript(b.script.id);
		expect(saved(await importScript(TINY, 3)).script.id).toBe(a.script.id);
	});

	it('importing the same script twice asks first, and changes nothing until answered', async () => {
		const first = saved(await importScript(good, 1000));
		const question = pending(await importScript(good, 2000));
		expect(question.conflicts).toEqual([
			{
				id: first.script.id,
				importedAt: 1000,
				stored: expect.objectContaining({ name: 'Tiny Town' }),
				sameId: true,
				change: { before: 8, after: 8, added: [], removed: [], changed: [], renamed: false }
			}
		]);
		expect(await getDb().scripts.toArray()).toMatchObject([first.record]);
		await resolveImport(question, 'replace', 2000);
		expect((await getDb().scripts.toArray()).map((r) => [r.id, r.importedAt])).toEqual([
			[first.script.id, 2000]
		]);
	});

	it('a script with a stored one’s name asks, saying what would change from the parsed content', async () => {
		const first = saved(await importScript(good, 1000));
		// Same name to the eye: other case, extra spaces, a zero-width space inside.
		const other = JSON.stringify([
			{ id: '_meta', name: '  tiny\u200b TOWN ', author: 'Someone else' },
			'washerwoman',
			'librarian',
			'chef',
			'empath',
			'butler',
			'poisoner',
			'imp',
			'monk',
			{ id: 'pixie', name: 'Pixie', team: 'demon', ability: 'Not the official one.' }
		]);
		const question = pending(await importScript(other, 2000));
		expect(question.script.name).toBe('tiny\u200b TOWN');
		expect(question.conflicts).toHaveLength(1);
		const [conflict] = question.conflicts;
		expect(conflict?.sameId).toBe(false);
		expect(conflict?.stored?.name).toBe('Tiny Town');
		expect(conflict?.change).toMatchObject({ before: 8, after: 9, renamed: true, changed: [] });
		expect(conflict?.change?.added.map((c) => [c.id, c.name, c.team])).toEqual([
			['monk', 'Monk', 'townsfolk'],
			['pixie', 'Pixie', 'demon']
		]);
		expect(conflict?.change?.removed.map((c) => c.id)).toEqual(['investigator']);
		expect(await getDb().scripts.toArray()).toMatchObject([first.record]);

		const kept = await resolveImport(question, 'keep-both', 2000);
		expect((await listScripts()).map((s) => s.script.id)).toEqual([
			kept.script.id,
			first.script.id
		]);
		await deleteScript(kept.script.id);
		const replaced = await resolveImport(pending(await importScript(other, 3000)), 'replace', 3000);
		expect((await listScripts()).map((s) => s.script.id)).toEqual([replaced.script.id]);
	});

	it('reports a homebrew character defined differently under the same id', async () => {
		const base = [
			{ id: '_meta', name: 'Brew' },
			{ id: 'brewer', name: 'Brewer', team: 'townsfolk', ability: 'Learns 1 thing.' },
			'imp'
		];
		saved(await importScript(base, 1));
		const changed = structuredClone(base);
		(changed[1] as { ability: string }).ability = 'Learns everything.';
		const question = pending(await importScript(changed, 2));
		expect(question.conflicts[0]?.change?.changed.map((c) => c.id)).toEqual(['brewer']);
		expect(question.conflicts[0]?.change?.added).toEqual([]);
	});

	it('a forged script with the old 32-bit id of a stored one neither overwrites it nor hides', async () => {
		const stored = [{ id: '_meta', name: 'Tiny Town' }, 'imp', 'chef'];
		const record = await putOld(stored);
		// Another script (another demon) with three chosen characters making its old id the same.
		const prefix = JSON.stringify([
			'imp',
			'poisoner',
			'chef',
			{ id: '_meta', name: 'Other', pad: '' }
		]).slice(0, -3);
		const text = `${prefix}${forge(prefix, '"}]', seedFrom(JSON.stringify(stored)))}"}]`;
		expect(oldId(JSON.parse(text))).toBe(record.id);

		const result = saved(await importScript(text, 2));
		expect(result.script.id).toBe(`s-${sha256(text)}`);
		expect(await getDb().scripts.get(record.id)).toMatchObject(record);
		expect(await getDb().scripts.count()).toBe(2);
	});

	it('a stored id holding other content (a forged backup) is a conflict, shown from its content', async () => {
		const stored = [{ id: '_meta', name: 'Quiet Town' }, 'imp', 'chef', 'monk'];
		await getDb().scripts.put({
			id: `s-${sha256(good)}`,
			name: 'Tiny Town',
			json: stored,
			importedAt: 1
		});
		const question = pending(await importScript(good, 2));
		expect(question.conflicts).toHaveLength(1);
		expect(question.conflicts[0]).toMatchObject({ sameId: true, stored: { name: 'Quiet Town' } });
		expect(question.conflicts[0]?.change?.removed.map((c) => c.id)).toEqual(['monk']);
		const kept = await resolveImport(question, 'keep-both', 2);
		expect(kept.script.id).toBe(`s-${sha256(good)}-2`);
		expect(await getDb().scripts.count()).toBe(2);
	});

	it('scripts stored under the old ids keep working, and games keep their copy when replaced', async () => {
		const old = await putOld(TINY, 5);
		const [listed] = await listScripts();
		expect(listed?.script.id).toBe(old.id);
		const script = listed!.script;
		await createGame({
			type: 'game/created',
			at: 10,
			id: 'g-old',
			ruleset: 'botc',
			name: 'Old game',
			script,
			seed: 1,
			seats: ['A', 'B', 'C', 'D', 'E'].map((name, i) => ({ id: `seat-${i + 1}`, name }))
		});
		const question = pending(await importScript(good, 20));
		expect(question.conflicts).toMatchObject([{ id: old.id, sameId: false }]);
		await resolveImport(question, 'replace', 20);
		expect(await getDb().scripts.get(old.id)).toBeUndefined();
		const game = await loadGame('g-old');
		expect(game?.state.script).toEqual(script);
	});

	it('leaves out records that no longer read or would shadow a built-in script', async () => {
		await getDb().scripts.bulkPut([
			{ id: 'bad', name: 'Bad', json: 'nonsense', importedAt: 5 },
			{ id: 'tb', name: 'Trouble Brewing?', json: TINY, importedAt: 6 }
		]);
		const ok = saved(await importScript(good, 1));
		expect((await listScripts()).map((s) => s.record.id)).toEqual([ok.record.id]);
		await deleteScript('bad');
		expect(await getDb().scripts.count()).toBe(2);
	});

	it('stores nothing from a broken file and reports each problem with its path', async () => {
		const result = await importScript(
			JSON.stringify(['washerwoman', 'librarian', 'washerwomen', 7])
		);
		expect(result.status).toBe('invalid');
		if (result.status !== 'invalid') return;
		expect(result.errors).toEqual(
			expect.arrayContaining([
				{
					path: '[2]',
					message: 'unknown character id "washerwomen"; did you mean 洗衣妇 (washerwoman)?',
					entry: 2
				},
				expect.objectContaining({ path: '[3]' })
			])
		);
		expect(await getDb().scripts.count()).toBe(0);
	});

	it('imports the rest of a file without the unknown characters the storyteller leaves out', async () => {
		const text = JSON.stringify([{ id: '_meta', name: 'Rest' }, 'chef', 'washerwomen', 'imp']);
		const first = await importScript(text);
		expect(first.status).toBe('invalid');
		expect(await getDb().scripts.count()).toBe(0);
		const rest = await importWithout(text, [2], 3000);
		expect(rest.status).toBe('saved');
		if (rest.status !== 'saved') return;
		expect(rest.script.characters.map((c) => c.id)).toEqual(['chef', 'imp']);
		// What is stored is the file without that entry, which reads again the same way.
		expect(rest.record.json).toEqual([{ id: '_meta', name: 'Rest' }, 'chef', 'imp']);
		expect((await listScripts()).map((s) => s.script.characters.length)).toEqual([2]);
		// Text that is no JSON is said, never thrown, and stores nothing.
		const broken = await importWithout('[', [0]);
		expect(broken.status).toBe('invalid');
		expect(await getDb().scripts.count()).toBe(1);
	});

	it('says a file is too large before reading it, and reads large texts the same way', async () => {
		expect(fileSizeProblem(5 * 1024 * 1024)).toBeNull();
		expect(fileSizeProblem(50 * 1024 * 1024)).toEqual({
			path: '',
			message: 'the script is too large (50 MB; at most 5 MB)'
		});
		const logo = `data:image/png;base64,${'A'.repeat(INLINE_PARSE_CHARS)}`;
		const large = JSON.stringify([{ id: '_meta', name: 'Large', logo }, ...TINY.slice(1)]);
		expect(large.length).toBeGreaterThan(INLINE_PARSE_CHARS);
		expect(saved(await importScript(large, 1)).script.name).toBe('Large');
	});
});
