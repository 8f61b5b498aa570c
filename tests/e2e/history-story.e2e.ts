import { expect, test, type Page } from '@playwright/test';
import { openGame } from './fixtures/play-game';
import { storedSetting } from './helpers';

// A short game played through the grimoire to its end, then its history and its story read in
// words in English and Chinese: what the evil team was shown and the bluffs, an answer given at
// night, the vote with its count and the count needed, the execution, a change of character;
// never an event's code ("night/kill", "setup/bag"). Seven players of Trouble Brewing: Alice the
// Imp, Bob the Poisoner, Chen (dealt the Drunk, made the Empath at night 1), Dana the
// Washerwoman, Eve the Chef, Fang the Fortune Teller, Gus the Virgin. With PLAY_SHOTS set to a
// folder, screenshots of the history and the story are saved there at tablet and phone sizes.

const SHOTS = process.env.PLAY_SHOTS;

test.use({ serviceWorkers: 'block', baseURL: process.env.PLAY_BASE ?? undefined });
test.setTimeout(120_000);

/** Chen becomes the Empath during the first night: a change of character the story tells. */
const EMPATH = [
	{ type: 'seat/character', seat: 's3', character: 'empath' },
	{ type: 'seat/thinks', seat: 's3', character: null }
];

/** An event's code as the log writes it: "night/kill", "seat/ghost-vote", "execution" aside. */
const CODE = /\b[a-z0-9]+\/[a-z][a-z-]+\b/;

const seat = (page: Page, name: string) => page.locator('.seat', { hasText: name });
const card = (page: Page) => page.locator('.night article');
const button = (page: Page, name: string | RegExp) =>
	page.getByRole('button', { name, exact: typeof name === 'string' });

async function doneUntil(page: Page, step: string) {
	for (let i = 0; i < 14; i++) {
		const key = await card(page).getAttribute('data-step');
		if (key === step) return;
		await card(page)
			.locator('.nav')
			.getByRole('button', { name: /^(Done|完成)$/ })
			.click();
		await expect(card(page)).not.toHaveAttribute('data-step', key ?? '');
	}
	throw new Error(`no step ${step}`);
}

async function shoot(page: Page, name: string, top?: ReturnType<Page['locator']>) {
	if (!SHOTS) return;
	for (const [w, h] of [
		[1024, 768],
		[390, 844]
	] as const) {
		await page.setViewportSize({ width: w, height: h });
		await top?.evaluate((el) => el.scrollIntoView({ block: 'start' }));
		await page.screenshot({ path: `${SHOTS}/${name}-${w}.png`, fullPage: false });
	}
	await page.setViewportSize({ width: 1024, height: 768 });
}

test('a short game to its end: the history and the story read in words, in English and Chinese', async ({
	page
}) => {
	await page.setViewportSize({ width: 1024, height: 768 });
	await openGame(page, { id: 'story-en', locale: 'en', more: EMPATH });
	await expect(card(page)).toHaveAttribute('data-step', 'dusk');

	// Night 1: the evil team's information, the Chef's answer given, then dawn.
	await doneUntil(page, 'chef');
	await card(page).getByTestId('night-answer').locator('button[data-truth="true"]').click();
	await doneUntil(page, 'dawn');
	await button(page, 'Dawn: begin day 1').click();

	// Day 1: Gus nominates Alice, the Imp; five hands; she is executed and good wins.
	await button(page, 'New nomination').click();
	await seat(page, 'Gus').click();
	await seat(page, 'Alice').click();
	for (const up of [true, true, true, true, true, false, false])
		await button(page, up ? /Hand up/ : 'No hand').click();
	await button(page, 'Record the result (5 votes)').click();
	await button(page, 'Execute Alice').click();
	await page.locator('.banner.win').getByRole('button', { name: 'End the game' }).click();
	await button(page, 'Announce and reveal the grimoire').click();
	await expect(page.getByRole('heading', { name: 'Good wins' })).toBeVisible();

	// The story on the end screen.
	const story = page.getByTestId('story');
	await expect(story).toContainText('Alice: Imp');
	await expect(story).toContainText('Chen: Drunk (thinks they are the Empath)');
	await expect(story).toContainText('The Demon’s bluffs: Librarian, Monk, and Saint');
	await expect(story).toContainText('Minion info: Bob learnt that the Demon is Alice');
	await expect(story).toContainText('Demon info: Alice learnt that the Minions are Bob');
	await expect(story).toContainText('Chen: Drunk → Empath');
	await expect(story).toContainText('Chen no longer thinks they are another character');
	await expect(story).not.toContainText('None');
	await expect(story).toContainText('Chef (Eve) was told: 1 (true)');
	await expect(story).toContainText(
		'Gus nominated Alice: 5 votes (4 needed), on the block; hands:'
	);
	await expect(story).toContainText('Alice was executed');
	expect(await story.innerText()).not.toMatch(CODE);
	// Chapters of ten lines and more keep their numbers inside the screen.
	const marker = await story
		.locator('ol')
		.first()
		.evaluate(
			(ol) => ol.getBoundingClientRect().left - ol.parentElement!.getBoundingClientRect().left
		);
	expect(marker).toBeGreaterThanOrEqual(0);
	await shoot(page, 'story-en', story.locator('h4').nth(1));

	// The history: every event in words.
	await button(page, 'History').click();
	const history = page.getByRole('dialog', { name: 'History' });
	await expect(history).toContainText('Characters dealt');
	await expect(history).toContainText('Done: Minion info');
	await expect(history).toContainText('Gus nominated Alice');
	await expect(history).toContainText('Alice executed');
	const lines = history.getByRole('list', { name: 'History' }).getByRole('listitem');
	expect(await lines.count()).toBeGreaterThan(15);
	for (const text of await lines.allInnerTexts()) expect(text).not.toMatch(CODE);
	await shoot(page, 'history-en');
	await history.getByRole('button', { name: 'Close' }).click();

	// The same game in Chinese.
	await page.goto('/settings');
	await page.getByRole('radio', { name: '简体中文' }).check({ force: true });
	await expect.poll(() => storedSetting(page, 'locale')).toBe('zh-CN');
	await page.goto('/game/story-en');
	await expect(page.getByRole('heading', { name: '善良阵营获胜' })).toBeVisible();
	const zhStory = page.getByTestId('story');
	await expect(zhStory).toContainText('爪牙信息：Bob得知恶魔是Alice');
	await expect(zhStory).toContainText('恶魔的伪装角色：图书管理员、僧侣和圣徒');
	await expect(zhStory).toContainText('Chen：酒鬼 → 共情者');
	await expect(zhStory).toContainText('Gus提名Alice：5 票（需要 4 票），上处决台');
	expect(await zhStory.innerText()).not.toMatch(CODE);
	await shoot(page, 'story-zh', zhStory.locator('h4').nth(1));
	await button(page, '记录').click();
	const zhHistory = page.getByRole('dialog', { name: '操作记录' });
	await expect(zhHistory).toContainText('发放角色');
	await expect(zhHistory).toContainText('Gus提名Alice');
	for (const text of await zhHistory.getByRole('listitem').allInnerTexts())
		expect(text).not.toMatch(CODE);
	await shoot(page, 'history-zh');
});

