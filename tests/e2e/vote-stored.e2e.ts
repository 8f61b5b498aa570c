import { expect, test, type Page } from '@playwright/test';
import { openGame, reloadSaved } from './fixtures/play-game';

// The vote counter stores the count as it is made: a reload in the middle of a vote finds the
// raised hands and the seat being asked, and undoing "Record the result" reopens the vote with
// the hands as they were.

test.use({ serviceWorkers: 'block', locale: 'en-US', viewport: { width: 1024, height: 768 } });
test.setTimeout(60_000);

const seat = (page: Page, name: string) => page.locator('.seat', { hasText: name });
const button = (page: Page, name: string | RegExp) =>
	page.getByRole('button', { name, exact: typeof name === 'string' });

test('a reload mid-vote keeps the hands; undo after recording restores them', async ({ page }) => {
	await openGame(page, {
		id: 'vote-stored',
		seats: 7,
		locale: 'en',
		more: [{ type: 'day/started' }]
	});
	await button(page, 'New nomination').click();
	await seat(page, 'Alice').click();
	await seat(page, 'Fang').click();
	// Gus, Alice, Bob, Chen... : two hands up, one down.
	await expect(page.locator('.asking')).toContainText('Gus');
	await button(page, /Hand up/).click();
	await expect(page.locator('.asking')).toContainText('Alice');
	await button(page, /Hand up/).click();
	await expect(page.locator('.asking')).toContainText('Bob');
	await button(page, 'No hand').click();
	await expect(page.locator('.asking')).toContainText('Chen');
	await expect(page.getByTestId('vote-count')).toHaveText('2');

	await reloadSaved(page);
	await expect(page.getByTestId('vote-count')).toHaveText('2');
	await expect(page.locator('.asking')).toContainText('Chen');
	await expect(page.locator('.voter.up')).toHaveCount(2);

	for (const up of [true, true, false, false])
		await button(page, up ? /Hand up/ : 'No hand').click();
	await expect(page.getByTestId('vote-count')).toHaveText('4');
	await button(page, 'Record the result (4 votes)').click();
	await expect(page.getByText('About to be executed: Fang (4 votes)')).toBeVisible();

	await button(page, 'Undo').click();
	await expect(page.getByTestId('vote-count')).toHaveText('4');
	await expect(page.locator('.voter.up')).toHaveCount(4);
	await expect(button(page, 'Record the result (4 votes)')).toBeVisible();
	// One more undo takes back the last answer only.
	await button(page, 'Undo').click();
	await expect(page.locator('.asking')).toContainText('Fang');
	await expect(page.getByTestId('vote-count')).toHaveText('4');
});
