import { render, screen, waitFor } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { locale } from '$lib/i18n';
import SessionHost from '../grimoire/testing/SessionHost.svelte';
import { sevenPlayerGame } from '../grimoire/testing/seven';
import NightChecklist from './NightChecklist.svelte';
import { clearDb } from '$lib/persistence/testing';

beforeEach(async () => {
	await clearDb();
	locale.set('en');
});

const step = (name: string) => screen.findByRole('heading', { level: 3, name });

describe('NightChecklist', () => {
	it('walks the first night one step at a time, with minion and demon info and a way back', async () => {
		const user = userEvent.setup();
		const session = await sevenPlayerGame('n1');
		render(SessionHost, { session, panel: NightChecklist });

		expect(await step('Dusk')).toBeVisible();
		await user.click(screen.getByRole('button', { name: 'Done' }));
		expect(await step('Minion info')).toBeVisible();
		expect(screen.getByText('Demon').nextElementSibling).toHaveTextContent('Alice');
		expect(screen.getByText('Minions').nextElementSibling).toHaveTextContent('Bob');

		await user.click(screen.getByRole('button', { name: 'Done' }));
		expect(await step('Demon info')).toBeVisible();
		expect(screen.getByText('Bluffs').nextElementSibling).toHaveTextContent(
			/Librarian.*Monk.*Saint/
		);
		// Back shows the previous step again without changing what is recorded.
		await user.click(screen.getByRole('button', { name: 'Previous step' }));
		expect(await step('Minion info')).toBeVisible();
		expect(screen.getByText('Done', { selector: '.status' })).toBeVisible();
		await user.click(screen.getByRole('button', { name: 'Next step' }));
		await user.click(screen.getByRole('button', { name: 'Skip' }));
		expect(await step('Poisoner')).toBeVisible();
		expect(screen.getByRole('button', { name: 'Poisoned' })).toBeVisible();
		await waitFor(() => expect(session.state.night?.skipped).toEqual(['demoninfo']));
		session.close();
	});

	it('says when a step’s information may be false, and announces the dead at dawn', async () => {
		const user = userEvent.setup();
		const session = await sevenPlayerGame('n2', [
			{ type: 'reminder/added', seat: 's6', source: 'poisoner', label: 'Poisoned' },
			...['dusk', 'minioninfo', 'demoninfo', 'poisoner', 'washerwoman', 'chef'].map(
				(step) => ({ type: 'night/step', step, status: 'done' }) as const
			)
		]);
		render(SessionHost, { session, panel: NightChecklist });

		// Chen only thinks he is the Empath (he is the Drunk).
		expect(await step('Empath')).toBeVisible();
		expect(screen.getByRole('note')).toHaveTextContent('Their information may be false.');
		await user.click(screen.getByRole('button', { name: 'Done' }));
		expect(await step('Fortune Teller')).toBeVisible();
		expect(screen.getByRole('note')).toHaveTextContent('Poisoned.');
		await session.dispatch({ type: 'seat/died', seat: 's4' });
		await user.click(screen.getByRole('button', { name: 'Done' }));
		expect(await step('Dawn')).toBeVisible();
		expect(screen.getByText('Died tonight').nextElementSibling).toHaveTextContent('Dana');
		await user.click(screen.getByRole('button', { name: 'Dawn: begin day 1' }));
		await waitFor(() => expect(session.state.phase).toEqual({ kind: 'day', n: 1 }));
		session.close();
	});

	describe('a step coming up is scrolled into view on a phone only', () => {
		// The layout is the media query's (stubbed); reading scrollY lays out the whole page before
		// its frame, so a tablet, where the panel is beside the ring, never reads it.
		function layout(phone: boolean) {
			vi.stubGlobal('matchMedia', (query: string) => ({
				matches: phone,
				media: query,
				addEventListener() {},
				removeEventListener() {}
			}));
			const scrollY = vi.fn(() => 0);
			Object.defineProperty(window, 'scrollY', { configurable: true, get: scrollY });
			const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
			return { scrollY, scrollTo };
		}
		afterEach(() => {
			vi.unstubAllGlobals();
			vi.restoreAllMocks();
			Reflect.deleteProperty(window, 'scrollY');
		});

		for (const phone of [false, true])
			it(phone ? 'phone: scrolled to' : 'tablet: no scroll position read', async () => {
				const { scrollY, scrollTo } = layout(phone);
				const user = userEvent.setup();
				const session = await sevenPlayerGame(phone ? 'n-phone' : 'n-tablet');
				render(SessionHost, { session, panel: NightChecklist });
				expect(await step('Dusk')).toBeVisible();
				await user.click(screen.getByRole('button', { name: 'Done' }));
				expect(await step('Minion info')).toBeVisible();
				// The step is brought on screen after its update; give that time to happen.
				await new Promise((done) => setTimeout(done, 50));
				expect(scrollY.mock.calls.length > 0).toBe(phone);
				if (phone) expect(scrollTo).toHaveBeenCalled();
				else expect(scrollTo).not.toHaveBeenCalled();
				session.close();
			});
	});
});
