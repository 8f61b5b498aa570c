import type { GameEvent } from './events';
import { type GameState, type Rejection, reject } from './types';
import { emptyState, ended } from './reduce/common';
import { answersHandlers } from './reduce/answers';
import type { Handler, Handlers } from './reduce/handlers';
import { nightHandlers } from './reduce/night';
import { nominationsHandlers } from './reduce/nominations';
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
	...answersHandlers
};

/** Events a finished game still takes (names and notes). */
const AFTER_END: ReadonlySet<string> = new Set(['game/renamed', 'note', 'seat/renamed']);

/**
 * Applies one event to the state. Pure: returns the new state, or a Rejection (with the reason
 * in both languages) and the old state untouched.
 */
export function apply(state: GameState, event: GameEvent): GameState | Rejection {
	let next: GameState | Rejection;
	try {
		next = applyInner(state, event);
	} catch {
		// A hand-edited or damaged log may hold events with missing fields: refuse, never throw.
		return reject('malformed');
	}
	if ('rejected' in next) return next;
	return { ...next, updatedAt: event.at, eventCount: state.eventCount + 1 };
}

function applyInner(state: GameState, e: GameEvent): GameState | Rejection {
	if (e.type !== 'game/created' && !state.id) return reject('no-game');
	if (state.phase.kind === 'ended' && !AFTER_END.has(e.type)) return ended();
	if (!Object.hasOwn(HANDLERS, e.type)) {
		const unknown: { type?: unknown } = e;
		return reject('event', { type: String(unknown.type) });
	}
	const handle = HANDLERS[e.type] as Handler<GameEvent['type']>;
	return handle(state, e);
}
