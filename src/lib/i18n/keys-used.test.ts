// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EDITIONS, TEAMS } from '$lib/rulesets/botc/characters';
import { AREA_CATALOGUES, zhCN } from './all';
import { AREAS, type Area } from './messages';

// Every t('…') in the source must name a key that exists, so no raw key can reach the screen.
// svelte-check catches most of these through MessageKey; this also covers keys built from
// template strings, which the type checker only sees as `string` patterns.

const root = join(import.meta.dirname, '..', '..', '..');
const keys = new Set(Object.keys(zhCN));
/** Key → the area it belongs to (core keys are not listed: they are always loaded). */
const areaOf = new Map<string, Area>(
	AREAS.flatMap((area) => Object.keys(AREA_CATALOGUES[area].zh).map((k) => [k, area] as const))
);

/**
 * Keys built at run time from a template: the values each template's placeholder can take.
 * A new template in the source must be added here, so every key it can build is checked too.
 */
const DYNAMIC: Record<string, readonly string[]> = {
	'settings.theme.${}': ['dark', 'night', 'light'],
	'settings.persistence.${}': ['granted', 'denied', 'unsupported', 'checking'],
	'game.status.${}': ['setup', 'in-progress', 'finished'],
	'i01.public.state.${}': ['normal', 'dying', 'charmed', 'ejected', 'out'],
	'i01.public.entry.${}': ['dayStart', 'vote'],
	'i01.public.item.${}': ['out', 'charm', 'uncharm', 'sheriff', 'result'],
	'home.filter.${}': ['all', 'active', 'finished'],
	'reference.edition.${}': [...EDITIONS, 'homebrew'],
	'reference.team.${}': TEAMS,
	'play.team.${}': TEAMS,
	'play.alignment.${}': ['good', 'evil', 'default'],
	'play.end.winner.${}': ['good', 'evil'],
	'play.ev.step.${}': ['done', 'skipped', 'open'],
	'play.night.status.${}': ['todo', 'done', 'skipped'],
	'play.vote.outcome.${}': ['block', 'tie', 'short', 'exiled', 'fails'],
	'tonight.story.${}': ['night', 'day', 'setup', 'ended'],
	'tonight.ended.${}': ['dusk', 'holder-died', 'step'],
	'tonight.why.${}': ['executed', 'died-today', 'died-tonight', 'demon-died', 'outsider-died'],
	'tonight.protected.${}': ['safe', 'first-death', 'bounce'],
	'answers.${}': ['true', 'registered', 'false', 'free'],
	'answers.nothing.${}': ['no-execution', 'storyteller', 'not-tonight'],
	'answers.as.${}': ['good', 'evil', 'townsfolk', 'outsider', 'minion', 'demon'],
	'answers.truth.${}': ['true', 'registered', 'false', 'free'],
	'answers.direction.${}': ['clockwise', 'anticlockwise', 'equal']
};

function sourceFiles(dir: string): string[] {
	return readdirSync(dir, { recursive: true, encoding: 'utf8' })
		.filter((f) => /\.(svelte|ts)$/.test(f) && !/\.test\.ts$/.test(f) && !f.includes('testing'))
		.map((f) => join(dir, f));
}

interface Use {
	file: string;
	key: string;
	dynamic: boolean;
}

