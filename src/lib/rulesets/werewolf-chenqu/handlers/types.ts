import type { Rejection } from '../../../engine/types';
import type { WerewolfEvent } from '../events';
import type { WerewolfState } from '../state';

/** What one 沉取场 event does: the next state, or a rejection with nothing changed. */
export type Handler<T extends WerewolfEvent['type']> = (
	s: WerewolfState,
	e: Extract<WerewolfEvent, { type: T }>
) => WerewolfState | Rejection;

/** One handler per event type: a new event type without its handler fails the type check. */
export type Handlers = { [T in WerewolfEvent['type']]: Handler<T> };
