import { expect, test, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { painted } from './helpers';
import { backupOf, importViaSettings } from './storage-fixtures';

test.use({ locale: 'en-US' });

const IMG = '<img src=x onerror=alert(1)>';
const SCRIPT = '<script>alert(2)</script>';

/** Records dialogs and every request to another origin for the life of the page. */
function watch(page: Page, home = () => `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`) {
	const seen = { dialogs: [] as string[], foreign: [] as string[] };
	page.on('dialog', (dialog) => {
		seen.dialogs.push(dialog.message());
		void dialog.dismiss();
	});
	page.on('request', (request) => {
		const url = new URL(request.url());
		if (!['http:', 'https:'].includes(url.protocol)) return;
		if (url.origin !== home()) seen.foreign.push(request.url());
	});
	return seen;
}

test('hostile names in backups, scripts and players show as text, and nothing is fetched', async ({
	page
}) => {
	const seen = watch(page);
	const backup = backupOf({
		id: 'hostile',
		name: IMG,
		scriptName: SCRIPT,
		seats: [IMG, SCRIPT, '"><svg onload=alert(3)>', 'Dan', 'Eve', 'Fay', 'Gus'].map((name, i) => ({
			id: `s${i + 1}`,
			name
		})),
		events: [{ type: 'note', text: IMG, at: 1_700_000_000_100 }],
		scripts: [
			{
				id: 'evil',
				name: IMG,
				importedAt: 1,
				json: [
					{ id: '_meta', name: IMG, logo: 'https://evil.example/logo.png' },
					'imp',
					'chef',
					{
						id: 'hb_spy',
						name: IMG,
						team: 'townsfolk',
						ability: SCRIPT,
						image: 'https://evil.example/token.png'
					}
				]
			}
		]
	});
	await importViaSettings(page, backup, /1 added/);

	await page.goto('/');
	const heading = page.getByRole('heading', { name: IMG });
	await expect(heading).toBeVisible();
	await expect(heading).toHaveText(IMG);
	await expect(page.getByText(SCRIPT, { exact: true })).toBeVisible();
	expect(await page.locator('img[src="x"], svg[onload]').count()).toBe(0);

	await heading.getByRole('link').click();
	await expect(page).toHaveURL(/\/game\/hostile$/);
	await expect(page).toHaveTitle(new RegExp(IMG.replace(/[()]/g, '\\$&')));

	// A rejected file's problems quote hostile text too: still text.
	await page.goto('/settings');
	const bad = backupOf({ id: 'bad', name: 'Bad' });
	(bad.games[0]!.events as Record<string, unknown>[]).push({ type: IMG, at: 1 });
	await page.getByTestId('backup-file').setInputFiles({
		name: 'bad.json',
		mimeType: 'application/json',
		buffer: Buffer.from(JSON.stringify(bad))
	});
	await expect(page.getByText(`unknown event type "${IMG}"`)).toBeVisible();
	// The report as painted: anything it made the page load or run would have started by now.
	await painted(page);

	expect(seen.dialogs).toEqual([]);
	expect(seen.foreign).toEqual([]);
});

// `vite preview` answers with a CSP header; a static host (what adapter-static builds for) sends
// none, so the policy must work from the meta tag alone. Serve build/ plainly to prove it.
const TYPES: Record<string, string> = {
	'.html': 'text/html',
	'.js': 'text/javascript',
	'.css': 'text/css',
	'.json': 'application/json',
	'.webmanifest': 'application/manifest+json',
	'.png': 'image/png',
	'.svg': 'image/svg+xml'
};
let server: Server;
let origin = '';

test.beforeAll(async () => {
	const root = join(process.cwd(), 'build');
	server = createServer((req, res) => {
		const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
		const file = join(root, path);
		const send = (name: string) =>
			readFile(name).then((body) => {
				res.writeHead(200, { 'content-type': TYPES[extname(name)] ?? 'application/octet-stream' });
				res.end(body);
			});
		(file.startsWith(root) && extname(file) ? send(file) : Promise.reject(new Error('spa')))
			.catch(() => send(join(root, 'index.html')))
			.catch(() => {
				res.writeHead(404);
				res.end();
			});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const address = server.address();
	origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('the Content-Security-Policy is in the built page and blocks inline script, eval and other origins', async ({
	page
}) => {
	const seen = watch(page, () => origin);
	const response = await page.goto(`${origin}/`);
	expect(response?.headers()['content-security-policy']).toBeUndefined();
	// The SPA still boots under the policy.
	await expect(page.getByRole('heading', { name: "Storyteller's Grimoire" })).toBeVisible();

	const csp = await page
		.locator('meta[http-equiv="content-security-policy"]')
		.getAttribute('content');
	expect(csp).toContain("default-src 'self'");
	expect(csp).toContain("connect-src 'self'");
	expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')*;/);

	expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);

	const outcome = await page.evaluate(async () => {
		const violations: string[] = [];
		document.addEventListener('securitypolicyviolation', (e) =>
			violations.push(`${e.violatedDirective} ${e.blockedURI}`)
		);
		const w = window as unknown as Record<string, unknown>;
		// An injected inline script does not run.
		const s = document.createElement('script');
		s.textContent = 'window.__injected = true';
		document.body.append(s);
		// Neither does an inline event handler.
		const img = document.createElement('img');
		img.setAttribute('onerror', 'window.__handler = true');
		img.src = 'data:,broken';
		document.body.append(img);
		// Code from strings (eval's family) is refused. DevTools' own evaluation is exempt from
		// the policy, so a string timer is used: it runs later, as the page's own code would.
		(setTimeout as unknown as (code: string, ms: number) => void)('window.__fromString = true', 0);
		// A connection to another origin is refused before it leaves the page.
		let fetchResult = 'fetched';
		try {
			await fetch('http://127.0.0.1:9/steal', { mode: 'no-cors' });
		} catch (error) {
			fetchResult = (error as Error).name;
		}
		await new Promise((r) => setTimeout(r, 300));
		return {
			injected: w.__injected === true,
			handler: w.__handler === true,
			fromString: w.__fromString === true,
			fetchResult,
			violations
		};
	});
	expect(outcome.injected).toBe(false);
	expect(outcome.handler).toBe(false);
	expect(outcome.fromString).toBe(false);
	expect(outcome.fetchResult).toBe('TypeError');
	expect(outcome.violations.some((v) => v.startsWith('script-src'))).toBe(true);
	expect(outcome.violations.some((v) => v.startsWith('connect-src'))).toBe(true);
	expect(outcome.violations.some((v) => v.endsWith(' eval'))).toBe(true);
	expect(seen.dialogs).toEqual([]);
	expect(seen.foreign).toEqual([]);
});
