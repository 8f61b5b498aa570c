import { fireEvent, render, screen } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
	apply,
	emptyState,
	isRejection,
	rejectionSummary,
	type GameEventBody,
	type GameState
} from '$lib/engine';
import { builtInScript } from '$lib/rulesets/botc/script';
import { locale } from '$lib/i18n';
import BagMode from './BagMode.svelte';

function dealtGame(): GameState {
	const script = builtInScript('tb');
	if (!script) throw new Error('no TB');
	const characters = ['imp', 'poisoner', 'drunk', 'chef', 'empath'];
	const events: GameEventBody[] = [
		{
			type: 'game/created',
			id: 'g',
			ruleset: 'botc',
			name: 'Test',
			script,
			seed: 7,
			seats: characters.map((_, i) => ({ id: `s${i + 1}`, name: `P${i + 1}` }))
		},
		{ type: 'setup/bag', characters },
		{
			type: 'setup/dealt',
			deals: characters.map((character, i) => ({
				seat: `s${i + 1}`,
				character,
				thinks: character === 'drunk' ? 'monk' : null,
				alignment: null
			}))
		}
	];
	let state = emptyState();
	for (const e of events) {
		const next = apply(state, { ...e, at: 1 });
		if (isRejection(next)) throw new Error(rejectionSummary(next));
		state = next;
	}
	return state;
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
