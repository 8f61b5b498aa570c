/**
 * Blood on the Clocktower's public API: its engine (events, reducer, night, votes, win checks),
 * script parsing, setup rules and the answers the grimoire suggests. Pure: no I/O, no clock, no
 * global randomness. `$lib/engine` re-exports all of it for code written before the move.
 */
export * from './engine/core';

export { parseScript, type ParseResult, type ScriptProblem } from './script';
export {
	teamCounts,
	expectedCounts,
	validateSetup,
	randomCharacters,
	randomTravellers,
	travellersNeeded,
	dealCharacters,
	suggestBluffs,
	type Counts,
	type SetupCheck,
	type SetupProblem
} from './setup';
// The night that follows the game (loaded by the night screen on its own, so not in core).
export {
	NIGHT_RULES,
	nightRule,
	type NightRule,
	type StepDoes,
	type Trigger
} from './engine/night-rules';
export { protections, IGNORES_PROTECTION, type Protection } from './engine/protections';
// The effects on each seat, with their sources and ends; used-up abilities.
export {
	effects,
	effectsOn,
	townsfolkNeighbours,
	type Effect,
	type EffectEnd,
	type EffectKind
} from './engine/effects';
export { ONCE_PER_GAME, usedUp } from './engine/used-up';
export { REMINDER_LASTS, endedReminders, type EndedReminder } from './engine/reminder-lasts';
export { ENGINE_LASTS, type Lasts, type EndedBecause } from './engine/reminder-life';
export { dawnDeaths, story, type StoryChapter, type StoryLine } from './engine/story';
export { toldBefore } from './engine/told';
export { suggestAnswer, givenAnswers, ANSWERS, answerTokens } from './answers';
export {
	jinxesIn,
	jinxesOfCharacter,
	RULING_NOT_KNOWN,
	type JinxRuling,
	type JinxSource
} from './jinxes';
// The ability ledger: who holds which ability and where it came from; character changes offered.
export {
	abilityLedger,
	heldAbilities,
	holds,
	holdersOf,
	originalCharacter,
	GAINS,
	type HeldAbility,
	type LedgerEntry
} from './engine/abilities';
// Who the Evil Twin's pair is after character changes (or that the log cannot tell).
export { twinPair, type TwinPair } from './engine/twins';
export {
	suggestChanges,
	changeFor,
	offerEvents,
	type ChangeOffer,
	type ChangeEvent
} from './engine/change-offers';
// Deaths the rules point to that the log has not recorded (the Grandmother with her grandchild).
export { suggestDeaths, type DeathOffer } from './engine/grandmother';
