import { gamesBehindJournal } from '$lib/persistence/recovery';

/**
 * At start-up, before any screen reads a game: brings back from the journal every game the
 * database lost or holds shorter. Nothing to do (the usual case) costs one small read; the
 * restoring code is loaded only when something is missing. Never throws.
 */
export async function recoverGames(): Promise<string[]> {
	try {
		const behind = await gamesBehindJournal();
		if (behind.length === 0) return [];
		const { restoreFromJournal } = await import('$lib/persistence/game-log');
		return await restoreFromJournal(behind);
	} catch (error) {
		console.warn('could not check the journal', error);
		return [];
	}
}
