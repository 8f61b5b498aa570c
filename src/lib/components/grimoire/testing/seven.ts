import { type GameEventBody, rejectionSummary } from '$lib/rulesets/botc/engine/core';
import { createGame } from '$lib/persistence/game-log';
import { builtInScript } from '$lib/rulesets/botc/script';
import { GameSession } from '$lib/state/game-session.svelte';

export const NAMES = ['Alice', 'Bob', 'Chen', 'Dana', 'Eve', 'Fang', 'Gus'];

/**
 * A stored seven-player Trouble Brewing game at the start of night 1: Alice the Imp, Bob the
 * Poisoner, Chen the Drunk (thinks Empath), Dana Washerwoman, Eve Chef, Fang Fortune Teller,
 * Gus Virgin. `more` events follow.
 */
export async function sevenPlayerGame(
	id: string,
	more: GameEventBody[] = []
): Promise<GameSession> {
	const script = builtInScript('tb');
	if (!script) throw new Error('no Trouble Brewing');
	await createGame({
		type: 'game/created',
		at: 1000,
		id,
		ruleset: 'botc',
		name: 'Test',
		script,
		seed: 7,
		seats: NAMES.map((name, i) => ({ id: `s${i + 1}`, name }))
	});
	const session = await GameSession.open(id, { lock: false });
	if (!session) throw new Error('not stored');
	const characters = ['imp', 'poisoner', 'drunk', 'washerwoman', 'chef', 'fortuneteller', 'virgin'];
	const result = await session.dispatchAll(
		[
			{
				type: 'setup/dealt',
				deals: characters.map((character, i) => ({
					seat: `s${i + 1}`,
					character,
					thinks: character === 'drunk' ? 'empath' : null,
					alignment: null
				}))
			},
			{ type: 'bluffs/set', bluffs: ['librarian', 'monk', 'saint'] },
			{ type: 'night/started' },
			...more
		],
		2000
	);
	if (result) throw new Error(rejectionSummary(result));
	return session;
}
