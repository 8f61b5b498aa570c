import type { ArchiveFacts } from '$lib/engine/ruleset';
import { gameStore } from './game-store';

/**
 * Keeps a game's archive facts on its row, worked out once from its log (a game finished before
 * rows carried them, or one left unfinished). Written only if the row is still the one they were
 * worked out from (same `updatedAt`): a game played on meanwhile keeps its own newer row.
 */
export async function keepArchiveFacts(
	id: string,
	updatedAt: number,
	archive: ArchiveFacts
): Promise<void> {
	const store = gameStore();
	await store.atomically('rw', async () => {
		const row = await store.getGame(id);
		if (row && row.updatedAt === updatedAt) await store.putGame({ ...row, archive });
	});
}
