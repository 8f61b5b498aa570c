import {
	type GameEvent,
	type GameEventType,
	type GameState,
	apply,
	emptyState,
	isRejection,
	type Rejection,
	rejectionSummary,
	parseScript
} from '$lib/engine';
import {
	type AnyGameEvent,
	type AnyGameState,
	engineKindOf,
	loadAllEngines,
	loadedEngine
} from '$lib/rulesets/load';
import { en as botcReasons } from '$lib/i18n/areas/rejections';
import { en as werewolfReasons } from '$lib/i18n/areas/werewolf-rejections';
import { interpolate } from '$lib/i18n/format';
import { GAME_ID_RULE, LIMITS, MAX_TIME, isGameId, isTime } from '$lib/engine/limits';
import { checkPlainData } from '$lib/engine/plain-data';
import type { GameRecord, GameStatus } from './db';

/**
 * Loads the werewolf engines so `validateBackup` can replay games of every rule set; call (and
 * await) before validating a file that may hold them.
 */
export const loadBackupEngines = loadAllEngines;

/** Written in every backup file so a stray JSON file is recognised as not ours. */
export const BACKUP_FORMAT = 'storyteller-grimoire-backup';
/** Version of the backup file layout; files of a later version are refused, never guessed at. */
export const BACKUP_VERSION = 1;

export interface BackupGame {
	/** The games-list row, as the exporting app had it; the importer recomputes it from the log. */
	summary: GameRecord;
	/** The whole event log, its creation event first (`game/created`, or `i01/create`). */
	events: GameEvent[] | AnyGameEvent[];
}

export interface BackupScript {
	id: string;
	name: string;
	/** Official custom-script JSON, as imported. */
	json: unknown;
	importedAt: number;
}

export interface Backup {
	format: typeof BACKUP_FORMAT;
	version: number;
	appVersion: string;
	exportedAt: number;
	games: BackupGame[];
	scripts: BackupScript[];
}

export interface BackupProblem {
	/** Where in the file, e.g. `games[2].events[14].type`, or `` for the whole file. */
	path: string;
	message: string;
}

export type BackupCheck =
	| { ok: true; backup: Backup; states: (GameState | AnyGameState)[] }
	| { ok: false; problems: BackupProblem[] };

// Every event type the engine knows. A Record over the union makes TypeScript fail when the
// engine gains a type this list lacks.
const EVENT_TYPES: Record<GameEventType, true> = {
	'game/created': true,
	'game/renamed': true,
	'seats/set': true,
	'seat/added': true,
	'seat/removed': true,
	'seat/renamed': true,
	'seat/moved': true,
	'seat/swapped': true,
	'seat/traveller': true,
	'setup/bag': true,
	'setup/dealt': true,
	'seat/character': true,
	'seat/thinks': true,
	'seat/alignment': true,
	'bluffs/set': true,
	'characters/added': true,
	'fabled/set': true,
	'reminder/added': true,
	'reminder/removed': true,
	'night/started': true,
	'night/step': true,
	'night/extra-step': true,
	'night/answer': true,
	'day/started': true,
	'seat/died': true,
	'seat/revived': true,
	'seat/ghost-vote': true,
	'nomination/opened': true,
	'nomination/counting': true,
	'nomination/voted': true,
	'nomination/cancelled': true,
	execution: true,
	'private-chat': true,
	'game/ended': true,
	'settings/keep-dead-steps': true,
	note: true
};

const STATUSES: readonly GameStatus[] = ['setup', 'in-progress', 'finished'];
const TEAMS = ['townsfolk', 'outsider', 'minion', 'demon', 'traveller', 'fabled', 'loric'];

/**
 * The engine's reason for refusing an event, in English as the whole report is (seats by id:
 * the report names places in the file, not players).
 */
function reasonOf(r: Rejection): string {
	const key = `reject.${r.code}`;
	const template = Object.hasOwn(botcReasons, key)
		? botcReasons[key as keyof typeof botcReasons]
		: Object.hasOwn(werewolfReasons, key)
			? werewolfReasons[key as keyof typeof werewolfReasons]
			: undefined;
	return template ? interpolate(template, { ...r.params }) : rejectionSummary(r);
}

// Limits shared with the script importer (engine/limits.ts): a backup restores every script the
// importer took and every game log the engine accepted.
const BACKUP_DATA = {
	depth: LIMITS.backupEnvelope + LIMITS.depth,
	nodes: LIMITS.backupNodes,
	textChars: LIMITS.textChars
};

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json =>
	typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown, max: number = LIMITS.textChars): v is string =>
	typeof v === 'string' && v.length <= max;
