import {
	type Character,
	type CharacterId,
	type Locale,
	type Script,
	type Team,
	TEAMS
} from './engine/types';
import { own } from '../../engine/own';
import { BUILT_IN_SCRIPT_NAMES } from './script-names';
import { type Counts, teamCounts } from './setup';
import { reminderLabel, textOf } from './texts';
import { RULING_NOT_KNOWN, jinxesIn } from './jinxes';

// The paper a storyteller hands out or keeps beside the grimoire, built from a script: the
// character sheet for the players (teams, abilities, jinxes, the team counts) and the night
// sheet (both nights in waking order, with what the storyteller does and the reminders each
// step places). Pure: the character texts of the languages asked for must be loaded first
// (`ensureTexts`). Nothing secret is on either sheet: a script is public.

/** One text in each language the sheet is printed in, in that order. */
export type Words = { locale: Locale; text: string }[];

export interface SheetCharacter {
	id: CharacterId;
	team: Team;
	name: Words;
	ability: Words;
	/** Changes the setup (the token shows it in brackets). */
	setup: boolean;
}

export interface SheetTeam {
	team: Team;
	characters: SheetCharacter[];
}

export interface SheetJinx {
	a: Words;
	b: Words;
	/** The ruling in the sheet's languages (the script's own words or ours); null: not known. */
	ruling: Words | null;
}

export interface CharacterSheet {
	title: string;
	author?: string;
	teams: SheetTeam[];
	jinxes: SheetJinx[];
	/** Team counts for 5 to 15 players. */
	counts: { players: number; counts: Counts }[];
}

export interface NightSheetStep {
	id: string;
	/** Dusk, minion and demon info, dawn: the storyteller's own steps. */
	pseudo: boolean;
	team?: Team;
	name: Words;
	text: Words;
	/** Reminder tokens the step places, labelled in each language. */
	reminders: Words[];
}

export interface NightSheet {
	title: string;
	first: NightSheetStep[];
	other: NightSheetStep[];
}

const PSEUDO = new Set(['dusk', 'minioninfo', 'demoninfo', 'dawn']);

function words(locales: readonly Locale[], pick: (locale: Locale) => string | undefined): Words {
	const out: Words = [];
	for (const locale of locales) {
		const text = pick(locale);
		if (text && !out.some((w) => w.text === text)) out.push({ locale, text });
	}
	return out;
}

/** What a sheet is printed from: a script, and the travellers and fabled of a game not on it. */
export interface SheetScript {
	script: Script;
	extra?: readonly Character[];
}

/** The script's characters plus the extra ones, without repeats. */
function charactersOf({ script, extra = [] }: SheetScript): Character[] {
	const out = [...script.characters];
	for (const c of extra) if (!out.some((o) => o.id === c.id)) out.push(c);
	return out;
}

/** Ids the sheets read texts for (load them with `ensureTexts` first). */
/** A built-in script's name in the sheet's languages (暗流涌动 · Trouble Brewing), else as stored. */
function titleOf(name: string, locales: readonly Locale[]): string {
	const names = own(BUILT_IN_SCRIPT_NAMES, name);
	if (!names) return name;
	return [...new Set(locales.map((l) => names[l]))].join(' · ') || name;
}

export function sheetCharacterIds(source: SheetScript): string[] {
	return [...charactersOf(source).map((c) => c.id), ...PSEUDO];
}

export function characterSheet(source: SheetScript, locales: readonly Locale[]): CharacterSheet {
	const { script } = source;
	const all = charactersOf(source);
	const teams: SheetTeam[] = [];
	for (const team of TEAMS) {
		const characters = all
			.filter((c) => c.team === team)
			.map((c) => ({
				id: c.id,
				team,
				setup: c.setup,
				name: words(locales, (l) => textOf(c.id, l, c).name),
				ability: words(locales, (l) => textOf(c.id, l, c).ability)
			}));
		if (characters.length > 0) teams.push({ team, characters });
	}
	const nameOf = (id: CharacterId) => {
		const c = all.find((x) => x.id === id);
		return words(locales, (l) => textOf(id, l, c).name);
	};
	const jinxes: SheetJinx[] = jinxesIn(script).map(({ a, b, text }) => ({
		a: nameOf(a),
		b: nameOf(b),
		ruling: text ? words(locales, (l) => text[l]) : null
	}));
	const counts = Array.from({ length: 11 }, (_, i) => ({
		players: i + 5,
		counts: teamCounts(i + 5)
	}));
	return {
		title: titleOf(script.name, locales),
		...(script.author ? { author: script.author } : {}),
		teams,
		jinxes,
		counts
	};
}

function nightSteps(
	script: Script,
	order: readonly string[],
	first: boolean,
	locales: readonly Locale[],
	all: readonly Character[]
): NightSheetStep[] {
	const steps: NightSheetStep[] = [];
	for (const id of order) {
		const c = all.find((x) => x.id === id);
		const pseudo = PSEUDO.has(id);
		if (!pseudo && !c) continue;
		const text = words(locales, (l) => {
			const t = textOf(id, l, c);
			return first ? t.firstNight : t.otherNight;
		});
		steps.push({
			id,
			pseudo,
			...(c ? { team: c.team } : {}),
			name: words(locales, (l) => textOf(id, l, c).name),
			text,
			reminders: (c?.reminders ?? []).map((label) =>
				words(locales, (l) => reminderLabel(id, label, l))
			)
		});
	}
	return steps;
}

export function nightSheet(source: SheetScript, locales: readonly Locale[]): NightSheet {
	const { script, extra = [] } = source;
	const all = charactersOf(source);
	// Characters of the game that are not on the script wake where their own number puts them.
	const slot = (order: readonly string[], which: 'firstNight' | 'otherNight') => {
		const out = [...order];
		const position = (id: string) => all.find((c) => c.id === id)?.[which] ?? 0;
		for (const c of extra) {
			const k = c[which];
			if (k <= 0 || out.includes(c.id)) continue;
			const at = out.findIndex((o) => o === 'dawn' || position(o) > k);
			out.splice(at < 0 ? out.length : at, 0, c.id);
		}
		return out;
	};
	return {
		title: titleOf(script.name, locales),
		first: nightSteps(script, slot(script.firstNight, 'firstNight'), true, locales, all),
		other: nightSteps(script, slot(script.otherNight, 'otherNight'), false, locales, all)
	};
}

/** The sheets' headings, printed in the sheet's languages (not the screen's). */
export const SHEET_WORDS = {
	jinxes: { 'zh-CN': '相克规则', en: 'Jinxes' },
	jinxNote: RULING_NOT_KNOWN,
	counts: { 'zh-CN': '人数配置', en: 'Team counts' },
	players: { 'zh-CN': '玩家', en: 'Players' },
	firstNight: { 'zh-CN': '首个夜晚', en: 'First night' },
	otherNights: { 'zh-CN': '其他夜晚', en: 'Other nights' },
	author: { 'zh-CN': '作者', en: 'by' },
	inGame: { 'zh-CN': '本局', en: 'This game' }
} as const satisfies Record<string, Record<Locale, string>>;
