import { expect, test, type Page } from '@playwright/test';

// An I01 game from the new-game screen to its first night, on the built app: every step is
// stored, so a reload comes back to the same place.
test.use({ locale: 'zh-CN', viewport: { width: 1024, height: 768 } });

const phase = (page: Page) => page.getByTestId('i01-phase');

test('I01: new game, night zero, the sheriff vote, the first night phases, reload', async ({
	page
}) => {
	await page.goto('/new');
	await page.getByTestId('ruleset-werewolf-i01').click();
	await page.getByRole('button', { name: '创建游戏并随机发身份' }).click();
	await expect(phase(page)).toHaveText('第零日夜晚');

	// 爱神【金箭】 (强制): ending night zero without lovers is refused, with the reason.
	await page.getByRole('button', { name: '结束第零日夜晚，开始第1天' }).click();
	await expect(page.getByRole('alert')).toContainText('<强制>');
	const [a, b] = await page.getByRole('combobox', { name: '目标' }).all();
	await a?.selectOption({ index: 1 });
	await b?.selectOption({ index: 2 });
	await page.getByRole('button', { name: '成为情侣' }).click();
	await expect(page.getByText(/成为情侣，互知共群/)).toBeVisible();
	await page.getByRole('button', { name: '结束第零日夜晚，开始第1天' }).click();
	await expect(phase(page)).toHaveText('第1天白天');

	// Day 1 elects the sheriff: two ballots for seat 3, one for seat 5.
	const ballots = page.locator('.ballots select');
	await ballots.nth(0).selectOption({ index: 4 });
	await ballots.nth(1).selectOption({ index: 4 });
	await ballots.nth(4).selectOption({ index: 6 });
	await expect(page.getByText(/得票：3号 \S+ 2票，5号 \S+ 1票/)).toBeVisible();
	await page.getByRole('button', { name: '计票' }).click();
	await expect(page.getByText(/3号 \S+得票最多，成为警长/)).toBeVisible();
	await page.getByRole('button', { name: '进入第1天夜晚' }).click();
	await expect(phase(page)).toHaveText('第1天夜晚1');

	await page.getByRole('button', { name: '结算夜晚1' }).click();
	await expect(phase(page)).toHaveText('第1天夜晚2');

	await page.reload();
	await expect(phase(page)).toHaveText('第1天夜晚2');
	await page.getByRole('tab', { name: '公示' }).click();
	await expect(page.getByTestId('i01-post-vote')).toContainText('当选警长');
	await expect(page.getByTestId('i01-post-table')).toContainText('警长');
});
