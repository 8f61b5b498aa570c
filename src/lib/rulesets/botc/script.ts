import type { Character, Script, ScriptJinx, ScriptRule } from './engine/types';
import { LIMITS } from '../../engine/limits';
import { checkPlainData } from '../../engine/plain-data';
import { seedFrom } from '../../engine/random';
import { OFFICIAL, normaliseId } from './characters';
import { idKey, nameKey, namesake, recognise, suggest } from './recognise';
import { PSEUDO, describe, isRecord, readHomebrew, readStrings } from './script-homebrew';
import { readMeta, type MetaRead } from './script-meta';
import { bootleggerCard, creditCard, isRuleCard, metaRules, ruleCard } from './script-rules';
import { nightOrder, placeHomebrew, type Anchor } from './script-night';
import { nightNumber } from './script-schema';
import { jinxesOf, readEntryJinxes, readMetaJinxes, uniqueJinxes } from './script-jinxes';
import { isJinxCard, jinxesOfCard } from './script-jinx-cards';
export { jinxesOf };
import {
	MAX_SCRIPT_BYTES,
	MAX_SCRIPT_DEPTH,
	TOO_DEEP_MESSAGE,
	jsonTextDepth,
	tooLargeMessage,
	utf8Exceeds,
	utf8Length,
	valueLimitMessage
} from './script-limits';

export interface ScriptProblem {
	/** Where in the file: `[3]`, `[5].team`, `_meta.firstNight[2]`, or `` for the whole file. */
	path: string;
	message: string;
	/**
	 * Set on an entry that names no character the app knows: the index of that entry, which the
	 * storyteller may choose to leave out (`withoutEntries`) and import the rest.
	 */
	entry?: number;
}

export type ParseResult = { ok: true; script: Script } | { ok: false; errors: ScriptProblem[] };

/**
 * What a read left out of a file that is otherwise sound, for the import's summary to say:
 * known characters the file lists twice (kept once), and night-order steps (`_meta`) for
 * characters not on the script (left out: the order is the file's advice, the characters decide).
 */
export interface ReadNotes {
	repeated: string[];
	steps: string[];
}

/** A script read, with the JSON value it was read from (what an importer stores). */
export type ReadResult =
	| { ok: true; script: Script; data: unknown; ignored: string[]; notes: ReadNotes }
	| { ok: false; errors: ScriptProblem[] };

// One set of limits for scripts and backups (engine/limits.ts, with script-limits.ts for the
// file's size and nesting): a backup restores every script this accepts.
const { scriptEntries: MAX_ENTRIES, scriptName: MAX_NAME } = LIMITS;
const SCRIPT_DATA = {
	depth: LIMITS.depth,
	nodes: LIMITS.scriptNodes,
	textChars: LIMITS.textChars,
	totalChars: LIMITS.scriptChars
};

/**
 * Reads a script in the official custom-script JSON format (an array of ids, `{ id }` objects,
 * homebrew character objects and one `_meta` object), or the same as a JSON string, including
 * the shapes Chinese script tools export (see ./recognise.ts). Never throws; returns every
 * problem with its place in the file, and no script when there is any.
 */
export function parseScript(input: unknown): ParseResult {
	const read = readScript(input);
	return read.ok ? { ok: true, script: read.script } : read;
}

/**
 * parseScript, also returning the JSON value read (the parsed text, or the input itself) and the
 * cards it left out (a maker's credit). Checks the limits of ./script-limits.ts first: the size
 * and the nesting of a text before it is parsed, and the same of a value already parsed.
 */
export function readScript(input: unknown): ReadResult {
	try {
		return readUnsafe(input);
	} catch (error) {
		// Defensive: any surprise in a hostile file is reported, never thrown to the caller.
		return { ok: false, errors: [{ path: '', message: `unreadable script (${String(error)})` }] };
	}
}

/** The script's entries without those at `drop` (the unknown ones the storyteller left out). */
export function withoutEntries(data: unknown, drop: readonly number[]): unknown {
	if (!Array.isArray(data)) return data;
	const gone = new Set(drop);
	return data.filter((_, i) => !gone.has(i));
}

