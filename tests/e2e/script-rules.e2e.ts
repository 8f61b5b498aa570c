import { expect, test, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { dealFromBag, doneUntil, toCharactersStep } from './helpers';

// A script whose rules come as cards dressed as fabled characters (规则, 说明, a status card, a
// Bootlegger card, one marked as a rule), with a description and bootlegger rules in `_meta`:
// imported through the new-game screen, the screen counts the rule cards; in the game the
// storyteller reads the rules from the top bar, at night and by day, as text.

test.setTimeout(120_000);
test.use({ locale: 'zh-CN', viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });

const FILE = fileURLToPath(new URL('../fixtures/scripts/rule-cards.json', import.meta.url));

async function readRules(page: Page) {
	await page.getByRole('button', { name: '规则', exact: true }).click();
	const rules = page.getByTestId('script-rules');
	await expect(page.getByRole('dialog', { name: '剧本规则' })).toBeVisible();
	return rules;
}

test('the script’s rule cards are read during the night and the day', async ({ page }) => {
	await page.goto('/new');
	await page.getByTestId('script-import-open').click();
	await page.getByTestId('import-file').setInputFiles(FILE);
	const summary = page.getByTestId('import-summary');
	await expect(summary).toContainText('5 个官方角色');
	await expect(summary).toContainText('2 个自制角色');
	await expect(summary).toContainText('5 张规则卡');
	await expect(summary).toContainText('忽略 1 张非角色卡片（鸭镇制作）');

	await toCharactersStep(page, 5);
	await dealFromBag(page, 5);
	await page.getByTestId('start-night').click();

	// Night 1: the rules, in the file's order, in the screen's language.
	const rules = await readRules(page);
	const items = rules.locator('li');
	await expect(items).toHaveCount(8);
	await expect(items.nth(0)).toContainText('剧本简介');
	await expect(items.nth(0).locator('.text')).toHaveText(
		'第一行简介。\n第二行简介，带<b>粗体</b>标记也照原样显示。',
		{ useInnerText: true }
	);
	// The Chinese bootlegger list, not its English twin.
	await expect(items.nth(1)).toContainText('中文私酿规则：厨师多得知一个数字。');
	await expect(rules).not.toContainText('House rule in English');
	await expect(items.nth(2)).toContainText('迷糊');
	await expect(items.nth(3)).toContainText('规则');
	// Markup in a rule is text: shown as written, never run or drawn.
	await expect(items.nth(3).locator('.text')).toHaveText(
		'本剧本的规则一：白天只能私聊两次。\n规则二：<script>alert(1)</script>不会被执行。',
		{ useInnerText: true }
	);
	await expect(rules.locator('b, script')).toHaveCount(0);
	await expect(items.nth(4)).toContainText('说明：提名');
	await expect(items.nth(5)).toContainText('恍惚');
	await expect(items.nth(6)).toContainText('私货规则：镇民被处决时，说书人可以公开其阵营。');
	await expect(items.nth(7)).toContainText('游戏时长约九十分钟。');
	// Genuine homebrew fabled stay characters: not among the rules.
	await expect(rules).not.toContainText('魔法灯笼');
	await page.screenshot({ path: 'test-results/script-rules-night.png' });
	await page.getByRole('button', { name: '关闭' }).click();
	await expect(rules).toHaveCount(0);

	// To the day, and the rules again.
	const startDay = page.getByRole('button', { name: '天亮：开始第 1 天' });
	await doneUntil(page, '黎明', '跳过');
	await startDay.click();
	await expect(page.locator('.play')).toHaveAttribute('data-phase', 'day');
	const byDay = await readRules(page);
	await expect(byDay.locator('li')).toHaveCount(8);
	await expect(byDay).toContainText('每名玩家每天最多发起一次提名。');
});
