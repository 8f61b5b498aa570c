#!/usr/bin/env node
// Moves the messages from the hand-written catalogue (src/lib/i18n/messages.ts and areas/*.ts,
// shown by t('key')) to Paraglide JS (messages/<locale>.json, compiled into src/lib/paraglide):
//
//   node scripts/paraglide-codemod.mjs        (or: npm run codemod:paraglide)
//
// Run it on a tree that still uses t('key'); it
//  1. writes every catalogue (core and areas, zh-CN and en) into messages/zh-CN.json and en.json;
//  2. rewrites each call t('a.b', {…}) / tIn('a.b', …) in src/ and tests/ into t(m['a.b'], {…}),
//     `m` being the compiled messages (import * as m from '$lib/paraglide/messages');
//  3. rewrites keys built at run time, t(`a.${x}`, …), into a table of message functions indexed
//     by the same expression (the values listed in keys-used.test.ts's DYNAMIC, or else every
//     key the template can match), and keys held in variables ('a.b' in a table) into m['a.b'];
//  4. removes the areas machinery (areas/, use/, catalogue.ts and its test, the area imports)
//     and puts the new i18n files in place (scripts/paraglide-codemod/*, and a generated table
//     of the rejections' messages);
//  5. compiles the messages and formats what it wrote.
// Whatever it cannot convert it prints, and it then exits with status 1.

import { execFileSync } from 'node:child_process';
import {
	cpSync,
	existsSync,
	mkdirSync,
	readdirSync,
	readFileSync,
	rmSync,
	writeFileSync
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { closing, README } from './paraglide-codemod-parts.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const i18n = join(root, 'src/lib/i18n');
const templates = join(root, 'scripts/paraglide-codemod');
const problems = [];
const notes = [];
const rel = (file) => relative(root, file);
const problem = (file, text) => problems.push(`${rel(file)}: ${text}`);

if (!existsSync(join(i18n, 'areas')) || !existsSync(join(i18n, 'messages.ts'))) {
	console.error('paraglide-codemod: src/lib/i18n/areas or messages.ts is gone: already converted?');
	process.exit(1);
}

// ── 1. The catalogues ────────────────────────────────────────────────────────────────────────

/** The exported objects of a catalogue module (TypeScript, evaluated without its imports). */
function exportsOf(file) {
	const js = ts.transpileModule(readFileSync(file, 'utf8'), {
		compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 }
	}).outputText;
	const exports = {};
	new Function('exports', 'require', 'module', js)(exports, () => ({}), { exports });
	return exports;
}

const zh = {};
const en = {};
const origin = new Map();
function addCatalogue(name, zhTable, enTable, file) {
	if (!zhTable || !enTable) return problem(file, 'no zh/en catalogue exported');
	for (const [key, text] of Object.entries(zhTable)) {
		if (origin.has(key)) problem(file, `'${key}' is also in ${origin.get(key)}`);
		origin.set(key, name);
		zh[key] = text;
	}
	for (const [key, text] of Object.entries(enTable)) {
		if (!(key in zhTable)) problem(file, `'${key}' is in English only`);
		en[key] = text;
	}
	for (const key of Object.keys(zhTable))
		if (!(key in enTable)) problem(file, `'${key}' has no English`);
}

const core = exportsOf(join(i18n, 'messages.ts'));
addCatalogue('core', core.coreZh, core.coreEn, join(i18n, 'messages.ts'));
const areaFiles = readdirSync(join(i18n, 'areas'))
	.filter((f) => f.endsWith('.ts'))
	.sort();
for (const f of areaFiles) {
	const area = exportsOf(join(i18n, 'areas', f));
	addCatalogue(f.replace(/\.ts$/, ''), area.zh, area.en, join(i18n, 'areas', f));
}
const keys = new Set(Object.keys(zh));
const placeholders = (text) => [...String(text).matchAll(/\{(\w+)\}/g)].map((x) => x[1]).sort();
for (const key of keys) {
	if (placeholders(zh[key]).join() !== placeholders(en[key] ?? '').join())
		problem(join(i18n, 'messages.ts'), `'${key}' has different placeholders in zh-CN and en`);
	for (const [l, text] of [
		['zh-CN', zh[key]],
		['en', en[key]]
	])
		if (/[{}]/.test(String(text).replace(/\{\w+\}/g, '')))
			problem(join(i18n, 'messages.ts'), `'${key}' (${l}) has a brace that is no placeholder`);
}

