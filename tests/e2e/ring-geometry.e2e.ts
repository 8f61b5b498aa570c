import { expect, test, type Page } from '@playwright/test';
import { seedGame } from './fixtures/play-game';

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
const LOCALES = ['zh-CN', 'en'] as const;
type Lang = (typeof LOCALES)[number];
type Event = Record<string, unknown>;

test.use({ serviceWorkers: 'block' });
test.setTimeout(180_000);

async function open(page: Page, locale: Lang, seats: number, more: Event[], tag: string) {
	await page.goto('/');
	const size = page.viewportSize()!;
	const id = await seedGame(page, {
		id: `ring-${tag}-${seats}-${size.width}x${size.height}-${locale}`,
		seats,
		locale,
		more
	});
	await page.goto(`/game/${id}`);
	await expect(page.locator('.seat')).toHaveCount(seats);
	return id;
}

async function shot(page: Page, name: string) {
	if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Names as the table calls its players: "N号" in Chinese; a long one among them in English. */
function names(seats: number, locale: Lang): Event[] {
	if (locale === 'zh-CN')
		return Array.from({ length: seats }, (_, i) => ({
			type: 'seat/renamed',
			seat: `s${i + 1}`,
			name: `${i + 1}号`
		}));
	return [{ type: 'seat/renamed', seat: 's3', name: 'Alexandra' }];
}

/** Reminders on neighbouring seats, several on one, long ones, and the dead with ghost votes. */
function crowded(seats: number): Event[] {
	const last = `s${seats}`;
	const events: Event[] = [
		{ type: 'reminder/added', seat: 's2', source: 'poisoner', label: 'Poisoned' },
		{ type: 'reminder/added', seat: 's3', source: 'fortuneteller', label: 'Red Herring' },
		{ type: 'reminder/added', seat: 's3', source: 'custom', label: 'Asked about Bob twice' },
		{ type: 'reminder/added', seat: 's3', source: 'global', label: 'Mad' },
		{ type: 'reminder/added', seat: last, source: 'monk', label: 'Safe' },
		{ type: 'reminder/added', seat: last, source: 'global', label: 'No ability' },
		{ type: 'seat/died', seat: 's4' },
		{ type: 'seat/died', seat: last }
	];
	if (seats >= 12)
		events.push(
			{ type: 'reminder/added', seat: 's6', source: 'washerwoman', label: 'Townsfolk' },
			{ type: 'reminder/added', seat: 's6', source: 'washerwoman', label: 'Wrong' },
			{ type: 'reminder/added', seat: 's9', source: 'global', label: 'Poisoned' },
			{ type: 'seat/died', seat: 's10' },
			{ type: 'seat/died', seat: 's11' }
		);
	return events;
}

/** At night: numbers on the waking seats, status tags, reminders, ghost votes. */
function busyNight(seats: number, locale: Lang): Event[] {
	return [
		...names(seats, locale),
		...crowded(seats),
		{ type: 'night/step', step: 'dusk', status: 'done' }
	];
}

/** By day: a vote half counted (hands up), nominator and nominee tags, reminders, ghosts. */
function busyDay(seats: number, locale: Lang): Event[] {
	return [
		...names(seats, locale),
		{ type: 'day/started' },
		...crowded(seats),
		{ type: 'nomination/opened', nominator: 's1', nominee: 's2' },
		{ type: 'nomination/counting', hands: ['s3', 's4'], asked: 2 }
	];
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
					await expect(page.locator('.ring .mark').first()).toBeVisible();
					for (const c of await collisions(page))
						found.push(`${seats} seats, ${when}, ${size.width}×${size.height}: ${c}`);
					await shot(page, `ring-labels-${seats}-${when}-${size.width}x${size.height}-${locale}`);
				}
			}
			expect(found).toEqual([]);
		});
	}
}
