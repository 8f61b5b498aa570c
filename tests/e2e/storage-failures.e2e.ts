import { expect, test, type Page } from '@playwright/test';
import {
	backupOf,
	enableSessionHook,
	importViaSettings,
	storedLog,
	waitForSession,
	wipeDatabase,
	type HookedSession
} from './storage-fixtures';
import { reloadSaved } from './fixtures/play-game';

// Issue 35, items 2 and 7: every storage failure is said in the storyteller's words with a way
// out, never as the browser's raw error; and a database deleted under an open game is said at
// once, with the game (held whole in the page) offered to be written back, or exported.

test.use({ locale: 'zh-CN', viewport: { width: 1024, height: 768 } });
test.setTimeout(60_000);

declare const __grimoireSession: HookedSession & { undo(): Promise<unknown> };

/**
 * The device's storage full, as the browser says it: every write to IndexedDB is refused with a
 * QuotaExceededError (Chromium's per-origin quota override, tried first, binds only databases
 * opened after it, so the refusal is made here, in the page, the way the browser makes it).
 */
async function fillStorage(page: Page) {
	await page.evaluate(() => ((globalThis as { __storageFull?: boolean }).__storageFull = true));
	return async () => {
		await page.evaluate(() => ((globalThis as { __storageFull?: boolean }).__storageFull = false));
	};
}

async function refuseWritesWhenFull(page: Page) {
	await page.addInitScript(() => {
		const full = () => (globalThis as { __storageFull?: boolean }).__storageFull === true;
		for (const name of ['put', 'add', 'delete', 'clear'] as const) {
			const original = IDBObjectStore.prototype[name] as (...args: unknown[]) => IDBRequest;
			IDBObjectStore.prototype[name] = function (this: IDBObjectStore, ...args: unknown[]) {
				if (full()) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
				return original.apply(this, args);
			} as never;
		}
	});
}

async function openPlayed(page: Page, id: string, moves: number) {
	await enableSessionHook(page);
	await refuseWritesWhenFull(page);
	await importViaSettings(page, backupOf({ id, name: '满盘测试' }), /新增 1 局/);
	await page.goto(`/game/${id}`);
	await waitForSession(page, id);
	for (let i = 0; i < moves; i++)
		expect(
			await page.evaluate(
				(n) => __grimoireSession.dispatch({ type: 'seat/renamed', seat: 's1', name: `玩家${n}` }),
				i
			)
		).toBeNull();
	await expect(page.getByTestId('setup')).toBeVisible();
}

test('undo with the storage full says so in words, offers export and try again, and changes nothing until it works', async ({
	page
}) => {
	await openPlayed(page, 'full', 3);
	const free = await fillStorage(page);
	await page.getByTestId('undo').click();
	const notice = page.getByTestId('storage-problem');
	await expect(notice).toContainText('撤销上一步没有保存：这台设备的存储空间已满');
	await expect(
		notice.getByRole('button', { name: '导出这局游戏（含未保存的操作）' })
	).toBeVisible();
	await expect(notice.getByRole('button', { name: '重试' })).toBeVisible();
	await expect(notice.locator('.message')).not.toContainText('AbortError');
	await page.screenshot({ path: 'test-results/storage-full-undo-zh.png' });
	// Nothing was taken back: the page and the device still hold the move.
	expect(await page.evaluate(() => __grimoireSession.history.log.length)).toBe(4);
	expect(await storedLog(page, 'full')).toHaveLength(4);

	// Space freed: trying again takes the move back, on the device too.
	await free();
	await notice.getByRole('button', { name: '重试' }).click();
	await expect(page.getByText('已全部保存。')).toBeVisible();
	expect(await storedLog(page, 'full')).toHaveLength(3);
});

test('a move with the storage full is kept in the page and said in words; the import says the same', async ({
	page
}) => {
	await openPlayed(page, 'full-tap', 1);
	const free = await fillStorage(page);
	expect(
		await page.evaluate(() =>
			__grimoireSession.dispatch({ type: 'seat/renamed', seat: 's2', name: '新名字' })
		)
	).toBeNull();
	const notice = page.getByTestId('storage-problem');
	await expect(notice).toContainText('刚才的操作没有保存：这台设备的存储空间已满');
	await expect(notice.locator('.message')).not.toContainText('QuotaExceeded');

	await page.goto('/settings');
	await fillStorage(page);
	await page.getByTestId('backup-file').setInputFiles({
		name: 'more.json',
		mimeType: 'application/json',
		buffer: Buffer.from(JSON.stringify(backupOf({ id: 'more', name: '另一局' })))
	});
	const refused = page.getByTestId('backup-rejected');
	await expect(refused).toContainText('这次导入没有保存：这台设备的存储空间已满，什么也没有改动');
	await expect(refused).not.toContainText('AbortError');
	await page.screenshot({ path: 'test-results/storage-full-import-zh.png' });
	await free();
	await refused.getByRole('button', { name: '重试' }).click();
	await expect(page.getByText('导入完成：新增 1 局')).toBeVisible();
});

test('the database deleted under an open game: said at once, and the game held in the page is written back whole', async ({
	page,
	context
}) => {
	await openPlayed(page, 'wiped', 4);
	const log = await page.evaluate(() => __grimoireSession.history.log);

	// Another tab deletes the database (a reset, or the browser's "clear site data").
	const other = await context.newPage();
	await other.goto('/settings');
	await wipeDatabase(other);
	await other.close();

	const lost = page.getByTestId('game-lost');
	await expect(lost).toHaveAttribute('data-lost', 'wiped');
	await expect(lost).toContainText('这局游戏打开期间，本应用在这台设备上的存储被删除了');
	await expect(lost.getByRole('button', { name: '导出这局游戏（含未保存的操作）' })).toBeVisible();
	await page.screenshot({ path: 'test-results/database-wiped-zh.png' });
	await lost.getByTestId('write-back').click();
	await expect(page.getByTestId('written-back')).toBeVisible();
	expect((await storedLog(page, 'wiped')).map((r) => r.event)).toEqual(log);

	// Play goes on, saved as before.
	expect(
		await page.evaluate(() =>
			__grimoireSession.dispatch({ type: 'seat/renamed', seat: 's3', name: '继续' })
		)
	).toBeNull();
	await reloadSaved(page);
	await waitForSession(page, 'wiped');
	expect(await page.evaluate(() => __grimoireSession.history.log.length)).toBe(log.length + 1);
});
