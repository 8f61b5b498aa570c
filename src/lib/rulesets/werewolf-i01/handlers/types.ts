import type { Rejection } from '../../../engine/types';
import type { I01Event } from '../events';
import type { I01State } from '../state';

/** What one I01 event does: the next state, or a rejection with nothing changed. */
export type Handler<T extends I01Event['type']> = (
	s: I01State,
	e: Extract<I01Event, { type: T }>
) => I01State | Rejection;

/** One handler per event type: a new event type without its handler fails the type check. */
export type Handlers = { [T in I01Event['type']]: Handler<T> };
