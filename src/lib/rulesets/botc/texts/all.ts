// Every character text in both languages, loaded at once: for the character reference (which
// lists and searches all characters in both languages) and for tests. Importing this module adds
// all of them to what textOf and reminderLabel read. Game screens load only what they need with
// ensureTexts (../texts.ts).

import {
	addTexts,
	TEXT_GROUPS,
	type CharacterTexts,
	type TextGroup,
	type TextTable
} from '../texts';
import { own } from '../../../engine/own';

// Every file here, as the lazy loader sees them (an edition's texts count once its files exist).
const TABLES: Record<string, TextTable> = import.meta.glob<TextTable>('./*.json', {
	eager: true,
	import: 'default'
});
const table = (group: TextGroup, locale: string) => own(TABLES, `./${group}.${locale}.json`);

/** The editions with texts, each with its Chinese and English files. */
const FILES: [TextGroup, TextTable, TextTable][] = TEXT_GROUPS.flatMap((group) => {
	const zh = table(group, 'zh-CN');
	const en = table(group, 'en');
	return zh || en ? [[group, zh ?? {}, en ?? {}] as [TextGroup, TextTable, TextTable]] : [];
});

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

/** Our own texts for every built-in character in both languages, keyed by id. */
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

/** The editions that have text files (tests check which have none). */
export const GROUPS_WITH_TEXTS: readonly TextGroup[] = FILES.map(([group]) => group);
