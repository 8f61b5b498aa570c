import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageStatus } from './storage.svelte';

afterEach(() => {
	vi.useRealTimers();
	vi.unstubAllGlobals();
});

describe('storage estimate', () => {
	it('is read again after a write, and a moment later when the browser’s figure lags', async () => {
		vi.useFakeTimers();
		const sizes = [5_000, 5_000, 900_000];
		const estimate = vi.fn(async () => ({ usage: sizes.shift() ?? 900_000, quota: 10 ** 9 }));
		vi.stubGlobal('navigator', { storage: { estimate } });
		await storageStatus.refreshEstimate();
		expect(storageStatus.usage).toBe(5_000);
		storageStatus.refreshAfterWrite();
		await vi.advanceTimersByTimeAsync(2000);
		expect(estimate).toHaveBeenCalledTimes(3);
		expect(storageStatus.usage).toBe(900_000);
	});
});
