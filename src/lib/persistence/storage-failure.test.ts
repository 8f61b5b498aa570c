import { describe, expect, it } from 'vitest';
import { failureKind, storageFailure } from './storage-failure';

describe('storage failures read one way', () => {
	it('tells a full device, a database gone and anything else apart', () => {
		const quota = Object.assign(new Error('QuotaExceededError'), {
			name: 'AbortError',
			inner: { name: 'QuotaExceededError' }
		});
		expect(failureKind(quota)).toBe('quota');
		expect(failureKind(new DOMException('full', 'QuotaExceededError'))).toBe('quota');
		expect(failureKind(Object.assign(new Error('x'), { name: 'DatabaseClosedError' }))).toBe(
			'gone'
		);
		expect(failureKind(new Error('disk on fire'))).toBe('other');
		expect(storageFailure(quota, 'undo')).toEqual({
			kind: 'quota',
			action: 'undo',
			detail: String(quota)
		});
	});
});
