import { expect, test, type Locator, type Page } from '@playwright/test';
import { openGame, reloadSaved, settled } from './fixtures/play-game';

// A game reopened (a reload, the tablet woken, the browser restarted) is drawn from the picture
// kept of its screen before the app's code has even arrived (the script in src/app.html); the app's own
// screen replaces it. Here the app's code is held back to see the picture alone.

test.use({ serviceWorkers: 'block', locale: 'en-US', viewport: { width: 1024, height: 768 } });
test.setTimeout(60_000);

const takenAt = (page: Page, path: string) =>
	page.evaluate(
		(p) =>
			(JSON.parse(localStorage.getItem(`grimoire-paint:${p}`) ?? '{}') as { at?: number }).at ?? 0,
		path
	);
const kept = (page: Page, path: string) =>
	page.evaluate((p) => localStorage.getItem(`grimoire-paint:${p}`) !== null, path);

/**
 * Seeds a game of `seats` seats, opens it and waits until the app has drawn it at its first step
 * and kept its picture.
 */
async function openKept(page: Page, id: string, seats: number) {
	await openGame(page, { id, seats, locale: 'en' });
	await expect(page.locator('#app .ring [data-seat]')).toHaveCount(seats);
	await expect(page.locator('#app .night article h3')).toHaveText('Dusk');
	await expect.poll(() => kept(page, `/game/${id}`), { timeout: 20_000 }).toBe(true);
}

/** Holds the app's code back until the returned function is called. */
async function holdApp(page: Page) {
	let release: () => void = () => undefined;
	const held = new Promise<void>((resolve) => (release = resolve));
	await page.route('**/_app/**', async (route) => {
		await held;
		await route.continue();
	});
	return release;
}

/** Taps the middle of `target`, once it is on screen, with the mouse (`what` names it). */
async function tapAt(page: Page, target: Locator, what: string) {
	await expect(target).toBeVisible();
	const box = await target.boundingBox();
	if (!box) throw new Error(`the picture shows no ${what}`);
	await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test('a reopened game is on screen before the app starts, and the app takes over', async ({
	page
}) => {
	const id = 'prepaint';
	await openKept(page, id, 12);

	// The app's code never arrives: the kept picture is all there is.
	await page.route('**/_app/**', (route) => route.abort());
	await reloadSaved(page);
	const picture = page.locator('#prepaint');
	await expect(picture.locator('.ring [data-seat]')).toHaveCount(12);
	await expect(picture.locator('.ring')).toContainText('Alice');
	await expect(picture.locator('.night article h3')).toHaveText('Dusk');
	await expect(picture).toHaveAttribute('aria-hidden', 'true');
	// Nothing in it can be pressed, and it holds no test ids or ids that would clash.
	expect(await picture.locator('[data-testid], :not(svg *)[id]').count()).toBe(0);
	await expect(page.getByRole('button', { name: 'Done', exact: true })).toHaveCount(0);
	await page.screenshot({ path: test.info().outputPath('picture.png') });

	// With its code, the app draws its own screen and the picture goes.
	await page.unroute('**/_app/**');
	await reloadSaved(page);
	await expect(page.getByRole('button', { name: 'Done', exact: true })).toBeVisible();
	await expect(picture).toHaveCount(0);
	await expect(page.locator('.ring [data-seat]')).toHaveCount(12);
	await page.screenshot({ path: test.info().outputPath('live.png') });

	// A change is in the next picture, even when the page is left at once: once the app keeps
	// pictures again (a few seconds after the start), the next step, then the page left.
	const reloaded = Date.now();
	await expect
		.poll(() => takenAt(page, `/game/${id}`), { timeout: 20_000 })
		.toBeGreaterThan(reloaded);
	await page.getByRole('button', { name: 'Done', exact: true }).click();
	await expect(page.locator('.night article h3')).toHaveText('Minion info');
	await settled(page);
	await page.goto('/');
	await page.route('**/_app/**', (route) => route.abort());
	await page.goto(`/game/${id}`);
	await expect(picture.locator('.night article h3')).toHaveText('Minion info');
	await page.unroute('**/_app/**');

	// A deleted game leaves no picture behind (deleted for good on leaving the home screen).
	await page.goto('/');
	await page.getByRole('button', { name: 'Delete Friday night' }).click();
	await expect(page.getByText('Deleted “Friday night”')).toBeVisible();
	await page.getByRole('link', { name: 'Settings' }).click();
	await expect(page).toHaveURL(/\/settings$/);
	await expect.poll(() => kept(page, `/game/${id}`)).toBe(false);
});

test('the page waits on no stylesheet file before it can draw: the shell carries its styles', async ({
	request
}) => {
	const html = await (await request.get('/game/any-game')).text();
	const head = html.slice(0, html.indexOf('</head>'));
	// SvelteKit leaves its links in place, disabled, so its loader does not fetch them again.
	const blocking = [...head.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)]
		.map(([tag]) => tag)
		.filter((tag) => !/\bdisabled\b/.test(tag));
	expect(blocking).toEqual([]);
	expect(head).toMatch(/<style[^>]*>[^<]*--/);
	// The picture script comes after the styles, and nothing it must wait for stands before it.
	expect(html.indexOf('<script>')).toBeGreaterThan(html.indexOf('</head>'));
});

