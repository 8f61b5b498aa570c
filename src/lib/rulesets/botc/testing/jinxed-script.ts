import { parseScript } from '../script';
import type { Script } from '../index';

// The script of the jinx tests of the character sheet (the rule set's sheet and its printed view).

/** The Damsel and the Spy (an official ruling), and a homebrew Seer jinxed with the Imp (none known). */
export function jinxedScript(): Script {
	const parsed = parseScript([
		'spy',
		'damsel',
		'imp',
		{ id: 'seer', name: 'Seer', team: 'townsfolk', ability: 'See.', jinxes: [{ id: 'imp' }] }
	]);
	if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
	return parsed.script;
}
