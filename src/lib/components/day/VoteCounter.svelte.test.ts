import { render, screen, waitFor } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { locale } from '$lib/i18n';
import SessionHost from '../grimoire/testing/SessionHost.svelte';
import { sevenPlayerGame } from '../grimoire/testing/seven';
import VoteCounter from './VoteCounter.svelte';
import { clearDb } from '$lib/persistence/testing';

beforeEach(async () => {
	await clearDb();
	locale.set('en');
});

const hand = () => screen.getByRole('button', { name: /Hand up/ });
const noHand = () => screen.getByRole('button', { name: 'No hand' });

describe('VoteCounter', () => {
	it('counts clockwise from the seat after the nominee, against the majority, and records', async () => {
		const user = userEvent.setup();
		const session = await sevenPlayerGame('v1', [
			{ type: 'day/started' },
			{ type: 'nomination/opened', nominator: 's1', nominee: 's4' }
		]);
		render(SessionHost, { session, panel: VoteCounter });

		expect(screen.getByRole('heading', { name: 'Alice nominates Dana' })).toBeVisible();
		expect(screen.getByText('/ 4 needed')).toBeVisible();
		// Eve (after Dana) is asked first; Dana herself last.
		expect(screen.getByTestId('vote-asking')).toHaveTextContent('Is Eve’s hand up?');
		await user.click(hand());
		expect(screen.getByTestId('vote-count')).toHaveTextContent('1');
		expect(screen.getByTestId('vote-asking')).toHaveTextContent('Is Fang’s hand up?');
		await user.click(noHand());
		await user.click(hand()); // Gus
		await user.click(hand()); // Alice
		// A wrong tap is taken back with Back.
		await user.click(hand()); // Bob
		await user.click(screen.getByRole('button', { name: 'Back to the previous voter' }));
		expect(screen.getByTestId('vote-asking')).toHaveTextContent('Is Bob’s hand up?');
		expect(screen.getByTestId('vote-count')).toHaveTextContent('3');
		await user.click(hand()); // Bob
		await user.click(noHand()); // Chen
		await user.click(noHand()); // Dana
		expect(screen.getByRole('status')).toHaveTextContent('4 votes: Dana is about to be executed');
		await user.click(screen.getByRole('button', { name: 'Record the result (4 votes)' }));

		await waitFor(() => expect(session.state.day?.block).not.toBeNull());
		const day = session.state.day!;
		expect(day.nominations[0]?.voters).toEqual(['s5', 's7', 's1', 's2']);
		expect(day.block).toEqual({ seat: 's4', votes: 4 });
		session.close();
	});

	it('skips the dead who spent their ghost vote and spends the ghost vote of a dead voter', async () => {
		const user = userEvent.setup();
		const session = await sevenPlayerGame('v2', [
			{ type: 'day/started' },
			{ type: 'seat/died', seat: 's2' },
			{ type: 'seat/died', seat: 's3' },
			{ type: 'seat/ghost-vote', seat: 's3', spent: true },
			{ type: 'nomination/opened', nominator: 's7', nominee: 's1' }
		]);
		render(SessionHost, { session, panel: VoteCounter });

		// 5 alive: 3 needed. Bob is dead with his ghost vote; Chen has none and is skipped.
		expect(screen.getByText('/ 3 needed')).toBeVisible();
		expect(screen.getByTestId('vote-asking')).toHaveTextContent('Is Bob’s hand up?');
		expect(screen.getByText('Dead: a raised hand spends their ghost vote')).toBeVisible();
		expect(screen.getByRole('button', { name: /^Chen/ })).toBeDisabled();
		await user.click(hand()); // Bob (ghost)
		expect(screen.getByTestId('vote-asking')).toHaveTextContent('Is Dana’s hand up?');
		for (let i = 0; i < 4; i++) await user.click(noHand()); // Dana, Eve, Fang, Gus
		await user.click(noHand()); // Alice
		expect(screen.getByRole('status')).toHaveTextContent('1 votes: not enough');
		await user.click(screen.getByRole('button', { name: 'Record the result (1 votes)' }));

		await waitFor(() =>
			expect(session.state.seats.find((s) => s.id === 's2')?.ghostVote).toBe(false)
		);
		expect(session.state.day?.block).toBeNull();
		session.close();
	});

	it('after a block asks for one more than its count, and says its count is a tie', async () => {
		const session = await sevenPlayerGame('v3', [
			{ type: 'day/started' },
			{ type: 'nomination/opened', nominator: 's1', nominee: 's4' },
			{ type: 'nomination/voted', voters: ['s5', 's6', 's7', 's1', 's2'] },
			{ type: 'nomination/opened', nominator: 's2', nominee: 's5' }
		]);
		render(SessionHost, { session, panel: VoteCounter });
		expect(screen.getByTestId('vote-target')).toHaveTextContent(
			'/ 6 needed to beat the block (5 is a tie)'
		);
		locale.set('zh-CN');
		await waitFor(() =>
			expect(screen.getByTestId('vote-target')).toHaveTextContent(
				'/ 需要 6 票（5 票为平票，不处决）'
			)
		);
		session.close();
	});
});
