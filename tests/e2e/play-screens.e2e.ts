import { expect, test, type Page } from '@playwright/test';
import { openGame } from './fixtures/play-game';

// The grimoire ring at 5, 12 and 20 seats on a landscape tablet, a portrait tablet and a phone,
// in both languages: every seat is on screen and tappable, and none overlaps another. With
// PLAY_SHOTS set to a folder, each screen is also saved there to be looked at.

const SHOTS = process.env.PLAY_SHOTS;
const SIZES = [
	{ width: 1024, height: 768 },
	{ width: 768, height: 1024 },
	{ width: 390, height: 844 }
];
const LOCALES = ['zh-CN', 'en'] as const;

test.use({ serviceWorkers: 'block', baseURL: process.env.PLAY_BASE ?? undefined });

function busyNight(seats: number) {
	const more: Record<string, unknown>[] = [
		{ type: 'reminder/added', seat: 's3', source: 'poisoner', label: 'Poisoned' },
		{ type: 'reminder/added', seat: 's4', source: 'fortuneteller', label: 'Red Herring' },
		{ type: 'reminder/added', seat: 's4', source: 'custom', label: 'Asked twice' },
		{ type: 'night/step', step: 'dusk', status: 'done' }
	];
	if (seats >= 12) more.push({ type: 'seat/died', seat: 's9' }, { type: 'seat/died', seat: 's10' });
	return more;
}

async function open(
	page: Page,
	seats: number,
	locale: (typeof LOCALES)[number],
	more?: Record<string, unknown>[]
) {
	const id = await openGame(page, {
		id: `shot-${seats}-${locale}`,
		seats,
		locale,
		more: more ?? busyNight(seats)
	});
	await expect(page.locator('.seat')).toHaveCount(seats);
	return id;
}

async function shot(page: Page, name: string) {
	if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function seatsFitAndDoNotOverlap(page: Page) {
	const boxes = await page.locator('.seat .token-wrap').evaluateAll((els) =>
		els.map((el) => {
			const r = el.getBoundingClientRect();
			return { x: r.x, y: r.y, w: r.width, h: r.height };
		})
	);
	const viewport = page.viewportSize()!;
	for (const b of boxes) {
		expect(b.x).toBeGreaterThanOrEqual(-1);
		expect(b.x + b.w).toBeLessThanOrEqual(viewport.width + 1);
		expect(b.w).toBeGreaterThanOrEqual(30);
	}
	for (let i = 0; i < boxes.length; i++)
		for (let j = i + 1; j < boxes.length; j++) {
			const a = boxes[i]!;
			const b = boxes[j]!;
			const overlap =
				a.x < b.x + b.w - 2 && b.x < a.x + a.w - 2 && a.y < b.y + b.h - 2 && b.y < a.y + a.h - 2;
			expect(overlap, `tokens ${i} and ${j} overlap`).toBe(false);
		}
}

for (const locale of LOCALES) {
	for (const size of SIZES) {
		test(`ring at 5, 12 and 20 seats, ${size.width}×${size.height}, ${locale}`, async ({
			page
		}) => {
			await page.setViewportSize(size);
			for (const seats of [5, 12, 20]) {
				await open(page, seats, locale);
				await seatsFitAndDoNotOverlap(page);
				await shot(page, `ring-${seats}-${size.width}x${size.height}-${locale}`);
			}
		});
	}

	test(`a night step, a vote and the public screen, ${locale}`, async ({ page }) => {
		await page.setViewportSize({ width: 1024, height: 768 });
		await open(page, 7, locale, [{ type: 'night/step', step: 'dusk', status: 'done' }]);
		await expect(page.locator('[data-step="minioninfo"]')).toBeVisible();
		await shot(page, `night-minioninfo-${locale}`);
		await page.locator('.nav .primary').click();
		await expect(page.locator('[data-step="demoninfo"]')).toBeVisible();
		await shot(page, `night-demoninfo-${locale}`);

		await open(page, 7, locale, [
			{ type: 'day/started' },
			{ type: 'seat/died', seat: 's5' },
			{ type: 'nomination/opened', nominator: 's1', nominee: 's4' }
		]);
		await page.locator('.answer .primary').click();
		await page.locator('.answer .primary').click();
		await page.locator('.answer .large:not(.primary)').click();
		await expect(page.getByTestId('vote-count')).toHaveText('2');
		await shot(page, `vote-${locale}`);
		await page.setViewportSize({ width: 390, height: 844 });
		await shot(page, `vote-phone-${locale}`);
		await page.setViewportSize({ width: 1024, height: 768 });

		await page.locator('.tools button').nth(3).click();
		const square = page.getByRole('dialog');
		await expect(square).toBeVisible();
		// Nothing secret reaches the public screen.
		for (const word of ['Imp', 'Poisoner', '小恶魔', '投毒者', 'Drunk', '酒鬼'])
			await expect(square).not.toContainText(word);
		await shot(page, `public-${locale}`);
		await page.setViewportSize({ width: 768, height: 1024 });
		await shot(page, `public-portrait-${locale}`);
	});
}
