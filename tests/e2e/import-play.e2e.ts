import { expect, test, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { hold, importScriptFile } from './helpers';
import { reloadSaved } from './fixtures/play-game';

// A storyteller's own script file, imported through the new-game screen, played from the bag
// through the first night (with a reload in the middle) to the end of the game. The file has
// official ids, a homebrew character with its own night order, a fabled and a `_meta` order.

test.use({ locale: 'en-US', viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });
test.setTimeout(90_000);

const FILE = fileURLToPath(new URL('./fixtures/lamplight-script.json', import.meta.url));

const button = (page: Page, name: string | RegExp) =>
	page.getByRole('button', { name, exact: typeof name === 'string' });

async function stepTitle(page: Page) {
	const problem = page.getByTestId('storage-problem');
	if (await problem.count()) throw new Error(`storage problem: ${await problem.textContent()}`);
	return page.locator('.night article h3');
}

test('an imported script file starts a game that plays, survives a reload and ends', async ({
	page
}) => {
	await importScriptFile(page, FILE, 'Lamplight Lane');

	await page.getByTestId('players-5').click();
	await expect(page.getByText(/Could not create/)).toHaveCount(0);
	await expect(page).toHaveURL(/\/game\/[^/]+$/);
	await expect(page.getByTestId('setup')).toHaveAttribute('data-step', 'players');
	await page.getByTestId('next').click();
	await expect(page.getByTestId('setup')).toHaveAttribute('data-step', 'characters');
	await expect(page.getByTestId('setup-ok')).toBeVisible();

	await page.getByTestId('characters-bag').click();
	for (let n = 1; n <= 5; n++) {
		await hold(page, page.getByTestId(`bag-seat-${n}`));
		await expect(page.getByTestId('bag-reveal')).toBeHidden();
	}
	await hold(page, page.getByTestId('bag-return'));
	await page.getByTestId('start-night').click();

	// The file's own night order, the homebrew character included.
	await expect(await stepTitle(page)).toHaveText('Dusk');
	await button(page, 'Done').click();
	await expect(await stepTitle(page)).toHaveText('Lamplighter');
	await expect(page.locator('.night')).toContainText('Nod if that player is good');
	await button(page, 'Done').click();
	await expect(await stepTitle(page)).toHaveText('Poisoner');
	await button(page, 'Done').click();
	await expect(await stepTitle(page)).toHaveText('Washerwoman');

	// A reload in the middle of the night comes back to the same step.
	await reloadSaved(page);
	await expect(await stepTitle(page)).toHaveText('Washerwoman');
	await button(page, 'Done').click();
	await expect(await stepTitle(page)).toHaveText('Chef');
	await button(page, 'Done').click();
	await expect(await stepTitle(page)).toHaveText('Dawn');
	await button(page, 'Dawn: begin day 1').click();

	// The Imp is executed: good wins, and the end survives a reload.
	const imp = page.locator('.seat', { hasText: 'Imp' });
	await expect(imp).toHaveCount(1);
	const impName = ((await imp.getAttribute('aria-label')) ?? '').split(' · ')[0] ?? '';
	const other = page.locator('.seat').filter({ hasNotText: 'Imp' }).first();
	await button(page, 'New nomination').click();
	await other.click();
	await imp.click();
	for (let i = 0; i < 5; i++) await button(page, /Hand up/).click();
	await page.getByRole('button', { name: /^Record the result/ }).click();
	await button(page, `Execute ${impName}`).click();
	await page.locator('.banner.win').getByRole('button', { name: 'End the game' }).click();
	await button(page, 'Announce and reveal the grimoire').click();
	await expect(page.getByRole('heading', { name: 'Good wins' })).toBeVisible();
	await reloadSaved(page);
	await expect(page.getByRole('heading', { name: 'Good wins' })).toBeVisible();
	await expect(page.locator('.reveal')).toContainText('Lamplighter');
});
