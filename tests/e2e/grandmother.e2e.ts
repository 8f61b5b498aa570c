import { expect, test, type Page } from '@playwright/test';
import { openGame, scriptOf } from './fixtures/play-game';
import { doneUntil } from './helpers';

// The Grandmother dies too when the Demon kills her grandchild. Night 2 of a Bad Moon Rising
// game: Alice the Grandmother learnt Chen (the Chambermaid) as her grandchild on night 1. The
// Po's one tap kills Chen; the grimoire then offers Alice's death, with why, and records it only
// on the storyteller's tap. In both languages at 1024×768, and on a 390×844 phone, where the offer
// comes on screen with the next step; with PLAY_SHOTS set to a folder, the offer is saved there.

const SHOTS = process.env.PLAY_SHOTS;

test.use({ serviceWorkers: 'block', baseURL: process.env.PLAY_BASE ?? undefined });
test.setTimeout(90_000);

const DEALS = ['grandmother', 'sailor', 'chambermaid', 'exorcist', 'gossip', 'assassin', 'po'];
const done = (...steps: string[]) =>
	steps.map((step) => ({ type: 'night/step', step, status: 'done' }));
const card = (page: Page) => page.locator('.night article');

const WORDS = {
	en: {
		po: 'Po',
		kill: /^Kills Chen$/,
		offer: /The Demon killed Chen, the Grandmother’s grandchild: Alice dies too\./,
		apply: /Alice\W*dies/,
		done: 'Done'
	},
	'zh-CN': {
		po: '珀',
		kill: /^杀死\s*Chen$/,
		offer: /恶魔杀死了祖母的孙子\s*Chen\s*：\s*Alice\s*也随之死亡。/,
		apply: /Alice\W*死亡/,
		done: '完成'
	}
};

const RUNS = [
	{ locale: 'zh-CN', width: 1024, height: 768 },
	{ locale: 'en', width: 1024, height: 768 },
	{ locale: 'zh-CN', width: 390, height: 844 }
] as const;

for (const { locale, width, height } of RUNS) {
	const tag = `${locale}-${width}x${height}`;
	test(`the Grandmother's death is offered when the Demon kills her grandchild, ${tag}`, async ({
		page
	}) => {
		const want = WORDS[locale];
		await page.setViewportSize({ width, height });
		await openGame(page, {
			id: `grandmother-${tag}`,
			locale,
			script: scriptOf('gm', 'Grandmother', [...DEALS, 'innkeeper', 'tealady', 'fool']),
			deals: DEALS,
			rules: 1,
			more: [
				...done('dusk', 'minioninfo', 'demoninfo', 'sailor'),
				{ type: 'reminder/added', seat: 's3', source: 'grandmother', label: 'Grandchild' },
				...done('grandmother', 'chambermaid', 'dawn'),
				{ type: 'day/started' },
				{ type: 'night/started' },
				...done('dusk')
			]
		});

		// Through tonight's steps to the Po's, whose tap kills Chen.
		await doneUntil(page, want.po, want.done);
		const offers = page.getByTestId('death-offers');
		await expect(offers).toHaveCount(0);
		await card(page).getByTestId('kill-targets').getByRole('button', { name: want.kill }).click();

		// Alice's death is offered with why; nothing is recorded before the tap.
		await expect(offers).toContainText(want.offer);
		await expect(offers).toBeInViewport({ ratio: 1 });
		await expect(page.locator('.seat[data-seat="s1"]')).not.toHaveClass(/\bdead\b/);
		if (SHOTS) await page.screenshot({ path: `${SHOTS}/grandmother-${tag}.png` });
		const apply = offers.getByTestId('death-apply');
		await expect(apply).toHaveText(want.apply);
		await apply.click();
		await expect(offers).toHaveCount(0);
		await expect(page.locator('.seat[data-seat="s1"]')).toHaveClass(/\bdead\b/);
		await expect(page.locator('.seat[data-seat="s3"]')).toHaveClass(/\bdead\b/);
		// Kept: after a reload she is still dead, and the offer does not come back.
		await page.reload();
		await expect(page.locator('.seat[data-seat="s1"]')).toHaveClass(/\bdead\b/);
		await expect(page.locator('.night article')).toBeVisible();
		await expect(offers).toHaveCount(0);
	});
}
