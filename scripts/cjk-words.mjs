/**
 * Writes src/lib/i18n/cjk-words.json: the dictionary words (Intl.Segmenter, zh-CN) of every
 * built-in Chinese character name of four characters or more, the names a token may put on two
 * lines (src/lib/i18n/cjk.ts). With them at hand the grimoire draws its tokens without building
 * the browser's word dictionary, which costs tens of milliseconds on a tablet each time the app
 * starts; a name not in the file (a homebrew character) still asks the browser.
 *
 *   node scripts/cjk-words.mjs            writes the file
 *   node scripts/cjk-words.mjs --check    fails when the file is not what it would write
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TEXTS = join(ROOT, 'src/lib/rulesets/botc/texts');
const FACTS = join(ROOT, 'src/lib/rulesets/botc/data/characters.json');
export const OUT = join(ROOT, 'src/lib/i18n/cjk-words.json');

const ALL_CJK = /^[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+$/u;

/** Every built-in Chinese name (our texts' and the facts'). */
export function builtInNames() {
	/** @type {Set<string>} */
	const names = new Set();
	for (const file of readdirSync(TEXTS).filter((f) => f.endsWith('.zh-CN.json')))
		for (const entry of Object.values(JSON.parse(readFileSync(join(TEXTS, file), 'utf8'))))
			if (typeof entry?.name === 'string') names.add(entry.name.trim());
	for (const c of JSON.parse(readFileSync(FACTS, 'utf8')).characters)
		if (typeof c.nameZh === 'string') names.add(c.nameZh.trim());
	return [...names];
}

/** The file's text: each long all-Chinese name with its words, in name order. */
export function cjkWordsText() {
	const segmenter = new Intl.Segmenter('zh-CN', { granularity: 'word' });
	/** @type {Record<string, string[]>} */
	const table = {};
	for (const name of builtInNames().sort())
		if (Array.from(name).length >= 4 && ALL_CJK.test(name))
			table[name] = Array.from(segmenter.segment(name), (s) => s.segment);
	return `${JSON.stringify(table)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	const text = cjkWordsText();
	if (process.argv.includes('--check')) {
		if (readFileSync(OUT, 'utf8') !== text) {
			console.error(`${OUT} is out of date: run node scripts/cjk-words.mjs`);
			process.exit(1);
		}
	} else writeFileSync(OUT, text);
}
