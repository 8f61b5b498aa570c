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

/** The rules proper: the reducer and what reads its state. Loaded when a game needs them. */
export interface Rules<
	S extends AnyGameState = AnyGameState,
	E extends AnyGameEvent = AnyGameEvent
> {
	/** The state before the creation event. */
	empty(): S;
	/** The next state, or a rejection that leaves the state alone. */
	apply(state: S, event: E): S | Rejection;
	/** What the players may see when the tablet is turned to them (none when the rule set has no such screen). */
	publicView?(state: S): unknown;
}

/**
 * One game system, as the app knows it: a plain object each rule set's folder exports from its
 * `ruleset.ts`, listed in `rulesets/registry.ts`. Everything the home screen and the games list
 * read (names, player range, summary) is here; the reducer (`rules`) and the screens are loaded
 * on first use, so listing a rule set costs the home screen nothing.
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
	 * The rule set whose reducer runs the games: its own id, or its base's for a variant played
	 * on another rule set's engine (《井满田坝》 on Blood on the Clocktower's).
	 */
	engine: string;
	/**
	 * What the games list shows under the game's name: the script's name (a script-based rule
	 * set), or the rule set's own name in the reader's language (`'rule-set'`).
	 */
	board: 'script' | 'rule-set';
	/** True for the event that creates a game of this rule set (the first of every log). */
	isCreation(event: unknown): boolean;
	/** The games-list row of a state; reads fields only, so it needs no reducer. */
	summary(state: S): GameSummary;
	/** Loads the reducer and the views over its state. */
	rules(): Promise<Rules<S, E>>;
	/** Which of `screens` a game in this state shows. */
	screenOf(state: S): string;
	/** The loaders of the game's screens, by the names `screenOf` gives. */
	screens: Record<string, ScreenLoader>;
	/**
	 * Loads what the screens of a game in this state show besides the rules (character texts in
	 * a language); null when all of it is here already.
	 */
	prepare?(state: S, locale: Locale): Promise<unknown> | null;
	/** The rule set's own words, if it renames the standard terms (every text goes through it). */
	terms?(): Promise<(text: string, locale: Locale) => string>;
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
