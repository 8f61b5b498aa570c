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

/**
 * Seats at a Blood on the Clocktower table, travellers included: the BotC rule set's player range
 * (`rulesets/botc/ruleset.ts`), which its reducer, setup checks and screens all read.
 */
export const BOTC_PLAYERS: { readonly min: number; readonly max: number } = { min: 5, max: 20 };
