import { expect, test, type Page } from '@playwright/test';
import { storedSetting } from './helpers';
import { reloadSaved } from './fixtures/play-game';

// The language follows the device at first, can be switched in settings, and the choice is
// remembered across a reload: on the home screen and on a character's page.

test.use({ locale: 'en-US' });

async function chooseLanguage(page: Page, label: 'English' | '简体中文') {
	await page.goto('/settings');
	await page.getByRole('radio', { name: label }).check({ force: true });
	await expect(page.getByRole('radio', { name: label })).toBeChecked();
	// The choice is written to IndexedDB just after the screen switches; a full page load
	// before the write lands would read the old language.
	const stored = label === 'English' ? 'en' : 'zh-CN';
	await expect.poll(() => storedSetting(page, 'locale')).toBe(stored);
}

/** No message key (area.name…) may reach the screen in place of words. */
async function expectNoRawKeys(page: Page) {
	const text = await page.locator('body').innerText();
	expect(text).not.toMatch(
		/\b(app|nav|home|game|new|settings|time|error|setup|play|data|reference|variant|werewolf)\.[a-zA-Z]+(\.[\w-]+)*\b/
	);
}

test('switches the home screen and a character page between English and Chinese, and remembers', async ({
	page
}) => {
	await page.goto('/');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText("Storyteller's Grimoire");
	await expect(page.getByRole('link', { name: 'New game' })).toBeVisible();
	await expect(page.getByRole('link', { name: 'Characters' })).toBeVisible();
	await expect(page.locator('html')).toHaveAttribute('lang', 'en');
	await expectNoRawKeys(page);

	await chooseLanguage(page, '简体中文');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('设置');

	await page.goto('/');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('说书人魔典');
	await expect(page.getByRole('link', { name: '开始新游戏' })).toBeVisible();
	await expectNoRawKeys(page);

	// From home to the reference, to a character.
	await page.getByRole('link', { name: '角色百科' }).click();
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('角色百科');
	await page.getByRole('searchbox').fill('洗衣');
	await page.getByRole('link', { name: /洗衣妇/ }).click();
	await expect(page).toHaveURL(/\/characters\/washerwoman$/);
	await expect(page.getByRole('heading', { level: 2 })).toHaveText('洗衣妇');
	await expect(page.getByRole('heading', { name: '能力' })).toBeVisible();
	await expect(page.getByRole('heading', { name: '首个夜晚' })).toBeVisible();
	await expect(page.getByText('镇民', { exact: true }).first()).toBeVisible();
	await expectNoRawKeys(page);

	// Remembered after a reload (stored in IndexedDB, not just in memory).
	await reloadSaved(page);
	await expect(page.getByRole('heading', { level: 2 })).toHaveText('洗衣妇');
	await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

	await chooseLanguage(page, 'English');
	await page.goto('/characters/washerwoman');
	await expect(page.getByRole('heading', { level: 2 })).toHaveText('Washerwoman');
	await expect(page.getByRole('heading', { name: 'Ability' })).toBeVisible();
	await expect(page.getByRole('heading', { name: 'First night' })).toBeVisible();
	// The other language stays readable below.
	await expect(page.getByText('洗衣妇', { exact: true })).toBeVisible();
	await expectNoRawKeys(page);

	await reloadSaved(page);
	await expect(page.getByRole('heading', { level: 2 })).toHaveText('Washerwoman');
	await page.goto('/');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText("Storyteller's Grimoire");
});

test.describe('a Chinese device', () => {
	test.use({ locale: 'zh-CN' });

	test('starts in Chinese', async ({ page }) => {
		await page.goto('/');
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('说书人魔典');
		await expect(page.getByRole('link', { name: '角色百科' })).toBeVisible();
	});
});
