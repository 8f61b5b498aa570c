import type { Script } from './engine/types';
import { OFFICIAL } from './characters';
import { parseScript } from './script';

// Shared by the parser's tests (script*.test.ts).

/** The script a valid input reads as; throws with the problems when it is refused. */
export function parsed(input: unknown): Script {
	const r = parseScript(input);
	if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.errors)}`);
	return r.script;
}

/** A built-in character's number on the official night scale (0: it does not wake). */
export const position = (id: string, which: 'firstNight' | 'otherNight') =>
	OFFICIAL.find((c) => c.id === id)?.[which] ?? 0;

/** A script's nights, each as one line of its step ids in order: 'dusk minioninfo … dawn'. */
export const nightsOf = (s: Script) => ({
	first: s.firstNight.join(' '),
	other: s.otherNight.join(' ')
});

/** A homebrew entry of a script file: its id, name, team and ability, then any more fields. */
export function homebrewEntry<M extends Record<string, unknown>>(
	id: string,
	name: string,
	team: string,
	ability: string,
	more?: M
) {
	return { id, name, team, ability, ...more } as {
		id: string;
		name: string;
		team: string;
		ability: string;
	} & M;
}
