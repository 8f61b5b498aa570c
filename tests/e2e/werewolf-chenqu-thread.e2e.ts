import { expect, test } from '@playwright/test';
import { gameId, stored, waitStored } from './werewolf-games';
import { settled } from './fixtures/play-game';

test.use({ locale: 'zh-CN', viewport: { width: 1024, height: 768 } });

/** An instant written in Beijing time (the forum's time). */
const bj = (d: number, hh: number, mm: number) => new Date(Date.UTC(2026, 11, d, hh - 8, mm));

const NAMES = [
	'月下独酌',
	'小明',
	'青衫客',
	'夜雨',
	'阿白',
	'风起',
	'南柯',
	'老K',
	'北冥',
	'长安',
	'白露',
	'秋水',
	'寒江',
	'孤城',
	'星河',
	'青柠',
	'木子',
	'山鬼',
	'云中君',
	'江南'
];

// Day 1's vote thread as copied from the forum: the first floors in the page's block layout, the
// rest one line each. Day 1 opened on 1 December: its vote closes 2 December 21:30 (每“天”白天
// …某一自然日09:30~次日21:30). 青衫客 and 夜雨 tie 9–9 once 江南's late post (floor 21) is left out
// and 星河's 改投 (floor 18) replaces the first; 夜雨's ninth vote comes on floor 18, 青衫客's
// on floor 20: 夜雨 reached the most votes first and is sheriff (警长【竞岗】). 夜雨 did not vote.
const THREAD = `【第1天 投票贴】警长竞选，21:30 截止
月下独酌
发表于 2026-12-1 10:02 | 只看该作者
沙发
投 青衫客

小明
发表于 2026-12-1 10:15 | 只看该作者
板凳
投票：夜雨

阿白
发表于 2026-12-1 11:40 | 只看该作者
地板
@青衫客

风起
发表于 2026-12-1 12:03 | 只看该作者
5#
投 4号

南柯
发表于 2026-12-1 12:30 | 只看该作者
6#
我投“青衫客”，理由见讨论贴

老K
发表于 2026-12-1 13:01 | 只看该作者
7#
投 夜雨
8楼 北冥 2026-12-01 13:20 投 3号
9楼 长安 2026-12-01 14:00 投票：夜雨
10楼 白露 2026-12-01 14:30 投 青衫
11楼 秋水 2026-12-01 15:00 投票:夜雨
12楼 寒江 2026-12-01 15:10 投青衫客
13楼 孤城 2026-12-01 16:45 投 夜雨
14楼 星河 2026-12-01 17:00 投 青衫客
15楼 青柠 2026-12-01 17:30 投 夜雨
16楼 木子 2026-12-01 18:02 投 青衫客
17楼 山鬼 2026-12-01 19:40 投 夜雨
18楼 星河 2026-12-01 20:05 改投 夜雨
19楼 云中君 2026-12-01 20:50 投 青衫客
20楼 青衫客 2026-12-01 21:20 投 青衫客
21楼 江南 2026-12-02 21:45 投 青衫客`;

