import { expect, test, type Page } from '@playwright/test';
import { openGame, TWENTY } from './fixtures/play-game';

// Issue 30's geometry, measured: a 20-seat grimoire (a night step and a vote being counted) and
// a 15-seat town square on a landscape tablet, a portrait tablet and a phone, in both languages.
// No two seat tokens meet, every player's name is drawn whole (shrunk or wrapped, never cut to
// "Alexan…"), nothing is wider than the screen, a dead player on the square is not covered,
// and the step's own buttons, its heading and the vote's buttons are on screen without
// scrolling. With PLAY_SHOTS set to a folder, each screen is also saved there to be looked at.

const SHOTS = process.env.PLAY_SHOTS;
const SIZES = [
	{ width: 1024, height: 768 },
	{ width: 768, height: 1024 },
	{ width: 390, height: 844 }
];
const LOCALES = ['zh-CN', 'en'] as const;
type Lang = (typeof LOCALES)[number];

test.use({ serviceWorkers: 'block' });
test.setTimeout(180_000);

const EN = [
	'Alexandra',
	'Bob',
	'Maximilian',
	'Dana',
	'Evangeline',
	'Fang',
	'Gus',
	'Hui',
	'Christopher',
	'Jing',
	'Kai',
	'Lena',
	'Ming',
	'Nora',
	'Omar',
	'Ping',
	'Quinn',
	'Rui',
	'Sam',
	'Tao'
];
const ZH = ['欧阳娜娜', '司马相如', '诸葛亮亮'];
const names = (n: number, locale: Lang) =>
	Array.from({ length: n }, (_, i) => ({
		type: 'seat/renamed',
		seat: `s${i + 1}`,
		name: locale === 'en' ? EN[i]! : (ZH[i] ?? `${i + 1}号`)
	}));
// The 15-seat square: the first fifteen of the 20-seat game's characters.
const FIFTEEN = TWENTY.slice(0, 15);

async function open(page: Page, locale: Lang, seats: number, more: object[], tag: string) {
	const size = page.viewportSize()!;
	await openGame(page, {
		id: `geo-${tag}-${seats}-${size.width}x${size.height}-${locale}`,
		seats,
		deals: seats === 15 ? FIFTEEN : undefined,
		locale,
		more: [...names(seats, locale), ...(more as Record<string, unknown>[])]
	});
	await expect(page.locator('.ring .seat')).toHaveCount(seats);
}

async function shot(page: Page, name: string) {
	if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/**
 * What is wrong with the seats drawn by `token` (the disc) and `name` (the player's name) under
 * `seat`: tokens that meet, names cut, and the page wider than the screen.
 */
function seatProblems(page: Page, seat: string, token: string, name: string) {
	return page.evaluate(
		({ seat, token, name }) => {
			const found: string[] = [];
			const boxes = [...document.querySelectorAll(seat)].map((s) => ({
				who: s.querySelector(name)?.textContent?.trim() ?? '?',
				r: s.querySelector(token)!.getBoundingClientRect()
			}));
			for (let i = 0; i < boxes.length; i++)
				for (let j = i + 1; j < boxes.length; j++) {
					const a = boxes[i]!.r;
					const b = boxes[j]!.r;
					if (
						a.left < b.right - 0.5 &&
						b.left < a.right - 0.5 &&
						a.top < b.bottom - 0.5 &&
						b.top < a.bottom - 0.5
					)
						found.push(`tokens of ${boxes[i]!.who} and ${boxes[j]!.who} meet`);
				}
			for (const el of document.querySelectorAll<HTMLElement>(`${seat} ${name}`)) {
				const style = getComputedStyle(el);
				// A name is cut ("Alexan…") only when even the smallest size its ring allows is too
				// wide (11 px on a crowded grimoire ring, 16 px on a big one): the grimoire ring cuts
				// there rather than wrap into its neighbours; the town square never cuts.
				const px = parseFloat(style.fontSize);
				const atFloor = seat.startsWith('.ring') && (px <= 11.5 || Math.abs(px - 16) < 0.3);
				const cut = el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
				if (cut && !atFloor)
					found.push(`name "${el.textContent}" is cut (${el.scrollWidth} > ${el.clientWidth})`);
				if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth && !atFloor)
					found.push(`name "${el.textContent}" ends in an ellipsis`);
				const r = el.getBoundingClientRect();
				if (r.left < -1 || r.right > window.innerWidth + 1)
					found.push(`name "${el.textContent}" runs off the screen`);
			}
			const wide = document.documentElement.scrollWidth;
			if (wide > window.innerWidth) found.push(`page is ${wide}px wide in ${window.innerWidth}px`);
			return found;
		},
		{ seat, token, name }
	);
}

