/**
 * The engine's public API. Pure: no I/O, no clock, no global randomness. Rule-set specifics
 * for Blood on the Clocktower (script parsing, team counts, setup checks) are re-exported here.
 */
export type * from './types';
export { reject, isRejection } from './types';
export type { GameEvent, GameEventBody, GameEventType, SeatInit, DealEntry } from './events';
export { apply, emptyState } from './reduce';
export { replay, createHistory, dispatch, undo, redo, canUndo, type History } from './history';
export {
	majority,
	exileThreshold,
	aliveCount,
	votingOrder,
	canVote,
	voteWeight,
	votesHidden,
	tally,
	openNomination,
	blockAfter
} from './votes';
export {
	nightSteps,
	currentStep,
	dawnChanges,
	nightNumbers,
	type NightStep,
	type StepKind
} from './night';
export { checkWin, type WinSuggestion } from './win';
export { publicView, type PublicView, type PublicSeat, type PublicNomination } from './views';
export {
	seatById,
	characterOf,
	teamOf,
	alignmentOf,
	isDrunk,
	isDrunkIn,
	isPoisoned,
	isMad,
	livingResidents,
	clockwiseFrom
} from './seats';
export { createRng, shuffle, seedFrom, nextSeed, type Rng } from './random';

export { parseScript, type ParseResult, type ScriptProblem } from '../rulesets/botc/script';
export {
	teamCounts,
	expectedCounts,
	validateSetup,
	randomCharacters,
	dealCharacters,
	suggestBluffs,
	type Counts,
	type SetupCheck,
	type SetupProblem
} from '../rulesets/botc/setup';
