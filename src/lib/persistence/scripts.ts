import { parseScript, type Script, type ScriptProblem } from '$lib/engine';
import { getDb, type ScriptRecord } from './db';

export interface StoredScript {
	record: ScriptRecord;
	script: Script;
}

export type ImportResult =
	{ ok: true; script: Script; record: ScriptRecord } | { ok: false; errors: ScriptProblem[] };

/**
 * Reads a script (JSON text or already parsed) and keeps it for next time. A script with any
 * problem is not stored at all: the storyteller fixes the file and imports it again.
 */
export async function importScript(
	input: unknown,
	now: number = Date.now()
): Promise<ImportResult> {
	const parsed = parseScript(input);
	if (!parsed.ok) return { ok: false, errors: parsed.errors };
	let json = input;
	if (typeof input === 'string') json = JSON.parse(input) as unknown;
	const record: ScriptRecord = {
		id: parsed.script.id,
		name: parsed.script.name,
		json,
		importedAt: now
	};
	await getDb().scripts.put(record);
	return { ok: true, script: parsed.script, record };
}

/**
 * Imported scripts, newest first. Each is read again through the parser (stored data may come
 * from an older app); one that no longer reads is left out rather than breaking the list.
 */
export async function listScripts(): Promise<StoredScript[]> {
	const records = await getDb().scripts.orderBy('importedAt').reverse().toArray();
	const out: StoredScript[] = [];
	for (const record of records) {
		const parsed = parseScript(record.json);
		if (parsed.ok) out.push({ record, script: parsed.script });
	}
	return out;
}

export async function deleteScript(id: string): Promise<void> {
	await getDb().scripts.delete(id);
}