const whole = (message: string): { ok: false; errors: ScriptProblem[] } => ({
	ok: false,
	errors: [{ path: '', message }]
});

function unknownId(id: string, at: string, i: number, offer: boolean): ScriptProblem {
	// A close id is looked for the first few times only: a file of nothing but unknown ids
	// (or a hostile one) is answered as fast as any other.
	const near = offer ? suggest(id) : null;
	const hint = near ? `; did you mean ${near.nameZh ?? near.name} (${near.id})?` : '';
	return { path: at, message: `unknown character id "${id.slice(0, 60)}"${hint}`, entry: i };
}

/** Whether a file's own name for a known character still means it (not a house-rule remake). */
function sameCharacter(entry: Record<string, unknown>, c: Character): boolean {
	const name = entry.name;
	if (typeof name !== 'string') return true;
	// Names in Chinese (or any script but Latin) are translations: they vary from tool to tool.
	if (!/[a-z]/i.test(name)) return true;
	return idKey(name) === idKey(c.name) || idKey(name) === c.id;
}

function readUnsafe(input: unknown): ReadResult {
	const errors: ScriptProblem[] = [];
	let data = input;
	if (typeof input === 'string') {
		if (utf8Exceeds(input, MAX_SCRIPT_BYTES)) return whole(tooLargeMessage(utf8Length(input)));
		if (jsonTextDepth(input, MAX_SCRIPT_DEPTH) > MAX_SCRIPT_DEPTH) return whole(TOO_DEEP_MESSAGE);
		try {
			// A byte-order mark before the text is how some editors save it.
			data = JSON.parse(input.replace(/^\uFEFF/, ''));
		} catch (error) {
			return whole(`not valid JSON: ${(error as Error).message}`);
		}
	} else {
		const problem = valueLimitMessage(input);
		if (problem) return whole(problem);
	}
	if (!Array.isArray(data)) {
		return {
			ok: false,
			errors: [{ path: '', message: `a script must be a JSON array, found ${describe(data)}` }]
		};
	}
	const shape = checkPlainData(data, SCRIPT_DATA);
	if (shape) return { ok: false, errors: [shape] };
	if (data.length > MAX_ENTRIES) {
		return {
			ok: false,
			errors: [{ path: '', message: `too many entries (${data.length}, at most ${MAX_ENTRIES})` }]
		};
	}

	let meta: Record<string, unknown> | null = null;
	let metaIndex = -1;
	let characters: Character[] = [];
	const seen = new Map<string, number>();
	const ignored: string[] = [];
	const notes: ReadNotes = { repeated: [], steps: [] };
	const anchors: Anchor[] = [];
	const namesakes: Anchor[] = [];
	// Rule cards (./script-rules.ts), by their place in the file.
	const cards: [at: number, rule: ScriptRule][] = [];
	// The file's own ids (`noblebutton`, `1_22`) → ours, for a `_meta` night order that uses them.
	const fileIds = new Map<string, string>();
	// A file's id as a key: its Latin letters and digits, or for an id of other letters (告密者)
	// those; never empty, so that a placeholder such as "..." names no character.
	const fileKey = (id: unknown) => {
		const text = typeof id === 'string' ? id : '';
		const key = idKey(text);
		return key !== '' ? key : nameKey(text) !== '' ? `name:${nameKey(text)}` : '';
	};
	const remember = (id: unknown, ours: string) => {
		const key = fileKey(id);
		if (key !== '') fileIds.set(key, ours);
	};
	const entryJinxes: [string, unknown[]][] = [];
	const jinxCards: [at: number, entry: Record<string, unknown>][] = []; // script-jinx-cards.ts
	let offers = 0;
	const unknown = (id: string, at: string, i: number) => unknownId(id, at, i, offers++ < 3);
	const num = (v: unknown) => nightNumber(v) ?? 0;

	data.forEach((entry, i) => {
		const at = `[${i}]`;
		if (typeof entry === 'string') {
			const known = recognise(entry);
			if (!known) errors.push(unknown(entry, at, i));
			else addCharacter(known.character, at);
			return;
		}
		if (!isRecord(entry)) {
			errors.push({
				path: at,
				message: `expected a character id or object, found ${describe(entry)}`
			});
			return;
		}
		if (typeof entry.id !== 'string' || entry.id.trim() === '') {
			errors.push({ path: `${at}.id`, message: 'missing character id' });
			return;
		}
		if (entry.id === '_meta' && entry.team === undefined) {
			if (meta)
				errors.push({ path: at, message: `second _meta object (the first is at [${metaIndex}])` });
			meta = entry;
			metaIndex = i;
			return;
		}
		if (Array.isArray(entry.jinxes)) entryJinxes.push([entry.id, entry.jinxes]);
		const known = recognise(entry);
		if (known && sameCharacter(entry, known.character)) {
			const c = known.character;
			if (addCharacter(c, at)) {
				const rules = c.id === 'bootlegger' ? bootleggerCard(entry, c.nameZh ?? c.name) : null;
				if (rules) cards.push([i, rules]);
				remember(entry.id, c.id);
				anchors.push({
					id: c.id,
					firstNight: num(entry.firstNight),
					otherNight: num(entry.otherNight)
				});
			}
			return;
		}
		if (isJinxCard(entry)) {
			jinxCards.push([i, entry]);
			return;
		}
		const credit = creditCard(entry);
		if (credit !== null) {
			ignored.push(credit);
			return;
		}
		if (isRuleCard(entry)) {
			const rule = ruleCard(entry, at, errors);
			if (rule) cards.push([i, rule]);
			return;
		}
		const isHomebrew =
			entry.name !== undefined || entry.team !== undefined || entry.ability !== undefined;
		if (!isHomebrew) {
			errors.push(unknown(entry.id, at, i));
			return;
		}
		const custom = readHomebrew(entry, at, errors);
		if (custom && addCharacter(custom, at)) {
			remember(entry.id, custom.id);
			// 集石 writes official characters as its own, numbered on its own scale: one named
			// like a known character says where that scale's numbers sit on the official sheet.
			const twin = namesake(entry);
			if (twin)
				namesakes.push({
					id: twin.id,
					firstNight: num(entry.firstNight),
					otherNight: num(entry.otherNight)
				});
		}
	});

	function addCharacter(c: Character, at: string): boolean {
		const previous = seen.get(c.id);
		// The same known character twice (a tool's "button" entry and its plain id): kept once.
		const first = previous === undefined ? undefined : characters.find((x) => x.id === c.id);
		if (first && first.edition !== 'homebrew' && c.edition !== 'homebrew') {
			if (!notes.repeated.includes(c.id)) notes.repeated.push(c.id);
			return false;
		}
		if (previous !== undefined) {
			errors.push({
				path: at,
				message: `duplicate character id "${c.id}" (also at [${previous}])`
			});
			return false;
		}
		seen.set(c.id, Number(at.slice(1, -1)));
		characters.push(c);
		return true;
	}

	let read: MetaRead = {};
	let metaFirst: string[] | null = null;
	let metaOther: string[] | null = null;
	const ours = (id: string) =>
		fileIds.get(fileKey(id)) ?? recognise(id)?.character.id ?? normaliseId(id);
	const ownJinxes: ScriptJinx[] = entryJinxes.flatMap(([by, list]) =>
		readEntryJinxes(by, list, ours)
	);
	if (meta) {
		const m: Record<string, unknown> = meta;
		const at = `[${metaIndex}]`;
		read = readMeta(m, at, errors);
		const own = metaRules(m, read);
		cards.splice(
			cards.filter(([j]) => j < metaIndex).length,
			0,
			...own.map((r): [number, ScriptRule] => [metaIndex, r])
		);
		metaFirst = readOrder(m.firstNight, `${at}.firstNight`, errors)?.map(ours) ?? null;
		metaOther = readOrder(m.otherNight, `${at}.otherNight`, errors)?.map(ours) ?? null;
		ownJinxes.push(...readMetaJinxes(m.jinxes, `${at}.jinxes`, errors, ours));
	}

	for (const [i, entry] of jinxCards) {
		const jinxes = jinxesOfCard(entry, characters);
		if (jinxes.length > 0) ownJinxes.push(...jinxes);
		else {
			// Names no pair of the script's characters: kept as a rule to read.
			const rule = ruleCard(entry, `[${i}]`, errors);
			if (rule) cards.splice(cards.filter(([j]) => j < i).length, 0, [i, rule]);
		}
	}

	if (characters.length === 0 && errors.length === 0) {
		errors.push({ path: '', message: 'the script has no characters' });
	}

	const onScript = new Map(characters.map((c) => [c.id, c]));
	const checkOrder = (order: string[] | null, path: string, first: boolean) => {
		order?.forEach((id, i) => {
			if (PSEUDO.has(id)) {
				if (!first && (id === 'minioninfo' || id === 'demoninfo'))
					errors.push({
						path: `${path}[${i}]`,
						message: `"${id}" only happens on the first night`
					});
				return;
			}
			// Left out of the order (nightOrder keeps only what is on the script), and said.
			if (!onScript.has(id) && id !== '' && !notes.steps.includes(id)) notes.steps.push(id);
		});
	};
	if (meta) {
		checkOrder(metaFirst, `[${metaIndex}].firstNight`, true);
		checkOrder(metaOther, `[${metaIndex}].otherNight`, false);
	}

	if (errors.length > 0) return { ok: false, errors };

	characters = placeHomebrew(characters, anchors, namesakes);
	const script: Script = {
		id: `s-${seedFrom(JSON.stringify(data)).toString(36)}`,
		name: read.name ?? 'Custom script',
		...(read.author !== undefined ? { author: read.author } : {}),
		...(read.bootlegger !== undefined ? { bootlegger: read.bootlegger } : {}),
		...(read.teamNames ? { teamNames: read.teamNames } : {}),
		...(read.statuses ? { statuses: read.statuses } : {}),
		...(cards.length > 0 ? { rules: cards.map(([, r]) => r) } : {}),
		characters,
		firstNight: nightOrder(characters, 'firstNight', metaFirst),
		otherNight: nightOrder(characters, 'otherNight', metaOther),
		jinxes: jinxesOf(characters, ownJinxes),
		...(ownJinxes.length > 0 ? { ownJinxes: uniqueJinxes(ownJinxes) } : {})
	};
	return { ok: true, script, data, ignored, notes };
}

