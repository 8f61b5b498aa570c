import type { Character, Script } from '$lib/rulesets/botc/engine/core';
import { sameName } from '$lib/engine/names';
import {
	BUILT_IN_SCRIPTS,
	parseScript,
	withoutEntries,
	type ReadNotes,
	type ScriptProblem
} from '$lib/rulesets/botc/script';
import {
	INLINE_PARSE_CHARS,
	MAX_SCRIPT_BYTES,
	tooLargeMessage
} from '$lib/rulesets/botc/script-limits';
import { moveStep, withNightOrder, type Night } from '$lib/rulesets/botc/script-night-move';
import { asKnown } from '$lib/rulesets/botc/script-lookalikes';
import { getDb, type ScriptRecord } from './db';
import { readScriptValue, type ReadScript } from './script-read';

export interface StoredScript {
	record: ScriptRecord;
	/** The stored script read again through the parser, with the record's id. */
	script: Script;
}

/** What importing a script would change in a stored one, from both scripts as parsed. */
export interface ScriptChange {
	/** Number of characters before (stored) and after (imported). */
	before: number;
	after: number;
	added: Character[];
	removed: Character[];
	/** On both, but defined differently (a homebrew character's team, name or texts). */
	changed: Character[];
	/** The names differ (only for a conflict found by id). */
	renamed: boolean;
}

/** A stored script that an import would meet: by the same id, or by the same name. */
export interface ScriptConflict {
	id: string;
	importedAt: number;
	/** The stored script as parsed (its checked name and characters); null if it no longer reads. */
	stored: Script | null;
	/** Same id (the same content, or an id a backup forged); otherwise the same name. */
	sameId: boolean;
	/** What the import changes in it; null when it no longer reads. */
	change: ScriptChange | null;
}

/** A checked script waiting for the storyteller's answer about the stored ones it meets. */
export interface PendingImport {
	script: Script;
	json: unknown;
	/** Cards in the file that are not characters (a maker's credit), left out. */
	ignored: string[];
	/** Characters listed twice and night steps off the script, left out. */
	notes: ReadNotes;
	conflicts: ScriptConflict[];
}

/** A script stored, with what its file had that the script leaves out. */
type Saved = {
	status: 'saved';
	script: Script;
	record: ScriptRecord;
	ignored: string[];
	notes: ReadNotes;
};

export type ImportResult =
	| Saved
	| { status: 'invalid'; errors: ScriptProblem[] }
	| { status: 'conflict'; pending: PendingImport };

export type ConflictChoice = 'replace' | 'keep-both';

/** A file too large to read at all: said before its text is loaded. */
export function fileSizeProblem(bytes: number): ScriptProblem | null {
	return bytes > MAX_SCRIPT_BYTES ? { path: '', message: tooLargeMessage(bytes) } : null;
}

/**
 * Parses and checks a script's text: inline when small, in a worker when large (the same parser),
 * so a big file never freezes the page.
 */
export async function readScriptText(text: string): Promise<ReadScript> {
	if (text.length <= INLINE_PARSE_CHARS || typeof Worker === 'undefined')
		return readScriptValue(text);
	const { default: ScriptWorker } = await import('./script-read.worker?worker');
	const worker = new ScriptWorker();
	try {
		return await new Promise<ReadScript>((resolve, reject) => {
			worker.onmessage = (event: MessageEvent<ReadScript>) => resolve(event.data);
			worker.onerror = (event) => reject(new Error(event.message || 'the script reader failed'));
			worker.postMessage(text);
		});
	} finally {
		worker.terminate();
	}
}

const builtInIds = new Set([...BUILT_IN_SCRIPTS.map((s) => s.id), 'jmtb-sample']);

