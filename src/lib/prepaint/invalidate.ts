import { onGamesChanged } from '$lib/persistence/changes';
import { dropPaints } from './store';

let watching = false;

/**
 * Drops the pictures of games changed outside the screen that shows them, when any tab
 * announces it (the games-changed signal: a game deleted, replaced by a backup, brought back from
 * its journal, or the database deleted). Started once, by the root layout.
 */
export function watchGamesChanged(): void {
	if (watching) return;
	watching = true;
	onGamesChanged((change) => dropPaints(change.ids));
}
