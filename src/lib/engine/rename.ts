import type { AnyGameEvent, AnyGameState } from './ruleset';
import { type Rejection, reject } from './types';

const MAX_NAME = 80;

/**
 * A reducer with the events every game has whatever its rules: `game/renamed` (the home list's
 * rename). For rule sets whose own reducer has no rename (the werewolf ones).
 */
export function withRename<S extends AnyGameState, E extends AnyGameEvent>(
	apply: (state: S, event: E) => S | Rejection
): (state: S, event: E) => S | Rejection {
	return (state, event) => {
		if (event.type !== 'game/renamed') return apply(state, event);
		const name: unknown = (event as { name?: unknown }).name;
		if (!state.id) return reject('app-no-game');
		if (typeof name !== 'string' || name.length > MAX_NAME)
			return reject('app-name-too-long', { max: MAX_NAME });
		return { ...state, name: name.trim(), updatedAt: event.at };
	};
}
