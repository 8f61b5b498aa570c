import { expect, test, type Locator } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dealFromBag, toCharactersStep } from './helpers';
import { reloadSaved } from './fixtures/play-game';

// The storyteller moves a night step for an imported script: the Swordsman (刀客, a 山雨欲来
// step at a default place of ours) goes before the Chef. The order is kept with the script
// (after a reload), printed on its night sheet, carried in its exported JSON, and the first
// night of a game started on it wakes in that order.

test.setTimeout(120_000);

const FILE = fileURLToPath(new URL('./fixtures/night-move-script.json', import.meta.url));

const steps = (list: Locator) =>
	list.locator('li').evaluateAll((items) => items.map((li) => li.getAttribute('data-step')));

test.use({ locale: 'en-US', viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });

test('a night step moved for a script is kept and followed everywhere', async ({ page }) => {
	await page.goto('/new');
	await page.getByTestId('script-import-open').click();
	await page.getByTestId('import-file').setInputFiles(FILE);
	const tile = page.locator('[data-testid^="script-"][aria-pressed="true"]');
	await expect(tile).toContainText('Moving Night');

	await page.getByTestId('night-order-open').click();
	const first = page.getByTestId('night-order-firstNight');
	await expect(first.locator('li[data-step="daoke"]')).toContainText('default place');
	expect(await steps(first)).toEqual([
		'dusk',
		'minioninfo',
		'demoninfo',
		'gudiao',
		'dianyuzhang',
		'chef',
		'langzhong',
		'daoke',
		'dawn'
	]);
	await page.getByRole('button', { name: 'Move Swordsman one step earlier' }).click();
	await expect(first.locator('li').nth(6)).toHaveAttribute('data-step', 'daoke');
	await page.getByRole('button', { name: 'Move Swordsman one step earlier' }).click();
	await expect(first.locator('li').nth(5)).toHaveAttribute('data-step', 'daoke');
	const moved = [
		'dusk',
		'minioninfo',
		'demoninfo',
		'gudiao',
		'dianyuzhang',
		'daoke',
		'chef',
		'langzhong',
		'dawn'
	];
	// Dusk and dawn stay where they are.
	await expect(first.getByRole('button', { name: 'Move Dusk one step later' })).toBeDisabled();

	// Kept with the script: the next visit shows the moved order.
	await reloadSaved(page);
	await page.locator('[data-testid^="script-s-"]').first().click();
	await expect(tile).toContainText('Moving Night');
	await page.getByTestId('night-order-open').click();
	expect(await steps(page.getByTestId('night-order-firstNight'))).toEqual(moved);

	// Carried in the exported file.
	const downloaded = page.waitForEvent('download');
	await page.getByTestId('script-export').click();
	const file = await downloaded;
	const json = JSON.parse(readFileSync((await file.path()) as string, 'utf8')) as unknown[];
	expect((json[0] as Record<string, unknown>).firstNight).toEqual(moved);
	expect((json[0] as Record<string, unknown>).otherNight).toBeUndefined();

	// Printed on the night sheet.
	await page.getByRole('link', { name: 'Print the script sheets' }).click();
	await page.getByText('Night sheet (for the storyteller)').click();
	const sheet = page.getByTestId('night-sheet').locator('section').first().locator('ol');
	await expect(sheet.locator('li[data-step="daoke"]')).toBeVisible();
	expect(await steps(sheet)).toEqual(moved);

	// A game on the script wakes the Swordsman before the Chef.
	await page.goto('/new');
	await page.locator('[data-testid^="script-s-"]').first().click();
	await toCharactersStep(page, 5);
	await dealFromBag(page, 5);
	await page.getByTestId('start-night').click();
	const title = page.locator('.night article h3');
	const seen: string[] = [];
	for (let i = 0; i < 8; i++) {
		const name = (await title.textContent())?.trim() ?? '';
		seen.push(name);
		if (name === 'Dawn') break;
		await page.getByRole('button', { name: 'Done', exact: true }).click();
		await expect(title).not.toHaveText(name);
	}
	expect(seen).toEqual([
		'Dusk',
		'Horned Eagle',
		'Warden',
		'Swordsman',
		'Chef',
		'Herbalist',
		'Dawn'
	]);
});
