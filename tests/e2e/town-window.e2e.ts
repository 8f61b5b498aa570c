import { expect, test } from '@playwright/test';
import { openGame } from './fixtures/play-game';
import { enableSessionHook, type HookedSession } from './storage-fixtures';

// The players' screen in a window of its own (issue 30): opened from the grimoire's town square,
// it follows the game as it is played in the grimoire's tab, shows tonight's deaths only once
// the day starts, never shows a character, and a second tap finds the same window.

declare const __grimoireSession: HookedSession & { undo(): Promise<unknown> };

test.use({ serviceWorkers: 'block', locale: 'en-US' });

test('the town square opens in its own window and follows the game live', async ({ page }) => {
	await enableSessionHook(page);
	const id = await openGame(page, {
		id: 'town-window',
		seats: 7,
		locale: 'en',
		more: [{ type: 'night/step', step: 'dusk', status: 'done' }]
	});
	await expect(page.locator('.ring .seat')).toHaveCount(7);
	await page.getByRole('button', { name: 'Town square' }).click();

	const [square] = await Promise.all([
		page.waitForEvent('popup'),
		page.getByTestId('town-window').click()
	]);
	await expect(square).toHaveURL(new RegExp(`/game/${id}/town$`));
	await expect(square.locator('.spot')).toHaveCount(7);
	await expect(square.getByText('7 alive')).toBeVisible();
	// Only the players' view: no hold-to-return (there is no grimoire in this window).
	await expect(square.getByText('Hold to return to the grimoire')).toHaveCount(0);

	// A death at night is not shown until the day starts; then at once.
	await page.evaluate(() => __grimoireSession.dispatch({ type: 'seat/died', seat: 's5' }));
	await page.evaluate(() =>
		__grimoireSession.dispatch({ type: 'night/step', step: 'minioninfo', status: 'done' })
	);
	await expect(square.locator('.spot.dead')).toHaveCount(0);
	await expect(square.getByText('7 alive')).toBeVisible();
	await page.evaluate(() => __grimoireSession.dispatch({ type: 'day/started' }));
	await expect(square.locator('.spot.dead')).toHaveCount(1);
	await expect(square.locator('.spot.dead .pname')).toHaveText('Eve');
	await expect(square.getByText('6 alive')).toBeVisible();

	// A nomination shows as it is made.
	await page.evaluate(() =>
		__grimoireSession.dispatch({ type: 'nomination/opened', nominator: 's1', nominee: 's4' })
	);
	await expect(square.locator('.centre .nom')).toHaveText('Alice → Dana');

	// Nothing of the grimoire: no character, reminder or night step in the window's text.
	const text = await square.locator('body').innerText();
	for (const secret of [
		'Imp',
		'Poisoner',
		'Drunk',
		'Empath',
		'Washerwoman',
		'Chef',
		'Fortune Teller',
		'Virgin'
	])
		expect(text, secret).not.toContain(secret);

	// An undo in the grimoire is followed too.
	await page.evaluate(() => __grimoireSession.undo());
	await expect(square.locator('.centre .nom')).toHaveCount(0);

	// The link names its window: a second tap opens no other.
	const pages = page.context().pages().length;
	await Promise.all([square.waitForEvent('load'), page.getByTestId('town-window').click()]);
	await expect(square.locator('.spot')).toHaveCount(7);
	expect(page.context().pages().length).toBe(pages);
});
