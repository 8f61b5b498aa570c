import { readLocal, writeLocal } from '$lib/persistence/local';
import type { PostMarkup } from '$lib/rulesets/forum/bbcode';

// The forum markup of a game's posts, remembered per game on this device; a game never set
// takes the last choice made in any game (plain text at first).
const KEY = 'forum-post-markup';

interface Stored {
	last?: PostMarkup;
	games: Record<string, PostMarkup>;
}

const isMarkup = (x: unknown): x is PostMarkup => x === 'plain' || x === 'bbcode';

function read(): Stored {
	// Unreadable: plain text, as on a new device.
	const raw = readLocal(KEY) as Stored | null;
	if (raw && typeof raw.games === 'object' && raw.games !== null) return raw;
	return { games: {} };
}

export function markupFor(gameId: string): PostMarkup {
	const s = read();
	const own = Object.hasOwn(s.games, gameId) ? s.games[gameId] : undefined;
	return isMarkup(own) ? own : isMarkup(s.last) ? s.last : 'plain';
}

export function rememberMarkup(gameId: string, markup: PostMarkup): void {
	const s = read();
	// Without storage the choice lasts while the page is open.
	writeLocal(KEY, { last: markup, games: { ...s.games, [gameId]: markup } });
}
