import { expect, test, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The printable sheets, reached the way a storyteller does (the new-game screen's script, a
// game's card on the home screen), printed to PDF by Chromium: the page count, every character
// named, nothing wider than the page. The PDFs are kept with the test's output to look at.

test.use({ serviceWorkers: 'block', viewport: { width: 1024, height: 768 } });
test.setTimeout(90_000);

const LAMPLIGHT = fileURLToPath(new URL('./fixtures/lamplight-script.json', import.meta.url));
/** A 集石-style export of our own with 华灯初上 and 山雨欲来 characters, official ones and a homebrew. */
const ZH_EDITIONS = fileURLToPath(
	new URL('../fixtures/scripts/jishi-zh-editions.json', import.meta.url)
);

/** Pages in a PDF made by Chromium (one page object each). */
const pageCount = (pdf: Buffer) =>
	(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

async function printed(page: Page, name: string, format: 'A4' | 'Letter' = 'A4') {
	const pdf = await page.pdf({ format, preferCSSPageSize: true, printBackground: true });
	writeFileSync(test.info().outputPath(`${name}.pdf`), pdf);
	return pdf;
}

/** In print media: every part of the sheet lies within the sheet's width. */
async function expectNothingOverflows(page: Page) {
	await page.emulateMedia({ media: 'print' });
	const outside = await page.evaluate(() => {
		const sheet = document.querySelector('.paper')!.getBoundingClientRect();
		return [...document.querySelectorAll('.paper li, .paper h1, .paper h2, .paper table')]
			.filter((e) => {
				const r = e.getBoundingClientRect();
				return r.right > sheet.right + 0.5 || r.left < sheet.left - 0.5;
			})
			.map((e) => e.textContent?.slice(0, 40));
	});
	expect(outside).toEqual([]);
	await page.emulateMedia({ media: null });
}

test('Trouble Brewing in English: one A4 page of characters, both nights on the night sheet', async ({
	page
}) => {
	await page.goto('/new');
	await page.getByTestId('script-tb').click();
	await page.getByRole('link', { name: 'Print the script sheets' }).click();
	await expect(page).toHaveURL(/\/sheets\?script=tb/);
	await page.getByText('English', { exact: true }).click();
	const sheet = page.getByTestId('character-sheet');
	for (const name of ['Washerwoman', 'Fortune Teller', 'Scarlet Woman', 'Imp', 'Saint', 'Thief'])
		await expect(sheet.locator('.name').getByText(name, { exact: true })).toBeVisible();
	await expect(sheet.locator('li[data-character]')).toHaveCount(27);
	await expectNothingOverflows(page);
	expect(pageCount(await printed(page, 'tb-characters-en'))).toBe(1);

	await page.getByText('Night sheet (for the storyteller)').click();
	const night = page.getByTestId('night-sheet');
	await expect(night.getByText('First night')).toBeVisible();
	await expect(night.locator('[data-step="minioninfo"]')).toHaveCount(1);
	await expect(night.locator('[data-step="poisoner"]')).toHaveCount(2);
	await expectNothingOverflows(page);
	const pages = pageCount(await printed(page, 'tb-night-en', 'Letter'));
	expect(pages).toBeGreaterThanOrEqual(1);
	expect(pages).toBeLessThanOrEqual(2);
});

test('中文：黯月初升的角色表，中英对照也在一页之内', async ({ page }) => {
	await page.goto('/sheets?script=bmr&lang=zh-CN');
	const sheet = page.getByTestId('character-sheet');
	for (const name of ['祖母', '水手', '僵怖', '珀'])
		await expect(sheet.getByText(name, { exact: true }).first()).toBeVisible();
	await expectNothingOverflows(page);
	expect(pageCount(await printed(page, 'bmr-characters-zh'))).toBe(1);
	await page.screenshot({ path: test.info().outputPath('bmr-zh.png'), fullPage: true });

	await page.goto('/sheets?script=bmr&lang=both');
	await expect(sheet.locator('.name').getByText('Grandmother', { exact: true })).toBeVisible();
	await expectNothingOverflows(page);
	expect(pageCount(await printed(page, 'bmr-characters-both'))).toBeLessThanOrEqual(2);
});

test('a homebrew script imported by the storyteller prints with its own characters', async ({
	page
}) => {
	await page.goto('/new');
	await page.getByTestId('script-import-open').click();
	await page.getByTestId('import-file').setInputFiles(LAMPLIGHT);
	await expect(page.locator('[data-testid^="script-"][aria-pressed="true"]')).toContainText(
		'Lamplight Lane'
	);
	await page.getByRole('link', { name: /Print the script sheets|打印剧本表/ }).click();
	await expect(page.getByTestId('character-sheet').locator('h1')).toHaveText('Lamplight Lane');
	await expectNothingOverflows(page);
	expect(pageCount(await printed(page, 'lamplight-characters'))).toBe(1);
	// A sheet that is not there says so.
	await page.goto('/sheets?script=no-such-script');
	await expect(page.getByRole('alert')).toBeVisible();
});

test('中文：华灯初上与山雨欲来的导入剧本，角色表一页，夜晚顺序表含其夜晚步骤', async ({ page }) => {
	await page.goto('/new');
	await page.getByTestId('script-import-open').click();
	await page.getByTestId('import-file').setInputFiles(ZH_EDITIONS);
	await expect(page.locator('[data-testid^="script-"][aria-pressed="true"]')).toContainText(
		'华灯试演'
	);
	await page.getByRole('link', { name: /Print the script sheets|打印剧本表/ }).click();
	await expect(page).toHaveURL(/\/sheets\?script=/);
	await page.goto(`${page.url()}&lang=zh-CN`);
	const sheet = page.getByTestId('character-sheet');
	await expect(sheet.locator('h1')).toHaveText('华灯试演');
	for (const name of [
		'戏子',
		'郎中',
		'钦天监',
		'暴君',
		'刀客',
		'洗衣妇',
		'厨师',
		'小恶魔',
		'投毒者',
		'守更人'
	])
		await expect(sheet.getByText(name, { exact: true }).first()).toBeVisible();
	// The maker's credit card is not a character.
	await expect(sheet.getByText('鸭镇制作')).toHaveCount(0);
	await expect(sheet.locator('li[data-character]')).toHaveCount(10);
	await expectNothingOverflows(page);
	expect(pageCount(await printed(page, 'zh-editions-characters-zh'))).toBe(1);
	await page.screenshot({ path: test.info().outputPath('zh-editions-zh.png'), fullPage: true });

	await page.getByText('Night sheet (for the storyteller)').click();
	const night = page.getByTestId('night-sheet');
	for (const step of ['langzhong', 'daoke', 'chef', 'poisoner'])
		await expect(night.locator(`[data-step="${step}"]`).first()).toBeVisible();
	await expectNothingOverflows(page);
	expect(pageCount(await printed(page, 'zh-editions-night-zh'))).toBeLessThanOrEqual(2);
});
