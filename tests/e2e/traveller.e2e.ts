import { expect, test } from '@playwright/test';
import { openGame, reloadSaved } from './fixtures/play-game';

// A latecomer joins a game in progress as a traveller: seated where the storyteller says, with a
// traveller character and an alignment, in one undoable step that survives a reload; later the
// traveller leaves.

test.use({ serviceWorkers: 'block', locale: 'en-US', viewport: { width: 1024, height: 768 } });

const SHOTS = process.env.TRAVELLER_SHOTS;

test('a traveller joins mid-game where the storyteller seats them, and later leaves', async ({
	page
}) => {
	await openGame(page, { id: 'traveller', seats: 7, locale: 'en' });
	const seats = page.locator('.ring .seat');
	await expect(seats).toHaveCount(7);
	const names = () => seats.evaluateAll((list) => list.map((s) => s.getAttribute('aria-label')));

	await page.getByRole('button', { name: 'A traveller joins' }).click();
	const sheet = page.getByRole('dialog', { name: 'A traveller joins the game' });
	await sheet.getByLabel('Name').fill('Zed');
	await sheet.getByLabel('Seat').selectOption({ label: 'after Bob' });
	await sheet.getByRole('button', { name: /Gunslinger/ }).click();
	await sheet.getByRole('button', { name: 'Evil' }).click();
	if (SHOTS) await page.screenshot({ path: `${SHOTS}/traveller-sheet-en.png` });
	await sheet.getByRole('button', { name: 'Seat them' }).click();
	await expect(sheet).toHaveCount(0);

	await expect(seats).toHaveCount(8);
	expect((await names()).slice(0, 3)).toEqual(['Alice', 'Bob', 'Zed']);
	await expect(seats.nth(2)).toContainText(/Guns-?linger/);
	if (SHOTS) await page.screenshot({ path: `${SHOTS}/traveller-ring-en.png` });

	// One step in the history, undone and redone as one; kept across a reload.
	await page.getByRole('button', { name: 'Undo' }).click();
	await expect(seats).toHaveCount(7);
	await page.getByRole('button', { name: 'Redo' }).click();
	await expect(seats).toHaveCount(8);
	await reloadSaved(page);
	await expect(seats).toHaveCount(8);
	expect((await names()).slice(0, 3)).toEqual(['Alice', 'Bob', 'Zed']);
	await page.getByRole('button', { name: 'History' }).click();
	await expect(page.getByRole('dialog', { name: 'History' })).toContainText('Traveller Zed joined');
	await page.getByRole('button', { name: 'Close' }).click();

	// The seat sheet shows the alignment given, and lets the traveller leave.
	await seats.nth(2).click();
	const seatSheet = page.getByRole('dialog');
	await expect(seatSheet.getByRole('button', { name: 'Evil' })).toHaveAttribute(
		'aria-pressed',
		'true'
	);
	await seatSheet.getByRole('button', { name: 'The traveller leaves the game' }).click();
	await expect(seats).toHaveCount(7);
	expect(await names()).not.toContain('Zed');
	// A resident's sheet offers no such button.
	await seats.first().click();
	await expect(page.getByRole('button', { name: 'The traveller leaves the game' })).toHaveCount(0);
});
