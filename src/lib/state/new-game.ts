import { RULES_VERSION, type GameEvent, type Script, type SeatInit } from '$lib/rulesets/botc';
import { createGame } from '$lib/persistence/game-log';
import { newGameId } from '$lib/persistence/games';

/** A fresh random 32-bit seed and id from the device (the engine itself never draws them). */
function deviceSeed(): number {
	return crypto.getRandomValues(new Uint32Array(1))[0] ?? 1;
}

export interface NewGameOptions {
	script: Script;
	ruleset?: string;
	name: string;
	/** Player names in clockwise seat order. */
	names: string[];
	travellers?: boolean[];
}

/** Creates and stores a game in setup; returns its id. */
export async function startNewGame(options: NewGameOptions): Promise<string> {
	const id = newGameId();
	const seats: SeatInit[] = options.names.map((name, i) => ({
		id: `seat-${i + 1}`,
		name,
		...(options.travellers?.[i] ? { traveller: true } : {})
	}));
	const created: GameEvent = {
		type: 'game/created',
		at: Date.now(),
		id,
		ruleset: options.ruleset ?? 'botc',
		name: options.name,
		script: options.script,
		seed: deviceSeed(),
		seats,
		rules: RULES_VERSION
	};
	await createGame(created);
	return id;
}
