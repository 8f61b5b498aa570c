import type { GameEvent, GameState } from '$lib/rulesets/botc/engine/core';
import type { AnyGameEvent, AnyGameState, LoadedRuleSet } from '$lib/engine/ruleset';
import { loadGame } from '$lib/persistence/game-log';
import { storedGameWriter } from './session-writer';
import { GameSession } from './game-session.svelte';
import { tabClaim } from './tab-claim';

/**
 * Opens a stored game, or null when there is none with this id: the session writes through the
 * store games are kept in and claims the game among this browser's tabs (`lock: false`: claims
 * nothing, for tests; `follow`: only shows it, following the tab that writes).
 */
export async function openSession<
	S extends AnyGameState = GameState,
	E extends AnyGameEvent = GameEvent
>(
	id: string,
	options: { lock?: boolean; follow?: boolean } = {}
): Promise<GameSession<S, E> | null> {
	const loaded = await loadGame<S, E>(id);
	if (!loaded) return null;
	const ruleSet = loaded.ruleSet as LoadedRuleSet<S, E>;
	const session = await GameSession.start<S, E>({
		log: loaded.log,
		state: loaded.state,
		ruleSet,
		writer: storedGameWriter<S, E>(ruleSet),
		claim: options.follow || options.lock !== false ? tabClaim(id) : undefined,
		follow: options.follow
	});
	// Browser tests (crash, two tabs) drive the real session through this hook; it exists only
	// when a test has set the flag before the app started.
	const hook = globalThis as { __GRIMOIRE_TEST_HOOK__?: boolean; __grimoireSession?: unknown };
	if (hook.__GRIMOIRE_TEST_HOOK__) hook.__grimoireSession = session;
	return session;
}
