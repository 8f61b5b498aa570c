import { expect, test } from '@playwright/test';

test.use({ locale: 'zh-CN', viewport: { width: 768, height: 1024 } });

test('a broken script’s problems are listed in Chinese, each with its place in the file', async ({
	page
}) => {
	await page.goto('/new');
	await page.getByTestId('script-import-open').click();
	await page
		.getByTestId('import-text')
		.fill(JSON.stringify(['washerwoman', 'washerwomen', 7, { id: '_meta', name: 'Broken' }]));
	await page.getByTestId('import-submit').click();
	const errors = page.getByTestId('import-errors');
	await expect(errors).toContainText('[1]: 未知的角色 id“washerwomen”');
	await expect(errors).toContainText('[2]: 应为角色 id 或角色对象，现在是数字');
	await expect(page.locator('[data-testid^="script-s-"]')).toHaveCount(0);
});
