import { describe, expect, it } from 'vitest';
import facts from './data/zh-editions.facts.json';
import english from './data/zh-editions.english.json';
import defaults from './data/zh-editions.night-defaults.json';
import {
	JINXED_PAIRS,
	OFFICIAL,
	OFFICIAL_FIRST_NIGHT,
	OFFICIAL_OTHER_NIGHT,
	officialCharacter
} from './characters';
import { editionOf } from './editions';
import { nightOrder } from './script-night';
import { own } from '../../engine/own';
import { CHARACTER_TEXTS } from './texts/all';

// data/zh-editions.facts.json is the project's copy of shared/data/botc-characters-zh-editions.facts.json;
// scripts/zh-editions-data.mjs writes its characters into data/characters.json.

type Night = 'firstNight' | 'otherNight';
const NIGHTS: Night[] = ['firstNight', 'otherNight'];
const spine = (n: Night) => (n === 'firstNight' ? OFFICIAL_FIRST_NIGHT : OFFICIAL_OTHER_NIGHT);
const names = english.characters as Record<
	string,
	{ name: string; reminders: Record<string, string> }
>;
const placeDefaults = defaults as unknown as Record<
	Night,
	Record<string, { after: string; why: string }>
>;

/** Wakes our texts give where the facts have no step, with their default places. */
const omitted = defaults.wakesTheFactsOmit as unknown as Record<
	Night,
	Record<string, { after: string; why: string }>
>;

/** A step's number on the official scale: an official step's place, else the character's. */
const position = (n: Night, id: string) => {
	const k = spine(n).indexOf(id);
	return k >= 0 ? k + 1 : (officialCharacter(id)?.[n] ?? NaN);
};

describe('the characters of 华灯初上 and 山雨欲来', () => {
	it('are built in with the facts’ ids, Chinese names, teams, editions and setup flags', () => {
		expect(facts.characters).toHaveLength(68);
		for (const f of facts.characters) {
			const c = officialCharacter(f.id);
			expect(c, f.id).toMatchObject({
				id: f.id,
				nameZh: f.nameZh,
				team: f.team,
				edition: f.edition,
				setup: f.setup
			});
			expect(editionOf(f.id), f.id).toBe(f.edition);
		}
		for (const e of facts.editions)
			expect(
				OFFICIAL.filter((c) => c.edition === e.id),
				e.id
			).toHaveLength(e.count);
	});

	it('have an English name of their own, unlike any other character’s', () => {
		const seen = new Map<string, string>();
		for (const c of OFFICIAL) {
			expect(c.name, c.id).toMatch(/^[A-Za-z][A-Za-z ()'&-]*$/);
			const key = c.name.toLowerCase();
			expect(seen.get(key), `${c.id} and ${seen.get(key)} are both ${c.name}`).toBeUndefined();
			seen.set(key, c.id);
		}
	});

	it('have an English label for each of the facts’ reminder tokens, in their order', () => {
		for (const f of facts.characters) {
			const c = officialCharacter(f.id);
			const label = (zh: string) => own(names[f.id]?.reminders, zh);
			expect(c?.reminders, f.id).toEqual(f.reminders.map(label));
			expect(c?.remindersGlobal, f.id).toEqual(f.remindersGlobal.map(label));
			for (const l of [...(c?.reminders ?? []), ...(c?.remindersGlobal ?? [])])
				expect(l, f.id).toMatch(/^[A-Z][A-Za-z &]*$/);
		}
	});

	it('bring the 72 jinxed pairs', () => {
		expect(facts.jinxedPairs).toHaveLength(72);
		const pairs = new Set(JINXED_PAIRS.map(([a, b]) => `${a} ${b}`));
		for (const [a, b] of facts.jinxedPairs) expect(pairs.has(`${a} ${b}`), `${a} ${b}`).toBe(true);
		for (const id of facts.jinxedPairs.flat()) expect(officialCharacter(id), id).toBeDefined();
	});

	it('wake on the nights the facts say, right after the official step the facts name', () => {
		for (const n of NIGHTS)
			for (const f of facts.characters) {
				const p = officialCharacter(f.id)?.[n] ?? NaN;
				if (f[n] === 0 && !own(omitted[n], f.id)) {
					expect(p, `${f.id} ${n}`).toBe(0);
					continue;
				}
				const after =
					f[`${n}After`] ?? own(placeDefaults[n], f.id)?.after ?? own(omitted[n], f.id)?.after;
				expect(after, `${f.id} ${n} has a place`).toBeTruthy();
				const k = position(n, after as string);
				expect(p, `${f.id} ${n} after ${after}`).toBeGreaterThan(k);
				expect(p, `${f.id} ${n} after ${after}`).toBeLessThan(k + 1);
			}
	});

	it('keep the facts’ merged night order, and the source’s order of the steps placed by default', () => {
		for (const n of NIGHTS) {
			const merged = facts.nightOrder[n].map((id) => position(n, id));
			expect(merged, n).toEqual([...merged].sort((a, b) => a - b));
			expect(new Set(merged).size, n).toBe(merged.length);
			const unplaced = facts.nightOrderUnplaced[n].map((id) => position(n, id));
			expect(unplaced, n).toEqual([...unplaced].sort((a, b) => a - b));
			expect(Object.keys(placeDefaults[n]).sort(), n).toEqual(
				[...facts.nightOrderUnplaced[n]].sort()
			);
		}
	});

	it('wake exactly on the nights their texts say what to do, at a default place where the facts have none', () => {
		const problems: string[] = [];
		for (const f of facts.characters)
			for (const n of NIGHTS) {
				const text = CHARACTER_TEXTS[f.id]?.[n];
				const wakes = (officialCharacter(f.id)?.[n] ?? 0) > 0;
				// 混沌's first-night text tells the storyteller to skip the Minion and Demon info:
				// an instruction for the night, not a wake.
				if (f.id === 'hundun' && n === 'firstNight') continue;
				if (!!text !== wakes) problems.push(`${f.id} ${n}: ${text ? 'text' : 'no text'}`);
			}
		expect(problems).toEqual([]);
		// The gaps noted before: each now wakes where its text says, after a documented step.
		expect(Object.keys(omitted.firstNight).sort()).toEqual(['heshang', 'panguan', 'wushiren']);
		expect(Object.keys(omitted.otherNight).sort()).toEqual(['heshang', 'hundun']);
		expect(CHARACTER_TEXTS.hundun?.firstNight?.en).not.toMatch(/\bwake\b/i);
	});

	it('take their place in a script’s night order among official characters', () => {
		const script = ['snitch', 'xionghaizi', 'lunatic', 'shusheng', 'poisoner', 'gudiao', 'widow']
			.map((id) => officialCharacter(id))
			.filter((c) => c !== undefined);
		expect(nightOrder(script, 'firstNight')).toEqual([
			'dusk',
			'minioninfo',
			'snitch',
			'xionghaizi',
			'lunatic',
			'shusheng',
			'demoninfo',
			'poisoner',
			'gudiao',
			'widow',
			'dawn'
		]);
	});

	it('show the facts’ Chinese reminder labels in Chinese (every edition with texts)', () => {
		for (const f of facts.characters) {
			const texts = CHARACTER_TEXTS[f.id];
			const c = officialCharacter(f.id);
			expect(
				[...(c?.reminders ?? []), ...(c?.remindersGlobal ?? [])].map((l) =>
					own(texts?.reminders, l)
				),
				f.id
			).toEqual([...f.reminders, ...f.remindersGlobal]);
			expect(texts?.name.zh, f.id).toBe(f.nameZh);
		}
	});
});
