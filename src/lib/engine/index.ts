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
