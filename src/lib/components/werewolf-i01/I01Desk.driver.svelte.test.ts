import { fireEvent, screen } from '@testing-library/svelte';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadAllRuleSets } from '$lib/rulesets/load';
import { locale } from '$lib/i18n';
import { loadGame } from '$lib/persistence/game-log';
import { openDesk } from './testing/desk';

// A rule set's own refusals are worded by its rules, loaded with its game in the app.
beforeAll(loadAllRuleSets);
beforeEach(() => locale.set('en'));

describe('I01Desk driven by a session', () => {
	it('dispatches through the session, shows its refusals in English, and undoes through storage', async () => {
		const { user, session } = await openDesk();
		const stored = async () => (await loadGame(session.id))?.log.slice(2).map((e) => e.type);
		expect(screen.getByTestId('i01-phase')).toHaveTextContent('Night zero');
		// The arrows are compulsory: night zero cannot end before them.
		expect(screen.getByRole('button', { name: 'End night zero, open day 1' })).toBeDisabled();
		await user.selectOptions(screen.getByRole('combobox', { name: 'First lover' }), 's7');
		await user.selectOptions(screen.getByRole('combobox', { name: 'Second lover' }), 's12');
		await user.click(screen.getByRole('button', { name: 'Make them lovers' }));
		expect(await stored()).toEqual(['i01/arrows']);
		expect(screen.queryByRole('alert')).toBeNull();
		expect(screen.getByText(/Elopement/)).toBeVisible();
		await user.click(screen.getByRole('button', { name: 'End night zero, open day 1' }));
		// Two ballots on one floor: the session refuses the second, in English.
		for (const who of ['#1 甲', '#2 乙']) {
			await fireEvent.change(
				screen.getByRole('spinbutton', { name: `${who}: floor of the vote` }),
				{
					target: { value: '2' }
				}
			);
			await user.selectOptions(screen.getByRole('combobox', { name: who }), 's3');
		}
		expect(screen.getByRole('alert')).toHaveTextContent('Floor 2 already holds another ballot');
		expect(await stored()).toEqual(['i01/arrows', 'i01/end-night0', 'i01/ballot']);
		await user.click(screen.getByRole('button', { name: 'Undo' }));
		await user.click(screen.getByRole('button', { name: 'Undo' }));
		await user.click(screen.getByRole('button', { name: 'Undo' }));
		expect(session.state.night0.arrows).toBeNull();
		expect(await stored()).toEqual([]);
	});
});
