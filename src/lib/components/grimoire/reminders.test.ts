import { describe, expect, it } from 'vitest';
import { game, script } from '$lib/rulesets/botc/engine/testing/builders';
import { reminderChoices, statusAbout } from './reminders';

describe('reminder choices', () => {
	it('offer the statuses of the script’s own `_meta` on every seat', () => {
		const tb = script('tb');
		const state = game({
			script: { ...tb, statuses: [{ name: '疯狂', description: '要表现得像别的角色' }] },
			characters: ['imp', 'poisoner', 'chef', 'empath', 'saint']
		});
		const { global } = reminderChoices(state);
		expect(global).toContainEqual({
			source: 'custom',
			label: '疯狂',
			about: '要表现得像别的角色'
		});
		// A placed status says what it means in the file's words; other reminders say nothing.
		expect(statusAbout(state, 'custom', '疯狂')).toBe('要表现得像别的角色');
		expect(statusAbout(state, 'custom', '随手写的')).toBeUndefined();
		expect(statusAbout(state, 'poisoner', '疯狂')).toBeUndefined();
		expect(reminderChoices(game({ script: tb, players: 5 })).global).not.toContainEqual(
			expect.objectContaining({ label: '疯狂' })
		);
	});
});
