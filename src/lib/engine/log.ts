import { type Rejection, isRejection, reject } from './types';

/** A pure reducer of any rule set: the next state, or a rejection that leaves the state alone. */
export type Reducer<S, E> = (state: S, event: E) => S | Rejection;

/** A game in play under any reducer: the log (source of truth), its state and undone events. */
export interface Log<S, E> {
	log: E[];
	state: S;
	redo: E[];
}

/** Generic event-log operations for one reducer; undo drops the last event and replays. */
export interface LogOps<S, E> {
	replay(log: readonly E[]): S;
	create(first: E): Log<S, E> | Rejection;
	dispatch(history: Log<S, E>, event: E): Log<S, E> | Rejection;
	dispatchAll(history: Log<S, E>, events: readonly E[]): Log<S, E> | Rejection;
	canUndo(history: Log<S, E>): boolean;
	undo(history: Log<S, E>): Log<S, E> | Rejection;
	redo(history: Log<S, E>): Log<S, E> | Rejection;
}

/**
 * Builds log operations over `reducer`, starting from `empty()`. Replaying skips refused events
 * (only a hand-edited log has them), so replay(log) always equals the live state.
 */
export function createLog<S, E>(reducer: Reducer<S, E>, empty: () => S): LogOps<S, E> {
	const replay = (log: readonly E[]): S => {
		let state = empty();
		for (const e of log) {
			const next = reducer(state, e);
			if (!isRejection(next)) state = next;
		}
		return state;
	};
	const dispatch = (history: Log<S, E>, event: E): Log<S, E> | Rejection => {
		const state = reducer(history.state, event);
		if (isRejection(state)) return state;
		return { log: [...history.log, event], state, redo: [] };
	};
	return {
		replay,
		create(first) {
			const state = reducer(empty(), first);
			if (isRejection(state)) return state;
			return { log: [first], state, redo: [] };
		},
		dispatch,
		dispatchAll(history, events) {
			let h = history;
			for (const e of events) {
				const next = dispatch(h, e);
				if (isRejection(next)) return next;
				h = next;
			}
			return h;
		},
		canUndo: (history) => history.log.length > 1,
		undo(history) {
			if (history.log.length <= 1) return reject('undo');
			const last = history.log[history.log.length - 1] as E;
			const log = history.log.slice(0, -1);
			return { log, state: replay(log), redo: [last, ...history.redo] };
		},
		redo(history) {
			const [next, ...rest] = history.redo;
			if (next === undefined) return reject('redo');
			const state = reducer(history.state, next);
			if (isRejection(state)) return state;
			return { log: [...history.log, next], state, redo: rest };
		}
	};
}
