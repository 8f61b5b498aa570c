import { expect, test, type Page } from '@playwright/test';
import { openGame, scriptOf, type SeedOptions } from './fixtures/play-game';

// The ability ledger played through the grimoire in Chinese, on a tablet (1024×768).
// 1. Alice the Philosopher chooses the Empath while Bob is the Empath: the change is offered from
//    her choice and made by one tap; Bob's step is drunk (his truth 0, false answers offered),
//    Alice has her own Empath step (her truth 1, no false answers); she stays the Philosopher.
// 2. Alice the Imp is executed with seven alive and Bob the Scarlet Woman sober: the change is
//    offered, one tap makes Bob the Imp; that night he has the Scarlet Woman's step (the Demon
//    died) and the Imp's kill.
// With PLAY_SHOTS set to a folder, both are saved there to be looked at.

const SHOTS = process.env.PLAY_SHOTS;

test.use({ serviceWorkers: 'block', baseURL: process.env.PLAY_BASE ?? undefined });
test.setTimeout(120_000);

const card = (page: Page) => page.locator('.night article');
const answer = (page: Page) => card(page).getByTestId('night-answer');
const done = (...steps: string[]) =>
	steps.map((step) => ({ type: 'night/step', step, status: 'done' }));

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

/** Seeds a game (rules version 1) on a tablet and opens it. */
async function open(page: Page, options: SeedOptions) {
	await page.setViewportSize({ width: 1024, height: 768 });
	await openGame(page, { rules: 1, ...options });
}

const PHIL = ['philosopher', 'empath', 'chef', 'washerwoman', 'librarian', 'poisoner', 'imp'];

test('the Philosopher takes the Empath while the Empath is in play (zh-CN, tablet)', async ({
	page
}) => {
	await open(page, {
		id: 'ability-philosopher',
		locale: 'zh-CN',
		script: scriptOf('phil', 'Philosopher', PHIL),
		deals: PHIL,
		more: done('dusk')
	});
	await doneUntil(page, 'philosopher');
	await card(page).getByRole('button', { name: '选择 TA 选的角色' }).click();
	await page.getByRole('dialog').getByRole('button', { name: '共情者' }).click();
	await expect(page.getByRole('dialog')).toHaveCount(0);

	const offer = page.getByTestId('change-offers');
	await expect(offer).toContainText(/哲学家\s*Alice\s*选择了共情者/);
	await expect(offer).toContainText(/Bob\s*（真正的共情者）从现在起醉酒/);
	if (SHOTS) await page.screenshot({ path: `${SHOTS}/philosopher-offer-zh.png` });
	await offer.getByTestId('change-apply').click();
	await expect(offer).toHaveCount(0);

	// Bob, the real Empath, is drunk: his truth is 0, and false answers are offered.
	await doneUntil(page, 'empath');
	await expect(card(page)).toContainText('Bob');
	await expect(answer(page).locator('button[data-truth="true"]')).toHaveText(['0']);
	await expect(answer(page).locator('[data-truth="false"]').first()).toBeVisible();
	// Alice has her own step, as the Philosopher with the Empath's ability: her truth is 1.
	await card(page)
		.locator('.nav')
		.getByRole('button', { name: /^(Done|完成)$/ })
		.click();
	await expect(card(page)).toHaveAttribute('data-step', 'empath@s1');
	await expect(card(page).locator('h3')).toHaveText(/哲学家：共情者/);
	await expect(answer(page).locator('button[data-truth="true"]')).toHaveText(['1']);
	await expect(answer(page).locator('[data-truth="false"]')).toHaveCount(0);
	if (SHOTS) await page.screenshot({ path: `${SHOTS}/philosopher-empath-zh.png` });

	// Her seat keeps who she was.
	await page.locator('.seat', { hasText: 'Alice' }).click();
	await expect(page.getByTestId('seat-change')).toHaveText(/哲学家\s*→\s*共情者的能力/);
	if (SHOTS) await page.screenshot({ path: `${SHOTS}/philosopher-seat-zh.png` });
});

const SW = ['imp', 'scarletwoman', 'chef', 'empath', 'washerwoman', 'librarian', 'soldier'];

