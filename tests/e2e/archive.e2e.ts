import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { scriptOf, seedGame } from './fixtures/play-game';

// The storyteller's archive (issue 36), in zh-CN: three games finished through the grimoire's
// own end-of-game sheet, then the archive lists them, filters them, draws its charts with their
// numbers in tables, shares a game as a picture and exports both spreadsheets.

test.use({ serviceWorkers: 'block', viewport: { width: 1024, height: 768 } });
test.setTimeout(120_000);

const TINY = scriptOf('tiny', 'Tiny Town', ['imp', 'poisoner', 'washerwoman', 'chef', 'empath']);

async function finish(
	page: Page,
	id: string,
	winner: string,
	words = { end: '结束', confirm: '宣布结果并公开魔典' }
) {
	await page.goto(`/game/${id}`);
	await page.getByRole('button', { name: words.end, exact: true }).click();
	await page.getByRole('button', { name: winner }).click();
	await page.getByRole('button', { name: words.confirm }).click();
	await expect(page.getByRole('heading', { name: winner })).toBeVisible();
}

/** A small CSV reader (RFC 4180 quoting), the way a spreadsheet reads the file. */
function parseCsv(text: string): string[][] {
	const rows: string[][] = [];
	let row: string[] = [];
	let cell = '';
	let quoted = false;
	for (let i = 0; i < text.length; i++) {
		const ch = text[i]!;
		if (quoted) {
			if (ch === '"' && text[i + 1] === '"') {
				cell += '"';
				i++;
			} else if (ch === '"') quoted = false;
			else cell += ch;
		} else if (ch === '"') quoted = true;
		else if (ch === ',') {
			row.push(cell);
			cell = '';
		} else if (ch === '\n') {
			row.push(cell);
			rows.push(row);
			row = [];
			cell = '';
		} else if (ch !== '\r') cell += ch;
	}
	return rows;
}

async function tableOf(page: Page, id: string): Promise<string[][]> {
	const chart = page.getByTestId(`chart-${id}`);
	await expect(chart.locator('svg[role="img"] rect').first()).toBeAttached();
	await chart.locator('summary').click();
	return chart
		.getByTestId(`table-${id}`)
		.locator('tr')
		.evaluateAll((trs) =>
			trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent?.trim() ?? ''))
		);
}

