import { describe, expect, it } from 'vitest';
import { parseScript } from './script';
import {
	MAX_SCRIPT_BYTES,
	MAX_SCRIPT_DEPTH,
	MAX_SCRIPT_ENTRIES,
	SCRIPT_LIMITS,
	jsonTextDepth,
	utf8Exceeds,
	utf8Length,
	valueLimitMessage
} from './script-limits';
import { scriptProblemText } from './script-messages';

const TOWN = ['imp', 'poisoner', 'chef', 'empath', 'monk', 'soldier', 'saint'];

/** `depth` arrays, one inside the other, around `inner`, built without recursion. */
function nested(depth: number, inner: unknown = 1): unknown {
	let v = inner;
	for (let i = 0; i < depth; i++) v = [v];
	return v;
}

const nestedText = (depth: number) => '['.repeat(depth) + '1' + ']'.repeat(depth);

function problems(input: unknown): string[] {
	const r = parseScript(input);
	return r.ok ? [] : r.errors.map((e) => `${e.path}: ${e.message}`);
}

describe('script limits', () => {
	it('are named constants, shared with the backup checks', () => {
		expect(SCRIPT_LIMITS).toEqual({
			bytes: MAX_SCRIPT_BYTES,
			depth: MAX_SCRIPT_DEPTH,
			entries: MAX_SCRIPT_ENTRIES,
			text: 2000,
			name: 100
		});
		expect(MAX_SCRIPT_BYTES).toBe(5 * 1024 * 1024);
	});

	it('refuse a 50 MB script before parsing it, saying the size and the limit', () => {
		const logo = `data:image/png;base64,${'A'.repeat(50 * 1024 * 1024)}`;
		const text = JSON.stringify([{ id: '_meta', name: 'Huge', logo }, ...TOWN]);
		const started = performance.now();
		expect(problems(text)).toEqual([': the script is too large (50 MB; at most 5 MB)']);
		expect(performance.now() - started).toBeLessThan(2000);
	});

	it('count the size in UTF-8 bytes, as the file has it', () => {
		// 2 million Chinese characters are 6 MB in UTF-8, though 2 million characters of text.
		const text = JSON.stringify([{ id: '_meta', name: 'Big', notes: '剧'.repeat(2_000_000) }]);
		expect(problems(text)).toEqual([': the script is too large (5.7 MB; at most 5 MB)']);
		expect(utf8Length('a剧😀é')).toBe(10);
		expect(utf8Length('plain')).toBe(5);
		expect(utf8Exceeds('剧'.repeat(4), 12)).toBe(false);
		expect(utf8Exceeds('剧'.repeat(4), 11)).toBe(true);
		expect(utf8Exceeds('a😀', 5)).toBe(false);
		expect(utf8Exceeds('a😀', 4)).toBe(true);
	});

	it('refuse a 100,000-deep script in words, as text or as a value, without a RangeError', () => {
		const deepText = `[{"id":"deep","name":"Deep","team":"townsfolk","x":${nestedText(100_000)}}]`;
		expect(problems(deepText)).toEqual([
			': the script is nested too deeply (more than 64 levels of [ ] and { })'
		]);
		expect(problems([{ id: 'deep', name: 'Deep', team: 'townsfolk', x: nested(100_000) }])).toEqual(
			[': the script is nested too deeply (more than 64 levels of [ ] and { })']
		);
		expect(problems(nestedText(100_000))).toEqual([
			': the script is nested too deeply (more than 64 levels of [ ] and { })'
		]);
	});

	it('keep what real scripts carry: a 30 KB data: logo, 25 KB images, nesting 45 deep', () => {
		const logo = `data:image/png;base64,${'B'.repeat(30 * 1024)}`;
		const image = `data:image/webp;base64,${'C'.repeat(25 * 1024)}`;
		const text = JSON.stringify([
			{ id: '_meta', name: 'Pictures', author: 'A', logo, background: image },
			{ id: 'imp', image },
			{ id: 'pictured', name: 'Pictured', team: 'townsfolk', image: [image, image] },
			{ id: 'deep', name: 'Deep', team: 'outsider', extra: nested(43) },
			...TOWN.slice(1)
		]);
		expect(jsonTextDepth(text)).toBe(45);
		expect(problems(text)).toEqual([]);
		expect(problems(JSON.parse(text))).toEqual([]);
		expect(problems(nestedText(MAX_SCRIPT_DEPTH))).not.toContainEqual(
			expect.stringContaining('nested')
		);
		expect(problems(nestedText(MAX_SCRIPT_DEPTH + 1))).toEqual([
			': the script is nested too deeply (more than 64 levels of [ ] and { })'
		]);
	});

	it('say the limit on the number of entries', () => {
		const many = Array.from({ length: MAX_SCRIPT_ENTRIES + 1 }, () => 'chef');
		expect(problems(many)).toEqual([': too many entries (401, at most 400)']);
	});

	it('scan the depth of a text outside its strings', () => {
		expect(jsonTextDepth('["[[[[", {"a": "}}}\\"{{{"}, [[]]]')).toBe(3);
		expect(jsonTextDepth(nestedText(1000), 10)).toBe(11);
		// An unclosed string of escaped quotes: one pass, not a search from every quote.
		const started = performance.now();
		expect(jsonTextDepth(`["${'\\"'.repeat(1_000_000)}`)).toBe(1);
		expect(performance.now() - started).toBeLessThan(2000);
	});

	it('measure a parsed value the same way', () => {
		expect(valueLimitMessage(nested(64))).toBeNull();
		expect(valueLimitMessage(nested(65))).toMatch(/nested too deeply/);
		expect(valueLimitMessage(['x'.repeat(6 * 1024 * 1024)])).toBe(
			'the script is too large (6 MB; at most 5 MB)'
		);
	});

	it('are said in Chinese too', () => {
		expect(scriptProblemText('the script is too large (50 MB; at most 5 MB)', 'zh-CN')).toBe(
			'剧本太大（50 MB，最多 5 MB）'
		);
		expect(
			scriptProblemText(
				'the script is nested too deeply (more than 64 levels of [ ] and { })',
				'zh-CN'
			)
		).toBe('剧本嵌套太深（超过 64 层 [ ] 和 { }）');
	});
});
