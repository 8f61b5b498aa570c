import type {
	Character,
	CharacterId,
	CharacterSpecial,
	Jinx,
	Script,
	Team
} from '../../engine/types';
import { LIMITS } from '../../engine/limits';
import { checkPlainData } from '../../engine/plain-data';
import { hasVisible } from '../../engine/names';
import { seedFrom } from '../../engine/random';
import {
	JINXED_PAIRS,
	OFFICIAL,
	OFFICIAL_FIRST_NIGHT,
	OFFICIAL_OTHER_NIGHT,
	normaliseId,
	officialCharacter
} from './characters';
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
}

export type ParseResult = { ok: true; script: Script } | { ok: false; errors: ScriptProblem[] };

/** A script read, with the JSON value it was read from (what an importer stores). */
export type ReadResult =
	{ ok: true; script: Script; data: unknown } | { ok: false; errors: ScriptProblem[] };

const PSEUDO = /* @__PURE__ */ new Set(['dusk', 'minioninfo', 'demoninfo', 'dawn']);
const TEAMS = /* @__PURE__ */ new Set<Team>([
	'townsfolk',
	'outsider',
	'minion',
	'demon',
	'traveller',
	'fabled',
	'loric'
]);
// One set of limits for scripts and backups (engine/limits.ts, with script-limits.ts for the
// file's size and nesting): a backup restores every script this accepts.
const { scriptEntries: MAX_ENTRIES, scriptText: MAX_TEXT, scriptName: MAX_NAME } = LIMITS;
const SCRIPT_DATA = {
	depth: LIMITS.depth,
	nodes: LIMITS.scriptNodes,
	textChars: LIMITS.textChars,
	totalChars: LIMITS.scriptChars
};

function describe(value: unknown): string {
	if (value === null) return 'null';
	if (Array.isArray(value)) return 'an array';
	return typeof value === 'string' ? `"${value.slice(0, 40)}"` : `a ${typeof value}`;
}

