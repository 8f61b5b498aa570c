import { expect, test } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { hold } from './helpers';

// A script whose `_meta` brings a status of its own with a description: in a game on it, the
// storyteller reads what the status means, in the file's own words, where reminders are offered
// and on a seat that carries it.

test.setTimeout(90_000);
test.use({ locale: 'en-US', viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });

const FILE = fileURLToPath(new URL('./fixtures/status-script.json', import.meta.url));

test('a status of the script’s own says what it means in the game', async ({ page }) => {
	await page.goto('/new');
	await page.getByTestId('script-import-open').click();
	await page.getByTestId('import-file').setInputFiles(FILE);
	await expect(page.locator('[data-testid^="script-"][aria-pressed="true"]')).toContainText(
		'Foggy Pier'
	);
	await page.getByTestId('players-5').click();
	await expect(page).toHaveURL(/\/game\/[^/]+$/);
	await page.getByTestId('next').click();
	await expect(page.getByTestId('setup')).toHaveAttribute('data-step', 'characters');
	await page.getByTestId('characters-bag').click();
	for (let n = 1; n <= 5; n++) await hold(page, page.getByTestId(`bag-seat-${n}`));
	await hold(page, page.getByTestId('bag-return'));
	await page.getByTestId('start-night').click();

	await page.locator('.seat').first().click();
	await page.getByRole('button', { name: '+ Add reminder' }).click();
	const about = page.getByTestId('status-about');
	await expect(about.locator('dt')).toHaveText('Soaked');
	await expect(about.locator('dd')).toHaveText(
		'Fell in the harbour tonight.\nMust whisper until the next dusk.',
		{ useInnerText: true }
	);
	await page.getByRole('button', { name: 'Soaked', exact: true }).click();
	// Back on the seat: the placed status, and what it means.
	await expect(page.getByRole('button', { name: /Soaked/ })).toBeVisible();
	await expect(page.getByTestId('status-about').locator('dd')).toContainText(
		'Must whisper until the next dusk.'
	);
});
