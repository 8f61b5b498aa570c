import { render } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Token from './Token.svelte';

// The browser's measure of a token's name (is the line wider than its room?) forces a layout of
// the whole page. It is taken once per line and font and then known to every token: a night
// step showing a character already on the ring, or a seat drawn again, measures nothing.

/** jsdom draws no text: each line's width in face units is given here, and every measure counted. */
function measureAs(widths: Record<string, number>) {
	const measure = vi.fn(function (this: SVGTextElement) {
		return widths[this.textContent ?? ''] ?? 10;
	});
	Object.defineProperty(SVGElement.prototype, 'getComputedTextLength', {
		configurable: true,
		value: measure
	});
	return measure;
}

const squeezed = (root: Element) =>
	[...root.querySelectorAll('text')].map((t) => t.getAttribute('textLength') !== null);

afterEach(() => {
	delete (SVGElement.prototype as Partial<SVGTextElement>).getComputedTextLength;
});

describe('Token: the name measured once', () => {
	it('squeezes a line the browser draws too wide, and a second token of that name measures nothing', () => {
		const measure = measureAs({ Measured: 500 });
		const first = render(Token, { name: 'Measured Wide', team: 'townsfolk' });
		flushSync();
		expect(squeezed(first.container)).toContain(true);
		const calls = measure.mock.calls.length;
		expect(calls).toBeGreaterThan(0);

		const second = render(Token, { name: 'Measured Wide', team: 'townsfolk', size: 48 });
		flushSync();
		expect(measure.mock.calls.length).toBe(calls);
		expect(squeezed(second.container)).toEqual(squeezed(first.container));
	});

	it('a token given another name draws it unsqueezed, measures it, and keeps what it found', async () => {
		const measure = measureAs({ Wide: 500, Once: 500 });
		const token = render(Token, { name: 'Wide Once', team: 'minion' });
		flushSync();
		expect(squeezed(token.container)).toContain(true);
		const calls = measure.mock.calls.length;

		await token.rerender({ name: 'Narrow Next', team: 'minion' });
		flushSync();
		expect(measure.mock.calls.length).toBeGreaterThan(calls);
		// The last name’s squeeze is not carried over: the narrow name is drawn at its own width.
		expect(squeezed(token.container).every((s) => !s)).toBe(true);
		for (const call of measure.mock.contexts) expect(call).toBeInstanceOf(SVGElement);
	});

	it('measures again in another language (the font differs)', () => {
		const measure = measureAs({ Font: 500 });
		render(Token, { name: 'Font Bound', team: 'demon' });
		flushSync();
		const calls = measure.mock.calls.length;
		document.documentElement.lang = document.documentElement.lang === 'en' ? 'zh-CN' : 'en';
		render(Token, { name: 'Font Bound', team: 'demon' });
		flushSync();
		expect(measure.mock.calls.length).toBeGreaterThan(calls);
	});
});
