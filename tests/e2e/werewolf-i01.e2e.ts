import { expect, test } from '@playwright/test';
import { hold } from './helpers';
import { gameId, selectValues, stored, waitStored } from './werewolf-games';
import { reloadSaved, settled } from './fixtures/play-game';

test.use({ locale: 'zh-CN', viewport: { width: 1024, height: 768 } });

// With I01_SHOTS set to a folder, the public screen and the void card are saved there too.
const SHOTS = process.env.I01_SHOTS;

// An I01 game created from /new, played through the desk (night zero, ballots, the first night
// phase), stored at every step: a reload finds it exactly as it was, and the home list shows it.
test('I01: created from /new, night zero, ballots and a night phase survive reloads; the public screen shows 癫狂 and no role', async ({
	page
}) => {
	// A long walk (night zero, a day, two night phases, five reloads, the public screen).
	test.setTimeout(90_000);
	await page.goto('/new');
	await page.getByTestId('ruleset-werewolf-i01').click();
	await page.getByTestId('ww-create').click();
	await page.waitForURL(/\/game\//);
	const id = gameId(page);
	const phase = page.getByTestId('i01-phase');
	await expect(phase).toHaveText('第零日夜晚');
	expect((await stored(page, id)).row).toMatchObject({
		ruleset: 'werewolf-i01',
		playerCount: 12,
		phaseLabel: 'night:0'
	});

	await page.getByRole('combobox', { name: '情侣一' }).selectOption('s4');
	await page.getByRole('combobox', { name: '情侣二' }).selectOption('s5');
	await page.getByRole('button', { name: '成为情侣' }).click();
	await waitStored(page, id, 3);
	await reloadSaved(page);
	await expect(phase).toHaveText('第零日夜晚');
	await expect(page.getByText(/4号 玩家4.*5号 玩家5/).first()).toBeVisible();

	await page.getByRole('button', { name: '结束第零日夜晚，开始第1天' }).click();
	await expect(phase).toHaveText('第1天白天');
	const ballots = page.locator('.ballots select');
	await ballots.nth(0).selectOption('s9');
	await ballots.nth(1).selectOption('s9');
	await ballots.nth(2).selectOption('s10');
	await waitStored(page, id, 7);
	const before = await selectValues(page, '.ballots select');
	await reloadSaved(page);
	await expect(phase).toHaveText('第1天白天');
	await expect(ballots.nth(2)).toBeVisible();
	expect(await selectValues(page, '.ballots select')).toEqual(before);

	await page.getByRole('button', { name: '撤销' }).click();
	await waitStored(page, id, 6);
	await reloadSaved(page);
	await expect(phase).toHaveText('第1天白天');
	await expect(ballots.nth(2)).toBeVisible();
	expect((await selectValues(page, '.ballots select')).slice(0, 3)).toEqual(['s9', 's9', '']);

	await page.getByRole('button', { name: '计票' }).click();
	await page.getByRole('button', { name: /进入第\d+天夜晚/ }).click();
	await expect(phase).toContainText('夜晚1');
	await settled(page);
	const n = (await stored(page, id)).events;
	await reloadSaved(page);
	await expect(phase).toContainText('夜晚1');
	expect((await stored(page, id)).events).toBe(n);

	// Night 1: the piper charms a character who is not a lover (4号, 5号); the other phases pass.
	await page.getByRole('button', { name: '结算夜晚1' }).click();
	await expect(phase).toContainText('夜晚2');
	const charmTarget = page.getByRole('combobox', { name: '目标' });
	const options = await charmTarget
		.locator('option')
		.evaluateAll((list) => list.map((o) => (o as HTMLOptionElement).value));
	const charmed = options.find((v) => v && v !== 's4' && v !== 's5');
	if (!charmed) throw new Error('no character to charm');
	await charmTarget.selectOption(charmed);
	await page.getByRole('button', { name: '录入【吹笛】' }).click();
	// 夜晚5 holds no skill on this board: it is resolved with 夜晚4, with no tap of its own.
	for (const step of [2, 3]) await page.getByRole('button', { name: `结算夜晚${step}` }).click();
	await page.getByRole('button', { name: '结算夜晚4（夜晚5无技能，一并结算）' }).click();
	await page.getByRole('button', { name: /^结算夜晚6/ }).click();

	// Tonight's charm is announced when the day opens, so the public screen does not show it yet.
	const board = page.getByTestId('i01-public');
	const row = board.locator(`[data-seat="${charmed}"]`);
	await page.getByRole('button', { name: '公共屏幕' }).click();
	await expect(board).toBeVisible();
	await expect(row).toContainText('正常');
	await expect(row).not.toContainText('癫狂');
	await hold(page, board.getByRole('button', { name: '按住返回主办台' }));
	await expect(board).toBeHidden();

	await page.getByRole('button', { name: '开始第2天白天' }).click();
	await expect(phase).toHaveText('第2天白天');
	await page.getByRole('button', { name: '公共屏幕' }).click();
	await expect(board).toBeVisible();
	await expect(row).toContainText('癫狂');
	await expect(board.getByTestId('i01-public-phase')).toHaveText('第2天白天');
	await expect(board.locator('[data-seat="s9"]')).toContainText('警长');
	const shown = (await board.textContent()) ?? '';
	for (const role of ['先知', '女巫', '守卫', '村民', '爱神', '狼人', '吹笛', '情侣', '濒死'])
		expect(shown).not.toContain(role);
	// The announcements so far, newest first.
	const entries = board.getByTestId('i01-public-entry');
	await expect(entries).toHaveCount(2);
	await expect(entries.nth(0)).toContainText('第2天白天公示');
	await expect(entries.nth(0)).toContainText('进入癫狂状态');
	await expect(entries.nth(1)).toContainText('第1天投票结果');
	await expect(entries.nth(1)).toContainText('9号 玩家9 成为警长');
	if (SHOTS) await page.screenshot({ path: `${SHOTS}/i01-public.png`, fullPage: true });
	// A tap does not leave; a hold does.
	const leave = board.getByRole('button', { name: '按住返回主办台' });
	await leave.click();
	await expect(board).toBeVisible();
	await hold(page, leave);
	await expect(board).toBeHidden();
	await expect(phase).toHaveText('第2天白天');

	// 流局: a reason, a second confirmation; it is stored and survives a reload.
	await page.getByTestId('i01-void').locator('summary').click();
	await page.getByRole('textbox', { name: '理由（必填）' }).fill('主办发错了身份');
	await page.getByRole('button', { name: '宣布流局…' }).click();
	if (SHOTS) await page.screenshot({ path: `${SHOTS}/i01-void.png`, fullPage: true });
	await page.getByRole('button', { name: '确定流局' }).click();
	await expect(phase).toHaveText('游戏结束');
	await expect(page.getByTestId('i01-result')).toContainText('流局：主办发错了身份');
	await reloadSaved(page);
	await expect(phase).toHaveText('游戏结束');
	await expect(page.getByTestId('i01-result')).toContainText('流局：主办发错了身份');

	await page.goto('/');
	const card = page.locator(`[data-game="${id}"]`);
	await expect(card).toContainText('版杀狼人 · I01');
	await expect(card).toContainText('12');
});