const SCHEMA = 'https://inlang.com/schema/inlang-message-format';
mkdirSync(join(root, 'messages'), { recursive: true });
for (const [locale, table] of [
	['zh-CN', zh],
	['en', en]
])
	writeFileSync(
		join(root, 'messages', `${locale}.json`),
		`${JSON.stringify({ $schema: SCHEMA, ...table }, null, '\t')}\n`
	);

// ── 2–3. The call sites ──────────────────────────────────────────────────────────────────────

/** Keys built at run time: template (placeholder as ${}) → its values, from keys-used.test.ts. */
function dynamicValues() {
	const file = join(i18n, 'keys-used.test.ts');
	if (!existsSync(file)) return {};
	const text = readFileSync(file, 'utf8');
	const out = {};
	for (const x of text.matchAll(/'([^'\n]*\$\{\}[^'\n]*)':\s*\[([^\]]*)\]/g)) {
		const items = x[2]
			.split(',')
			.map((s) => s.trim())
			.filter(Boolean);
		if (items.every((s) => /^'[^']*'$/.test(s))) out[x[1]] = items.map((s) => s.slice(1, -1));
	}
	return out;
}
const DYNAMIC = dynamicValues();

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const quote = (key) => `'${key.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The keys a template such as `a.${x}.b` can build, or null. */
function keysOfTemplate(prefix, suffix) {
	const listed = DYNAMIC[`${prefix}\${}${suffix}`];
	if (listed) return listed.map((v) => [v, `${prefix}${v}${suffix}`]);
	const pattern = new RegExp(`^${escape(prefix)}([\\w-]+)${escape(suffix)}$`);
	const found = [...keys].flatMap((k) => {
		const x = pattern.exec(k);
		return x ? [[x[1], k]] : [];
	});
	return found.length ? found : null;
}

const CALL = /(?<![\w.$])(t|tIn)\(\s*(?:'([^'\n]*)'|"([^"\n]*)"|`)/g;
const stats = { files: 0, calls: 0, tables: 0, held: 0 };

