import { expect, test } from '@playwright/test';
import { gameId, selectValues, stored, waitStored } from './werewolf-games';
import { reloadSaved } from './fixtures/play-game';

test.use({ locale: 'zh-CN', viewport: { width: 1024, height: 768 } });

// A 沉取场 game created from /new, played through the desk (night 0, a ballot, a night action),
// stored at every step: a reload finds it exactly as it was, and the home list shows it.
test('沉取场: created from /new, night 0, ballots and a night action survive reloads', async ({
	page
}) => {
	await page.goto('/new');
	await page.getByTestId('ruleset-werewolf-chenqu').click();
	await page.getByTestId('ww-players-21').click();
	await page.getByTestId('ww-names').fill('甲\n乙\n丙');
	await page.getByTestId('ww-create').click();
	await page.waitForURL(/\/game\//);
	const id = gameId(page);
	const phase = page.getByTestId('wwc-phase');
	await expect(phase).toHaveText('准备');
	expect((await stored(page, id)).events).toBe(2);
	expect((await stored(page, id)).row).toMatchObject({
		ruleset: 'werewolf-chenqu',
		playerCount: 21,
		status: 'setup'
	});

	await page.getByRole('button', { name: '开始游戏' }).click();
	await expect(phase).toHaveText('游戏开始（第 0 夜）');
	await page.getByRole('button', { name: '加入狼队' }).click();
	const arrows = page.getByRole('combobox', { name: /爱神之箭/ });
	await arrows.nth(0).selectOption('s1');
	await arrows.nth(1).selectOption('s2');
	await page.getByRole('button', { name: '确定情侣' }).click();
	await expect(page.getByText(/甲.*乙|乙.*甲/).first()).toBeVisible();
	await page.getByRole('button', { name: '天亮：开始第 1 天' }).click();
	await expect(phase).toHaveText('第 1 天');

	// Ballots: 甲 and 乙 vote for 丙, 丙 abstains.
	const ballots = page.locator('.ballots select');
	await ballots.nth(0).selectOption('s3');
	await ballots.nth(1).selectOption('s3');
	await ballots.nth(2).selectOption('-');
	await waitStored(page, id, 9);
	const before = await selectValues(page, '.ballots select');
	expect(before.slice(0, 3)).toEqual(['s3', 's3', '-']);

	await reloadSaved(page);
	await expect(phase).toHaveText('第 1 天');
	await expect(ballots.nth(2)).toBeVisible();
	expect(await selectValues(page, '.ballots select')).toEqual(before);

	// Undo goes through storage too.
	await page.getByTestId('wwc-undo').click();
	await waitStored(page, id, 8);
	await reloadSaved(page);
	await expect(phase).toHaveText('第 1 天');
	await expect(ballots.nth(2)).toBeVisible();
	expect((await selectValues(page, '.ballots select')).slice(0, 3)).toEqual(['s3', 's3', '']);

	// Count (elects the sheriff), then night 1 with the first skill of the sheet entered.
	await page.getByRole('button', { name: '结束投票并计票' }).click();
	await page.getByRole('button', { name: '确认计票结果' }).click();
	await page.getByRole('button', { name: '入夜：开始第 1 夜' }).click();
	await expect(phase).toHaveText('第 1 夜');
	const sheet = page.locator('.sheet select').first();
	const target = await sheet.locator('option').nth(1).getAttribute('value');
	await sheet.selectOption(target!);
	await waitStored(page, id, 12);
	const night = await selectValues(page, '.sheet select');
	await reloadSaved(page);
	await expect(phase).toHaveText('第 1 夜');
	await expect(sheet).toBeVisible();
	expect(await selectValues(page, '.sheet select')).toEqual(night);
	expect((await stored(page, id)).row).toMatchObject({ phaseLabel: 'night:1' });

	// The home list shows the game with its board and phase.
	await page.goto('/');
	const card = page.locator(`[data-game="${id}"]`);
	await expect(card).toContainText('版杀狼人 · 沉取场');
	await expect(card).toContainText('第1夜');
	await expect(card).toContainText('21');
});

// The director's inputs on the 角色 tab, through the stored game: a ruling puts a player out,
// their last words are written, a ruling brings them back, the sheriff is set by hand.
test('沉取场: the director rules a player out and back, writes last words and sets the sheriff', async ({
	page
}) => {
	await page.goto('/new');
	await page.getByTestId('ruleset-werewolf-chenqu').click();
	await page.getByTestId('ww-players-21').click();
	await page.getByTestId('ww-names').fill('甲\n乙\n丙');
	await page.getByTestId('ww-create').click();
	await page.waitForURL(/\/game\//);
	const id = gameId(page);
	await page.getByRole('button', { name: '开始游戏' }).click();
	await expect(page.getByTestId('wwc-phase')).toHaveText('游戏开始（第 0 夜）');
	await waitStored(page, id, 3);

	await page.getByRole('tab', { name: '角色' }).click();
	await expect(page.getByText('还没有可以留遗言的出局者')).toBeVisible();
	await page.getByRole('combobox', { name: '裁定出局 · 玩家' }).selectOption('s1');
	await page.getByRole('textbox', { name: '裁定出局 · 理由' }).fill('超时未发言');
	await page.getByTestId('wwc-out-apply').click();
	await waitStored(page, id, 4);
	await expect(page.locator('tr.gone')).toHaveCount(1);

	await page.getByRole('combobox', { name: '遗言 · 玩家' }).selectOption('s1');
	await page.getByRole('textbox', { name: '遗言内容' }).fill('我是好人');
	await page.getByRole('button', { name: '保存遗言' }).click();
	await waitStored(page, id, 5);

	await page.getByRole('combobox', { name: '设定警长 · 玩家' }).selectOption('s2');
	await page.getByRole('textbox', { name: '设定警长 · 理由' }).fill('补选');
	await page.getByTestId('wwc-sheriff-apply').click();
	await waitStored(page, id, 6);
	await expect(page.getByTestId('wwc-sheriff-now')).toHaveText(/乙/);

	// A reload finds all of it: the player out, the words, the sheriff.
	await reloadSaved(page);
	await page.getByRole('tab', { name: '角色' }).click();
	await expect(page.getByTestId('wwc-sheriff-now')).toHaveText(/乙/);
	await page.getByRole('combobox', { name: '遗言 · 玩家' }).selectOption('s1');
	await expect(page.getByRole('textbox', { name: '遗言内容' })).toHaveValue('我是好人');

	await page.getByRole('combobox', { name: '裁定回到游戏 · 玩家' }).selectOption('s1');
	await page.getByRole('textbox', { name: '裁定回到游戏 · 理由' }).fill('误判');
	await page.getByTestId('wwc-back-apply').click();
	await waitStored(page, id, 7);
	await expect(page.locator('tr.gone')).toHaveCount(0);
	await expect(page.getByText('还没有可以留遗言的出局者')).toBeVisible();
});

// 处于吹笛状态的角色发言时只能发出动物叫声，使用标点或小镇的表情: the director pastes a charmed
// player's post on the 公示 tab and sees what breaks the rule (issue 20).
test('沉取场: the posts tab checks a charmed player’s post', async ({ page }) => {
	await page.goto('/new');
	await page.getByTestId('ruleset-werewolf-chenqu').click();
	await page.getByTestId('ww-players-21').click();
	await page.getByTestId('ww-names').fill('甲\n乙\n丙');
	await page.getByTestId('ww-create').click();
	await page.waitForURL(/\/game\//);
	await page.getByRole('tab', { name: '公示' }).click();
	await expect(page.getByRole('heading', { name: '检查吹笛状态角色的发言' })).toBeVisible();
	const post = page.getByRole('textbox', { name: '发言内容' });
	await post.fill('汪汪！投丙，他是狼');
	await expect(page.getByTestId('charm-result')).toContainText('4个字符不在允许的声音之内');
	await expect(page.getByTestId('charm-char')).toHaveText(['投', '他', '是', '狼']);
	if (process.env.WWC_SHOTS)
		await page.screenshot({ path: `${process.env.WWC_SHOTS}/wwc-charm.png`, fullPage: true });
	await post.fill('喵？嗷……🐺');
	await expect(page.getByTestId('charm-result')).toHaveText('没有违规字符');
});
