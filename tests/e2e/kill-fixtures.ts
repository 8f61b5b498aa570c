import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { backupOf, enableSessionHook, importViaSettings, waitForSession } from './storage-fixtures';

// Killing the browser as a crash does (SIGKILL of the Chromium that Playwright launched), for the
// crash and journal kill tests: each run has its own profile dir, so its processes can be found.

const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;

const ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync'
];

export function rng(seed: number) {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

/** The browser's main process: the one with our profile dir and no `--type=` (not a child). */
export function browserPid(profile: string): number {
	for (const entry of readdirSync('/proc')) {
		if (!/^\d+$/.test(entry)) continue;
		let cmd = '';
		try {
			cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
		} catch {
			continue;
		}
		if (cmd.includes(`--user-data-dir=${profile}`) && !cmd.includes('--type=')) return +entry;
	}
	throw new Error('browser process not found');
}

/** Every process still running with our profile dir (the browser and its children). */
function profilePids(profile: string): number[] {
	const pids: number[] = [];
	for (const entry of readdirSync('/proc')) {
		if (!/^\d+$/.test(entry)) continue;
		try {
			const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
			const state = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.[0];
			if (cmd.includes(`--user-data-dir=${profile}`) && state !== 'Z') pids.push(+entry);
		} catch {
			continue;
		}
	}
	return pids;
}

/**
 * After the kill, the whole browser is gone before it is started again, as after a real crash:
 * a child process of the killed browser (its storage or network service) can outlive it for a
 * moment and still hold the profile's database files, which a new browser must not meet.
 * Returns how many such children had to be killed too.
 */
export async function waitUntilGone(profile: string): Promise<number> {
	for (let i = 0; i < 50; i++) {
		if (profilePids(profile).length === 0) return 0;
		await new Promise((r) => setTimeout(r, 100));
	}
	const left = profilePids(profile);
	for (const pid of left) {
		try {
			process.kill(pid, 'SIGKILL');
		} catch {
			// Already gone.
		}
	}
	for (let i = 0; i < 50 && profilePids(profile).length > 0; i++)
		await new Promise((r) => setTimeout(r, 100));
	return left.length;
}

export async function launch(profile: string): Promise<{ context: BrowserContext; page: Page }> {
	const context = await chromium.launchPersistentContext(profile, {
		executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
		args: ARGS,
		baseURL: BASE,
		locale: 'en-US',
		serviceWorkers: 'block'
	});
	const page = context.pages()[0] ?? (await context.newPage());
	await enableSessionHook(page);
	return { context, page };
}

/** Launches the browser on `profile` with a new game imported and open (its session started). */
export async function launchWithGame(profile: string, id: string, name: string) {
	const launched = await launch(profile);
	await importViaSettings(launched.page, backupOf({ id, name }), /1 added/);
	await launched.page.goto(`/game/${id}`);
	await waitForSession(launched.page, id);
	return launched;
}
