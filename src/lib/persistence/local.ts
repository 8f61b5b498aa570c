/**
 * The one door to localStorage: small values that must be read synchronously (at start-up, before
 * the database opens) or that a kill must not wait for. Every read and write here survives a
 * browser without storage (a private window, a storage policy): reads give null, writes say
 * whether they were kept. Values are JSON; keys are the callers'.
 */

/** The device's localStorage, or null where there is none or it may not be used. */
export function localStore(): Storage | null {
	try {
		return globalThis.localStorage ?? null;
	} catch {
		return null;
	}
}

/** The raw text under `key`, or null. */
export function readLocalText(key: string): string | null {
	try {
		return localStore()?.getItem(key) ?? null;
	} catch {
		return null;
	}
}

/** The JSON value under `key`, or null when there is none or it does not parse. */
export function readLocal(key: string): unknown {
	const raw = readLocalText(key);
	if (raw === null) return null;
	try {
		return JSON.parse(raw) as unknown;
	} catch {
		return null;
	}
}

/** Writes `value` as JSON under `key`; false when it could not be kept (no storage, full). */
export function writeLocal(key: string, value: unknown): boolean {
	try {
		const store = localStore();
		if (!store) return false;
		store.setItem(key, JSON.stringify(value));
		return true;
	} catch {
		return false;
	}
}

/** Removes `key`; never throws. */
export function removeLocal(key: string): void {
	try {
		localStore()?.removeItem(key);
	} catch {
		// Nothing to remove from.
	}
}
