import { expect, test, type Page } from '@playwright/test';
import { zhCN as zh } from '../../src/lib/i18n/all';
import { hold } from './helpers';
import { STANDARD_TERMS_ZH, applyTerms } from '../../src/lib/rulesets/jingmantianba/index';

// A whole 《井满田坝》 game through the screens in Chinese, from the new-game screen to the end:
// everything the storyteller or the table sees uses the variant's words (132/826, 四有人员…团长,
// 进盒, 猴山游客, 看不清楚/精神错乱), never the standard ones; a private chat shows on the public
// screen.

test.use({ serviceWorkers: 'block', locale: 'zh-CN' });
test.setTimeout(120_000);

/** A label as the variant shows it. */
const w = (text: string, params: Record<string, string | number> = {}) =>
	applyTerms(
		text.replace(/\{(\w+)\}/g, (all, k: string) => (k in params ? String(params[k]) : all)),
		'zh-CN'
	);
const button = (page: Page, name: string | RegExp) =>
	page.getByRole('button', { name, exact: typeof name === 'string' });
const seat = (page: Page, name: string) => page.locator('.seat', { hasText: name });

const seen: { where: string; text: string }[] = [];
async function look(page: Page, where: string) {
	seen.push({ where, text: await page.locator('body').innerText() });
}

const title = (page: Page) => page.locator('.night article h3');

async function doneUntil(page: Page, want: string, each?: () => Promise<void>) {
	for (let i = 0; i < 40; i++) {
		const now = await title(page).textContent();
		if (now === want) return;
		await look(page, `night step ${now}`);
		await each?.();
		await button(page, w(zh['play.night.done'])).click();
		await expect(title(page)).not.toHaveText(now ?? '');
	}
	throw new Error(`never reached ${want}`);
}

test('a 《井满田坝》 game speaks only the variant’s words, and announces private chats', async ({
	page
}) => {
	await page.setViewportSize({ width: 1024, height: 768 });
	await page.goto('/');
	await page.locator('a[href="/new"]').first().click();
	await page.getByTestId('ruleset-jingmantianba').click();
	await expect(page.getByText(zh['jmtb.sampleHint'])).toBeVisible();
	await page.getByTestId('players-7').click();
	await expect(page).toHaveURL(/\/game\/[^/]+$/);
	// The names come first; skipped.
	await expect(page.getByTestId('setup')).toHaveAttribute('data-step', 'players');
	await page.getByTestId('next').click();

	// Setup: the counts table and the characters in the variant's words.
	await expect(page.getByTestId('counts-table')).toContainText('四有人员');
	await expect(page.getByTestId('counts-table')).toContainText('团长');
	await look(page, 'setup: characters');
	await page.getByTestId('step-deal').click();
	await page.getByTestId('deal-random').click();
	await look(page, 'setup: deal');
	await page.getByTestId('step-bluffs').click();
	await look(page, 'setup: bluffs');
	await page.getByTestId('start-night').click();

	// Night 1: the info steps are 团员信息 / 团长信息 and say 826 has no group chat.
	await expect(title(page)).toHaveText('黄昏');
	await doneUntil(page, '团员信息');
	await expect(page.getByTestId('ruleset-note').first()).toContainText('826 没有夜晚的群聊');
	const boss = ((await page.locator('.night dl dd').first().textContent()) ?? '').trim();
	await look(page, 'night: member info');
	await doneUntil(page, '黎明');
	await look(page, 'dawn');
	await button(page, w(zh['play.night.startDay'], { n: 1 })).click();

	// Day 1: a private chat between two players, announced on the public screen.
	const names = (
		await page.locator('.seat').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))
	).map((n) => (n ?? '').split(' · ')[0] ?? '');
	const others = names.filter((n) => n !== boss);
	const [a, b] = others as [string, string];
	await button(page, zh['chat.record']).click();
	const chats = page.getByRole('region', { name: zh['chat.title'] });
	await chats.getByRole('button', { name: a, exact: true }).click();
	await chats.getByRole('button', { name: b, exact: true }).click();
	await button(page, zh['chat.save']).click();
	// Two names joined as Chinese lists are (Intl.ListFormat): 1号和2号.
	const line = w(zh['chat.line'], { names: `${a}和${b}` });
	await expect(page.getByTestId('private-chat')).toHaveText(new RegExp(line));
	await look(page, 'day 1');

	await button(page, w(zh['play.public.short'])).click();
	await expect(page.getByTestId('public-private-chat')).toHaveText(line);
	await look(page, 'public screen');
	await hold(page, button(page, w(zh['play.public.holdToLeave'])));

	// The 团长 is nominated, voted onto the block and executed: 132 wins.
	await button(page, w(zh['play.day.nominate'])).click();
	await seat(page, a).click();
	await seat(page, boss).click();
	for (let i = 0; i < 7; i++) await button(page, w(zh['play.vote.hand'])).click();
	await button(page, w(zh['play.vote.record'], { n: 7 })).click();
	await button(page, w(zh['play.day.execute'], { name: boss })).click();
	await look(page, 'execution');
	await page
		.locator('.banner.win')
		.getByRole('button', { name: w(zh['play.end.endGame']) })
		.click();
	await look(page, 'end sheet');
	await button(page, w(zh['play.end.confirm'])).click();
	await expect(page.getByRole('heading', { name: /132/ })).toBeVisible();
	await look(page, 'end screen');

	const found = seen.flatMap(({ where, text }) =>
		STANDARD_TERMS_ZH.filter((term) => text.includes(term)).map((term) => {
			const at = text.indexOf(term);
			return `${where}: “${term}” in “…${text.slice(Math.max(0, at - 20), at + 20)}…”`;
		})
	);
	expect(found).toEqual([]);
	expect(seen.length).toBeGreaterThan(8);
});
