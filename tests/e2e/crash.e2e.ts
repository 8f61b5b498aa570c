import { expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { browserPid, launch, launchWithGame, rng, waitUntilGone } from './kill-fixtures';
import {
	journalLog,
	renamesBackup,
	sessionLog,
	waitForSession,
	wipeDatabase,
	type HookedSession,
	type Logged
} from './storage-fixtures';

// Plays a game with random legal actions and kills Chromium with SIGKILL at random moments,
// 20 times. After each restart the game must hold every action the screen had confirmed (the
// session's dispatch resolved), in order, and at most the one action in flight besides.

const CRASHES = 20;
const SEED = Number(process.env.CRASH_SEED ?? 7177);
declare const __grimoireSession: HookedSession;

/** A backup of `games` games of `events` renames each: megabytes to import. */
const largeBackup = (games: number, events: number) =>
	renamesBackup(
		Array.from({ length: games }, (_, g) => ({ id: `big-${g}`, name: `Big ${g}` })),
		events,
		(g, i) => `n${g}-${i}-${'x'.repeat(24)}`
	);

test('every confirmed action survives 20 SIGKILLs of the browser', async () => {
	test.setTimeout(180_000);
	const profile = mkdtempSync(join(tmpdir(), 'grimoire-crash-'));
	const random = rng(SEED);
	const confirmed: Logged[] = [];
	const stats = {
		attempted: 0,
		confirmed: 0,
		recovered: 0,
		inFlightStored: 0,
		crashes: 0,
		stragglers: 0
	};
	try {
		let { context, page } = await launchWithGame(profile, 'crash', 'Crash test');
		confirmed.push(...(await sessionLog(page)));

		for (let round = 0; round < CRASHES; round++) {
			const pid = browserPid(profile);
			let killed = false;
			const timer = setTimeout(
				() => {
					killed = true;
					process.kill(pid, 'SIGKILL');
				},
				150 + Math.floor(random() * 900)
			);
			// Random legal actions until the browser dies under us.
			try {
				while (!killed) {
					const seat = `s${1 + Math.floor(random() * 7)}`;
					const roll = random();
					const kind = roll < 0.4 ? 'rename' : roll < 0.7 ? 'reminder' : 'life';
					const text = `${kind[0]}${round}-${Math.floor(random() * 1e6)}`;
					stats.attempted++;
					const result = await page.evaluate(
						async ({ kind, seat, text }) => {
							const s = __grimoireSession;
							const alive = s.state.seats.find((x) => x.id === seat)?.alive;
							const body =
								kind === 'rename'
									? { type: 'seat/renamed', seat, name: text }
									: kind === 'reminder'
										? { type: 'reminder/added', seat, source: 'custom', label: text }
										: { type: alive ? 'seat/died' : 'seat/revived', seat };
							const refused = await s.dispatch(body);
							return refused ? null : s.history.log[s.history.log.length - 1];
						},
						{ kind, seat, text }
					);
					if (result) confirmed.push(result as Logged);
					else throw new Error('a legal action was refused');
				}
			} catch (error) {
				if (!killed) throw error;
			}
			clearTimeout(timer);
			stats.crashes++;
			await context.close().catch(() => undefined);
			stats.stragglers += await waitUntilGone(profile);

			({ context, page } = await launch(profile));
			await page.goto('/game/crash');
			await waitForSession(page, 'crash').catch(async (error: unknown) => {
				// Say what the restarted browser found, so a failure here can be told apart.
				const found = await page
					.evaluate(async () => ({
						databases: await indexedDB.databases(),
						text: document.body.innerText.slice(0, 200)
					}))
					.catch(() => null);
				throw new Error(
					`round ${round + 1}: the game did not open after the restart (${String(error)}); ` +
						`the page showed ${JSON.stringify(found)}`
				);
			});
			const log = await sessionLog(page);
			// Every confirmed action is there, in order...
			expect(log.slice(0, confirmed.length)).toEqual(confirmed);
			// ...and at most the one that was being stored when the browser died.
			expect(log.length - confirmed.length).toBeLessThanOrEqual(1);
			if (log.length > confirmed.length) {
				stats.inFlightStored++;
				confirmed.push(log[log.length - 1] as Logged);
			}
			stats.recovered = log.length - 1;
			stats.confirmed = confirmed.length - 1;
		}
		// Last, the database itself is wiped (as a corrupted database is deleted by the browser):
		// the journal brings the game back with every confirmed action. A crash can leave the
		// journal behind the database; opening the game writes it whole again, a moment later.
		// The wipe comes after that (a wipe within that moment would find no journal to use).
		await expect.poll(async () => (await journalLog(page, 'crash'))?.length).toBe(confirmed.length);
		await page.goto('/settings');
		await expect(page.locator('.page').first()).toBeVisible();
		await wipeDatabase(page);
		await context.close();
		({ context, page } = await launch(profile));
		await page.goto('/game/crash');
		await waitForSession(page, 'crash');
		expect(await sessionLog(page)).toEqual(confirmed);
		await context.close();
		console.log(
			`crash test (seed ${SEED}): ${stats.crashes} SIGKILLs, ${stats.attempted} actions attempted, ` +
				`${stats.confirmed} confirmed (incl. ${stats.inFlightStored} stored while in flight), ` +
				`${stats.recovered} recovered after the last restart; ` +
				`${stats.stragglers} child processes outlived a killed browser by 5 s and were killed`
		);
		expect(stats.crashes).toBe(CRASHES);
		expect(stats.recovered).toBe(stats.confirmed);
	} finally {
		rmSync(profile, { recursive: true, force: true });
	}
});

test('kills during a large import lose no game: the one in play keeps every move, each imported game is whole or absent', async () => {
	test.setTimeout(600_000);
	const profile = mkdtempSync(join(tmpdir(), 'grimoire-crash-import-'));
	const random = rng(SEED + 1);
	const big = Buffer.from(JSON.stringify(largeBackup(8, 6_000)));
	const ROUNDS = 5;
	const outcomes: string[] = [];
	try {
		let { context, page } = await launchWithGame(profile, 'played', 'Played');
		for (const name of ['Ann', 'Bea', 'Cleo'])
			expect(
				await page.evaluate(
					(n) => __grimoireSession.dispatch({ type: 'seat/renamed', seat: 's1', name: n }),
					name
				)
			).toBeNull();
		const confirmed = await sessionLog(page);

		for (let round = 0; round < ROUNDS; round++) {
			await page.goto('/settings');
			const pid = browserPid(profile);
			await page.getByTestId('backup-file').setInputFiles({
				name: 'big.json',
				mimeType: 'application/json',
				buffer: big
			});
			// Later rounds wait longer, so some kill lands while the batches are being written.
			await new Promise((r) => setTimeout(r, 500 + Math.floor(random() * (2_500 + round * 3_000))));
			process.kill(pid, 'SIGKILL');
			await context.close().catch(() => undefined);
			await waitUntilGone(profile);

			({ context, page } = await launch(profile));
			const said: string[] = [];
			page.on('console', (message) => {
				if (message.type() !== 'log') said.push(`${message.type()}: ${message.text()}`);
			});
			const opening = Date.now();
			await page.goto('/game/played');
			// Start-up first brings back, from their journals, any imported game the database lost
			// in the kill, before any screen opens: several games of 6,000 events take a while on a
			// busy machine. What this test checks is that the game opens whole, not how fast.
			await waitForSession(page, 'played', 90_000).catch(async (error: unknown) => {
				const shown = await page
					.evaluate(() => `${location.pathname}: ${document.body.innerText.slice(0, 300)}`)
					.catch(() => '?');
				throw new Error(
					`round ${round + 1}: the game in play did not open (${String(error)}); ` +
						`the page: ${shown}; its console: ${said.join(' | ') || 'nothing'}`
				);
			});
			const openMs = Date.now() - opening;
			expect(await sessionLog(page)).toEqual(confirmed);
			// The import is written in batches of whole games: each game landed whole (its summary
			// row and all its events) or not at all. (A second import of the same file then asks
			// about the games already here, so later rounds change nothing.)
			const stored = await page.evaluate(async () => {
				const db = await new Promise<IDBDatabase>((resolve, reject) => {
					const request = indexedDB.open('storyteller-grimoire');
					request.onsuccess = () => resolve(request.result);
					request.onerror = () => reject(request.error);
				});
				const ask = <T>(store: string, run: (s: IDBObjectStore) => IDBRequest<T>) =>
					new Promise<T>((resolve, reject) => {
						const request = run(db.transaction(store).objectStore(store));
						request.onsuccess = () => resolve(request.result);
						request.onerror = () => reject(request.error);
					});
				const out: { events: number; summary: boolean }[] = [];
				for (let g = 0; g < 8; g++) {
					const id = `big-${g}`;
					out.push({
						events: await ask('events', (s) =>
							s.count(IDBKeyRange.bound([id, -Infinity], [id, Infinity]))
						),
						summary: (await ask('games', (s) => s.count(id))) === 1
					});
				}
				db.close();
				return out;
			});
			for (const [g, { events, summary }] of stored.entries())
				expect(
					(events === 6_001 && summary) || (events === 0 && !summary),
					`round ${round + 1}: game big-${g} has ${events} events, summary ${summary}`
				).toBe(true);
			const landed = stored.filter((g) => g.summary).length;
			outcomes.push(`${landed} of 8 games (game opened in ${openMs} ms)`);
			if (landed === 8) break;
		}
		console.log(`kills during a large import: ${outcomes.join(', ')}`);
		await context.close();
	} finally {
		rmSync(profile, { recursive: true, force: true });
	}
});
