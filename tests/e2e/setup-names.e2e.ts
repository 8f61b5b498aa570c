import { expect, test, type Page } from '@playwright/test';
import { reloadSaved } from './fixtures/play-game';

// The first steps of a new game as a newcomer meets them: the names come right after the number
// of players, Chinese labels never break inside a word on a phone, and a random set at 16–20
// players is legal (travellers filled).

/** Reads every seat's name (in order) from the players step. */
async function seatNames(page: Page): Promise<string[]> {
	return page
		.getByTestId('seat-row')
		.locator('input.name')
		.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
}

test.describe('the names step', () => {
	test.use({ locale: 'en-US', viewport: { width: 1024, height: 768 } });

	test('comes right after the number of players, with an empty box and one tap to skip', async ({
		page
	}) => {
		await page.goto('/new');
		await page.getByTestId('players-7').click();
		const setup = page.getByTestId('setup');
		await expect(setup).toHaveAttribute('data-step', 'players');

		// The box is open and empty: the example names are only a placeholder.
		const box = page.getByTestId('typed-names');
		await expect(box).toBeVisible();
		await expect(box).toHaveValue('');
		await expect(box).toHaveAttribute('placeholder', /Ann\nBen/);
		expect(await seatNames(page)).toEqual(Array.from({ length: 7 }, (_, i) => `Seat ${i + 1}`));
		// A reload comes back to the names.
		await reloadSaved(page);
		await expect(setup).toHaveAttribute('data-step', 'players');
		await expect(box).toHaveValue('');

		// One tap skips the names; the set drawn for the seats is legal.
		const skip = page.getByTestId('next');
		await expect(skip).toHaveText('Skip names');
		await skip.click();
		await expect(setup).toHaveAttribute('data-step', 'characters');
		await expect(page.getByTestId('setup-ok')).toBeVisible();
	});

	test('names typed in the box are used when the storyteller moves on', async ({ page }) => {
		await page.goto('/new');
		await page.getByTestId('players-5').click();
		const setup = page.getByTestId('setup');
		await expect(setup).toHaveAttribute('data-step', 'players');
		await page.getByTestId('typed-names').fill('Ann\nBen\nCai\nDee\nEve');
		await expect(page.getByTestId('next')).toHaveText('Next');
		await page.getByTestId('next').click();
		await expect(setup).toHaveAttribute('data-step', 'characters');
		await expect(page.getByTestId('setup-ok')).toBeVisible();
		await page.getByTestId('step-players').click();
		expect(await seatNames(page)).toEqual(['Ann', 'Ben', 'Cai', 'Dee', 'Eve']);
		// Named now: the box stays closed until asked for, and then starts empty again.
		await expect(page.getByTestId('typed-names')).toHaveCount(0);
		await page.getByRole('button', { name: 'Type all the names' }).click();
		await expect(page.getByTestId('typed-names')).toHaveValue('');

		// A refused list keeps the storyteller on the step, saying why.
		await page.getByTestId('typed-names').fill('Ann\nBen');
		await page.getByTestId('next').click();
		await expect(page.getByTestId('typed-problems')).toContainText('Between 5 and 20 names');
		await expect(setup).toHaveAttribute('data-step', 'players');
	});
});

/**
 * Words broken across two lines in Chinese controls and headings (measured from the rendered
 * line boxes of each word), and token names split inside a word.
 */
async function brokenWords(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const found: string[] = [];
		const words = new Intl.Segmenter('zh-CN', { granularity: 'word' });
		const cjk = /[\u3400-\u9fff]/;
		const controls = document.querySelectorAll(
			'button, .button, label, legend, summary, th, h1, h2, h3, h4, [role="tab"]'
		);
		for (const el of controls) {
			if (!(el as HTMLElement).checkVisibility()) continue;
			const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
			for (let node = walker.nextNode(); node; node = walker.nextNode()) {
				const parent = node.parentElement;
				// Token names are checked below; words kept only for screen readers have no lines.
				if (!parent || parent.closest('svg') || parent.getBoundingClientRect().width <= 1) continue;
				const text = node.textContent ?? '';
				for (const w of words.segment(text)) {
					if (!w.isWordLike || w.segment.length < 2 || !cjk.test(w.segment)) continue;
					const range = document.createRange();
					range.setStart(node, w.index);
					range.setEnd(node, w.index + w.segment.length);
					const tops: number[] = [];
					for (const r of range.getClientRects()) {
						if (r.width === 0) continue;
						if (!tops.some((top) => Math.abs(top - r.top) < r.height / 2)) tops.push(r.top);
					}
					if (tops.length > 1) found.push(`“${w.segment}” broken in “${el.textContent?.trim()}”`);
				}
			}
		}
		for (const token of document.querySelectorAll('svg.token')) {
			const lines = [...token.querySelectorAll('text')].map((t) => t.textContent ?? '');
			const whole = lines.join('');
			if (lines.length < 2 || !cjk.test(whole)) continue;
			const cut = (lines[0] ?? '').length;
			const boundaries = new Set([...words.segment(whole)].map((w) => w.index));
			if (!boundaries.has(cut) || lines.some((l) => Array.from(l).length < 2))
				found.push(`token name “${lines.join(' / ')}”`);
		}
		return found;
	});
}

