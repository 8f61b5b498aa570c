import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { openGame, seedGame, settled } from './fixtures/play-game';

// Issue 32 items 5–7 and issue 35 item 6, in Chinese, through the screens: notes on the game and
// on a seat (refused past 2,000 characters, undone, in the history and the story, and restored by
// a backup), the grimoire's suggestions turned off per game and by default, and the discussion
// timer on the players' screen, in another tab, unmoved by the device clock jumping.
// With SHOTS set to a folder, screenshots at 1024×768 and 768×1024 are saved there.

const SHOTS = process.env.SHOTS;

test.use({ serviceWorkers: 'block' });
test.setTimeout(120_000);

const seat = (page: Page, name: string) => page.locator('.seat', { hasText: name });
const button = (page: Page, name: string | RegExp) =>
	page.getByRole('button', { name, exact: typeof name === 'string' });

async function shoot(page: Page, name: string) {
	if (!SHOTS) return;
	mkdirSync(SHOTS, { recursive: true });
	const size = page.viewportSize();
	for (const [w, h] of [
		[1024, 768],
		[768, 1024]
	] as const) {
		await page.setViewportSize({ width: w, height: h });
		await page.screenshot({ path: `${SHOTS}/${name}-${w}x${h}.png` });
	}
	if (size) await page.setViewportSize(size);
}

test('notes on the game and on a seat: refused past 2,000 characters, undone, told, restored from a backup', async ({
	page
}) => {
	await page.setViewportSize({ width: 1024, height: 768 });
	await openGame(page, { id: 'notes-zh', locale: 'zh-CN', name: '周五局' });

	// A note on the game, from the panel.
	await page.getByTestId('open-notes').click();
	const sheet = page.getByRole('dialog', { name: '备注' });
	await sheet.getByTestId('note-text').fill('规则：夜里不许说话。\n第二行');
	await expect(sheet.getByText('14 / 2000 字')).toBeVisible();
	await sheet.getByRole('button', { name: '保存备注' }).click();
	await expect(sheet.getByTestId('note')).toHaveCount(1);
	await expect(sheet.getByTestId('note')).toContainText('规则：夜里不许说话。');

	// Too long: the counter says so, and saving is refused with the length; nothing is kept.
	await sheet.getByTestId('note-text').fill('长'.repeat(2005));
	await expect(sheet.getByText('2005 字：备注最多 2000 字，删短一些才能保存。')).toBeVisible();
	await sheet.getByRole('button', { name: '保存备注' }).click();
	await expect(sheet.getByRole('alert')).toHaveText('备注最多 2000 字，这条有 2005 字');
	await expect(sheet.getByTestId('note')).toHaveCount(1);
	await sheet.getByTestId('note-text').fill('');
	await shoot(page, 'notes-sheet-zh');
	await sheet.getByRole('button', { name: '关闭' }).click();

	// A note on Alice, from her seat's sheet.
	await seat(page, 'Alice').click();
	const seatSheet = page.getByRole('dialog', { name: 'Alice' });
	await seatSheet.getByRole('button', { name: '+ 写备注' }).click();
	await seatSheet.getByTestId('note-text').fill('自称厨师，说 1。');
	await seatSheet.getByRole('button', { name: '保存备注' }).click();
	await expect(seatSheet.getByTestId('seat-notes').getByTestId('note')).toContainText(
		'自称厨师，说 1。'
	);
	await seatSheet.getByTestId('seat-notes').scrollIntoViewIfNeeded();
	await shoot(page, 'notes-seat-zh');
	await seatSheet.getByRole('button', { name: '关闭' }).click();
	await expect(page.getByTestId('open-notes')).toHaveText(/备注（2）/);

	// Undo takes the seat's note back, redo brings it again.
	await button(page, '撤销').click();
	await expect(page.getByTestId('open-notes')).toHaveText(/备注（1）/);
	await button(page, '重做').click();
	await expect(page.getByTestId('open-notes')).toHaveText(/备注（2）/);

	// The history and the story tell them.
	await button(page, '记录').click();
	const history = page.getByRole('dialog', { name: '操作记录' });
	await expect(history.getByText('Alice的备注：自称厨师，说 1。').first()).toBeVisible();
	await history.getByRole('button', { name: '故事' }).click();
	const story = history.getByTestId('story');
	await expect(story.getByText(/^备注：规则：夜里不许说话。/)).toBeVisible();
	await expect(story.getByText('Alice的备注：自称厨师，说 1。')).toBeVisible();
	await shoot(page, 'notes-history-zh');
	await history.getByRole('button', { name: '关闭' }).click();

	// Exported, then both notes removed; importing the file over the game brings them back.
	await page.goto('/');
	const card = page.locator('article', { has: page.getByRole('heading', { name: '周五局' }) });
	const download = page.waitForEvent('download');
	await card.getByRole('button', { name: '导出' }).click();
	const file = await download;
	await page.goto('/game/notes-zh');
	await page.getByTestId('open-notes').click();
	for (const left of [1, 0]) {
		await sheet.getByRole('button', { name: '删除' }).first().click();
		await expect(sheet.getByTestId('note')).toHaveCount(left);
	}
	await expect(sheet.getByText('还没有备注。')).toBeVisible();
	await page.goto('/settings');
	await page.getByTestId('backup-file').setInputFiles(await file.path());
	await page.getByRole('radio', { name: '用文件替换' }).check();
	await page.getByRole('button', { name: '导入', exact: true }).click();
	await expect(page.getByText(/替换 1 局/)).toBeVisible();
	await page.goto('/game/notes-zh');
	await expect(page.getByTestId('open-notes')).toHaveText(/备注（2）/);
	await page.getByTestId('open-notes').click();
	await expect(sheet.getByTestId('note')).toHaveCount(2);
	await expect(sheet.getByTestId('note').nth(1)).toContainText('Alice');
});

