import type { Character, CharacterId, Script } from '$lib/rulesets/botc/engine/core';
import {
	PSEUDO_TEXTS,
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

// The character facts (all 181) are loaded only when a character off the script is shown
// (a traveller or fabled from elsewhere), so the grimoire of a game doesn't carry them.
let facts: typeof import('$lib/rulesets/botc/characters') | null = null;
let factsLoading = false;

function official(id: CharacterId): Character | undefined {
	// Dusk, dawn and the minion and demon info are steps, not characters: their texts are
	// built in, and looking them up must not load every character's facts.
	if (Object.hasOwn(PSEUDO_TEXTS, id)) return undefined;
	void loadedVersion;
	if (facts) return facts.officialCharacter(id);
	if (!factsLoading) {
		factsLoading = true;
		void import('$lib/rulesets/botc/characters').then((m) => {
			facts = m;
			loadedVersion++;
		});
	}
	return undefined;
}

/** A character from the script, or an official one (travellers, fabled, loric). */
export function findCharacter(
	script: Script | null,
	id: CharacterId | null
): Character | undefined {
	if (!id) return undefined;
	return script?.characters.find((c) => c.id === id) ?? official(id);
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
