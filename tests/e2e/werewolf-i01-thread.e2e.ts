import { type Page, expect, test } from '@playwright/test';
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

/** Seat number (1…12) of each role, read from the director's table (the deal is random). */
async function roleSeats(page: Page) {
	await page.getByRole('tab', { name: '角色', exact: true }).click();
	const table = page.locator('table', { has: page.getByRole('columnheader', { name: '身份' }) });
	const roles = await table.locator('tbody tr td:nth-child(3)').allTextContents();
	const out: Record<string, number[]> = {};
	roles.forEach((r, i) => (out[r.trim()] = [...(out[r.trim()] ?? []), i + 1]));
	await page.getByRole('tab', { name: '流程', exact: true }).click();
	return out;
}

// Issue 31, I01 day 2: villager B was killed on night 1 and still posts a vote (出局状态：不能
// 讨论、投票); 玩家p2 quotes floor 2 (Discuz copies its header) and writes 同投; p3 replies to floor
// 3 with 同投 (p1's vote, not p1); p5 changes the vote (改投) with words that name X too; p9 posts at
// 21:05 of 4 December, after the desk's 21:00. Read right: Y has 5 (more with the sheriff's 2.1),
// X 3 (4.1 at most): Y goes out. Misreading the 改投 alone ties them 4–4 before the sheriff.
test('I01: day 2’s thread with a quote, 同投, 改投, a late post and a player who is out', async ({
	page
}) => {
	test.setTimeout(120_000);
	await page.clock.install({ time: bj(1, 5, 50) });
	await page.goto('/new');
	await page.getByTestId('ruleset-werewolf-i01').click();
	await page.getByTestId('ww-create').click();
	await page.waitForURL(/\/game\//);
	const phase = page.getByTestId('i01-phase');
	const r = await roleSeats(page);
	const seat = (role: string, i = 0) => {
		const n = r[role]?.[i];
		if (n === undefined) throw new Error(`${role} missing from the deal`);
		return n;
	};
	const [cupid, a, b, w1] = [seat('爱神'), seat('村民'), seat('村民', 1), seat('狼人')];
	await page.getByRole('combobox', { name: '情侣一' }).selectOption(`s${cupid}`);
	await page.getByRole('combobox', { name: '情侣二' }).selectOption(`s${a}`);
	await page.getByRole('button', { name: '成为情侣' }).click();
	await page.getByRole('button', { name: '结束第零日夜晚，开始第1天' }).click();
	await expect(phase).toHaveText('第1天白天');
	// Day 1: one ballot makes the werewolf w1 sheriff (【领导】 2.1 from day 2).
	await page.locator('.ballots select').nth(0).selectOption(`s${w1}`);
	await page.getByRole('button', { name: '计票', exact: true }).click();
	await page.clock.setSystemTime(bj(2, 21, 0));
	await page.getByRole('button', { name: '进入第1天夜晚' }).click();
	await expect(phase).toContainText('夜晚1');
	// Night 1: w1 kills villager B; nothing else is posted.
	const night = page.getByTestId('action-paste');
	await night
		.getByRole('textbox', { name: '夜晚行动帖内容' })
		.fill(`2楼 玩家${w1} 2026-12-02 21:35 刀 ${b}号`);
	await night.getByRole('button', { name: '读取' }).click();
	for (const step of [1, 2, 3])
		await page.getByRole('button', { name: `结算夜晚${step}`, exact: true }).click();
	await night.getByRole('button', { name: '确认并录入夜晚4的 1 项' }).click();
	await page.getByRole('button', { name: /^结算夜晚4/ }).click();
	await page.getByRole('button', { name: /^结算夜晚6/ }).click();
	await expect(phase).toHaveText('第1天夜晚已结算');
	await page.clock.setSystemTime(bj(3, 6, 0));
	await page.getByRole('button', { name: '开始第2天白天' }).click();
	await expect(phase).toHaveText('第2天白天');

	const p = Array.from({ length: 12 }, (_, i) => i + 1).filter((n) => n !== b);
	const [X, Y] = [p[9], p[8]] as [number, number];
	const DAY2 = `【第2天 投票帖】12-04 21:00 截止
玩家${p[0]}
发表于 2026-12-3 06:30 | 只看该作者
沙发
投 ${X}号

玩家${p[1]}
发表于 2026-12-3 07:00 | 只看该作者
板凳
投票：玩家${Y}

玩家${p[2]}
发表于 2026-12-3 08:15 | 只看该作者
地板
玩家${p[0]} 发表于 2026-12-3 06:30
投 ${X}号
同投
5楼 玩家${b} 2026-12-03 09:00 投 ${Y}号
6楼 玩家${p[3]} 2026-12-03 10:00 回复 3楼 玩家${p[1]} 的帖子 同投
7楼 玩家${p[4]} 2026-12-03 11:00 投 玩家${Y}
8楼 玩家${p[5]} 2026-12-03 12:00 投 玩家${X}
9楼 玩家${p[6]} 2026-12-03 13:00 投 ${X}号
10楼 玩家${p[7]} 2026-12-03 14:00 @玩家${Y}
11楼 玩家${p[8]} 2026-12-03 15:00 弃票
12楼 玩家${p[5]} 2026-12-04 09:00 改投 ${Y}号，玩家${X}的发言我收回
13楼 玩家${p[9]} 2026-12-04 21:05 投 玩家${X}`;
	const paste = page.getByTestId('thread-paste');
	await paste.getByRole('textbox', { name: '投票贴内容' }).fill(DAY2);
	await paste.getByRole('button', { name: '读取' }).click();
	const posts = paste.getByTestId('thread-post');
	await expect(posts).toHaveCount(12);
	await expect(paste.getByLabel('投票截止')).toHaveValue('2026-12-04T21:00');
	const status = (i: number) => posts.nth(i).getByTestId('thread-status');
	// “玩家n → …”, with the sheriff's weight after the name when n is the sheriff.
	const reads = (i: number, who: number, rest: string) =>
		expect(posts.nth(i)).toContainText(new RegExp(`玩家${who}(（计 2\\.1 票）)?\\s*→\\s*${rest}`));
	await expect(posts.nth(2).locator('.line.quoted')).toHaveCount(2);
	await reads(2, p[2]!, `玩家${X}（同 2 楼）`);
	await expect(posts.nth(3)).toContainText('不能投票（已出局或罚下）');
	await expect(status(3)).toHaveText('不录入');
	await reads(4, p[3]!, `玩家${Y}（同 3 楼）`);
	await expect(posts.nth(6)).toContainText('之后已改投');
	await expect(status(6)).toHaveText('不录入');
	await reads(10, p[5]!, `玩家${Y}（改投）`);
	await expect(status(10)).toHaveText('将录入 ✓');
	await expect(posts.nth(11)).toContainText('截止后发帖');
	await expect(status(11)).toHaveText('不录入');
	await reads(9, p[8]!, `弃票`);
	// The sheriff's post shows its weight (p[10] posts nothing).
	if (w1 !== p[10]) await expect(paste).toContainText(`玩家${w1}（计 2.1 票） →`);
	// Ticked anyway, B's post shows the engine's refusal before anything is entered.
	await posts.nth(3).getByRole('checkbox').click();
	await expect(posts.nth(3).getByTestId('thread-refusal')).toContainText('处于出局状态');
	await expect(posts.nth(3).getByRole('checkbox')).not.toBeChecked();
	await page.screenshot({ path: 'test-results/i01-thread-review-1024.png' });

	await paste.getByRole('button', { name: '确认并录入 9 张选票' }).click();
	await expect(paste.getByRole('status').last()).toHaveText('已录入 9 张选票');
	await expect(
		// The live count says what closing now would give (the count is not closed yet).
		page
			.getByText(
				new RegExp(`^（尚未计票）若此时结束投票：${Y}号 玩家${Y}得票最多（[\\d.]+票），出局$`)
			)
			.first()
	).toBeVisible();
});
