import { createLog } from '../engine/log';
import type {
	AnyGameEvent,
	AnyGameState,
	GameSummary,
	LoadedRuleSet,
	RuleSet,
	Rules
} from '../engine/ruleset';
import { botcRules } from './botc/rules';
import { RULE_SETS, ruleSet, ruleSetOfLog, ruleSetOfState } from './registry';

export type { AnyGameEvent, AnyGameState, LoadedRuleSet };

/*
 * Rule sets with their rules, loaded on first use: a BotC game never downloads the werewolf
 * reducers. The rules are an engine's (a variant shares its base's), so they are kept by engine;
 * Blood on the Clocktower's are here from the start (storage and backups replay its games inside
 * database transactions, which cannot wait for a download). The registry, which the home screen
 * reads, stays free of every reducer.
 */
const rulesOf = new Map<string, Rules>([['botc', botcRules]]);
const ready = new Map<string, LoadedRuleSet>();

/** A rule set with its rules: the same object, ready to play. */
function withRules<S extends AnyGameState, E extends AnyGameEvent>(
	ruleSet: RuleSet<S, E>,
	rules: Rules<S, E>
): LoadedRuleSet<S, E> {
	return { ...ruleSet, ...rules, ops: createLog(rules) };
}

/** The rule set with its rules when they are loaded (always for the BotC engine's); else undefined. */
export function loadedRuleSet<S extends AnyGameState, E extends AnyGameEvent>(
	rs: RuleSet<S, E>
): LoadedRuleSet<S, E> | undefined {
	const have = ready.get(rs.id);
	if (have) return have as LoadedRuleSet<S, E>;
	const rules = rulesOf.get(rs.engine);
	if (!rules) return undefined;
	// The rules kept for this engine are the ones `rs.rules()` gives (a variant's are its base's).
	const made = withRules(rs, rules as Rules<S, E>);
	ready.set(rs.id, made);
	return made;
}

/** The rule set with its rules, loading them on first use. */
export async function loadRuleSet<S extends AnyGameState, E extends AnyGameEvent>(
	rs: RuleSet<S, E>
): Promise<LoadedRuleSet<S, E>> {
	if (!rulesOf.has(rs.engine)) rulesOf.set(rs.engine, await rs.rules());
	return loadedRuleSet(rs) as LoadedRuleSet<S, E>;
}

/** Loads every listed rule set (before checking a backup, which may hold games of any). */
export async function loadAllRuleSets(): Promise<void> {
	await Promise.all(RULE_SETS.map(loadRuleSet));
}

/** The loaded rule set of the game whose log begins with `first`; null when it begins no game. */
export async function ruleSetForLog(first: unknown): Promise<LoadedRuleSet | null> {
	const rs = ruleSetOfLog(first);
	return rs ? loadRuleSet(rs) : null;
}

/** The games-list row of a state of any rule set (its rules loaded: it is a game in hand). */
export function summaryOf(state: AnyGameState): GameSummary {
	const rs = ruleSetOfState(state);
	const loaded = loadedRuleSet(rs);
	if (!loaded) throw new Error(`the ${rs.id} rule set is not loaded`);
	return loaded.summary(state);
}

// The backup code names a log's rules by their engine (the id of the rule set whose reducer
// runs it: 'botc' for 《井满田坝》 too) and checks BotC games with their own code.

/** The engine that runs the game whose log begins with `first`; null when it begins no game. */
export function engineKindOf(first: unknown): string | null {
	return ruleSetOfLog(first)?.engine ?? null;
}

/** The engine's rule set with its rules, when loaded (always for 'botc'). */
export function loadedEngine(kind: string): LoadedRuleSet | undefined {
	const rs = ruleSet(kind);
	return rs ? loadedRuleSet(rs) : undefined;
}

export const loadAllEngines = loadAllRuleSets;

/** Replays a whole log from the start with a loaded rule set (skipping refused events). */
export function replayWith<S extends AnyGameState, E extends AnyGameEvent>(
	rs: LoadedRuleSet<S, E>,
	log: readonly E[],
	from?: S
): S {
	return rs.ops.replay(log, from);
}
