import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';

// The headers a static host sends with the app (build/_headers, applied by `vite preview` too):
// the page's own CSP, and framing refused, which a CSP in a meta tag cannot do.

test('the app is served with its CSP as a header, and no other site can frame it', async ({
	page,
	baseURL
}) => {
	const response = await page.goto('/');
	const header = (await response?.headerValue('content-security-policy')) ?? '';
	// The policy of the built page (its meta tag), with framing refused.
	const html = readFileSync('build/index.html', 'utf8');
	const meta = /http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1];
	expect(meta).toContain("script-src 'self'");
	expect(header).toBe(`${meta}; frame-ancestors 'none'`);
	expect(await response?.headerValue('x-frame-options')).toBe('DENY');
	expect(readFileSync('build/_headers', 'utf8')).toContain(header);

	// A page of another origin (localhost instead of 127.0.0.1) tries to frame the app.
	const other = (baseURL ?? '').replace('127.0.0.1', 'localhost');
	await page.goto(`${other}/robots-missing-${Date.now()}`).catch(() => undefined);
	await page.setContent(`<iframe id="f" src="${baseURL}/" width="400" height="300"></iframe>`);
	const frame = page.frames().find((f) => f !== page.mainFrame());
	// The frame has loaded what the browser lets it show (an error page when refused).
	await frame?.waitForLoadState('load');
	const inside = await frame?.evaluate(() => document.body?.innerText ?? '').catch(() => '');
	expect(inside ?? '').not.toContain('魔典');
	expect(
		await frame
			?.locator('.page')
			.count()
			.catch(() => 0)
	).toBe(0);
});
