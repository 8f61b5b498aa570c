import { expect, test, type Locator, type Page } from '@playwright/test';
import { heldDown } from './helpers';
import { reloadSaved, settled } from './fixtures/play-game';

test.use({ locale: 'en-US', viewport: { width: 1024, height: 768 } });

/** Reads one game's summary row straight from IndexedDB. */
async function gameRow(page: Page, id: string): Promise<{ phaseLabel: string; status: string }> {
	return page.evaluate(async (gameId) => {
		const db = await new Promise<IDBDatabase>((resolve, reject) => {
			const request = indexedDB.open('storyteller-grimoire');
			request.onsuccess = () => resolve(request.result);
			request.onerror = () => reject(request.error);
		});
		const row = await new Promise<{ phaseLabel: string; status: string }>((resolve, reject) => {
			const get = db.transaction('games').objectStore('games').get(gameId);
			get.onsuccess = () => resolve(get.result);
			get.onerror = () => reject(get.error);
		});
		db.close();
		return row;
	}, id);
}

class Fingers {
	count = 0;
	constructor(private page: Page) {}

	async tap(target: Locator) {
		this.count++;
		await target.click();
	}

	/** Presses and holds, checks `during` while still pressed, then lets go. */
	async hold(target: Locator, during?: () => Promise<void>) {
		this.count++;
		await target.scrollIntoViewIfNeeded();
		const box = await target.boundingBox();
		if (!box) throw new Error('nothing to hold');
		await this.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
		await this.page.mouse.down();
		await heldDown(target);
		await during?.();
		await this.page.mouse.up();
	}
}

const gameId = (page: Page) => new URL(page.url()).pathname.split('/').filter(Boolean).pop() ?? '';

