import { expect, test } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { clearCharacters, dealFromBag, toCharactersStep } from './helpers';

// A file that writes the official characters as its own (集石's `chef_c`, named 厨师, its own
// wording and numbers in the thousands) imports as homebrew: the grimoire gives those no rule
// help. The new-game screen offers to play them as the official characters; the storyteller
// leaves out one (an author's remake of the Saint), plays the rest as official, and a game on the
// script then wakes them in the official order with their true answers. The one left out is
// remembered with the script and not offered again unless the storyteller asks.

test.use({ locale: 'zh-CN', viewport: { width: 1024, height: 768 }, serviceWorkers: 'block' });
test.setTimeout(90_000);

const FILE = fileURLToPath(new URL('../fixtures/scripts/jishi-own-names.json', import.meta.url));

test('own characters named like official ones are played as official when the storyteller says so', async ({
	page
}) => {
	await page.goto('/new');
	await page.getByTestId('script-import-open').click();
	await page.getByTestId('import-file').setInputFiles(FILE);
	const summary = page.getByTestId('import-summary');
	await expect(summary).toContainText('8 个自制角色');

	const offer = page.getByTestId('lookalikes');
	await expect(offer).toContainText('本剧本有 7 个自定义角色与官方角色同名');
	// The author's own character is not offered; the remade Saint is, and is left out.
	await expect(offer.locator('input[type="checkbox"]')).toHaveCount(7);
	await expect(offer).not.toContainText('守灯人');
	await page.getByTestId('lookalike-saint').uncheck();
	const apply = page.getByTestId('lookalikes-apply');
	await expect(apply).toHaveText('把勾选的 6 个按官方角色进行');
	await apply.click();
	await expect(summary).toContainText('6 个角色已改为按官方角色进行');
	// Only the Saint is still the file's own, and the grimoire remembers it was left out: it is
	// not offered again, until the storyteller asks.
	await expect(offer).toHaveCount(0);
	const kept = page.getByTestId('lookalikes-kept');
	await expect(kept).toContainText('1 个与官方角色同名的角色按本剧本自己的角色进行');

	// Kept with the script: after a reload the same six are official and the Saint still kept.
	await page.reload();
	await page.locator('[data-testid^="script-s-"]').filter({ hasText: '同名小镇' }).click();
	await expect(page.locator('[data-testid^="script-s-"][aria-pressed="true"]')).toContainText(
		'同名小镇'
	);
	await expect(kept).toBeVisible();
	await expect(offer).toHaveCount(0);
	// Asked again, the Saint is offered alone; kept as the file's own once more in one tap.
	await page.getByTestId('lookalikes-again').click();
	await expect(offer.locator('input[type="checkbox"]')).toHaveCount(1);
	await expect(page.getByTestId('lookalike-saint')).toBeChecked();
	await page.getByTestId('lookalikes-keep').click();
	await expect(offer).toHaveCount(0);
	await expect(kept).toContainText('1 个');

	await toCharactersStep(page, 5);
	await clearCharacters(page);
	for (const id of ['washerwoman', 'chef', 'empath', 'poisoner', 'imp'])
		await page.getByTestId(`char-${id}`).click();
	await expect(page.getByTestId('setup-ok')).toBeVisible();
	await dealFromBag(page, 5);
	await page.getByTestId('start-night').click();

	// The first night in the official order, each step with the grimoire's help.
	const card = page.locator('.night article');
	const steps: string[] = [];
	for (let i = 0; i < 12; i++) {
		const step = (await card.getAttribute('data-step')) ?? '';
		steps.push(step);
		if (step === 'dawn') break;
		if (step === 'chef' || step === 'empath')
			await expect(
				card.getByTestId('night-answer').locator('button[data-truth="true"]')
			).toHaveCount(1);
		await card
			.locator('.nav')
			.getByRole('button', { name: /^完成$/ })
			.click();
		await expect(card).not.toHaveAttribute('data-step', step);
	}
	const woken = steps.filter((s) => ['poisoner', 'washerwoman', 'chef', 'empath'].includes(s));
	expect(woken).toEqual(['poisoner', 'washerwoman', 'chef', 'empath']);
	expect(steps.at(-1)).toBe('dawn');
});
