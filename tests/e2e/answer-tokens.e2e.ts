import { expect, test, type Page } from '@playwright/test';
import { openGame } from './fixtures/play-game';

// The tokens the grimoire knows are placed with the answer, in the same tap. A seven-player
// Trouble Brewing game at its first night (Alice the Imp, Bob the Poisoner, Chen the Empath,
// Dana the Washerwoman, Eve the Chef, Fang the Fortune Teller, Gus the Virgin): the Washerwoman
// is shown Chen as the Empath with Alice as the other player; Chen gets the Washerwoman's
// "Townsfolk" token and Alice her "Wrong" token, and another answer moves them.

test.use({ serviceWorkers: 'block', baseURL: process.env.PLAY_BASE ?? undefined });
test.setTimeout(90_000);

const EMPATH = [
	{ type: 'seat/character', seat: 's3', character: 'empath' },
	{ type: 'seat/thinks', seat: 's3', character: null }
];

const seat = (page: Page, name: string) => page.locator('.seat', { hasText: name });
const card = (page: Page) => page.locator('.night article');
const answer = (page: Page) => card(page).getByTestId('night-answer');

async function doneUntil(page: Page, step: string) {
	for (let i = 0; i < 12; i++) {
		const key = await card(page).getAttribute('data-step');
		if (key === step) return;
		await card(page).locator('.nav').getByRole('button', { name: 'Done' }).click();
		await expect(card(page)).not.toHaveAttribute('data-step', key ?? '');
	}
	throw new Error(`no step ${step}`);
}

test('the Washerwoman’s answer places her Townsfolk and Wrong tokens in the same tap', async ({
	page
}) => {
	await page.setViewportSize({ width: 1024, height: 768 });
	await openGame(page, { id: 'answer-tokens', locale: 'en', more: EMPATH });
	await doneUntil(page, 'washerwoman');
	const ring = page.locator('.ring');
	await expect(ring.locator('.reminder', { hasText: 'Townsfolk' })).toHaveCount(0);

	await answer(page).locator('button[data-truth="true"]', { hasText: 'Chen' }).click();
	await seat(page, 'Alice').click();
	await expect(answer(page).getByTestId('answer-given')).toContainText('Chen');
	await expect(ring.locator('.reminder', { hasText: 'Townsfolk' })).toHaveCount(1);
	await expect(ring.locator('.reminder', { hasText: 'Wrong' })).toHaveCount(1);

	// Another answer at the step takes the first one's tokens off and places its own.
	await answer(page).locator('button[data-truth="true"]', { hasText: 'Eve' }).click();
	await seat(page, 'Bob').click();
	await expect(answer(page).getByTestId('answer-given')).toContainText('Eve');
	await expect(ring.locator('.reminder', { hasText: 'Townsfolk' })).toHaveCount(1);
	await expect(ring.locator('.reminder', { hasText: 'Wrong' })).toHaveCount(1);
	if (process.env.PLAY_SHOTS)
		await page.screenshot({ path: `${process.env.PLAY_SHOTS}/answer-tokens-en.png` });
});
