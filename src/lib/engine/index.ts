/**
 * The engine's public API. Pure: no I/O, no clock, no global randomness. Rule-set specifics
 * for Blood on the Clocktower (script parsing, team counts, setup checks) are re-exported here.
 */
export * from './core';

export { parseScript, type ParseResult, type ScriptProblem } from '../rulesets/botc/script';
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
} from '../rulesets/botc/setup';
// The night that follows the game (loaded by the night screen on its own, so not in core).
export { NIGHT_RULES, nightRule, type NightRule, type StepDoes, type Trigger } from './night-rules';
export { protections, type Protection } from './protections';
export { REMINDER_LASTS, endedReminders, type EndedReminder } from './reminder-lasts';
export { ENGINE_LASTS, type Lasts, type EndedBecause } from './reminder-life';
export { dawnDeaths, story, type StoryChapter, type StoryLine } from './story';
export { toldBefore } from './told';
