import type { GameState } from './types';

/**
 * Whether a game's screens offer what the grimoire works out: true answers, one-tap kills, the
 * winner, ended reminders to take off, character changes. The game's own choice
 * (`settings/suggestions`) wins; without one, `byDefault` (the app's setting) decides. Off, the
 * screens still keep the record, the night order and the reminders; on, nothing is applied
 * without a tap either way.
 */
export function suggestionsOn(state: GameState, byDefault: boolean): boolean {
	return state.settings.suggestions ?? byDefault;
}
