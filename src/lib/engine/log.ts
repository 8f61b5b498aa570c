import { type Rejection, isRejection, reject } from './types';

/** A pure reducer of any rule set: the next state, or a rejection that leaves the state alone. */
export type Reducer<S, E> = (state: S, event: E) => S | Rejection;

/** What a log needs of a rule set: its empty state and its reducer. */
export interface LogRules<S, E> {
	empty(): S;
	apply(state: S, event: E): S | Rejection;
}

/** A game in play under any reducer: the log (source of truth), its state and undone events. */
export interface Log<S, E> {
	log: E[];
	state: S;
	redo: E[];
}

/** A whole log replayed strictly: its final state, or the first event refused and why. */
export type Built<S> = { ok: true; state: S } | { ok: false; seq: number; rejection: Rejection };

/** Event-log operations for one rule set; undo drops the last event and replays. */
export interface LogOps<S, E> {
	/**
	 * The state a log gives, from the empty state or from `from` (a snapshot the log continues).
	 * Refused events are skipped (only a hand-edited log has them), so replay(log) always equals
	 * the live state.
	 */
	replay(log: readonly E[], from?: S): S;
	/**
	 * Replays a whole log that must be accepted event by event (an import, a journal), calling
	 * `visit` with the state after each one; stops at the first refusal.
	 */
	build(log: readonly E[], visit?: (state: S, seq: number) => void): Built<S>;
	create(first: E): Log<S, E> | Rejection;
	dispatch(history: Log<S, E>, event: E): Log<S, E> | Rejection;
	dispatchAll(history: Log<S, E>, events: readonly E[]): Log<S, E> | Rejection;
	canUndo(history: Log<S, E>): boolean;
	undo(history: Log<S, E>): Log<S, E> | Rejection;
	redo(history: Log<S, E>): Log<S, E> | Rejection;
}

/**
 * The one implementation of a game's log, for every rule set: history, replay, the session and
 * storage all go through it.
 */
export function createLog<S, E>(rules: LogRules<S, E>): LogOps<S, E> {
	const replay = (log: readonly E[], from: S = rules.empty()): S => {
		let state = from;
		for (const e of log) {
			const next = rules.apply(state, e);
			if (!isRejection(next)) state = next;
		}
		return state;
	};
	const dispatch = (history: Log<S, E>, event: E): Log<S, E> | Rejection => {
		const state = rules.apply(history.state, event);
		if (isRejection(state)) return state;
		return { log: [...history.log, event], state, redo: [] };
	};
	return {
		replay,
		build(log, visit) {
			let state = rules.empty();
			for (let seq = 0; seq < log.length; seq++) {
				const next = rules.apply(state, log[seq] as E);
				if (isRejection(next)) return { ok: false, seq, rejection: next };
				state = next;
				visit?.(state, seq);
			}
			return { ok: true, state };
		},
		create(first) {
			const state = rules.apply(rules.empty(), first);
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
			const state = rules.apply(history.state, next);
			if (isRejection(state)) return state;
			return { log: [...history.log, next], state, redo: rest };
		}
	};
}
