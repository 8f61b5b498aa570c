/**
 * The limits on what the app reads from a file (a script, a backup) and the pattern of a game
 * id, in one place: the script importer and the backup validator check with the same numbers,
 * so whatever the app accepts and stores, its backup restores (a script sits in a backup as it
 * was imported, a game as the log the engine accepted).
 */
export const LIMITS = {
	/** Nesting below one script file's top, or below one game event: real ones use under 10. */
	depth: 64,
	/** Any one text: room for a `data:` image of about 1.5 MB (a script's logo, a portrait). */
	textChars: 2_000_000,

	/** A script file's JSON text, and the total of the texts in it once read. */
	scriptChars: 8_000_000,
	/** Values (objects, arrays, texts, numbers) in one script file. */
	scriptNodes: 200_000,
	/** Entries of a script: characters and `_meta`. */
	scriptEntries: 400,
	/** Ability and reminder texts of a homebrew character, bootlegger rules. */
	scriptText: 2000,
	/** Names, ids and reminder labels in a script. */
	scriptName: 100,

	/** A backup file's JSON text. */
	backupChars: 64 * 1024 * 1024,
	/** Values in one backup file. */
	backupNodes: 5_000_000,
	/** Levels of the backup file above a game event (`games[i].events[j]`) or script JSON. */
	backupEnvelope: 4,
	games: 2_000,
	eventsPerGame: 200_000,
	scripts: 2_000,
	/** Ids of scripts, seats and characters inside a backup. */
	idChars: 200,
	/** Problems listed for one refused file. */
	problems: 50
} as const;

/**
 * A game id: what `crypto.randomUUID()` makes (and the short ids tests use). A game id is a URL
 * segment (`/game/<id>`), a database key and part of lock and channel names, so nothing that a
 * path, query, fragment or percent-escape would read differently, and no blanks.
 */
export const GAME_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

export function isGameId(value: unknown): value is string {
	return typeof value === 'string' && GAME_ID_PATTERN.test(value);
}

/** Why a value is not a game id, for a problem report. */
export const GAME_ID_RULE =
	'a game id is 1 to 100 letters, digits, "-" or "_", beginning with a letter or digit';

/** The largest distance from 1970 a `Date` holds, in milliseconds (ECMAScript's time range). */
export const MAX_TIME = 8.64e15;

/** A time stamp (milliseconds since 1970) that a `Date` can hold. */
export function isTime(value: unknown): value is number {
	return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= MAX_TIME;
}

export interface DataLimits {
	/** Deepest nesting below the value's top (the top is level 0). */
	depth: number;
	/** Values in all. */
	nodes: number;
	/** Characters of one text (keys included). */
	textChars: number;
	/** Characters of all texts together (keys included). */
	totalChars?: number;
}

export interface DataProblem {
	/** Where in the value: `[3].image`, `games[2].events[0]`, or `` for the whole. */
	path: string;
	message: string;
}

const PLAIN_KEY = /^[A-Za-z_$][\w$]*$/;

/** `path` followed by `key`, as the problem reports write it. */
export function pathTo(path: string, key: string | number): string {
	if (typeof key === 'number') return `${path}[${key}]`;
	return PLAIN_KEY.test(key)
		? `${path ? `${path}.` : ''}${key}`
		: `${path}[${JSON.stringify(key.slice(0, 40))}]`;
}

/**
 * Checks that a value is plain JSON data within the limits: no cycles, functions, class
 * instances or non-finite numbers; bounded nesting, count and text. Walks without recursion, so
 * a hostile value cannot exhaust the stack; reports the first offence with its place.
 */
export function checkPlainData(input: unknown, limits: DataLimits, root = ''): DataProblem | null {
	const stack: [unknown, string, number][] = [[input, root, 0]];
	let nodes = 0;
	let chars = 0;
	const total = limits.totalChars ?? Infinity;
	const tooMany = { path: root, message: `too large (more than ${limits.nodes} values)` };
	const tooLong = { path: root, message: `too large (more than ${total} characters of text)` };
	while (stack.length > 0) {
		const [value, path, depth] = stack.pop() as [unknown, string, number];
		if (++nodes > limits.nodes) return tooMany;
		if (depth > limits.depth)
			return { path, message: `nested too deeply (more than ${limits.depth} levels)` };
		if (value === null || typeof value === 'boolean') continue;
		if (typeof value === 'string') {
			if (value.length > limits.textChars)
				return {
					path,
					message: `text too long (${value.length} characters, at most ${limits.textChars})`
				};
			chars += value.length;
			if (chars > total) return tooLong;
			continue;
		}
		if (typeof value === 'number') {
			if (!Number.isFinite(value)) return { path, message: 'not a finite number' };
			continue;
		}
		if (Array.isArray(value)) {
			for (let i = value.length - 1; i >= 0; i--)
				stack.push([value[i], pathTo(path, i), depth + 1]);
			continue;
		}
		if (typeof value === 'object') {
			const proto = Object.getPrototypeOf(value);
			if (proto !== Object.prototype && proto !== null) return { path, message: 'not plain data' };
			const keys = Object.keys(value);
			for (let i = keys.length - 1; i >= 0; i--) {
				const key = keys[i] as string;
				if (key.length > limits.textChars)
					return { path, message: `a key too long (${key.length} characters)` };
				chars += key.length;
				stack.push([(value as Record<string, unknown>)[key], pathTo(path, key), depth + 1]);
			}
			if (chars > total) return tooLong;
			continue;
		}
		return { path, message: `not JSON data (${typeof value})` };
	}
	return null;
}
