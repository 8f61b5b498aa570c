import { expect, test } from '@playwright/test';

// The character reference: search in either language, filters, a character's page with its
// jinxes and night order, and tokens that stay legible at the size a 20-seat ring gives them.

test.use({ locale: 'en-US' });

test('searches, filters and opens a character, then follows a jinx and the night order', async ({
	page
}) => {
	await page.goto('/characters');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Characters');

	const grid = page.getByRole('list');
	await page.getByRole('searchbox').fill('wash');
	await expect(grid.getByRole('link')).toHaveCount(1);
	await page.getByRole('searchbox').fill('');

	await page.getByRole('group', { name: 'Edition' }).getByText('Trouble Brewing').click();
	await page.getByRole('group', { name: 'Team' }).getByText('Minion').click();
	await expect(page.getByText('4 characters')).toBeVisible();
	await expect(grid.getByRole('link')).toHaveCount(4);

	await grid.getByRole('link', { name: /Spy/ }).click();
	await expect(page).toHaveURL(/\/characters\/spy$/);
	await expect(page.getByRole('heading', { level: 2 })).toHaveText('Spy');
	await expect(page.getByRole('heading', { name: 'Reminder tokens' })).toBeVisible();

	// Jinxes link to the other character.
	const jinxes = page.locator('section', { has: page.getByRole('heading', { name: 'Jinxes' }) });
	await expect(jinxes.getByRole('link').first()).toBeVisible();
	const partner = await jinxes.getByRole('link').first().getAttribute('data-id');
	await jinxes.getByRole('link').first().click();
	await expect(page).toHaveURL(new RegExp(`/characters/${partner}$`));

	// Back to the list: the filters are as they were left.
	await page.getByRole('link', { name: 'All characters' }).click();
	await expect(page.getByText('4 characters')).toBeVisible();

	// The night order names the neighbouring steps and links to them.
	await page.goto('/characters/poisoner');
	const order = page.locator('dd[data-night="first"]');
	await expect(order).toContainText(/Step \d+ of \d+/);
	await order.getByRole('link').first().click();
	await expect(page).toHaveURL(/\/characters\/(?!poisoner)[a-z]+$/);
});

test('an unknown id says so instead of showing an empty page', async ({ page }) => {
	await page.goto('/characters/nobody');
	await expect(page.getByRole('alert')).toContainText('nobody');
});

const viewports = [
	{ width: 1024, height: 768 },
	{ width: 768, height: 1024 },
	{ width: 390, height: 844 }
];

for (const viewport of viewports) {
	test(`reference screens: tap targets, type size and width at ${viewport.width}×${viewport.height}`, async ({
		page
	}) => {
		await page.setViewportSize(viewport);
		for (const path of ['/characters', '/characters/fortuneteller', '/characters/alchemist']) {
			await page.goto(path);
			await expect(page.locator('h1')).toBeVisible();
			const problems = await page.evaluate(() => {
				const found: string[] = [];
				if (document.documentElement.scrollWidth > window.innerWidth) {
					found.push(`page is ${document.documentElement.scrollWidth}px wide`);
				}
				for (const el of document.querySelectorAll<HTMLElement>('a, button, label')) {
					const box = el.getBoundingClientRect();
					if (box.width === 0 && box.height === 0) continue;
					if (box.width < 44 || box.height < 44) {
						found.push(
							`tap target ${Math.round(box.width)}×${Math.round(box.height)}: ${el.textContent?.trim()}`
						);
					}
				}
				const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
				for (let node = walker.nextNode(); node; node = walker.nextNode()) {
					const parent = node.parentElement;
					// Token names are SVG text: their size on screen is checked in the next test.
					if (!node.textContent?.trim() || !parent || parent.closest('svg, .visually-hidden'))
						continue;
					const size = parseFloat(getComputedStyle(parent).fontSize);
					if (size < 16) found.push(`${size}px text: ${node.textContent.trim()}`);
				}
				return found;
			});
			expect(problems, path).toEqual([]);
		}
	});
}

// On a phone nothing may be wider than the screen, in either language: the longest one-word
// names (beside the top bar's 'All characters'), many reminders, many jinxes.
for (const locale of ['en-US', 'zh-CN']) {
	test.describe(`character pages in ${locale} at 390×844`, () => {
		test.use({ locale, viewport: { width: 390, height: 844 } });

		test('are no wider than the screen', async ({ page }) => {
			const found: string[] = [];
			for (const id of [
				'alchemist',
				'nightwatchman',
				'mathematician',
				'washerwoman',
				'fortuneteller',
				'scarletwoman',
				'spy',
				'leviathan',
				'lilmonsta'
			]) {
				await page.goto(`/characters/${id}`);
				await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
				found.push(
					...(await page.evaluate((id) => {
						const width = window.innerWidth;
						const scrollWidth = document.documentElement.scrollWidth;
						if (scrollWidth <= width) return [];
						// Name the innermost elements that stick out: what to fix.
						const out = [...document.querySelectorAll('body *')].filter(
							(el) => el.getBoundingClientRect().right > width
						);
						const innermost = out
							.filter((el) => !out.some((other) => other !== el && el.contains(other)))
							.map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
						return [`${id}: ${scrollWidth}px wide (${innermost.slice(0, 3).join(', ')})`];
					}, id))
				);
			}
			expect(found).toEqual([]);
		});
	});
}

for (const locale of ['en-US', 'zh-CN']) {
	test.describe(`tokens in ${locale}`, () => {
		test.use({ locale, viewport: { width: 768, height: 1024 } });

		test('every built-in name fits its token with type of at least 12.5 px at ring size', async ({
			page
		}) => {
			await page.goto('/characters');
			await expect(page.getByRole('list').getByRole('link')).toHaveCount(249);
			// 84 px is what a 20-seat ring leaves each token on a 768 px wide screen.
			const { problems, smallest, tightest } = await page.evaluate(() => {
				const found: string[] = [];
				let smallest = Infinity;
				let tightest = 1;
				for (const svg of document.querySelectorAll<SVGSVGElement>('.grid svg')) {
					svg.style.width = '84px';
					svg.style.height = '84px';
				}
				for (const svg of document.querySelectorAll<SVGSVGElement>('.grid svg')) {
					const face = svg.getBoundingClientRect();
					const name = svg.getAttribute('aria-label');
					for (const text of svg.querySelectorAll('text')) {
						const box = text.getBoundingClientRect();
						// Type size on screen: the font size in the 100-unit viewBox, scaled.
						const px = (Number(text.getAttribute('font-size')) * face.width) / 100;
						smallest = Math.min(smallest, px);
						if (px < 12.5) found.push(`${name}: type ${px.toFixed(1)} px`);
						// Squeezed lines: how much narrower than their natural width.
						const squeezed = Number(text.getAttribute('textLength'));
						if (squeezed) {
							const natural = text.getComputedTextLength();
							tightest = Math.min(tightest, squeezed / natural);
							if (squeezed / natural < 0.72)
								found.push(`${name}: squeezed to ${squeezed / natural}`);
						}
						if (box.left < face.left + 3 || box.right > face.right - 3) {
							found.push(`${name}: "${text.textContent}" runs off the token`);
						}
					}
				}
				return { problems: found, smallest, tightest };
			});
			test.info().annotations.push({
				type: 'measured',
				description: `smallest name type ${smallest.toFixed(1)} px, tightest squeeze ${tightest.toFixed(2)}`
			});
			console.log(
				`${locale}: smallest name type ${smallest.toFixed(1)} px, tightest squeeze ${tightest.toFixed(2)}`
			);
			expect(problems).toEqual([]);
		});
	});
}
