import { render, waitFor } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import { locale } from '$lib/i18n';
import Refusal from './Refusal.svelte';

describe('Refusal', () => {
	it('words a rejection once its messages have loaded', async () => {
		locale.set('en');
		const { container } = render(Refusal, { rejection: { code: 'read-only' } });
		// The messages load on first use (slowly in a cold test run).
		await waitFor(
			() => expect(container.textContent).toBe('This game is open in another tab (read-only)'),
			{ timeout: 20_000 }
		);
	});
});
