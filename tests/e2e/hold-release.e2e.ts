import { expect, test, type Locator, type Page } from '@playwright/test';
import { openGame } from './fixtures/play-game';
import { painted } from './helpers';

// A hold-to-act control closes its screen while the finger is still down; letting go must not
// tap whatever the grimoire (or desk) puts under that finger (issue 30: the town square's
// "hold to return", released over "Dusk: begin night 2", started the night and skipped the day).

test.use({ serviceWorkers: 'block', locale: 'en-US', hasTouch: true });

/** Counts every click, pointerup and mouseup that reaches the page's handlers. */
async function spy(page: Page) {
	await page.evaluate(() => {
		const w = window as unknown as { reached: string[] };
		w.reached = [];
		for (const type of ['click', 'pointerup', 'mouseup'])
			document.addEventListener(
				type,
				(e) => {
					const el = e.target as HTMLElement;
					w.reached.push(`${type}:${el.tagName}:${(el.textContent ?? '').trim().slice(0, 40)}`);
				},
				true
			);
	});
}

const reached = (page: Page) =>
	page.evaluate(() => (window as unknown as { reached: string[] }).reached);

/**
 * Holds `target` with one finger (touch) or the mouse until `gone` is hidden (the hold acted),
 * checks what now lies under the finger, then lets go there.
 */
async function holdAndRelease(page: Page, target: Locator, gone: Locator, by: 'touch' | 'mouse') {
	await target.scrollIntoViewIfNeeded();
	const box = await target.boundingBox();
	if (!box) throw new Error('nothing to hold');
	const x = Math.round(box.x + box.width / 2);
	const y = Math.round(box.y + box.height / 2);
	const cdp = by === 'touch' ? await page.context().newCDPSession(page) : null;
	if (cdp)
		await cdp.send('Input.dispatchTouchEvent', {
			type: 'touchStart',
			touchPoints: [{ x, y, id: 1 }]
		});
	else {
		await page.mouse.move(x, y);
		await page.mouse.down();
	}
	await expect(gone).toBeHidden({ timeout: 5000 });
	await spy(page);
	const under = await page.evaluate(
		([px, py]) => document.elementFromPoint(px!, py!)?.textContent?.trim().slice(0, 60) ?? '',
		[x, y]
	);
	if (cdp) {
		await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
		await cdp.detach();
	} else await page.mouse.up();
	// The release as painted: a tap it turned into would have reached its target by now.
	await painted(page);
	expect(await reached(page), `under the finger: ${under}`).toEqual([]);
	// The next tap works as ever.
	return { x, y };
}

for (const by of ['touch', 'mouse'] as const) {
	test(`town square: letting go of "hold to return" (${by}) taps nothing of the day beneath`, async ({
		page
	}) => {
		await page.setViewportSize({ width: 768, height: 1024 });
		await openGame(page, {
			id: `hold-${by}`,
			seats: 7,
			locale: 'en',
			more: [{ type: 'day/started' }]
		});
		await expect(page.getByText('Day 1').first()).toBeVisible();
		await page.getByRole('button', { name: 'Town square' }).click();
		const leave = page.getByRole('button', { name: 'Hold to return to the grimoire' });
		await expect(leave).toBeVisible();
		await holdAndRelease(page, leave, leave, by);
		await expect(page.getByText('Day 1').first()).toBeVisible();
		await expect(page.getByRole('button', { name: 'Dusk: begin night 2' })).toBeVisible();
		// A tap afterwards reaches its button as ever.
		await page.getByRole('button', { name: 'Town square' }).click();
		await expect(leave).toBeVisible();
	});
}

test('a player’s card: letting go of "hold to close" taps nothing of the night beneath', async ({
	page
}) => {
	await page.setViewportSize({ width: 390, height: 844 });
	await openGame(page, {
		id: 'hold-card',
		seats: 7,
		locale: 'en',
		more: [{ type: 'night/step', step: 'dusk', status: 'done' }]
	});
	await page.getByRole('button', { name: 'Show THIS IS THE DEMON' }).click();
	const card = page.getByRole('dialog', { name: 'THIS IS THE DEMON' });
	await expect(card).toBeVisible();
	await holdAndRelease(page, card.getByRole('button', { name: 'Hold to close' }), card, 'touch');
	await expect(page.locator('.night article h3')).toHaveText('Minion info');
});

test('the bag: a seat held and let go, and "hold to hand back", tap nothing beneath', async ({
	page
}) => {
	await page.setViewportSize({ width: 1024, height: 768 });
	await page.goto('/');
	await page.locator('a[href="/new"]').first().click();
	await page.getByTestId('players-5').click();
	await page.getByTestId('typed-names').fill('Ann\nBen\nCai\nDee\nEve');
	await page.getByTestId('characters-bag').click();
	await expect(page.getByTestId('bag')).toBeVisible();
	const seat = page.getByTestId('bag-seat-1');
	await seat.scrollIntoViewIfNeeded();
	const box = await seat.boundingBox();
	if (!box) throw new Error('no seat');
	const cdp = await page.context().newCDPSession(page);
	const at = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2), id: 1 };
	await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
	await expect(page.getByTestId('bag-reveal')).toBeVisible();
	await spy(page);
	await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
	await expect(page.getByTestId('bag-reveal')).toBeHidden();
	await painted(page);
	// The seat itself hears that it was let go (the card hides); nothing else is tapped.
	expect((await reached(page)).filter((r) => !r.startsWith('pointerup:BUTTON'))).toEqual([]);
	for (let n = 2; n <= 5; n++) {
		await cdp.send('Input.dispatchTouchEvent', {
			type: 'touchStart',
			touchPoints: [await centre(page.getByTestId(`bag-seat-${n}`))]
		});
		await expect(page.getByTestId('bag-reveal')).toBeVisible();
		await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
		await expect(page.getByTestId('bag-reveal')).toBeHidden();
	}
	await cdp.detach();
	const back = page.getByTestId('bag-return');
	await holdAndRelease(page, back, page.getByTestId('bag'), 'touch');
	await expect(page.getByTestId('setup')).toHaveAttribute('data-step', 'bluffs');
});

async function centre(target: Locator) {
	await target.scrollIntoViewIfNeeded();
	const box = await target.boundingBox();
	if (!box) throw new Error('not on screen');
	return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2), id: 1 };
}

for (const desk of [
	{ ruleset: 'werewolf-chenqu', board: 'wwc-public', open: 'Public screen' },
	{ ruleset: 'werewolf-i01', board: 'i01-public', open: 'Public screen' }
]) {
	test(`${desk.ruleset}: letting go of the public screen's hold taps nothing of the desk`, async ({
		page
	}) => {
		await page.setViewportSize({ width: 768, height: 1024 });
		await page.goto('/new');
		await page.getByTestId(`ruleset-${desk.ruleset}`).click();
		await page.getByTestId('ww-create').click();
		await page.waitForURL(/\/game\//);
		await page.getByRole('button', { name: desk.open }).click();
		const board = page.getByTestId(desk.board);
		await expect(board).toBeVisible();
		await holdAndRelease(page, board.getByRole('button', { name: /^Hold to/ }), board, 'touch');
		await expect(page.getByRole('button', { name: desk.open })).toBeVisible();
	});
}
