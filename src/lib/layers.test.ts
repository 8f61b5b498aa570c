import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The layers of DESIGN.md as a rule over the imports of every source file (tests and test
// helpers may reach across layers to arrange a scene; the app's own code may not).

const ROOT = resolve(__dirname, '../..');
const LIB = join(ROOT, 'src/lib');

interface Import {
	/** The importing file, relative to the project (src/lib/…). */
	file: string;
	/** The imported module, relative to the project, or the bare specifier of a package. */
	target: string;
	dynamic: boolean;
}

const IMPORT =
	/\b(?:import|export)\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]/g;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Where a specifier points, relative to the project root (packages stay as written). */
function resolveSpecifier(file: string, specifier: string): string {
	if (specifier.startsWith('$lib/')) return join('src/lib', specifier.slice(5));
	if (specifier.startsWith('.')) return relative(ROOT, resolve(ROOT, dirname(file), specifier));
	return specifier;
}

/** The imports of one source text (script blocks of a component included). */
function importsOf(file: string, text: string): Import[] {
	const out: Import[] = [];
	for (const m of text.matchAll(IMPORT)) {
		const specifier = m[1] ?? m[2];
		if (specifier) out.push({ file, target: resolveSpecifier(file, specifier), dynamic: false });
	}
	for (const m of text.matchAll(DYNAMIC))
		out.push({ file, target: resolveSpecifier(file, m[1] as string), dynamic: true });
	return out;
}

const isTestCode = (file: string) =>
	/\.test\.ts$/.test(file) || file.includes('/testing/') || file.endsWith('/testing.ts');

function sourceFiles(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const path = join(dir, entry.name);
		if (entry.isDirectory()) return sourceFiles(path);
		return /\.(ts|svelte)$/.test(entry.name) ? [relative(ROOT, path)] : [];
	});
}

/** The rule set folder a path is in (src/lib/rulesets/<id>/…), or null. */
function ruleSetOf(path: string): string | null {
	const m = /^src\/lib\/rulesets\/([^/]+)\//.exec(path);
	return m ? (m[1] as string) : null;
}

const under = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);

/** The imports that break the layers, as "file → target (why)". */
function layerViolations(imports: readonly Import[]): string[] {
	const out: string[] = [];
	for (const { file, target, dynamic } of imports) {
		if (isTestCode(file)) continue;
		const say = (why: string) => out.push(`${file} → ${target} (${why})`);
		if (under(file, 'src/lib/persistence') && under(target, 'src/lib/state'))
			say('persistence/ imports nothing from state/');
		if (file === 'src/lib/state/game-session.svelte.ts' && under(target, 'src/lib/persistence'))
			say('a GameSession is given its writer and tab claim (open-session.ts)');
		if (
			(under(file, 'src/lib/components') || under(file, 'src/routes')) &&
			under(target, 'src/lib/persistence')
		)
			say('screens reach storage only through state/');
		if (
			under(file, 'src/lib/engine') &&
			file !== 'src/lib/engine/index.ts' &&
			under(target, 'src/lib/rulesets')
		)
			say('engine/ imports nothing from rulesets/ (only its public index.ts re-exports them)');
		if (
			(under(file, 'src/lib/engine') || under(file, 'src/lib/rulesets')) &&
			(under(target, 'src/lib/state') || under(target, 'src/lib/persistence'))
		)
			say('the engine and rule sets are pure');
		// Each rule set is its own: it reaches another's code only where it is played on that
		// one's engine (《井满田坝》 on Blood on the Clocktower's); the forum helpers are shared by
		// the forum games.
		const from = ruleSetOf(file);
		const to = ruleSetOf(target);
		if (from && to && from !== to && to !== 'forum' && !(from === 'jingmantianba' && to === 'botc'))
			say(`rule set ${from} imports nothing of rule set ${to}`);
		// A rule set names its screens as loaders: its game screens in rules.ts (itself loaded on
		// use), its new-game screen in ruleset.ts; nothing else in the pure layers touches a
		// component.
		if (
			(under(file, 'src/lib/engine') || under(file, 'src/lib/rulesets')) &&
			under(target, 'src/lib/components') &&
			!(dynamic && /^src\/lib\/rulesets\/[^/]+\/(rules|ruleset)\.ts$/.test(file))
		)
			say("only a rule set's rules.ts and ruleset.ts name components, as screens loaded on use");
	}
	return out;
}

