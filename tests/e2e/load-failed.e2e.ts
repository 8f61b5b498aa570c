import { expect, test } from '@playwright/test';
import { seedGame } from './fixtures/play-game';

// A part of the grimoire loaded on use (here the seat sheet) cannot be fetched: the screen says
// so and offers a reload instead of staying blank, and the reload brings it back.

test.use({ serviceWorkers: 'block', locale: 'en-US' });

test('a part of the screen that cannot be loaded says so and offers a reload', async ({ page }) => {
	await page.goto('/');
	const id = await seedGame(page, { id: 'load-failed', seats: 7, locale: 'en' });
	let block = true;
	await page.route(/\/SeatSheet\.[\w-]+\.css$/, (route) =>
		block ? route.abort() : route.continue()
	);
	await page.goto(`/game/${id}`);
	await expect(page.locator('.seat')).toHaveCount(7);

	await page.locator('.seat').first().click();
	const alert = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
	await expect(alert).toBeVisible();
	await expect(page.getByRole('dialog')).toHaveCount(0);
	if (process.env.LOAD_SHOTS)
		await page.screenshot({ path: `${process.env.LOAD_SHOTS}/load-failed.png` });

	block = false;
	await alert.getByRole('button', { name: 'Reload' }).click();
	await expect(page.locator('.seat')).toHaveCount(7);
	await page.locator('.seat').first().click();
	await expect(page.getByRole('dialog')).toBeVisible();
	await expect(alert).toHaveCount(0);
});