test.describe('Chinese on a phone', () => {
	test.use({ locale: 'zh-CN', viewport: { width: 390, height: 844 } });

	test('no label breaks inside a word, and the game’s name is shown whole', async ({ page }) => {
		await page.goto('/new');
		await expect(page.getByTestId('players-12')).toBeVisible();
		expect(await brokenWords(page), 'new game').toEqual([]);
		await page.getByTestId('players-12').click();
		const setup = page.getByTestId('setup');
		await expect(setup).toHaveAttribute('data-step', /\w/);
		await page.getByTestId('step-players').click();
		await expect(setup).toHaveAttribute('data-step', 'players');
		expect(await brokenWords(page), 'players').toEqual([]);

		await page.getByTestId('step-characters').click();
		await expect(page.getByTestId('setup-ok')).toBeVisible();
		// Every character of the script is on this step: 图书管理员, 城镇公告员 among them.
		await expect(page.getByTestId('char-librarian')).toBeVisible();
		expect(await brokenWords(page), 'characters').toEqual([]);

		await page.getByTestId('step-deal').click();
		await page.getByTestId('deal-random').click();
		await expect(page.getByTestId('deal-done')).toBeVisible();
		expect(await brokenWords(page), 'deal').toEqual([]);

		await page.getByTestId('step-bluffs').click();
		await expect(setup).toHaveAttribute('data-step', 'bluffs');
		expect(await brokenWords(page), 'bluffs').toEqual([]);
		await page.getByTestId('start-night').click();
		await expect(setup).toHaveCount(0);
		const title = page.locator('h1');
		await expect(title).toContainText('暗流涌动');
		expect(await brokenWords(page), 'first night').toEqual([]);

		// A long name wraps rather than being cut.
		const id = new URL(page.url()).pathname.split('/').pop() ?? '';
		const name = '暗流涌动 · 周五晚上在老王家楼下咖啡馆的第二局';
		await page.goto('/');
		const card = page.locator(`[data-game="${id}"]`);
		await card.getByRole('button', { name: '改名' }).click();
		await card.getByRole('textbox', { name: '新的名字' }).fill(name);
		await card.getByRole('button', { name: '保存' }).click();
		await card.getByRole('link', { name }).click();
		await expect(title).toHaveText(name);
		// Every line of the name lies inside the heading's box: nothing is cut off or elided.
		const outside = await title.evaluate((h) => {
			const box = h.getBoundingClientRect();
			const range = document.createRange();
			range.selectNodeContents(h);
			return [...range.getClientRects()]
				.filter((r) => r.width > 0)
				.filter((r) => r.right > box.right + 1 || r.bottom > box.bottom + 4)
				.map(
					(r) =>
						`${Math.round(r.left)}–${Math.round(r.right)} × ${Math.round(r.top)}–${Math.round(r.bottom)}`
				);
		});
		expect(outside, 'lines of the name outside its heading').toEqual([]);
	});
});

test.describe('a random set at 16–20 players', () => {
	test.use({ locale: 'en-US', viewport: { width: 1024, height: 768 } });

	for (const players of [16, 20]) {
		test(`${players} players: the new game's set is legal, travellers included, and Random keeps it so`, async ({
			page
		}) => {
			const travellers = players - 15;
			await page.goto('/new');
			await page.getByTestId(`players-${players}`).click();
			const setup = page.getByTestId('setup');
			await expect(setup).toHaveAttribute('data-step', /\w/);
			await page.getByTestId('step-characters').click();
			await expect(setup).toHaveAttribute('data-step', 'characters');
			await expect(page.getByTestId('setup-errors')).toHaveCount(0);
			await expect(page.getByTestId('setup-ok')).toBeVisible();
			const seats = page.getByTestId('traveller-seat');
			await expect(seats).toHaveCount(travellers);
			// Each traveller seat holds a traveller's token, all different.
			await expect(seats.getByRole('img')).toHaveCount(travellers);
			const first = await seats
				.getByRole('img')
				.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
			expect(new Set(first).size).toBe(travellers);

			await page.getByTestId('random').click();
			await expect(page.getByTestId('setup-ok')).toBeVisible();
			await expect(seats.getByRole('img')).toHaveCount(travellers);

			// And the set can be dealt: the bag opens.
			await page.getByTestId('characters-bag').click();
			await expect(page.getByTestId('bag')).toBeVisible();
		});
	}
});
