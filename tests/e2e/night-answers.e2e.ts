import { expect, test, type Page } from '@playwright/test';
import { openGame, reloadSaved } from './fixtures/play-game';

// The answer of each information step, suggested from the grimoire and logged when tapped. A
// seven-player Trouble Brewing game at its first night: Alice the Imp, Bob the Poisoner, Chen
// the Empath, Dana the Washerwoman, Eve the Chef, Fang the Fortune Teller, Gus the Virgin. The
// Chef's truth is 1 (Alice and Bob sit together), the Empath's 1 (Bob beside Chen). With
// PLAY_SHOTS set to a folder, the answer card is saved there to be looked at.

const SHOTS = process.env.PLAY_SHOTS;

test.use({ serviceWorkers: 'block', baseURL: process.env.PLAY_BASE ?? undefined });
test.setTimeout(90_000);

/** Chen becomes a real Empath (the fixture deals him the Drunk). */
const EMPATH = [
	{ type: 'seat/character', seat: 's3', character: 'empath' },
	{ type: 'seat/thinks', seat: 's3', character: null }
];

const seat = (page: Page, name: string) => page.locator('.seat', { hasText: name });
const card = (page: Page) => page.locator('.night article');
const answer = (page: Page) => card(page).getByTestId('night-answer');

/** The steps whose answers are stored in IndexedDB so far. */
async function storedAnswers(page: Page, id: string): Promise<string[]> {
	return page.evaluate(async (id) => {
		const db = await new Promise<IDBDatabase>((resolve, reject) => {
			const request = indexedDB.open('storyteller-grimoire');
			request.onsuccess = () => resolve(request.result);
			request.onerror = () => reject(request.error);
		});
		const rows = await new Promise<{ gameId: string; event: { type: string; step?: string } }[]>(
			(resolve, reject) => {
				const request = db.transaction('events').objectStore('events').getAll();
				request.onsuccess = () => resolve(request.result);
				request.onerror = () => reject(request.error);
			}
		);
		db.close();
		return rows
			.filter((r) => r.gameId === id && r.event.type === 'night/answer')
			.map((r) => r.event.step ?? '');
	}, id);
}

async function doneUntil(page: Page, step: string) {
	for (let i = 0; i < 12; i++) {
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

async function open(page: Page, id: string, locale: 'en' | 'zh-CN', more = EMPATH) {
	await openGame(page, { id, locale, more });
	await expect(card(page)).toHaveAttribute('data-step', 'dusk');
}

test('the first night suggests the Chef’s and Empath’s numbers and the Fortune Teller’s answer, logs them', async ({
	page
}) => {
	await page.setViewportSize({ width: 1024, height: 768 });
	await open(page, 'answers-en', 'en');

	await doneUntil(page, 'chef');
	await expect(answer(page).locator('button[data-truth="true"]')).toHaveText(['1']);
	await expect(answer(page).locator('[data-truth="false"]')).toHaveCount(0);
	await answer(page).locator('button[data-truth="true"]').click();
	await expect(answer(page).getByTestId('answer-given')).toContainText('Told: 1');

	await doneUntil(page, 'empath');
	await expect(answer(page).locator('button[data-truth="true"]')).toHaveText(['1']);
	await expect(answer(page).locator('.warn')).toHaveCount(0);
	await answer(page).locator('button[data-truth="true"]').click();
	await expect(answer(page).getByTestId('answer-given')).toContainText('Told: 1');

	// The Fortune Teller: Gus is the red herring; Fang chooses Dana and Gus.
	await doneUntil(page, 'fortuneteller');
	await card(page).getByRole('button', { name: 'Red Herring', exact: true }).click();
	await seat(page, 'Gus').click();
	await answer(page).getByRole('button', { name: 'Tap the players they chose (2)' }).click();
	await seat(page, 'Dana').click();
	await seat(page, 'Gus').click();
	await expect(answer(page)).toContainText('Chosen: Dana and Gus');
	await expect(answer(page).locator('button[data-truth="true"]')).toHaveText(['Yes']);
	if (SHOTS) await page.screenshot({ path: `${SHOTS}/answer-ft-en-1024.png` });
	await answer(page).locator('button[data-truth="true"]').click();
	await expect(answer(page).getByTestId('answer-given')).toContainText('Told: Yes');

	// After a reload the answers are still there: on the step, in the history, at the end.
	await expect
		.poll(() => storedAnswers(page, 'answers-en'))
		.toEqual(['chef', 'empath', 'fortuneteller']);
	await reloadSaved(page);
	await expect(card(page)).toBeVisible();
	await page.locator('.steps').getByRole('button', { name: 'Chef' }).click();
	await expect(answer(page).getByTestId('answer-given')).toContainText('Told: 1');
	await page.getByRole('button', { name: 'History' }).click();
	const history = page.getByRole('list', { name: 'History' });
	await expect(history).toContainText('Chef was told: 1 (true)');
	await expect(history).toContainText('Empath was told: 1 (true)');
	await expect(history).toContainText('Fortune Teller was told: Yes (true)');
	await page.getByRole('button', { name: 'Close' }).click();

	await page.getByRole('button', { name: 'End game' }).click();
	await page.getByRole('button', { name: 'Announce and reveal the grimoire' }).click();
	await expect(page.getByTestId('told-s5')).toHaveText('Night 1 · Chef: 1 (true)');
	await expect(page.getByTestId('told-s3')).toHaveText('Night 1 · Empath: 1 (true)');
	await expect(page.getByTestId('told-s6')).toHaveText('Night 1 · Fortune Teller: Yes (true)');
});

test('a poisoned Empath is offered the false numbers too', async ({ page }) => {
	await page.setViewportSize({ width: 1024, height: 768 });
	await open(page, 'answers-poison', 'en');
	await doneUntil(page, 'poisoner');
	await card(page).getByRole('button', { name: 'Poisoned', exact: true }).click();
	await seat(page, 'Chen').click();
	await doneUntil(page, 'empath');
	await expect(answer(page).locator('.warn')).toContainText('drunk or poisoned');
	await expect(answer(page).locator('button[data-truth="true"]')).toHaveText(['1']);
	await expect(answer(page).locator('button[data-truth="false"]')).toHaveText(['0', '2']);
	await answer(page).locator('button[data-truth="false"]').first().click();
	await expect(answer(page).getByTestId('answer-given')).toContainText('Told: 0');
	await expect(answer(page).getByTestId('answer-given')).toContainText('(false)');
});

for (const [locale, width, height] of [
	['en', 390, 844],
	['zh-CN', 1024, 768],
	['zh-CN', 390, 844]
] as const) {
	test(`the answer card fits the screen, ${locale} at ${width}×${height}`, async ({ page }) => {
		await page.setViewportSize({ width, height });
		await open(page, `answers-${locale}-${width}`, locale);
		await doneUntil(page, 'washerwoman');
		const box = answer(page);
		await expect(box.locator('button[data-truth="true"]')).toHaveCount(4);
		await box.scrollIntoViewIfNeeded();
		const fits = await box.evaluate((el) => {
			const r = el.getBoundingClientRect();
			const buttons = [...el.querySelectorAll('button')].map((b) => b.getBoundingClientRect());
			return (
				r.right <= window.innerWidth + 0.5 &&
				buttons.every((b) => b.right <= r.right + 0.5 && b.height >= 44)
			);
		});
		expect(fits).toBe(true);
		if (SHOTS)
			await page.screenshot({ path: `${SHOTS}/answer-ww-${locale}-${width}.png`, fullPage: true });
	});
}