/** The rule-set ids a source text names as a whole string ('botc', "werewolf-i01", `…`). */
function idsNamedIn(file: string, text: string, ids: readonly string[]): string[] {
	const out: string[] = [];
	for (const m of text.matchAll(/(['"`])([a-z0-9-]+)\1/g))
		if (ids.includes(m[2] as string)) out.push(`${file}: ${m[2]}`);
	return out;
}

describe('the layers', () => {
	const files = [...sourceFiles(LIB), ...sourceFiles(join(ROOT, 'src/routes'))];
	const imports = files.flatMap((file) => importsOf(file, readFileSync(join(ROOT, file), 'utf8')));

	it('reads the imports of every source file', () => {
		expect(files.length).toBeGreaterThan(100);
		expect(imports).toContainEqual({
			file: 'src/lib/state/open-session.ts',
			target: 'src/lib/persistence/game-log',
			dynamic: false
		});
	});

	it('hold: persistence/ imports nothing from state/, screens nothing from persistence/, engine/ nothing from rulesets/ but through index.ts', () => {
		expect(layerViolations(imports)).toEqual([]);
	});

	it('the engine is generic: no file in src/lib/engine names a character of any game', () => {
		const facts = JSON.parse(
			readFileSync(join(LIB, 'rulesets/botc/data/characters.json'), 'utf8')
		) as { characters: { id: string }[] };
		const ids = new Set(facts.characters.map((c) => c.id));
		expect(ids.size).toBeGreaterThan(150);
		const named: string[] = [];
		for (const file of sourceFiles(join(LIB, 'engine'))) {
			const text = readFileSync(join(ROOT, file), 'utf8');
			for (const m of text.matchAll(/['"`]([a-z_]+)['"`]/g))
				if (ids.has(m[1] as string)) named.push(`${file}: ${m[1]}`);
		}
		expect(named).toEqual([]);
	});

	it('localStorage is reached through one module (persistence/local.ts)', () => {
		const uses = files.filter(
			(file) =>
				!isTestCode(file) &&
				file !== 'src/lib/persistence/local.ts' &&
				/\blocalStorage\s*(\?\.|\.|\?\?|\[)/.test(readFileSync(join(ROOT, file), 'utf8'))
		);
		expect(uses).toEqual([]);
	});

	it('one IndexedDB driver: only persistence/db.ts imports Dexie, and no app code opens IndexedDB itself', () => {
		const dexie = imports
			.filter((i) => !isTestCode(i.file) && i.target === 'dexie')
			.map((i) => i.file);
		expect([...new Set(dexie)]).toEqual(['src/lib/persistence/db.ts']);
		const raw = files.filter(
			(file) =>
				!isTestCode(file) &&
				/\bindexedDB\s*\.\s*(open|deleteDatabase|databases)\b|\bIDBKeyRange\b/.test(
					readFileSync(join(ROOT, file), 'utf8')
				)
		);
		expect(raw).toEqual([]);
	});

	it('a rule set is a whole plug-in: no file outside src/lib/rulesets/ names a rule-set id', async () => {
		const { RULE_SETS } = await import('$lib/rulesets/registry');
		const ids = RULE_SETS.map((r) => r.id);
		expect(ids.length).toBeGreaterThanOrEqual(4);
		const named = files
			.filter((file) => !isTestCode(file) && !under(file, 'src/lib/rulesets'))
			.flatMap((file) => idsNamedIn(file, readFileSync(join(ROOT, file), 'utf8'), ids));
		expect(named).toEqual([]);
		// And the check sees one: a screen that branches on an id, in any quotes.
		expect(
			idsNamedIn('src/lib/components/X.svelte', `{#if game.ruleset === "${ids[0]}"}`, ids)
		).toHaveLength(1);
		expect(idsNamedIn('src/lib/state/x.ts', `const r = \`${ids[1]}\`;`, ids)).toHaveLength(1);
		// A path into a rule set's folder is no id.
		expect(
			idsNamedIn('src/lib/state/x.ts', `import '$lib/rulesets/${ids[1]}/ruleset';`, ids)
		).toEqual([]);
	});

	it('fails when one is broken', () => {
		const broken = [
			...importsOf('src/lib/persistence/x.ts', "import { a } from '$lib/state/setup';"),
			...importsOf('src/lib/components/X.svelte', "<script>import { b } from '../persistence/db';"),
			...importsOf('src/routes/+page.svelte', "const m = import('$lib/persistence/backup');"),
			...importsOf(
				'src/lib/engine/night.ts',
				"import type { C } from '../rulesets/botc/characters';"
			),
			...importsOf(
				'src/lib/rulesets/botc/setup.ts',
				"export { S } from '../../components/X.svelte';"
			),
			...importsOf(
				'src/lib/rulesets/botc/texts.ts',
				"const s = () => import('../../components/X.svelte');"
			),
			...importsOf(
				'src/lib/rulesets/werewolf-i01/x.ts',
				"import { a } from '../botc/engine/seats';"
			),
			...importsOf('src/lib/rulesets/botc/x.ts', "import { a } from '../werewolf-i01/state';")
		];
		expect(layerViolations(broken)).toHaveLength(8);
		// What the layers allow: the facade, a rule set's screens, tests arranging storage.
		const allowed = [
			...importsOf(
				'src/lib/engine/index.ts',
				"export { parseScript } from '../rulesets/botc/script';"
			),
			...importsOf(
				'src/lib/rulesets/botc/rules.ts',
				"const s = () => import('../../components/X.svelte');"
			),
			...importsOf(
				'src/lib/components/X.svelte.test.ts',
				"import { getDb } from '$lib/persistence/db';"
			),
			...importsOf('src/lib/state/x.ts', "import { getDb } from '$lib/persistence/db';")
		];
		expect(layerViolations(allowed)).toEqual([]);
	});
});
