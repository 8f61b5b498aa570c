import { fireEvent, render } from '@testing-library/svelte';
import { createRawSnippet } from 'svelte';
import { describe, expect, it, vi } from 'vitest';
import Sheet from './Sheet.svelte';

// A panel closes on Escape, as on its close button; with a panel opened over another, only the
// one on top closes.

const body = createRawSnippet(() => ({ render: () => '<p>body</p>' }));

describe('Sheet', () => {
	it('closes on Escape, and on no other key', async () => {
		const onclose = vi.fn();
		const { unmount } = render(Sheet, { title: 'Notes', onclose, children: body });
		await fireEvent.keyDown(window, { key: 'Enter' });
		expect(onclose).not.toHaveBeenCalled();
		await fireEvent.keyDown(window, { key: 'Escape' });
		expect(onclose).toHaveBeenCalledTimes(1);
		unmount();
	});

	it('closes only the panel on top; once that one is gone, Escape closes the one below', async () => {
		const below = vi.fn();
		const above = vi.fn();
		const first = render(Sheet, { title: 'Below', onclose: below, children: body });
		const second = render(Sheet, { title: 'Above', onclose: above, children: body });
		await fireEvent.keyDown(window, { key: 'Escape' });
		expect(above).toHaveBeenCalledTimes(1);
		expect(below).not.toHaveBeenCalled();
		second.unmount();
		await fireEvent.keyDown(window, { key: 'Escape' });
		expect(below).toHaveBeenCalledTimes(1);
		first.unmount();
	});
});
