import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 16's rule for a house a newcomer can change: no source file (a component with its
// styles, a module, a test) over 400 lines. The generated messages are not ours to split.

const ROOT = resolve(__dirname, '../..');
const MAX_LINES = 400;

function sources(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const path = join(dir, entry.name);
		if (entry.isDirectory()) return entry.name === 'paraglide' ? [] : sources(path);
		return /\.(ts|js|svelte|css)$/.test(entry.name) ? [path] : [];
	});
}

describe('source files', () => {
	it(`are at most ${MAX_LINES} lines long`, () => {
		const files = sources(join(ROOT, 'src'));
		expect(files.length).toBeGreaterThan(100);
		const long = files
			.map((file) => ({
				file: relative(ROOT, file),
				lines: readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length
			}))
			.filter((f) => f.lines > MAX_LINES)
			.map((f) => `${f.file}: ${f.lines} lines`);
		expect(long).toEqual([]);
	});
});
