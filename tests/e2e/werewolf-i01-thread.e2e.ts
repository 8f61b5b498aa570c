import { expect, test } from '@playwright/test';
import { gameId, waitStored } from './werewolf-games';

test.use({ locale: 'zh-CN', viewport: { width: 1024, height: 768 } });

/** An instant written in Beijing time (the forum's time). */
const bj = (d: number, hh: number, mm: number) => new Date(Date.UTC(2026, 11, d, hh - 8, mm));

// Day 1 of an I01 game opened on 1 December: its vote closes 2 December 21:00 (游戏日). 3号 and
// 7号 tie 5–5 once 玩家9's first post (floor 4) gives way to their second (floor 12) and 玩家12's
// post at 21:05 is left out; 7号 reached five first (floor 12, 3号 on floor 13) and is sheriff
// (第一天白天在时间上优先得票最多的角色成为警长). Counting either wrong post makes 3号 sheriff.
const THREAD = `【第1天 投票帖】21:00 截止
玩家1
发表于 2026-12-2 09:02 | 只看该作者
沙发
投 3号

玩家2
发表于 2026-12-2 09:15 | 只看该作者
板凳
投票：玩家7
4楼 玩家9 2026-12-02 09:40 投 玩家3
5楼 玩家4 2026-12-02 10:03 @玩家3
6楼 玩家5 2026-12-02 10:30 投 7号
7楼 玩家6 2026-12-02 11:00 我投“玩家3”
8楼 玩家8 2026-12-02 12:00 投 玩家7
9楼 玩家10 2026-12-02 13:00 投票:玩家7
10楼 玩家11 2026-12-02 14:00 投 3号
11楼 玩家7 2026-12-02 15:00 弃票
12楼 玩家9 2026-12-02 16:00 改投 7号
13楼 玩家3 2026-12-02 20:50 投 玩家3
14楼 玩家12 2026-12-02 21:05 投 3号`;

test('I01: the pasted vote thread, with a late and a double post, elects the seed’s sheriff', async ({
	page
}) => {
	await page.clock.install({ time: bj(1, 5, 50) });
	await page.goto('/new');
	await page.getByTestId('ruleset-werewolf-i01').click();
	await page.getByTestId('ww-create').click();
	await page.waitForURL(/\/game\//);
	const id = gameId(page);
	const phase = page.getByTestId('i01-phase');
	await page.getByRole('combobox', { name: '情侣一' }).selectOption('s4');
	await page.getByRole('combobox', { name: '情侣二' }).selectOption('s5');
	await page.getByRole('button', { name: '成为情侣' }).click();
	await page.getByRole('button', { name: '结束第零日夜晚，开始第1天' }).click();
	await expect(phase).toHaveText('第1天白天');
	await waitStored(page, id, 4);

	const paste = page.getByTestId('thread-paste');
	await paste.getByRole('textbox', { name: '投票贴内容' }).fill(THREAD);
	await paste.getByRole('button', { name: '读取' }).click();
	const posts = paste.getByTestId('thread-post');
	await expect(posts).toHaveCount(13);
	// The deadline is the I01 clock's: 21:00 of the day after the day opened.
	await expect(paste.getByLabel('投票截止')).toHaveValue('2026-12-02T21:00');
	await expect(posts.nth(0)).toContainText('玩家1 → 玩家3');
	await expect(posts.nth(9)).toContainText('玩家7 → 弃票');
	await expect(posts.nth(2)).toContainText('之后已改投');
	await expect(posts.nth(2).getByRole('checkbox')).not.toBeChecked();
	await expect(posts.nth(10)).toContainText('玩家9 → 玩家7（改投）');
	await expect(posts.nth(10).getByRole('checkbox')).toBeChecked();
	await expect(posts.nth(12)).toContainText('截止后发帖');
	await expect(posts.nth(12).getByRole('checkbox')).not.toBeChecked();
	if (process.env.I01_SHOTS)
		await page.screenshot({ path: `${process.env.I01_SHOTS}/i01-paste.png`, fullPage: true });

	// The director counts the late post in anyway: it is entered, marked late and held.
	await posts.nth(12).getByRole('checkbox').check();
	await paste.getByRole('button', { name: '确认并录入 12 张选票' }).click();
	await expect(paste.getByRole('status')).toHaveText('已录入 12 张选票');
	await waitStored(page, id, 16);
	const late = page.getByTestId('clock-late');
	await expect(late).toContainText('投票 · 12号 玩家12');
	await expect(late).toContainText('回复于 12-02 21:05 期限 12-02 21:00');
	await expect(page.getByTestId('i01-ballot-late')).toHaveText('逾期待裁定');
	const tie = page.getByText('在时间上最先达到5票的7号 玩家7成为警长');
	await expect(tie).toBeVisible();
	if (process.env.I01_SHOTS) {
		await page.setViewportSize({ width: 390, height: 844 });
		await page.screenshot({ path: `${process.env.I01_SHOTS}/i01-late-390.png`, fullPage: true });
		await page.setViewportSize({ width: 1024, height: 768 });
	}
	await page.getByRole('button', { name: '计票', exact: true }).click();
	await expect(page.getByText('先裁定逾期选票（12号 玩家12）')).toBeVisible();

	// Kept, it counts: 3号 has six. Undone and voided: the seed's result again, and logged.
	await late.getByRole('button', { name: '仍然有效' }).click();
	await waitStored(page, id, 17);
	await expect(page.getByText('3号 玩家3得票最多，成为警长')).toBeVisible();
	await page.getByRole('button', { name: '撤销' }).click();
	await waitStored(page, id, 16);
	await late.getByRole('button', { name: '确认作废' }).click();
	await waitStored(page, id, 17);
	await expect(page.getByTestId('i01-ballot-late')).toHaveText('逾期作废');
	await expect(tie).toBeVisible();
	await page.getByRole('button', { name: '计票', exact: true }).click();
	await waitStored(page, id, 18);
	await expect(
		page
			.getByText(
				'12号 玩家12的选票超出投票截止时间（12-02 21:05 > 12-02 21:00）：主办确认逾期作废，不计票'
			)
			.first()
	).toBeVisible();
	await expect(page.getByText('在时间上最先达到5票的7号 玩家7成为警长').first()).toBeVisible();
});
