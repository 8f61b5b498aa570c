import { expect, test, type Page } from '@playwright/test';
import { openGame, reloadSaved } from './fixtures/play-game';
import { storedSetting } from './helpers';

// Issue 30's smaller table fixes, in the browser: the language switch on the game screen, the
// night's last button fitting its panel in English, and why a bluff slot stays empty.

test.use({ serviceWorkers: 'block', locale: 'en-US' });

async function toDawn(page: Page) {
	const title = page.locator('.night article h3');
	for (let i = 0; i < 30 && (await title.textContent())?.trim() !== 'Dawn'; i++)
		await page.getByRole('button', { name: 'Next step', exact: true }).click();
	await expect(title).toHaveText('Dawn');
}

test('the language can be switched from the game screen, and stays switched', async ({ page }) => {
	await page.setViewportSize({ width: 390, height: 844 });
	await openGame(page, { id: 'lang-switch', seats: 7, locale: 'en' });
	await expect(page.getByText('Night 1').first()).toBeVisible();
	// The button names the other language in its own words.
	await page.getByRole('button', { name: '中文', exact: true }).click();
	await expect(page.getByText('第 1 夜').first()).toBeVisible();
	await expect.poll(() => storedSetting(page, 'locale')).toBe('zh-CN');
	// Every tool still fits the phone's width.
	const tools = page.locator('.tools button');
	for (const box of await tools.evaluateAll((els) =>
		els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect)
	))
		expect(box.right).toBeLessThanOrEqual(390);
	await reloadSaved(page);
	await expect(page.getByText('第 1 夜').first()).toBeVisible();
	await page.getByRole('button', { name: 'English', exact: true }).click();
	await expect(page.getByText('Night 1').first()).toBeVisible();
	await expect.poll(() => storedSetting(page, 'locale')).toBe('en');
});

for (const desk of [
	{ ruleset: 'werewolf-chenqu', phase: 'wwc-phase' },
	{ ruleset: 'werewolf-i01', phase: 'i01-phase' }
])
	test(`${desk.ruleset}: the desk switches language too, and fits a phone`, async ({ page }) => {
		await page.setViewportSize({ width: 390, height: 844 });
		await page.goto('/new');
		await page.getByTestId(`ruleset-${desk.ruleset}`).click();
		await page.getByTestId('ww-create').click();
		await page.waitForURL(/\/game\//);
		const phase = page.getByTestId(desk.phase);
		const english = (await phase.textContent()) ?? '';
		await page.getByRole('button', { name: '中文', exact: true }).click();
		await expect(phase).not.toHaveText(english);
		await expect.poll(() => storedSetting(page, 'locale')).toBe('zh-CN');
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
			390
		);
		await page.getByRole('button', { name: 'English', exact: true }).click();
		await expect(phase).toHaveText(english);
	});

for (const size of [
	{ width: 1024, height: 768 },
	{ width: 390, height: 844 }
])
	test(`"Dawn: begin day 1" is not clipped at ${size.width} wide`, async ({ page }) => {
		await page.setViewportSize(size);
		await openGame(page, { id: `dawn-${size.width}`, seats: 7, locale: 'en' });
		await toDawn(page);
		const dawn = page.getByRole('button', { name: 'Dawn: begin day 1' });
		await expect(dawn).toBeVisible();
		const fit = await dawn.evaluate((b) => {
			const r = b.getBoundingClientRect();
			const nav = (b.parentElement as HTMLElement).getBoundingClientRect();
			return {
				clipped: b.scrollWidth > b.clientWidth + 1,
				inside: r.left >= nav.left - 1 && r.right <= nav.right + 1,
				onScreen: r.right <= window.innerWidth
			};
		});
		expect(fit).toEqual({ clipped: false, inside: true, onScreen: true });
	});

test('a script with too few good characters out of play says why a bluff stays empty', async ({
	page
}) => {
	await page.setViewportSize({ width: 1024, height: 768 });
	await page.goto('/new');
	await page.getByTestId('script-import-open').click();
	await page
		.getByTestId('import-text')
		.fill(
			JSON.stringify([
				{ id: '_meta', name: 'Four Good' },
				'washerwoman',
				'librarian',
				'investigator',
				'chef',
				'poisoner',
				'imp'
			])
		);
	await page.getByTestId('import-submit').click();
	await expect(page.locator('[data-testid^="script-s-"]')).toHaveAttribute('aria-pressed', 'true');
	await page.getByTestId('players-5').click();
	await page.getByTestId('typed-names').fill('Ann\nBen\nCai\nDee\nEve');
	await page.getByTestId('step-deal').click();
	await page.getByTestId('deal-random').click();
	await page.getByTestId('step-bluffs').click();
	await expect(page.getByTestId('bluffs').getByRole('img')).toHaveCount(1);
	await expect(page.getByTestId('bluffs-short')).toContainText(
		'Good characters of this script out of play: 1'
	);
});