test('《井满田坝》 keeps notes the same way', async ({ page }) => {
	await page.setViewportSize({ width: 1024, height: 768 });
	await page.goto('/');
	await seedGame(page, { id: 'first', locale: 'zh-CN' });
	// The same log as the fixture's, created under the variant.
	await seedGame(page, {
		id: 'jmtb-notes',
		locale: 'zh-CN',
		name: '井满田坝局',
		ruleset: 'jingmantianba'
	});
	await page.goto('/game/jmtb-notes');
	await seat(page, 'Bob').click();
	const seatSheet = page.getByRole('dialog', { name: 'Bob' });
	await seatSheet.getByRole('button', { name: '+ 写备注' }).click();
	await seatSheet.getByTestId('note-text').fill('第一晚很安静');
	await seatSheet.getByRole('button', { name: '保存备注' }).click();
	await seatSheet.getByRole('button', { name: '关闭' }).click();
	await expect(page.getByTestId('open-notes')).toHaveText(/备注（1）/);
	await button(page, '记录').click();
	await expect(page.getByText('Bob的备注：第一晚很安静').first()).toBeVisible();
	await shoot(page, 'notes-jmtb-history-zh');
});

test('the grimoire’s suggestions off: per game (undoable) and by default in Settings', async ({
	page
}) => {
	await page.setViewportSize({ width: 1024, height: 768 });
	await page.goto('/');
	// Night 1 at the Chef's step: the true answer is offered.
	await seedGame(page, {
		id: 'suggest-zh',
		locale: 'zh-CN',
		more: ['dusk', 'minioninfo', 'demoninfo', 'poisoner', 'washerwoman'].map((step) => ({
			type: 'night/step',
			step,
			status: 'done'
		}))
	});
	await page.goto('/game/suggest-zh');
	const answer = page.getByTestId('night-answer');
	// The step's answer panel loads after the ring (a slow, shared machine: a longer wait).
	await expect(answer.locator('button[data-truth="true"]').first()).toBeVisible({
		timeout: 20_000
	});

	const toggle = page.getByTestId('suggestions-toggle');
	await expect(toggle).toHaveText('魔典建议：开');
	await toggle.click();
	await expect(toggle).toHaveText('魔典建议：关');
	await expect(answer.locator('button[data-truth]')).toHaveCount(0);
	await expect(answer.getByTestId('answers-off')).toHaveText(
		'本局已关闭魔典建议：告诉玩家你决定的信息。'
	);
	await shoot(page, 'suggestions-off-zh');
	// A logged choice: undo brings the suggestions back.
	await button(page, '撤销').click();
	await expect(toggle).toHaveText('魔典建议：开');
	await expect(answer.locator('button[data-truth="true"]').first()).toBeVisible();

	// Day 1 with the Imp dead: the win is suggested only while suggestions are on.
	await seedGame(page, {
		id: 'win-zh',
		locale: 'zh-CN',
		more: [{ type: 'day/started' }, { type: 'seat/died', seat: 's1' }]
	});
	await page.goto('/game/win-zh');
	await expect(page.locator('.banner.win')).toBeVisible();

	// The default in Settings turned off: the banner is gone from games that did not choose.
	await page.goto('/settings');
	await page.getByRole('radio', { name: '不显示' }).check();
	await page.goto('/game/win-zh');
	await expect(page.getByTestId('suggestions-toggle')).toHaveText('魔典建议：关');
	await expect(page.locator('.play')).toBeVisible();
	await expect(page.locator('.banner.win')).toHaveCount(0);
	// The record stays: the Imp is still dead on the ring.
	await expect(seat(page, 'Alice')).toHaveClass(/dead/);
	// This game turns them on for itself.
	await page.getByTestId('suggestions-toggle').click();
	await expect(page.locator('.banner.win')).toBeVisible();
	await settled(page);
	await page.goto('/settings');
	await page.getByRole('radio', { name: '显示', exact: true }).check();
});

