import type { Character, GameState, Locale, Script } from '$lib/rulesets/botc/engine/core';
import { characterOf } from '$lib/rulesets/botc/engine/core';
import { BUILT_IN_SCRIPTS } from '$lib/rulesets/botc/script';
import { sheetCharacterIds } from '$lib/rulesets/botc/sheets';
import { ensureTexts } from '$lib/rulesets/botc/texts';
import { loadGame } from '$lib/persistence/game-log';
import { listScripts } from '$lib/persistence/scripts';

// Where the printable sheets find their script: a built-in or imported script by id, or the
// script of a stored game (with the travellers and fabled in play in that game).

export interface SheetSource {
	script: Script;
	/** Travellers and fabled of a game that are not on its script. */
	extra: Character[];
	/** The game's name, when the sheet is printed from a game. */
	game?: string;
}

export type SheetLoad =
	{ ok: true; source: SheetSource } | { ok: false; missing: 'script' | 'game' };

function inPlayExtras(state: GameState): Character[] {
	const ids = new Set<string>([...state.fabled]);
	for (const s of state.seats) if (s.traveller && s.character) ids.add(s.character);
	const out: Character[] = [];
	for (const id of ids) {
		if (state.script.characters.some((c) => c.id === id)) continue;
		const c = characterOf(state, id);
		if (c) out.push(c);
	}
	return out;
}

/** Finds the script for `?script=` or `?game=`; the texts of the languages asked for are loaded. */
export async function loadSheetSource(
	query: { script?: string | null; game?: string | null },
	locales: readonly Locale[]
): Promise<SheetLoad> {
	let source: SheetSource | null = null;
	if (query.game) {
		const loaded = await loadGame(query.game);
		const state = loaded?.state as GameState | undefined;
		if (!state || state.ruleset === undefined || !state.script)
			return { ok: false, missing: 'game' };
		source = { script: state.script, extra: inPlayExtras(state), game: state.name };
	} else if (query.script) {
		const builtIn = BUILT_IN_SCRIPTS.find((s) => s.id === query.script);
		const script =
			builtIn ?? (await listScripts()).find((s) => s.script.id === query.script)?.script;
		if (!script) return { ok: false, missing: 'script' };
		source = { script, extra: [] };
	}
	if (!source) return { ok: false, missing: 'script' };
	const ids = sheetCharacterIds(source);
	await Promise.all(locales.map((l) => ensureTexts(ids, l)));
	return { ok: true, source };
}
