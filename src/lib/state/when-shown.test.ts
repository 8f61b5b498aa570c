// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { reject } from '$lib/engine/types';
import { whenShown } from './when-shown';

describe('whenShown', () => {
	it('resolves when the move is shown, before it is stored', async () => {
		let store!: () => void;
		const stored = new Promise<null>((resolve) => (store = () => resolve(null)));
		let settled = false;
		const shown = whenShown((show) => {
			show();
			return stored;
		}).then((result) => ((settled = true), result));
		expect(await shown).toBeNull();
		expect(settled).toBe(true);
		store();
	});

	it('resolves with the refusal when the move is refused (never shown)', async () => {
		expect((await whenShown(async () => reject('no-seat')))?.code).toBe('no-seat');
	});

	it('passes on a failure to send', async () => {
		await expect(
			whenShown(async () => {
				throw new Error('broken');
			})
		).rejects.toThrow('broken');
	});
});