/** A stored record read again, or null when it no longer reads (or would shadow a built-in). */
function readRecord(record: ScriptRecord): StoredScript | null {
	if (builtInIds.has(record.id)) return null;
	const parsed = parseScript(record.json);
	// The record's id, not the parser's: ids are given at import (content hashes now, 32-bit
	// hashes before), and games embed their script, so the id only names the stored copy.
	return parsed.ok ? { record, script: { ...parsed.script, id: record.id } } : null;
}

/** What replacing `before` by `after` changes, from the parsed characters. */
export function scriptChange(before: Script, after: Script): ScriptChange {
	const old = new Map(before.characters.map((c) => [c.id, c]));
	const now = new Map(after.characters.map((c) => [c.id, c]));
	return {
		before: before.characters.length,
		after: after.characters.length,
		added: after.characters.filter((c) => !old.has(c.id)),
		removed: before.characters.filter((c) => !now.has(c.id)),
		changed: after.characters.filter(
			(c) => old.has(c.id) && JSON.stringify(old.get(c.id)) !== JSON.stringify(c)
		),
		renamed: before.name !== after.name
	};
}

async function conflictsOf(script: Script): Promise<ScriptConflict[]> {
	const records = await getDb().scripts.orderBy('importedAt').reverse().toArray();
	const out: ScriptConflict[] = [];
	for (const record of records) {
		const sameId = record.id === script.id;
		const stored = readRecord(record)?.script ?? null;
		if (!sameId && !(stored && sameName(stored.name, script.name))) continue;
		out.push({
			id: record.id,
			importedAt: record.importedAt,
			stored,
			sameId,
			change: stored ? scriptChange(stored, script) : null
		});
	}
	return out;
}

/**
 * Reads a script (JSON text or already parsed) and keeps it for next time. A script with any
 * problem is not stored at all. A stored script is never overwritten without asking: when one
 * has the same id or the same name, nothing is stored and the conflict comes back, to be settled
 * with `resolveImport`.
 */
export async function importScript(
	input: unknown,
	now: number = Date.now()
): Promise<ImportResult> {
	const read =
		typeof input === 'string' ? await readScriptText(input) : await readScriptValue(input);
	if (!read.ok) return { status: 'invalid', errors: read.errors };
	const pending: PendingImport = {
		script: read.script,
		json: read.json,
		ignored: read.ignored,
		notes: read.notes,
		conflicts: []
	};
	pending.conflicts = await conflictsOf(read.script);
	if (pending.conflicts.length > 0) return { status: 'conflict', pending };
	return save(pending, 'keep-both', now);
}

/**
 * Imports a script without the entries the storyteller chose to leave out (characters the app
 * does not know): what is stored is the file without them, so it reads again the same way.
 */
export async function importWithout(
	text: string,
	entries: readonly number[],
	now: number = Date.now()
): Promise<ImportResult> {
	let data: unknown;
	try {
		data = JSON.parse(text.replace(/^\uFEFF/, ''));
	} catch (error) {
		return {
			status: 'invalid',
			errors: [{ path: '', message: `not valid JSON: ${String(error)}` }]
		};
	}
	return importScript(withoutEntries(data, entries), now);
}

/**
 * Stores a pending import as the storyteller chose: `replace` deletes the stored scripts it met
 * and stores the new one; `keep-both` stores it beside them (under `<id>-2`, `-3`… when its id is
 * taken). Games are unaffected either way: each keeps its own copy of its script.
 */
export async function resolveImport(
	pending: PendingImport,
	choice: ConflictChoice,
	now: number = Date.now()
): Promise<{ script: Script; record: ScriptRecord }> {
	const saved = await save(pending, choice, now);
	return { script: saved.script, record: saved.record };
}

async function save(pending: PendingImport, choice: ConflictChoice, now: number): Promise<Saved> {
	const db = getDb();
	return db.transaction('rw', db.scripts, async () => {
		if (choice === 'replace') await db.scripts.bulkDelete(pending.conflicts.map((c) => c.id));
		let id = pending.script.id;
		for (let n = 2; await db.scripts.get(id); n++) id = `${pending.script.id}-${n}`;
		const record: ScriptRecord = {
			id,
			name: pending.script.name,
			json: pending.json,
			importedAt: now
		};
		await db.scripts.add(record);
		return {
			status: 'saved' as const,
			script: { ...pending.script, id },
			record,
			ignored: pending.ignored,
			notes: pending.notes
		};
	});
}

