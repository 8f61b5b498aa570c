import { expect, test, type Page } from '@playwright/test';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { browserPid, launch, launchWithGame, rng, waitUntilGone } from './kill-fixtures';
import {
	renamesBackup,
	sessionLog,
	storedLog,
	waitForSession,
	type HookedSession,
	type Logged
} from './storage-fixtures';

// Issue 35, item 3: the crash journal's files are the truth. Rounds of play, imports and exports,
// each ended by a SIGKILL of the browser at a random moment; after most kills the database is
// deleted from the profile on disk (as Chromium does with a database it finds corrupted after a
// crash, and with localStorage's writes since the last flush lost too). After each restart every
// game the screen had shown as saved (a move whose dispatch resolved, an import that said
// "added") must be back whole, in order, with at most the one move in flight besides.

const ROUNDS = 12;
const SEED = Number(process.env.KILL_SEED ?? 35035);

declare const __grimoireSession: HookedSession;

/** A backup of three new games with `events` renames each. */
const threeGames = (round: number, events: number) =>
	renamesBackup(
		[0, 1, 2].map((g) => ({ id: `r${round}-${g}`, name: `Round ${round} game ${g}` })),
		events,
		(g, i) => `r${round}g${g}-${i}`
	);

/** What Chromium does with a database it finds corrupted: it is gone, files and all. */
function deleteDatabaseFiles(profile: string): boolean {
	const dir = join(profile, 'Default', 'IndexedDB');
	if (!existsSync(dir)) return false;
	let any = false;
	for (const name of readdirSync(dir)) {
		rmSync(join(dir, name), { recursive: true, force: true });
		any = true;
	}
	return any;
}

async function storedEvents(page: Page, id: string): Promise<unknown[]> {
	return (await storedLog(page, id)).map((row) => row.event);
}

test('kills during play, imports and exports, with the database lost: every game shown as saved comes back whole', async () => {
	test.setTimeout(240_000);
	const profile = mkdtempSync(join(tmpdir(), 'grimoire-kill-'));
	const random = rng(SEED);
	/** Every game the screen showed as saved, with its log then. */
	const saved = new Map<string, Logged[]>();
	const stats = { play: 0, import: 0, export: 0, wiped: 0, moves: 0, imported: 0, inFlight: 0 };
	try {
		let { context, page } = await launchWithGame(profile, 'kept', 'Kept');
		saved.set('kept', await sessionLog(page));

		for (let round = 0; round < ROUNDS; round++) {
			const roll = random();
			const kind = roll < 0.45 ? 'play' : roll < 0.8 ? 'import' : 'export';
			stats[kind]++;
			let killed = false;
			const kill = (pid: number) => {
				killed = true;
				process.kill(pid, 'SIGKILL');
			};
			if (kind === 'play') {
				await page.goto('/game/kept');
				await waitForSession(page, 'kept');
				const pid = browserPid(profile);
				const timer = setTimeout(() => kill(pid), 100 + Math.floor(random() * 1_400));
				try {
					while (!killed) {
						const seat = `s${1 + Math.floor(random() * 7)}`;
						const name = `k${round}-${Math.floor(random() * 1e6)}`;
						const done = await page.evaluate(
							async ({ seat, name }) => {
								const s = __grimoireSession;
								const refused = await s.dispatch({ type: 'seat/renamed', seat, name });
								return refused ? null : s.history.log[s.history.log.length - 1];
							},
							{ seat, name }
						);
						if (!done) throw new Error('a legal move was refused');
						saved.get('kept')!.push(done as Logged);
						stats.moves++;
					}
				} catch (error) {
					if (!killed) throw error;
				}
				clearTimeout(timer);
			} else if (kind === 'import') {
				await page.goto('/settings');
				await expect(page.getByTestId('backup-file')).toBeAttached();
				const backup = threeGames(round, 150 + Math.floor(random() * 300));
				const pid = browserPid(profile);
				const timer = setTimeout(() => kill(pid), 100 + Math.floor(random() * 1_500));
				const shown = page
					.getByText(/Imported: 3 added/)
					.waitFor({ timeout: 20_000 })
					.then(() => !killed)
					.catch(() => false);
				await page
					.getByTestId('backup-file')
					.setInputFiles({
						name: 'three.json',
						mimeType: 'application/json',
						buffer: Buffer.from(JSON.stringify(backup))
					})
					.catch(() => undefined);
				if (await shown) {
					for (const game of backup.games) saved.set(game.summary.id, game.events as Logged[]);
					stats.imported += 3;
				}
				// Shown or not, the browser dies now if it has not yet.
				if (!killed) {
					clearTimeout(timer);
					kill(pid);
				}
			} else {
				await page.goto('/settings');
				const pid = browserPid(profile);
				const timer = setTimeout(() => kill(pid), 50 + Math.floor(random() * 600));
				await page
					.getByRole('button', { name: 'Export all games' })
					.click()
					.catch(() => undefined);
				await page
					.getByText(/exported|Exported/)
					.waitFor({ timeout: 5_000 })
					.catch(() => undefined);
				if (!killed) {
					clearTimeout(timer);
					kill(pid);
				}
			}
			await context.close().catch(() => undefined);
			await waitUntilGone(profile);
			// Most rounds lose the database as well (never two rounds in a row keep it).
			if ((round % 2 === 0 || random() < 0.6) && deleteDatabaseFiles(profile)) stats.wiped++;

			({ context, page } = await launch(profile));
			await page.goto('/');
			// The home screen lists every game shown as saved, brought back from its journal.
			for (const id of ['kept', ...[...saved.keys()].filter((k) => k !== 'kept').slice(-3)]) {
				const name = id === 'kept' ? 'Kept' : `Round ${id.slice(1).replace('-', ' game ')}`;
				await expect(
					page.getByText(name, { exact: true }).first(),
					`round ${round + 1} (${kind}): ${name} is listed`
				).toBeVisible({ timeout: 20_000 });
			}
			// The list drawn at once from its kept copy comes before the journals' check: the
			// database is read once the list is the stored one.
			await expect(page.locator('section.saved[data-source="stored"]')).toBeAttached({
				timeout: 20_000
			});
			for (const [id, log] of saved) {
				const stored = await storedEvents(page, id);
				expect(
					stored.slice(0, log.length),
					`round ${round + 1} (${kind}): game ${id} whole (${stored.length} of ${log.length} events)`
				).toEqual(log);
				// At most the move that was being stored when the browser died, besides.
				expect(stored.length - log.length).toBeLessThanOrEqual(id === 'kept' ? 1 : 0);
				if (stored.length > log.length) {
					stats.inFlight++;
					log.push(stored[stored.length - 1] as Logged);
				}
			}
		}
		// Opened after all that, the game in play shows every saved move.
		await page.goto('/game/kept');
		await waitForSession(page, 'kept');
		expect(await sessionLog(page)).toEqual(saved.get('kept'));
		await context.close();
		console.log(
			`journal kill test (seed ${SEED}): ${ROUNDS} kills (${stats.play} in play, ${stats.import} in ` +
				`imports, ${stats.export} in exports), database deleted after ${stats.wiped}; ` +
				`${stats.moves} moves and ${stats.imported} imported games shown as saved, all back ` +
				`(${stats.inFlight} moves in flight stored too)`
		);
		expect(stats.wiped).toBeGreaterThanOrEqual(ROUNDS / 2);
	} finally {
		rmSync(profile, { recursive: true, force: true });
	}
});
