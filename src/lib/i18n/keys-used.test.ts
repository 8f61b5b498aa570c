// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { zhCN } from './all';

// Every message shown is a compiled one, named by a key that exists (t of m at a key), never by
// a string key. svelte-check catches most of this through the compiled messages' types; this scan also
// covers code the type checker lets through (an index typed loosely, a key in a template).

const root = join(import.meta.dirname, '..', '..', '..');
const keys = new Set(Object.keys(zhCN));

const files = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
	.filter((f) => /\.(svelte|ts)$/.test(f) && !f.startsWith(join('lib', 'paraglide')))
	.map((f) => ({
		file: relative(root, join(root, 'src', f)),
		text: readFileSync(join(root, 'src', f), 'utf8')
	}));

/** Keys named through the compiled messages' namespace (m, or msgs where m is taken). */
const USE = /\b(?:m|msgs|compiledMessages)\[\s*'([^'\n]+)'\s*\]/g;
/** t() or tIn() given a string rather than a compiled message. */
const STRING_KEY = /(?<![\w.$])(?:t|tIn)\(\s*['"`]/;

describe('messages used in the source', () => {
	it('the scan finds them', () => {
		const uses = files.flatMap(({ text }) => [...text.matchAll(USE)]);
		expect(uses.length).toBeGreaterThan(500);
	});

	it('every key named exists', () => {
		const missing = files.flatMap(({ file, text }) =>
			[...text.matchAll(USE)].flatMap((x) => (keys.has(x[1] ?? '') ? [] : [`${file}: ${x[1]}`]))
		);
		expect(missing).toEqual([]);
	});

	it('no call shows a string key', () => {
		const left = files.filter(({ text }) => STRING_KEY.test(text)).map(({ file }) => file);
		expect(left).toEqual([]);
	});

	// `m[cond ? 'a' : 'b']` or `m[`…${x}`]` cannot be tree-shaken: the bundler then builds the
	// whole namespace, every message in both languages, into the chunk that uses it. The grimoire
	// carried all of them (about 90 KiB gzipped) through one such line in its history words.
	it('the namespace is only read at literal keys', () => {
		const left = files.flatMap(({ file, text }) => {
			const name = /import \* as (\w+) from '\$lib\/paraglide\/messages'/.exec(text)?.[1];
			if (!name) return [];
			const computed = new RegExp(`(?<![\\w.$])${name}\\[(?!\\s*'[^'\\n]+'\\s*\\])`, 'g');
			return [...text.matchAll(computed)].map(
				(x) => `${file}: ${text.slice(x.index, x.index + 50)}`
			);
		});
		expect(left).toEqual([]);
	});
});
