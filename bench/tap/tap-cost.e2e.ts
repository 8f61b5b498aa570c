import { expect, test } from '@playwright/test';
import { seedGame } from '../../tests/e2e/fixtures/play-game';

// What one tap costs: "Dies" on a seat's sheet at night 1 of a seeded Trouble Brewing game.
// Counts the storage writes the tap makes (IndexedDB puts/deletes and read-write transactions,
// OPFS journal writes, localStorage sets) and, through DevTools' precise coverage, the functions
// of the app's own modules that ran (against `vite dev`, where each module is its own file).
// Run: see bench/tap/README.md. Prints one JSON line; asserts nothing but that the tap happened.

test.use({ serviceWorkers: 'block', locale: 'en-US', viewport: { width: 1024, height: 768 } });

test('one tap: "Dies" on a seat at night', async ({ page }) => {
	await page.addInitScript(() => {
		const w = globalThis as unknown as { __writes: Record<string, number> };
		w.__writes = {};
		const bump = (k: string) => (w.__writes[k] = (w.__writes[k] ?? 0) + 1);
		const wrap = (proto: object, name: string, key: string) => {
			const p = proto as Record<string, (...a: unknown[]) => unknown>;
			const f = p[name];
			if (!f) return;
			p[name] = function (this: unknown, ...a: unknown[]) {
				bump(key);
				return f.apply(this, a);
			};
		};
		wrap(IDBObjectStore.prototype, 'put', 'idb.put');
		wrap(IDBObjectStore.prototype, 'add', 'idb.add');
		wrap(IDBObjectStore.prototype, 'delete', 'idb.delete');
		wrap(IDBObjectStore.prototype, 'clear', 'idb.clear');
		const tx = IDBDatabase.prototype.transaction;
		IDBDatabase.prototype.transaction = function (
			this: IDBDatabase,
			...a: Parameters<IDBDatabase['transaction']>
		) {
			if (a[1] === 'readwrite') bump('idb.readwrite-transaction');
			return tx.apply(this, a);
		} as IDBDatabase['transaction'];
		wrap(Storage.prototype, 'setItem', 'localStorage.setItem');
		wrap(Storage.prototype, 'removeItem', 'localStorage.removeItem');
		if (typeof FileSystemWritableFileStream !== 'undefined')
			wrap(FileSystemWritableFileStream.prototype, 'write', 'opfs.write');
	});
	await page.goto('/');
	const id = await seedGame(page, { id: 'tap-cost', seats: 7, locale: 'en' });
	await page.goto(`/game/${id}`);
	const seats = page.locator('.ring .seat');
	await expect(seats).toHaveCount(7);
	await seats.nth(1).click();
	const sheet = page.getByRole('dialog');
	const dies = sheet.getByRole('button', { name: 'Dies', exact: true });
	await expect(dies).toBeVisible();
	// Let the opening settle (the journal refresh, the games-list stamp) before counting.
	await page.waitForLoadState('networkidle');
	const cdp = await page.context().newCDPSession(page);
	await cdp.send('Profiler.enable');
	await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: true });
	await cdp.send('Profiler.takePreciseCoverage');
	await page.evaluate(() => ((globalThis as unknown as { __writes: object }).__writes = {}));

	await dies.click();
	await expect(sheet).toBeHidden();
	await expect(seats.nth(1)).toHaveClass(/dead/);
	await page.waitForLoadState('networkidle');
	await page.evaluate(() => new Promise((r) => setTimeout(r, 500)));

	const writes = await page.evaluate(
		() => (globalThis as unknown as { __writes: object }).__writes
	);
	const { result } = (await cdp.send('Profiler.takePreciseCoverage')) as {
		result: {
			url: string;
			functions: { functionName: string; ranges: { count: number }[] }[];
		}[];
	};
	const modules: Record<string, { functions: number; calls: number }> = {};
	for (const script of result) {
		const m = /\/src\/(lib\/[^?]+)/.exec(script.url);
		if (!m || m[1]!.includes('paraglide')) continue;
		for (const f of script.functions) {
			const calls = f.ranges[0]?.count ?? 0;
			if (calls === 0 || f.functionName === '') continue;
			const row = (modules[m[1]!] ??= { functions: 0, calls: 0 });
			row.functions++;
			row.calls += calls;
		}
	}
	const layers: Record<string, { modules: number; functions: number }> = {};
	for (const [file, row] of Object.entries(modules)) {
		const layer = file.split('/').slice(1, 2)[0]!;
		const l = (layers[layer] ??= { modules: 0, functions: 0 });
		l.modules++;
		l.functions += row.functions;
	}
	console.log(JSON.stringify({ writes, layers, modules }, null, 1));
});
