import { expect, test } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { dealFromBag, importScriptFile, toCharactersStep } from './helpers';

// The Chinese editions 华灯初上 and 山雨欲来 as built-in characters: a script file of them (with an
// official Chef) imports as built-in characters, deals, and its first night wakes them in their
// place among the official steps with their texts; the reference finds them in both languages.

test.setTimeout(90_000);

const FILE = fileURLToPath(new URL('./fixtures/zh-editions-script.json', import.meta.url));

test.describe('a game on a script of the Chinese editions', () => {
	test.use({ locale: 'en-US', viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });

	test('imports, deals and wakes its characters in the night order', async ({ page }) => {
		await importScriptFile(page, FILE, 'Lantern Street');

		await toCharactersStep(page, 5);
		await expect(page.getByTestId('setup-ok')).toBeVisible();
		await dealFromBag(page, 5);
		await page.getByTestId('start-night').click();

		// The official order with the Chinese editions' steps between: the Horned Eagle (蛊雕)
		// after the Poisoner's place, the Warden (典狱长) after the Damsel's, the Herbalist (郎中)
		// right after the Chef, the Swordsman (刀客, a default place after the Butler's).
		const title = page.locator('.night article h3');
		const seen: string[] = [];
		for (let i = 0; i < 7; i++) {
			const name = (await title.textContent())?.trim() ?? '';
			seen.push(name);
			if (name === 'Swordsman')
				await expect(page.locator('.night')).toContainText('HUNTED reminder');
			if (name === 'Dawn') break;
			await page.getByRole('button', { name: 'Done', exact: true }).click();
			await expect(title).not.toHaveText(name);
		}
		expect(seen).toEqual([
			'Dusk',
			'Horned Eagle',
			'Warden',
			'Chef',
			'Herbalist',
			'Swordsman',
			'Dawn'
		]);
	});
});

test.describe('the character reference in Chinese', () => {
	test.use({ locale: 'zh-CN', viewport: { width: 1024, height: 768 } });

	test('lists both editions and finds their characters by Chinese and English name', async ({
		page
	}) => {
		await page.goto('/characters');
		const grid = page.getByRole('list');
		const editions = page.getByRole('group', { name: '版本' });
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('角色百科', {
			timeout: 30_000
		});
		await page.screenshot({ path: test.info().outputPath('characters-zh-1024.png') });
		await expect(editions.getByRole('radio', { name: '华灯初上' })).toBeAttached();
		await expect(editions.getByRole('radio', { name: '山雨欲来' })).toBeAttached();
		await expect(editions.locator('label', { hasText: '华灯初上' })).toBeVisible();

		await page.getByRole('searchbox').fill('暴君');
		await expect(grid.getByRole('link')).toHaveCount(1);
		await expect(grid.getByRole('link')).toContainText('暴君');
		await page.getByRole('searchbox').fill('Herbalist');
		await expect(grid.getByRole('link')).toHaveCount(1);
		await expect(grid.getByRole('link')).toContainText('郎中');

		await editions.locator('label', { hasText: '山雨欲来' }).click();
		await page.getByRole('searchbox').fill('');
		await expect(grid.getByRole('link')).toHaveCount(22);
		await page.screenshot({ path: test.info().outputPath('characters-syyl-zh-1024.png') });

		await grid.getByRole('link', { name: /暴君/ }).click();
		await expect(page).toHaveURL(/\/characters\/baojun$/);
		await expect(page.getByRole('heading', { level: 2 })).toHaveText('暴君');
		await expect(page.locator('dd[data-night="other"]')).toContainText(/\d+/);
		await page.screenshot({ path: test.info().outputPath('baojun-zh-1024.png'), fullPage: true });
	});
});
