import { fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameState } from '$lib/rulesets/botc';
import { dealsFor, game, okAll } from '$lib/rulesets/botc/engine/testing/builders';
import { locale } from '$lib/i18n';
import BagMode from './BagMode.svelte';

/** Five players of Trouble Brewing dealt from a bag: the Drunk thinks they are the Monk. */
function dealtGame(): GameState {
	const characters = ['imp', 'poisoner', 'drunk', 'chef', 'empath'];
	return okAll(game({ players: 5, seed: 7 }), [
		{ type: 'setup/bag', characters },
		{
			type: 'setup/dealt',
			deals: dealsFor(characters.map((c) => (c === 'drunk' ? { character: c, thinks: 'monk' } : c)))
		}
	]);
}

beforeEach(() => {
	locale.set('en');
	vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

function setup(taken: string[] = []) {
	const ontaken = vi.fn();
	const onleave = vi.fn();
	const view = render(BagMode, { state: dealtGame(), taken, holdMs: 400, ontaken, onleave });
	return { ontaken, onleave, view };
}

describe('BagMode', () => {
	it('shows the character only while the number is held, and hides it on release', async () => {
		const { ontaken } = setup();
		const seat = screen.getByTestId('bag-seat-1');
		expect(screen.queryByTestId('bag-reveal')).toBeNull();
		await fireEvent.pointerDown(seat, { pointerId: 1, button: 0 });
		expect(screen.queryByTestId('bag-reveal')).toBeNull();
		await vi.advanceTimersByTimeAsync(450);
		expect(screen.getByTestId('bag-reveal')).toBeVisible();
		expect(screen.getByTestId('bag-character')).toHaveTextContent('Imp');
		expect(screen.getByText('Evil')).toBeInTheDocument();
		await fireEvent.pointerUp(seat, { pointerId: 1 });
		expect(screen.queryByTestId('bag-reveal')).toBeNull();
		expect(screen.queryByText('Imp')).toBeNull();
		expect(ontaken).toHaveBeenCalledWith('s1');
	});

	it('a short tap shows nothing and takes no number', async () => {
		const { ontaken } = setup();
		const seat = screen.getByTestId('bag-seat-2');
		await fireEvent.pointerDown(seat, { pointerId: 1, button: 0 });
		await vi.advanceTimersByTimeAsync(150);
		await fireEvent.pointerUp(seat, { pointerId: 1 });
		await vi.advanceTimersByTimeAsync(500);
		expect(screen.queryByTestId('bag-reveal')).toBeNull();
		expect(screen.queryByText('Poisoner')).toBeNull();
		expect(ontaken).not.toHaveBeenCalled();
		expect(screen.getByText('Keep holding to see your character')).toBeInTheDocument();
	});

	it('the Drunk sees the Townsfolk they think they are, never "Drunk"', async () => {
		setup();
		const seat = screen.getByTestId('bag-seat-3');
		await fireEvent.pointerDown(seat, { pointerId: 1, button: 0 });
		await vi.advanceTimersByTimeAsync(450);
		expect(screen.getByTestId('bag-character')).toHaveTextContent('Monk');
		expect(screen.getByText('Good')).toBeInTheDocument();
		expect(screen.queryByText(/Drunk/)).toBeNull();
		await fireEvent.pointerUp(seat, { pointerId: 1 });
	});

	it('taken numbers are disabled; after the last one, a hold hands back to the storyteller', async () => {
		const { onleave } = setup(['s1', 's2', 's3', 's4', 's5']);
		expect(screen.queryByTestId('bag-seat-1')).toBeNull();
		const back = screen.getByTestId('bag-return');
		expect(screen.getByText('Please hand the tablet back to the storyteller')).toBeVisible();
		await fireEvent.pointerDown(back, { pointerId: 1, button: 0 });
		await vi.advanceTimersByTimeAsync(300);
		await fireEvent.pointerUp(back, { pointerId: 1 });
		expect(onleave).not.toHaveBeenCalled();
		await fireEvent.pointerDown(back, { pointerId: 1, button: 0 });
		await vi.advanceTimersByTimeAsync(1100);
		expect(onleave).toHaveBeenCalledOnce();
	});

	it('a number already looked at cannot be pressed again', () => {
		setup(['s2']);
		expect(screen.getByTestId('bag-seat-2')).toBeDisabled();
		expect(screen.getByTestId('bag-seat-1')).toBeEnabled();
		expect(screen.getByTestId('bag-progress')).toHaveTextContent('1 of 5 have looked');
	});
});
