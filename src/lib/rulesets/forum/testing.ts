import type { Log, LogOps } from '../../engine/log';
import { type Rejection, isRejection, rejectionSummary } from '../../engine/types';

/** An event without its time: the scripted game stamps it. */
export type Unstamped<E> = E extends unknown ? Omit<E, 'at'> : never;

/**
 * A game of either forum rule set driven through its log, for scenario tests: each event comes a
 * minute after the last (set `at` to place the next one), `do` throws on a refusal so scenarios
 * stay short, `try` returns it.
 */
export class ScriptedGame<S, E extends { type: string; at: number }> {
	history: Log<S, E>;
	at: number;
	readonly #ops: LogOps<S, E>;

	constructor(ops: LogOps<S, E>, first: Unstamped<E>, at: number) {
		this.#ops = ops;
		this.at = at;
		const created = ops.create({ ...first, at } as E);
		if (isRejection(created)) throw new Error(rejectionSummary(created));
		this.history = created;
	}

	get state(): S {
		return this.history.state;
	}

	/** Dispatches and returns the rejection, or null when accepted. */
	try(body: Unstamped<E>): Rejection | null {
		this.at += 60_000;
		const next = this.#ops.dispatch(this.history, { ...body, at: this.at } as E);
		if (isRejection(next)) return next;
		this.history = next;
		return null;
	}

	/** Dispatches each in turn; throws on the first rejection. */
	do(...bodies: Unstamped<E>[]): this {
		for (const body of bodies) {
			const r = this.try(body);
			if (r) throw new Error(`${body.type} refused: ${r.code} ${rejectionSummary(r)}`);
		}
		return this;
	}
}