const isId = (v: unknown): v is string => isText(v, LIMITS.idChars) && v.length > 0;
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function describe(value: unknown): string {
	if (value === null) return 'null';
	if (Array.isArray(value)) return 'an array';
	if (typeof value === 'string') return `"${value.slice(0, 40)}${value.length > 40 ? '…' : ''}"`;
	if (typeof value === 'number') return String(value);
	return `${typeof value === 'object' ? 'an' : 'a'} ${typeof value}`;
}

const badGameId = (v: unknown) => `${describe(v)} is not a game id (${GAME_ID_RULE})`;
const badTime = (v: unknown) =>
	`expected a time a date can hold (milliseconds within ±${MAX_TIME} of 1970), got ${describe(v)}`;

class Problems {
	list: BackupProblem[] = [];
	more = 0;
	add(path: string, message: string) {
		if (this.list.length < LIMITS.problems) this.list.push({ path, message });
		else this.more++;
	}
	get full() {
		return this.list.length >= LIMITS.problems;
	}
	result(): BackupProblem[] {
		return this.more > 0
			? [...this.list, { path: '', message: `and ${this.more} more problems` }]
			: this.list;
	}
}

const strings = (v: unknown, max: number = LIMITS.textChars) =>
	Array.isArray(v) && v.every((x) => isText(x, max));
const position = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/** The engine's own script object inside `game/created` (not the official JSON). */
function checkEngineScript(script: unknown, path: string, problems: Problems) {
	if (!isRecord(script))
		return problems.add(path, `expected a script object, got ${describe(script)}`);
	if (!isText(script.id, LIMITS.idChars)) problems.add(`${path}.id`, 'expected text');
	if (!isText(script.name)) problems.add(`${path}.name`, 'expected text');
	for (const key of ['firstNight', 'otherNight'] as const)
		if (!strings(script[key], LIMITS.idChars))
			problems.add(`${path}.${key}`, 'expected a list of ids');
	if (
		!Array.isArray(script.jinxes) ||
		!script.jinxes.every((j) => strings(j, LIMITS.idChars) && j.length === 2)
	)
		problems.add(`${path}.jinxes`, 'expected a list of id pairs');
	if (!Array.isArray(script.characters))
		return problems.add(`${path}.characters`, 'expected a list of characters');
	const seen = new Set<string>();
	script.characters.forEach((c: unknown, i: number) => {
		const at = `${path}.characters[${i}]`;
		if (!isRecord(c)) return problems.add(at, `expected a character, got ${describe(c)}`);
		if (!isId(c.id)) problems.add(`${at}.id`, 'expected an id');
		else if (seen.has(c.id)) problems.add(`${at}.id`, `duplicate character id "${c.id}"`);
		else seen.add(c.id);
		if (!isText(c.name) || !c.name) problems.add(`${at}.name`, 'expected a name');
		if (!TEAMS.includes(c.team as string)) problems.add(`${at}.team`, 'unknown team');
		if (!strings(c.reminders) || !strings(c.remindersGlobal))
			problems.add(`${at}.reminders`, 'expected lists of reminder labels');
		if (!position(c.firstNight) || !position(c.otherNight))
			problems.add(`${at}.firstNight`, 'expected night order numbers');
	});
}

function checkSummary(summary: unknown, path: string, problems: Problems): summary is GameRecord {
	if (!isRecord(summary)) {
		problems.add(path, `expected the game's summary, got ${describe(summary)}`);
		return false;
	}
	const before = problems.list.length + problems.more;
	if (!isGameId(summary.id)) problems.add(`${path}.id`, badGameId(summary.id));
	for (const key of ['name', 'ruleset', 'scriptName', 'phaseLabel'] as const)
		if (!isText(summary[key])) problems.add(`${path}.${key}`, 'expected text');
	for (const key of ['createdAt', 'updatedAt'] as const)
		if (!isTime(summary[key])) problems.add(`${path}.${key}`, badTime(summary[key]));
	if (!STATUSES.includes(summary.status as GameStatus))
		problems.add(`${path}.status`, `unknown status ${describe(summary.status)}`);
	if (!Number.isInteger(summary.playerCount) || (summary.playerCount as number) < 0)
		problems.add(`${path}.playerCount`, 'expected a number of players');
	return problems.list.length + problems.more === before;
}

/**
 * Replays a werewolf game's log with its rule set's adapter (loaded beforehand by
 * `loadBackupEngines`); any event the rule set refuses rejects the file.
 */
