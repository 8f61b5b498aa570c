import { describe, expect, it } from 'vitest';
import { own } from '../../engine/own';
import { OFFICIAL } from './characters';
import facts from './data/zh-editions.facts.json';
import defaults from './data/zh-editions.night-defaults.json';
import type { StoredText, TextTable } from './texts';
import hdcsZh from './texts/hdcs.zh-CN.json';
import hdcsEn from './texts/hdcs.en.json';

// The texts of the 46 characters of the Chinese edition 华灯初上 (hdcs), checked against the facts
// (data/zh-editions.facts.json, the project's copy of botc-characters-zh-editions.facts.json):
// Chinese name, team, S = setup changes, F = wakes on the first night, O = wakes on other nights,
// reminder labels as the facts give them, in Chinese. F and O also mark the wakes our texts add
// where the facts have no step (和尚, 舞狮人's first night, 判官, 混沌's other nights:
// data/zh-editions.night-defaults.json, wakesTheFactsOmit).
type Facts = [nameZh: string, team: string, flags: string, reminders: string[]];
const omitted = defaults.wakesTheFactsOmit;
const wakes = (c: (typeof facts.characters)[number], night: 'firstNight' | 'otherNight') =>
	c[night] !== 0 || Object.hasOwn(omitted[night], c.id);
const HDCS: Record<string, Facts> = Object.fromEntries(
	facts.characters
		.filter((c) => c.edition === 'hdcs')
		.map((c) => {
			const flags = [c.setup && 'S', wakes(c, 'firstNight') && 'F', wakes(c, 'otherNight') && 'O'];
			const labels = [...c.reminders, ...c.remindersGlobal];
			return [c.id, [c.nameZh, c.team, flags.filter(Boolean).join(''), labels]];
		})
);

const zh: TextTable = hdcsZh;
const en: TextTable = hdcsEn;
const CJK = /[\u4e00-\u9fff]/;
const FIELDS = ['name', 'ability', 'firstNight', 'otherNight', 'setup'] as const;

function strings(t: StoredText): string[] {
	return [...FIELDS.map((f) => t[f]), ...Object.entries(t.reminders ?? {}).flat()].filter(
		(s): s is string => s !== undefined
	);
}

describe('华灯初上 (hdcs) character texts', () => {
	it('have one entry per hdcs character in each language, and nothing else', () => {
		const ids = Object.keys(HDCS).sort();
		expect(ids).toHaveLength(46);
		expect(Object.keys(zh).sort()).toEqual(ids);
		expect(Object.keys(en).sort()).toEqual(ids);
	});

	it('give each character the fields its facts need, the same ones in both languages', () => {
		const problems: string[] = [];
		for (const [id, [nameZh, , flags]] of Object.entries(HDCS)) {
			const z = zh[id];
			const e = en[id];
			if (!z || !e) continue;
			if (z.name !== nameZh) problems.push(`${id}: zh name ${z.name} is not ${nameZh}`);
			const needs = {
				firstNight: flags.includes('F'),
				otherNight: flags.includes('O'),
				setup: flags.includes('S')
			};
			for (const [field, needed] of Object.entries(needs) as [keyof typeof needs, boolean][]) {
				if (needed && (z[field] === undefined || e[field] === undefined))
					problems.push(`${id}.${field} is missing`);
				if ((z[field] === undefined) !== (e[field] === undefined))
					problems.push(`${id}.${field} is in one language only`);
			}
			if (e.reminders) problems.push(`${id}: reminders belong in the Chinese file only`);
			for (const [t, lang] of [
				[z, 'zh'],
				[e, 'en']
			] as const) {
				for (const s of strings(t)) if (!s.trim()) problems.push(`${id}: empty ${lang} text`);
				// A setup change is also written at the end of the ability, as in the official texts.
				if (t.setup && !t.ability.endsWith(t.setup))
					problems.push(`${id}: ${lang} ability does not end with its setup ${t.setup}`);
			}
		}
		expect(problems).toEqual([]);
	});

	it('write the Chinese file in Chinese and the English file in English', () => {
		const problems: string[] = [];
		for (const id of Object.keys(HDCS)) {
			for (const s of strings(zh[id] ?? { name: '', ability: '' }))
				if (!CJK.test(s) && !/^[A-Z][A-Za-z ]+$/.test(s)) problems.push(`${id} zh: ${s}`);
			for (const s of FIELDS.map((f) => en[id]?.[f]))
				if (s !== undefined && CJK.test(s)) problems.push(`${id} en: ${s}`);
			const z = zh[id];
			if (z)
				for (const f of FIELDS)
					if (z[f] !== undefined && !CJK.test(z[f])) problems.push(`${id} zh.${f}: ${z[f]}`);
		}
		expect(problems).toEqual([]);
	});

	it('explain every reminder label of the facts: an English label for each Chinese one', () => {
		const problems: string[] = [];
		for (const [id, [, , , labels]] of Object.entries(HDCS)) {
			const map = zh[id]?.reminders ?? {};
			const values = Object.values(map);
			expect(new Set(values).size, id).toBe(values.length);
			for (const label of labels)
				if (!values.includes(label)) problems.push(`${id}: no English label for ${label}`);
			for (const [key, value] of Object.entries(map)) {
				if (!labels.includes(value))
					problems.push(`${id}: ${value} is not a reminder of the facts`);
				if (!/^[A-Z][A-Za-z ]+$/.test(key)) problems.push(`${id}: odd English label ${key}`);
			}
		}
		expect(problems).toEqual([]);
	});

	it('give every character an English name of its own', () => {
		const names = Object.values(en).map((t) => t.name);
		expect(new Set(names).size).toBe(names.length);
		const official = new Set(
			OFFICIAL.filter((c) => c.edition !== 'hdcs').map((c) => c.name.toLowerCase())
		);
		expect(names.filter((n) => official.has(n.toLowerCase()))).toEqual([]);
		for (const n of names) expect(n, n).toMatch(/^[A-Z][A-Za-z' -]+$/);
	});

	it('translate the reminder labels the character data uses for hdcs characters', () => {
		// Applies once the hdcs characters are in the character data: their labels are our keys.
		const missing: string[] = [];
		for (const c of OFFICIAL.filter((c) => c.edition === 'hdcs'))
			for (const label of [...c.reminders, ...c.remindersGlobal])
				if (!own(zh[c.id]?.reminders, label)) missing.push(`${c.id}: ${label}`);
		expect(missing).toEqual([]);
	});
});
