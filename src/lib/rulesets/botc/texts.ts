import { editionOf } from './editions';
import { own } from '../../engine/own';
import type { Character, GameState, Locale } from './engine/types';

// Our own texts of the built-in characters live in one JSON file per edition and language
// (./texts/<edition>.<locale>.json), loaded on demand: a Trouble Brewing game in Chinese loads
// only the Chinese texts of Trouble Brewing (and of any traveller or fabled from elsewhere). `ensureTexts` loads what
// a screen needs before it renders; `textOf` and `reminderLabel` stay synchronous and read what
// is loaded. `./texts/all.ts` loads everything at once (the reference screens, tests).

export interface Bilingual {
	zh: string;
	en: string;
}

export interface CharacterTexts {
	name: Bilingual;
	ability: Bilingual;
	firstNight?: Bilingual | null;
	otherNight?: Bilingual | null;
	setup?: Bilingual | null;
	/** English reminder label → Chinese label. */
	reminders: Record<string, string>;
}

/** One character's texts in one language, as stored in a ./texts/<edition>.<locale>.json file. */
export interface StoredText {
	name: string;
	ability: string;
	firstNight?: string;
	otherNight?: string;
	setup?: string;
	/** English reminder label → this language's label (Chinese files only). */
	reminders?: Record<string, string>;
}

export type TextTable = Record<string, StoredText>;

/** The text files: one per edition (the editions of the facts) and language. */
export const TEXT_GROUPS = [
	'tb',
	'bmr',
	'snv',
	'fabled',
	'loric',
	'carousel',
	'hdcs',
	'syyl'
] as const;
export type TextGroup = (typeof TEXT_GROUPS)[number];

/** The text file of a built-in character, or undefined (homebrew, pseudo-steps, unknown). */
export function textGroupOf(id: string): TextGroup | undefined {
	const edition = editionOf(id);
	return (TEXT_GROUPS as readonly string[]).includes(edition ?? '')
		? (edition as TextGroup)
		: undefined;
}

type Loader = () => Promise<{ default: TextTable }>;

// One chunk per file, loaded on demand. A glob rather than one import per file: an edition's
// files count from the moment they are written (the 华灯初上 texts are written apart from its
// facts), and an edition without a file for a language shows the names its characters carry.
const FILES: Record<string, Loader> = import.meta.glob<{ default: TextTable }>('./texts/*.json');

function loaderOf(group: TextGroup, locale: Locale): Loader | undefined {
	return own(FILES, `./texts/${group}.${locale}.json`);
}

// Maps, not plain objects: ids and reminder labels come from files and typed text.
const loaded: Record<Locale, Map<string, StoredText>> = { 'zh-CN': new Map(), en: new Map() };
const loadedGroups = new Set<string>();
const pending = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

/** Adds a loaded file's texts (used by the loaders and by ./texts/all.ts). */
export function addTexts(group: TextGroup, locale: Locale, table: TextTable): void {
	const key = `${group}.${locale}`;
	if (loadedGroups.has(key)) return;
	loadedGroups.add(key);
	for (const [id, text] of Object.entries(table)) loaded[locale].set(id, text);
	for (const listener of listeners) listener();
}

/** Called after more texts have been loaded (the UI re-reads them). Returns the unsubscribe. */
export function onTextsLoaded(listener: () => void): () => void {
	listeners.add(listener);
	return () => listeners.delete(listener);
}

function groupsFor(ids: Iterable<string>): Set<TextGroup> {
	const groups = new Set<TextGroup>();
	for (const id of ids) {
		const group = textGroupOf(id);
		if (group) groups.add(group);
	}
	return groups;
}

/**
 * Whether the texts of these characters in this language are loaded (true for homebrew ids, and
 * for an edition with no file in this language: there is nothing to wait for).
 */