test('both werewolf desks keep a history in words, in Chinese and English', async ({ page }) => {
	await page.setViewportSize({ width: 1024, height: 768 });
	await page.goto('/settings');
	await page.getByRole('radio', { name: '简体中文' }).check({ force: true });
	await expect.poll(() => storedSetting(page, 'locale')).toBe('zh-CN');

	// I01: lovers at night zero, then day 1.
	await page.goto('/new');
	await page.getByTestId('ruleset-werewolf-i01').click();
	await page.getByTestId('ww-create').click();
	await page.waitForURL(/\/game\//);
	const i01Url = page.url();
	await page.getByRole('combobox', { name: '情侣一' }).selectOption('s4');
	await page.getByRole('combobox', { name: '情侣二' }).selectOption('s5');
	await page.getByRole('button', { name: '成为情侣' }).click();
	await page.getByRole('button', { name: '结束第零日夜晚，开始第1天' }).click();
	await page.getByRole('tab', { name: '记录' }).click();
	const history = page.getByTestId('desk-history');
	await expect(history).toContainText('爱神连出情侣：4号 玩家4与5号 玩家5');
	await expect(history).toContainText('第 0 夜结束');
	await expect(history).toContainText('随机发放身份');
	expect(await history.innerText()).not.toMatch(CODE);
	await shoot(page, 'desk-history-i01-zh');

	// 沉取场: the game begins.
	await page.goto('/new');
	await page.getByTestId('ruleset-werewolf-chenqu').click();
	await page.getByTestId('ww-create').click();
	await page.waitForURL(/\/game\//);
	await page.getByRole('button', { name: '开始游戏' }).click();
	await page.getByRole('tab', { name: '记录' }).click();
	await expect(history).toContainText('游戏开始：第 0 夜');
	await expect(history).toContainText(/发放身份（20 人）/);
	expect(await history.innerText()).not.toMatch(CODE);
	await shoot(page, 'desk-history-chenqu-zh');

	// The same histories in English.
	await page.goto('/settings');
	await page.getByRole('radio', { name: 'English' }).check({ force: true });
	await expect.poll(() => storedSetting(page, 'locale')).toBe('en');
	await page.goto(i01Url);
	await page.getByRole('tab', { name: 'History' }).click();
	await expect(history).toContainText('Cupid makes #4 玩家4 and #5 玩家5 lovers');
	await expect(history).toContainText('Night zero ends');
	expect(await history.innerText()).not.toMatch(CODE);
	// Five tabs on a phone: each label whole (they wrap onto a second row instead).
	await page.setViewportSize({ width: 390, height: 844 });
	const clipped = await page
		.getByRole('tab')
		.evaluateAll((tabs) =>
			tabs.filter((t) => t.scrollWidth > t.clientWidth + 1).map((t) => t.textContent)
		);
	expect(clipped).toEqual([]);
	await shoot(page, 'desk-history-i01-en');
});
