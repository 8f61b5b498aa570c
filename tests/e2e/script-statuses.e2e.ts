import { expect, test } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { dealFromBag, importScriptFile, toCharactersStep } from './helpers';

// A script whose `_meta` brings a status of its own with a description: in a game on it, the
// storyteller reads what the status means, in the file's own words, where reminders are offered
// and on a seat that carries it.

test.setTimeout(90_000);
test.use({ locale: 'en-US', viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });

const FILE = fileURLToPath(new URL('./fixtures/status-script.json', import.meta.url));

test('a status of the script’s own says what it means in the game', async ({ page }) => {
	await importScriptFile(page, FILE, 'Foggy Pier');
	await toCharactersStep(page, 5);
	await dealFromBag(page, 5);
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
