import { describe, expect, it, vi } from 'vitest';

// The update reloads only the tab that asked, and only while it holds nothing unanswered.
async function fresh() {
	vi.resetModules();
	return (await import('./app-update.svelte')).appUpdate;
}

describe('an update', () => {
	it('reloads the tab that asked once the new version takes over', async () => {
		const update = await fresh();
		const apply = vi.fn(async () => undefined);
		update.offer(apply);
		const reload = vi.fn();
		await update.apply(reload);
		expect(apply).toHaveBeenCalledWith(true);
		update.tookOver(reload);
		expect(reload).toHaveBeenCalledOnce();
	});

	it('never reloads a tab that did not ask: it offers the reload instead', async () => {
		const update = await fresh();
		update.offer(async () => undefined);
		const reload = vi.fn();
		update.tookOver(reload);
		expect(reload).not.toHaveBeenCalled();
		expect(update.tookOverElsewhere).toBe(true);
		// Taken later, it is a plain reload into the version already in control.
		await update.apply(reload);
		expect(reload).toHaveBeenCalledOnce();
	});

	it('waits while a question is unanswered', async () => {
		const update = await fresh();
		const apply = vi.fn(async () => undefined);
		update.offer(apply);
		const release = update.hold();
		expect(update.busy).toBe(true);
		await update.apply(vi.fn());
		expect(apply).not.toHaveBeenCalled();
		release();
		release();
		expect(update.busy).toBe(false);
		await update.apply(vi.fn());
		expect(apply).toHaveBeenCalledOnce();
	});
});