function readOrder(value: unknown, path: string, errors: ScriptProblem[]): string[] | null {
	if (value === undefined) return null;
	// As written: the caller turns each into the app's id (an id of Chinese letters included).
	return readStrings(value, path, errors, MAX_NAME) ?? null;
}

function builtIn(id: string, name: string, editions: string[]): Script {
	const characters = OFFICIAL.filter((c) => editions.includes(c.edition));
	return {
		id,
		name,
		characters,
		firstNight: nightOrder(characters, 'firstNight'),
		otherNight: nightOrder(characters, 'otherNight'),
		jinxes: jinxesOf(characters)
	};
}

/** The three base editions and the experimental characters, with their travellers. */
export const BUILT_IN_SCRIPTS: readonly Script[] = [
	/* @__PURE__ */ builtIn('tb', 'Trouble Brewing', ['tb']),
	/* @__PURE__ */ builtIn('bmr', 'Bad Moon Rising', ['bmr']),
	/* @__PURE__ */ builtIn('snv', 'Sects & Violets', ['snv']),
	/* @__PURE__ */ builtIn('carousel', 'Experimental characters', ['carousel'])
];

export function builtInScript(id: string): Script | undefined {
	return BUILT_IN_SCRIPTS.find((s) => s.id === id);
}

/** All fabled and loric characters, which a storyteller may add to any game. */
export const STORYTELLER_CHARACTERS: readonly Character[] = /* @__PURE__ */ OFFICIAL.filter(
	(c) => c.team === 'fabled' || c.team === 'loric'
);

/** Every traveller, which may join any game. */
export const ALL_TRAVELLERS: readonly Character[] = /* @__PURE__ */ OFFICIAL.filter(
	(c) => c.team === 'traveller'
);
