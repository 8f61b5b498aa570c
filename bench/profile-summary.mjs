/**
 * Where the time of profiled taps went (TAP_PROFILE=<folder> in bench/taps.mjs): self time by
 * function and source file, summed over every profile of a kind, heaviest first.
 *
 *   node bench/profile-summary.mjs <folder> [kind] [rows]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir, kind, rows = '25'] = process.argv.slice(2);
const files = readdirSync(dir).filter(
	(f) => f.endsWith('.cpuprofile') && (!kind || f.startsWith(`${kind}-`))
);
const self = new Map();
let total = 0;
for (const file of files) {
	const p = JSON.parse(readFileSync(join(dir, file), 'utf8'));
	const byId = new Map(p.nodes.map((n) => [n.id, n]));
	const dt = new Map();
	p.samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (p.timeDeltas[i] ?? 0)));
	for (const [id, us] of dt) {
		const f = byId.get(id).callFrame;
		if (f.functionName === '(idle)' || f.functionName === '(program)') continue;
		const where = f.url ? f.url.replace(/^.*\/_app\/immutable\//, '') : '';
		const key = `${f.functionName || '(anonymous)'} ${where}:${f.lineNumber + 1}`;
		self.set(key, (self.get(key) ?? 0) + us);
		total += us;
	}
}
console.log(`${files.length} profiles, ${(total / 1000 / files.length).toFixed(1)} ms busy each`);
for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(rows)))
	console.log(`${(us / 1000 / files.length).toFixed(1).padStart(7)} ms  ${key}`);