// t( followed by a quoted or back-quoted literal; `\bt` keeps set( and at( out.
const CALL = /(?<![\w.$])t\(\s*(?:'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`)/g;

function findUses(text: string, file = ''): Use[] {
	const out: Use[] = [];
	for (const m of text.matchAll(CALL)) {
		const literal = m[1] ?? m[2];
		if (literal !== undefined) out.push({ file, key: literal, dynamic: false });
		else if (m[3] !== undefined) {
			const template = m[3];
			const dynamic = template.includes('${');
			out.push({
				file,
				key: dynamic ? template.replace(/\$\{[^}]*\}/g, '${}') : template,
				dynamic
			});
		}
	}
	return out;
}

const files = sourceFiles(join(root, 'src')).map((file) => ({
	file: relative(root, file),
	text: readFileSync(file, 'utf8')
}));
const uses = files.flatMap(({ file, text }) => findUses(text, file));

/** Every key a file can show: its t() calls, the keys its templates build, and quoted keys. */
function keysIn(text: string): string[] {
	const out = new Set<string>();
	for (const u of findUses(text)) {
		if (!u.dynamic) out.add(u.key);
		else for (const v of DYNAMIC[u.key] ?? []) out.add(u.key.replace('${}', v));
	}
	// Keys held in tables (a Record<…, MessageKey>) or passed on: any quoted string that is a key.
	for (const m of text.matchAll(/['"`]([\w-]+(?:\.[\w-]+)+)['"`]/g))
		if (m[1] && keys.has(m[1])) out.add(m[1]);
	return [...out];
}

/** The areas a file loads itself: import '$lib/i18n/use/<area>' (or a relative path to it). */
function areasImported(text: string): Set<string> {
	return new Set(
		[...text.matchAll(/import\s+['"](?:\$lib\/i18n|[./]+(?:i18n)?)\/use\/([\w-]+)['"]/g)].map(
			(m) => m[1] ?? ''
		)
	);
}

describe('message keys used in the source', () => {
	it('finds the calls (the scan itself works)', () => {
		expect(findUses(`t('a.b'); t("c"); t(\`x.\${y}\`); set('no'); at('no'); x.t('no')`)).toEqual([
			{ file: '', key: 'a.b', dynamic: false },
			{ file: '', key: 'c', dynamic: false },
			{ file: '', key: 'x.${}', dynamic: true }
		]);
		expect(uses.length).toBeGreaterThan(20);
	});

	it('every literal key exists in the catalogue', () => {
		const missing = uses.filter((u) => !u.dynamic && !keys.has(u.key));
		expect(missing.map((u) => `${u.file}: t('${u.key}')`)).toEqual([]);
	});

	it('every key built from a template is listed, and every listed key exists', () => {
		const unlisted = uses.filter((u) => u.dynamic && !(u.key in DYNAMIC));
		expect(unlisted.map((u) => `${u.file}: t(\`${u.key}\`) — list its keys in DYNAMIC`)).toEqual(
			[]
		);
		const missing = Object.entries(DYNAMIC).flatMap(([template, values]) =>
			values.map((v) => template.replace('${}', v)).filter((key) => !keys.has(key))
		);
		expect(missing).toEqual([]);
	});
});

describe('message areas loaded where they are used', () => {
	it('finds area imports and quoted keys (the scan itself works)', () => {
		expect([
			...areasImported(`import '$lib/i18n/use/play';\nimport "../../i18n/use/setup";`)
		]).toEqual(['play', 'setup']);
		const [playKey] = Object.keys(AREA_CATALOGUES.play.zh);
		expect(keysIn(`const k: MessageKey = '${playKey}';`)).toEqual([playKey]);
		expect(keysIn(`t(\`game.status.\${s}\`)`)).toContain('game.status.setup');
	});

	it('every file that shows an area’s messages imports that area itself', () => {
		// So the area is in the same chunk as (or loaded before) the code that shows it, whichever
		// route or dynamic import brings that code in: no route can render a raw key.
		const problems: string[] = [];
		for (const { file, text } of files) {
			if (file.startsWith('src/lib/i18n/')) continue;
			const imported = areasImported(text);
			const needed = new Set(keysIn(text).flatMap((k) => areaOf.get(k) ?? []));
			for (const area of needed)
				if (!imported.has(area)) problems.push(`${file}: import '$lib/i18n/use/${area}'`);
		}
		expect(problems).toEqual([]);
		expect(areaOf.size).toBeGreaterThan(100);
	});
});
