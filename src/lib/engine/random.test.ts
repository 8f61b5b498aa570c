import { describe, expect, it } from 'vitest';
import { createRng, nextSeed, seedFrom, shuffle } from './random';

describe('createRng', () => {
	it('draws the same numbers from the same seed', () => {
		const a = createRng(123);
		const b = createRng(123);
		const xs = Array.from({ length: 20 }, () => a.next());
		expect(Array.from({ length: 20 }, () => b.next())).toEqual(xs);
		expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
		expect(new Set(xs).size).toBe(20);
	});
	it('keeps its whole state in one number, to resume from', () => {
		const a = createRng(7);
		a.next();
		a.next();
		const resumed = createRng(a.state);
		expect(resumed.next()).toBe(a.next());
	});
	it('draws integers in range, evenly enough', () => {
		const r = createRng(99);
		const counts = [0, 0, 0, 0, 0, 0];
		for (let i = 0; i < 6000; i++) {
			const k = r.int(6);
			expect(Number.isInteger(k) && k >= 0 && k < 6).toBe(true);
			counts[k] = (counts[k] ?? 0) + 1;
		}
		for (const c of counts) expect(c).toBeGreaterThan(850);
	});
	it('takes any number as a seed', () => {
		expect(createRng(-1).state).toBe(4294967295);
		expect(createRng(2 ** 32 + 5).state).toBe(5);
	});
});

describe('shuffle', () => {
	it('returns a permutation in a new array, the same for the same seed', () => {
		const items = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
		const a = shuffle(items, createRng(5));
		expect(a).not.toBe(items);
		expect([...a].sort((x, y) => x - y)).toEqual(items);
		expect(shuffle(items, createRng(5))).toEqual(a);
		expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
		expect(shuffle([], createRng(1))).toEqual([]);
	});
	it('different seeds give different orders', () => {
		const items = Array.from({ length: 15 }, (_, i) => i);
		const orders = new Set(
			Array.from({ length: 20 }, (_, s) => shuffle(items, createRng(s)).join(','))
		);
		expect(orders.size).toBe(20);
	});
});

describe('seedFrom', () => {
	it('hashes text to a 32-bit seed', () => {
		expect(seedFrom('')).toBe(0x811c9dc5);
		expect(seedFrom('grimoire')).toBe(seedFrom('grimoire'));
		expect(seedFrom('grimoire')).not.toBe(seedFrom('grimoirf'));
		expect(Number.isInteger(seedFrom('x')) && seedFrom('x') >= 0 && seedFrom('x') < 2 ** 32).toBe(
			true
		);
	});
});

describe('nextSeed', () => {
	it('steps a seed to another 32-bit seed, the same way every time', () => {
		expect(nextSeed(1)).toBe(nextSeed(1));
		expect(nextSeed(1)).not.toBe(1);
		const seen = new Set<number>();
		let s = 0;
		for (let i = 0; i < 1000; i++) {
			s = nextSeed(s);
			expect(Number.isInteger(s) && s >= 0 && s < 2 ** 32).toBe(true);
			seen.add(s);
		}
		expect(seen.size).toBe(1000);
		expect(nextSeed(-1)).toBe(nextSeed(2 ** 32 - 1));
	});
});
