import { type Page, expect, test } from '@playwright/test';

// Both werewolf desks in Chinese on a 1024×768 tablet and a 390×844 phone (issue 23): no word of
// a label, name or camp is broken across lines, disabled buttons look disabled, the 沉取场 roles
// table keeps 生命, both desks share one tab style and have a public screen. With DESK_SHOTS set
// to a folder, each screen is saved there to be looked at.
const SHOTS = process.env.DESK_SHOTS;
const SIZES = [
	{ width: 1024, height: 768 },
	{ width: 390, height: 844 }
];

test.use({ locale: 'zh-CN' });

/** Text nodes without a break opportunity (no space or punctuation) that still wrap. */
async function brokenWords(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const out: string[] = [];
		const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
		for (let n = walker.nextNode(); n; n = walker.nextNode()) {
			const text = n.textContent?.trim() ?? '';
			if (text.length < 2 || /[\s，、。：；！？（）()·,.:;/→…“”]/.test(text)) continue;
			const parent = n.parentElement;
			if (!parent || parent.closest('textarea, pre, option, select, script, style')) continue;
			// Read by screen readers only (a 1-pixel box): never drawn.
			if (parent.closest('.visually-hidden') || parent.getBoundingClientRect().width <= 2) continue;
			const range = document.createRange();
			range.selectNodeContents(n);
			const tops = [...range.getClientRects()].map((r) => Math.round(r.top));
			if (tops.length && Math.max(...tops) - Math.min(...tops) > 4) out.push(text);
		}
		return out;
	});
}

async function look(page: Page, name: string) {
	expect(await brokenWords(page), name).toEqual([]);
	if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const opacity = (page: Page, name: string) =>
	page
		.getByRole('button', { name, exact: true })
		.evaluate((el) => Number(getComputedStyle(el).opacity));

for (const size of SIZES) {
	const tag = `${size.width}x${size.height}`;

	test(`I01 desk at ${tag}: named controls, a disabled 成为情侣 that looks it, ballots with floors`, async ({
		page
	}) => {
		test.setTimeout(60_000);
		await page.setViewportSize(size);
		await page.goto('/new');
		await page.getByTestId('ruleset-werewolf-i01').click();
		await expect(page.getByTestId('ww-director')).toContainText('主办');
		await page.getByTestId('ww-create').click();
		await page.waitForURL(/\/game\//);
		await expect(page.getByTestId('i01-phase')).toHaveText('第零日夜晚');
		expect(await opacity(page, '成为情侣')).toBeLessThan(0.6);
		await look(page, `i01-night0-${tag}`);
		await page.getByRole('combobox', { name: '情侣一' }).selectOption('s4');
		await page.getByRole('combobox', { name: '情侣二' }).selectOption('s5');
		expect(await opacity(page, '成为情侣')).toBe(1);
		await page.getByRole('button', { name: '成为情侣' }).click();
		await page.getByRole('button', { name: '结束第零日夜晚，开始第1天' }).click();
		await page.getByRole('spinbutton', { name: '1号 玩家1的投票楼层' }).fill('3');
		await page.getByRole('combobox', { name: '1号 玩家1', exact: true }).selectOption('s2');
		await expect(page.getByText('1号 玩家1').first()).toBeVisible();
		await look(page, `i01-day1-${tag}`);
		await page.getByRole('tab', { name: '角色' }).click();
		await look(page, `i01-seats-${tag}`);
		await page.getByRole('button', { name: '公共屏幕' }).click();
		await expect(page.getByTestId('i01-public-row')).toHaveCount(12);
		await look(page, `i01-public-${tag}`);
	});

	test(`沉取场 desk at ${tag}: 确定情侣 looks disabled, the roles table keeps 生命, a public screen`, async ({
		page
	}) => {
		test.setTimeout(60_000);
		await page.setViewportSize(size);
		await page.goto('/new');
		await page.getByTestId('ruleset-werewolf-chenqu').click();
		await expect(page.getByTestId('ww-director')).toContainText('导演');
		await look(page, `new-chenqu-${tag}`);
		// The collapsed 本场身份 shows it opens: a marker and a word, on a header a finger can hit.
		const composition = page.locator('summary', { hasText: '本场身份（20 名）' });
		await expect(composition).toContainText('▸');
		await expect(composition).toContainText('展开');
		expect((await composition.boundingBox())?.height).toBeGreaterThanOrEqual(44);
		await composition.click();
		await expect(composition).toContainText('▾');
		await expect(page.getByText(/预言家/)).toBeVisible();
		await page.getByTestId('ww-create').click();
		await page.waitForURL(/\/game\//);
		await page.getByRole('button', { name: '开始游戏' }).click();
		await expect(page.getByTestId('wwc-phase')).toHaveText('游戏开始（第 0 夜）');
		expect(await opacity(page, '确定情侣')).toBeLessThan(0.6);
		await look(page, `chenqu-night0-${tag}`);
		await page.getByRole('tab', { name: '角色' }).click();
		const lives = page.getByRole('columnheader', { name: '生命' });
		await expect(lives).toBeVisible();
		await look(page, `chenqu-seats-${tag}`);
		await page.getByRole('tab', { name: '违规判定' }).click();
		await look(page, `chenqu-violations-${tag}`);
		await page.getByRole('button', { name: '公共屏幕' }).click();
		await expect(page.getByTestId('wwc-public-row')).toHaveCount(20);
		await look(page, `chenqu-public-${tag}`);
	});
}
