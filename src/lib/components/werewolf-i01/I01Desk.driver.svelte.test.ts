import { fireEvent, render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Log } from '$lib/engine/log';
import { type Rejection, isRejection } from '$lib/engine/types';
import { locale } from '$lib/i18n';
import { I01_LOG, type I01Command, type I01Event, type I01State } from '$lib/rulesets/werewolf-i01';
import { Scenario } from '$lib/rulesets/werewolf-i01/testing';
import I01Desk from './I01Desk.svelte';

beforeEach(() => locale.set('en'));

/** The shape of a GameSession of an I01 game, in memory. */
class FakeSession {
	history = $state.raw<Log<I01State, I01Event>>(new Scenario().history);
	stored: I01Event[] = [];
	get state() {
		return this.history.state;
	}
	get canUndo() {
		return I01_LOG.canUndo(this.history);
	}
	async dispatch(body: I01Command): Promise<Rejection | null> {
		const event = { ...body, at: 1_000 + this.history.log.length } as I01Event;
		const next = I01_LOG.dispatch(this.history, event);
		if (isRejection(next)) return next;
		this.stored.push(event);
		this.history = next;
		return null;
	}
	async undo(): Promise<Rejection | null> {
		const next = I01_LOG.undo(this.history);
		if (isRejection(next)) return next;
		this.history = next;
		return null;
	}
}

describe('I01Desk driven by a session', () => {
	it('dispatches through the session, shows its refusals in English, and undoes', async () => {
		const user = userEvent.setup();
		const session = new FakeSession();
		render(I01Desk, { driver: session });
		expect(screen.getByTestId('i01-phase')).toHaveTextContent('Night zero');
		// The arrows are compulsory: night zero cannot end before them.
		expect(screen.getByRole('button', { name: 'End night zero, open day 1' })).toBeDisabled();
		await user.selectOptions(screen.getByRole('combobox', { name: 'First lover' }), 's7');
		await user.selectOptions(screen.getByRole('combobox', { name: 'Second lover' }), 's12');
		await user.click(screen.getByRole('button', { name: 'Make them lovers' }));
		expect(session.stored.map((e) => e.type)).toEqual(['i01/arrows']);
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
		expect(session.stored.map((e) => e.type)).toEqual([
			'i01/arrows',
			'i01/end-night0',
			'i01/ballot'
		]);
		await user.click(screen.getByRole('button', { name: 'Undo' }));
		await user.click(screen.getByRole('button', { name: 'Undo' }));
		await user.click(screen.getByRole('button', { name: 'Undo' }));
		expect(session.state.night0.arrows).toBeNull();
	});
});
