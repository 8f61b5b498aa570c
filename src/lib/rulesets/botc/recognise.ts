import { type Character, type Team, TEAMS } from './engine/types';
import { OFFICIAL, normaliseId } from './characters';

// Script files name a known character in many ways: the official id, the id with `button`
// appended (DoDo and 集石 exports), an English name used as the id, a numeric 集石 id with the
// official id only in `name_id` or in the image's file name, `name_eng`, or only the Chinese
// name, sometimes with a mark (`士兵*`) or written with look-alike characters (⼈ for 人, ＊ for *).
// Whichever of these identifies a known character makes the entry that character, as long as
// the team the file gives (if any) agrees. An entry that defines a character of its own (see
// `definesOwn`) is named only by what refers to a known character (its id in any written form,
// a 集石 catalogue number's `name_id`, `isOfficial`), never by its name or its image: a script's
// own Witch stays the author's.

/** NFKC folds look-alikes (Kangxi radicals, full-width letters) into the usual characters. */
function fold(text: string): string {
	return text.normalize('NFKC');
}

/** An id or English name as a key: letters and digits only, lower case. */
export function idKey(text: string): string {
	return normaliseId(fold(text));
}

/** A Chinese (or any) name as a key: letters and digits of every script, marks dropped. */
export function nameKey(text: string): string {
	return fold(text)
		.toLowerCase()
		.replace(/[^\p{L}\p{N}]/gu, '');
}

interface Index {
	byId: Map<string, Character>;
	byName: Map<string, Character>;
	/** Each character with its English name as a key, for suggestions. */
	keys: [Character, string][];
}

let cached: { list: readonly Character[]; index: Index } | null = null;

/** A known character by a name a file writes (Chinese, folded; or English, as an id). */
function byNameOf(byName: ReadonlyMap<string, Character>, text: string): Character | undefined {
	return byName.get(nameKey(text)) ?? byName.get(idKey(text));
}

function index(known: readonly Character[]): Index {
	if (cached?.list === known) return cached.index;
	const byId = new Map<string, Character>();
	const byName = new Map<string, Character>();
	const keys: [Character, string][] = [];
	for (const c of known) {
		byId.set(c.id, c);
		const en = idKey(c.name);
		keys.push([c, en]);
		if (en && !byName.has(en)) byName.set(en, c);
		const zh = c.nameZh ? nameKey(c.nameZh) : '';
		if (zh && !byName.has(zh)) byName.set(zh, c);
	}
	const built = { byId, byName, keys };
	cached = { list: known, index: built };
	return built;
}

const ZH_TEAMS: [string, Team][] = [
	['镇民', 'townsfolk'],
	['村民', 'townsfolk'],
	['外来者', 'outsider'],
	['爪牙', 'minion'],
	['恶魔', 'demon'],
	['旅行者', 'traveller'],
	['传奇', 'fabled'],
	['奇遇', 'loric']
];

/** The team a file gives an entry (`team`, or `sch_team` in Chinese), or null when none. */
export function fileTeam(entry: Record<string, unknown>): Team | 'unknown' | null {
	if (typeof entry.team === 'string' && entry.team.trim() !== '') {
		const t = entry.team.trim().toLowerCase();
		if (t === 'traveler' || t === 'travelers' || t === 'travellers') return 'traveller';
		if ((TEAMS as readonly string[]).includes(t)) return t as Team;
		const zh = ZH_TEAMS.find(([word]) => entry.team === word);
		return zh ? zh[1] : 'unknown';
	}
	if (typeof entry.sch_team === 'string') {
		const zh = ZH_TEAMS.find(([word]) => (entry.sch_team as string).includes(word));
		if (zh) return zh[1];
	}
	return null;
}

