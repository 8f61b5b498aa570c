// Tells every open tab (this one included) that stored games were rewritten or removed outside
// the session that plays them: a backup replaced one, the games list deleted one, or the whole
// database was deleted. A session that holds one of them checks the stored log against its own.

/** `ids: null` means every game (the database itself was deleted or upgraded). */
export interface GamesChanged {
	kind: 'games-changed';
	ids: string[] | null;
	/** The whole database was deleted (another tab reset it, the site's data was cleared). */
	wiped?: boolean;
}

const CHANNEL = 'grimoire-data';

let sender: BroadcastChannel | null = null;

/**
 * Announces a change. Called inside the writing transaction is fine: a tab that reads because of
 * it opens its read after this transaction, and IndexedDB orders it after the commit.
 */
export function announceGamesChanged(ids: string[] | null, wiped = false): void {
	if (typeof BroadcastChannel === 'undefined') return;
	sender ??= new BroadcastChannel(CHANNEL);
	// A channel does not hear itself: listeners use channels of their own, so this tab hears it.
	sender.postMessage({ kind: 'games-changed', ids, wiped } satisfies GamesChanged);
}

/** Calls `listener` for each change announced in any tab; returns the unsubscribe. */
export function onGamesChanged(listener: (change: GamesChanged) => void): () => void {
	if (typeof BroadcastChannel === 'undefined') return () => undefined;
	const channel = new BroadcastChannel(CHANNEL);
	channel.onmessage = (event: MessageEvent<unknown>) => {
		const data = event.data as Partial<GamesChanged> | null;
		if (data?.kind !== 'games-changed') return;
		listener({
			kind: 'games-changed',
			ids: Array.isArray(data.ids) ? data.ids : null,
			wiped: data.wiped === true
		});
	};
	return () => channel.close();
}
