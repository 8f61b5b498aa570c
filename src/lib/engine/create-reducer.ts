import { type Rejection, isRejection, reject } from './types';

/** Any event a reducer takes: a `type` and the device time. */
interface Typed {
	type: string;
	at: number;
}

/** One handler per event type: the next state, or a refusal that leaves the state alone. */
type AnyHandler<S, E> = (state: S, event: E) => S | Rejection;

/**
 * What a rule set gives `createReducer`: its handler map and the few facts the entry check needs.
 * The same entry check then runs for every rule set: one code for an unknown event (`event`), one
 * for a handler that throws on a damaged or hand-edited log (`malformed`), one for an event
 * before the game exists (`no-game`); a finished game takes only the events listed in `afterEnd`.
 */
export interface ReducerSpec<S, E extends Typed> {
	/**
	 * Event type → handler of that type's events (a missing type fails the type check). Looked up
	 * with `Object.hasOwn`, so `toString` is no event.
	 */
	handlers: {
		readonly [K in E['type']]: (state: S, event: Extract<E, { type: K }>) => S | Rejection;
	};
	/** The event type that creates a game (the first of every log). */
	creation: string;
	/** Whether the state is a game yet (its creation event has been applied). */
	exists(state: S): boolean;
	/** Whether the game is over. */
	ended(state: S): boolean;
	/** The event types a finished game still takes (names, notes, penalties…). */
	afterEnd: ReadonlySet<string>;
	/** The refusal for any other event once the game is over. */
	endedRejection: () => Rejection;
	/**
	 * Runs after an accepted handler (stamps the clock, judges the teams, counts the event); may
	 * still refuse. Without it the state is returned as the handler gave it.
	 */
	after?(next: S, previous: S, event: E): S | Rejection;
}

const isTyped = (x: unknown): x is Typed =>
	typeof x === 'object' && x !== null && typeof (x as { type?: unknown }).type === 'string';

/**
 * The one reducer of every rule set: checks the event, runs its handler, catches a throwing
 * handler, and finishes with the rule set's `after`. Pure: the new state or a `Rejection`, and
 * the old state untouched.
 */
export function createReducer<S, E extends Typed>(
	spec: ReducerSpec<S, E>
): (state: S, event: E) => S | Rejection {
	return (state, event) => {
		if (!isTyped(event)) return reject('event', { type: String(event) });
		if (event.type !== spec.creation && !spec.exists(state)) return reject('no-game');
		if (spec.ended(state) && !spec.afterEnd.has(event.type)) return spec.endedRejection();
		if (!Object.hasOwn(spec.handlers, event.type)) return reject('event', { type: event.type });
		const handle = (spec.handlers as unknown as Readonly<Record<string, AnyHandler<S, E>>>)[
			event.type
		] as AnyHandler<S, E>;
		try {
			const next = handle(state, event);
			if (isRejection(next) || !spec.after) return next;
			return spec.after(next, state, event);
		} catch {
			// A hand-edited or damaged log may hold events with missing fields: refuse, never throw.
			return reject('malformed');
		}
	};
}