test('沉取场: the pasted vote thread elects the seed’s sheriff, the same after a correction', async ({
	page
}) => {
	await page.clock.install({ time: bj(1, 9, 0) });
	await page.goto('/new');
	await page.getByTestId('ruleset-werewolf-chenqu').click();
	await page.getByTestId('ww-players-20').click();
	await page.getByTestId('ww-names').fill(NAMES.join('\n'));
	await page.getByTestId('ww-create').click();
	await page.waitForURL(/\/game\//);
	const id = gameId(page);
	await page.getByRole('button', { name: '开始游戏' }).click();
	await page.getByRole('button', { name: '加入狼队' }).click();
	const arrows = page.getByRole('combobox', { name: /爱神之箭/ });
	await arrows.nth(0).selectOption('s1');
	await arrows.nth(1).selectOption('s2');
	await page.getByRole('button', { name: '确定情侣' }).click();
	await page.clock.setSystemTime(bj(1, 9, 30));
	await page.getByRole('button', { name: '天亮：开始第 1 天' }).click();
	await expect(page.getByTestId('wwc-phase')).toHaveText('第 1 天');
	await waitStored(page, id, 6);

	// Paste, read: twenty posts, each shown beside its original lines.
	const paste = page.getByTestId('thread-paste');
	await paste.getByRole('textbox', { name: '投票贴内容' }).fill(THREAD);
	await paste.getByRole('button', { name: '读取' }).click();
	const posts = paste.getByTestId('thread-post');
	await expect(posts).toHaveCount(20);
	// The deadline is the desk clock's, not the first post's day.
	await expect(paste.getByLabel('投票截止')).toHaveValue('2026-12-02T21:30');
	await expect(posts.nth(0)).toContainText('2 楼');
	await expect(posts.nth(0)).toContainText('月下独酌 → 青衫客');
	await expect(posts.nth(3)).toContainText('风起 → 夜雨');
	await expect(posts.nth(8)).toContainText('白露 → 青衫客');
	// The late post is flagged; 星河's first post gives way to the 改投, which counts.
	await expect(posts.nth(19)).toContainText('截止后发帖');
	await expect(posts.nth(19).getByRole('checkbox')).not.toBeChecked();
	await expect(posts.nth(12)).toContainText('之后已改投');
	await expect(posts.nth(12).getByRole('checkbox')).not.toBeChecked();
	await expect(posts.nth(16)).toContainText('星河 → 夜雨（改投）');
	await expect(posts.nth(16).getByRole('checkbox')).toBeChecked();
	if (process.env.WWC_SHOTS)
		await page.screenshot({ path: `${process.env.WWC_SHOTS}/wwc-paste.png`, fullPage: true });

	await paste.getByRole('button', { name: '确认并录入 18 张选票' }).click();
	await expect(paste.getByRole('status')).toHaveText('已录入 18 张选票');
	await waitStored(page, id, 24);
	await expect(page.getByTestId('wwc-non-voters')).toHaveText('未投票：夜雨和江南');
	// The outcome waits for the director to close the count (issue 31, part 4).
	const result = page.getByText('夜雨 当选警长');
	await expect(page.getByTestId('wwc-count-open')).toBeVisible();
	await expect(result).toHaveCount(0);
	const close = page.getByRole('button', { name: '结束投票并计票' });
	await close.click();
	await waitStored(page, id, 25);
	await expect(result).toBeVisible();
	await expect(page.getByText('平票：夜雨 最先达到 9 票')).toBeVisible();
	await page.getByRole('button', { name: '重新开放投票' }).click();
	await waitStored(page, id, 26);

	// 小明's ballot (floor 3) corrected to 青衫客 and back: its floor stays, so does the sheriff.
	const ballots = page.locator('.ballots');
	const xiaoming = ballots.getByRole('combobox', { name: '小明', exact: true });
	await xiaoming.selectOption('s3');
	await close.click();
	await expect(page.getByText('青衫客 当选警长')).toBeVisible();
	await page.getByRole('button', { name: '重新开放投票' }).click();
	await xiaoming.selectOption('s4');
	await waitStored(page, id, 30);
	await expect(ballots.getByRole('spinbutton', { name: '小明 的楼层' })).toHaveValue('3');

	await close.click();
	await expect(result).toBeVisible();
	await page.getByRole('button', { name: '确认计票结果' }).click();
	await waitStored(page, id, 32);
	expect((await stored(page, id)).events).toBe(32);
	await page.getByRole('tab', { name: '公示' }).click();
	const post = page.getByRole('textbox', { name: '第 1 天计票结果' });
	await expect(post).toHaveValue(/夜雨 当选警长。/);
	// Nobody went out: the post promises no last words.
	await expect(post).not.toHaveValue(/遗言/);
});

// Issue 31: the same day read the way forum threads are copied. 北冥 is out (the director's ruling)
// and still posts; 阿白 quotes 月下独酌's post (Discuz copies its header “月下独酌 发表于 …”) and
// writes 同投; 白露 replies to floor 6 with 同投 (南柯's vote, not 南柯); 星河 changes the vote
// with words that name 夜雨 too; 江南 posts after 21:30 of 2 December. Read right, 青衫客 has 9
// and 夜雨 8: 青衫客 is sheriff (【竞岗】). Any one of these misread gives 夜雨 9 or a tie.
const DAY = `【第1天 投票贴】警长竞选，次日 21:30 截止
月下独酌
发表于 2026-12-1 10:02 | 只看该作者
沙发
投 青衫客

小明
发表于 2026-12-1 10:15 | 只看该作者
板凳
投票：夜雨

阿白
发表于 2026-12-1 11:40 | 只看该作者
地板
月下独酌 发表于 2026-12-1 10:02
投 青衫客
同投

风起
发表于 2026-12-1 12:03 | 只看该作者
5#
投 4号
6楼 南柯 2026-12-01 12:30 我投“青衫客”，理由见讨论贴
7楼 老K 2026-12-01 13:01 投 夜雨
8楼 北冥 2026-12-01 13:20 投 夜雨
9楼 长安 2026-12-01 14:00 投票：夜雨
10楼 白露 2026-12-01 14:30 回复 6楼 南柯 的帖子 同投
11楼 秋水 2026-12-01 15:00 投票:夜雨
12楼 寒江 2026-12-01 15:10 投 夜雨
13楼 孤城 2026-12-01 16:45 投 夜雨
14楼 星河 2026-12-01 17:00 投 夜雨
15楼 青柠 2026-12-01 17:30 投 青衫客
16楼 木子 2026-12-01 18:02 投 青衫客
17楼 山鬼 2026-12-01 19:40 投 青衫客
18楼 星河 2026-12-02 10:05 改投 青衫客，夜雨昨天那段发言我收回
19楼 云中君 2026-12-02 20:50 投 夜雨
20楼 青衫客 2026-12-02 21:20 投 青衫客
21楼 江南 2026-12-02 21:45 投 夜雨`;

test('沉取场: a quote, 同投, 改投, a late post and a player who is out, read as the seed says', async ({
	page
}) => {
	await page.clock.install({ time: bj(1, 9, 0) });
	await page.goto('/new');
	await page.getByTestId('ruleset-werewolf-chenqu').click();
	await page.getByTestId('ww-players-20').click();
	await page.getByTestId('ww-names').fill(NAMES.join('\n'));
	await page.getByTestId('ww-create').click();
	await page.waitForURL(/\/game\//);
	const id = gameId(page);
	await page.getByRole('button', { name: '开始游戏' }).click();
	await page.getByRole('button', { name: '加入狼队' }).click();
	const arrows = page.getByRole('combobox', { name: /爱神之箭/ });
	await arrows.nth(0).selectOption('s1');
	await arrows.nth(1).selectOption('s2');
	await page.getByRole('button', { name: '确定情侣' }).click();
	await page.clock.setSystemTime(bj(1, 9, 30));
	await page.getByRole('button', { name: '天亮：开始第 1 天' }).click();
	await expect(page.getByTestId('wwc-phase')).toHaveText('第 1 天');
	await waitStored(page, id, 6);
	// 北冥 (seat 9) is out: 结算结束后，不能继续参与讨论、投票.
	await page.getByRole('tab', { name: '角色' }).click();
	await page.getByRole('combobox', { name: '裁定出局 · 玩家' }).selectOption('s9');
	await page.getByRole('textbox', { name: '裁定出局 · 理由' }).fill('导演裁定');
	await page.getByTestId('wwc-out-apply').click();
	await waitStored(page, id, 7);
	await page.getByRole('tab', { name: '流程' }).click();

	const paste = page.getByTestId('thread-paste');
	await paste.getByRole('textbox', { name: '投票贴内容' }).fill(DAY);
	await paste.getByRole('button', { name: '读取' }).click();
	const posts = paste.getByTestId('thread-post');
	// Twenty posts: the quoted header starts none of its own.
	await expect(posts).toHaveCount(20);
	await expect(paste.getByLabel('投票截止')).toHaveValue('2026-12-02T21:30');
	const status = (i: number) => posts.nth(i).getByTestId('thread-status');
	// The quote stays in 阿白's post, shown as quoted; 同投 follows the quoted post.
	await expect(posts.nth(2).locator('.line.quoted')).toHaveText([
		'月下独酌 发表于 2026-12-1 10:02',
		'投 青衫客'
	]);
	await expect(posts.nth(2)).toContainText('阿白 → 青衫客（同 2 楼）');
	await expect(status(2)).toHaveText('将录入 ✓');
	// The original text is kept exactly: full-width punctuation and all.
	await expect(posts.nth(4).locator('.original')).toHaveText(
		'6楼 南柯 2026-12-01 12:30 我投“青衫客”，理由见讨论贴'
	);
	await expect(posts.nth(6)).toContainText('不能投票（已出局或罚下）');
	await expect(status(6)).toHaveText('不录入');
	await expect(posts.nth(8)).toContainText('白露 → 青衫客（同 6 楼）');
	await expect(posts.nth(12)).toContainText('之后已改投');
	await expect(status(12)).toHaveText('不录入');
	await expect(posts.nth(16)).toContainText('星河 → 青衫客（改投）');
	await expect(status(16)).toHaveText('将录入 ✓');
	await expect(posts.nth(19)).toContainText('截止后发帖');
	await expect(status(19)).toHaveText('不录入');

	// Ticked anyway, 北冥's post shows the engine's refusal on its own line, before anything is entered.
	await posts.nth(6).getByRole('checkbox').click();
	await expect(posts.nth(6).getByTestId('thread-refusal')).toHaveText(
		'录入会被拒绝：北冥 不能投票（出局或罚下）'
	);
	await expect(status(6)).toHaveText('不录入');
	await expect(posts.nth(6).getByRole('checkbox')).not.toBeChecked();
	await expect(paste.getByText('1 张会被拒绝，原因见各楼')).toBeVisible();
	await page.screenshot({ path: 'test-results/wwc-thread-review-1024.png' });
	await settled(page);
	expect((await stored(page, id)).events).toBe(7);

	await paste.getByRole('button', { name: '确认并录入 17 张选票' }).click();
	await expect(paste.getByRole('status').last()).toHaveText('已录入 17 张选票');
	await waitStored(page, id, 24);
	await expect(page.getByTestId('wwc-non-voters')).toHaveText('未投票：夜雨和江南');
	// The outcome shows once the count is closed, and is applied by confirming it.
	await expect(page.getByText('青衫客 当选警长')).toHaveCount(0);
	await page.getByRole('button', { name: '结束投票并计票' }).click();
	await waitStored(page, id, 25);
	await expect(page.getByText('青衫客 当选警长')).toBeVisible();
	await page.getByRole('button', { name: '确认计票结果' }).click();
	await waitStored(page, id, 26);
	await page.getByRole('tab', { name: '公示' }).click();
	await expect(page.getByRole('textbox', { name: '第 1 天计票结果' })).toHaveValue(
		/青衫客 当选警长。/
	);
});
