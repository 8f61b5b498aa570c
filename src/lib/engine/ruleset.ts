import type { LogOps } from './log';
import type { Locale, Rejection } from './types';

/** The fields every rule set's state has. */
export interface AnyGameState {
	id: string;
	ruleset: string;
	name: string;
	createdAt: number;
	updatedAt: number;
}

/** Any rule set's event: a `type` and the device time. */
export interface AnyGameEvent {
	type: string;
	at: number;
}

export type GameStatus = 'setup' | 'in-progress' | 'finished';

/** The games-list row of a state: what the home screen shows without replaying the log. */
export interface GameSummary {
	id: string;
	/** The id of the rule set the game is of (its `RuleSet.id`). */
	ruleset: string;
	scriptName: string;
	/** The storyteller's own name for the game. */
	name: string;
	createdAt: number;
	updatedAt: number;
	status: GameStatus;
	playerCount: number;
	/** A short, language-neutral phase code the list translates: setup, night:2, day:3, ended. */
	phaseLabel: string;
	/**
	 * What the archive lists and its stats count, kept on the row of a finished game so the
	 * archive reads rows, not logs (absent on unfinished games and on rows stored before it).
	 */
	archive?: ArchiveFacts;
}

/** A team, a character or a role as the archive names it: an id and its name in each language. */
export interface ArchiveName {
	id: string;
	name: Record<Locale, string>;
}

/** One seat at the end of a game, for the archive, its picture and its spreadsheet. */
export interface ArchiveSeat {
	name: string;
	/** The character (role) the seat ended with; null when none was dealt. */
	character: ArchiveName | null;
	/** The character it was dealt, when it changed during the game. */
	was: ArchiveName | null;
	/** The team it ended on (good / evil, village / wolves…); null when not known. */
	side: ArchiveName | null;
	alive: boolean;
	traveller: boolean;
}

/**
 * A game's facts for the archive, in plain data a rule set draws from its state (`Rules.archive`):
 * no rule set's words are needed to count them, and every name is given in both languages.
 */
export interface ArchiveFacts {
	/** The winning team; null when the game ended with no winner or has not ended. */
	winner: ArchiveName | null;
	/** When the game ended (the ending event's time), null when it has not. */
	endedAt: number | null;
	nights: number;
	days: number;
	/** From the game's creation to its last event. */
	minutes: number;
	seats: ArchiveSeat[];
	/**
	 * Per day (day 1 first), nominations and executions, for rule sets that have them; null for
	 * those that do not (the stats leave them out).
	 */
	nominations: number[] | null;
	executions: number[] | null;
	/** Character changes during play (0 for rule sets without them). */
	changes: number;
	/** The story's key lines (the result, deaths, executions, changes), in both languages. */
	lines: Record<Locale, string>[];
}

/** A rule set's name in each language the app speaks. */
export type Names = Record<Locale, string>;

/**
 * A screen's module, as a dynamic import gives it: a Svelte component as its default export.
 * Every screen is given the open game's session as its `session` property.
 */
export type ScreenLoader = () => Promise<{ default: unknown }>;

/**
 * The part of a rule set loaded when one of its games is opened, stored or checked: the reducer,
 * what reads its state, and the loaders of its screens. Kept apart so that listing the rule set
 * (the home screen, the new-game screen) loads none of it.
 */
export interface Rules<
	S extends AnyGameState = AnyGameState,
	E extends AnyGameEvent = AnyGameEvent
> {
	/** The state before the creation event. */
	empty(): S;
	/** The next state, or a rejection that leaves the state alone. */
	apply(state: S, event: E): S | Rejection;
	/** What the players may see when the tablet is turned to them (if the rule set shows it). */
	publicView?(state: S): unknown;
	/** The games-list row of a state. */
	summary(state: S): GameSummary;
	/** The archive's facts of a game in this state (finished, abandoned or under way). */
	archive?(state: S): ArchiveFacts;
	/** Better names for the characters (roles) in archive facts, in a language (texts loaded first). */
	archiveNames?(ids: readonly string[], locale: Locale): Promise<Record<string, string>>;
	/** Which of `screens` a game in this state shows. */
	screenOf(state: S): string;
	/** The loaders of the game's screens, by the names `screenOf` gives. */
	screens: Record<string, ScreenLoader>;
	/**
	 * Loads what the screens of a game in this state show besides the rules (character texts in
	 * a language).
	 */
	prepare?(state: S, locale: Locale): Promise<unknown>;
	/**
	 * The first events of a new game (its creation, and any that deal it) from what the new-game
	 * screen chose: the names in seat order, and the rule set's own `choices` (a script, the
	 * identities to draw), which it checks itself. Throws on a choice it cannot start from.
	 */
	start(base: StartOptions, choices?: unknown): E[];
	/**
	 * The wording of the rejection codes its rules return that the shared table does not word
	 * (its own codes, `wwc.…`), by code; each is also `reject.<code>` in messages/*.json. Loaded
	 * with the rules: a refusal is shown only in a game in hand, or a backup check that loads all.
	 */
	rejections?: Readonly<Record<string, Wording>>;
}

/** What every new game starts from; the device gives the id, the time and the seed. */
export interface StartOptions {
	/** The id of the rule set the game is of (a variant's own, on its base's rules). */
	ruleset: string;
	id: string;
	at: number;
	seed: number;
	/** The storyteller's name for the game. */
	name: string;
	/** Player names in seat order. */
	names: string[];
}

/**
 * What a rule set's games offer besides play, so that a screen asks the rule set, not its id.
 */
