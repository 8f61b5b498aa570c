import { expect, test, type Page } from '@playwright/test';
import { openGame } from './fixtures/play-game';
import { busyDay, busyNight, type Event, type Lang } from './fixtures/ring-events';

// The ring of seats on the play screen, measured: the labels around a token (night number,
// ghost vote, raised hand, name, status tags, reminders) never meet one another or another
// token; tapping a seat to place a reminder keeps the prompt, Cancel and the ring on screen;
// nothing moves the ring while the storyteller taps; night mode dims the tokens too; and a
// bigger ring gives names of at least 16 px at 20 seats on a tablet. With PLAY_SHOTS set to a
// folder, each screen is also saved there to be looked at.

const SHOTS = process.env.PLAY_SHOTS;
const LANDSCAPE = { width: 1024, height: 768 };
const PORTRAIT = { width: 768, height: 1024 };
const PHONE = { width: 390, height: 844 };
const SIZES = [LANDSCAPE, PORTRAIT, PHONE];
const LOCALES = ['zh-CN', 'en'] as const satisfies readonly Lang[];

test.use({ serviceWorkers: 'block' });
test.setTimeout(180_000);

async function open(page: Page, locale: Lang, seats: number, more: Event[], tag: string) {
	const size = page.viewportSize()!;
	const id = await openGame(page, {
		id: `ring-${tag}-${seats}-${size.width}x${size.height}-${locale}`,
		seats,
		locale,
		more
	});
	await expect(page.locator('.seat')).toHaveCount(seats);
	return id;
}

