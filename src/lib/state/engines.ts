import {
	type GameEvent,
	type GameState,
	type Rejection,
	apply as botcApply,
	emptyState as botcEmpty,
	isRejection,
	reject
} from '$lib/engine/core';
import { type LogOps, createLog } from '$lib/engine/log';
import type { GameRecord, GameStatus } from '$lib/persistence/db';
import type { WerewolfEvent, WerewolfState } from '$lib/rulesets/werewolf-chenqu';
import type { I01Event, I01State } from '$lib/rulesets/werewolf-i01';

/**
 * One engine adapter per kind of game log. A game's engine is read from its first event: BotC
 * (and variants on the BotC engine) begin with `game/created` and a script, 沉取场 with
 * `game/created` marked `ruleset: 'werewolf-chenqu'`, I01 with `i01/create`. Storage, the session
 * and backups replay and summarise every game through its adapter.
 *
 * The werewolf reducers are loaded on demand (`loadEngine`), so a BotC game never downloads
 * them; the summaries below read only state fields and need no reducer.
 */
export type EngineKind = 'botc' | 'werewolf-chenqu' | 'werewolf-i01';

/** The fields every engine's state has. */
export interface AnyGameState {
	id: string;
	ruleset: string;
	name: string;
	createdAt: number;
	updatedAt: number;
}

/** Any engine's event: a `type` and the device time. */
export interface AnyGameEvent {
	type: string;
	at: number;
}

/** The games-list row of a state, without the schema version the database stamps. */
export type Summary = Omit<GameRecord, 'schemaVersion'>;

export interface EngineAdapter<
	S extends AnyGameState = AnyGameState,
	E extends AnyGameEvent = AnyGameEvent
> {
	kind: EngineKind;
	empty(): S;
	apply(state: S, event: E): S | Rejection;
	/** replay / dispatch / undo / redo over `apply`. */
	ops: LogOps<S, E>;
	summary(state: S): Summary;
	/** True for the event that creates a game of this engine (the first of every log). */
	isCreation(event: unknown): boolean;
	/** The event that renames a game (the same `game/renamed` for every engine). */
	renamed(name: string): Omit<E, 'at'>;
}

const isRecord = (x: unknown): x is Record<string, unknown> =>
	typeof x === 'object' && x !== null && !Array.isArray(x);

/** Which engine runs the game whose log begins with `first`; null when it begins no game. */
export function engineKindOf(first: unknown): EngineKind | null {
	if (!isRecord(first)) return null;
	if (first.type === 'i01/create') return 'werewolf-i01';
	if (first.type !== 'game/created') return null;
	return first.ruleset === 'werewolf-chenqu' ? 'werewolf-chenqu' : 'botc';
}

/** Which engine a state belongs to (snapshots and summaries). */
export function engineKindOfState(state: { ruleset?: unknown }): EngineKind {
	if (state.ruleset === 'werewolf-chenqu' || state.ruleset === 'werewolf-i01') return state.ruleset;
	return 'botc';
}

function status(kind: 'setup' | 'ended' | string): GameStatus {
	if (kind === 'setup') return 'setup';
	if (kind === 'ended') return 'finished';
	return 'in-progress';
}

/** A short, language-neutral phase code the list translates: setup, night:2, day:3, ended. */
export function botcPhaseCode(state: GameState): string {
	const p = state.phase;
	return p.kind === 'night' || p.kind === 'day' ? `${p.kind}:${p.n}` : p.kind;
}

function row(
	state: AnyGameState,
	fields: Pick<Summary, 'scriptName' | 'status' | 'playerCount' | 'phaseLabel'>
): Summary {
	return {
		id: state.id,
		ruleset: state.ruleset,
		name: state.name,
		createdAt: state.createdAt,
		updatedAt: state.updatedAt,
		...fields
	};
}

export function botcSummary(state: GameState): Summary {
	return row(state, {
		scriptName: state.script.name,
		status: status(state.phase.kind),
		playerCount: state.seats.length,
		phaseLabel: botcPhaseCode(state)
	});
}

/** Board names as stored in the games row (the list shows the rule set's name in its language). */
export const BOARD_NAMES = { 'werewolf-chenqu': '沉取场', 'werewolf-i01': 'I01' } as const;

export function chenquSummary(state: WerewolfState): Summary {
	const p = state.phase;
	return row(state, {
		scriptName: BOARD_NAMES['werewolf-chenqu'],
		status: state.winner ? 'finished' : status(p.kind),
		playerCount: state.seats.length,
		phaseLabel: p.kind === 'night' || p.kind === 'day' ? `${p.kind}:${p.n}` : p.kind
	});
}

