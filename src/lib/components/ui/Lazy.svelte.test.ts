import { render } from '@testing-library/svelte';
import { flushSync, tick, type Component } from 'svelte';
import { describe, expect, it, vi } from 'vitest';
import Lazy, { warmLazy } from './Lazy.svelte';
import Said from './Said.svelte';

// The part drawn: a sentence (its one prop, `text`).
const part = Said as unknown as Component<Record<string, unknown>>;

// A part of the screen in its own chunk: fetched once, then drawn at once each time it is shown
// again (a seat's sheet opened after the first, the checklist each night); a failed fetch says
// so each time, until the page is reloaded.

const settle = async () => {
	for (let i = 0; i < 5; i++) await tick();
};

describe('Lazy', () => {
	it('asks its loader once; shown again, it is drawn in the same update, without waiting', async () => {
		const load = vi.fn(async () => ({ default: part }));
		const first = render(Lazy, { props: { load, props: { text: 'first sheet' } } });
		expect(first.container.textContent).not.toContain('first sheet');
		await settle();
		expect(first.container.textContent).toContain('first sheet');
		first.unmount();

		const again = render(Lazy, { props: { load, props: { text: 'second sheet' } } });
		flushSync();
		expect(again.container.textContent).toContain('second sheet');
		expect(load).toHaveBeenCalledTimes(1);
	});

	it('a part warmed ahead of time is drawn at once on its first showing', async () => {
		const load = vi.fn(async () => ({ default: part }));
		await warmLazy(load);
		const shown = render(Lazy, { props: { load, props: { text: 'warmed' } } });
		flushSync();
		expect(shown.container.textContent).toContain('warmed');
		expect(load).toHaveBeenCalledTimes(1);
	});

	it('says a part could not be fetched, and says so again when shown again (a reload fetches it)', async () => {
		const load = vi.fn(async (): Promise<{ default: typeof part }> => {
			throw new Error('offline');
		});
		await warmLazy(load);
		for (const text of ['first', 'again']) {
			const failed = render(Lazy, { props: { load, props: { text } } });
			await settle();
			expect(failed.container.querySelector('[role="alert"]')).not.toBeNull();
			expect(failed.container.textContent).not.toContain(text);
			failed.unmount();
		}
		expect(load).toHaveBeenCalledTimes(1);
	});
});
