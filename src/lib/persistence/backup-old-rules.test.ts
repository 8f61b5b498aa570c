import { describe, expect, it } from 'vitest';
import { type GameEvent, type GameState, RULES_VERSION } from '$lib/rulesets/botc';
import { builtInScript } from '$lib/rulesets/botc/script';
import { BACKUP_FORMAT, validateBackup } from './backup';

const script = builtInScript('tb')!;
const SEVEN = ['washerwoman', 'chef', 'empath', 'monk', 'saint', 'poisoner', 'imp'];

/** A game's log as an older app wrote it (no rules version unless given): the Demon bluffs the Empath. */
function log(rules?: number): GameEvent[] {
	return [
		{
			type: 'game/created',
			at: 1000,
			id: 'old',
			ruleset: 'botc',
			name: 'Old',
			script,
			seed: 7,
			seats: SEVEN.map((_, i) => ({ id: `s${i + 1}`, name: `P${i + 1}` })),
			...(rules === undefined ? {} : { rules })
		},
		{
			type: 'setup/dealt',
			at: 2000,
			deals: SEVEN.map((character, i) => ({
				seat: `s${i + 1}`,
				character,
				thinks: null,
				alignment: null
			}))
		},
		{ type: 'bluffs/set', at: 3000, bluffs: ['empath', 'mayor', 'soldier'] },
		{ type: 'night/started', at: 4000 }
	];
}

function backupOf(events: GameEvent[]) {
	return {
		format: BACKUP_FORMAT,
		version: 1,
		appVersion: '0.1.0',
		exportedAt: 5000,
		games: [
			{
				summary: {
					id: 'old',
					name: 'Old',
					ruleset: 'botc',
					scriptName: 'TB',
					createdAt: 1000,
					updatedAt: 4000,
					status: 'in-progress',
					playerCount: 7,
					phaseLabel: 'night 1',
					schemaVersion: 1
				},
				events
			}
		],
		scripts: []
	};
}

describe('a backup of a game created before bluffs in play were refused', () => {
	it('restores with its bluffs, as it was played', () => {
		const check = validateBackup(JSON.parse(JSON.stringify(backupOf(log()))));
		expect(check.ok).toBe(true);
		if (!check.ok) return;
		const state = check.states[0] as GameState;
		expect(state.bluffs).toEqual(['empath', 'mayor', 'soldier']);
		expect(state.phase).toEqual({ kind: 'night', n: 1 });
	});
	it('a game of the current rules holding the same bluffs is refused at that event', () => {
		const check = validateBackup(JSON.parse(JSON.stringify(backupOf(log(RULES_VERSION)))));
		expect(check.ok).toBe(false);
		if (check.ok) return;
		expect(check.problems[0]?.path).toBe('games[0].events[2]');
	});
});
