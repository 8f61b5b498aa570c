// Screenshots of the main screens for a visual check. Needs the built app being served
// (npm start, or vite preview). Usage: node scripts/screenshots.mjs [outDir] [baseURL]
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const outDir = process.argv[2] ?? '/tmp/shots';
const baseURL = process.argv[3] ?? 'http://127.0.0.1:4173';
mkdirSync(outDir, { recursive: true });

const sizes = [
	{ width: 1024, height: 768 },
	{ width: 768, height: 1024 },
	{ width: 390, height: 844 }
];
const games = [
	['g1', 'Friday at the Ravenswood', 'Trouble Brewing', 9, 'Night 2', 'in-progress', 6],
	['g2', '周六桌游夜', '暗流涌动', 12, '第 3 天', 'in-progress', 90],
	['g3', 'Sects & Violets test run', 'Sects & Violets', 7, '', 'setup', 60 * 26],
	['g4', 'Bad Moon Rising finale', 'Bad Moon Rising', 15, 'Game over', 'finished', 60 * 24 * 9]
];

const browser = await chromium.launch({
	executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking']
});

async function shoot(locale, size, theme, withGames) {
	const context = await browser.newContext({ baseURL, locale, viewport: size });
	const page = await context.newPage();
	await page.goto('/');
	// The app creates the database on load; wait until the games list has been read.
	await page.waitForSelector('section.saved[data-status="ready"]');
	await page.waitForFunction(async () => {
		const listed = (await indexedDB.databases()).find((d) => d.name === 'storyteller-grimoire');
		if (!listed?.version) return false;
		const db = await new Promise((resolve) => {
			const r = indexedDB.open('storyteller-grimoire');
			r.onsuccess = () => resolve(r.result);
		});
		const ready = db.objectStoreNames.contains('games');
		db.close();
		return ready;
	});
	await page.evaluate(
		async ({ theme, games }) => {
			const db = await new Promise((resolve, reject) => {
				const r = indexedDB.open('storyteller-grimoire');
				r.onsuccess = () => resolve(r.result);
				r.onerror = () => reject(r.error);
			});
			const tx = db.transaction(['settings', 'games'], 'readwrite');
			tx.objectStore('settings').put({ key: 'theme', value: theme });
			const now = Date.now();
			for (const [id, name, scriptName, playerCount, phaseLabel, status, minutes] of games) {
				tx.objectStore('games').put({
					id,
					name,
					scriptName,
					playerCount,
					phaseLabel,
					status,
					ruleset: 'botc',
					createdAt: now - minutes * 60_000,
					updatedAt: now - minutes * 60_000,
					schemaVersion: 1
				});
			}
			await new Promise((resolve) => (tx.oncomplete = resolve));
			db.close();
		},
		{ theme, games: withGames ? games : [] }
	);
	const tag = `${locale}-${size.width}x${size.height}-${theme}`;
	await page.reload();
	await page.waitForSelector('section.saved[data-status="ready"]');
	await page.waitForTimeout(300);
	await page.screenshot({
		path: `${outDir}/home-${withGames ? 'games' : 'empty'}-${tag}.png`,
		fullPage: true
	});
	if (!withGames) {
		await page.goto('/settings');
		await page.waitForTimeout(300);
		await page.screenshot({ path: `${outDir}/settings-${tag}.png`, fullPage: true });
		await page.goto('/new');
		await page.waitForTimeout(200);
		await page.screenshot({ path: `${outDir}/new-${tag}.png`, fullPage: true });
	}
	await context.close();
}

try {
	for (const locale of ['zh-CN', 'en-US']) {
		for (const size of sizes) {
			await shoot(locale, size, 'dark', false);
			await shoot(locale, size, 'dark', true);
		}
	}
	for (const theme of ['night', 'light']) {
		await shoot('zh-CN', sizes[0], theme, true);
		await shoot('en-US', sizes[1], theme, false);
	}
	console.log('screenshots in', outDir);
} finally {
	await browser.close();
}
