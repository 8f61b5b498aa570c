import { expect, test, type Locator, type Page } from '@playwright/test';
import { seedGame } from './fixtures/play-game';
import { painted } from './helpers';

// The table screen's layout, in both languages, on a landscape tablet, a portrait tablet and a
// phone: the night step's own actions stay on screen however long its text, the viewed step's
// chip is scrolled into the strip, no button's text is clipped, the top bar's tools are labelled
// and never overlap, and no button relies on a glyph a font may lack. With PLAY_SHOTS set to a
// folder, each screen is also saved there to be looked at.

const SHOTS = process.env.PLAY_SHOTS;
const LANDSCAPE = { width: 1024, height: 768 };
const PORTRAIT = { width: 768, height: 1024 };
const PHONE = { width: 390, height: 844 };
const SIZES = [LANDSCAPE, PORTRAIT, PHONE];
const LOCALES = ['zh-CN', 'en'] as const;
type Lang = (typeof LOCALES)[number];

test.use({ serviceWorkers: 'block' });
// Each test walks three screen sizes.
test.setTimeout(120_000);

async function open(page: Page, locale: Lang, more: Record<string, unknown>[], tag: string) {
	await page.goto('/');
	// A new game for each size: the steps a test takes are stored with the game.
	const size = page.viewportSize()!;
	const id = await seedGame(page, {
		id: `table-${tag}-${size.width}x${size.height}-${locale}`,
		seats: 7,
		locale,
		more
	});
	await page.goto(`/game/${id}`);
	await expect(page.locator('.seat')).toHaveCount(7);
}

async function shot(page: Page, name: string) {
	if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
	const b = await locator.boundingBox();
	expect(b, 'element has a box').not.toBeNull();
	return b!;
}

function inViewport(page: Page, b: Box, what: string) {
	const v = page.viewportSize()!;
	expect(b.x, `${what}: left edge`).toBeGreaterThanOrEqual(-1);
	expect(b.y, `${what}: top edge`).toBeGreaterThanOrEqual(-1);
	expect(b.x + b.width, `${what}: right edge`).toBeLessThanOrEqual(v.width + 1);
	expect(b.y + b.height, `${what}: bottom edge`).toBeLessThanOrEqual(v.height + 1);
}

/**
 * Every visible button whose text is wider than the button, or that sticks out of an ancestor
 * that hides its overflow (the ring's round table), as "text (why)".
 */
async function clippedButtons(page: Page): Promise<string[]> {
	return page.locator('button').evaluateAll((buttons) => {
		const found: string[] = [];
		for (const b of buttons) {
			if (!b.checkVisibility() || b.getBoundingClientRect().width === 0) continue;
			const text = (b.textContent ?? '').trim().replace(/\s+/g, ' ');
			if (b.scrollWidth > b.clientWidth + 1)
				found.push(`"${text}" (scrollWidth ${b.scrollWidth} > clientWidth ${b.clientWidth})`);
			const r = b.getBoundingClientRect();
			for (let a = b.parentElement; a; a = a.parentElement) {
				const style = getComputedStyle(a);
				if (style.overflowX !== 'hidden' && style.overflowY !== 'hidden') continue;
				const c = a.getBoundingClientRect();
				if (
					r.left < c.left - 1 ||
					r.right > c.right + 1 ||
					r.top < c.top - 1 ||
					r.bottom > c.bottom + 1
				)
					found.push(`"${text}" (cut off by .${a.className.split(' ')[0]})`);
			}
		}
		return found;
	});
}

// Arrows, ticks, crosses, the full-width plus, the flag and the hamburger: drawn from whatever
// font has them, or as a box when none does. Buttons draw these as SVG icons instead.
const RISKY =
	/[\u2190-\u21ff\u2600-\u27bf\u2b00-\u2bff\uff0b\u25a0-\u25ff\u2295-\u22ff\u27f2\u27f3]/u;

