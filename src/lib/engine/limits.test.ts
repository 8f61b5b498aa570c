import { describe, expect, it } from 'vitest';
import { GAME_ID_PATTERN, LIMITS, MAX_TIME, isGameId, isTime } from './limits';
import { checkPlainData } from './plain-data';

describe('game ids', () => {
	it('takes every id the app makes: random UUIDs, and the short ids of tests and fixtures', () => {
		for (let i = 0; i < 200; i++) expect(isGameId(crypto.randomUUID())).toBe(true);
		for (const id of ['a', 'g0', 'game-1', 'copy-1', 'new-12', 'i3-copy', 'a2', 'x_y', '7'])
			expect(isGameId(id)).toBe(true);
	});

	it('refuses what a URL, a key or a lock name would read differently', () => {
		const hostile = [
			'/x',
			'x/',
			'a/b',
			'../../settings',
			'..',
			'.',
			'q?x=1',
			'h#frag',
			'pct%',
			'%2F',
			' ',
			' a',
			'a ',
			'',
			'a\nb',
			'é',
			'🦇',
			'-a',
			'_a',
			'a'.repeat(101)
		];
		for (const id of hostile) expect(isGameId(id), JSON.stringify(id)).toBe(false);
		for (const id of [null, undefined, 5, ['a'], { id: 'a' }]) expect(isGameId(id)).toBe(false);
		expect(GAME_ID_PATTERN.test('a'.repeat(100))).toBe(true);
	});
});

describe('times', () => {
	it('takes what a Date holds, and nothing else', () => {
		for (const t of [0, -1, 1_700_000_000_000, MAX_TIME, -MAX_TIME, 0.5]) {
			expect(isTime(t)).toBe(true);
			expect(() => new Date(t).toISOString()).not.toThrow();
		}
		for (const t of [MAX_TIME + 1, -MAX_TIME - 1, 1e300, NaN, Infinity, -Infinity]) {
			expect(isTime(t)).toBe(false);
			expect(() => new Date(t).toISOString()).toThrow(RangeError);
		}
		for (const t of ['1', null, undefined, 10n]) expect(isTime(t)).toBe(false);
	});
});

describe('plain data within limits', () => {
	const limits = { depth: 3, nodes: 20, textChars: 5, totalChars: 12 };

	it('passes plain JSON within the limits', () => {
		expect(checkPlainData({ a: [1, 'abc', null, true], b: { c: 'de' } }, limits)).toBeNull();
	});

	it('reports the first offence with its place', () => {
		expect(checkPlainData({ a: [[['deep']]] }, limits)).toEqual({
			path: 'a[0][0][0]',
			message: 'nested too deeply (more than 3 levels)'
		});
		expect(checkPlainData([{ 'od k': 'toolong' }], limits, 'scripts[2].json')).toEqual({
			path: 'scripts[2].json[0]["od k"]',
			message: 'text too long (7 characters, at most 5)'
		});
		expect(checkPlainData(['abcd', 'abcd', 'abcd', 'abcd'], limits)).toMatchObject({
			path: '',
			message: /too large/
		});
		expect(checkPlainData(Array(30).fill(0), limits)).toMatchObject({ message: /too large/ });
		expect(checkPlainData({ n: NaN }, limits)).toEqual({
			path: 'n',
			message: 'not a finite number'
		});
		expect(checkPlainData({ d: new Date(0) }, limits)).toEqual({
			path: 'd',
			message: 'not plain data'
		});
		const cyclic: Record<string, unknown> = {};
		cyclic.self = cyclic;
		expect(checkPlainData(cyclic, limits)).not.toBeNull();
	});

	it('walks a very deep value without running out of stack', () => {
		let deep: unknown = 1;
		for (let i = 0; i < 200_000; i++) deep = [deep];
		expect(checkPlainData(deep, { depth: LIMITS.depth, nodes: 1e6, textChars: 10 })).toMatchObject({
			message: /nested too deeply/
		});
	});
});
