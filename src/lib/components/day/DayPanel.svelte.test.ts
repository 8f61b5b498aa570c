import { render, screen, waitFor } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GameEventBody } from '$lib/rulesets/botc/engine/core';
import { locale } from '$lib/i18n';
import SessionHost from '../grimoire/testing/SessionHost.svelte';
import { sevenPlayerGame } from '../grimoire/testing/seven';
import DayPanel from './DayPanel.svelte';
import { clearDb } from '$lib/persistence/testing';

beforeEach(clearDb);

// Dana is nominated and gets 5 of 7 votes: she is about to be executed.
const danaOnTheBlock: GameEventBody[] = [
	{ type: 'day/started' },
	{ type: 'nomination/opened', nominator: 's1', nominee: 's4' },
	{ type: 'nomination/voted', voters: ['s1', 's2', 's3', 's5', 's6'] }
];

describe('DayPanel: the block', () => {
	it.each([
		['en', 'About to be executed', 'Dana was executed and died'],
		['zh-CN', '将被处决', 'Dana被处决，死亡']
	] as const)(
		'%s: says who is about to be executed only until the execution',
		async (l, before, after) => {
			locale.set(l);
			const session = await sevenPlayerGame(`day-block-${l}`, danaOnTheBlock);
			const view = render(SessionHost, { session, panel: DayPanel });
			expect(screen.getByRole('status')).toHaveTextContent(before);
			view.unmount();

			const executed = await sevenPlayerGame(`day-executed-${l}`, [
				...danaOnTheBlock,
				{ type: 'execution', seat: 's4', died: true }
			]);
			render(SessionHost, { session: executed, panel: DayPanel });
			expect(screen.queryByText(new RegExp(before))).toBeNull();
			// Said once, in today's record, not twice (the name is its own <bdi> inside the line).
			expect((document.body.textContent ?? '').split(after)).toHaveLength(2);
		}
	);

	it('says so when nobody was executed', async () => {
		locale.set('en');
		const session = await sevenPlayerGame('day-none', [
			...danaOnTheBlock,
			{ type: 'execution', seat: null, died: false }
		]);
		render(SessionHost, { session, panel: DayPanel });
		expect(screen.queryByText(/About to be executed/)).toBeNull();
		expect(screen.getAllByText('No execution today')).toHaveLength(1);
	});

	it.each([
		['execute', 'Execute Dana, then night', 's4'],
		['skip', 'Night without an execution', null],
		['cancel', 'Cancel', null]
	] as const)('dusk with Dana on the block asks first (%s)', async (what, button, executed) => {
		locale.set('en');
		const user = userEvent.setup();
		const session = await sevenPlayerGame(`day-dusk-${what}`, danaOnTheBlock);
		render(SessionHost, { session, panel: DayPanel });
		await user.click(screen.getByRole('button', { name: 'Dusk: begin night 2' }));
		const ask = screen.getByRole('alertdialog');
		expect(ask).toHaveTextContent('Execute Dana first?');
		expect(session.state.phase).toEqual({ kind: 'day', n: 1 });
		await user.click(screen.getByRole('button', { name: button }));
		if (what === 'cancel') {
			expect(screen.queryByRole('alertdialog')).toBeNull();
			expect(session.state.phase).toEqual({ kind: 'day', n: 1 });
			expect(screen.getByRole('button', { name: 'Dusk: begin night 2' })).toBeVisible();
		} else {
			await waitFor(() => expect(session.state.phase).toEqual({ kind: 'night', n: 2 }));
			expect(session.state.days[0]?.execution?.seat ?? null).toBe(executed);
			expect(session.state.seats[3]?.alive).toBe(executed === null);
		}
		session.close();
	});

	it('dusk without anyone on the block does not ask', async () => {
		locale.set('zh-CN');
		const user = userEvent.setup();
		const session = await sevenPlayerGame('day-dusk-free', [{ type: 'day/started' }]);
		render(SessionHost, { session, panel: DayPanel });
		await user.click(screen.getByRole('button', { name: '入夜：开始第 2 夜' }));
		await waitFor(() => expect(session.state.phase).toEqual({ kind: 'night', n: 2 }));
		expect(screen.queryByRole('alertdialog')).toBeNull();
		session.close();
	});
});