/**
 * Imported scripts, newest first. Each is read again through the parser (stored data may come
 * from an older app); one that no longer reads is left out rather than breaking the list.
 */
export async function listScripts(): Promise<StoredScript[]> {
	const records = await getDb().scripts.orderBy('importedAt').reverse().toArray();
	return records.flatMap((record) => readRecord(record) ?? []);
}

export async function deleteScript(id: string): Promise<void> {
	await getDb().scripts.delete(id);
}

/**
 * Moves a night step of a stored script one place earlier (`-1`) or later (`1`) and keeps the
 * new order with the script (as its `_meta` night order): games started on it from now on, its
 * sheets and its exported file follow it. Games already started keep their own copy. Returns
 * the script as stored now, or null when there is no such script or the step cannot move.
 */
export async function moveScriptNightStep(
	id: string,
	which: Night,
	step: string,
	by: -1 | 1
): Promise<StoredScript | null> {
	return changeStored(id, (record, stored) => {
		const order = moveStep(stored.script[which], step, by);
		if (order.every((s, i) => s === stored.script[which][i])) return null;
		return { ...record, json: withNightOrder(record.json, which, order) };
	});
}

/**
 * Changes a stored script in one transaction: `change` gets its record and its reading and
 * returns the record to store (null: nothing to change), which must still read as a script.
 * Returns the script as stored now, or null when there is none or nothing was changed.
 */
async function changeStored(
	id: string,
	change: (record: ScriptRecord, stored: StoredScript) => ScriptRecord | null
): Promise<StoredScript | null> {
	const db = getDb();
	return db.transaction('rw', db.scripts, async () => {
		const record = await db.scripts.get(id);
		const stored = record ? readRecord(record) : null;
		const changed = record && stored ? change(record, stored) : null;
		const again = changed ? readRecord(changed) : null;
		if (!changed || !again) return null;
		await db.scripts.put(changed);
		return again;
	});
}

/**
 * Plays a stored script's own characters named like official ones (those at `chosen`, their
 * places in its file: see script-lookalikes.ts) as the official characters, from now on: the
 * stored file is rewritten so, under the same id. `kept`: the ids in the file of those the
 * storyteller left unchecked, kept as the file's own and not offered again. Games already
 * started keep their own copy. Returns the script as stored now, or null when there is no such
 * script or nothing to change.
 */
export async function playAsKnown(
	id: string,
	chosen: readonly number[],
	kept: readonly string[] = []
): Promise<StoredScript | null> {
	return changeStored(id, (record) => {
		if (chosen.length === 0) return null;
		const json = asKnown(record.json, chosen);
		if (json === record.json) return null;
		return withKept({ ...record, json }, [...(record.keptOwn ?? []), ...kept]);
	});
}

/**
 * Keeps a stored script's own characters named like official ones (`fileIds`, their ids in the
 * file) as the file's own: the offer to play them as official leaves them out from now on. An
 * empty list offers them all again. The file itself is not changed. Returns the script as stored
 * now, or null when there is no such script.
 */
export async function keepOwn(
	id: string,
	fileIds: readonly string[]
): Promise<StoredScript | null> {
	return changeStored(id, (record) => withKept(record, fileIds));
}

/** A record with its kept list set to `fileIds` (each once), or without one when it is empty. */
function withKept(record: ScriptRecord, fileIds: readonly string[]): ScriptRecord {
	const ids = [...new Set(fileIds)];
	const rest = { ...record };
	delete rest.keptOwn;
	return ids.length > 0 ? { ...rest, keptOwn: ids } : rest;
}
