import { describe, expect, it } from 'vitest';
import { parseJournal } from './journal';
import { scanJournal } from './journal-lines';

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

describe('scanJournal (what the writer reads before it appends)', () => {
	const bytes = (text: string) => new TextEncoder().encode(text);

	it('counts as parseJournal does and ends after the last readable line', () => {
		const text = lines({ s: 0, e: 'a' }, { s: 1, e: 'é' }, { t: 1 }, { s: 1, e: '血' });
		expect(scanJournal(bytes(text))).toEqual({ length: 2, end: bytes(text).length, open: false });
	});

	it('ends before a line cut short, in bytes, multi-byte text included', () => {
		const good = lines({ s: 0, e: '血染钟楼' });
		const text = good + '{"s":1,"e":"钟';
		expect(parseJournal(text)).toHaveLength(1);
		expect(scanJournal(bytes(text))).toEqual({ length: 1, end: bytes(good).length, open: false });
		// A multi-byte character itself cut in two.
		const cut = bytes(good + '{"s":1,"e":"钟"}\n').slice(0, bytes(good).length + 14);
		expect(scanJournal(cut)).toEqual({ length: 1, end: bytes(good).length, open: false });
	});

	it('a last line without its newline is read, and said to need one', () => {
		const text = lines({ s: 0, e: 'a' }) + JSON.stringify({ s: 1, e: 'b' });
		expect(scanJournal(bytes(text))).toEqual({ length: 2, end: bytes(text).length, open: true });
		expect(scanJournal(bytes(''))).toEqual({ length: 0, end: 0, open: false });
	});
});
