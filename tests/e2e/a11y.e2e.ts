import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { seedGame } from './fixtures/play-game';
import { putRows } from './helpers';

// axe-core scans of the screens the storyteller and the table use during play (the home screen,
// the grimoire at a night step, the day with a vote being counted, the town square and the
// town square's own window), in each theme (dark, light, and night mode), in both languages:
// no serious or critical violation of WCAG 2 A/AA. No rule is switched off.

test.use({ serviceWorkers: 'block' });
test.setTimeout(180_000);

const THEMES = ['dark', 'light', 'night'] as const;
type Theme = (typeof THEMES)[number];

/** Stores the theme the app reads at start (the same row Settings writes). */
async function setTheme(page: Page, theme: Theme) {
	await putRows(page, 'settings', [{ key: 'theme', value: theme }]);
	await page.evaluate(() => localStorage.removeItem('grimoire-settings'));
}

/** The serious and critical violations on the screen as it is, one readable line each. */
async function scan(page: Page, where: string): Promise<string[]> {
	const result = await new AxeBuilder({ page })
		.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
		.analyze();
	return result.violations
		.filter((v) => v.impact === 'serious' || v.impact === 'critical')
		.flatMap((v) =>
			v.nodes.map(
				(n) => `${where}: ${v.id} (${v.impact}) at ${n.target.join(' ')}: ${n.failureSummary}`
			)
		);
}

for (const locale of ['zh-CN', 'en'] as const)
	for (const theme of THEMES)
		test(`no serious or critical axe violation in play, ${theme} theme, ${locale}`, async ({
			page
		}) => {
			const found: string[] = [];
			await page.goto('/');
			const id = await seedGame(page, {
				id: `axe-${theme}-${locale}`,
				seats: 12,
				locale,
				more: [
					{ type: 'night/step', step: 'dusk', status: 'done' },
					{ type: 'reminder/added', seat: 's2', source: 'poisoner', label: 'Poisoned' }
				]
			});
			await setTheme(page, theme);
			await page.goto('/');
			await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
			await expect(page.locator('h1')).toBeVisible();
			found.push(...(await scan(page, 'home')));

			await page.goto(`/game/${id}`);
			await expect(page.locator('[data-step="minioninfo"]')).toBeVisible();
			found.push(...(await scan(page, 'night step')));

			// The day, with a vote being counted.
			const day = await seedGame(page, {
				id: `axe-day-${theme}-${locale}`,
				seats: 12,
				locale,
				more: [
					{ type: 'night/step', step: 'dusk', status: 'done' },
					{ type: 'seat/died', seat: 's3' },
					{ type: 'day/started' },
					{ type: 'nomination/opened', nominator: 's1', nominee: 's4' }
				]
			});
			await page.goto(`/game/${day}`);
			await expect(page.locator('section.vote .answer button')).toHaveCount(3);
			found.push(...(await scan(page, 'vote')));

			await page.getByRole('button', { name: locale === 'en' ? 'Town square' : '广场' }).click();
			await expect(page.getByRole('dialog').locator('.spot')).toHaveCount(12);
			found.push(...(await scan(page, 'town square')));

			await page.goto(`/game/${day}/town`);
			// A fresh page load of its own: more time on a busy machine.
			await expect(page.locator('.spot')).toHaveCount(12, { timeout: 15_000 });
			found.push(...(await scan(page, 'town window')));
			expect(found).toEqual([]);
		});
