import { expect, test } from '@playwright/test';
import { gameId, stored, waitStored } from './werewolf-games';

test.use({ locale: 'zh-CN', viewport: { width: 1024, height: 768 } });

/** The dealt identities (seat id → role id), from the stored 'setup/roles' event. */
async function dealt(page: import('@playwright/test').Page, id: string) {
	return page.evaluate(
		(gameId) =>
			new Promise<Record<string, string>>((done, fail) => {
				const open = indexedDB.open('storyteller-grimoire');
				open.onerror = () => fail(open.error);
				open.onsuccess = () => {
					const db = open.result;
					const all = db
						.transaction('events', 'readonly')
						.objectStore('events')
						.getAll(IDBKeyRange.bound([gameId, -Infinity], [gameId, Infinity]));
					all.onsuccess = () => {
						const rows = all.result as {
							event: { type: string; roles?: Record<string, string> };
						}[];
						done(rows.find((r) => r.event.type === 'setup/roles')?.event.roles ?? {});
						db.close();
					};
				};
			}),
		id
	);
}

// Issue 31, part 4: with ballots still coming in, the desk shows the tally only; the outcome
// and the idiot's 【装傻】 question come once the director closes the count, and reopening the
// vote takes them back.
test('沉取场: 装傻 is asked only once the director closes the count', async ({ page }) => {
	await page.goto('/new');
	await page.getByTestId('ruleset-werewolf-chenqu').click();
	await page.getByTestId('ww-players-20').click();
	// Chosen by hand, the six ordinary identities start with the idiot among them.
	await page.getByRole('radio', { name: '自选' }).click();
	await expect(page.getByRole('checkbox', { name: '白痴' })).toBeChecked();
	await page.getByTestId('ww-create').click();
	await page.waitForURL(/\/game\//);
	const id = gameId(page);
	await page.getByRole('button', { name: '开始游戏' }).click();
	await page.getByRole('button', { name: '加入狼队' }).click();
	const roles = await dealt(page, id);
	const idiot = Object.keys(roles).find((k) => roles[k] === 'idiot');
	expect(idiot).toBeTruthy();
	const others = Object.keys(roles).filter((k) => k !== idiot && roles[k] !== 'cupid');
	const arrows = page.getByRole('combobox', { name: /爱神之箭/ });
	await arrows.nth(0).selectOption(others[0]!);
	await arrows.nth(1).selectOption(others[1]!);
	await page.getByRole('button', { name: '确定情侣' }).click();
	await page.getByRole('button', { name: '天亮：开始第 1 天' }).click();
	await page.getByRole('button', { name: '结束投票并计票' }).click();
	await page.getByRole('button', { name: '确认计票结果' }).click();
	await page.getByRole('button', { name: '入夜：开始第 1 夜' }).click();
	await page.getByRole('button', { name: '确认结算本夜' }).click();
	await page.getByRole('button', { name: '天亮：开始第 2 天' }).click();
	await expect(page.getByTestId('wwc-phase')).toHaveText('第 2 天');
	const before = (await stored(page, id)).events;

	// Three ballots for the idiot out of twenty: the tally, no outcome, no question.
	const ballots = page.locator('.ballots select');
	for (let i = 0; i < 3; i++) await ballots.nth(i).selectOption(idiot!);
	await waitStored(page, id, before + 3);
	await expect(page.getByTestId('wwc-count-open')).toBeVisible();
	await expect(page.getByText(/是白痴，是否发动【装傻】/)).toHaveCount(0);
	await expect(page.getByText(/得票最高，出局/)).toHaveCount(0);
	const count = page.locator('section.card', {
		has: page.getByRole('heading', { name: '计票（逐条说明）' })
	});
	await count.screenshot({ path: 'test-results/wwc-count-open.png' });

	await page.getByRole('button', { name: '结束投票并计票' }).click();
	await expect(page.getByText(/是白痴，是否发动【装傻】/)).toBeVisible();
	await expect(page.getByText(/得票最高，出局/)).toBeVisible();
	await expect(ballots.first()).toBeDisabled();
	await count.screenshot({ path: 'test-results/wwc-count-closed.png' });
	await page.getByRole('button', { name: '重新开放投票' }).click();
	await expect(page.getByText(/是白痴，是否发动【装傻】/)).toHaveCount(0);
	await expect(ballots.first()).toBeEnabled();
});
