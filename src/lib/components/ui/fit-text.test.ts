import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fitText } from './fit-text';

// The ring redraws every seat on each tap with a new parameter object: the name is fitted again
// only when its size, limit or text changed (a fit forces a layout).

beforeEach(() => {
	vi.stubGlobal(
		'ResizeObserver',
		class {
			observe() {}
			disconnect() {}
		}
	);
});
afterEach(() => vi.unstubAllGlobals());

describe('fitText', () => {
	it('fits again on a new text or size, not on the same parameters in a new object', () => {
		const parent = document.createElement('div');
		const node = document.createElement('bdi');
		parent.append(node);
		const action = fitText(node, { size: 20, min: 11, text: 'Ann', cut: true });
		expect(node.style.fontSize).toBe('20px');
		node.style.fontSize = '13px'; // stands for a size the fit chose
		action.update({ size: 20, min: 11, text: 'Ann', cut: true });
		expect(node.style.fontSize).toBe('13px');
		action.update({ size: 20, min: 11, text: 'Annabel', cut: true });
		expect(node.style.fontSize).toBe('20px');
		node.style.fontSize = '13px';
		action.update({ size: 24, min: 11, text: 'Annabel', cut: true });
		expect(node.style.fontSize).toBe('24px');
		action.destroy();
	});
});