test('a seat tapped on the picture, before the app has taken over, opens when it does', async ({
	page
}) => {
	await openKept(page, 'prepaint-tap', 7);

	// The app's code is held back until the tap on the picture is made.
	const release = await holdApp(page);
	await reloadSaved(page, { waitUntil: 'commit' });
	const picture = page.locator('#prepaint');
	await tapAt(page, picture.locator('.ring [data-seat]').first(), 'seat');
	// Nothing happens on the picture itself…
	await expect(page.getByRole('dialog')).toHaveCount(0);
	release();
	// …the app, once it has drawn its own grimoire, opens that seat's sheet.
	await expect(picture).toHaveCount(0);
	await expect(page.getByRole('dialog', { name: 'Alice' })).toBeVisible();
	await page.unroute('**/_app/**');
});

/** Taps the night step's Done button as the picture draws it. */
async function tapDoneOnPicture(page: Page) {
	const done = page
		.locator('#prepaint .night article button')
		.filter({ hasText: /^Done$/ })
		.first();
	await tapAt(page, done, 'Done button');
	// Outlined on the picture: the storyteller sees the tap was taken.
	await expect(done).toHaveAttribute('data-prepaint-tapped', '');
}

/** Reloads with the app's code held back, taps Done on the picture, then lets the code in. */
async function tapDoneBeforeTheApp(page: Page) {
	const release = await holdApp(page);
	await reloadSaved(page, { waitUntil: 'commit' });
	await tapDoneOnPicture(page);
	release();
}

test('a control tapped on the picture is tapped in the app when its screen is the same', async ({
	page
}) => {
	await openKept(page, 'prepaint-done', 7);
	const heading = page.locator('#app .night article h3');

	await tapDoneBeforeTheApp(page);
	// The app takes over on the same step, and Dusk is marked done: the next step is shown.
	await expect(page.locator('#prepaint')).toHaveCount(0);
	await expect(heading).not.toHaveText('Dusk');
	await page.unroute('**/_app/**');
	// Stored like any tap: after another reload Dusk stays done.
	await settled(page);
	await reloadSaved(page);
	await expect(heading).not.toHaveText('Dusk');
});

test('a tap on a picture older than the game is dropped', async ({ page }) => {
	const id = 'prepaint-stale';
	await openKept(page, id, 7);
	const heading = page.locator('#app .night article h3');
	// The picture was taken at another move of the game (a move made after it, then a crash).
	await page.evaluate((key) => {
		const paint = JSON.parse(localStorage.getItem(key) ?? '{}') as { stamp?: string };
		paint.stamp = '1:older';
		localStorage.setItem(key, JSON.stringify(paint));
	}, `grimoire-paint:/game/${id}`);

	await tapDoneBeforeTheApp(page);
	await expect(page.locator('#prepaint')).toHaveCount(0);
	await expect(heading).toHaveText('Dusk');
	await expect(page.locator('#app .night article .status')).toHaveText('To do');
	await page.unroute('**/_app/**');
});

test('the picture stays until the app’s own grimoire is drawn: never a blank page between', async ({
	page
}) => {
	await openKept(page, 'prepaint-gap', 9);
	// Notes, the moment the picture goes, whether the app's seats are there to replace it.
	await page.addInitScript(() => {
		const w = window as { __seatsWhenGone?: boolean | null };
		w.__seatsWhenGone = null;
		let shown = false;
		new MutationObserver(() => {
			if (document.getElementById('prepaint')) shown = true;
			else if (shown && w.__seatsWhenGone === null)
				w.__seatsWhenGone = document.querySelector('#app .ring [data-seat]') !== null;
		}).observe(document, { childList: true, subtree: true });
	});
	const release = await holdApp(page);
	await reloadSaved(page, { waitUntil: 'commit' });
	await expect(page.locator('#prepaint .ring [data-seat]')).toHaveCount(9);
	release();
	await expect(page.locator('#prepaint')).toHaveCount(0);
	await expect(page.locator('#app .ring [data-seat]')).toHaveCount(9);
	expect(
		await page.evaluate(() => (window as { __seatsWhenGone?: boolean | null }).__seatsWhenGone)
	).toBe(true);
	await page.unroute('**/_app/**');
});
