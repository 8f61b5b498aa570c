import type { Character, CharacterId, Script } from '$lib/engine';
import { officialCharacter } from '$lib/rulesets/botc/characters';
import { reminderLabel, textOf, type LocalText } from '$lib/rulesets/botc/texts';
import { locale } from '$lib/i18n';

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
	return textOf(id, locale.current, findCharacter(script, id));
}

export function charName(script: Script | null, id: CharacterId | null): string {
	if (!id) return '';
	return charText(script, id).name;
}

export function reminderText(source: string, label: string): string {
	return reminderLabel(source, label, locale.current);
}
