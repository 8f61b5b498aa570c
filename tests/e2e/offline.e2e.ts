import { chromium, expect, test, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { putGame, storedSetting, waitForServiceWorker } from './helpers';
import { startStaticHost } from './static-host';
import { reloadSaved } from './fixtures/play-game';

test.use({ locale: 'en-US' });

/** Whether a request that no service worker answers (not precached, not a navigation) gets through. */
function probeNetwork(page: Page): Promise<'reached' | 'unreachable'> {
	return page.evaluate(() =>
		fetch(`/network-probe-${Date.now()}.txt`, { cache: 'no-store' }).then(
			() => 'reached' as const,
			() => 'unreachable' as const
		)
	);
}

// Offline means the app's server is gone, not `context.setOffline(true)`: on a fresh machine,
// Chromium 150 left `navigator.onLine` true after it in a page the service worker controls.
test('loads, is controlled by the service worker, and keeps working offline', async ({ page }) => {
	const host = await startStaticHost();
	try {
		await page.goto(`${host.origin}/`);
		await expect(page.getByRole('heading', { name: "Storyteller's Grimoire" })).toBeVisible();
		await expect(page.getByRole('link', { name: 'New game' })).toBeVisible();
		await waitForServiceWorker(page);
		expect(await probeNetwork(page)).toBe('reached');

		await host.stop();
		expect(await probeNetwork(page)).toBe('unreachable');
		const reloaded = await reloadSaved(page);
		expect(reloaded?.fromServiceWorker()).toBe(true);
		await expect(page.getByRole('heading', { name: "Storyteller's Grimoire" })).toBeVisible();

		// A deep link that was never visited online is answered from the precached shell.
		const settings = await page.goto(`${host.origin}/settings`);
		expect(settings?.fromServiceWorker()).toBe(true);
		await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
		await expect(page.getByTestId('app-version')).not.toBeEmpty();

		await page.goto(`${host.origin}/new`);
		await expect(page.getByRole('heading', { name: 'New game', level: 1 })).toBeVisible();
		await page.getByRole('link', { name: 'Grimoire home' }).first().click();
		await expect(page).toHaveURL(`${host.origin}/`);
		await expect(page.getByRole('heading', { name: 'The grimoire is blank' })).toBeVisible();
		expect(await probeNetwork(page)).toBe('unreachable');
	} finally {
		await host.stop();
	}
});

test('links a manifest that makes the app installable', async ({ page, request }) => {
	await page.goto('/settings');
	const href = await page.locator('link[rel="manifest"]').getAttribute('href');
	expect(href).toBe('/manifest.webmanifest');

	const response = await request.get(href!);
	expect(response.ok()).toBe(true);
	const manifest = JSON.parse(await response.text()) as {
		name: string;
		short_name: string;
		display: string;
		start_url: string;
		scope: string;
		theme_color: string;
		background_color: string;
		icons: { src: string; sizes: string; type: string; purpose?: string }[];
	};
	expect(manifest.name).toBeTruthy();
	expect(manifest.short_name).toBeTruthy();
	expect(manifest.display).toBe('standalone');
	expect(manifest.start_url).toBe('/');
	expect(manifest.scope).toBe('/');
	expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
	expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

	const icon = (size: string, purpose: string) =>
		manifest.icons.find(
			(i) => i.sizes === size && (i.purpose ?? 'any').split(' ').includes(purpose)
		);
	for (const found of [
		icon('192x192', 'any'),
		icon('512x512', 'any'),
		icon('512x512', 'maskable')
	]) {
		expect(found).toBeDefined();
		expect(found!.type).toBe('image/png');
		const image = await request.get(found!.src);
		expect(image.ok()).toBe(true);
		expect(image.headers()['content-type']).toContain('image/png');
	}
});

test('Chromium reports the app as installable', async ({ baseURL }) => {
	// Install is never offered in incognito, which is what an ordinary test context is:
	// use a real profile in a fresh folder.
	const profile = mkdtempSync(join(tmpdir(), 'grimoire-profile-'));
	const { launchOptions } = test.info().project.use;
	const context = await chromium.launchPersistentContext(profile, {
		executablePath: launchOptions?.executablePath,
		args: launchOptions?.args,
		baseURL
	});
	try {
		const page = context.pages()[0] ?? (await context.newPage());
		await page.goto('/');
		await waitForServiceWorker(page);
		const cdp = await context.newCDPSession(page);
		const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
			installabilityErrors: { errorId: string }[];
		};
		expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
	} finally {
		await context.close();
		rmSync(profile, { recursive: true, force: true });
	}
});

test('a setting changed in the UI and a stored game survive a reload', async ({ page }) => {
	const host = await startStaticHost();
	try {
		await page.goto(`${host.origin}/settings`);
		await page.getByText('Light', { exact: true }).click();
		await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
		await page.getByText('简体中文', { exact: true }).click();
		await expect(page.getByRole('heading', { name: '设置', level: 1 })).toBeVisible();
		await expect.poll(() => storedSetting(page, 'locale')).toBe('zh-CN');
		await expect.poll(() => storedSetting(page, 'theme')).toBe('light');

		await putGame(page, {
			id: 'e2e-game',
			name: 'Tuesday club',
			scriptName: 'Sects & Violets',
			playerCount: 10,
			phaseLabel: 'day:3'
		});

		await reloadSaved(page);
		await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
		await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
		await expect(page.getByRole('radio', { name: '浅色' })).toBeChecked();

		await page.goto(`${host.origin}/`);
		const card = page.getByRole('article').filter({ hasText: 'Tuesday club' });
		await expect(card).toBeVisible();
		// A built-in edition is named in the interface's language (梦殒春宵 for Sects & Violets).
		await expect(card).toContainText('梦殒春宵');
		await expect(card).toContainText('10 名玩家');
		await expect(card).toContainText('第3天');
		await expect(card).toContainText('进行中');

		// And offline (the server gone), from the same database.
		await waitForServiceWorker(page);
		await host.stop();
		expect(await probeNetwork(page)).toBe('unreachable');
		const reloaded = await reloadSaved(page);
		expect(reloaded?.fromServiceWorker()).toBe(true);
		await expect(page.getByRole('article').filter({ hasText: 'Tuesday club' })).toBeVisible();
		await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
	} finally {
		await host.stop();
	}
});

test('makes no request to any origin but its own', async ({ page, context, baseURL }) => {
	const origins = new Set<string>();
	context.on('request', (req) => {
		const url = new URL(req.url());
		if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
	});

	await page.goto('/');
	await waitForServiceWorker(page);
	await page.getByRole('link', { name: 'Settings' }).click();
	await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
	await page.getByText('Night', { exact: true }).click();
	await page.goto('/new');
	await expect(page.getByRole('heading', { name: 'New game', level: 1 })).toBeVisible();
	await reloadSaved(page);
	await page.waitForLoadState('networkidle');

	expect([...origins]).toEqual([new URL(baseURL!).origin]);
});
