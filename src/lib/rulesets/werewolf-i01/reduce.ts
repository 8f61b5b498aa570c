import { createLog } from '../../engine/log';
import { type Rejection, isRejection, reject } from '../../engine/types';
import type { I01Event } from './events';
import { clockHandlers, stampClock } from './handlers/clock';
import { dayHandlers } from './handlers/day';
import { directorHandlers } from './handlers/director';
import { forcedHandlers } from './handlers/forced';
import { nightHandlers } from './handlers/night';
import { setupHandlers } from './handlers/setup';
import type { Handler, Handlers } from './handlers/types';
import { type I01State, emptyState } from './state';

export type { I01Command, I01Event } from './events';

/** The I01 reducer as a map from event type to handler, one file per part of the game. */
export const HANDLERS: Handlers = {
	...setupHandlers,
	...dayHandlers,
	...nightHandlers,
	...directorHandlers,
	...clockHandlers,
	...forcedHandlers
};

/** What the 主办 may still enter once the game has a result. */
const AFTER_END = new Set<string>(['i01/penalty', 'i01/unpenalty', 'i01/last-words']);

function handle(s: I01State, e: I01Event): I01State | Rejection {
	if (e.type !== 'i01/create') {
		if (!s.id) return reject('i01.no-game');
		if (s.result && !AFTER_END.has(e.type)) return reject('i01.ended');
	}
	if (typeof e.type !== 'string' || !Object.hasOwn(HANDLERS, e.type))
		return reject('i01.unknown-event');
	const h = HANDLERS[e.type] as Handler<I01Event['type']>;
	return h(s, e);
}

/** The I01 reducer: every accepted event stamps `updatedAt`. */
export function reduceI01(s: I01State, e: I01Event): I01State | Rejection {
	const handled = handle(s, e);
	const next = isRejection(handled) ? handled : stampClock(handled, e);
	if (isRejection(next)) return next;
	return { ...next, updatedAt: e.at };
}

export const I01_LOG = createLog({ apply: reduceI01, empty: emptyState });
