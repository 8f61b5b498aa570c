import type { StorageAction, StorageFailure } from '$lib/persistence/storage-failure';
export type { StorageAction } from '$lib/persistence/storage-failure';

/** Why the latest change was not stored (the one shape of every storage failure), or null. */
export type SaveProblem = StorageFailure | null;

/**
 * The stored game is no longer the one played here: another tab deleted it or replaced it from a
 * backup, or the whole database was deleted (`wiped`: another tab reset it, the browser's site data
 * was cleared). This tab stops writing; its log stays in memory, to write back or export.
 */
export type LostGame = 'deleted' | 'replaced' | 'wiped' | null;

/** An event body as a screen sends it: the session stamps `at`. */
export type Body<E> = E extends unknown ? Omit<E, 'at'> : never;

/**
 * What a failed write was: the stored log is not this tab's any more (`lost`), or storage
 * failed (`failure`, put into words by the screens).
 */
export type WriteProblem =
	| { lost: 'deleted' | 'replaced'; failure?: undefined }
	| { failure: StorageFailure; lost?: undefined };

/**
 * Where a session writes its game (given by whoever opens it: `open-session.ts` for the app and
 * tests). Every write checks that the stored log is the one the session holds and refuses
 * otherwise; `problem` tells the session what a thrown error means.
 */
export interface SessionWriter<S, E> {
	/** The stored game read again, or null when none is stored under `id`. */
	load(id: string): Promise<{ log: E[]; state: S } | null>;
	/** Stores `events` at `fromSeq` on; the stored log must be `fromSeq` long and end with `previous`. */
	append(state: S, fromSeq: number, events: readonly E[], previous: E | undefined): Promise<void>;
	/** Removes the events from `fromSeq` on (an undo); the stored log must be `storedLength` long, ending with `last`. */
	truncate(state: S, fromSeq: number, storedLength: number, last: E): Promise<void>;
	/** True when the stored log is exactly `log` at its end. */
	matches(id: string, log: readonly E[]): Promise<boolean>;
	/** How many events are stored under `id`. */
	storedLength(id: string): Promise<number>;
	/** Writes the whole log back under its own id (nothing may be stored under it). */
	writeBack(log: readonly E[]): Promise<void>;
	/** Stores the log as a new game under `id`, named `name`. */
	storeCopy(log: readonly E[], id: string, name: string, at: number): Promise<void>;
	/** Brings the crash journal up to this log (the tab that writes, when it starts writing). */
	refreshJournal(id: string, log: readonly E[]): void;
	/** What an error thrown by a write means. */
	problem(error: unknown, action: StorageAction): WriteProblem;
}

/**
 * A tab's claim on one game among the browser's tabs (given by whoever opens the session): one
 * writer at a time, the others read and follow.
 */
export interface TabClaim {
	/** Calls `listener` when the tab that writes this game says it stored a move. */
	onMove(listener: () => void): void;
	/** Tells the other tabs this one stored a move. */
	moved(length: number): void;
	/** Calls `listener` when stored games changed elsewhere (`wiped`: the whole database went). */
	onStoredChange(listener: (wiped: boolean) => void): void;
	/**
	 * Asks to be the game's one writer: true when this tab is; else false, and `becameWriter` is
	 * awaited once the writer before it lets go (unless this claim was released first).
	 */
	write(becameWriter: () => Promise<void>): Promise<boolean>;
	/** Lets go of everything: the writer's place, the channels. */
	release(): void;
}
