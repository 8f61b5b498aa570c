import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { locale } from '$lib/i18n';
import { getDb } from '$lib/persistence/db';
import { createGameRecord, listGames } from '$lib/persistence/games';
import HomeScreen from './HomeScreen.svelte';
import { clearDb } from '$lib/persistence/testing';

// The cards' code is loaded when the list has games; compile it once here, so a first test's
// one-second wait for a card does not include Vite transforming it.
beforeAll(async () => {
	await Promise.all([import('./GameCard.svelte'), import('./BrokenGameCard.svelte')]);
});

beforeEach(async () => {
	await clearDb();
	locale.set('en');
});

describe('HomeScreen', () => {
	it('shows a friendly empty state that leads to a new game', async () => {
		render(HomeScreen);

		// The first test opens (creates) the database through Dexie: slower than a second read.
		expect(
			await screen.findByRole('heading', { name: 'The grimoire is blank' }, { timeout: 5000 })
		).toBeVisible();
		expect(screen.getByText(/No saved games yet/)).toBeVisible();
		expect(screen.getByRole('link', { name: 'Seat the town and begin' })).toHaveAttribute(
			'href',
			'/new'
		);
		expect(screen.getByRole('link', { name: 'New game' })).toHaveAttribute('href', '/new');
		expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
		expect(screen.queryByRole('list')).toBeNull();
	});

	it('lists a saved game with its script, players, phase, status and time', async () => {
		await createGameRecord(
			{
				name: 'Friday at the Ravenswood',
				ruleset: 'botc',
				scriptName: 'Trouble Brewing',
				playerCount: 9,
				phaseLabel: 'night:2',
				status: 'in-progress'
			},
			{ id: 'game-1', now: Date.now() - 5 * 60_000 }
		);

		render(HomeScreen);

		const card = (await screen.findByRole('heading', { name: 'Friday at the Ravenswood' })).closest(
			'article'
		);
		expect(card).not.toBeNull();
		const inCard = within(card as HTMLElement);
		expect(inCard.getByRole('link', { name: 'Friday at the Ravenswood' })).toHaveAttribute(
			'href',
			'/game/game-1'
		);
		expect(inCard.getByText('Trouble Brewing')).toBeVisible();
		expect(inCard.getByText('9 players')).toBeVisible();
		expect(inCard.getByText('Night 2')).toBeVisible();
		expect(inCard.getByText('In progress')).toBeVisible();
		expect(inCard.getByText('Updated 5 minutes ago')).toBeVisible();
		expect(screen.getByText('1 in all')).toBeVisible();
		expect(screen.queryByText('The grimoire is blank')).toBeNull();
	});

	it('deletes a game with a few seconds to undo, then for real', async () => {
		const user = userEvent.setup();
		await createGameRecord(
			{ name: 'Doomed', ruleset: 'botc', scriptName: 'Bad Moon Rising', playerCount: 7 },
			{ id: 'doomed' }
		);
		render(HomeScreen);

		await user.click(await screen.findByRole('button', { name: 'Delete Doomed' }));
		expect(await screen.findByText('Deleted “Doomed”')).toBeVisible();
		expect(screen.queryByRole('heading', { name: 'Doomed' })).toBeNull();
		await user.click(screen.getByRole('button', { name: 'Undo' }));
		expect(await screen.findByRole('heading', { name: 'Doomed' })).toBeVisible();
		expect(await listGames()).toHaveLength(1);

		await user.click(screen.getByRole('button', { name: 'Delete Doomed' }));
		expect(await screen.findByText('The grimoire is blank')).toBeVisible();
		// Kept on the device until the undo time is over.
		expect(await listGames()).toHaveLength(1);
		await waitFor(async () => expect(await listGames()).toEqual([]), { timeout: 8000 });
	}, 15_000);

	it('filters finished games and names the phase in words', async () => {
		const user = userEvent.setup();
		await createGameRecord(
			{
				name: 'Done',
				ruleset: 'botc',
				scriptName: 'TB',
				playerCount: 7,
				status: 'finished',
				phaseLabel: 'ended'
			},
			{ id: 'done' }
		);
		await createGameRecord(
			{
				name: 'Live',
				ruleset: 'botc',
				scriptName: 'TB',
				playerCount: 7,
				status: 'in-progress',
				phaseLabel: 'day:3'
			},
			{ id: 'live' }
		);
		render(HomeScreen);
		expect(await screen.findByText('Day 3')).toBeVisible();
		await user.click(screen.getByRole('radio', { name: 'Finished' }));
		expect(screen.queryByRole('heading', { name: 'Live' })).toBeNull();
		expect(screen.getByRole('heading', { name: 'Done' })).toBeVisible();
		await user.click(screen.getByRole('radio', { name: 'Not finished' }));
		expect(screen.getByRole('heading', { name: 'Live' })).toBeVisible();
		expect(screen.queryByRole('heading', { name: 'Done' })).toBeNull();
	});

	it('shows every card on its own: damaged rows say so and can be deleted, the rest work', async () => {
		const user = userEvent.setup();
		const row = (id: unknown, name: string, updatedAt: unknown = Date.now()) => ({
			id,
			name,
			ruleset: 'botc',
			scriptName: 'Trouble Brewing',
			createdAt: Date.now(),
			updatedAt,
			status: 'in-progress',
			playerCount: 7,
			phaseLabel: 'night:1',
			schemaVersion: 1
		});
		// Written straight into the database, as a hostile backup imported by an older app left them.
		await getDb().games.bulkPut([
			row('good-1', 'First good'),
			row('/evil', 'Slashed'),
			row('a/b', 'Path'),
			row('far-future', 'Far future', 1e300),
			row('no-time', 'No time', 'soon'),
			row('good-2', 'Second good')
		] as never);

		render(HomeScreen);

		for (const [name, id] of [
			['First good', 'good-1'],
			['Second good', 'good-2']
		])
			expect(await screen.findByRole('link', { name }, { timeout: 10_000 })).toHaveAttribute(
				'href',
				`/game/${id}`
			);
		expect(screen.getByText('6 in all')).toBeVisible();
		const broken = screen.getAllByRole('heading', { name: 'Damaged saved game' });
		expect(broken).toHaveLength(4);
		for (const name of ['Slashed', 'Path', 'Far future', 'No time'])
			expect(screen.queryByRole('link', { name })).toBeNull();
		expect(document.querySelector('[data-broken-game="a/b"]')).toHaveTextContent(
			'"a/b" id "a/b": a game id is 1 to 100 letters, digits'
		);
		expect(document.querySelector('[data-broken-game="far-future"]')).toHaveTextContent(
			'updatedAt 1e+300: not a time a date can hold'
		);

		await user.click(screen.getByRole('button', { name: 'Delete Damaged saved game "/evil"' }));
		expect(await screen.findByText('Deleted “Damaged saved game”')).toBeVisible();
		expect(screen.getAllByRole('heading', { name: 'Damaged saved game' })).toHaveLength(3);
		await waitFor(async () => expect(await getDb().games.get('/evil')).toBeUndefined(), {
			timeout: 8000
		});
		expect((await listGames()).map((g) => g.id)).toEqual(
			expect.arrayContaining(['good-1', 'good-2', 'a/b', 'far-future', 'no-time'])
		);
		expect(screen.getByRole('link', { name: 'First good' })).toBeVisible();
	}, 20_000);

	it('speaks Chinese when the locale is zh-CN', async () => {
		locale.set('zh-CN');
		render(HomeScreen);
		expect(await screen.findByText('魔典尚是空白')).toBeVisible();
		await createGameRecord(
			{
				name: '周五局',
				ruleset: 'botc',
				scriptName: '暗流涌动',
				playerCount: 8,
				phaseLabel: 'night:2',
				status: 'in-progress'
			},
			{ id: 'zh' }
		);
		expect(screen.getByRole('link', { name: '开始新游戏' })).toBeVisible();
	});
});