const TEN = ['Ann', 'Ben', 'Cai', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jon'];

test('a 10-player Trouble Brewing game, names typed at once, through the bag to the first night in at most 15 taps', async ({
	page
}) => {
	const finger = new Fingers(page);
	await page.goto('/');
	await finger.tap(page.locator('a[href="/new"]').first());

	await expect(page.getByTestId('script-tb')).toHaveAttribute('aria-pressed', 'true');
	await finger.tap(page.getByTestId('players-10'));

	// The names come next, the box open and empty; the set is drawn already.
	await expect(page).toHaveURL(/\/game\/[^/]+$/);
	const setup = page.getByTestId('setup');
	await expect(setup).toHaveAttribute('data-step', 'players');
	await expect(page.getByTestId('typed-names')).toHaveValue('');
	await page.getByTestId('typed-names').fill(TEN.join('\n'));
	await expect(page.getByTestId('characters-bag')).toBeEnabled();

	await finger.tap(page.getByTestId('characters-bag'));
	const bag = page.getByTestId('bag');
	await expect(bag).toBeVisible();
	// The bag never shows the grimoire.
	await expect(page.getByTestId('setup')).toHaveCount(0);

	// The names typed were applied on the way to the bag.
	await expect(page.getByTestId('bag-seat-1')).toContainText('Ann');
	await expect(page.getByTestId('bag-seat-10')).toContainText('Jon');
	for (let seat = 1; seat <= 10; seat++) {
		await finger.hold(page.getByTestId(`bag-seat-${seat}`), async () => {
			await expect(page.getByTestId('bag-reveal')).toBeVisible();
			await expect(page.getByTestId('bag-character')).not.toBeEmpty();
		});
		await expect(page.getByTestId('bag-reveal')).toBeHidden();
	}

	await expect(page.getByTestId('bag-handback')).toBeVisible();
	await finger.hold(page.getByTestId('bag-return'));
	await expect(bag).toBeHidden();
	await expect(setup).toHaveAttribute('data-step', 'bluffs');
	await expect(page.getByTestId('bluffs').getByRole('img')).toHaveCount(3);

	await finger.tap(page.getByTestId('start-night'));
	expect(finger.count).toBeLessThanOrEqual(15);

	const id = gameId(page);
	await expect(page).toHaveURL(new RegExp(`/game/${id}$`));
	await expect(page.getByTestId('setup')).toHaveCount(0);
	await expect
		.poll(() => gameRow(page, id))
		.toMatchObject({ phaseLabel: 'night:1', status: 'in-progress' });
});

test('a broken script shows each problem with its place in the file and saves nothing', async ({
	page
}) => {
	await page.goto('/new');
	await page.getByTestId('script-import-open').click();
	await page
		.getByTestId('import-text')
		.fill(JSON.stringify(['washerwoman', 'washerwomen', 7, { id: '_meta', name: 'Broken' }]));
	await page.getByTestId('import-submit').click();
	const errors = page.getByTestId('import-errors');
	await expect(errors).toBeVisible();
	await expect(errors).toContainText('[1]: unknown character id "washerwomen"');
	await expect(errors).toContainText('[2]:');
	await expect(page.locator('[data-testid^="script-s-"]')).toHaveCount(0);

	// A good script is kept for next time and chosen.
	await page
		.getByTestId('import-text')
		.fill(
			JSON.stringify([
				{ id: '_meta', name: 'Tiny Town' },
				'washerwoman',
				'librarian',
				'chef',
				'empath',
				'monk',
				'butler',
				'poisoner',
				'imp'
			])
		);
	await page.getByTestId('import-submit').click();
	await expect(page.getByTestId('import-errors')).toHaveCount(0);
	const tile = page.locator('[data-testid^="script-s-"]');
	await expect(tile).toHaveAttribute('aria-pressed', 'true');
	await expect(tile).toContainText('Tiny Town');
	await reloadSaved(page);
	await expect(page.locator('[data-testid^="script-s-"]')).toContainText('Tiny Town');
});

test('a reload mid-setup comes back to the same step with the same data', async ({ page }) => {
	await page.goto('/new');
	await page.getByTestId('players-7').click();
	const setup = page.getByTestId('setup');
	await expect(setup).toHaveAttribute('data-step', 'players');
	await expect(page.getByTestId('setup-ok')).toHaveCount(0);

	const name = page.getByTestId('seat-name-1');
	await name.fill('Alice');
	await name.press('Enter');
	await page.getByRole('button', { name: 'Move Alice down' }).click();
	await expect(page.getByTestId('seat-name-2')).toHaveValue('Alice');

	await page.getByTestId('step-deal').click();
	await page.getByTestId('deal-random').click();
	await expect(page.getByTestId('deal-done')).toBeVisible();
	const dealt = await page.getByTestId('deal-seats').innerText();

	await reloadSaved(page);
	await expect(setup).toHaveAttribute('data-step', 'deal');
	await expect.poll(() => page.getByTestId('deal-seats').innerText()).toBe(dealt);
	await page.getByTestId('step-players').click();
	await expect(page.getByTestId('seat-name-2')).toHaveValue('Alice');

	// In the middle of passing the bag: the bag comes back with the same numbers taken.
	await page.getByTestId('step-deal').click();
	await page.getByTestId('deal-bag').click();
	const finger = new Fingers(page);
	await finger.hold(page.getByTestId('bag-seat-1'));
	await expect(page.getByTestId('bag-seat-1')).toBeDisabled();
	await reloadSaved(page);
	await expect(page.getByTestId('bag')).toBeVisible();
	await expect(page.getByTestId('bag-seat-1')).toBeDisabled();
	await expect(page.getByTestId('bag-seat-2')).toBeEnabled();
	await expect(page.getByTestId('bag-progress')).toContainText('1 of 7');
});

for (const viewport of [
	{ width: 1024, height: 768 },
	{ width: 768, height: 1024 },
	{ width: 390, height: 844 }
]) {
	test(`every setup step fits ${viewport.width}×${viewport.height}, with 44 px targets and 16 px type`, async ({
		page
	}) => {
		await page.setViewportSize(viewport);
		await page.goto('/new');
		await page.getByTestId('players-12').click();
		await expect(page.getByTestId('setup')).toHaveAttribute('data-step', 'players');
		for (const step of ['players', 'characters', 'deal', 'bluffs']) {
			await page.getByTestId(`step-${step}`).click();
			if (step === 'deal') await page.getByTestId('deal-random').click();
			await expect(page.getByTestId('setup')).toHaveAttribute('data-step', step);
			const problems = await page.evaluate(() => {
				const found: string[] = [];
				const root = document.documentElement;
				if (root.scrollWidth > window.innerWidth)
					found.push(`page is ${root.scrollWidth}px wide in a ${window.innerWidth}px window`);
				for (const el of document.querySelectorAll<HTMLElement>('button, a, label')) {
					const box = el.getBoundingClientRect();
					if (box.width === 0 && box.height === 0) continue;
					if (box.width < 44 || box.height < 44)
						found.push(
							`tap target ${Math.round(box.width)}×${Math.round(box.height)}: ${el.textContent?.trim() || el.getAttribute('aria-label')}`
						);
				}
				const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
				for (let node = walker.nextNode(); node; node = walker.nextNode()) {
					const text = node.textContent?.trim();
					const parent = node.parentElement;
					// Token names are drawn in SVG units that scale with the token.
					if (!text || !parent || parent.closest('svg, .visually-hidden, [hidden]')) continue;
					const size = parseFloat(getComputedStyle(parent).fontSize);
					if (size < 16) found.push(`${size}px text: ${text}`);
				}
				return found;
			});
			expect(problems, step).toEqual([]);
		}
	});
}

test('names typed at once, a deal by hand, a fabled, and the table remembered for next time', async ({
	page
}) => {
	await page.goto('/new');
	await page.getByTestId('players-5').click();
	await expect(page.getByTestId('setup')).toHaveAttribute('data-step', 'players');
	await page.getByTestId('typed-names').fill('Ann\nBen\nCai\nDee\nEve\nFay');
	await page.getByTestId('typed-apply').click();
	await expect(page.getByTestId('seat-row')).toHaveCount(6);
	await expect(page.getByTestId('seat-name-6')).toHaveValue('Fay');

	// Six players now: the old five-player set is refused until a new one is drawn.
	await page.getByTestId('step-characters').click();
	await expect(page.getByTestId('setup-errors')).toBeVisible();
	await page.getByTestId('random').click();
	await expect(page.getByTestId('setup-ok')).toBeVisible();

	await page.getByTestId('step-deal').click();
	await page.getByTestId('deal-hand').click();
	for (const name of ['Ann', 'Ben', 'Cai', 'Dee', 'Eve', 'Fay']) {
		await page.getByRole('button', { name: `Choose a character for ${name}` }).click();
		const picker = page.getByTestId('character-picker');
		await expect(picker).toBeVisible();
		// The first character still in the bag is marked; take it.
		await picker.locator('button[aria-pressed="true"]').first().click();
		await expect(picker).toBeHidden();
	}
	await expect(page.getByTestId('deal-done')).toBeVisible();

	await page.getByTestId('step-bluffs').click();
	await expect(page.getByTestId('bluffs').getByRole('img')).toHaveCount(3);
	await page.getByRole('button', { name: 'Add a Fabled' }).click();
	await page.getByTestId('pick-doomsayer').click();
	await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(1);
	await page.getByTestId('start-night').click();
	await expect(page.getByTestId('setup')).toHaveCount(0);

	await settled(page);
	await page.goto('/new');
	await page.getByTestId('reuse-names').check();
	await page.getByTestId('players-6').click();
	await page.getByTestId('step-players').click();
	await expect(page.getByTestId('seat-name-1')).toHaveValue('Ann');
	await expect(page.getByTestId('seat-name-6')).toHaveValue('Fay');
});
