import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

// Who the storyteller wakes at a step is not always the character's holder: on the first night
// the Marionette's step wakes the Demon (who learns who the Marionette is), never the
// Marionette. The step card names the holder and the player to wake, in both languages, and the
// ring marks the Demon. With PLAY_SHOTS set to a folder, the card is saved there to be looked at.

const SHOTS = process.env.PLAY_SHOTS;

test.use({ serviceWorkers: 'block', baseURL: process.env.PLAY_BASE ?? undefined });

interface Fact {
	id: string;
	firstNight: number;
	otherNight: number;
}
const FACTS = JSON.parse(
	readFileSync(new URL('../../src/lib/rulesets/botc/data/characters.json', import.meta.url), 'utf8')
) as { characters: Fact[] };

/** Alice the Imp, Bob the Marionette (who thinks he is the Empath), five more. */
const DEALS = [
	['imp', null],
	['marionette', 'empath'],
	['poisoner', null],
	['washerwoman', null],
	['librarian', null],
	['chef', null],
	['fortuneteller', null]
] as const;
const NAMES = ['Alice', 'Bob', 'Chen', 'Dana', 'Eve', 'Fang', 'Gus'];

function script() {
	const ids = [...new Set(DEALS.flatMap(([c, thinks]) => (thinks ? [c, thinks] : [c])))];
	const characters = ids.map((id) => {
		const fact = FACTS.characters.find((c) => c.id === id);
		if (!fact) throw new Error(`no character ${id}`);
		return fact;
	});
	const night = (key: 'firstNight' | 'otherNight', pseudo: Record<string, number>) =>
		[...characters.map((c) => [c.id, c[key]] as const), ...Object.entries(pseudo)]
			.filter(([, at]) => at > 0)
			.sort((a, b) => a[1] - b[1])
			.map(([id]) => id);
	return {
		id: 'night-wakes',
		name: 'Who wakes',
		characters,
		firstNight: night('firstNight', { dusk: 1, minioninfo: 20, demoninfo: 24, dawn: 78 }),
		otherNight: night('otherNight', { dusk: 1, dawn: 98 }),
		jinxes: []
	};
}

/** Writes the game's event log (up to the Marionette's step) and its summary; returns its id. */
async function seed(page: Page, locale: 'zh-CN' | 'en'): Promise<string> {
	const id = `night-wakes-${locale}`;
	let at = Date.now() - 60_000;
	const events = [
		{
			type: 'game/created',
			id,
			ruleset: 'botc',
			name: 'Who wakes',
			script: script(),
			seed: 7,
			seats: NAMES.map((name, i) => ({ id: `s${i + 1}`, name }))
		},
		{
			type: 'setup/dealt',
			deals: DEALS.map(([character, thinks], i) => ({
				seat: `s${i + 1}`,
				character,
				thinks,
				alignment: null
			}))
		},
		{ type: 'bluffs/set', bluffs: ['monk', 'saint', 'mayor'] },
		{ type: 'night/started' },
		...['dusk', 'minioninfo', 'demoninfo'].map((step) => ({
			type: 'night/step',
			step,
			status: 'done'
		}))
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
					scriptName: 'Who wakes',
					name: 'Who wakes',
					createdAt: now,
					updatedAt: now,
					status: 'in-progress',
					playerCount: 7,
					phaseLabel: 'night:1',
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

const EXPECTED = {
	en: { title: 'Marionette', holder: 'Held by Bob', wake: 'Wake the Demon: Alice' },
	'zh-CN': { title: '提线木偶', holder: '持有者：Bob', wake: '唤醒恶魔：Alice' }
} as const;

for (const locale of ['zh-CN', 'en'] as const) {
	test(`the Marionette's first-night step wakes the Demon, ${locale}`, async ({ page }) => {
		await page.setViewportSize({ width: 1024, height: 768 });
		await page.goto('/');
		const id = await seed(page, locale);
		await page.goto(`/game/${id}`);

		const card = page.locator('.night article[data-step="marionette"]');
		await expect(card).toBeVisible();
		const want = EXPECTED[locale];
		await expect(card.locator('h3')).toHaveText(want.title);
		await expect(card.locator('.who')).toHaveText(want.holder);
		await expect(card.getByTestId('night-wake')).toHaveText(want.wake);
		// The ring marks the Demon as the one to wake, not the Marionette.
		await expect(page.locator('.seat.acting')).toHaveCount(1);
		await expect(page.locator('.seat.acting')).toContainText('Alice');
		if (SHOTS) await page.screenshot({ path: `${SHOTS}/night-marionette-${locale}.png` });
	});
}
