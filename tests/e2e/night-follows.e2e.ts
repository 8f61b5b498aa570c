import { expect, test, type Page } from '@playwright/test';
import { scriptOf } from './fixtures/play-game';

// The night follows what happened. Night 2 of a Trouble Brewing game whose Poisoner poisoned the
// Empath on night 1 and was executed on day 1: the Imp kills the Ravenkeeper with one tap, whose
// step then appears with its reason; the Empath's step carries no poison warning (the dead
// Poisoner's poison ended at dusk); the Undertaker's step names the executed player's character;
// dawn names the death and its cause. In both languages, at 1024×768; with PLAY_SHOTS set to a
// folder, the steps are saved there to be looked at.

const SHOTS = process.env.PLAY_SHOTS;

test.use({ serviceWorkers: 'block', baseURL: process.env.PLAY_BASE ?? undefined });

const DEALS = ['imp', 'ravenkeeper', 'poisoner', 'empath', 'undertaker', 'monk', 'soldier'];
const NAMES = ['Alice', 'Bob', 'Chen', 'Dana', 'Eve', 'Fang', 'Gus'];

const script = () =>
	scriptOf('night-follows', 'Night follows', [...DEALS, 'chef', 'saint', 'mayor']);

/** Writes the game's event log (up to the Marionette's step) and its summary; returns its id. */
async function seed(page: Page, locale: 'zh-CN' | 'en'): Promise<string> {
	const id = `night-follows-${locale}`;
	let at = Date.now() - 60_000;
	const events = [
		{
			type: 'game/created',
			id,
			ruleset: 'botc',
			name: 'Night follows',
			script: script(),
			seed: 7,
			seats: NAMES.map((name, i) => ({ id: `s${i + 1}`, name }))
		},
		{
			type: 'setup/dealt',
			deals: DEALS.map((character, i) => ({
				seat: `s${i + 1}`,
				character,
				thinks: null,
				alignment: null
			}))
		},
		{ type: 'bluffs/set', bluffs: ['chef', 'saint', 'mayor'] },
		{ type: 'night/started' },
		...['dusk', 'minioninfo', 'demoninfo'].map((step) => ({
			type: 'night/step',
			step,
			status: 'done'
		})),
		// The Poisoner poisons the Empath on night 1…
		{ type: 'reminder/added', seat: 's4', source: 'poisoner', label: 'Poisoned' },
		...['poisoner', 'empath', 'dawn'].map((step) => ({ type: 'night/step', step, status: 'done' })),
		{ type: 'day/started' },
		// …and is executed on day 1.
		{ type: 'nomination/opened', nominator: 's2', nominee: 's3' },
		{ type: 'nomination/voted', voters: ['s1', 's2', 's4', 's5'] },
		{ type: 'execution', seat: 's3', died: true },
		{ type: 'night/started' },
		{ type: 'night/step', step: 'dusk', status: 'done' }
	].map((e) => ({ ...e, at: at++ }));
	await expect(page.locator('.page, .play').first()).toBeVisible();
	await expect
		.poll(() =>
			page.evaluate(async () => {
				const listed = (await indexedDB.databases()).find(
					(db) => db.name === 'storyteller-grimoire'
				);
				return !!listed?.version;
			})
		)
		.toBe(true);
	await page.evaluate(
		async ({ events, id, locale }) => {
			const db = await new Promise<IDBDatabase>((resolve, reject) => {
				const request = indexedDB.open('storyteller-grimoire');
				request.onsuccess = () => resolve(request.result);
				request.onerror = () => reject(request.error);
			});
			await new Promise<void>((resolve, reject) => {
				const tx = db.transaction(['events', 'games', 'settings'], 'readwrite');
				tx.objectStore('settings').put({ key: 'locale', value: locale });
				events.forEach((event, seq) =>
					tx.objectStore('events').put({ gameId: id, seq, event, schemaVersion: 1 })
				);
				const now = Date.now();
				tx.objectStore('games').put({
					id,
					ruleset: 'botc',
					scriptName: 'Night follows',
					name: 'Night follows',
					createdAt: now,
					updatedAt: now,
					status: 'in-progress',
					playerCount: 7,
					phaseLabel: 'night:2',
					schemaVersion: 1
				});
				tx.oncomplete = () => resolve();
				tx.onerror = () => reject(tx.error);
			});
			db.close();
		},
		{ events, id, locale }
	);
	return id;
}

// Said.svelte spaces Latin names apart from Chinese text: the Chinese words allow for that.
const WORDS = {
	en: {
		kill: /^Kills Bob$/,
		why: /^Bob died tonight$/,
		shows: /^Chen was the Poisoner$/,
		dawn: /Bob \(Imp\)/,
		safe: /Safe: Soldier/
	},
	'zh-CN': {
		kill: /^杀死\s*Bob$/,
		why: /^Bob\s*今晚死亡$/,
		shows: /^Chen\s*的角色：投毒者$/,
		dawn: /Bob\s*（小恶魔）/,
		safe: /受保护：士兵/
	}
};

for (const locale of ['zh-CN', 'en'] as const) {
	test(`night 2 follows the day and the night, ${locale}`, async ({ page }) => {
		test.setTimeout(90_000);
		const want = WORDS[locale];
		await page.setViewportSize({ width: 1024, height: 768 });
		await page.goto('/');
		const id = await seed(page, locale);
		await page.goto(`/game/${id}`);

		// The dead Poisoner does not wake; the Monk does, then the Imp.
		const monk = page.locator('.night article[data-step="monk"]');
		await expect(monk).toBeVisible();
		await expect(page.locator('.night .step-pill')).not.toContainText([/Poisoner|投毒者/]);
		await monk.locator('.nav .button').nth(1).click();

		const imp = page.locator('.night article[data-step="imp"]');
		await expect(imp).toBeVisible();
		const targets = imp.getByTestId('kill-targets');
		// The Soldier's protection is a warning on the target, not a refusal.
		await expect(targets).toContainText(want.safe);
		if (SHOTS) await page.screenshot({ path: `${SHOTS}/night-kill-${locale}.png`, fullPage: true });
		await targets.getByRole('button', { name: want.kill }).click();

		// One tap: Bob is dead, and the Ravenkeeper's step is there because he died tonight.
		const raven = page.locator('.night article[data-step="ravenkeeper"]');
		await expect(raven).toBeVisible();
		await expect(raven.getByTestId('step-why')).toHaveText(want.why);
		await raven.locator('.nav .button.primary').click();

		// The Empath's step has no poison warning: the Poisoner's poison ended at dusk.
		const empath = page.locator('.night article[data-step="empath"]');
		await expect(empath).toBeVisible();
		await expect(empath.locator('.warn')).toHaveCount(0);
		await empath.locator('.nav .button.primary').click();

		// The Undertaker's step names the executed player's character.
		const undertaker = page.locator('.night article[data-step="undertaker"]');
		await expect(undertaker).toBeVisible();
		await expect(undertaker.getByTestId('step-shows')).toHaveText(want.shows);
		await expect(undertaker.getByTestId('step-why')).toBeVisible();
		if (SHOTS)
			await page.screenshot({ path: `${SHOTS}/night-undertaker-${locale}.png`, fullPage: true });
		await undertaker.locator('.nav .button.primary').click();

		// Dawn names the death and its cause.
		const dawn = page.locator('.night article[data-step="dawn"]');
		await expect(dawn).toBeVisible();
		await expect(dawn.getByTestId('dawn-deaths')).toContainText(want.dawn);
		if (SHOTS) await page.screenshot({ path: `${SHOTS}/night-dawn-${locale}.png`, fullPage: true });
	});
}
