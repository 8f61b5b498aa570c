import { describe, expect, it, vi } from 'vitest';

// Records whether the facts of every character (a 10 KiB download in the app) were loaded.
const loaded = vi.hoisted(() => ({ facts: false }));
vi.mock('$lib/rulesets/botc/characters', async (original) => {
	loaded.facts = true;
	return await original();
});

import { charName, findCharacter } from './character-text.svelte';
import type { Script } from '$lib/rulesets/botc/engine/core';

const script: Script = {
	id: 'mini',
	name: 'Mini',
	characters: [
		{
			id: 'imp',
			name: 'Imp',
			team: 'demon',
			edition: 'tb',
			setup: false,
			reminders: [],
			remindersGlobal: [],
			firstNight: 0,
			otherNight: 1
		}
	],
	firstNight: ['dusk', 'minioninfo', 'demoninfo', 'dawn'],
	otherNight: ['dusk', 'imp', 'dawn'],
	jinxes: []
};

describe('character texts', () => {
	it('names the night’s steps (dusk, dawn, minion and demon info) without loading every character', async () => {
		for (const id of ['dusk', 'minioninfo', 'demoninfo', 'dawn']) {
			expect(findCharacter(script, id)).toBeUndefined();
			expect(charName(script, id)).not.toBe('');
		}
		expect(findCharacter(script, 'imp')?.team).toBe('demon');
		await vi.dynamicImportSettled();
		expect(loaded.facts).toBe(false);
	});

	it('loads the facts for a character off the script (a traveller from elsewhere)', async () => {
		expect(findCharacter(script, 'gunslinger')).toBeUndefined();
		await vi.waitFor(() => expect(loaded.facts).toBe(true));
		await vi.waitFor(() => expect(findCharacter(script, 'gunslinger')?.team).toBe('traveller'));
	});
});
