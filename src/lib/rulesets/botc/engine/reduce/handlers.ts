import type { GameEvent } from '../events';
import type { GameState, Rejection } from '../types';

/** The event of one type. */
export type EventOf<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;

/** What one event does to the state: the next state, or a rejection with nothing changed. */
export type Handler<T extends GameEvent['type']> = (
	state: GameState,
	event: EventOf<T>
) => GameState | Rejection;

/**
 * One handler per event type. Typed as a mapped type, so a new event type without its handler
 * fails the type check (reduce.ts assembles the map from the files of this folder).
 */
export type Handlers = { [T in GameEvent['type']]: Handler<T> };