export interface Capabilities {
	/** Printable character sheets (the home card's Print). */
	print?: boolean;
	/** The night told as a story from the log (the history panel's Story). */
	story?: boolean;
	/** The town square of the grimoire family, which may open in a window of its own. */
	townSquare?: boolean;
}

/**
 * A message function as Paraglide compiles it (its parameters, the language to say it in): the
 * wording of a rule set's own rejection codes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Wording = (inputs: any, options?: { locale?: Locale }) => string;

/**
 * One game system, as the app knows it: a plain object each rule set's folder exports from its
 * `ruleset.ts`, listed in `rulesets/registry.ts`. What the home and new-game screens read (names,
 * player range) is here; the rest (`rules()`: the reducer, the summary, the screens) is loaded
 * on first use, so listing a rule set costs those screens nothing.
 */
export interface RuleSet<
	S extends AnyGameState = AnyGameState,
	E extends AnyGameEvent = AnyGameEvent
> {
	id: string;
	name: Names;
	/** Smallest and largest number of players. */
	players: { min: number; max: number };
	/**
	 * The rule set whose rules run the games: its own id, or its base's for a variant played on
	 * another rule set's engine (《井满田坝》 on Blood on the Clocktower's).
	 */
	engine: string;
	/**
	 * What the games list shows under the game's name: the script's name (a script-based rule
	 * set), or the rule set's own name in the reader's language (`'rule-set'`).
	 */
	board: 'script' | 'rule-set';
	/**
	 * The built-in scripts' names in each language, by the name a game stores (its English one),
	 * so the games list says 暗流涌动 to a Chinese reader; any other script's name is shown as stored.
	 */
	scriptNames?: Readonly<Record<string, Names>>;
	/**
	 * Who runs a game, in the rule set's own words (沉取场's 导演, I01's 主办); without it, the
	 * storyteller. The home screen's cards and the new-game screen say it.
	 */
	runner?: Names;
	/** True for the event that creates a game of this rule set (the first of every log). */
	isCreation(event: unknown): boolean;
	/**
	 * The loader of its new-game screen (kept in `components/<its folder>/`), given this rule set
	 * as its `ruleSet` property.
	 */
	newGame: ScreenLoader;
	/** What its games offer besides play (none when absent). */
	can?: Capabilities;
	/** Loads the rules: the reducer, the views over its state, the screens. */
	rules(): Promise<Rules<S, E>>;
	/**
	 * The rule set's own words, if it renames the standard terms (every text goes through it), or
	 * the words of the open game's script (teams it renames); null for none.
	 */
	terms?(state: S): Promise<((text: string, locale: Locale) => string) | null>;
}

/** A rule set with its rules loaded: what replays, dispatches and checks its games. */
export interface LoadedRuleSet<
	S extends AnyGameState = AnyGameState,
	E extends AnyGameEvent = AnyGameEvent
>
	extends RuleSet<S, E>, Rules<S, E> {
	/** replay / build / dispatch / undo / redo over `apply` (`createLog`). */
	ops: LogOps<S, E>;
}

/** The status a phase kind gives on the games list. */
export function statusOf(kind: string): GameStatus {
	if (kind === 'setup') return 'setup';
	if (kind === 'ended') return 'finished';
	return 'in-progress';
}

/**
 * A games-list row: the fields every state has, with the rule set's own, and the archive's
 * facts (`archive`, when given) once the game is finished.
 */
export function summaryRow<S extends AnyGameState>(
	state: S,
	fields: Pick<GameSummary, 'scriptName' | 'status' | 'playerCount' | 'phaseLabel'>,
	archive?: (state: S) => ArchiveFacts
): GameSummary {
	return {
		id: state.id,
		ruleset: state.ruleset,
		name: state.name,
		createdAt: state.createdAt,
		updatedAt: state.updatedAt,
		...fields,
		...(archive && fields.status === 'finished' && { archive: archive(state) })
	};
}

const isRecord = (x: unknown): x is Record<string, unknown> =>
	typeof x === 'object' && x !== null && !Array.isArray(x);

/** True for an event of `type` (whose `ruleset`, when given, is `ruleset`). */
export function isEventOf(event: unknown, type: string, ruleset?: string): boolean {
	if (!isRecord(event) || event.type !== type) return false;
	return ruleset === undefined || event.ruleset === ruleset;
}

/**
 * The descriptor of a rule set that runs on its own engine and is listed under its own name
 * (`board: 'rule-set'`), whose games begin with an event of type `creation.type` (marked
 * `ruleset: <its id>` when `creation.marked`).
 */
export function ownRuleSet<S extends AnyGameState, E extends AnyGameEvent>(
	creation: { type: string; marked?: boolean },
	descriptor: Omit<RuleSet<S, E>, 'engine' | 'board' | 'isCreation'>
): RuleSet<S, E> {
	const marked = creation.marked ? descriptor.id : undefined;
	return {
		...descriptor,
		engine: descriptor.id,
		board: 'rule-set',
		isCreation: (event) => isEventOf(event, creation.type, marked)
	};
}

/** The state-shape stamp a state carries (`schema`), or undefined for none. */
const shapeOf = (state: unknown): unknown => (isRecord(state) ? state.schema : undefined);

/**
 * Whether a stored state (a snapshot) has the shape this code's rules give (the `schema` stamp of
 * their empty state). A snapshot written by another version of the code is not trusted: the log
 * is replayed instead, which every version can do.
 */
export function fitsRules(rules: Pick<Rules, 'empty'>, stored: unknown): boolean {
	const current = shapeOf(rules.empty());
	return current !== undefined && shapeOf(stored) === current;
}
