import { describe, expect, it } from 'vitest';
import { game, script } from '$lib/engine/testing/builders';
import { reminderChoices } from './reminders';

describe('reminder choices', () => {
	it('offer the statuses of the script’s own `_meta` on every seat', () => {
		const tb = script('tb');
		const state = game({
			script: { ...tb, statuses: [{ name: '疯狂', description: '要表现得像别的角色' }] },
			characters: ['imp', 'poisoner', 'chef', 'empath', 'saint']
		});
		const { global } = reminderChoices(state);
		expect(global).toContainEqual({ source: 'custom', label: '疯狂' });
		expect(reminderChoices(game({ script: tb, players: 5 })).global).not.toContainEqual(
			expect.objectContaining({ label: '疯狂' })
		);
	});
});
