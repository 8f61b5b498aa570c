/**
 * Writes the characters of the Chinese editions 华灯初上 (hdcs) and 山雨欲来 (syyl) into
 * src/lib/rulesets/botc/data/characters.json, from
 *
 * - data/zh-editions.facts.json: the facts (a copy of shared/data/botc-characters-zh-editions.facts.json);
 * - data/zh-editions.english.json: our English names and reminder labels;
 * - data/zh-editions.night-defaults.json: where the night steps the facts could not place go,
 *   and where the wakes our texts give a few 华灯初上 characters (the facts have none) go.
 *
 * Night positions: characters.json numbers each official step by its place on the official sheet
 * (1 = dusk). A Chinese-edition step that wakes right after official step number p, in a gap
 * holding n such steps, gets p + k/(n+1) for its rank k there: between p and p+1, so every
 * official number, stored game and homebrew number keeps its meaning.
 *
 *   node scripts/zh-editions-data.mjs  
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const DATA = join(dirname(fileURLToPath(import.meta.url)), '../src/lib/rulesets/botc/data');
const read = (name) => JSON.parse(readFileSync(join(DATA, name), 'utf8'));

const facts = read('zh-editions.facts.json');
const english = read('zh-editions.english.json').characters;
const defaults = read('zh-editions.night-defaults.json');
const out = read('characters.json');
const EDITIONS = new Set(facts.editions.map((e) => e.id));
const official = out.characters.filter((c) => !EDITIONS.has(c.edition));

/** id → position on the official scale, for one night. */
function positions(which) {
	const spine = out.nightOrder[which];
	const at = new Map(spine.map((id, i) => [id, i + 1]));
	const gaps = new Map(); // official id → Chinese-edition ids after it, in order
	let last = null;
	for (const id of facts.nightOrder[which]) {
		if (at.has(id)) last = id;
		else gaps.set(last, [...(gaps.get(last) ?? []), id]);
	}
	// The steps the facts cannot place, then the wakes our texts add, each at its default place.
	const omitted = defaults.wakesTheFactsOmit[which];
	for (const id of [...facts.nightOrderUnplaced[which], ...Object.keys(omitted)]) {
		const after = (defaults[which][id] ?? omitted[id])?.after;
		if (!at.has(after)) throw new Error(`${which}: no default place for ${id}`);
		gaps.set(after, [...(gaps.get(after) ?? []), id]);
	}
	const result = new Map();
	for (const [after, ids] of gaps)
		ids.forEach((id, k) =>
			result.set(id, Math.round((at.get(after) + (k + 1) / (ids.length + 1)) * 1000) / 1000)
		);
	return result;
}

// App flags the facts do not carry: the Actor (戏子) makes every good player an Actor, so one bag
// holds several Actor tokens.
const SPECIAL = { xizi: [{ type: 'selection', name: 'bag-duplicate' }] };

const first = positions('firstNight');
const other = positions('otherNight');
const rows = facts.characters.map((c) => {
	const en = english[c.id];
	if (!en) throw new Error(`no English name for ${c.id}`);
	const label = (zh) => {
		const e = en.reminders[zh];
		if (!e) throw new Error(`no English label for ${c.id}'s reminder ${zh}`);
		return e;
	};
	const wakes = (which) => c[which] !== 0 || Object.hasOwn(defaults.wakesTheFactsOmit[which], c.id);
	const night = (which, map) => (wakes(which) ? map.get(c.id) : 0);
	const row = {
		id: c.id,
		name: en.name,
		nameZh: c.nameZh,
		team: c.team,
		edition: c.edition,
		setup: c.setup,
		reminders: c.reminders.map(label),
		remindersGlobal: c.remindersGlobal.map(label),
		firstNight: night('firstNight', first),
		otherNight: night('otherNight', other)
	};
	if (Object.hasOwn(SPECIAL, c.id)) row.special = SPECIAL[c.id];
	if (row.firstNight === undefined || row.otherNight === undefined)
		throw new Error(`no night position for ${c.id}`);
	return row;
});

const key = ([a, b]) => `${a} ${b}`;
const pairs = new Map([...out.jinxedPairs, ...facts.jinxedPairs].map((p) => [key(p), p]));
out.jinxedPairs = [...pairs.values()].sort((a, b) => key(a).localeCompare(key(b)));
const NOTE =
	' After them, the characters of the Chinese editions 华灯初上 (hdcs) and 山雨欲来 (syyl), written by scripts/zh-editions-data.mjs: their English names and reminder labels are ours, and their night positions are fractions between the official steps they follow.';
out._about = out._about.replace(NOTE, '') + NOTE;
out.characters = [...official, ...rows];
writeFileSync(join(DATA, 'characters.json'), JSON.stringify(out, null, 1));
console.log(`${rows.length} characters of ${[...EDITIONS].join(', ')}; ${pairs.size} jinxed pairs`);
