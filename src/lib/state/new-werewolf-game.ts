import { isRejection, rejectionSummary } from '$lib/engine/types';
import { storeNewGame } from '$lib/persistence/game-log';
import { newGameId } from '$lib/persistence/games';
import { loadRuleSet } from '$lib/rulesets/load';
import type { RoleId, WerewolfEvent } from '$lib/rulesets/werewolf-chenqu';
import { chenquRuleSet } from '$lib/rulesets/werewolf-chenqu/ruleset';
import type { I01Event } from '$lib/rulesets/werewolf-i01';

/** A fresh random 32-bit seed from the device (the rule sets themselves never draw one). */
function deviceSeed(): number {
	return crypto.getRandomValues(new Uint32Array(1))[0] ?? 1;
}

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
export async function startChenquGame(options: NewChenquOptions): Promise<string> {
	const [{ dealRoles }, ruleSet] = await Promise.all([
		import('$lib/rulesets/werewolf-chenqu'),
		loadRuleSet(chenquRuleSet)
	]);
	const id = options.id ?? newGameId();
	const at = options.now ?? Date.now();
	const created = {
		type: 'game/created',
		ruleset: 'werewolf-chenqu',
		at,
		id,
		name: options.name,
		seed: options.seed ?? deviceSeed(),
		seats: options.names.map((name, i) => ({ id: `s${i + 1}`, name }))
	} as WerewolfEvent;
	const first = ruleSet.apply(ruleSet.empty(), created);
	if (isRejection(first)) throw new Error(rejectionSummary(first));
	const deal = { ...dealRoles(first, options.ordinary ?? undefined), at } as WerewolfEvent;
	await storeNewGame([created, deal]);
	return id;
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
export async function startI01Game(options: NewI01Options): Promise<string> {
	const id = options.id ?? newGameId();
	const at = options.now ?? Date.now();
	const events: I01Event[] = [
		{
			type: 'i01/create',
			at,
			id,
			name: options.name,
			seed: options.seed ?? deviceSeed(),
			names: options.names
		},
		{ type: 'i01/deal', at }
	];
	await storeNewGame(events);
	return id;
}
