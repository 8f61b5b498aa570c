/** Helpers for tests that play a game through a session and read it back from storage. */
import { expect } from 'vitest';
import type { AnyGameEvent, AnyGameState } from '$lib/engine/ruleset';
import { loadGame } from '$lib/persistence/game-log';
import type { GameSession } from '../game-session.svelte';

/**
 * The session's game as stored, checked: its log holds events of these types in this order, and
 * loading it gives the session's state, which a replay of the stored log gives too.
 */
export async function expectStored<S extends AnyGameState, E extends AnyGameEvent>(
	session: GameSession<S, E>,
	types: readonly string[]
) {
	const loaded = await loadGame<S, E>(session.id);
	if (!loaded) throw new Error(`game ${session.id} is not stored`);
	expect(loaded.log.map((e) => e.type)).toEqual(types);
	expect(loaded.state).toEqual(session.state);
	expect(loaded.state).toEqual(loaded.ruleSet.ops.replay(loaded.log));
	return loaded;
}
