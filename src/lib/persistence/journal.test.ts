import { describe, expect, it } from 'vitest';
import { parseJournal } from './journal';

const lines = (...items: unknown[]) => items.map((i) => JSON.stringify(i)).join('\n') + '\n';

describe('parseJournal', () => {
	it('reads appends in order and applies undos', () => {
		const text = lines(
			{ s: 0, e: 'a' },
			{ s: 1, e: 'b' },
			{ s: 2, e: 'c' },
			{ t: 2 },
			{ s: 2, e: 'd' }
		);
		expect(parseJournal(text)).toEqual(['a', 'b', 'd']);
	});

	it('a whole rewrite starts again from the first line', () => {
		expect(parseJournal(lines({ s: 0, e: 'x' }, { s: 1, e: 'y' }))).toEqual(['x', 'y']);
	});

	it('stops at a line out of order or cut short, keeping what came before', () => {
		expect(parseJournal(lines({ s: 0, e: 'a' }, { s: 2, e: 'c' }, { s: 1, e: 'b' }))).toEqual([
			'a'
		]);
		expect(parseJournal(lines({ s: 0, e: 'a' }) + '{"s":1,"e":')).toEqual(['a']);
		expect(parseJournal(lines({ s: 0, e: 'a' }, { t: 5 }, { s: 1, e: 'b' }))).toEqual(['a']);
	});

	it('an empty or blank file is an empty log', () => {
		expect(parseJournal('')).toEqual([]);
		expect(parseJournal('\n\n')).toEqual([]);
	});
});
