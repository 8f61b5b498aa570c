import * as v from 'valibot';
import { LIMITS } from '../../engine/limits';
import type { ScriptProblem } from './script';

// The shapes of a script file's parts, as valibot schemas (as backups do, in
// persistence/backup-shapes.ts): which fields are text, lists of text, night numbers. What the
// shapes cannot say stays by hand in the readers: the limits of a hostile file before anything
// is parsed (./script-limits.ts), whether an entry is a known character, a team's name, a name
// that shows something, the night order. Each problem keeps its message and its place in the
// file (`[7].reminders[1]`), the messages ./script-messages.ts puts into Chinese.

const { scriptText: MAX_TEXT, scriptName: MAX_NAME } = LIMITS;

/** Night numbers on an exporting tool's own scale go into the thousands. */
export const MAX_NIGHT_NUMBER = 1_000_000;

/** A value as a problem names it: short, never the whole of a hostile string. */
export function describe(value: unknown): string {
	if (value === null) return 'null';
	if (value === undefined) return 'nothing';
	if (Array.isArray(value)) return 'an array';
	if (typeof value === 'object') return 'an object';
	return typeof value === 'string' ? `"${value.slice(0, 40)}"` : `a ${typeof value}`;
}

export function isRecord(v: unknown): v is Record<string, unknown> {
	return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** "<what>, found <the value>". */
const found = (what: string) => (issue: { input: unknown }) =>
	`${what}, found ${describe(issue.input)}`;

/** Text of at most `max` characters. */
export const text = (max: number) =>
	v.pipe(v.string(found('expected text')), v.maxLength(max, `text longer than ${max} characters`));

/** A list of texts of at most `max` characters each. */
export const texts = (max: number) => v.array(text(max), found('expected a list of text'));

/**
 * A night number as script files write it: a number, a number written as text ("13"), or nothing
 * (absent, null or "": does not wake). A number past MAX_NIGHT_NUMBER (a tool's way of saying
 * "last") counts as MAX_NIGHT_NUMBER. Null for anything else (a negative number, a word).
 */
export function nightNumber(value: unknown): number | null {
	if (value === undefined || value === null) return 0;
	let n: unknown = value;
	if (typeof value === 'string') {
		const written = value.trim();
		if (written === '') return 0;
		if (!/^\d+(\.\d+)?$/.test(written)) return null;
		n = Number(written);
	}
	if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) return null;
	return Math.min(n, MAX_NIGHT_NUMBER);
}

const night = v.optional(
	v.pipe(
		v.unknown(),
		v.check(
			(value) => nightNumber(value) !== null,
			(issue) =>
				`expected a night position (a number from 0), found ${
					typeof issue.input === 'number' ? String(issue.input) : describe(issue.input)
				}`
		),
		v.transform((value) => nightNumber(value) ?? 0)
	),
	0
);
const ownText = v.nullish(text(MAX_TEXT));
/** A list of reminders; some tools write an empty text for none. */
const reminders = v.pipe(
	v.unknown(),
	v.transform((value) => (value === '' ? [] : value)),
	texts(MAX_NAME)
);

/** The fields of a homebrew character besides its id, name and team (checked by hand). */
export const HomebrewFields = v.looseObject({
	ability: ownText,
	firstNightReminder: ownText,
	otherNightReminder: ownText,
	flavor: ownText,
	firstNight: night,
	otherNight: night,
	reminders: v.optional(reminders, []),
	remindersGlobal: v.optional(reminders, []),
	// Some tools write the setup flag as 0 or 1.
	setup: v.nullish(
		v.custom<boolean | 0 | 1>(
			(s) => s === true || s === false || s === 0 || s === 1,
			found('expected true or false')
		),
		false
	),
	jinxes: v.optional(
		v.array(
			v.custom<{ id: string; reason?: unknown }>(
				(j) => isRecord(j) && typeof j.id === 'string',
				'a jinx needs an id'
			),
			'expected a list of jinxes'
		)
	),
	special: v.optional(
		v.array(
			v.custom<{ type: string; name: string; value?: unknown; time?: unknown; global?: unknown }>(
				(s) => isRecord(s) && typeof s.type === 'string' && typeof s.name === 'string',
				'a special needs a type and a name'
			),
			'expected a list'
		)
	)
});

/** `_meta.name` and `_meta.author`. */
export const MetaName = v.pipe(
	v.string('name must be text'),
	v.maxLength(MAX_NAME, `name is longer than ${MAX_NAME} characters`)
);
export const MetaAuthor = v.pipe(
	v.string('author must be short text'),
	v.maxLength(MAX_NAME, 'author must be short text')
);

/** A team's new name (`townsfolkName`). */
export const TeamName = v.pipe(
	v.string(found('expected a team name')),
	v.maxLength(MAX_NAME, found('expected a team name'))
);

/** A list of statuses (`_meta.state`); what each needs is checked by hand. */
export const StatusList = v.array(v.unknown(), found('expected a list of statuses'));

/**
 * The value if it has the shape, or undefined with each problem added to `errors`, at `at` and
 * the place inside the value (`.reminders[1]`).
 */
export function check<T>(
	schema: v.GenericSchema<unknown, T>,
	value: unknown,
	at: string,
	errors: ScriptProblem[]
): T | undefined {
	const result = v.safeParse(schema, value);
	if (result.success) return result.output;
	for (const issue of result.issues) {
		const inside = (issue.path ?? [])
			.map((item) => {
				const key: unknown = item.key;
				return typeof key === 'number' ? `[${key}]` : `.${String(key)}`;
			})
			.join('');
		errors.push({ path: `${at}${inside}`, message: issue.message });
	}
	return undefined;
}
