import { expect, test, type Page } from '@playwright/test';

test.use({ locale: 'en-US', viewport: { width: 1024, height: 768 } });

/** Collects uncaught errors of the page, so a test can say there were none. */
function pageErrors(page: Page): string[] {
	const errors: string[] = [];
	page.on('pageerror', (error) => errors.push(error.message));
	return errors;
}

async function importText(page: Page, text: string) {
	await page.getByTestId('script-import-open').click();
	await page.getByTestId('import-text').fill(text);
	await page.getByTestId('import-submit').click();
}

const homebrew = (id: string, team: string, firstNight = 0) => ({
	id,
	name: `HB ${id}`,
	team,
	ability: `The ${id} ability.`,
	firstNight
});

test('a script whose homebrew ids are built-in object names reaches the setup screen', async ({
	page
}) => {
	const errors = pageErrors(page);
	await page.goto('/new');
	await importText(
		page,
		JSON.stringify([
			{ id: '_meta', name: 'Prototype Town' },
			homebrew('constructor', 'demon', 30),
			homebrew('toString', 'minion', 25),
			homebrew('__proto__', 'townsfolk', 40),
			homebrew('hasOwnProperty', 'townsfolk'),
			homebrew('valueOf', 'townsfolk'),
			homebrew('isPrototypeOf', 'townsfolk'),
			homebrew('toLocaleString', 'townsfolk'),
			homebrew('propertyIsEnumerable', 'outsider')
		])
	);
	const tile = page.locator('[data-testid^="script-s-"]', { hasText: 'Prototype Town' });
	await expect(tile).toHaveAttribute('aria-pressed', 'true');
	await page.getByTestId('players-7').click();

	await expect(page).toHaveURL(/\/game\/[^/]+$/);
	const setup = page.getByTestId('setup');
	await expect(setup).toHaveAttribute('data-step', 'characters');
	await expect(page.getByTestId('setup-ok')).toBeVisible();
	await expect(setup).toContainText(/HB\s*constructor/);
	await expect(setup).toContainText(/HB\s*toString/);
	expect(errors).toEqual([]);
});
