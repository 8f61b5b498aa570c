import { expect, test } from '@playwright/test';
import {
	backupOf,
	enableSessionHook,
	importViaSettings,
	storedLog,
	waitForSession,
	type HookedSession
} from './storage-fixtures';

test.use({ locale: 'en-US' });

declare const __grimoireSession: HookedSession;

test('a second tab on the same game is read-only, follows live, takes over, and the log never forks', async ({
	context
}) => {
	const first = await context.newPage();
	await enableSessionHook(first);
	await importViaSettings(first, backupOf({ id: 'two-tabs', name: 'Two tabs' }), /1 added/);

	await first.goto('/game/two-tabs');
	await waitForSession(first, 'two-tabs');
	await expect(first.getByTestId('read-only')).toHaveCount(0);

	const second = await context.newPage();
	await enableSessionHook(second);
	await second.goto('/game/two-tabs');
	await waitForSession(second, 'two-tabs');
	await expect(second.getByTestId('read-only')).toBeVisible();
	await expect(second.getByTestId('read-only')).toContainText('open in another tab');

	// The writer's changes reach the watcher without a reload.
	const write = (body: Record<string, unknown>) =>
		first.evaluate((b) => __grimoireSession.dispatch(b), body);
	expect(await write({ type: 'game/renamed', name: 'Renamed live' })).toBeNull();
	expect(await write({ type: 'seat/renamed', seat: 's3', name: 'Cleo' })).toBeNull();
	await expect(second).toHaveTitle(/Renamed live/);
	await expect
		.poll(() => second.evaluate(() => __grimoireSession.state.seats[2]?.name))
		.toBe('Cleo');

	// The watcher cannot write.
	const refused = await second.evaluate(() =>
		__grimoireSession.dispatch({ type: 'seat/died', seat: 's1' })
	);
	expect(refused?.code).toBe('read-only');

	// The writer goes away: the watcher takes over and may write.
	await first.close();
	await expect(second.getByTestId('read-only')).toHaveCount(0);
	expect(
		await second.evaluate(() => __grimoireSession.dispatch({ type: 'seat/died', seat: 's1' }))
	).toBeNull();
	expect(
		await second.evaluate(() =>
			__grimoireSession.dispatch({ type: 'seat/renamed', seat: 's3', name: 'Cleo II' })
		)
	).toBeNull();

	// One log, no gaps, nothing lost, nothing written twice.
	const log = await storedLog(second, 'two-tabs');
	expect(log.map((r) => r.seq)).toEqual([0, 1, 2, 3, 4]);
	expect(log.map((r) => (r.event as { type: string }).type)).toEqual([
		'game/created',
		'game/renamed',
		'seat/renamed',
		'seat/died',
		'seat/renamed'
	]);
	const shown = await second.evaluate(() => __grimoireSession.history.log.length);
	expect(shown).toBe(5);
});