export function textsLoaded(ids: Iterable<string>, locale: Locale): boolean {
	for (const group of groupsFor(ids))
		if (!loadedGroups.has(`${group}.${locale}`) && loaderOf(group, locale)) return false;
	return true;
}

/** Which files are loaded, as `<edition>.<locale>` (for tests). */
export function loadedTextFiles(): string[] {
	return [...loadedGroups].sort();
}

/** The characters whose texts a game's screens show: the script's and any other in the game. */
export function charactersOfGame(state: GameState): string[] {
	const ids = new Set<string>(state.script.characters.map((c) => c.id));
	for (const seat of state.seats) if (seat.character) ids.add(seat.character);
	for (const id of [...state.fabled, ...state.bluffs, ...state.bag]) ids.add(id);
	for (const id of Object.keys(state.extraCharacters ?? {})) ids.add(id);
	return [...ids];
}

/** Loads the texts of these characters in this language (their editions' files), once. */
export function ensureTexts(ids: Iterable<string>, locale: Locale): Promise<void> {
	const waits: Promise<void>[] = [];
	for (const group of groupsFor(ids)) {
		const key = `${group}.${locale}`;
		const load = loaderOf(group, locale);
		if (loadedGroups.has(key) || !load) continue;
		let wait = pending.get(key);
		if (!wait) {
			wait = load().then(
				(module) => {
					pending.delete(key);
					addTexts(group, locale, module.default);
				},
				(error: unknown) => {
					pending.delete(key);
					throw error;
				}
			);
			pending.set(key, wait);
		}
		waits.push(wait);
	}
	return waits.length ? Promise.all(waits).then(() => undefined) : Promise.resolve();
}

/** The night's pseudo-steps, written as instructions to the storyteller. */
export const PSEUDO_TEXTS: Readonly<
	Record<'dusk' | 'minioninfo' | 'demoninfo' | 'dawn', CharacterTexts>
> = {
	dusk: {
		name: { zh: '黄昏', en: 'Dusk' },
		ability: {
			zh: '夜晚开始：所有玩家闭眼。',
			en: 'The night begins: everyone closes their eyes.'
		},
		firstNight: {
			zh: '确认所有玩家都已闭眼。若有旅行者在场，先处理旅行者的夜晚行动。',
			en: 'Check that every player has their eyes closed. Handle any traveller who acts at dusk first.'
		},
		otherNight: {
			zh: '确认所有玩家都已闭眼。若有旅行者在场，先处理旅行者的夜晚行动。',
			en: 'Check that every player has their eyes closed. Handle any traveller who acts at dusk first.'
		},
		reminders: {}
	},
	minioninfo: {
		name: { zh: '爪牙信息', en: 'Minion info' },
		ability: {
			zh: '首个夜晚（7 人及以上）：爪牙们得知谁是恶魔，并互相认识。',
			en: 'First night at 7 or more players: the Minions learn who the Demon is and see each other.'
		},
		firstNight: {
			zh: '同时唤醒所有爪牙，让他们互相确认，并指向恶魔，展示“这是恶魔”卡片。然后让他们入睡。',
			en: 'Wake all the Minions together so they see each other, then point to the Demon while showing the THIS IS THE DEMON card. Put them to sleep.'
		},
		reminders: {}
	},
	demoninfo: {
		name: { zh: '恶魔信息', en: 'Demon info' },
		ability: {
			zh: '首个夜晚（7 人及以上）：恶魔得知爪牙是谁，并看到三个不在场的善良角色。',
			en: 'First night at 7 or more players: the Demon learns the Minions and sees three good characters not in play.'
		},
		firstNight: {
			zh: '唤醒恶魔，展示“这些是你的爪牙”卡片并指向每个爪牙；再展示“这些角色不在场”卡片和三个伪装角色标记。然后让其入睡。',
			en: 'Wake the Demon, show the THESE ARE YOUR MINIONS card and point to each Minion; then show the THESE CHARACTERS ARE NOT IN PLAY card with the three bluff tokens. Put them to sleep.'
		},
		reminders: {}
	},
	dawn: {
		name: { zh: '黎明', en: 'Dawn' },
		ability: {
			zh: '夜晚结束：所有玩家睁眼，宣布夜里死亡和复活的玩家。',
			en: 'The night ends: everyone opens their eyes and you announce who died or came back.'
		},
		firstNight: {
			zh: '等待几秒后让所有玩家睁眼。宣布从入夜到现在有哪些玩家死亡或复活，但不说原因。',
			en: 'Wait a few seconds, then have everyone open their eyes. Announce who died or came back since dusk, never why.'
		},
		otherNight: {
			zh: '等待几秒后让所有玩家睁眼。宣布从入夜到现在有哪些玩家死亡或复活，但不说原因。',
			en: 'Wait a few seconds, then have everyone open their eyes. Announce who died or came back since dusk, never why.'
		},
		reminders: {}
	}
};

