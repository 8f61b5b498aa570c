import type { RoleId } from '$lib/rulesets/werewolf-chenqu';
import { chenquRuleSet } from '$lib/rulesets/werewolf-chenqu/ruleset';
import { i01RuleSet } from '$lib/rulesets/werewolf-i01/ruleset';
import { startGame } from './new-game';

export interface NewChenquOptions {
	name: string;
	/** 20–30 player names, in seat order. */
	names: string[];
	/** The six ordinary identities, or null to draw them at random with the game's seed. */
	ordinary: RoleId[] | null;
	now?: number;
	seed?: number;
	id?: string;
}

/**
 * Creates and stores a 沉取场 game with its identities dealt (`game/created` marked with the
 * rule set, then `setup/roles`), ready for night 0; returns its id.
 */
export function startChenquGame(options: NewChenquOptions): Promise<string> {
	const { ordinary, ...rest } = options;
	return startGame(chenquRuleSet, { ...rest, choices: { ordinary } });
}

export interface NewI01Options {
	name: string;
	/** The twelve player names, in seat order. */
	names: string[];
	now?: number;
	seed?: number;
	id?: string;
}

/** Creates and stores an I01 game with the board dealt at random (身份随机分发); returns its id. */
export function startI01Game(options: NewI01Options): Promise<string> {
	return startGame(i01RuleSet, options);
}
