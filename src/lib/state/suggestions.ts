import { type GameState, suggestionsOn } from '$lib/rulesets/botc/engine/core';
import { settings } from './settings.svelte';

/**
 * The one switch every suggestion on the grimoire's screens goes through (the true answers, the
 * kill a step points to, the winner, ended reminders to take off, character changes): the game's
 * own choice, else the default in Settings. Reactive where it is read in `$derived` or markup
 * (both are runes). Off, the record, the night order and the reminders stay.
 */
export function suggestionsShown(game: GameState): boolean {
	return suggestionsOn(game, settings.suggestions);
}
