import { expect, test, type Page } from '@playwright/test';
import { openGame, seedGame } from './fixtures/play-game';

// Win suggestions that follow a character's ability: the Scarlet Woman. The Imp is executed
// through the vote counter with six others alive; the banner says the Scarlet Woman becomes
// the Demon and offers no "end the game"; with her poisoned, it suggests good's win and says why.

test.use({ serviceWorkers: 'block', viewport: { width: 1024, height: 768 } });
test.setTimeout(90_000);

const seat = (page: Page, name: string) => page.locator('.seat', { hasText: name });

async function executeAlice(
	page: Page,
	texts: { nominate: RegExp; up: RegExp; record: RegExp; execute: RegExp }
) {
	await page.getByRole('button', { name: texts.nominate }).click();
	await seat(page, 'Bob').click();
	await seat(page, 'Alice').click();
	const record = page.getByRole('button', { name: texts.record });
	for (let i = 0; i < 7 && !(await record.isVisible()); i++)
		await page.getByRole('button', { name: texts.up }).click();
	await record.click();
	await page.getByRole('button', { name: texts.execute }).click();
	await expect(seat(page, 'Alice')).toHaveAttribute('aria-label', /Dead|死亡/);
}

const EN = {
	nominate: /^New nomination$/,
	up: /Hand up/,
	record: /^Record the result/,
	execute: /^Execute Alice$/
};

/** Day 1 of the seven-player fixture with Bob (its Poisoner) a Scarlet Woman; Alice the Imp executed. */
async function executeBesideScarletWoman(page: Page, id: string) {
	await page.goto('/');
	const game = await seedGame(page, {
		id,
		locale: 'en',
		more: [
			{ type: 'seat/character', seat: 's2', character: 'scarletwoman' },
			{ type: 'day/started' }
		]
	});
	await page.goto(`/game/${game}`);
	await executeAlice(page, EN);
	const banner = page.locator('.banner.win');
	await expect(banner).toContainText('the Scarlet Woman becomes the Demon');
	return banner;
}

test('the Demon executed with a sober Scarlet Woman and six alive: she becomes the Demon, no win', async ({
	page
}) => {
	const banner = await executeBesideScarletWoman(page, 'win-sw');
	await expect(banner.getByRole('button', { name: 'End the game' })).toHaveCount(0);
	await page.screenshot({ path: test.info().outputPath('scarlet-woman-en.png') });
	await banner.getByRole('button', { name: 'Got it' }).click();
	await expect(banner).toHaveCount(0);
});

test('on a phone, the win banner after the execution is on screen with the day', async ({
	page
}) => {
	await page.setViewportSize({ width: 390, height: 844 });
	const banner = await executeBesideScarletWoman(page, 'win-sw-phone');
	await expect(banner).toBeInViewport({ ratio: 1 });
});

test('the same with the Scarlet Woman poisoned: good wins, and the banner says she did not take over', async ({
	page
}) => {
	await openGame(page, {
		id: 'win-sw-poisoned',
		locale: 'zh-CN',
		more: [
			{ type: 'seat/character', seat: 's2', character: 'scarletwoman' },
			{ type: 'reminder/added', seat: 's2', source: 'poisoner', label: 'Poisoned' },
			{ type: 'day/started' }
		]
	});
	await executeAlice(page, {
		nominate: /^发起提名$/,
		up: /^举手/,
		record: /^记录结果/,
		execute: /^处决Alice$/
	});
	const banner = page.locator('.banner.win');
	await expect(banner).toContainText('所有恶魔都已死亡：善良阵营获胜');
	await expect(banner).toContainText('红唇女郎醉酒或中毒');
	await page.screenshot({ path: test.info().outputPath('scarlet-woman-poisoned-zh.png') });
});
