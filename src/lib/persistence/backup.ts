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
} from '$lib/rulesets/botc';
import {
	type AnyGameEvent,
	type AnyGameState,
	engineKindOf,
	loadAllEngines,
	loadedEngine
} from '$lib/rulesets/load';
import { DEFAULT_RULE_SET } from '$lib/rulesets/registry';
import { interpolate } from '$lib/i18n/format';
import { rejectionTemplate } from '$lib/i18n/rejection-text';
import { LIMITS } from '$lib/engine/limits';
import { checkPlainData } from '$lib/engine/plain-data';
import {
	BackupShape,
	BotcCreationShape,
	EventShape,
	OtherCreationShape,
	ScriptRecordShape,
	SummaryShape,
	checkShape,
	describe
} from './backup-shapes';
import type { GameRecord } from './db';

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
	/** Own characters named like official ones that the storyteller keeps as the file's own. */
	keptOwn?: string[];
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
	'seat/changed': true,
	'bluffs/set': true,
	'bluffs/set-added': true,
	'bluffs/set-removed': true,
	'characters/added': true,
	'fabled/set': true,
	'fabled/added': true,
	'fabled/removed': true,
	'reminder/added': true,
	'reminder/removed': true,
	'night/started': true,
	'night/step': true,
	'night/extra-step': true,
	'night/kill': true,
	'night/chosen': true,
	'reminders/cleared': true,
	'night/answer': true,
	'night/choice': true,
	'day/started': true,
	'gossip/statement': true,
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
	'settings/suggestions': true,
	note: true,
	'note/edited': true,
	'note/removed': true
};

/**
 * The engine's reason for refusing an event, in English as the whole report is (seats by id:
 * the report names places in the file, not players).
 */
function reasonOf(r: Rejection): string {
	const template = rejectionTemplate(r.code, 'en');
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

const add = (problems: Problems) => (path: string, message: string) => problems.add(path, message);

/** The checks of a log's first event: its shape, and the id its summary gives. */
function checkCreation(
	shape: typeof BotcCreationShape | typeof OtherCreationShape,
	event: Json,
	at: string,
	summaryId: string | null,
	problems: Problems
): boolean {
	if (!checkShape(shape, event, at, add(problems))) return false;
	if (summaryId !== null && event.id !== summaryId) {
		problems.add(`${at}.id`, `does not match the summary's id`);
		return false;
	}
	return true;
}

/**
 * Replays one game's log with its rule set (loaded beforehand by `loadBackupEngines`); the first
 * event any rule set refuses rejects the file.
 */
function checkGame(
	game: unknown,
	path: string,
	problems: Problems
): GameState | AnyGameState | null {
	if (!isRecord(game)) {
		problems.add(path, `expected a game, got ${describe(game)}`);
		return null;
	}
	const summaryOk = checkShape(SummaryShape, game.summary, `${path}.summary`, add(problems));
	const summaryId = summaryOk ? (game.summary as GameRecord).id : null;
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
	// Games on the default rule set's engine (Blood on the Clocktower's, which takes any name) are
	// checked event by event here; the others by their own reducer.
	const botc = !kind || kind === DEFAULT_RULE_SET.engine;
	const engine = botc ? null : loadedEngine(kind);
	if (!botc && !engine) {
		problems.add(`${path}.events[0]`, `this app cannot open games of the "${kind}" rule set here`);
		return null;
	}
	let state: GameState | AnyGameState = engine ? engine.empty() : emptyState();
	for (let j = 0; j < events.length; j++) {
		const at = `${path}.events[${j}]`;
		const event: unknown = events[j];
		if (!checkShape(EventShape, event, at, add(problems))) return null;
		const e = event as Json & { type: string };
		if (botc && !Object.hasOwn(EVENT_TYPES, e.type)) {
			problems.add(`${at}.type`, `unknown event type ${describe(e.type)}`);
			return null;
		}
		const creation = engine ? engine.isCreation(e) : e.type === 'game/created';
		if (j === 0 && botc && !creation) {
			problems.add(`${at}.type`, 'a game must begin with "game/created"');
			return null;
		}
		if (j > 0 && creation) {
			problems.add(`${at}.type`, 'a game is created only once');
			return null;
		}
		const shape = botc ? BotcCreationShape : OtherCreationShape;
		if (j === 0 && !checkCreation(shape, e, at, summaryId, problems)) return null;
		const next: GameState | AnyGameState | Rejection = engine
			? engine.apply(state as AnyGameState, e as unknown as AnyGameEvent)
			: apply(state as GameState, e as unknown as GameEvent);
		if (isRejection(next)) {
			problems.add(at, `the game refuses this "${e.type}" event: ${reasonOf(next)}`);
			return null;
		}
		state = next;
	}
	return state;
}

function checkScript(script: unknown, path: string, problems: Problems) {
	checkShape(ScriptRecordShape, script, path, add(problems));
	if (!isRecord(script)) return;
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
	if (checkShape(BackupShape, data, '', add(problems)) && (data.version as number) > BACKUP_VERSION)
		problems.add(
			'version',
			`made by a newer app (backup version ${String(data.version)}); update this app first`
		);
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
		const id = isRecord(script) && typeof script.id === 'string' && script.id ? script.id : null;
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
