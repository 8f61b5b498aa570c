import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dealFromBag, doneUntil, toCharactersStep } from './helpers';

// A 集石-style export (numeric ids, the official character named only by its image, name_id or
// Chinese name, setup as 0/1, a renamed team in `_meta`) imported through the new-game screen:
// the screen says what it recognised; a game on it wakes the Washerwoman with our text (not the
// file's), under the script's name for the Townsfolk. Then the script is exported and imported
// again. A file with an unknown character imports the rest when the storyteller says so.

test.use({ locale: 'zh-CN', viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });
test.setTimeout(90_000);

const fixture = (name: string) =>
	fileURLToPath(new URL(`../fixtures/scripts/${name}.json`, import.meta.url));
const OURS = JSON.parse(
	readFileSync(
		fileURLToPath(new URL('../../src/lib/rulesets/botc/texts/tb.zh-CN.json', import.meta.url)),
		'utf8'
	)
) as Record<string, { firstNight?: string }>;

test('a 集石 export imports as official characters and plays with our texts', async ({ page }) => {
	await page.goto('/new');
	await page.getByTestId('script-import-open').click();
	await page.getByTestId('import-file').setInputFiles(fixture('jishi-role-icon'));
	const summary = page.getByTestId('import-summary');
	await expect(summary).toContainText('已导入“灯下试演”');
	await expect(summary).toContainText('16 个官方角色');
	await expect(summary).toContainText('1 个自制角色');
	await expect(page.locator('[data-testid^="script-"][aria-pressed="true"]')).toContainText(
		'灯下试演'
	);

	await toCharactersStep(page, 5);
	// The script calls the Townsfolk 村民, and the game says so.
	const townsfolk = page.locator('section.group.townsfolk');
	await expect(townsfolk.locator('h3')).toContainText('村民');
	await expect(townsfolk.locator('h3')).not.toContainText('镇民');
	// Make sure the Washerwoman is in play, in place of another Townsfolk.
	const washerwoman = page.getByTestId('char-washerwoman');
	if ((await washerwoman.getAttribute('aria-pressed')) !== 'true') {
		await townsfolk.locator('button.token-button[aria-pressed="true"]').first().click();
		await washerwoman.click();
	}
	await expect(washerwoman).toHaveAttribute('aria-pressed', 'true');
	await expect(page.getByTestId('setup-ok')).toBeVisible();

	await dealFromBag(page, 5);
	await page.getByTestId('start-night').click();

	const title = page.locator('.night article h3');
	await doneUntil(page, '洗衣妇', '完成');
	await expect(title).toHaveText('洗衣妇');
	const ours = (OURS.washerwoman?.firstNight ?? '').replaceAll('镇民', '村民');
	expect(ours.length).toBeGreaterThan(10);
	await expect(page.locator('.night article')).toContainText(ours);
	await expect(page.locator('.night')).not.toContainText('本文件自带');
});

test('any script exports as the official JSON, which imports again as the same script', async ({
	page
}) => {
	await page.goto('/new');
	await page.getByTestId('script-import-open').click();
	await page.getByTestId('import-file').setInputFiles(fixture('dodo-button'));
	const summary = page.getByTestId('import-summary');
	await expect(summary).toContainText('9 个官方角色');
	await expect(summary).toContainText('1 个自制角色');
	await expect(summary).toContainText('忽略 1 张非角色卡片（某某制作）');

	const downloaded = page.waitForEvent('download');
	await page.getByTestId('script-export').click();
	const file = await downloaded;
	expect(file.suggestedFilename()).toBe('按钮试演.json');
	const text = readFileSync((await file.path()) as string, 'utf8');
	const json = JSON.parse(text) as unknown[];
	expect(json[0]).toEqual({ id: '_meta', name: '按钮试演', author: '测试作者' });
	expect(json.slice(1, 4)).toEqual(['tealady', 'investigator', 'clockmaker']);

	// The same script again: the screen finds it saved, with the same characters.
	await page.getByTestId('script-import-open').click();
	await page.getByTestId('import-text').fill(text);
	await page.getByTestId('import-submit').click();
	await expect(page.getByTestId('import-conflict')).toBeVisible();
	await expect(page.getByTestId('import-conflict')).toContainText('角色完全相同');
	await page.getByTestId('import-replace').click();
	await expect(summary).toContainText('9 个官方角色');
	await expect(summary).not.toContainText('忽略');

	// A built-in script exports too.
	await page.getByTestId('script-tb').click();
	const builtIn = page.waitForEvent('download');
	await page.getByTestId('script-export').click();
	const tb = JSON.parse(readFileSync((await (await builtIn).path()) as string, 'utf8'));
	expect(tb).toContain('washerwoman');
	expect(tb[0]).toMatchObject({ id: '_meta' });
});

test('unknown characters are named with a close id, and the rest imports when asked', async ({
	page
}) => {
	await page.goto('/new');
	await page.getByTestId('script-import-open').click();
	await page.getByTestId('import-file').setInputFiles(fixture('unknown-ids'));
	const errors = page.getByTestId('import-errors');
	await expect(errors).toContainText(
		'[2]: 未知的角色 id“washerwomen”，是不是洗衣妇（washerwoman）？'
	);
	await expect(errors).toContainText('[4]: 未知的角色 id“1_999”');
	await expect(page.locator('[data-testid^="script-s-"]')).toHaveCount(0);
	await page.getByTestId('import-rest').click();
	const summary = page.getByTestId('import-summary');
	await expect(summary).toContainText('3 个官方角色');
	await expect(summary).toContainText('略过 2 个未知条目');
	await expect(page.locator('[data-testid^="script-s-"]')).toHaveCount(1);
});

test('the Chinese editions are recognised and counted, in Chinese and in English', async ({
	page,
	browser
}) => {
	await page.goto('/new');
	await page.getByTestId('script-import-open').click();
	await page.getByTestId('import-file').setInputFiles(fixture('jishi-zh-editions'));
	await expect(page.getByTestId('import-summary')).toHaveText(
		/已导入“\u2068?华灯试演\u2069?”：4 个官方角色、3 个华灯初上角色、2 个山雨欲来角色和 ?1 个自制角色；忽略 1 张非角色卡片（\u2068?鸭镇制作\u2069?）/
	);

	const english = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block' });
	const en = await english.newPage();
	await en.goto('/new');
	await en.getByTestId('script-import-open').click();
	await en.getByTestId('import-file').setInputFiles(fixture('jishi-zh-editions'));
	const summary = en.getByTestId('import-summary');
	await expect(summary).toContainText('4 official character(s)');
	await expect(summary).toContainText('3 from 华灯初上');
	await expect(summary).toContainText('2 from 山雨欲来');
	await expect(summary).toContainText('1 card(s) ignored');
	await english.close();
});

test('what a tool leaves in its export (blanks, a character twice, a stray night step) imports and is said', async ({
	page
}) => {
	await page.goto('/new');
	await page.getByTestId('script-import-open').click();
	await page.getByTestId('import-file').setInputFiles(fixture('tool-blanks'));
	await expect(page.getByTestId('import-errors')).toHaveCount(0);
	const summary = page.getByTestId('import-summary');
	await expect(summary).toContainText('已导入“工具留白测试”');
	await expect(summary).toContainText('3 个官方角色');
	await expect(summary).toContainText('2 个自制角色');
	await expect(summary).toContainText('1 个角色列了两次，只保留一个（厨师）');
	await expect(summary).toContainText('夜晚顺序里 1 个不在剧本上的角色已略过（nosuchone）');
	await expect(page.locator('[data-testid^="script-s-"]')).toHaveCount(1);
});
