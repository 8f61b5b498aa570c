import type { GameEvent } from './events';
import { type Log, createLog } from '../../../engine/log';
import { apply, emptyState } from './reduce';
import type { GameState, Rejection } from './types';

/** A game in play: its log (the source of truth), the state it gives, and undone events. */
export type History = Log<GameState, GameEvent>;

/** Blood on the Clocktower's log operations (the one log implementation, over its reducer). */
const ops = createLog<GameState, GameEvent>({ apply, empty: emptyState });

/**
 * Rebuilds the state from a log. Events that are refused are skipped, which only happens with a
 * log edited by hand.
 */
export function replay(log: readonly GameEvent[], from: GameState = emptyState()): GameState {
	return ops.replay(log, from);
}

export function createHistory(created: GameEvent): History | Rejection {
	return ops.create(created);
}

/** Applies one event: the new history, or the rejection with nothing changed. */
export function dispatch(history: History, event: GameEvent): History | Rejection {
	return ops.dispatch(history, event);
}

export function canUndo(history: History): boolean {
	return ops.canUndo(history);
}

/** Drops the last event and replays; the creation of the game cannot be undone. */
export function undo(history: History): History | Rejection {
	return ops.undo(history);
}

export function redo(history: History): History | Rejection {
	return ops.redo(history);
}
