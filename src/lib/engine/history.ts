import type { GameEvent } from './events';
import { apply, emptyState } from './reduce';
import { type GameState, type Rejection, isRejection, reject } from './types';

/** A game in play: its log (the source of truth), the state it gives, and undone events. */
export interface History {
	log: GameEvent[];
	state: GameState;
	redo: GameEvent[];
}

/**
 * Rebuilds the state from a log. Events that are refused are skipped and reported, which only
 * happens with a log edited by hand.
 */
export function replay(log: readonly GameEvent[], from: GameState = emptyState()): GameState {
	let state = from;
	for (const e of log) {
		const next = apply(state, e);
		if (!isRejection(next)) state = next;
	}
	return state;
}

export function createHistory(created: GameEvent): History | Rejection {
	const state = apply(emptyState(), created);
	if (isRejection(state)) return state;
	return { log: [created], state, redo: [] };
}

/** Applies one event: the new history, or the rejection with nothing changed. */
export function dispatch(history: History, event: GameEvent): History | Rejection {
	const state = apply(history.state, event);
	if (isRejection(state)) return state;
	return { log: [...history.log, event], state, redo: [] };
}

export function canUndo(history: History): boolean {
	return history.log.length > 1;
}

/** Drops the last event and replays; the creation of the game cannot be undone. */
export function undo(history: History): History | Rejection {
	if (!canUndo(history)) return reject('undo');
	const last = history.log[history.log.length - 1] as GameEvent;
	const log = history.log.slice(0, -1);
	return { log, state: replay(log), redo: [last, ...history.redo] };
}

export function redo(history: History): History | Rejection {
	const [next, ...rest] = history.redo;
	if (!next) return reject('redo');
	const state = apply(history.state, next);
	if (isRejection(state)) return state;
	return { log: [...history.log, next], state, redo: rest };
}