function checkOtherGame(
	game: Record<string, unknown>,
	events: unknown[],
	path: string,
	summaryOk: boolean,
	problems: Problems
): AnyGameState | null {
	const kind = engineKindOf(events[0]);
	const engine = kind ? loadedEngine(kind) : undefined;
	if (!kind || !engine) {
		problems.add(`${path}.events[0]`, `this app cannot open games of the "${kind}" rule set here`);
		return null;
	}
	let state = engine.empty();
	for (let j = 0; j < events.length; j++) {
		const at = `${path}.events[${j}]`;
		const event: unknown = events[j];
		if (!isRecord(event) || typeof event.type !== 'string' || event.type.length > 100) {
			problems.add(at, `expected an event, got ${describe(event)}`);
			return null;
		}
		if (!isTime(event.at)) {
			problems.add(`${at}.at`, badTime(event.at));
			return null;
		}
		if (j === 0) {
			const before = problems.list.length + problems.more;
			if (!isGameId(event.id)) problems.add(`${at}.id`, badGameId(event.id));
			else if (summaryOk && event.id !== (game.summary as GameRecord).id)
				problems.add(`${at}.id`, `does not match the summary's id`);
			if (!isText(event.name)) problems.add(`${at}.name`, 'expected text');
			if (!isNumber(event.seed)) problems.add(`${at}.seed`, 'expected a number');
			if (problems.list.length + problems.more > before) return null;
		} else if (engine.isCreation(event)) {
			problems.add(`${at}.type`, 'a game is created only once');
			return null;
		}
		const next = engine.apply(state, event as unknown as AnyGameEvent);
		if (isRejection(next)) {
			problems.add(at, `the game refuses this "${event.type}" event: ${reasonOf(next)}`);
			return null;
		}
		state = next;
	}
	return state;
}

/** Replays one game's log with the engine; any event the engine refuses rejects the file. */
function checkGame(
	game: unknown,
	path: string,
	problems: Problems
): GameState | AnyGameState | null {
	if (!isRecord(game)) {
		problems.add(path, `expected a game, got ${describe(game)}`);
		return null;
	}
	const summaryOk = checkSummary(game.summary, `${path}.summary`, problems);
	const events = game.events;
	if (!Array.isArray(events) || events.length === 0) {
		problems.add(`${path}.events`, 'expected a non-empty list of events');
		return null;
	}
	if (events.length > LIMITS.eventsPerGame) {
		problems.add(`${path}.events`, `too many events (${events.length})`);
		return null;
	}
	const kind = engineKindOf(events[0]);
	if (kind && kind !== 'botc') return checkOtherGame(game, events, path, summaryOk, problems);
	let state = emptyState();
	for (let j = 0; j < events.length; j++) {
		const at = `${path}.events[${j}]`;
		const event: unknown = events[j];
		if (!isRecord(event)) {
			problems.add(at, `expected an event, got ${describe(event)}`);
			return null;
		}
		if (typeof event.type !== 'string' || !Object.hasOwn(EVENT_TYPES, event.type)) {
			problems.add(`${at}.type`, `unknown event type ${describe(event.type)}`);
			return null;
		}
		if (!isTime(event.at)) {
			problems.add(`${at}.at`, badTime(event.at));
			return null;
		}
		if (j === 0 && event.type !== 'game/created') {
			problems.add(`${at}.type`, 'a game must begin with "game/created"');
			return null;
		}
		if (j > 0 && event.type === 'game/created') {
			problems.add(`${at}.type`, 'a game is created only once');
			return null;
		}
		if (event.type === 'game/created') {
			const before = problems.list.length + problems.more;
			if (!isGameId(event.id)) problems.add(`${at}.id`, badGameId(event.id));
			else if (summaryOk && event.id !== (game.summary as GameRecord).id)
				problems.add(`${at}.id`, `does not match the summary's id`);
			if (!isText(event.name)) problems.add(`${at}.name`, 'expected text');
			if (!isText(event.ruleset, LIMITS.idChars)) problems.add(`${at}.ruleset`, 'expected text');
			if (!isNumber(event.seed)) problems.add(`${at}.seed`, 'expected a number');
			if (!Array.isArray(event.seats)) problems.add(`${at}.seats`, 'expected a list of seats');
			else
				event.seats.forEach((s: unknown, k: number) => {
					if (!isRecord(s) || !isId(s.id) || !isText(s.name))
						problems.add(`${at}.seats[${k}]`, 'expected a seat with an id and a name');
				});
			checkEngineScript(event.script, `${at}.script`, problems);
			if (problems.list.length + problems.more > before) return null;
		}
		const next = apply(state, event as unknown as GameEvent);
		if (isRejection(next)) {
			problems.add(at, `the game refuses this "${event.type}" event: ${reasonOf(next)}`);
			return null;
		}
		state = next;
	}
	return state;
}

function checkScript(script: unknown, path: string, problems: Problems) {
	if (!isRecord(script)) return problems.add(path, `expected a script, got ${describe(script)}`);
	if (!isId(script.id)) problems.add(`${path}.id`, 'expected a script id');
	if (!isText(script.name)) problems.add(`${path}.name`, 'expected text');
	if (!isTime(script.importedAt)) problems.add(`${path}.importedAt`, badTime(script.importedAt));
	const parsed = parseScript(script.json);
	if (!parsed.ok)
		for (const e of parsed.errors)
			problems.add(
				`${path}.json${e.path.startsWith('[') || !e.path ? '' : '.'}${e.path}`,
				e.message
			);
}

