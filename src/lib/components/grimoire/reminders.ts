import { own, type Character, type GameState } from '$lib/rulesets/botc/engine/core';
import { t } from '$lib/i18n';
import * as m from '$lib/paraglide/messages';

/**
 * Reminders any game may need whatever the script: the engine recognises these labels as
 * drunk, poisoned and mad. Their source is 'global'; their labels are translated here.
 */
export const GLOBAL_REMINDERS = ['Drunk', 'Poisoned', 'Mad', 'Dead', 'No ability'] as const;

const KEYS = {
	Drunk: m['play.reminder.drunk'],
	Poisoned: m['play.reminder.poisoned'],
	Mad: m['play.reminder.mad'],
	Dead: m['play.reminder.dead'],
	'No ability': m['play.reminder.noAbility']
} as const;

/** The label of one of the global reminders in the current language, else undefined. */
export function globalReminderText(source: string, label: string): string | undefined {
	if (source !== 'global') return undefined;
	const key = KEYS[label as keyof typeof KEYS];
	return key ? t(key) : undefined;
}

export interface ReminderChoice {
	source: string;
	label: string;
	character?: Character;
	/** A status of the script's own: what it means, in the script file's words. */
	about?: string;
}

/**
 * What a reminder means when it is one of the script's own statuses (its `_meta.state`), in the
 * script file's words; undefined for any other reminder or a status the file leaves unexplained.
 */
export function statusAbout(state: GameState, source: string, label: string): string | undefined {
	if (source !== 'custom') return undefined;
	return state.script.statuses?.find((s) => s.name === label)?.description;
}

/**
 * Reminders offered for a seat: the script's characters in play (and the Fabled in play) first,
 * then the rest of the script, then the script's global reminders and the generic ones.
 */
export function reminderChoices(state: GameState): {
	script: ReminderChoice[];
	global: ReminderChoice[];
} {
	const inPlay = new Set([...state.seats.flatMap((s) => [s.character, s.thinks]), ...state.fabled]);
	// Fabled in play from off the script (an official one added in the game) bring theirs too.
	const offScript = state.fabled
		.filter((id) => !state.script.characters.some((c) => c.id === id))
		.map((id) => own(state.extraCharacters, id))
		.filter((c): c is Character => !!c);
	const chars = [...state.script.characters, ...offScript].sort(
		(a, b) => Number(inPlay.has(b.id)) - Number(inPlay.has(a.id))
	);
	const script: ReminderChoice[] = [];
	const global: ReminderChoice[] = [];
	for (const c of chars) {
		for (const label of new Set(c.reminders)) script.push({ source: c.id, label, character: c });
		for (const label of new Set(c.remindersGlobal))
			global.push({ source: c.id, label, character: c });
	}
	for (const label of GLOBAL_REMINDERS) global.push({ source: 'global', label });
	// Statuses of the script's own (its `_meta.state`), placed like a free-text reminder.
	for (const status of state.script.statuses ?? [])
		global.push({
			source: 'custom',
			label: status.name,
			...(status.description ? { about: status.description } : {})
		});
	return { script, global };
}
