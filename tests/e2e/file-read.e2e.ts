import { expect, test } from '@playwright/test';
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backupOf } from './storage-fixtures';

// Issue 35, items 4 and 5: a picked file is read strictly. A byte that is not text refuses the
// whole file, naming its place (never replaced with "�" and imported); a file larger than the
// app reads is refused by its size, before it is read, with the limit in the message.

test.use({ locale: 'zh-CN', viewport: { width: 1024, height: 768 } });

/** The backup's JSON with one byte that is not UTF-8 inside the game's name. */
function backupWithBadByte() {
	const text = JSON.stringify(backupOf({ id: 'bad-bytes', name: 'Bad@@name' }));
	const at = Buffer.byteLength(text.slice(0, text.indexOf('@@')));
	const buffer = Buffer.from(text.replace('@@', 'XX'));
	buffer[at] = 0xff;
	return { buffer, at };
}

test('a backup with a byte that is not text is refused with its place, and nothing is imported', async ({
	page
}) => {
	const { buffer, at } = backupWithBadByte();
	await page.goto('/settings');
	await page.getByTestId('backup-file').setInputFiles({
		name: 'broken.json',
		mimeType: 'application/json',
		buffer
	});
	const alert = page.getByRole('alert');
	await expect(alert).toContainText(
		`文件「broken.json」不是纯文本：第 ${at + 1} 个字节不是有效的 UTF-8 编码`
	);
	await page.screenshot({ path: 'test-results/file-read-bad-byte-zh.png' });
	await page.goto('/');
	await expect(page.getByText('Bad')).toHaveCount(0);
});

test('a UTF-16 backup (with its byte-order mark) imports', async ({ page }) => {
	const text = JSON.stringify(backupOf({ id: 'wide', name: '宽字符存档' }));
	const buffer = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
	await page.goto('/settings');
	await page.getByTestId('backup-file').setInputFiles({
		name: 'wide.json',
		mimeType: 'application/json',
		buffer
	});
	await expect(page.getByText('导入完成：新增 1 局')).toBeVisible();
	await page.goto('/');
	await expect(page.getByText('宽字符存档').first()).toBeVisible();
});

test('a 600 MB file is refused as too large before it is read, naming the limit', async ({
	page
}) => {
	const dir = mkdtempSync(join(tmpdir(), 'grimoire-huge-'));
	try {
		// Sparse: 600 MB on paper, nothing on disk.
		const path = join(dir, 'huge.json');
		writeFileSync(path, '');
		truncateSync(path, 600 * 1024 * 1024);
		await page.goto('/settings');
		await page.getByTestId('backup-file').setInputFiles(path);
		await expect(page.getByRole('alert')).toContainText(
			'文件「huge.json」有 600 MB，超过了单个文件可读取的上限（最多 64 MB）'
		);
		await page.screenshot({ path: 'test-results/file-read-too-large-zh.png' });
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
});

test('a script file with a byte that is not text is refused with its place', async ({ page }) => {
	const text = JSON.stringify([{ id: '_meta', name: 'Broken@@town' }, 'washerwoman', 'imp']);
	const at = Buffer.byteLength(text.slice(0, text.indexOf('@@')));
	const buffer = Buffer.from(text.replace('@@', 'XX'));
	buffer[at] = 0xc3;
	buffer[at + 1] = 0x28;
	await page.goto('/new');
	await page.getByTestId('script-import-open').click();
	await page.getByTestId('import-file').setInputFiles({
		name: 'town.json',
		mimeType: 'application/json',
		buffer
	});
	await expect(page.getByTestId('script-import')).toContainText(
		`文件「town.json」不是纯文本：第 ${at + 2} 个字节不是有效的 UTF-8 编码`
	);
	await expect(page.getByText('Broken')).toHaveCount(0);
});