/**
 * Checks a backup file (its text, or parsed JSON) completely before anything is stored. Pure and
 * never throws: returns the backup with each game's replayed state, or every problem found
 * (up to a limit) with its place in the file.
 */
export function validateBackup(input: unknown): BackupCheck {
	try {
		return validateUnsafe(input);
	} catch (error) {
		// Defensive: a surprise inside a hostile file is a rejection, never a crash.
		return { ok: false, problems: [{ path: '', message: `unreadable backup (${String(error)})` }] };
	}
}

function validateUnsafe(input: unknown): BackupCheck {
	let data = input;
	if (typeof input === 'string') {
		if (input.length > LIMITS.backupChars)
			return {
				ok: false,
				problems: [{ path: '', message: `the file is too large (${input.length} characters)` }]
			};
		try {
			data = JSON.parse(input);
		} catch (error) {
			return {
				ok: false,
				problems: [{ path: '', message: `not valid JSON: ${(error as Error).message}` }]
			};
		}
	}
	const shape = checkPlainData(data, BACKUP_DATA);
	if (shape) return { ok: false, problems: [shape] };
	if (!isRecord(data))
		return {
			ok: false,
			problems: [{ path: '', message: `expected a backup, got ${describe(data)}` }]
		};
	if (data.format !== BACKUP_FORMAT)
		return {
			ok: false,
			problems: [{ path: 'format', message: 'not a grimoire backup file' }]
		};
	const problems = new Problems();
	if (!Number.isInteger(data.version) || (data.version as number) < 1)
		problems.add('version', 'expected a version number');
	else if ((data.version as number) > BACKUP_VERSION)
		problems.add(
			'version',
			`made by a newer app (backup version ${String(data.version)}); update this app first`
		);
	if (!isText(data.appVersion, 100)) problems.add('appVersion', 'expected text');
	if (!isTime(data.exportedAt)) problems.add('exportedAt', badTime(data.exportedAt));
	if (!Array.isArray(data.games)) problems.add('games', 'expected a list of games');
	else if (data.games.length > LIMITS.games) problems.add('games', 'too many games');
	if (!Array.isArray(data.scripts)) problems.add('scripts', 'expected a list of scripts');
	else if (data.scripts.length > LIMITS.scripts) problems.add('scripts', 'too many scripts');
	if (problems.list.length > 0) return { ok: false, problems: problems.result() };

	const games = data.games as unknown[];
	const states: (GameState | AnyGameState)[] = [];
	const ids = new Map<string, number>();
	games.forEach((game, i) => {
		if (problems.full) return;
		const state = checkGame(game, `games[${i}]`, problems);
		if (!state) return;
		const first = ids.get(state.id);
		if (first !== undefined)
			problems.add(`games[${i}].summary.id`, `duplicate game id (also games[${first}])`);
		ids.set(state.id, i);
		states.push(state);
	});
	const scriptIds = new Map<string, number>();
	(data.scripts as unknown[]).forEach((script, k) => {
		if (problems.full) return;
		checkScript(script, `scripts[${k}]`, problems);
		const id = isRecord(script) && isId(script.id) ? script.id : null;
		if (id === null) return;
		const first = scriptIds.get(id);
		if (first !== undefined)
			problems.add(`scripts[${k}].id`, `duplicate script id (also scripts[${first}])`);
		scriptIds.set(id, k);
	});
	if (problems.list.length > 0) return { ok: false, problems: problems.result() };
	return { ok: true, backup: data as unknown as Backup, states };
}

/** A new backup object; `appVersion` is the build's version. */
export function makeBackup(
	games: BackupGame[],
	scripts: BackupScript[],
	exportedAt: number,
	appVersion: string
): Backup {
	return { format: BACKUP_FORMAT, version: BACKUP_VERSION, appVersion, exportedAt, games, scripts };
}

/** A file name that sorts by date and says what it holds; no characters file systems refuse. */
export function backupFileName(what: string, at: number): string {
	const d = new Date(at);
	const pad = (n: number) => String(n).padStart(2, '0');
	const stamp = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}-${pad(d.getHours())}${pad(d.getMinutes())}`;
	const safe = Array.from(what)
		.filter((c) => c.charCodeAt(0) >= 32 && !'\\/:*?"<>|'.includes(c))
		.join('')
		.trim()
		.replace(/\s+/g, '-')
		.slice(0, 40);
	return `grimoire-${safe ? `${safe}-` : ''}${stamp}.json`;
}