/** Day 1 of the Scarlet Woman's game, the Imp (Alice) just executed with seven alive. */
const SW_EXECUTED = [
	...done('dusk', 'minioninfo', 'demoninfo', 'washerwoman', 'librarian', 'chef', 'empath'),
	...done('dawn'),
	{ type: 'day/started' },
	{ type: 'execution', seat: 's1', died: true }
];

test('the Scarlet Woman becomes the Imp when the Imp is executed (zh-CN, tablet)', async ({
	page
}) => {
	await open(page, {
		id: 'ability-scarletwoman',
		locale: 'zh-CN',
		script: scriptOf('sw', 'Scarlet Woman', SW),
		deals: SW,
		more: SW_EXECUTED
	});

	const offer = page.getByTestId('change-offers');
	await expect(offer).toContainText(/红唇女郎\s*Bob\s*成为小恶魔/);
	if (SHOTS) await page.screenshot({ path: `${SHOTS}/scarletwoman-offer-zh.png` });
	await offer.getByTestId('change-apply').click();
	await expect(offer).toHaveCount(0);
	// Bob is the Imp now, and keeps who he was.
	await page.locator('.seat', { hasText: 'Bob' }).click();
	await expect(page.getByTestId('seat-change')).toHaveText(/红唇女郎\s*→\s*小恶魔/);
	if (SHOTS) await page.screenshot({ path: `${SHOTS}/scarletwoman-seat-zh.png` });
	await page.getByRole('dialog').locator('button.close').click();
	await expect(page.getByTestId('seat-change')).toHaveCount(0);

	await page.getByRole('button', { name: '入夜：开始第 2 夜' }).click();
	await doneUntil(page, 'scarletwoman');
	await expect(card(page)).toContainText('Bob');
	if (SHOTS) await page.screenshot({ path: `${SHOTS}/scarletwoman-step-zh.png` });
	await doneUntil(page, 'imp');
	await expect(card(page)).toContainText('Bob');
	await expect(card(page).getByTestId('kill-targets')).toBeVisible();
	if (SHOTS) await page.screenshot({ path: `${SHOTS}/scarletwoman-imp-zh.png` });
});

test('the seat sheet’s change of character makes the Scarlet Woman the Imp, with her step (zh-CN, tablet)', async ({
	page
}) => {
	await open(page, {
		id: 'ability-scarletwoman-sheet',
		locale: 'zh-CN',
		script: scriptOf('sw', 'Scarlet Woman', SW),
		deals: SW,
		more: SW_EXECUTED
	});
	await expect(page.getByTestId('change-offers')).toBeVisible();
	// Instead of the offer, the storyteller swaps Bob's token on his seat sheet.
	await page.locator('.seat', { hasText: 'Bob' }).click();
	await page.getByRole('dialog').getByRole('button', { name: '更换角色' }).click();
	await page.getByRole('dialog').getByRole('button', { name: '小恶魔' }).click();
	await expect(page.getByTestId('seat-change')).toHaveText(/红唇女郎\s*→\s*小恶魔/);
	if (SHOTS) await page.screenshot({ path: `${SHOTS}/scarletwoman-sheet-zh.png` });
	await page.getByRole('dialog').locator('button.close').click();
	// The change was hers (the Demon died): nothing left to offer.
	await expect(page.getByTestId('change-offers')).toHaveCount(0);

	await page.getByRole('button', { name: '入夜：开始第 2 夜' }).click();
	await doneUntil(page, 'scarletwoman');
	await expect(card(page)).toContainText('Bob');
	await doneUntil(page, 'imp');
	await expect(card(page)).toContainText('Bob');
});

const CHARMER = ['fanggu', 'witch', 'snakecharmer', 'clockmaker', 'dreamer', 'mutant', 'oracle'];

