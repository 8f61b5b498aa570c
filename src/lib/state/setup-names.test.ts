import { afterEach, describe, expect, it } from 'vitest';
import { locale } from '$lib/i18n';
import { nameProblemText, onlyDefaultNames, readTypedNames } from './setup-names';

afterEach(() => locale.set('en'));

describe('the names box', () => {
	it('reads one name a line, trimmed, skipping blank lines', () => {
		expect(readTypedNames('  Ada \n\nBea\r\n   \nCai\n')).toEqual({
			names: ['Ada', 'Bea', 'Cai'],
			problems: []
		});
	});

	it('says which line holds a name too long or with nothing visible, and what is wrong', () => {
		locale.set('en');
		const text = ['Ada', 'Bea', 'x'.repeat(100), 'Dov', '\u200b\u200b', '\u0007', 'Gus'].join('\n');
		const { names, problems } = readTypedNames(text);
		expect(names).toEqual(['Ada', 'Bea', 'Dov', 'Gus']);
		expect(problems.map((p) => nameProblemText(p.problem, { line: p.line }))).toEqual([
			'Line 3: the name is too long (100 characters, at most 40)',
			'Line 5: the name is empty (no visible character)',
			'Line 6: the name is empty (no visible character)'
		]);
		locale.set('zh-CN');
		expect(nameProblemText({ kind: 'long', length: 100, max: 40 }, { line: 3 })).toBe(
			'第 3 行：名字太长（100 个字符，最多 40 个）'
		);
		expect(nameProblemText({ kind: 'empty' }, { seat: 2 })).toBe(
			'2 号座位：名字为空（没有可见的字符）'
		);
	});
});

describe('default seat names', () => {
	it('knows the names a game was created with, in either language, and nothing else', () => {
		expect(onlyDefaultNames(['Seat 1', 'Seat 2', 'Seat 3'])).toBe(true);
		expect(onlyDefaultNames(['1号', '2号', '3号'])).toBe(true);
		expect(onlyDefaultNames(['Seat 1', 'Ann', 'Seat 3'])).toBe(false);
		// Moved seats are named already: "Seat 2" sits first.
		expect(onlyDefaultNames(['Seat 2', 'Seat 1'])).toBe(false);
	});
});