/** The file name of an image URL without its folder and extension (`…/fortune_teller.png`). */
function imageName(value: unknown): string {
	if (typeof value !== 'string') return '';
	const path = value.split(/[?#]/)[0] ?? '';
	const file = path.slice(path.lastIndexOf('/') + 1);
	return file.replace(/\.[a-z0-9]+$/i, '');
}

/** The id without the `button` that some exporters append (`tea_ladybutton`, `investigatorButton`). */
function withoutButton(id: string): string {
	return id.replace(/[\s_-]*button$/i, '');
}

export type HowRecognised = 'id' | 'name_id' | 'image' | 'name_eng' | 'name';

/** A tool's catalogue number (集石 numbers official and homebrew characters alike: `7_22`). */
function isCatalogueNumber(id: string): boolean {
	return /^[\d\s_-]+$/.test(id);
}

/**
 * Whether a file's entry defines a character of its own: its own id (letters of ours, not a
 * catalogue number; an id of only Chinese letters is a name), its own ability text and a team.
 * The official script tool writes a script's own characters so (`witchhunt-witch`, named Witch,
 * with its own night numbers and specials); 集石 and DoDo write official characters with their
 * catalogue number or the official id instead. The file does not say the entry is official
 * (`isOfficial`), which those tools write when it is. The official texts are not in the app (it
 * words every ability itself), so an entry's texts are never compared with them.
 */
export function definesOwn(entry: Record<string, unknown>): boolean {
	if (entry.isOfficial === true) return false;
	const id = typeof entry.id === 'string' ? entry.id : '';
	if (idKey(id) === '' || isCatalogueNumber(id)) return false;
	const ability = typeof entry.ability === 'string' ? entry.ability.trim() : '';
	const team = fileTeam(entry);
	return ability !== '' && team !== null && team !== 'unknown';
}

/**
 * The known character an entry of a script file stands for, and by what, or null. `known` is
 * every character the app knows (the official ones and the Chinese editions'). A string entry
 * is an id; an object is looked at by its id, `name_id`, image file name, `name_eng` and name.
 */
export function recognise(
	entry: string | Record<string, unknown>,
	known: readonly Character[] = OFFICIAL
): { character: Character; by: HowRecognised } | null {
	const { byId, byName } = index(known);
	const fromId = (text: unknown): Character | undefined => {
		if (typeof text !== 'string' || text === '') return undefined;
		return byId.get(idKey(text)) ?? byId.get(idKey(withoutButton(text)));
	};
	if (typeof entry === 'string') {
		const c = fromId(entry) ?? byName.get(idKey(entry)) ?? byName.get(nameKey(entry));
		return c ? { character: c, by: 'id' } : null;
	}
	const team = fileTeam(entry);
	const agrees = (c: Character | undefined) => !!c && (team === null || team === c.team);
	const own = definesOwn(entry);
	const tries: [HowRecognised, () => Character | undefined][] = [
		['id', () => fromId(entry.id)],
		['id', () => (typeof entry.id === 'string' ? byName.get(idKey(entry.id)) : undefined)],
		['name_id', () => fromId(entry.name_id)],
		// What describes a character, not what refers to one: for a character of the file's own,
		// its name and image are the author's, however like an official one's.
		['image', () => (own ? undefined : fromId(imageName(entry.image)))],
		[
			'name_eng',
			() =>
				!own && typeof entry.name_eng === 'string' ? byName.get(idKey(entry.name_eng)) : undefined
		],
		[
			'name',
			() => (!own && typeof entry.name === 'string' ? byNameOf(byName, entry.name) : undefined)
		]
	];
	for (const [by, attempt] of tries) {
		const c = attempt();
		if (agrees(c)) return { character: c as Character, by };
	}
	return null;
}

/**
 * The known character a script's own character is named after (by its name or English name, of
 * the same team), or null. The entry stays the author's character: this only tells where such a
 * character wakes, for a file whose night numbers are on its tool's own scale.
 */
export function namesake(
	entry: Record<string, unknown>,
	known: readonly Character[] = OFFICIAL
): Character | null {
	const { byName } = index(known);
	const team = fileTeam(entry);
	for (const name of [entry.name, entry.name_eng]) {
		if (typeof name !== 'string' || name.trim() === '') continue;
		const c = byNameOf(byName, name);
		if (c && c.team === team) return c;
	}
	return null;
}

function distance(a: string, b: string): number {
	if (Math.abs(a.length - b.length) > 3) return 99;
	let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
	for (let i = 1; i <= a.length; i++) {
		const row = [i];
		for (let j = 1; j <= b.length; j++)
			row[j] = Math.min(
				(prev[j] ?? 0) + 1,
				(row[j - 1] ?? 0) + 1,
				(prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)
			);
		prev = row;
	}
	return prev[b.length] ?? 99;
}

/** The known character whose id is closest to an unknown one (a typo), or null. */
export function suggest(text: string, known: readonly Character[] = OFFICIAL): Character | null {
	const key = idKey(withoutButton(text));
	if (key.length < 3 || key.length > 40) return null;
	const most = key.length <= 5 ? 1 : 2;
	let best: Character | null = null;
	let bestDistance = most + 1;
	for (const [c, name] of index(known).keys) {
		// Only ids of about the same length can be close: most are never compared.
		const near = (other: string) =>
			Math.abs(other.length - key.length) <= most ? distance(key, other) : 99;
		const d = Math.min(near(c.id), name === c.id ? 99 : near(name));
		if (d < bestDistance) {
			best = c;
			bestDistance = d;
		}
	}
	return best;
}