/** Rewrites t('key') calls and held keys in one file's text (NS: the messages' namespace name). */
function rewrite(text, file, NS, isTest) {
	let out = '';
	let at = 0;
	for (const x of text.matchAll(CALL)) {
		if (x.index < at) continue;
		const head = x[0];
		const key = x[2] ?? x[3];
		if (key !== undefined) {
			if (!keys.has(key)) {
				problem(file, `${x[1]}('${key}'): no such message`);
				continue;
			}
			out += text.slice(at, x.index) + `${x[1]}(${NS}[${quote(key)}]`;
			at = x.index + head.length;
			stats.calls++;
			continue;
		}
		// A template literal: one ${…} in it, keys around it.
		const start = x.index + head.length;
		const open = text.indexOf('${', start);
		const end = text.indexOf('`', start);
		if (open < 0 || (end >= 0 && end < open)) {
			const literal = text.slice(start, end);
			if (!keys.has(literal)) {
				problem(file, `${x[1]}(\`${literal}\`): no such message`);
				continue;
			}
			out += text.slice(at, x.index) + `${x[1]}(${NS}[${quote(literal)}]`;
			at = end + 1;
			stats.calls++;
			continue;
		}
		const close = closing(text, open + 2);
		const tail = close < 0 ? -1 : text.indexOf('`', close);
		const suffix = tail < 0 ? '' : text.slice(close + 1, tail);
		const prefix = text.slice(start, open);
		const line = text.slice(0, x.index).split('\n').length;
		if (close < 0 || tail < 0 || suffix.includes('${') || /[\s`]/.test(prefix + suffix)) {
			problem(file, `line ${line}: a key built from more than one part: convert by hand`);
			continue;
		}
		const found = keysOfTemplate(prefix, suffix);
		if (!found) {
			problem(file, `line ${line}: no message matches \`${prefix}\${…}${suffix}\``);
			continue;
		}
		const table = found.map(([v, k]) => `${quote(v)}: ${NS}[${quote(k)}]`).join(', ');
		const expr = text.slice(open + 2, close).trim();
		out += text.slice(at, x.index) + `${x[1]}({ ${table} }[${expr}]`;
		at = tail + 1;
		stats.tables++;
	}
	out += text.slice(at);

	// Keys held in tables or variables: a quoted key that is not indexing a catalogue (zh['a.b']).
	if (!isTest)
		out = out.replace(/(?<![\w$]|\[\s*)(['"])([\w-]+(?:\.[\w-]+)+)\1/g, (whole, _q, key) => {
			if (!keys.has(key)) return whole;
			stats.held++;
			return `${NS}[${quote(key)}]`;
		});
	return out;
}

/** Drops the area loaders: import '$lib/i18n/use/x'; and import('…/use/x') in a list. */
function dropAreaImports(text) {
	const path = String.raw`['"](?:[^'"\n]*i18n|\.)\/use\/[\w-]+['"]`;
	return text
		.replace(new RegExp(String.raw`^[ \t]*import\s+${path};?[ \t]*\r?\n`, 'gm'), '')
		.replace(new RegExp(String.raw`,\s*import\(\s*${path}\s*\)`, 'g'), '')
		.replace(new RegExp(String.raw`import\(\s*${path}\s*\)\s*,\s*`, 'g'), '');
}

/**
 * refusal() from its own module, not the '$lib/i18n' index: it holds every rejection's message,
 * which must stay out of the chunk every page shares.
 */
function refusalFromItsModule(text) {
	return text.replace(
		/^([ \t]*)import \{([^}]*)\} from '\$lib\/i18n';/m,
		(whole, indent, names) => {
			const all = names
				.split(',')
				.map((n) => n.trim())
				.filter(Boolean);
			const own = all.filter((n) => /^(?:type\s+)?(?:refusal|RefusalNames)$/.test(n));
			if (!own.length) return whole;
			const rest = all.filter((n) => !own.includes(n));
			const lines = [];
			if (rest.length) lines.push(`${indent}import { ${rest.join(', ')} } from '$lib/i18n';`);
			lines.push(`${indent}import { ${own.join(', ')} } from '$lib/i18n/refusal';`);
			return lines.join('\n');
		}
	);
}

/** Adds `import * as NS from '$lib/paraglide/messages'` (in a .svelte file, in its script). */
function addImport(text, file, NS) {
	const line = `import * as ${NS} from '$lib/paraglide/messages';`;
	const i18nImport = /^([ \t]*)import [^;]*from '\$lib\/i18n';?[ \t]*$/m.exec(text);
	if (i18nImport) {
		const end = i18nImport.index + i18nImport[0].length;
		return `${text.slice(0, end)}\n${i18nImport[1]}${line}${text.slice(end)}`;
	}
	if (file.endsWith('.svelte')) {
		const script = /<script[^>]*>\r?\n/.exec(text);
		if (!script) {
			problem(file, 'messages used outside a <script>: add the import by hand');
			return text;
		}
		const end = script.index + script[0].length;
		return `${text.slice(0, end)}\t${line}\n${text.slice(end)}`;
	}
	const lastImport = [...text.matchAll(/^import [^;]*;[ \t]*$/gm)].at(-1);
	if (!lastImport) return `${line}\n${text}`;
	const end = lastImport.index + lastImport[0].length;
	return `${text.slice(0, end)}\n${line}${text.slice(end)}`;
}

function namespaceFor(text) {
	return ['m', 'msgs', 'compiledMessages'].find((n) => !new RegExp(`\\b${n}\\b`).test(text));
}

function sourceFiles(dir) {
	if (!existsSync(dir)) return [];
	return readdirSync(dir, { recursive: true, encoding: 'utf8' })
		.filter((f) => /\.(svelte|ts)$/.test(f))
		.map((f) => join(dir, f))
		.filter((f) => !f.startsWith(join(root, 'src/lib/paraglide')));
}

// i18n's own files are replaced below; its tests that stay are converted like any file.
const REPLACED = new Set(
	readdirSync(templates, { recursive: true, encoding: 'utf8' })
		.filter((f) => f.endsWith('.ts'))
		.map((f) => join(i18n, f))
);
const DELETED = [
	join(i18n, 'areas'),
	join(i18n, 'use'),
	join(i18n, 'catalogue.ts'),
	join(i18n, 'catalogue.test.ts'),
	join(i18n, 'messages.ts')
];
const changed = [];
for (const file of [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'tests'))]) {
	if (REPLACED.has(file) || DELETED.some((d) => file === d || file.startsWith(`${d}/`))) continue;
	const text = readFileSync(file, 'utf8');
	const isTest = /\.test\.ts$|\.e2e\.ts$|\/testing\//.test(file) || file.includes('/tests/');
	const NS = namespaceFor(text);
	let next = dropAreaImports(text);
	next = rewrite(next, file, NS, isTest);
	next = next.replace(/\bMessageKey\b/g, 'AnyMessage');
	next = next.replaceAll('src/lib/i18n/areas/rejections.ts', 'messages/<locale>.json');
	// A test that only checks the areas machinery goes with it.
	next = next.replace(
		/^([ \t]*)it\((['"])([^'"\n]*)\2,[^\n]*\n(?:\1[ \t][^\n]*\n|\s*\n)*?\1\}\);\n\n?/gm,
		(block, _i, _q, title) => {
			if (!/AREA_CATALOGUES|loadedAreas|notLoaded|\/use\//.test(block)) return block;
			notes.push(`${rel(file)}: removed the test '${title}' (it checked the areas machinery)`);
			return '';
		}
	);
	next = next.replace(/\bAREA_CATALOGUES,\s*/g, '');
	next = refusalFromItsModule(next);
	if (next.includes(`${NS}['`) && !text.includes("from '$lib/paraglide/messages'"))
		next = addImport(next, file, NS);
	if (next === text) continue;
	writeFileSync(file, next);
	changed.push(file);
	stats.files++;
}

// ── 4. The i18n folder ───────────────────────────────────────────────────────────────────────

for (const d of DELETED) rmSync(d, { recursive: true, force: true });
cpSync(templates, i18n, { recursive: true });

const rejections = [...keys].filter((k) => k.startsWith('reject.'));
writeFileSync(
	join(i18n, 'reject-messages.ts'),
	`// Generated by scripts/paraglide-codemod.mjs: the message of each rejection code (the engine and
// the rule sets return \`reject(code, params)\`; the message is \`reject.<code>\` in messages/*.json).
// A new code: its message in messages/*.json and its line here (rejections.test.ts checks both).
import * as m from '$lib/paraglide/messages';
import type { AnyMessage } from './compiled';

export const REJECTIONS: Readonly<Record<string, AnyMessage>> = {
${rejections.map((k) => `\t${quote(k.slice('reject.'.length))}: m[${quote(k)}]`).join(',\n')}
};
`
);

// What still points at the old layer.
for (const file of [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'tests'))]) {
	const text = readFileSync(file, 'utf8');
	const checks = [
		[/(?<![\w.$])(?:t|tIn)\(\s*['"`]/, 't() with a string key left'],
		[
			/(?:from|import)\s*\(?\s*['"](?:[^'"\n]*i18n\/(?:areas|use)\/|[^'"\n]*i18n\/(?:catalogue|messages)['"]|\.\/(?:catalogue|messages)['"])/,
			'imports the old catalogue'
		],
		[
			/\b(?:loadedMessages|AREA_CATALOGUES|loadedAreas|notLoaded|coreZh|coreEn)\b/,
			'uses the old catalogue'
		],
		[/\b(?:AREAS|type Area|Catalogue)\b.*'\$lib\/i18n'/, 'imports a type of the old catalogue']
	];
	for (const [pattern, what] of checks) if (pattern.test(text)) problem(file, what);
}

const readmeFile = join(root, 'README.md');
let readme = readFileSync(readmeFile, 'utf8');
for (const [before, after] of README) {
	if (readme.includes(before)) readme = readme.replace(before, after);
	else
		notes.push(`README.md: did not find "${before.slice(0, 50)}…": describe the messages by hand`);
}
writeFileSync(readmeFile, readme);

// ── 5. Compile, format ───────────────────────────────────────────────────────────────────────

execFileSync('npm', ['run', 'i18n'], { cwd: root, stdio: 'inherit' });
const written = [
	...changed,
	...readdirSync(i18n)
		.map((f) => join(i18n, f))
		.filter((f) => /\.ts$/.test(f)),
	join(root, 'messages/zh-CN.json'),
	join(root, 'messages/en.json'),
	readmeFile
].map(rel);
execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', ...written], {
	cwd: root,
	stdio: 'inherit'
});

console.log(
	`paraglide-codemod: ${keys.size} messages (core and ${areaFiles.length} areas) → messages/zh-CN.json, messages/en.json`
);
console.log(
	`  ${stats.calls} calls with a literal key, ${stats.tables} keys built at run time (now tables), ${stats.held} keys held in variables, in ${stats.files} files`
);
console.log(`  ${rejections.length} rejection codes → src/lib/i18n/reject-messages.ts`);
for (const n of notes) console.log(`  ${n}`);
if (problems.length) {
	console.error(`\nNot converted (${problems.length}): fix these by hand, then check and test:`);
	for (const p of problems) console.error(`  ${p}`);
	process.exit(1);
}
console.log(
	'  nothing left to convert by hand. Next: npm run lint && npm run check && npm run test:unit'
);
