import { expect, test } from '@playwright/test';
import { putGame } from './helpers';

// The design's floor for a tablet used at arm's length: nothing to tap under 44 px, no text
// under 16 px, nothing wider than the screen, in both orientations and on a phone.
const viewports = [
	{ width: 1024, height: 768 },
	{ width: 768, height: 1024 },
	{ width: 390, height: 844 }
];
const paths = ['/', '/settings', '/new'];

for (const viewport of viewports) {
	test(`touch targets, type size and width at ${viewport.width}×${viewport.height}`, async ({
		page
	}) => {
		await page.setViewportSize(viewport);
		await page.goto('/');
		await putGame(page, {
			id: 'layout-game',
			name: 'A rather long game name to see how the card wraps',
			scriptName: 'Trouble Brewing',
			playerCount: 12,
			phaseLabel: 'night:1'
		});

		for (const path of paths) {
			await page.goto(path);
			await expect(page.locator('h1')).toBeVisible();

			const problems = await page.evaluate(() => {
				const found: string[] = [];
				const root = document.documentElement;
				if (root.scrollWidth > window.innerWidth) {
					found.push(`page is ${root.scrollWidth}px wide in a ${window.innerWidth}px window`);
				}
				for (const el of document.querySelectorAll<HTMLElement>('a, button, label')) {
					// A link stretched over its card is as big as the card.
					const target = el.dataset.stretched !== undefined ? el.closest('article') : el;
					const box = (target ?? el).getBoundingClientRect();
					if (box.width === 0 && box.height === 0) continue;
					if (box.width < 44 || box.height < 44) {
						found.push(
							`tap target ${Math.round(box.width)}×${Math.round(box.height)}: ${el.textContent?.trim() || el.getAttribute('aria-label')}`
						);
					}
				}
				const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
				for (let node = walker.nextNode(); node; node = walker.nextNode()) {
					const text = node.textContent?.trim();
					const parent = node.parentElement;
					if (!text || !parent || parent.closest('.visually-hidden, [hidden]')) continue;
					const size = parseFloat(getComputedStyle(parent).fontSize);
					if (size < 16) found.push(`${size}px text: ${text}`);
				}
				return found;
			});
			expect(problems, path).toEqual([]);
		}
	});
}

test.describe('in Chinese', () => {
	test.use({ locale: 'zh-CN' });

	test('the home tagline wraps between words on a phone, in Chinese', async ({ page }) => {
		await page.setViewportSize({ width: 390, height: 844 });
		await page.goto('/');
		const tagline = page.locator('.tagline');
		await expect(tagline).toContainText('推理游戏');
		// The line each character is drawn on: 游 and 戏 (one word) must share a line.
		const lines = await tagline.evaluate((p) => {
			const text = p.firstChild as Text;
			const tops: Record<string, number> = {};
			for (const [i, ch] of [...(text.textContent ?? '')].entries()) {
				const range = document.createRange();
				range.setStart(text, i);
				range.setEnd(text, i + 1);
				tops[`${i}:${ch}`] = Math.round(range.getBoundingClientRect().top);
			}
			return tops;
		});
		const entries = Object.entries(lines);
		expect(new Set(Object.values(lines)).size, 'the tagline takes two lines here').toBeGreaterThan(
			1
		);
		const at = (ch: string) => entries.find(([k]) => k.endsWith(`:${ch}`))?.[1];
		expect(at('游')).toBe(at('戏'));
		expect(at('说')).toBe(at('书'));
		expect(at('离')).toBe(at('用'));
	});
});

test.describe('werewolf posts on a phone', () => {
	test.use({ locale: 'zh-CN', viewport: { width: 390, height: 844 } });

	for (const ruleSet of ['werewolf-i01', 'werewolf-chenqu'])
		test(`${ruleSet}: the posts tab, its format choice included, fits the screen`, async ({
			page
		}) => {
			await page.goto('/new');
			await page.getByTestId(`ruleset-${ruleSet}`).click();
			await page.getByTestId('ww-create').click();
			await page.waitForURL(/\/game\//);
			await page.getByRole('tab', { name: '公示' }).click();
			const format = page.getByRole('group', { name: '帖子格式' });
			await expect(format).toBeVisible();
			const box = await format.boundingBox();
			expect(box && box.x + box.width).toBeLessThanOrEqual(390);
			expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
				390
			);
			await page.screenshot({ path: test.info().outputPath('posts-390.png'), fullPage: true });
		});
});
