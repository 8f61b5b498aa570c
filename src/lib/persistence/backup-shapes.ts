import * as v from 'valibot';
import { GAME_ID_RULE, LIMITS, MAX_TIME, isGameId, isTime } from '$lib/engine/limits';
import type { GameStatus } from './db';

// The shapes of a backup file, as valibot schemas: the envelope, each game's summary, the
// creation event that begins its log (with the engine's own script object) and each stored
// script. What the shapes cannot say (an id that must match another, duplicates, whether the
// engine accepts each event, what a script's JSON means) is checked by hand in backup.ts.

/** A value as the messages name it: short, never the whole of a hostile string. */
export function describe(value: unknown): string {
	if (value === null) return 'null';
	if (Array.isArray(value)) return 'an array';
	if (typeof value === 'string') return `"${value.slice(0, 40)}${value.length > 40 ? '…' : ''}"`;
	if (typeof value === 'number') return String(value);
	return `${typeof value === 'object' ? 'an' : 'a'} ${typeof value}`;
}

export const badGameId = (value: unknown) =>
	`${describe(value)} is not a game id (${GAME_ID_RULE})`;
export const badTime = (value: unknown) =>
	`expected a time a date can hold (milliseconds within ±${MAX_TIME} of 1970), got ${describe(value)}`;

const STATUSES: readonly GameStatus[] = ['setup', 'in-progress', 'finished'];
const TEAMS = ['townsfolk', 'outsider', 'minion', 'demon', 'traveller', 'fabled', 'loric'] as const;

const text = (max: number = LIMITS.textChars, message = 'expected text') =>
	v.pipe(v.string(message), v.maxLength(max, message));
const id = (message: string) =>
	v.pipe(v.string(message), v.minLength(1, message), v.maxLength(LIMITS.idChars, message));
const time = v.custom<number>(isTime, (issue) => badTime(issue.input));
const gameId = v.custom<string>(isGameId, (issue) => badGameId(issue.input));
const number = (message: string) => v.pipe(v.number(message), v.finite(message));
const position = v.pipe(
	number('expected night order numbers'),
	v.minValue(0, 'expected night order numbers')
);
const labels = v.array(text(), 'expected lists of reminder labels');
const idList = v.array(text(LIMITS.idChars, 'expected an id'), 'expected a list of ids');

/** The envelope: what is read before any game. */
export const BackupShape = v.object({
	version: v.pipe(
		v.number('expected a version number'),
		v.integer('expected a version number'),
		v.minValue(1, 'expected a version number')
	),
	appVersion: text(100),
	exportedAt: time,
	games: v.pipe(
		v.array(v.unknown(), 'expected a list of games'),
		v.maxLength(LIMITS.games, 'too many games')
	),
	scripts: v.pipe(
		v.array(v.unknown(), 'expected a list of scripts'),
		v.maxLength(LIMITS.scripts, 'too many scripts')
	)
});

/** A games-list row, as the exporting app had it. */
export const SummaryShape = v.object(
	{
		id: gameId,
		name: text(),
		ruleset: text(),
		scriptName: text(),
		phaseLabel: text(),
		createdAt: time,
		updatedAt: time,
		status: v.picklist(STATUSES, (issue) => `unknown status ${describe(issue.input)}`),
		playerCount: v.pipe(
			v.number('expected a number of players'),
			v.integer('expected a number of players'),
			v.minValue(0, 'expected a number of players')
		)
	},
	(issue) => `expected the game's summary, got ${describe(issue.input)}`
);

/** One character of the engine's script object (not the official JSON). */
const CharacterShape = v.object(
	{
		id: id('expected an id'),
		name: v.pipe(
			v.string('expected a name'),
			v.minLength(1, 'expected a name'),
			v.maxLength(LIMITS.textChars, 'expected a name')
		),
		team: v.picklist(TEAMS, 'unknown team'),
		reminders: labels,
		remindersGlobal: labels,
		firstNight: position,
		otherNight: position
	},
	(issue) => `expected a character, got ${describe(issue.input)}`
);

/** The engine's own script object inside `game/created`. */
const EngineScriptShape = v.object(
	{
		id: text(LIMITS.idChars),
		name: text(),
		firstNight: idList,
		otherNight: idList,
		jinxes: v.array(
			v.strictTuple(
				[text(LIMITS.idChars, 'expected an id'), text(LIMITS.idChars, 'expected an id')],
				'expected a pair of ids'
			),
			'expected a list of id pairs'
		),
		characters: v.array(CharacterShape, 'expected a list of characters')
	},
	(issue) => `expected a script object, got ${describe(issue.input)}`
);

/** What every event has: a type and the device time. */
export const EventShape = v.object(
	{ type: v.pipe(v.string('expected an event type'), v.maxLength(100)), at: time },
	(issue) => `expected an event, got ${describe(issue.input)}`
);

/** The fields of any rule set's creation event that the file check reads. */
const CreationFields = {
	id: gameId,
	name: text(),
	seed: number('expected a number')
};

/** Blood on the Clocktower's `game/created`: seats and the script, besides the common fields. */
export const BotcCreationShape = v.object({
	...CreationFields,
	ruleset: text(LIMITS.idChars),
	seats: v.array(
		v.object(
			{ id: id('expected a seat id'), name: text() },
			'expected a seat with an id and a name'
		),
		'expected a list of seats'
	),
	script: EngineScriptShape
});

/** Another rule set's creation event (its own fields are its reducer's to check). */
export const OtherCreationShape = v.object(CreationFields);

/** A stored script; its official JSON is read by the script importer. */
export const ScriptRecordShape = v.object(
	{
		id: id('expected a script id'),
		name: text(),
		importedAt: time,
		json: v.unknown(),
		keptOwn: v.optional(v.array(v.string()))
	},
	(issue) => `expected a script, got ${describe(issue.input)}`
);

/** Where an issue is, in the file's terms: `games[2].events[0].script.characters[4].team`. */
function pathOf(base: string, issue: v.BaseIssue<unknown>): string {
	let path = base;
	for (const item of issue.path ?? []) {
		const key = item.key;
		if (typeof key === 'number') path += `[${key}]`;
		else path += path ? `.${String(key)}` : String(key);
	}
	return path;
}

/**
 * Checks `input` against a shape; every problem (with its place under `base`) goes to `add`.
 * True when the input has the shape.
 */
export function checkShape(
	schema: v.GenericSchema,
	input: unknown,
	base: string,
	add: (path: string, message: string) => void
): boolean {
	const result = v.safeParse(schema, input, { abortEarly: false });
	if (result.success) return true;
	for (const issue of result.issues) {
		// A key the object lacks is reported with the object's own message; say what it is.
		const missing = issue.path?.at(-1)?.origin === 'key';
		add(pathOf(base, issue), missing ? 'missing' : issue.message);
	}
	return false;
}
