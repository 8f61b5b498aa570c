import { expect, test } from '@playwright/test';

test.use({ locale: 'en-US', viewport: { width: 1024, height: 768 } });

test('the names step says which line or seat has a bad name and why; names are drawn isolated', async ({
	page
}) => {
	const errors: string[] = [];
	page.on('pageerror', (error) => errors.push(error.message));
	await page.goto('/new');
	await page.getByTestId('players-7').click();
	// The names step comes first, its box open.
	await expect(page.getByTestId('setup')).toHaveAttribute('data-step', 'players');
	const box = page.getByTestId('typed-names');
	await box.fill(
		['Ada', 'Bea', 'x'.repeat(100), 'Dov', '\u200b\u200b', '\u0007', 'Gus'].join('\n')
	);
	await page.getByTestId('typed-apply').click();
	const problems = page.getByTestId('typed-problems');
	await expect(problems.locator('li')).toHaveText([
		'Line 3: the name is too long (100 characters, at most 40)',
		'Line 5: the name is empty (no visible character)',
		'Line 6: the name is empty (no visible character)'
	]);
	await expect(page.getByTestId('seat-name-1')).toHaveValue('Seat 1');

	// A right-to-left override in a name is kept, but cannot reorder what follows the name.
	await box.fill(['Ada', 'Bea', '\u202eCai', 'Dov', 'Eli', 'Fay', 'Gus'].join('\n'));
	await page.getByTestId('typed-apply').click();
	await expect(box).toBeHidden();
	await expect(page.getByTestId('seat-name-3')).toHaveValue('\u202eCai');

	// One seat's field: only invisible characters is said, and the name stays.
	const second = page.getByTestId('seat-name-2');
	await second.fill('\u200b\u200d');
	await second.press('Enter');
	await expect(page.getByTestId('rename-problem')).toHaveText(
		'Seat 2: the name is empty (no visible character)'
	);
	await expect(second).toHaveValue('Bea');

	await page.getByTestId('step-deal').click();
	await expect(page.getByTestId('setup')).toHaveAttribute('data-step', 'deal');
	const cai = page.locator('bdi', { hasText: 'Cai' });
	await expect(cai).toHaveCount(1);
	expect(await cai.evaluate((el) => getComputedStyle(el).unicodeBidi)).toBe('isolate');
	expect(errors).toEqual([]);
});
