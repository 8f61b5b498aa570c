import type { GameEvent } from './events';
import { createReducer } from '../../../engine/create-reducer';
import type { GameState, Rejection } from './types';
import { emptyState, ended } from './reduce/common';
import { answersHandlers } from './reduce/answers';
import { changeHandlers } from './reduce/change';
import type { Handlers } from './reduce/handlers';
import { nightHandlers } from './reduce/night';
import { nominationsHandlers } from './reduce/nominations';
import { notesHandlers } from './reduce/notes';
import { phasesHandlers } from './reduce/phases';
import { seatsHandlers } from './reduce/seats';
import { setupHandlers } from './reduce/setup';

export { emptyState };

/**
 * The Blood on the Clocktower reducer as a map from event type to handler, one file per part of
 * the game in ./reduce/. A missing or misspelled event type fails the type check here.
 */
export const HANDLERS: Handlers = {
	...seatsHandlers,
	...setupHandlers,
	...phasesHandlers,
	...nightHandlers,
	...nominationsHandlers,
	...answersHandlers,
	...changeHandlers,
	...notesHandlers
};

/** Events a finished game still takes (names, notes, whether suggestions are shown). */
const AFTER_END: ReadonlySet<string> = new Set([
	'game/renamed',
	'note',
	'note/edited',
	'note/removed',
	'seat/renamed',
	'settings/suggestions'
]);

/**
 * Applies one event to the state. Pure: returns the new state, or a Rejection (with the reason
 * in both languages) and the old state untouched. The entry check is the engine's, shared by
 * every rule set (`createReducer`).
 */
export const apply: (state: GameState, event: GameEvent) => GameState | Rejection = createReducer<
	GameState,
	GameEvent
>({
	handlers: HANDLERS,
	creation: 'game/created',
	exists: (state) => Boolean(state.id),
	ended: (state) => state.phase.kind === 'ended',
	afterEnd: AFTER_END,
	endedRejection: ended,
	after: (next, state, event) => ({
		...next,
		updatedAt: event.at,
		eventCount: state.eventCount + 1
	})
});
