/**
 * The engine alone, without the Blood on the Clocktower rule set's tables: what the play screens
 * import, so a game in play never downloads the script parser, the setup rules or the facts.
 * `index.ts` re-exports all of this plus the rule set's functions (the public API).
 */
export type * from './types';
export { reject, isRejection, rejectionSummary, TEAMS, RULES_VERSION, MAX_NOTE } from './types';
export { own } from '../../../engine/own';
export type { GameEvent, GameEventBody, GameEventType, SeatInit, DealEntry } from './events';
export { apply, emptyState } from './reduce';
export { replay, createHistory, dispatch, undo, redo, canUndo, type History } from './history';
export {
	majority,
	exileThreshold,
	aliveCount,
	votingOrder,
	canVote,
	mayVote,
	votesNeeded,
	voudonRules,
	spendsGhostVote,
	voteWeight,
	votesHidden,
	tally,
	openNomination,
	blockAfter,
	voteTarget,
	awaitingExecution
} from './votes';
export {
	nightSteps,
	currentStep,
	dawnChanges,
	nightNumbers,
	type NightStep,
	type StepKind
} from './night';
export { WAKES, type Wake, type WakeRule } from './wakes';
export {
	bluffChoices,
	bluffSet,
	bluffSetsOf,
	newBluffSetId,
	DEMON_SET,
	BLUFFS_PER_SET,
	MAX_BLUFF_NAME,
	type BluffChoices
} from './bluffs';
export { checkWin, type WinSuggestion } from './win';
export { suggestionsOn } from './suggestions';
export { noteProblem } from './reduce/notes';
export { publicView, type PublicView, type PublicSeat, type PublicNomination } from './views';
export {
	seatById,
	rejectionNames,
	characterOf,
	teamOf,
	alignmentOf,
	isDrunk,
	isDrunkIn,
	isPoisoned,
	isPoisonedIn,
	isMad,
	livingResidents,
	clockwiseFrom
} from './seats';
export { createRng, shuffle, seedFrom, nextSeed, type Rng } from '../../../engine/random';
