import type { AnyGameEvent, AnyGameState, LoadedRuleSet } from '$lib/engine/ruleset';
import type { SessionWriter } from './session-types';
import {
	appendEvents,
	LogConflictError,
	loadGame,
	matchesStored,
	refreshJournal,
	storedTail,
	storeLogAsCopy,
	truncateEvents,
	writeLogBack
} from '$lib/persistence/game-log';
import { storageFailure } from '$lib/persistence/storage-failure';

/**
 * A session's writer over the store games are kept in (`gameStore()`: IndexedDB in the app, the
 * in-memory store in tests), with the crash journal alongside. Given the session's rule set, the
 * games-list row is made by its rules rather than looked up again.
 */
export function storedGameWriter<S extends AnyGameState, E extends AnyGameEvent>(
	ruleSet?: LoadedRuleSet<S, E>
): SessionWriter<S, E> {
	const summary = ruleSet && ((state: AnyGameState) => ruleSet.summary(state as S));
	return {
		async load(id) {
			const loaded = await loadGame<S, E>(id);
			return loaded && { log: loaded.log, state: loaded.state };
		},
		append: (state, fromSeq, events, previous) =>
			appendEvents(state, fromSeq, events, previous, summary),
		truncate: (state, fromSeq, storedLength, last) =>
			truncateEvents(state, fromSeq, { storedLength, last }, summary),
		matches: (id, log) => matchesStored(id, log),
		storedLength: async (id) => (await storedTail(id)).length,
		writeBack: (log) => writeLogBack(log),
		storeCopy: (log, id, name, at) => storeLogAsCopy(log, id, name, at),
		refreshJournal: (id, log) => void refreshJournal(id, log),
		problem: (error, action) =>
			error instanceof LogConflictError
				? { lost: error.reason }
				: { failure: storageFailure(error, action) }
	};
}