async function shot(page: Page, name: string) {
	if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

type Box = { x: number; y: number; w: number; h: number };
type Label = Box & { seat: string; kind: string; text: string };

/** Every token and every label of the ring, with the seat it belongs to. */
async function ringBoxes(page: Page) {
	return page.evaluate(() => {
		const box = (el: Element) => {
			const r = el.getBoundingClientRect();
			return { x: r.x, y: r.y, w: r.width, h: r.height };
		};
		const tokens: (Box & { seat: string })[] = [];
		const labels: Label[] = [];
		const clipped: string[] = [];
		for (const seat of document.querySelectorAll<HTMLElement>('.ring .seat')) {
			const id = seat.dataset.seat ?? '?';
			tokens.push({ ...box(seat.querySelector('.token-wrap')!), seat: id });
			// The player's name under the token (the character's name inside the token is part of it).
			for (const kind of ['number', 'ghost', 'hand', 'name'])
				for (const el of seat.querySelectorAll(
					`:scope > .${kind}, :scope > .token-wrap > .${kind}`
				))
					labels.push({ ...box(el), seat: id, kind, text: el.textContent ?? '' });
		}
		for (const el of document.querySelectorAll<HTMLElement>('.ring .mark, .ring .reminder')) {
			const id = el.dataset.of ?? '?';
			const kind = el.classList.contains('mark') ? 'tag' : 'reminder';
			labels.push({ ...box(el), seat: id, kind, text: el.textContent ?? '' });
			if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
				clipped.push(`${kind} "${el.textContent}" of ${id}`);
		}
		const area = box(document.querySelector('.ring-area')!);
		const zoom = document.querySelector('[data-testid="ring-zoom"]');
		return { tokens, labels, clipped, area, zoom: zoom ? box(zoom) : null };
	});
}

const meet = (a: Box, b: Box) =>
	a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5;

const CORNER = new Set(['number', 'ghost', 'hand']);

/** Every pair of things that meet but must not, as readable lines. */
async function collisions(page: Page): Promise<string[]> {
	const { tokens, labels, clipped, area, zoom } = await ringBoxes(page);
	const found = [...clipped.map((c) => `clipped: ${c}`)];
	const say = (l: Label) => `${l.kind} "${l.text.trim()}" of ${l.seat}`;
	for (let i = 0; i < labels.length; i++) {
		const a = labels[i]!;
		for (let j = i + 1; j < labels.length; j++) {
			const b = labels[j]!;
			if (meet(a, b)) found.push(`${say(a)} meets ${say(b)}`);
		}
		for (const t of tokens) {
			// A corner badge sits on its own token's rim, by design; nothing else covers a token.
			if (t.seat === a.seat && CORNER.has(a.kind)) continue;
			if (meet(a, t)) found.push(`${say(a)} covers the token of ${t.seat}`);
		}
		if (zoom && meet(a, zoom)) found.push(`${say(a)} is under the zoom button`);
		// Labels stay in the ring's own area (not under the top bar or off the screen).
		if (
			a.x < area.x - 1 ||
			a.y < area.y - 1 ||
			a.x + a.w > area.x + area.w + 1 ||
			a.y + a.h > area.y + area.h + 1
		)
			found.push(`${say(a)} leaves the ring's area`);
	}
	for (let i = 0; i < tokens.length; i++) {
		const a = tokens[i]!;
		if (zoom && meet(a, zoom)) found.push(`token of ${a.seat} is under the zoom button`);
		for (let j = i + 1; j < tokens.length; j++)
			if (meet(a, tokens[j]!)) found.push(`tokens of ${a.seat} and ${tokens[j]!.seat} meet`);
	}
	return found;
}

for (const locale of LOCALES) {
	for (const size of SIZES) {
		test(`labels around the tokens never meet at 5, 12 and 20 seats, ${size.width}×${size.height}, ${locale}`, async ({
			page
		}) => {
			await page.setViewportSize(size);
			const found: string[] = [];
			for (const seats of [5, 12, 20]) {
				for (const [when, events] of [
					['night', busyNight(seats, locale)],
					['day', busyDay(seats, locale)]
				] as const) {
					await open(page, locale, seats, events, when);
					// Everything the scenario puts on the ring is there.
					if (when === 'night') await expect(page.locator('.ring .number').first()).toBeVisible();
					else await expect(page.locator('.ring .hand')).toHaveCount(2);
					await expect(page.locator('.ring .ghost')).toHaveCount(seats >= 12 ? 4 : 2);
					await expect(page.locator('.ring .reminder').first()).toBeVisible();
					// A status tag, or the reminder that carries it (one label for one effect).
					await expect(page.locator('.ring .mark, .ring .reminder.force').first()).toBeVisible();
					for (const c of await collisions(page))
						found.push(`${seats} seats, ${when}, ${size.width}×${size.height}: ${c}`);
					await shot(page, `ring-labels-${seats}-${when}-${size.width}x${size.height}-${locale}`);
				}
			}
			expect(found).toEqual([]);
		});
	}
}

const NIGHT_AT_POISONER: Event[] = [
	{ type: 'night/step', step: 'dusk', status: 'done' },
	{ type: 'night/step', step: 'minioninfo', status: 'done' },
	{ type: 'night/step', step: 'demoninfo', status: 'done' }
];

function inView(page: Page, b: Box, what: string) {
	const v = page.viewportSize()!;
	expect(b.x, `${what}: left`).toBeGreaterThanOrEqual(-1);
	expect(b.y, `${what}: top`).toBeGreaterThanOrEqual(-1);
	expect(b.x + b.w, `${what}: right`).toBeLessThanOrEqual(v.width + 1);
	expect(b.y + b.h, `${what}: bottom`).toBeLessThanOrEqual(v.height + 1);
}

async function boxOf(page: Page, selector: string): Promise<Box> {
	const b = await page.locator(selector).first().boundingBox();
	expect(b, `${selector} has a box`).not.toBeNull();
	return { x: b!.x, y: b!.y, w: b!.width, h: b!.height };
}

/** Where every token is in the document (not the viewport): what a layout shift moves. */
async function tokenPlaces(page: Page): Promise<string[]> {
	return page.locator('.ring .token-wrap').evaluateAll((els) =>
		els.map((el) => {
			const r = el.getBoundingClientRect();
			return `${Math.round(r.x + scrollX)},${Math.round(r.y + scrollY)},${Math.round(r.width)}`;
		})
	);
}

for (const locale of LOCALES) {
	test(`portrait: placing a reminder keeps the prompt, Cancel and the waking seat in view, ${locale}`, async ({
		page
	}) => {
		for (const size of [PORTRAIT, PHONE]) {
			await page.setViewportSize(size);
			await open(page, locale, 12, NIGHT_AT_POISONER, 'place');
			const chip = page.locator('.night .chip-row .chip').first();
			// The storyteller has scrolled down through the step, past its reminders. (The step's
			// parts load after the ring: scroll again until the page has its full height.)
			await expect(chip).toBeVisible();
			const toBottom = () =>
				page.evaluate(() => {
					scrollTo({ top: document.body.scrollHeight, behavior: 'instant' });
					return scrollY;
				});
			await toBottom();
			// (On a phone, and in Chinese on a portrait tablet, the page is taller than the screen.)
			const tall = await page.evaluate(() => document.body.scrollHeight > innerHeight + 8);
			if (tall || size === PHONE)
				await expect
					.poll(toBottom, { message: 'the page is scrolled down to the chip' })
					.toBeGreaterThan(0);
			await expect(chip).toBeInViewport();
			const scrolled = await page.evaluate(() => scrollY);
			await chip.click();
			const prompt = page.locator('.banner.pick');
			await expect(prompt).toBeVisible();
			inView(page, await boxOf(page, '.banner.pick'), 'prompt');
			inView(page, await boxOf(page, '.banner.pick .button'), 'Cancel');
			const banner = await boxOf(page, '.banner.pick');
			// Every seat, the waking Poisoner's first, is on screen and not under the prompt.
			const acting = await boxOf(page, '.seat.acting .token-wrap');
			inView(page, acting, 'waking seat');
			for (const token of await page.locator('.ring .token-wrap').all()) {
				const b = await token.boundingBox();
				const t = { x: b!.x, y: b!.y, w: b!.width, h: b!.height };
				inView(page, t, 'seat');
				expect(meet(t, banner), 'a seat under the prompt').toBe(false);
			}
			await shot(page, `ring-place-${size.width}x${size.height}-${locale}`);
			// Cancel leaves the page where it was; placing the reminder does too.
			await page.locator('.banner.pick .button').click();
			await expect(prompt).toHaveCount(0);
			expect(await page.evaluate(() => scrollY)).toBe(scrolled);
			await chip.click();
			await page.locator('.seat.acting').first().click();
			await expect(prompt).toHaveCount(0);
			await expect(page.locator('.ring .reminder')).toHaveCount(1);
			expect(await page.evaluate(() => scrollY)).toBe(scrolled);
		}
	});

	test(`nothing moves the ring while the storyteller taps: a nomination, a reminder, ${locale}`, async ({
		page
	}) => {
		for (const size of SIZES) {
			await page.setViewportSize(size);
			await open(page, locale, 12, [{ type: 'day/started' }], 'shift-day');
			const before = await tokenPlaces(page);
			await page.locator('.day .button.primary.large').first().click();
			await expect(page.locator('.banner.pick')).toBeVisible();
			expect(await tokenPlaces(page), `after Nominate, ${size.width}×${size.height}`).toEqual(
				before
			);
			await page.locator('.seat[data-seat="s1"]').click();
			expect(await tokenPlaces(page), 'after the nominator').toEqual(before);
			await page.locator('.seat[data-seat="s4"]').click();
			await expect(page.getByTestId('vote-count')).toBeVisible();
			expect(await tokenPlaces(page), 'with the vote open').toEqual(before);

			await open(page, locale, 12, NIGHT_AT_POISONER, 'shift-night');
			const night = await tokenPlaces(page);
			await page.locator('.night .chip-row .chip').first().click();
			await expect(page.locator('.banner.pick')).toBeVisible();
			expect(await tokenPlaces(page), 'placing a reminder').toEqual(night);
			await page.locator('.seat[data-seat="s5"]').click();
			await expect(page.locator('.ring .reminder')).toHaveCount(1);
			expect(await tokenPlaces(page), 'after placing it').toEqual(night);
		}
	});

	test(`a bigger ring: names of at least 16 px at 20 seats on a tablet, ${locale}`, async ({
		page
	}) => {
		for (const size of [PORTRAIT, LANDSCAPE]) {
			await page.setViewportSize(size);
			await open(page, locale, 20, busyNight(20, locale), 'zoom');
			const zoom = page.getByTestId('ring-zoom');
			const z = await boxOf(page, '[data-testid="ring-zoom"]');
			expect(z.w).toBeGreaterThanOrEqual(44);
			expect(z.h).toBeGreaterThanOrEqual(44);
			await zoom.click();
			await expect(zoom).toHaveAttribute('aria-pressed', 'true');
			const sizes = await page
				.locator('.ring .seat > .name')
				.evaluateAll((els) => els.map((el) => parseFloat(getComputedStyle(el).fontSize)));
			expect(sizes).toHaveLength(20);
			for (const px of sizes) expect(px, 'name size').toBeGreaterThanOrEqual(16);
			for (const token of await page.locator('.ring .token-wrap').all()) {
				const b = await token.boundingBox();
				inView(page, { x: b!.x, y: b!.y, w: b!.width, h: b!.height }, 'seat');
				// About 46 px before; the issue saw 52 px as too small.
				expect(b!.width, 'token size').toBeGreaterThanOrEqual(56);
			}
			expect(await collisions(page)).toEqual([]);
			await shot(page, `ring-zoom-${size.width}x${size.height}-${locale}`);
			await zoom.click();
			await expect(zoom).toHaveAttribute('aria-pressed', 'false');
		}
	});
}

/** Relative luminance (0 black … 1 white) of a CSS rgb()/rgba() colour; null when see-through. */
function luminance(colour: string): number | null {
	const m = colour.match(/rgba?\(([\d.]+)[, ]+([\d.]+)[, ]+([\d.]+)(?:[,/ ]+([\d.]+))?\)/);
	if (!m) return null;
	if (m[4] !== undefined && Number(m[4]) === 0) return null;
	const [r, g, b] = [m[1], m[2], m[3]].map((v) => {
		const c = Number(v) / 255;
		return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
	}) as [number, number, number];
	return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Every colour painted in the ring (text, backgrounds, borders, SVG fills and gradient stops). */
async function ringColours(page: Page): Promise<{ what: string; colour: string }[]> {
	return page.evaluate(() => {
		const out: { what: string; colour: string }[] = [];
		for (const el of document.querySelectorAll('.ring *')) {
			if (!(el as HTMLElement).checkVisibility?.()) continue;
			const s = getComputedStyle(el);
			const what = `${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').split(' ')[0]}`;
			if (el instanceof SVGElement) {
				if (el.tagName === 'stop') out.push({ what, colour: s.stopColor });
				else {
					if (s.fill.startsWith('rgb')) out.push({ what: `${what} fill`, colour: s.fill });
					if (s.stroke.startsWith('rgb')) out.push({ what: `${what} stroke`, colour: s.stroke });
				}
				continue;
			}
			if ((el.textContent ?? '').trim()) out.push({ what: `${what} text`, colour: s.color });
			out.push({ what: `${what} background`, colour: s.backgroundColor });
			if (parseFloat(s.borderTopWidth) > 0)
				out.push({ what: `${what} border`, colour: s.borderTopColor });
		}
		return out;
	});
}

test('night mode dims the tokens, reminders and badges, not only the bars', async ({ page }) => {
	await page.setViewportSize(LANDSCAPE);
	await open(page, 'en', 12, busyNight(12, 'en'), 'night-mode');
	const brightest = async () => {
		let top = { what: '', value: 0 };
		for (const c of await ringColours(page)) {
			const value = luminance(c.colour);
			if (value !== null && value > top.value) top = { what: `${c.what} ${c.colour}`, value };
		}
		return top;
	};
	// In the dark theme the token faces are bright parchment.
	expect((await brightest()).value).toBeGreaterThan(0.6);
	await page.locator('.bar .tools button').nth(4).click();
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'night');
	// The colours as the eye sees them once the theme's transitions have finished.
	await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
	// In night mode nothing in the ring is brighter than the night theme's own text.
	const top = await brightest();
	expect(top.value, `brightest: ${top.what}`).toBeLessThanOrEqual(0.3);
	await shot(page, 'ring-night-mode');
	// Back to the dark theme for the tests after.
	await page.locator('.bar .tools button').nth(4).click();
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});
