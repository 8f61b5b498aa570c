// Every storage failure a storyteller can meet (a tap, an undo, a redo, a new game, an import)
// is read here into one shape, which the screens put into words the same way (what was not
// saved, why, and the way out: export, free space, try again). No screen shows a browser's raw
// error ("AbortError: QuotaExceededError") as the message.

/** What the storyteller was doing when storage failed. */
export type StorageAction = 'move' | 'undo' | 'redo' | 'new-game' | 'import' | 'write-back';

/**
 * Why: the device's storage is full; the app's database is gone (deleted by another tab, or the
 * browser's site data cleared); or anything else the storage said (kept as `detail`).
 */
export type StorageFailureKind = 'quota' | 'gone' | 'other';

export interface StorageFailure {
	kind: StorageFailureKind;
	action: StorageAction;
	/** The browser's own words, for a second line (never the message itself). */
	detail: string;
}

function names(error: unknown): string[] {
	const e = error as { name?: unknown; inner?: { name?: unknown }; message?: unknown } | null;
	return [e?.name, e?.inner?.name, e?.message, String(error)].filter(
		(n): n is string => typeof n === 'string'
	);
}

/** The kind of a storage error (Dexie may wrap the browser's: an AbortError with an inner one). */
export function failureKind(error: unknown): StorageFailureKind {
	const all = names(error).join(' ');
	if (/quota/i.test(all)) return 'quota';
	if (
		/DatabaseClosed|InvalidStateError|NotFoundError|VersionChange|database.*(deleted|closed)/i.test(
			all
		)
	)
		return 'gone';
	return 'other';
}

export function storageFailure(error: unknown, action: StorageAction): StorageFailure {
	return { kind: failureKind(error), action, detail: String(error) };
}

/** Errors of the program itself, never of storage. */
const PROGRAM_ERRORS = new Set([
	'Error',
	'TypeError',
	'RangeError',
	'SyntaxError',
	'ReferenceError'
]);

/**
 * True for an error the storage raised (the browser's DOMException, or Dexie's named errors),
 * false for one the app raised itself (a rule refusing a game, a bug).
 */
export function isStorageError(error: unknown): boolean {
	if (typeof DOMException !== 'undefined' && error instanceof DOMException) return true;
	const name = (error as { name?: unknown } | null)?.name;
	return typeof name === 'string' && /Error$/.test(name) && !PROGRAM_ERRORS.has(name);
}