/** Every element matching `selector` that is not wholly inside the screen as it is now. */
function offScreen(page: Page, selector: string) {
	return page.evaluate((selector) => {
		const out: string[] = [];
		for (const el of document.querySelectorAll<HTMLElement>(selector)) {
			const r = el.getBoundingClientRect();
			if (r.width === 0 && r.height === 0) continue;
			if (r.left < -1 || r.top < -1 || r.right > innerWidth + 1 || r.bottom > innerHeight + 1)
				out.push(
					`"${(el.textContent || el.getAttribute('aria-label') || '').trim()}" at ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`
				);
		}
		return out;
	}, selector);
}

for (const locale of LOCALES)
	for (const size of SIZES) {
		const at = `${size.width}×${size.height}, ${locale}`;
		const tag = `${size.width}x${size.height}-${locale}`;

		test(`20-seat grimoire: tokens apart, names whole, the step and the vote on screen, ${at}`, async ({
			page
		}) => {
			await page.setViewportSize(size);
			const found: string[] = [];

			// A night step with a list and a button of its own (the Minions' step).
			await open(page, locale, 20, [{ type: 'night/step', step: 'dusk', status: 'done' }], 'n');
			const card = page.locator('[data-step="minioninfo"]');
			await expect(card).toBeVisible();
			await expect(card.locator('.nav button').first()).toBeVisible();
			await expect.poll(() => offScreen(page, '[data-step="minioninfo"] .nav button')).toEqual([]);
			found.push(...(await seatProblems(page, '.ring .seat', '.token-wrap', '.name')));
			found.push(
				...(await offScreen(page, '[data-step="minioninfo"] h3, [data-step="minioninfo"] .text'))
			);
			await shot(page, `geometry-grimoire-night-${tag}`);

			// A vote being counted.
			await open(
				page,
				locale,
				20,
				[
					{ type: 'night/step', step: 'dusk', status: 'done' },
					{ type: 'seat/died', seat: 's7' },
					{ type: 'day/started' },
					{ type: 'nomination/opened', nominator: 's1', nominee: 's4' }
				],
				'd'
			);
			const answers = page.locator('section.vote .answer button');
			await expect(answers).toHaveCount(3);
			await expect.poll(() => offScreen(page, 'section.vote .answer button')).toEqual([]);
			found.push(...(await seatProblems(page, '.ring .seat', '.token-wrap', '.name')));
			await shot(page, `geometry-grimoire-vote-${tag}`);
			expect(found).toEqual([]);
		});

		test(`15-seat town square: tokens apart, names whole, the dead in sight, ${at}`, async ({
			page
		}) => {
			await page.setViewportSize(size);
			await open(
				page,
				locale,
				15,
				[
					{ type: 'night/step', step: 'dusk', status: 'done' },
					{ type: 'seat/died', seat: 's3' },
					{ type: 'seat/died', seat: 's9' },
					{ type: 'day/started' },
					{ type: 'nomination/opened', nominator: 's1', nominee: 's4' }
				],
				'sq'
			);
			await page.getByRole('button', { name: locale === 'en' ? 'Town square' : '广场' }).click();
			const square = page.getByRole('dialog');
			await expect(square.locator('.spot')).toHaveCount(15);
			await expect(square.locator('.spot.dead')).toHaveCount(2);
			const found = await seatProblems(page, '.square .spot', '.disc', '.pname');
			found.push(...(await offScreen(page, '.square .spot')));
			// Each dead player's token and name are what is drawn at their centres.
			for (const dead of await square.locator('.spot.dead').all())
				for (const part of ['.disc', '.pname']) {
					const mine = await dead.locator(part).evaluate((el) => {
						const r = el.getBoundingClientRect();
						const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
						return !!top && el.closest('.spot')!.contains(top);
					});
					if (!mine) found.push(`a dead player's ${part} is covered`);
				}
			await shot(page, `geometry-square-${tag}`);
			expect(found).toEqual([]);
		});
	}

for (const locale of LOCALES)
	test.describe(`the deal step, ${locale}`, () => {
		test.use({ locale: locale === 'en' ? 'en-US' : 'zh-CN' });
		for (const size of SIZES)
			test(`the deal step of 15 players fits ${size.width}×${size.height}, ${locale}`, async ({
				page
			}) => {
				await page.setViewportSize(size);
				await page.goto('/new');
				await page.getByTestId('players-15').click();
				await page.getByTestId('step-deal').click();
				await page.getByTestId('deal-random').click();
				await expect(page.getByTestId('deal-done')).toBeVisible();
				const wide = await page.evaluate(() => document.documentElement.scrollWidth);
				expect(wide, 'page width').toBeLessThanOrEqual(size.width);
				for (const way of ['deal-random', 'deal-hand', 'deal-bag']) {
					const b = await page.getByTestId(way).boundingBox();
					expect(b && b.x + b.width, way).toBeLessThanOrEqual(size.width);
				}
				await shot(page, `geometry-deal-${size.width}x${size.height}-${locale}`);
			});
	});
