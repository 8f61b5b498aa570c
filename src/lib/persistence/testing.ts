// Helpers for tests that use the database (fake-indexeddb in Vitest): empty it, read all of it,
// and the creation event of a small Trouble Brewing game to store.
import type { GameEvent } from '$lib/rulesets/botc';
import { builtInScript } from '$lib/rulesets/botc/script';

// db.ts (Dexie) is loaded on use: a test of what runs before Dexie loads can use the rest.
const getDb = async () => (await import('./db')).getDb();

/** Empties every table. */
export const clearDb = async () => Promise.all((await getDb()).tables.map((t) => t.clear()));

/** Imports a script file as the storyteller would (it must be sound) and gives its stored id. */
export async function importedScriptId(file: unknown): Promise<string> {
	const { importScript } = await import('./scripts');
	const result = await importScript(JSON.stringify(file));
	if (result.status !== 'saved') throw new Error(JSON.stringify(result));
	return result.script.id;
}

/** Everything stored, table by table. */
export async function dumpDb() {
	const db = await getDb();
	return {
		games: await db.games.toArray(),
		events: await db.events.toArray(),
		snapshots: await db.snapshots.toArray(),
		scripts: await db.scripts.toArray()
	};
}

/** A Trouble Brewing game of `players` seats (s1…, named P1…) as created by the storyteller. */
export function createdGame(
	id: string,
	{ name = 'Test', seed = 7, players = 7 }: { name?: string; seed?: number; players?: number } = {}
): GameEvent {
	const script = builtInScript('tb');
	if (!script) throw new Error('no Trouble Brewing script');
	return {
		type: 'game/created',
		at: 1000,
		id,
		ruleset: 'botc',
		name,
		script,
		seed,
		seats: Array.from({ length: players }, (_, i) => ({ id: `s${i + 1}`, name: `P${i + 1}` }))
	};
}