function isRecord(v: unknown): v is Record<string, unknown> {
	return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Reads a script in the official custom-script JSON format (an array of ids, `{ id }` objects,
 * homebrew character objects and one `_meta` object), or the same as a JSON string.
 * Never throws; returns every problem with its place in the file, and no script when there is any.
 */
export function parseScript(input: unknown): ParseResult {
	const read = readScript(input);
	return read.ok ? { ok: true, script: read.script } : read;
}

/**
 * parseScript, also returning the JSON value read (the parsed text, or the input itself). Checks
 * the limits of ./script-limits.ts first: the size and the nesting of a text before it is
 * parsed, and the same of a value already parsed.
 */
export function readScript(input: unknown): ReadResult {
	try {
		return readUnsafe(input);
	} catch (error) {
		// Defensive: any surprise in a hostile file is reported, never thrown to the caller.
		return { ok: false, errors: [{ path: '', message: `unreadable script (${String(error)})` }] };
	}
}

const whole = (message: string): { ok: false; errors: ScriptProblem[] } => ({
	ok: false,
	errors: [{ path: '', message }]
});

function readUnsafe(input: unknown): ReadResult {
	const errors: ScriptProblem[] = [];
	let data = input;
	if (typeof input === 'string') {
		if (utf8Exceeds(input, MAX_SCRIPT_BYTES)) return whole(tooLargeMessage(utf8Length(input)));
		if (jsonTextDepth(input, MAX_SCRIPT_DEPTH) > MAX_SCRIPT_DEPTH) return whole(TOO_DEEP_MESSAGE);
		try {
			data = JSON.parse(input);
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
	const characters: Character[] = [];
	const seen = new Map<string, number>();

	data.forEach((entry, i) => {
		const at = `[${i}]`;
		if (typeof entry === 'string') {
			const official = officialCharacter(entry);
			if (!official)
				errors.push({ path: at, message: `unknown character id "${entry.slice(0, 60)}"` });
			else addCharacter(official, at);
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
		if (entry.id === '_meta') {
			if (meta)
				errors.push({ path: at, message: `second _meta object (the first is at [${metaIndex}])` });
			meta = entry;
			metaIndex = i;
			return;
		}
		const official = officialCharacter(entry.id);
		const isHomebrew =
			entry.name !== undefined || entry.team !== undefined || entry.ability !== undefined;
		// Script tools often export official characters with their full data: same name and
		// team means the official character (with its place in the official night order).
		const sameAsOfficial =
			!!official &&
			(entry.name === undefined ||
				(typeof entry.name === 'string' &&
					normaliseId(entry.name) === normaliseId(official.name))) &&
			(entry.team === undefined || entry.team === official.team);
		if (official && (!isHomebrew || sameAsOfficial)) {
			addCharacter(official, at);
			return;
		}
		if (!isHomebrew) {
			errors.push({ path: at, message: `unknown character id "${entry.id.slice(0, 60)}"` });
			return;
		}
		const custom = readHomebrew(entry, at, errors);
		if (custom) addCharacter(custom, at);
	});

	function addCharacter(c: Character, at: string) {
		const previous = seen.get(c.id);
		if (previous !== undefined) {
			errors.push({
				path: at,
				message: `duplicate character id "${c.id}" (also at [${previous}])`
			});
			return;
		}
		seen.set(c.id, Number(at.slice(1, -1)));
		characters.push(c);
	}

	let name = 'Custom script';
	let author: string | undefined;
	let bootlegger: string[] | undefined;
	let metaFirst: string[] | null = null;
	let metaOther: string[] | null = null;
	if (meta) {
		const m: Record<string, unknown> = meta;
		const at = `[${metaIndex}]`;
		if (m.name !== undefined) {
			if (typeof m.name !== 'string')
				errors.push({ path: `${at}.name`, message: 'name must be text' });
			else if (m.name.length > MAX_NAME)
				errors.push({ path: `${at}.name`, message: `name is longer than ${MAX_NAME} characters` });
			// A name that shows nothing (zero-width, control, bidi characters) is no name.
			else if (hasVisible(m.name)) name = m.name.trim();
		}
		if (m.author !== undefined) {
			if (typeof m.author !== 'string' || m.author.length > MAX_NAME)
				errors.push({ path: `${at}.author`, message: 'author must be short text' });
			else author = m.author;
		}
		if (m.bootlegger !== undefined) {
			bootlegger = readStrings(m.bootlegger, `${at}.bootlegger`, errors, MAX_TEXT);
		}
		metaFirst = readOrder(m.firstNight, `${at}.firstNight`, errors);
		metaOther = readOrder(m.otherNight, `${at}.otherNight`, errors);
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
			if (!onScript.has(id))
				errors.push({
					path: `${path}[${i}]`,
					message: `"${id}" is not a character on this script`
				});
		});
	};
	if (meta) {
		checkOrder(metaFirst, `[${metaIndex}].firstNight`, true);
		checkOrder(metaOther, `[${metaIndex}].otherNight`, false);
	}

	if (errors.length > 0) return { ok: false, errors };

	const script: Script = {
		id: `s-${seedFrom(JSON.stringify(data)).toString(36)}`,
		name,
		...(author !== undefined ? { author } : {}),
		...(bootlegger !== undefined ? { bootlegger } : {}),
		characters,
		firstNight: nightOrder(characters, 'firstNight', metaFirst),
		otherNight: nightOrder(characters, 'otherNight', metaOther),
		jinxes: jinxesOf(characters)
	};
	return { ok: true, script, data };
}

function readStrings(
	value: unknown,
	path: string,
	errors: ScriptProblem[],
	max: number
): string[] | undefined {
	if (!Array.isArray(value)) {
		errors.push({ path, message: `expected a list of text, found ${describe(value)}` });
		return undefined;
	}
	const out: string[] = [];
	value.forEach((v, i) => {
		if (typeof v !== 'string')
			errors.push({ path: `${path}[${i}]`, message: `expected text, found ${describe(v)}` });
		else if (v.length > max)
			errors.push({ path: `${path}[${i}]`, message: `text longer than ${max} characters` });
		else out.push(v);
	});
	return out;
}

function readOrder(value: unknown, path: string, errors: ScriptProblem[]): string[] | null {
	if (value === undefined) return null;
	const list = readStrings(value, path, errors, MAX_NAME);
	return list ? list.map(normaliseId) : null;
}

function readHomebrew(
	entry: Record<string, unknown>,
	at: string,
	errors: ScriptProblem[]
): Character | null {
	const before = errors.length;
	const id = normaliseId(String(entry.id));
	if (!id)
		errors.push({
			path: `${at}.id`,
			message: `character id "${String(entry.id).slice(0, 40)}" has no letters or digits`
		});
	if (id.length > MAX_NAME) errors.push({ path: `${at}.id`, message: 'character id is too long' });
	if (PSEUDO.has(id))
		errors.push({ path: `${at}.id`, message: `"${id}" is reserved for a night step` });
	if (typeof entry.name !== 'string' || !hasVisible(entry.name))
		errors.push({ path: `${at}.name`, message: 'a homebrew character needs a name' });
	else if (entry.name.length > MAX_NAME)
		errors.push({ path: `${at}.name`, message: `name is longer than ${MAX_NAME} characters` });
	let team: Team | null = null;
	if (typeof entry.team !== 'string') {
		errors.push({
			path: `${at}.team`,
			message: `a homebrew character needs a team, found ${describe(entry.team)}`
		});
	} else {
		const t = entry.team.toLowerCase() === 'traveler' ? 'traveller' : entry.team.toLowerCase();
		if (TEAMS.has(t as Team)) team = t as Team;
		else errors.push({ path: `${at}.team`, message: `unknown team "${entry.team.slice(0, 40)}"` });
	}
	const text = (key: string): string | undefined => {
		const v = entry[key];
		if (v === undefined || v === null) return undefined;
		if (typeof v !== 'string') {
			errors.push({ path: `${at}.${key}`, message: `expected text, found ${describe(v)}` });
			return undefined;
		}
		if (v.length > MAX_TEXT) {
			errors.push({ path: `${at}.${key}`, message: `text longer than ${MAX_TEXT} characters` });
			return undefined;
		}
		return v;
	};
	const num = (key: string): number => {
		const v = entry[key];
		if (v === undefined || v === null) return 0;
		if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > 1000) {
			errors.push({
				path: `${at}.${key}`,
				message: `expected a night position (a number from 0), found ${describe(v)}`
			});
			return 0;
		}
		return v;
	};
	const ability = text('ability');
	const firstNightReminder = text('firstNightReminder');
	const otherNightReminder = text('otherNightReminder');
	const flavor = text('flavor');
	const firstNight = num('firstNight');
	const otherNight = num('otherNight');
	const reminders =
		entry.reminders === undefined
			? []
			: (readStrings(entry.reminders, `${at}.reminders`, errors, MAX_NAME) ?? []);
	const remindersGlobal =
		entry.remindersGlobal === undefined
			? []
			: (readStrings(entry.remindersGlobal, `${at}.remindersGlobal`, errors, MAX_NAME) ?? []);
	if (entry.setup !== undefined && typeof entry.setup !== 'boolean')
		errors.push({
			path: `${at}.setup`,
			message: `expected true or false, found ${describe(entry.setup)}`
		});
	let jinxes: Jinx[] | undefined;
	if (entry.jinxes !== undefined) {
		if (!Array.isArray(entry.jinxes))
			errors.push({ path: `${at}.jinxes`, message: 'expected a list of jinxes' });
		else
			jinxes = entry.jinxes.flatMap((j, k) => {
				if (!isRecord(j) || typeof j.id !== 'string') {
					errors.push({ path: `${at}.jinxes[${k}]`, message: 'a jinx needs an id' });
					return [];
				}
				return [
					{
						id: normaliseId(j.id),
						...(typeof j.reason === 'string' ? { reason: j.reason.slice(0, MAX_TEXT) } : {})
					}
				];
			});
	}
	let special: CharacterSpecial[] | undefined;
	if (entry.special !== undefined) {
		if (!Array.isArray(entry.special))
			errors.push({ path: `${at}.special`, message: 'expected a list' });
		else
			special = entry.special.flatMap((s, k) => {
				if (!isRecord(s) || typeof s.type !== 'string' || typeof s.name !== 'string') {
					errors.push({
						path: `${at}.special[${k}]`,
						message: 'a special needs a type and a name'
					});
					return [];
				}
				const out: CharacterSpecial = { type: s.type, name: s.name };
				if (typeof s.value === 'number' || typeof s.value === 'string') out.value = s.value;
				if (typeof s.time === 'string') out.time = s.time;
				if (typeof s.global === 'string') out.global = s.global;
				return [out];
			});
	}
	if (errors.length > before || team === null) return null;
	return {
		id,
		name: (entry.name as string).trim(),
		team,
		edition: 'homebrew',
		setup: entry.setup === true,
		reminders,
		remindersGlobal,
		firstNight,
		otherNight,
		...(special ? { special } : {}),
		...(jinxes ? { jinxes } : {}),
		homebrew: {
			...(ability !== undefined ? { ability } : {}),
			...(firstNightReminder !== undefined ? { firstNightReminder } : {}),
			...(otherNightReminder !== undefined ? { otherNightReminder } : {}),
			...(flavor !== undefined ? { flavor } : {})
		}
	};
}

/**
 * Orders the night: each step gets a key on the official scale (official characters and
 * pseudo-steps by their place in the official sheet, homebrew by their own number). A `_meta`
 * order wins; anything that wakes but is missing from it is slotted in by its key.
 */
export function nightOrder(
	characters: readonly Character[],
	which: 'firstNight' | 'otherNight',
	metaOrder: readonly string[] | null = null
): string[] {
	const official = which === 'firstNight' ? OFFICIAL_FIRST_NIGHT : OFFICIAL_OTHER_NIGHT;
	const officialKey = new Map(official.map((id, i) => [id, i + 1]));
	const key = (id: string): number => {
		const c = characters.find((x) => x.id === id);
		if (c && c.edition === 'homebrew') return c[which];
		return officialKey.get(id) ?? (c ? c[which] : 0);
	};
	const pseudo =
		which === 'firstNight' ? ['dusk', 'minioninfo', 'demoninfo', 'dawn'] : ['dusk', 'dawn'];
	const wakers = characters.filter((c) => c[which] > 0).map((c) => c.id);
	const all = [...pseudo, ...wakers];
	if (!metaOrder) {
		return all
			.map((id, i) => ({ id, k: key(id), i }))
			.sort((a, b) => a.k - b.k || a.i - b.i)
			.map((x) => x.id);
	}
	const order = metaOrder.filter(
		(id, i) =>
			metaOrder.indexOf(id) === i && (all.includes(id) || characters.some((c) => c.id === id))
	);
	for (const id of all) {
		if (order.includes(id)) continue;
		if (id === 'dusk') {
			order.unshift(id);
			continue;
		}
		if (id === 'dawn') {
			order.push(id);
			continue;
		}
		const k = key(id);
		const at = order.findIndex((o) => o !== 'dusk' && (o === 'dawn' || key(o) > k));
		order.splice(at === -1 ? order.length : at, 0, id);
	}
	return order;
}

export function jinxesOf(characters: readonly Character[]): [CharacterId, CharacterId][] {
	const ids = new Set(characters.map((c) => c.id));
	const pairs: [CharacterId, CharacterId][] = JINXED_PAIRS.filter(
		([a, b]) => ids.has(a) && ids.has(b)
	).map(([a, b]) => [a, b]);
	for (const c of characters)
		for (const j of c.jinxes ?? [])
			if (
				ids.has(j.id) &&
				!pairs.some(([a, b]) => (a === c.id && b === j.id) || (a === j.id && b === c.id))
			)
				pairs.push([c.id, j.id]);
	return pairs;
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