export function i01Summary(state: I01State): Summary {
	const p = state.phase;
	const phaseLabel =
		p.kind === 'night0'
			? 'night:0'
			: p.kind === 'night' || p.kind === 'day'
				? `${p.kind}:${p.n}`
				: state.result
					? 'ended'
					: p.kind;
	return row(state, {
		scriptName: BOARD_NAMES['werewolf-i01'],
		status: state.result ? 'finished' : status(p.kind === 'night0' ? 'night' : p.kind),
		playerCount: state.players.length,
		phaseLabel
	});
}

/** The games-list row of any engine's state. */
export function summaryOfAny(state: AnyGameState): Summary {
	const kind = engineKindOfState(state);
	if (kind === 'werewolf-chenqu') return chenquSummary(state as unknown as WerewolfState);
	if (kind === 'werewolf-i01') return i01Summary(state as unknown as I01State);
	return botcSummary(state as unknown as GameState);
}

const MAX_NAME = 80;

/**
 * Wraps a rule set's reducer with the events every game has whatever its rules: `game/renamed`
 * (the home list's rename). The rule sets' own reducers stay untouched.
 */
function withAppEvents<S extends AnyGameState, E extends AnyGameEvent>(
	reducer: (s: S, e: E) => S | Rejection
): (s: S, e: E) => S | Rejection {
	return (state, event) => {
		if (event.type !== 'game/renamed') return reducer(state, event);
		const name = (event as unknown as { name?: unknown }).name;
		if (!state.id) return reject('app-no-game');
		if (typeof name !== 'string' || name.length > MAX_NAME)
			return reject('app-name-too-long', { max: MAX_NAME });
		return { ...state, name: name.trim(), updatedAt: event.at };
	};
}

function adapter<S extends AnyGameState, E extends AnyGameEvent>(
	kind: EngineKind,
	reducer: (s: S, e: E) => S | Rejection,
	empty: () => S,
	summary: (s: S) => Summary,
	appEvents = true
): EngineAdapter<S, E> {
	// The BotC reducer has its own rename; the werewolf reducers get the app's.
	const apply = appEvents ? withAppEvents(reducer) : reducer;
	return {
		kind,
		empty,
		apply,
		ops: createLog(apply, empty),
		summary,
		isCreation: (event) => engineKindOf(event) === kind,
		renamed: (name) => ({ type: 'game/renamed', name }) as unknown as Omit<E, 'at'>
	};
}

export const BOTC_ENGINE: EngineAdapter<GameState, GameEvent> = adapter<GameState, GameEvent>(
	'botc',
	botcApply,
	botcEmpty,
	botcSummary,
	false
);

const loaded = new Map<EngineKind, EngineAdapter>([
	['botc', BOTC_ENGINE as unknown as EngineAdapter]
]);

const LOADERS: Record<Exclude<EngineKind, 'botc'>, () => Promise<EngineAdapter>> = {
	'werewolf-chenqu': async () => {
		const m = await import('$lib/rulesets/werewolf-chenqu');
		return adapter<WerewolfState, WerewolfEvent>(
			'werewolf-chenqu',
			m.apply,
			m.emptyState,
			chenquSummary
		) as unknown as EngineAdapter;
	},
	'werewolf-i01': async () => {
		const m = await import('$lib/rulesets/werewolf-i01');
		return adapter<I01State, I01Event>(
			'werewolf-i01',
			m.reduceI01,
			m.emptyState,
			i01Summary
		) as unknown as EngineAdapter;
	}
};

/** The adapter of an engine, loading its rule set on first use. */
export async function loadEngine(kind: EngineKind): Promise<EngineAdapter> {
	const have = loaded.get(kind);
	if (have) return have;
	const made = await LOADERS[kind as Exclude<EngineKind, 'botc'>]();
	loaded.set(kind, made);
	return made;
}

/** The adapter when it is already loaded (always for BotC); undefined otherwise. */
export function loadedEngine(kind: EngineKind): EngineAdapter | undefined {
	return loaded.get(kind);
}

/** Loads every engine (before checking a backup file, which may hold games of any rule set). */
export async function loadAllEngines(): Promise<void> {
	await Promise.all((Object.keys(LOADERS) as EngineKind[]).map(loadEngine));
}

/** The adapter for the game whose log begins with `first`; null when it begins no game. */
export async function engineForLog(first: unknown): Promise<EngineAdapter | null> {
	const kind = engineKindOf(first);
	return kind ? loadEngine(kind) : null;
}

/** Replays a whole log from the start with its engine (skipping refused events, like replay). */
export function replayWith<S extends AnyGameState, E extends AnyGameEvent>(
	engine: EngineAdapter<S, E>,
	log: readonly E[],
	from: S = engine.empty()
): S {
	let state = from;
	for (const e of log) {
		const next = engine.apply(state, e);
		if (!isRejection(next)) state = next;
	}
	return state;
}
