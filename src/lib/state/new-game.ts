import type { Script } from '$lib/rulesets/botc';
import type { RuleSet } from '$lib/engine/ruleset';
import { storeNewGame } from '$lib/persistence/game-log';
import { newGameId } from '$lib/persistence/games';
import { loadRuleSet } from '$lib/rulesets/load';
import { DEFAULT_RULE_SET, ruleSet } from '$lib/rulesets/registry';

/** A fresh random 32-bit seed from the device (the rule sets themselves never draw one). */
function deviceSeed(): number {
	return crypto.getRandomValues(new Uint32Array(1))[0] ?? 1;
}

export interface StartGameOptions {
	/** The storyteller's name for the game. */
	name: string;
	/** Player names in seat order. */
	names: string[];
	/** What the rule set's new-game screen chose besides the names (its `start` reads them). */
	choices?: unknown;
	now?: number;
	seed?: number;
	id?: string;
}

/**
 * Creates and stores a new game of any rule set: its rules' `start` gives the first events
 * (creation, and any deal), checked by its reducer before they are stored. Returns the game's id.
 */
export async function startGame(rs: RuleSet, options: StartGameOptions): Promise<string> {
	const loaded = await loadRuleSet(rs);
	const id = options.id ?? newGameId();
	const events = loaded.start(
		{
			ruleset: rs.id,
			id,
			at: options.now ?? Date.now(),
			seed: options.seed ?? deviceSeed(),
			name: options.name,
			names: options.names
		},
		options.choices
	);
	await storeNewGame(events);
	return id;
}

export interface NewGameOptions {
	script: Script;
	/** A rule set played on a script (its id); the first listed without one. */
	ruleset?: string;
	name: string;
	/** Player names in clockwise seat order. */
	names: string[];
	travellers?: boolean[];
}

/** Creates and stores a script-based game in setup; returns its id. */
export function startNewGame(options: NewGameOptions): Promise<string> {
	const rs = (options.ruleset && ruleSet(options.ruleset)) || DEFAULT_RULE_SET;
	return startGame(rs, {
		name: options.name,
		names: options.names,
		choices: { script: options.script, travellers: options.travellers }
	});
}
