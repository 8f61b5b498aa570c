// Every character text in both languages, loaded at once: for the character reference (which
// lists and searches all characters in both languages) and for tests. Importing this module adds
// all of them to what textOf and reminderLabel read. Game screens load only what they need with
// ensureTexts (../texts.ts).

import { addTexts, type CharacterTexts, type TextGroup, type TextTable } from '../texts';
import tbZh from './tb.zh-CN.json';
import tbEn from './tb.en.json';
import bmrZh from './bmr.zh-CN.json';
import bmrEn from './bmr.en.json';
import snvZh from './snv.zh-CN.json';
import snvEn from './snv.en.json';
import fabledZh from './fabled.zh-CN.json';
import fabledEn from './fabled.en.json';
import loricZh from './loric.zh-CN.json';
import loricEn from './loric.en.json';
import carouselZh from './carousel.zh-CN.json';
import carouselEn from './carousel.en.json';

const FILES: [TextGroup, TextTable, TextTable][] = [
	['tb', tbZh, tbEn],
	['bmr', bmrZh, bmrEn],
	['snv', snvZh, snvEn],
	['fabled', fabledZh, fabledEn],
	['loric', loricZh, loricEn],
	['carousel', carouselZh, carouselEn]
];

const all: Record<string, CharacterTexts> = {};
for (const [group, zh, en] of FILES) {
	addTexts(group, 'zh-CN', zh);
	addTexts(group, 'en', en);
	for (const [id, z] of Object.entries(zh)) {
		const e = en[id];
		const both = (a: string | undefined, b: string | undefined) =>
			a !== undefined && b !== undefined ? { zh: a, en: b } : null;
		all[id] = {
			name: { zh: z.name, en: e?.name ?? '' },
			ability: { zh: z.ability, en: e?.ability ?? '' },
			firstNight: both(z.firstNight, e?.firstNight),
			otherNight: both(z.otherNight, e?.otherNight),
			setup: both(z.setup, e?.setup),
			reminders: z.reminders ?? {}
		};
	}
}

/** Our own texts for every official character in both languages, keyed by id. */
export const CHARACTER_TEXTS: Readonly<Record<string, CharacterTexts>> = all;

/** Which file each character's texts are in (tests check it is its edition's). */
export const TEXT_FILE_OF: Readonly<Record<string, TextGroup>> = Object.fromEntries(
	FILES.flatMap(([group, zh]) => Object.keys(zh).map((id) => [id, group]))
);

/** The ids in each language's files (tests check both languages have the same characters). */
export const IDS_BY_LOCALE = {
	'zh-CN': FILES.flatMap(([, zh]) => Object.keys(zh)),
	en: FILES.flatMap(([, , en]) => Object.keys(en))
};
