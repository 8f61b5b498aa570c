/** A session over the in-memory store, for component tests of a screen a session drives. */
import type { AnyGameEvent, AnyGameState } from '$lib/engine/ruleset';
import { storeWholeLog } from '$lib/persistence/game-log';
import { gameStore, useGameStore } from '$lib/persistence/game-store';
import { createMemoryStore } from '$lib/persistence/memory-store';
import { ruleSetForLog } from '$lib/rulesets/load';
import type { GameSession } from '../game-session.svelte';
import { openSession } from '../open-session';

/**
 * Stores `log` (a whole game, from its creation) in a fresh in-memory store, which games are kept
 * in from now on, and opens it as the app does, without claiming it among tabs.
 */
export async function memorySession<S extends AnyGameState, E extends AnyGameEvent>(
	log: readonly E[]
): Promise<GameSession<S, E>> {
	useGameStore(createMemoryStore());
	const first = log[0] as (E & { id?: unknown }) | undefined;
	if (!first || !(await ruleSetForLog(first))) throw new Error('not a game log');
	await gameStore().atomically('rw', () => storeWholeLog(log));
	const session = await openSession<S, E>(String(first.id), { lock: false });
	if (!session) throw new Error('the game was not stored');
	return session;
}
