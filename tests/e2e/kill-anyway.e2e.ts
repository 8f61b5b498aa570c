import { expect, test, type Page } from '@playwright/test';
import { scriptOf } from './fixtures/play-game';

// A kill on a protected player asks "Kill anyway?" before it is recorded. Night 2 of a Trouble
// Brewing game: the Poisoner poisoned the Empath and the Monk protected Bob tonight. The Imp's
// tap on Bob opens the question (nothing is recorded yet); Cancel closes it; "Kill anyway" kills
// him, and the Ravenkeeper's step follows. The Empath's step carries the poison flag and where
// it comes from (the effects ledger: the Poisoner, Chen). In both
// languages, at 1024×768; with PLAY_SHOTS set to a folder, the steps are saved there.

const SHOTS = process.env.PLAY_SHOTS;

test.use({ serviceWorkers: 'block', baseURL: process.env.PLAY_BASE ?? undefined });

const DEALS = ['imp', 'ravenkeeper', 'poisoner', 'empath', 'undertaker', 'monk', 'soldier'];
const NAMES = ['Alice', 'Bob', 'Chen', 'Dana', 'Eve', 'Fang', 'Gus'];

const script = () => scriptOf('kill-anyway', 'Kill anyway', [...DEALS, 'chef', 'saint', 'mayor']);

/** Writes the game's event log (up to the Marionette's step) and its summary; returns its id. */
async function seed(page: Page, locale: 'zh-CN' | 'en'): Promise<string> {
	const id = `kill-anyway-${locale}`;
	let at = Date.now() - 60_000;
	const events = [
		{
			type: 'game/created',
			id,
			ruleset: 'botc',
			name: 'Kill anyway',
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
		...['dusk', 'minioninfo', 'demoninfo', 'poisoner', 'monk', 'empath', 'dawn'].map((step) => ({
			type: 'night/step',
			step,
			status: 'done'
		})),
		{ type: 'day/started' },
		{ type: 'night/started' },
		{ type: 'night/step', step: 'dusk', status: 'done' },
		// Tonight the Poisoner poisons the Empath and the Monk protects Bob.
		{ type: 'reminder/added', seat: 's4', source: 'poisoner', label: 'Poisoned' },
		{ type: 'night/step', step: 'poisoner', status: 'done' },
		{ type: 'reminder/added', seat: 's2', source: 'monk', label: 'Safe' },
		{ type: 'night/step', step: 'monk', status: 'done' }
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
					scriptName: 'Kill anyway',
					name: 'Kill anyway',
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

const WORDS = {
	en: {
		kill: /^Kills Bob$/,
		ask: /Bob is protected\. Kill anyway\?/,
		safe: /Safe: Monk/,
		yes: 'Kill anyway',
		no: 'Cancel',
		why: /^Bob died tonight$/,
		from: /From the Poisoner \(Chen\)/
	},
	'zh-CN': {
		kill: /^杀死\s*Bob$/,
		ask: /Bob\s*受到保护。仍然杀死？/,
		safe: /受保护：僧侣/,
		yes: '仍然杀死',
		no: '取消',
		why: /^Bob\s*今晚死亡$/,
		from: /来自投毒者（\s*Chen\s*）/
	}
};

for (const locale of ['zh-CN', 'en'] as const) {
	test(`a kill on a protected player asks first, ${locale}`, async ({ page }) => {
		test.setTimeout(90_000);
		const want = WORDS[locale];
		await page.setViewportSize({ width: 1024, height: 768 });
		await page.goto('/');
		const id = await seed(page, locale);
		await page.goto(`/game/${id}`);

		const imp = page.locator('.night article[data-step="imp"]');
		await expect(imp).toBeVisible();
		const targets = imp.getByTestId('kill-targets');
		await expect(targets).toContainText(want.safe);
		await targets.getByRole('button', { name: want.kill }).click();

		// The question, with what protects him; nothing recorded yet.
		const ask = imp.getByTestId('kill-anyway');
		await expect(ask).toBeVisible();
		await expect(ask).toContainText(want.ask);
		await expect(ask).toContainText(want.safe);
		if (SHOTS) await page.screenshot({ path: `${SHOTS}/kill-anyway-${locale}.png` });
		await ask.getByRole('button', { name: want.no }).click();
		await expect(ask).toHaveCount(0);
		await expect(imp).toBeVisible();

		// Asked again and confirmed: Bob dies, and the Ravenkeeper's step follows.
		await targets.getByRole('button', { name: want.kill }).click();
		await imp.getByTestId('kill-anyway').getByRole('button', { name: want.yes }).click();
		const raven = page.locator('.night article[data-step="ravenkeeper"]');
		await expect(raven).toBeVisible();
		await expect(raven.getByTestId('step-why')).toHaveText(want.why);
		await raven.locator('.nav .button.primary').click();

		// The Empath's step carries the poison flag (the living Poisoner's poison tonight).
		const empath = page.locator('.night article[data-step="empath"]');
		await expect(empath).toBeVisible();
		await expect(empath.locator('.warn').first()).toBeVisible();
		await expect(empath.getByTestId('effect-source')).toHaveText(want.from);
		if (SHOTS) await page.screenshot({ path: `${SHOTS}/empath-flags-${locale}.png` });
	});
}
