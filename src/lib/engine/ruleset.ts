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
	/** Rule set id, e.g. "botc". */
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
	/** Which of `screens` a game in this state shows. */
	screenOf(state: S): string;
	/** The loaders of the game's screens, by the names `screenOf` gives. */
	screens: Record<string, ScreenLoader>;
	/**
	 * Loads what the screens of a game in this state show besides the rules (character texts in
	 * a language).
	 */
	prepare?(state: S, locale: Locale): Promise<unknown>;
}

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

/** A games-list row: the fields every state has, with the rule set's own. */
export function summaryRow(
	state: AnyGameState,
	fields: Pick<GameSummary, 'scriptName' | 'status' | 'playerCount' | 'phaseLabel'>
): GameSummary {
	return {
		id: state.id,
		ruleset: state.ruleset,
		name: state.name,
		createdAt: state.createdAt,
		updatedAt: state.updatedAt,
		...fields
	};
}

const isRecord = (x: unknown): x is Record<string, unknown> =>
	typeof x === 'object' && x !== null && !Array.isArray(x);

/** True for an event of `type` (whose `ruleset`, when given, is `ruleset`). */
export function isEventOf(event: unknown, type: string, ruleset?: string): boolean {
	if (!isRecord(event) || event.type !== type) return false;
	return ruleset === undefined || event.ruleset === ruleset;
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
