import { createReducer } from '../../engine/create-reducer';
import { createLog } from '../../engine/log';
import { type Rejection, isRejection, reject } from '../../engine/types';
import type { I01Event } from './events';
import { clockHandlers, stampClock } from './handlers/clock';
import { dayHandlers } from './handlers/day';
import { directorHandlers } from './handlers/director';
import { forcedHandlers } from './handlers/forced';
import { nightHandlers } from './handlers/night';
import { setupHandlers } from './handlers/setup';
import type { Handlers } from './handlers/types';
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

/** The I01 reducer: every accepted event stamps the clock and `updatedAt`. */
export const reduceI01: (s: I01State, e: I01Event) => I01State | Rejection = createReducer<
	I01State,
	I01Event
>({
	handlers: HANDLERS,
	creation: 'i01/create',
	exists: (s) => Boolean(s.id),
	ended: (s) => Boolean(s.result),
	afterEnd: AFTER_END,
	endedRejection: () => reject('i01.ended'),
	after(handled, _s, e) {
		const next = stampClock(handled, e);
		if (isRejection(next)) return next;
		return { ...next, updatedAt: e.at };
	}
});

export const I01_LOG = createLog({ apply: reduceI01, empty: emptyState });