test('the discussion timer: large on the players’ screen in another tab, unmoved by the device clock', async ({
	page,
	context
}) => {
	await page.clock.install();
	await page.setViewportSize({ width: 1024, height: 768 });
	await openGame(page, { id: 'timer-zh', locale: 'zh-CN', more: [{ type: 'day/started' }] });

	// A second window on the same game shows the players' screen.
	const square = await context.newPage();
	await square.setViewportSize({ width: 1024, height: 768 });
	await square.goto('/game/timer-zh');
	await button(square, '广场').click();
	const big = square.getByTestId('public-timer');
	await expect(square.getByRole('dialog', { name: '小镇广场' })).toBeVisible();
	await expect(big).toHaveCount(0);

	// The storyteller starts three minutes from the grimoire's day panel.
	await button(page, '讨论计时').click();
	const timer = page.locator('.timer');
	await timer.getByRole('button', { name: '3 分' }).click();
	await timer.getByRole('button', { name: '开始' }).click();
	await expect(big.getByRole('timer')).toHaveText(/^(3:00|2:5\d)$/);

	// The device clock set back an hour, then forward two: each time the timer goes on from
	// where it was (a few seconds less, as the clocks run on), never 62 minutes, never time's up.
	const seconds = async () => {
		const shown = ((await big.getByRole('timer').textContent()) ?? '').trim();
		const [m, s] = shown.split(':').map(Number);
		expect(shown, 'a running timer').toMatch(/^\d+:\d\d$/);
		return m! * 60 + s!;
	};
	await page.clock.runFor(4_000);
	const wall = await page.evaluate(() => Date.now());
	for (const jump of [-3_600_000, 7_200_000]) {
		const before = await seconds();
		await page.clock.setSystemTime(wall + jump);
		await page.clock.runFor(2_000);
		await expect.poll(seconds).toBeLessThanOrEqual(before - 2);
		const after = await seconds();
		expect(after).toBeGreaterThan(before - 30);
		await expect(timer.getByRole('timer')).toHaveText(/^2:\d\d$/);
	}
	await shoot(square, 'timer-square-zh');

	// Paused in the grimoire, paused on the players' screen; reset, gone from it.
	await timer.getByRole('button', { name: '暂停' }).click();
	const shown = await big.getByRole('timer').textContent();
	await page.clock.runFor(3_000);
	await expect(big.getByRole('timer')).toHaveText(shown ?? '');
	await timer.getByRole('button', { name: '重置' }).click();
	await expect(big).toHaveCount(0);

	// Run to the end: both ring.
	await timer.getByRole('button', { name: '1 分' }).click();
	await timer.getByRole('button', { name: '开始' }).click();
	await page.clock.runFor(61_000);
	await expect(big.getByRole('timer')).toHaveText('时间到！');
	await expect(timer.getByRole('timer')).toHaveText('时间到！');
});
