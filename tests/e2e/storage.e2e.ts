import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { backupOf, importViaSettings } from './storage-fixtures';
import { reloadSaved } from './fixtures/play-game';

test.use({ locale: 'en-US' });

const SHOTS = process.env.SHOTS_DIR;

test('home card: rename, duplicate, export, delete with undo; settings export and import with a choice', async ({
	page
}) => {
	await importViaSettings(
		page,
		backupOf({
			id: 'friday',
			name: 'Friday',
			events: [{ type: 'seat/died', seat: 's2', at: 1_700_000_000_500 }]
		}),
		/1 added/
	);
	await page.goto('/');
	const card = page.locator('article', { has: page.getByRole('heading', { name: 'Friday' }) });
	await expect(card.getByText('7 players')).toBeVisible();

	await card.getByRole('button', { name: 'Rename' }).click();
	await card.getByRole('textbox', { name: 'New name' }).fill('Friday night');
	await card.getByRole('button', { name: 'Save' }).click();
	await expect(page.getByRole('heading', { name: 'Friday night' })).toBeVisible();

	const renamed = page.locator('article', {
		has: page.getByRole('heading', { name: 'Friday night', exact: true })
	});
	await renamed.getByRole('button', { name: 'Duplicate' }).click();
	await expect(page.getByRole('heading', { name: 'Friday night (copy)' })).toBeVisible();
	await expect(page.getByText('2 in all')).toBeVisible();

	const download = page.waitForEvent('download');
	await renamed.getByRole('button', { name: 'Export' }).click();
	const file = await download;
	expect(file.suggestedFilename()).toMatch(/^grimoire-Friday-night-\d{4}-\d\d-\d\d-\d{4}\.json$/);

	if (SHOTS) {
		mkdirSync(SHOTS, { recursive: true });
		await page.screenshot({ path: `${SHOTS}/home-en.png`, fullPage: true });
	}

	await page.getByRole('button', { name: 'Delete Friday night (copy)' }).click();
	await expect(page.getByText('Deleted “Friday night (copy)”')).toBeVisible();
	if (SHOTS) await page.screenshot({ path: `${SHOTS}/home-undo-en.png` });
	await page.getByRole('button', { name: 'Undo' }).click();
	await expect(page.getByRole('heading', { name: 'Friday night (copy)' })).toBeVisible();

	// Import the exported game back: it is already here, so the screen asks.
	await page.goto('/settings');
	await page.getByTestId('backup-file').setInputFiles(await file.path());
	await expect(page.getByText('These games are already on this device')).toBeVisible();
	await page.getByRole('radio', { name: 'Keep both' }).check();
	if (SHOTS) await page.screenshot({ path: `${SHOTS}/settings-conflict-en.png`, fullPage: true });
	await page.getByRole('button', { name: 'Import', exact: true }).click();
	await expect(page.getByText(/1 added, 0 replaced, 0 skipped/)).toBeVisible();
	await page.goto('/');
	await expect(page.getByText('3 in all')).toBeVisible();
});

test('a game deleted just before the page is reloaded stays deleted', async ({ page }) => {
	await importViaSettings(page, backupOf({ id: 'gone', name: 'Gone' }), /1 added/);
	await page.goto('/');
	const card = page.locator('article', { has: page.getByRole('heading', { name: 'Gone' }) });
	await card.getByRole('button', { name: 'Delete Gone' }).click();
	await expect(page.getByText('Deleted “Gone”')).toBeVisible();
	// Reloaded within the time to undo: the timer that would delete it dies with the page.
	await reloadSaved(page);
	await expect(page.getByText('The grimoire is blank')).toBeVisible();
	await expect
		.poll(
			() =>
				page.evaluate(
					() =>
						new Promise<number>((resolve, reject) => {
							const open = indexedDB.open('storyteller-grimoire');
							open.onerror = () => reject(open.error);
							open.onsuccess = () => {
								const count = open.result.transaction('games').objectStore('games').count();
								count.onsuccess = () => {
									open.result.close();
									resolve(count.result);
								};
							};
						})
				),
			{ timeout: 15_000 }
		)
		.toBe(0);
});
