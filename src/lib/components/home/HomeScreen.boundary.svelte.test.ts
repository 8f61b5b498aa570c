import { render, screen } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { locale } from '$lib/i18n';
import { createGameRecord } from '$lib/persistence/games';
import HomeScreen from './HomeScreen.svelte';
import { clearDb } from '$lib/persistence/testing';

// A card that fails while it renders, for a reason no check foresaw: here the time formatting
// throws for one row. Its error boundary shows it as damaged; the other cards still render.
const CURSED = 1_234_567_890_123;
vi.mock('$lib/i18n/format', async (original) => {
	const real = await original<typeof import('$lib/i18n/format')>();
	return {
		...real,
		formatWhen: (time: number, ...rest: [number, 'zh-CN' | 'en', string]) => {
			if (time === CURSED) throw new Error('the clock is cursed');
			return real.formatWhen(time, ...rest);
		}
	};
});

beforeEach(async () => {
	await clearDb();
	locale.set('en');
});

describe('HomeScreen error boundary per card', () => {
	it('shows a card that throws as damaged, deletable, and the others as usual', async () => {
		const user = userEvent.setup();
		const game = { ruleset: 'botc', scriptName: 'TB', playerCount: 7 };
		await createGameRecord({ ...game, name: 'Fine' }, { id: 'fine', now: Date.now() });
		await createGameRecord({ ...game, name: 'Cursed' }, { id: 'cursed', now: CURSED });
		await createGameRecord({ ...game, name: 'Also fine' }, { id: 'also', now: Date.now() - 1 });

		render(HomeScreen);

		expect(await screen.findByRole('link', { name: 'Fine' }, { timeout: 10_000 })).toHaveAttribute(
			'href',
			'/game/fine'
		);
		expect(screen.getByRole('link', { name: 'Also fine' })).toBeVisible();
		expect(screen.queryByRole('link', { name: 'Cursed' })).toBeNull();
		const card = document.querySelector('[data-broken-game="cursed"]');
		expect(card).toHaveTextContent('Damaged saved game');
		expect(card).toHaveTextContent('the clock is cursed');

		await user.click(screen.getByRole('button', { name: 'Delete Damaged saved game "cursed"' }));
		// The row itself reads fine, so the toast names the game.
		expect(await screen.findByText('Deleted “Cursed”')).toBeVisible();
		expect(document.querySelector('[data-broken-game="cursed"]')).toBeNull();
		expect(screen.getByRole('link', { name: 'Fine' })).toBeVisible();
	});
});