const pick = (b: Bilingual | null | undefined, locale: Locale): string | undefined =>
	b ? (locale === 'zh-CN' ? b.zh : b.en) : undefined;

export interface LocalText {
	name: string;
	ability: string;
	firstNight?: string;
	otherNight?: string;
	setup?: string;
}

/**
 * A homebrew night text with the official format's `:reminder:` mark (where the script tool
 * draws a reminder token) said in words; the file keeps the mark, an export writes it back.
 */
function marked(text: string, locale: Locale): string {
	return text.replaceAll(
		':reminder:',
		locale === 'zh-CN' ? '（放置提示标记）' : '(place the reminder)'
	);
}

/**
 * A character's texts in one language. Homebrew characters use their script's texts in both
 * languages; pseudo-steps and official characters use ours. An official character whose texts
 * are not loaded yet gets the name the character carries (pass it) and no ability (see
 * `ensureTexts`).
 */
export function textOf(id: string, locale: Locale, character?: Character): LocalText {
	const pseudo = own(PSEUDO_TEXTS, id);
	const stored = pseudo ? undefined : loaded[locale].get(id);
	const official = pseudo || stored || !editionOf(id) ? undefined : character;
	if (character?.edition === 'homebrew' || (!pseudo && !stored && !editionOf(id))) {
		const hb = character?.homebrew;
		return {
			name: character?.name ?? id,
			ability: hb?.ability ?? '',
			...(hb?.firstNightReminder ? { firstNight: marked(hb.firstNightReminder, locale) } : {}),
			...(hb?.otherNightReminder ? { otherNight: marked(hb.otherNightReminder, locale) } : {})
		};
	}
	if (!pseudo && !stored) {
		// Not loaded yet: the name the character carries (the script's copy of the facts).
		const name = locale === 'zh-CN' ? (official?.nameZh ?? official?.name) : official?.name;
		return { name: name ?? id, ability: '' };
	}
	if (stored || !pseudo) {
		const out: LocalText = { name: stored?.name ?? id, ability: stored?.ability ?? '' };
		if (stored?.firstNight) out.firstNight = stored.firstNight;
		if (stored?.otherNight) out.otherNight = stored.otherNight;
		if (stored?.setup) out.setup = stored.setup;
		return out;
	}
	const out: LocalText = {
		name: pick(pseudo.name, locale) ?? id,
		ability: pick(pseudo.ability, locale) ?? ''
	};
	const fn = pick(pseudo.firstNight, locale);
	const on = pick(pseudo.otherNight, locale);
	const su = pick(pseudo.setup, locale);
	if (fn) out.firstNight = fn;
	if (on) out.otherNight = on;
	if (su) out.setup = su;
	return out;
}

/** A reminder token's label in the language (official labels are translated, free text is kept). */
export function reminderLabel(source: string, label: string, locale: Locale): string {
	if (locale === 'en') return label;
	return own(loaded[locale].get(source)?.reminders, label) ?? label;
}
