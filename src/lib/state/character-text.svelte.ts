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
import { locale, words, type Locale } from '$lib/i18n';

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
	const text = textOf(id, locale.current, findCharacter(script, id));
	// A rule set's own words (《井满田坝》: 团员信息 for minion info) apply to our texts too.
	if (!locale.terms) return text;
	const out: LocalText = { ...text };
	for (const key of ['name', 'ability', 'firstNight', 'otherNight', 'setup'] as const) {
		const value = text[key];
		if (value !== undefined) out[key] = words(value);
	}
	return out;
}

export function charName(script: Script | null, id: CharacterId | null): string {
	if (!id) return '';
	return charText(script, id).name;
}

export function reminderText(source: string, label: string): string {
	reading(source, locale.current);
	return words(reminderLabel(source, label, locale.current));
}
