import { expect, test, type Page } from '@playwright/test';
import { reloadSaved } from './fixtures/play-game';

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
	await expect(setup).toHaveAttribute('data-step', 'players');
	await page.getByTestId('next').click();
	await expect(setup).toHaveAttribute('data-step', 'characters');
	await expect(page.getByTestId('setup-ok')).toBeVisible();
	await expect(setup).toContainText(/HB\s*constructor/);
	await expect(setup).toContainText(/HB\s*toString/);
	expect(errors).toEqual([]);
});

const TINY = [
	{ id: '_meta', name: 'Tiny Town' },
	'washerwoman',
	'librarian',
	'investigator',
	'chef',
	'empath',
	'butler',
	'poisoner',
	'imp'
];

test('a script with a saved one’s name asks before anything is replaced, and says what changes', async ({
	page
}) => {
	const errors = pageErrors(page);
	await page.goto('/new');
	await importText(page, JSON.stringify(TINY));
	const tiles = page.locator('[data-testid^="script-s-"]', { hasText: 'Tiny Town' });
	await expect(tiles).toHaveCount(1);
	const firstId = await tiles.getAttribute('data-testid');

	// The same name (spaces and case aside), another demon and one more townsfolk.
	const other = [
		{ id: '_meta', name: '  TINY town ' },
		...TINY.slice(1).filter((id) => id !== 'investigator' && id !== 'imp'),
		'monk',
		'vortox',
		{ id: 'tinker2', name: 'Tinker Two', team: 'outsider', ability: 'Dies at any time.' }
	];
	await importText(page, JSON.stringify(other));
	const question = page.getByTestId('import-conflict');
	await expect(question).toBeVisible();
	await expect(question).toContainText('You are importing “TINY town” (9 characters)');
	await expect(question).toContainText('The saved “Tiny Town” has the same name');
	await expect(page.getByTestId('import-change-count')).toHaveText('Characters: 8 → 9');
	await expect(page.getByTestId('import-change-added')).toHaveText(
		'Added: Monk, Vortox, and Tinker Two'
	);
	await expect(page.getByTestId('import-change-removed')).toHaveText(
		'Removed: Investigator and Imp'
	);
	// Names from the files are isolated, so right-to-left text in them cannot reorder the sentence.
	await expect(question.locator('bdi', { hasText: /^Tiny Town$/ })).toHaveCount(1);
	await expect(page.getByTestId('import-change-added').locator('bdi')).toHaveCount(3);
	// Nothing is stored while the question is open, nor after a cancel.
	await page.getByTestId('import-conflict-cancel').click();
	await expect(question).toBeHidden();
	await reloadSaved(page);
	await expect(tiles).toHaveCount(1);

	await importText(page, JSON.stringify(other));
	await page.getByTestId('import-keep-both').click();
	const both = page.locator('[data-testid^="script-s-"]', { hasText: /tiny town/i });
	await expect(both).toHaveCount(2);
	await expect(page.getByTestId(firstId ?? '')).toHaveCount(1);

	// Both saved scripts are met by a third import; replacing removes both.
	await importText(page, JSON.stringify(TINY));
	await expect(page.getByTestId('import-conflict-item')).toHaveCount(2);
	await expect(question).toContainText('The saved “Tiny Town” has the same id');
	await page.getByTestId('import-replace').click();
	await expect(both).toHaveCount(1);
	await reloadSaved(page);
	await expect(both).toHaveCount(1);
	await expect(page.getByTestId(firstId ?? '')).toHaveCount(1);
	expect(errors).toEqual([]);
});

test('script size: a 6 MB file is refused before it is read; a 1 MB one is read in a worker', async ({
	page
}) => {
	const errors = pageErrors(page);
	const workers: string[] = [];
	page.on('worker', (worker) => workers.push(worker.url()));
	await page.goto('/new');
	await page.getByTestId('script-import-open').click();

	const huge = JSON.stringify([
		{ id: '_meta', name: 'Huge', logo: `data:image/png;base64,${'A'.repeat(6 * 1024 * 1024)}` },
		...TINY.slice(1)
	]);
	await page.getByTestId('import-file').setInputFiles({
		name: 'huge.json',
		mimeType: 'application/json',
		buffer: Buffer.from(huge)
	});
	await expect(page.getByTestId('import-errors')).toContainText(
		'the script is too large (6 MB; at most 5 MB)'
	);
	await expect(page.getByTestId('import-text')).toHaveValue('');
	expect(workers).toEqual([]);

	const large = JSON.stringify([
		{ id: '_meta', name: 'Pictured', logo: `data:image/png;base64,${'B'.repeat(1024 * 1024)}` },
		...TINY.slice(1)
	]);
	await page.getByTestId('import-file').setInputFiles({
		name: 'pictured.json',
		mimeType: 'application/json',
		buffer: Buffer.from(large)
	});
	await expect(page.locator('[data-testid^="script-s-"]', { hasText: 'Pictured' })).toHaveAttribute(
		'aria-pressed',
		'true'
	);
	expect(workers).toHaveLength(1);
	expect(errors).toEqual([]);
});

test('script depth: a 100,000-deep script is refused in words, with its limit', async ({
	page
}) => {
	const errors = pageErrors(page);
	await page.goto('/new');
	const deep = '['.repeat(100_000) + ']'.repeat(100_000);
	await importText(page, deep);
	await expect(page.getByTestId('import-errors')).toContainText(
		'whole file: the script is nested too deeply (more than 64 levels of [ ] and { })'
	);
	await expect(page.getByTestId('import-errors')).not.toContainText('RangeError');
	expect(errors).toEqual([]);
});