test('three games finished, then archived, filtered, charted, shared and exported', async ({
	page
}) => {
	await page.goto('/');
	const more = [{ type: 'day/started' }];
	const a = await seedGame(page, { id: 'arch-a', name: '周五局', locale: 'zh-CN', more });
	const b = await seedGame(page, { id: 'arch-b', name: '周六局', more });
	const c = await seedGame(page, {
		id: 'arch-c',
		name: '小镇局',
		seats: 5,
		script: TINY,
		deals: ['imp', 'poisoner', 'washerwoman', 'chef', 'empath'],
		more
	});
	await finish(page, a, '善良阵营获胜');
	await finish(page, b, '邪恶阵营获胜');
	await finish(page, c, '善良阵营获胜');

	await page.goto('/');
	await page.getByRole('link', { name: '对局档案' }).click();
	await expect(page).toHaveURL(/\/archive$/);
	const games = page.getByTestId('archive-game');
	await expect(games).toHaveCount(3);
	await expect(page.getByTestId('archive-count')).toHaveText('共 3 局，显示 3 局');

	// Filters: winner, script, player name, date range.
	await page.getByTestId('filter-winner').selectOption({ label: '邪恶' });
	await expect(games).toHaveCount(1);
	await expect(games.first()).toContainText('周六局');
	await page.getByTestId('filter-winner').selectOption('');
	await page.getByTestId('filter-board').selectOption({ label: 'Tiny Town' });
	await expect(games).toHaveCount(1);
	await expect(games.first()).toContainText('小镇局');
	await page.getByTestId('filter-board').selectOption('');
	await page.getByTestId('filter-player').fill('gus');
	await expect(games).toHaveCount(2); // Gus sits only at the seven-seat tables
	await page.getByTestId('filter-player').fill('');
	await page.getByTestId('filter-to').fill('2000-01-01');
	await expect(games).toHaveCount(0);
	await page.getByRole('button', { name: '清除筛选' }).click();
	await expect(games).toHaveCount(3);

	// Charts: SVG bars, and the same numbers in their tables.
	const wins = await tableOf(page, 'wins');
	expect(wins[0]).toEqual(['', '善良', '邪恶', '无人获胜', '合计']);
	expect(wins.slice(1).sort()).toEqual([
		['Tiny Town', '1', '0', '0', '1'],
		['暗流涌动', '1', '1', '0', '2']
	]);
	const months = await tableOf(page, 'months');
	expect(
		months
			.slice(1)
			.map((r) => Number(r[1]))
			.reduce((x, y) => x + y, 0)
	).toBe(3);
	const days = await tableOf(page, 'days');
	expect(days.slice(1)).toEqual([[expect.stringContaining('1 天'), '3']]);
	const characters = await tableOf(page, 'characters');
	const imp = characters.find((r) => r[0] === '小恶魔');
	expect(imp?.slice(1)).toEqual(['3', '1', '33%']);
	await page.screenshot({ path: test.info().outputPath('archive-zh-1024.png'), fullPage: true });

	// Share: the first game's picture, as a download here (no Web Share on this desktop).
	const [shot] = await Promise.all([
		page.waitForEvent('download'),
		games.filter({ hasText: '周五局' }).getByRole('button', { name: '分享图片' }).click()
	]);
	await shot.saveAs(test.info().outputPath('share-zh.png'));
	const png = readFileSync((await shot.path())!);
	expect(png.subarray(1, 4).toString()).toBe('PNG');
	expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1080, 1350]);
	const colours = await page.evaluate(async (b64) => {
		const bytes = Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
		const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
		const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
		const ctx = canvas.getContext('2d')!;
		ctx.drawImage(bitmap, 0, 0);
		const data = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
		const seen = new Set<number>();
		for (let i = 0; i < data.length; i += 4 * 97)
			seen.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
		return seen.size;
	}, png.toString('base64'));
	expect(colours).toBeGreaterThan(100);
	await expect(page.getByTestId('archive-notice')).toContainText('grimoire-arch-a.png');

	// Export: games and seats, UTF-8 with a BOM, parsing back to the same numbers.
	const [gamesFile] = await Promise.all([
		page.waitForEvent('download'),
		page.getByRole('button', { name: '对局（CSV）' }).click()
	]);
	const gamesText = readFileSync((await gamesFile.path())!, 'utf8');
	expect(gamesText.charCodeAt(0)).toBe(0xfeff);
	const rows = parseCsv(gamesText.slice(1));
	expect(rows[0]).toEqual(
		'对局编号,日期,对局,剧本或玩法,状态,人数,获胜方,夜数,天数,分钟,提名数,处决数'.split(',')
	);
	const byId = new Map(rows.slice(1).map((r) => [r[0], r]));
	expect(byId.size).toBe(3);
	expect(byId.get(a)?.slice(2, 9)).toEqual(['周五局', '暗流涌动', '已结束', '7', '善良', '1', '1']);
	expect(byId.get(b)?.[6]).toBe('邪恶');
	expect(byId.get(c)?.slice(3, 6)).toEqual(['Tiny Town', '已结束', '5']);
	const [seatsFile] = await Promise.all([
		page.waitForEvent('download'),
		page.getByRole('button', { name: '座位（CSV）' }).click()
	]);
	const seats = parseCsv(readFileSync((await seatsFile.path())!, 'utf8').slice(1));
	expect(seats).toHaveLength(1 + 7 + 7 + 5);
	const impSeats = seats.filter((r) => r[5] === '小恶魔');
	expect(impSeats.map((r) => r[10]).sort()).toEqual(['否', '否', '是']);
});

for (const [width, height] of [
	[1024, 768],
	[768, 1024],
	[390, 844]
] as const)
	for (const locale of ['zh-CN', 'en'] as const)
		test(`the archive at ${width}×${height} in ${locale}`, async ({ page }) => {
			await page.setViewportSize({ width, height });
			await page.goto('/');
			const id = await seedGame(page, {
				id: `shot-${width}-${locale}`,
				name: locale === 'en' ? 'Friday night' : '周五局',
				locale,
				more: [{ type: 'day/started' }]
			});
			if (locale === 'en')
				await finish(page, id, 'Evil wins', {
					end: 'End game',
					confirm: 'Announce and reveal the grimoire'
				});
			else await finish(page, id, '邪恶阵营获胜');
			await page.goto('/archive');
			await expect(page.getByTestId('archive-game')).toHaveCount(1);
			await expect(page.getByTestId('archive-game')).toContainText(/7/);
			const width_ = await page.evaluate(() => document.documentElement.scrollWidth);
			expect(width_).toBeLessThanOrEqual(width);
			await page.screenshot({
				path: test.info().outputPath(`archive-${width}-${locale}.png`),
				fullPage: true
			});
		});