test('the Snake Charmer chooses the Demon: the swap is offered and made by one tap (zh-CN, tablet)', async ({
	page
}) => {
	await open(page, {
		id: 'ability-snakecharmer',
		locale: 'zh-CN',
		script: scriptOf('sc', 'Snake Charmer', CHARMER),
		deals: CHARMER,
		more: done('dusk')
	});
	await doneUntil(page, 'snakecharmer');
	// Chen the Snake Charmer chose Alice (the Fang Gu): tapped, then the answer "yes" recorded.
	await card(page).getByRole('button', { name: '点选 TA 选择的玩家（1 名）' }).click();
	await page.locator('.seat', { hasText: 'Alice' }).click();
	await answer(page).locator('button[data-truth="true"]').click();

	const offer = page.getByTestId('change-offers');
	await expect(offer).toContainText(/舞蛇人\s*Chen\s*选中了恶魔\s*Alice/);
	if (SHOTS) await page.screenshot({ path: `${SHOTS}/snakecharmer-offer-zh.png` });
	await offer.getByTestId('change-apply').click();
	await expect(offer).toHaveCount(0);
	await page.locator('.seat', { hasText: 'Chen' }).click();
	await expect(page.getByTestId('seat-change')).toHaveText(/舞蛇人\s*→\s*方古/);
	await page.getByRole('dialog').locator('button.close').click();
	await page.locator('.seat', { hasText: 'Alice' }).click();
	await expect(page.getByTestId('seat-change')).toHaveText(/方古\s*→\s*舞蛇人/);
	await expect(page.getByRole('dialog')).toContainText('中毒');
	if (SHOTS) await page.screenshot({ path: `${SHOTS}/snakecharmer-seat-zh.png` });
});

const VORTOX = ['vortox', 'witch', 'snakecharmer', 'clockmaker', 'dreamer', 'mutant', 'oracle'];

for (const locale of ['zh-CN', 'en'] as const)
	test(`under the Vortox the Snake Charmer's answer is not marked false: a swap is not information (${locale}, tablet)`, async ({
		page
	}) => {
		const zh = locale === 'zh-CN';
		await open(page, {
			id: `ability-vortox-charmer-${locale}`,
			locale,
			script: scriptOf('vc', 'Vortox Charmer', VORTOX),
			deals: VORTOX,
			more: done('dusk')
		});
		await doneUntil(page, 'snakecharmer');
		const choose = zh ? '点选 TA 选择的玩家（1 名）' : 'Tap the players they chose (1)';
		await card(page).getByRole('button', { name: choose }).click();
		await page.locator('.seat', { hasText: 'Alice' }).click();
		await expect(answer(page).locator('button[data-truth="true"]')).toHaveCount(1);
		await expect(answer(page)).not.toContainText(zh ? '涡流' : 'Vortox');
		await expect(answer(page).locator('button[data-truth="false"]')).toHaveCount(0);
		if (SHOTS) await page.screenshot({ path: `${SHOTS}/vortox-snakecharmer-${locale}.png` });
		await answer(page).locator('button[data-truth="true"]').click();
		await expect(page.getByTestId('change-offers')).toBeVisible();
		if (SHOTS) await page.screenshot({ path: `${SHOTS}/vortox-snakecharmer-offer-${locale}.png` });
	});

const TWIN = ['vortox', 'pithag', 'eviltwin', 'dreamer', 'oracle', 'sage', 'clockmaker'];

for (const locale of ['zh-CN', 'en'] as const)
	test(`the Pit-Hag's change of the good twin is offered with a note on the twins (${locale}, tablet)`, async ({
		page
	}) => {
		await open(page, {
			id: `ability-twin-pithag-${locale}`,
			locale,
			script: scriptOf('tw', 'Twins', [...TWIN, 'savant']),
			deals: TWIN,
			more: [
				{ type: 'reminder/added', seat: 's4', source: 'eviltwin', label: 'Twin' },
				{ type: 'day/started' },
				{ type: 'night/started' },
				{
					type: 'night/choice',
					step: 'pithag',
					character: 'pithag',
					seats: ['s4'],
					characters: ['savant']
				}
			]
		});
		const offer = page.getByTestId('change-offers');
		await expect(offer).toContainText('Dana');
		await expect(offer.getByTestId('change-twin')).toContainText(
			locale === 'zh-CN' ? '双子' : 'Evil Twin'
		);
		if (SHOTS) await page.screenshot({ path: `${SHOTS}/twin-pithag-offer-${locale}.png` });
	});
