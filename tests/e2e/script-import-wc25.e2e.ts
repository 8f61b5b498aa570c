import { expect, test } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { dealFromBag, doneUntil } from './helpers';

// The World Cup 2025 "Witch Hunt" script as published (tests/fixtures/scripts/wc25/) imported
// through the new-game screen: its own Witch (`witchhunt-witch`, every Minion a Witch by its
// `bag-duplicate` special) stays the author's. The random bag holds two of them beside Lil’
// Monsta, they are dealt to two seats, and the first night wakes the Witch with the file's own
// words, never the official Witch's (ours).

test.use({ locale: 'en-US', viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });
test.setTimeout(90_000);

const WITCH_HUNT = fileURLToPath(
	new URL('../fixtures/scripts/wc25/witchhunt.json', import.meta.url)
);

test('the Witch Hunt imports with its own Witch, two of them in the bag and at the table', async ({
	page
}) => {
	const errors: string[] = [];
	page.on('pageerror', (error) => errors.push(error.message));
	await page.goto('/new');
	await page.getByTestId('script-import-open').click();
	await page.getByTestId('import-file').setInputFiles(WITCH_HUNT);
	const summary = page.getByTestId('import-summary');
	await expect(summary).toContainText('Imported “Witch Hunt”');
	await expect(summary).toContainText('19 official');
	await expect(summary).toContainText('1 homebrew');

	await page.getByTestId('players-5').click();
	await expect(page).toHaveURL(/\/game\/[^/]+$/);
	await page.getByTestId('next').click();
	const setup = page.getByTestId('setup');
	await expect(setup).toHaveAttribute('data-step', 'characters');
	// The script's Witch, chosen twice (Lil’ Monsta adds a Minion); no official Witch anywhere.
	const witch = page.getByTestId('char-witchhuntwitch');
	await expect(witch).toHaveAttribute('aria-pressed', 'true');
	await expect(witch.locator('.badge')).toHaveText('×2');
	await expect(page.getByTestId('char-witch')).toHaveCount(0);
	await expect(page.getByTestId('setup-ok')).toBeVisible();
	await page.screenshot({ path: 'test-results/wc25-witchhunt-bag.png', fullPage: true });

	await dealFromBag(page, 5);
	await page.getByTestId('start-night').click();

	await doneUntil(page, 'Witch', 'Done', 16);
	const step = page.locator('.night article');
	await expect(step).toContainText('The Witch chooses a player. (place the reminder)');
	await expect(step).not.toContainText(':reminder:');
	await expect(step).not.toContainText('Cursed reminder by them');
	await page.screenshot({ path: 'test-results/wc25-witchhunt-night.png', fullPage: true });
	expect(errors).toEqual([]);
});
