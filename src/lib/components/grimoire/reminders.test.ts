import { describe, expect, it } from 'vitest';
import { game, ok, script, TB7 } from '$lib/rulesets/botc/engine/testing/builders';
import { fabledAdded } from '$lib/rulesets/botc/fabled';
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

	it('offer the reminders of a Fabled added in play, with those in play, even when it is not on the script', () => {
		const g = game({ characters: TB7 });
		const withAngel = ok(g, fabledAdded(g, 'angel'));
		const { script: offered } = reminderChoices(withAngel);
		const angel = offered.findIndex((c) => c.source === 'angel' && c.label === 'Protected');
		expect(angel).toBeGreaterThanOrEqual(0);
		// Among the characters in play, before the script's others (the Monk is not dealt).
		expect(angel).toBeLessThan(offered.findIndex((c) => c.source === 'monk'));
		expect(reminderChoices(g).script.some((c) => c.source === 'angel')).toBe(false);
	});
});
