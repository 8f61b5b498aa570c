/**
 * What the grimoire's and home screen's JavaScript is made of, by source file.
 *
 *   SIZE_MAP=1 npm run build && node bench/chunk-map.mjs [home|grimoire] [rows]
 *
 * Loads the route in Chromium as bench/sizes.mjs does (bench/loaded.mjs), then reads each loaded
 * chunk's source map and shares the chunk's gzipped size among its sources by their bytes.
 */
import { readFileSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import { benchGame, measureLoaded } from './loaded.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const route = process.argv[2] ?? 'grimoire';
const rows = Number(process.argv[3] ?? 40);

const saved = await benchGame(ROOT);
const loaded = await measureLoaded({ root: ROOT, saved });
const bySource = new Map();
let total = 0;
for (const file of loaded[route].files.filter((f) => f.endsWith('.js'))) {
	const path = join(ROOT, 'build', file);
	const code = readFileSync(path, 'utf8');
	const gz = gzipSync(code).length;
	total += gz;
	if (!existsSync(`${path}.map`)) {
		bySource.set(`(no map) ${file}`, (bySource.get(`(no map) ${file}`) ?? 0) + gz);
		continue;
	}
	const map = JSON.parse(readFileSync(`${path}.map`, 'utf8'));
	const lines = code.split('\n');
	const bytes = new Map();
	decode(map.mappings).forEach((segments, i) => {
		const len = lines[i]?.length ?? 0;
		segments.forEach((seg, j) => {
			const end = segments[j + 1]?.[0] ?? len;
			const src = seg.length > 1 ? map.sources[seg[1]] : `(unmapped) ${file}`;
			bytes.set(src, (bytes.get(src) ?? 0) + end - seg[0]);
		});
	});
	const all = [...bytes.values()].reduce((a, b) => a + b, 0) || 1;
	for (const [src, n] of bytes) {
		const name = src.replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, 'npm:');
		bySource.set(name, (bySource.get(name) ?? 0) + (gz * n) / all);
	}
}
console.log(`${route}: ${(total / 1024).toFixed(1)} KiB gzipped`);
for (const [src, n] of [...bySource].sort((a, b) => b[1] - a[1]).slice(0, rows))
	console.log((n / 1024).toFixed(1).padStart(6), src);
