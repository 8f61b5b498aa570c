import { type Page, expect, test } from '@playwright/test';
import { gameId, waitStored } from './werewolf-games';

test.use({ locale: 'zh-CN', viewport: { width: 1024, height: 768 } });

/** An instant written in Beijing time (the forum's time). */
const bj = (d: number, hh: number, mm: number) => new Date(Date.UTC(2026, 11, d, hh - 8, mm));

/** No text in the clock is cut inside a word: every box is as wide as its content needs. */
async function noOverflow(page: Page) {
	const cut = await page
		.locator('section.clock')
		.evaluate((root) =>
			[...root.querySelectorAll('p, span, strong, button, summary, label')]
				.filter((el) => el.scrollWidth > el.clientWidth + 1)
				.map((el) => el.textContent)
		);
	expect(cut).toEqual([]);
}

// The director's path: a 沉取场 night, the guard's 【守护之盾】 (due 21:45) entered at 22:20, so the
// clock marks it 逾期作废; the director confirms it void (it leaves the night, the log says so),
// and undo brings it back.
test('沉取场: a late action is marked 逾期作废 and the director voids it', async ({ page }) => {
	await page.clock.install({ time: bj(1, 9, 0) });
	await page.goto('/new');
	await page.getByTestId('ruleset-werewolf-chenqu').click();
	await page.getByTestId('ww-players-21').click();
	await page.getByTestId('ww-create').click();
	await page.waitForURL(/\/game\//);
	const id = gameId(page);
	const phase = page.getByTestId('wwc-phase');
	await page.getByRole('button', { name: '开始游戏' }).click();
	await expect(phase).toHaveText('游戏开始（第 0 夜）');
	const next = page.getByTestId('clock-next');
	await expect(next).toContainText('下一截止：下一个白天开始');
	await expect(next).toContainText('12-01 09:30 截止');
	await page.getByRole('button', { name: '加入狼队' }).click();
	const arrows = page.getByRole('combobox', { name: /爱神之箭/ });
	await arrows.nth(0).selectOption('s1');
	await arrows.nth(1).selectOption('s2');
	await page.getByRole('button', { name: '确定情侣' }).click();
	await page.clock.setSystemTime(bj(1, 9, 30));
	await page.getByRole('button', { name: '天亮：开始第 1 天' }).click();
	await expect(phase).toHaveText('第 1 天');
	await expect(next).toContainText('下一截止：投票结束，计票');
	await expect(next).toContainText('12-02 21:30 截止');

	await page.clock.setSystemTime(bj(2, 21, 30));
	await page.locator('.ballots select').nth(0).selectOption('s3');
	await page.getByRole('button', { name: '结束投票并计票' }).click();
	await page.getByRole('button', { name: '确认计票结果' }).click();
	await page.clock.setSystemTime(bj(2, 21, 31));
	await page.getByRole('button', { name: '入夜：开始第 1 夜' }).click();
	await expect(phase).toHaveText('第 1 夜');
	await expect(next).toContainText('【守护之盾】【隔音之盾】');
	await expect(page.getByTestId('clock-left')).toHaveText(/还剩 1[34]:\d\d/);
	await page.screenshot({ path: 'test-results/clock-chenqu-1024.png' });
	await noOverflow(page);

	// 22:20: the guard's reply comes in, 35 minutes after 21:45.
	await page.clock.setSystemTime(bj(2, 22, 20));
	const sheet = page.locator('.sheet select').first();
	const target = await sheet.locator('option').nth(1).getAttribute('value');
	await sheet.selectOption(target!);
	await waitStored(page, id, 11);
	const late = page.getByTestId('clock-late');
	await expect(late).toContainText('逾期作废');
	await expect(late).toContainText('回复于 12-02 22:20 期限 12-02 21:45');
	await expect(next).toContainText('【解药】【毒药】');
	await page.setViewportSize({ width: 390, height: 844 });
	await late.scrollIntoViewIfNeeded();
	await page.screenshot({ path: 'test-results/clock-chenqu-390.png', fullPage: true });
	await page
		.locator('section.clock')
		.screenshot({ path: 'test-results/clock-chenqu-390-clock.png' });
	await noOverflow(page);

	await page.getByRole('button', { name: '确认作废' }).click();
	await waitStored(page, id, 12);
	await expect(late).toContainText('已作废');
	await expect(sheet).toHaveValue('');

	// Undo: the ruling is taken back, the action is on the night again and waits for a ruling.
	await page.getByTestId('wwc-undo').click();
	await waitStored(page, id, 11);
	await expect(sheet).toHaveValue(target!);
	await expect(page.getByRole('button', { name: '确认作废' })).toBeVisible();
});

// I01: night zero owes 【金箭】 (a ‹强制› skill) by 06:00; past it, the desk says the host's
// preset settles it, and applying it names the lovers and logs the preset.
test('I01: a missed 【金箭】 is settled by the host’s preset at the deadline', async ({ page }) => {
	await page.clock.install({ time: bj(1, 5, 50) });
	await page.goto('/new');
	await page.getByTestId('ruleset-werewolf-i01').click();
	await page.getByTestId('ww-create').click();
	await page.waitForURL(/\/game\//);
	const id = gameId(page);
	await expect(page.getByTestId('i01-phase')).toHaveText('第零日夜晚');
	await expect(page.getByTestId('clock-forced')).toContainText('爱神【金箭】 12-01 06:00 截止');
	await page.screenshot({ path: 'test-results/clock-i01-1024.png' });
	await noOverflow(page);

	await page.clock.setSystemTime(bj(1, 6, 1));
	const missed = page.getByTestId('clock-forced-missed');
	await expect(missed).toContainText('爱神【金箭】逾期未发动：按主办预设（随机指定）处理。');
	await page.setViewportSize({ width: 390, height: 844 });
	await page.screenshot({ path: 'test-results/clock-i01-390.png' });
	await noOverflow(page);
	await page.getByRole('button', { name: '按预设处理' }).click();
	await waitStored(page, id, 3);
	await expect(page.getByTestId('clock-forced')).toHaveCount(0);
	await expect(page.getByText(/逾期未发动‹强制›【金箭】：按主办预设/).first()).toBeVisible();
});
