import type { Script } from '$lib/rulesets/botc/engine/core';
import { readScript, type ReadNotes, type ScriptProblem } from '$lib/rulesets/botc/script';

// Reading a script for import: the parser (the same in a worker and inline) plus the id that
// names the script by its content. No database here, so the worker can load it alone.

export type ReadScript =
	| { ok: true; script: Script; json: unknown; ignored: string[]; notes: ReadNotes }
	| { ok: false; errors: ScriptProblem[] };

const hex = (buffer: ArrayBuffer) =>
	Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * An imported script's id: `s-` and the SHA-256 of its JSON as stored, so two scripts share an id
 * only when their content is the same. (Scripts imported before this keep their older `s-` ids,
 * a 32-bit hash, which is why an id is never trusted to mean "same content" on its own.)
 */
export async function contentId(json: unknown): Promise<string> {
	const bytes = new TextEncoder().encode(JSON.stringify(json));
	return `s-${hex(await crypto.subtle.digest('SHA-256', bytes))}`;
}

/** Parses and checks a script (text or value) and names it by its content. Never throws. */
export async function readScriptValue(input: unknown): Promise<ReadScript> {
	const read = readScript(input);
	if (!read.ok) return read;
	try {
		const id = await contentId(read.data);
		return {
			ok: true,
			script: { ...read.script, id },
			json: read.data,
			ignored: read.ignored,
			notes: read.notes
		};
	} catch (error) {
		return { ok: false, errors: [{ path: '', message: `unreadable script (${String(error)})` }] };
	}
}
