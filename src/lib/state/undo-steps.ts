import type { Log, LogOps } from '$lib/engine/log';
import { type Rejection, isRejection, reject } from '$lib/engine/types';

/** How many steps undo can take back from memory before it replays the log. */
const UNDO_STEPS = 20;

/** One storyteller action: the log's length after it, how many events it added, and (for the last few) the history before it and the log it made. */
interface Action<S, E> {
	end: number;
	size: number;
	kept?: { before: Log<S, E>; made: readonly E[] };
}

/**
 * The storyteller's actions in a session, so that one Undo takes back one action (a tap that
 * stored several events at once, as an offer of several changes does, is undone whole) and one
 * Redo puts it back. For the last few, the history before each is kept: undo takes the state back
 * from memory instead of replaying the whole log (on a 10,000-event game, most of an undo's time).
 *
 * Only what was played since the session opened is known: after a reload (or anything that
 * changed the log otherwise) undo goes back one event at a time, each a state the game really
 * passed through.
 */
export class UndoSteps<S, E> {
	#actions: Action<S, E>[] = [];
	/** The sizes of the actions undone, the next one to redo last. */
	#undone: number[] = [];

	/** Forgets every action (the history was read again). */
	reset(): void {
		this.#actions = [];
		this.#undone = [];
	}

	/** Notes the action that moved the history from `before` to `next`. */
	advance(before: Log<S, E>, next: Log<S, E>): void {
		const size = next.log.length - before.log.length;
		if (size === 0) return;
		if (size < 0) return this.reset();
		this.#actions.push({ end: next.log.length, size, kept: { before, made: next.log } });
		const old = this.#actions.at(-1 - UNDO_STEPS);
		if (old) delete old.kept;
		if (next.redo.length === 0) this.#undone = [];
	}

	/**
	 * The last action taken back from `current` (one event when it is not known), as the
	 * engine's undo would give it; `undone` notes it once it is stored.
	 */
	undo(current: Log<S, E>, ops: LogOps<S, E>): Log<S, E> | Rejection {
		const top = this.#actions.at(-1);
		if (!top || top.end !== current.log.length || (top.kept && top.kept.made !== current.log)) {
			this.reset();
			return ops.undo(current);
		}
		if (top.size === 1 && !top.kept) return ops.undo(current);
		const taken = current.log.slice(current.log.length - top.size);
		if (top.kept) {
			const { before } = top.kept;
			return { log: before.log, state: before.state, redo: [...taken, ...current.redo] };
		}
		const log = current.log.slice(0, current.log.length - top.size);
		if (log.length < 1) return reject('undo');
		return { log, state: ops.replay(log), redo: [...taken, ...current.redo] };
	}

	/** Notes that the undo from `before` to `after` took place. */
	undone(before: Log<S, E>, after: Log<S, E>): void {
		if (this.#actions.at(-1)?.end === before.log.length) this.#actions.pop();
		else this.#actions = [];
		this.#undone.push(before.log.length - after.log.length);
	}

	/** The last action undone put back on `current` (one event when it is not known). */
	redo(current: Log<S, E>, ops: LogOps<S, E>): Log<S, E> | Rejection {
		const last = this.#undone.at(-1);
		const known = last !== undefined && last <= current.redo.length;
		if (!known) this.#undone = [];
		const size = known ? last : 1;
		let next: Log<S, E> | Rejection = current;
		for (let i = 0; i < size; i++) {
			next = ops.redo(next);
			if (isRejection(next)) return next;
		}
		this.#undone.pop();
		return next;
	}
}