/** Visible buttons outside the vote counter whose text uses such a glyph. */
async function glyphButtons(page: Page): Promise<string[]> {
	return page.locator('button').evaluateAll((buttons, source) => {
		const risky = new RegExp(source, 'u');
		return buttons
			.filter((b) => b.checkVisibility() && !b.closest('.vote'))
			.map((b) => (b.textContent ?? '').trim())
			.filter((text) => risky.test(text));
	}, RISKY.source);
}

const NIGHT_AT_DEMON = [
	{ type: 'night/step', step: 'dusk', status: 'done' },
	{ type: 'night/step', step: 'minioninfo', status: 'done' }
];

const DAY_WITH_VOTE = [
	{ type: 'day/started' },
	{ type: 'nomination/opened', nominator: 's1', nominee: 's4' }
];

for (const locale of LOCALES) {
	test(`night: Done and Skip stay on screen on the long demon step; the viewed chip is in the strip, ${locale}`, async ({
		page
	}) => {
		for (const size of SIZES) {
			await page.setViewportSize(size);
			await open(page, locale, NIGHT_AT_DEMON, 'night');
			const card = page.locator('[data-step="demoninfo"]');
			await expect(card).toBeVisible();
			// On a phone the checklist is under the ring: scrolled to, its actions are in sight.
			if (size === PHONE) await card.evaluate((el) => el.scrollIntoView({ block: 'start' }));
			const done = page.locator('.night .nav .primary');
			const skip = page.locator('.night .nav .button:not(.primary)').nth(1);
			await expect(done).toBeVisible();
			inViewport(page, await box(done), `Done at ${size.width}×${size.height}`);
			inViewport(page, await box(skip), `Skip at ${size.width}×${size.height}`);
			await shot(page, `table-night-demon-${size.width}x${size.height}-${locale}`);

			// Walk on to the last steps: the viewed chip is scrolled into the strip.
			for (let i = 0; i < 5; i++) await done.click();
			// The strip scrolls smoothly: wait until the chip has come to rest inside it.
			const chipInStrip = async () => {
				const strip = await box(page.locator('.night .steps'));
				const chip = await box(page.locator('.night .step-pill.viewed'));
				return {
					left: chip.x >= strip.x - 1,
					right: chip.x + chip.width <= strip.x + strip.width + 1
				};
			};
			await expect
				.poll(chipInStrip, { message: 'viewed chip: both edges in the strip' })
				.toEqual({ left: true, right: true });
			await shot(page, `table-night-late-${size.width}x${size.height}-${locale}`);
		}
	});

	test(`no button text is clipped on the night step, the vote counter and the seat sheet, ${locale}`, async ({
		page
	}) => {
		const found: string[] = [];
		const check = async (where: string) => {
			const size = page.viewportSize()!;
			for (const c of await clippedButtons(page))
				found.push(`${where} ${size.width}×${size.height}: ${c}`);
		};
		for (const size of SIZES) {
			await page.setViewportSize(size);
			await open(page, locale, NIGHT_AT_DEMON, 'clip-night');
			await expect(page.locator('[data-step="demoninfo"]')).toBeVisible();
			await check('night step');

			await page.locator('.seat').first().click();
			await expect(page.getByRole('dialog')).toBeVisible();
			await check('seat sheet');
			await shot(page, `table-seat-${size.width}x${size.height}-${locale}`);

			await open(page, locale, DAY_WITH_VOTE, 'clip-vote');
			await expect(page.getByTestId('vote-count')).toBeVisible();
			await check('vote counter, asking');
			for (let i = 0; i < 3; i++) await page.locator('.answer .primary').click();
			for (let i = 0; i < 4; i++) await page.locator('.answer .large:not(.primary)').click();
			await expect(page.getByTestId('vote-count')).toHaveText('3');
			const record = page.locator('.answer .primary');
			await expect(record).toContainText('3');
			await record.scrollIntoViewIfNeeded();
			inViewport(page, await box(record), `record button at ${size.width}×${size.height}`);
			await check('vote counter, record');
			await shot(page, `table-vote-${size.width}x${size.height}-${locale}`);
		}
		expect(found).toEqual([]);
	});

	test(`the top bar's tools are labelled, big enough and apart, ${locale}`, async ({ page }) => {
		for (const size of [LANDSCAPE, PORTRAIT, PHONE]) {
			await page.setViewportSize(size);
			await open(page, locale, NIGHT_AT_DEMON, 'bar');
			const tools = page.locator('.bar .tools button');
			// Undo, redo, history, square, night mode, language, end.
			await expect(tools).toHaveCount(7);
			const items = [
				page.locator('.bar > a'),
				page.locator('.bar .title h1'),
				...(await tools.all())
			];
			const boxes: Box[] = [];
			for (const item of items) {
				const b = await box(item);
				inViewport(page, b, `bar item at ${size.width}×${size.height}`);
				boxes.push(b);
			}
			for (const tool of await tools.all()) {
				const b = await box(tool);
				expect(b.width, 'tool width').toBeGreaterThanOrEqual(44);
				expect(b.height, 'tool height').toBeGreaterThanOrEqual(44);
				const label = tool.locator('.label');
				const name = (await tool.getAttribute('aria-label')) ?? '';
				expect(name.length, 'tool has a name').toBeGreaterThan(0);
				if (size.width >= 768) {
					// A tablet shows each tool's words.
					await expect(label).toBeVisible();
					expect((await label.innerText()).trim().length).toBeGreaterThan(0);
				} else {
					// A phone has a title, and a long press shows the words.
					expect(await tool.getAttribute('title')).toBeTruthy();
				}
			}
			for (let i = 0; i < boxes.length; i++)
				for (let j = i + 1; j < boxes.length; j++) {
					const a = boxes[i]!;
					const b = boxes[j]!;
					const overlap =
						a.x < b.x + b.width - 1 &&
						b.x < a.x + a.width - 1 &&
						a.y < b.y + b.height - 1 &&
						b.y < a.y + a.height - 1;
					expect(overlap, `bar items ${i} and ${j} overlap at ${size.width}×${size.height}`).toBe(
						false
					);
				}
			expect(await glyphButtons(page), 'buttons with font-dependent glyphs').toEqual([]);
			await shot(page, `table-bar-${size.width}x${size.height}-${locale}`);

			if (size === PHONE) {
				// Long-pressing History shows its label and does not open the history.
				const history = tools.nth(2);
				const b = await box(history);
				await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
				await page.mouse.down();
				const tip = page.getByRole('tooltip');
				await expect(tip).toBeVisible({ timeout: 2000 });
				await expect(tip).toHaveText((await history.getAttribute('aria-label'))!);
				inViewport(page, await box(tip), 'tooltip');
				await shot(page, `table-bar-tip-${locale}`);
				await page.mouse.up();
				await painted(page);
				await expect(page.getByRole('dialog')).toHaveCount(0);
			}
		}
	});

	test(`no glyph buttons in the night step, the seat sheet or the day, ${locale}`, async ({
		page
	}) => {
		await page.setViewportSize(LANDSCAPE);
		await open(page, locale, NIGHT_AT_DEMON, 'glyph-night');
		await expect(page.locator('[data-step="demoninfo"]')).toBeVisible();
		expect(await glyphButtons(page), 'night').toEqual([]);
		await page.locator('.seat').first().click();
		await expect(page.getByRole('dialog')).toBeVisible();
		expect(await glyphButtons(page), 'seat sheet').toEqual([]);
		// A dead player whose ghost vote is spent: the seat's badge was a ✕ glyph.
		await open(
			page,
			locale,
			[
				{ type: 'day/started' },
				{ type: 'seat/died', seat: 's5' },
				{ type: 'nomination/opened', nominator: 's1', nominee: 's4' },
				{ type: 'nomination/voted', voters: ['s5'] }
			],
			'glyph-day'
		);
		await expect(page.locator('.ghost.spent')).toHaveCount(1);
		expect(await glyphButtons(page), 'day').toEqual([]);
	});
}
