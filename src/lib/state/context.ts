import { getContext, setContext } from 'svelte';
import type { GameSession } from './game-session.svelte';

const KEY = Symbol('game-session');

/** Makes the open game available to every component below the game page. */
export function provideSession(session: GameSession) {
	setContext(KEY, session);
}

export function useSession(): GameSession {
	const session = getContext<GameSession | undefined>(KEY);
	if (!session) throw new Error('useSession() outside a game page');
	return session;
}
