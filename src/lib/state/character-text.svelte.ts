import type { Character, CharacterId, Script } from '$lib/engine';
import { officialCharacter } from '$lib/rulesets/botc/characters';
import {
	ensureTexts,
	onTextsLoaded,
	reminderLabel,
	textOf,
	textsLoaded,
	type LocalText
} from '$lib/rulesets/botc/texts';
import { locale, type Locale } from '$lib/i18n';

// The character texts are loaded per language and edition group (see rulesets/botc/texts.ts).
// Screens load what they need before they render (GamePage); a character that shows up later
// (a traveller, a fabled, a Pit-Hag's choice, another language) is loaded here on first use:
// until then it shows its name from the facts, and the screen updates when the texts arrive.
let loadedVersion = $state(0);
onTextsLoaded(() => loadedVersion++);

function reading(id: string, lang: Locale): void {
	void loadedVersion; // re-read when more texts arrive
	if (!textsLoaded([id], lang)) void ensureTexts([id], lang).catch(() => undefined);
}

/** A character from the script, or an official one (travellers, fabled, loric). */
export function findCharacter(
	script: Script | null,
	id: CharacterId | null
): Character | undefined {
	if (!id) return undefined;
	return script?.characters.find((c) => c.id === id) ?? officialCharacter(id);
}

/** The character's texts in the current language. */
export function charText(script: Script | null, id: CharacterId): LocalText {
	reading(id, locale.current);
	return textOf(id, locale.current, findCharacter(script, id));
}

export function charName(script: Script | null, id: CharacterId | null): string {
	if (!id) return '';
	return charText(script, id).name;
}

export function reminderText(source: string, label: string): string {
	reading(source, locale.current);
	return reminderLabel(source, label, locale.current);
}
