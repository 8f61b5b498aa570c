import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { openGame, reloadSaved } from './fixtures/play-game';

// One seat's sheet, as a storyteller uses it mid-game: a reminder from the script placed and taken
// off again, one in their own words, a rename (an empty one refused with the reason), and the
// Undo button's title naming what it would take back.

test.use({ serviceWorkers: 'block', locale: 'en-US', viewport: { width: 1024, height: 768 } });

const SHOTS = process.env.SEAT_SHOTS;

test('a seat gets reminders and a new name from its sheet, and Undo says what it takes back', async ({
	page
}) => {
	await openGame(page, { id: 'seat-sheet', seats: 7, locale: 'en' });
	const seats = page.locator('.ring .seat');
	await expect(seats).toHaveCount(7);

	await seats.first().click();
	const sheet = page.getByRole('dialog', { name: 'Alice' });
	await expect(sheet.getByText('No reminders')).toBeVisible();

	// A reminder of one of the script's characters.
	await sheet.getByRole('button', { name: 'Add reminder' }).click();
	if (SHOTS) await page.screenshot({ path: `${SHOTS}/seat-reminders-en.png` });
	const offered = sheet
		.locator('h3', { hasText: 'Reminders of the script’s characters' })
		.locator('+ .chip-row .reminder-chip')
		.first();
	const label = (await offered.evaluate((b) => b.lastChild?.textContent ?? '')).trim();
	expect(label.length).toBeGreaterThan(0);
	await offered.click();
	const placed = sheet.getByRole('button', { name: `Remove reminder “${label}”` });
	await expect(placed).toBeVisible();

	// Undo's title names the reminder it would take off.
	const undo = page.getByRole('button', { name: 'Undo' });
	await expect(undo).toHaveAttribute('title', new RegExp(`^Undo: .*${label}`));

	// One in the storyteller's own words; an empty one places nothing.
	await sheet.getByRole('button', { name: 'Add reminder' }).click();
	await sheet.getByRole('button', { name: 'Add', exact: true }).click();
	await expect(sheet.getByRole('heading', { name: 'Your own words' })).toBeVisible();
	await sheet.getByRole('textbox', { name: 'Your own words' }).fill('Watch her');
	await sheet.getByRole('button', { name: 'Add', exact: true }).click();
	await expect(sheet.getByRole('button', { name: 'Remove reminder “Watch her”' })).toBeVisible();

	if (SHOTS) await page.screenshot({ path: `${SHOTS}/seat-sheet-en.png` });
	// Tapping a placed reminder takes it off.
	await placed.click();
	await expect(placed).toHaveCount(0);
	await expect(sheet.getByRole('button', { name: 'Remove reminder “Watch her”' })).toBeVisible();

	// A rename: an empty name is refused with its reason and changes nothing.
	await sheet.getByRole('button', { name: 'Rename' }).click();
	const field = sheet.getByRole('textbox', { name: 'Rename' });
	await expect(field).toHaveValue('Alice');
	await field.fill('   ');
	await sheet.getByRole('button', { name: 'Save' }).click();
	await expect(sheet.getByRole('alert')).toContainText('the name is empty');
	await field.fill('Alicia');
	await sheet.getByRole('button', { name: 'Save' }).click();
	await expect(page.getByRole('dialog', { name: 'Alicia' })).toBeVisible();
	await reloadSaved(page);
	await expect(seats.first()).toHaveAttribute('aria-label', 'Alicia');
});

test('the seat sheet’s code is fetched once the grimoire is drawn and idle, before the first tap', async ({
	page
}) => {
	// Each part's own chunk, as the build's manifest names it (chunks are named by hash).
	const manifest = JSON.parse(
		readFileSync('.svelte-kit/output/client/.vite/manifest.json', 'utf8')
	) as Record<string, { file: string }>;
	const chunk = (source: string) => `/${manifest[source]?.file}`;
	const fetchedAt = (path: string) =>
		page.evaluate(
			(path) =>
				performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === path)
					?.startTime ?? null,
			path
		);
	const sheet = chunk('src/lib/components/grimoire/SeatSheet.svelte');
	const checklist = chunk('src/lib/components/night/NightChecklist.svelte');
	await openGame(page, { id: 'seat-warm', seats: 7, locale: 'en' });
	await expect(page.locator('.play .panel > section.night')).toBeVisible();
	// Nobody has tapped: the sheet's code comes anyway, after the night checklist's own.
	await expect.poll(() => fetchedAt(sheet)).not.toBeNull();
	expect((await fetchedAt(checklist))!).toBeLessThan((await fetchedAt(sheet))!);
	await page.locator('.ring .seat').first().click();
	await expect(page.getByRole('dialog', { name: 'Alice' })).toBeVisible();
});
