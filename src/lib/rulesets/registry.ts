import { own } from '../engine/own';
import type { RuleSet } from '../engine/ruleset';
import type { Locale } from '../engine/types';
import { botcRuleSet } from './botc/ruleset';
import { jingmantianbaRuleSet } from './jingmantianba/ruleset';
import { chenquRuleSet } from './werewolf-chenqu/ruleset';
import { i01RuleSet } from './werewolf-i01/ruleset';

/**
 * Every rule set the app can run, in the order the new-game screen offers them. Adding one is a
 * folder exporting its `RuleSet` and one line here (see the README, "Adding a rule set").
 */
const LIST: RuleSet[] = [botcRuleSet, jingmantianbaRuleSet, chenquRuleSet, i01RuleSet];

export const RULE_SETS: readonly RuleSet[] = LIST;

/**
 * The rule set a game of no listed name is played on (games stored before rule sets were named
 * are Blood on the Clocktower's), and the new-game screen's first choice.
 */
export const DEFAULT_RULE_SET: RuleSet = botcRuleSet;

/**
 * Adds a rule set to the list at run time. The app's own are the lines above; this is for a
 * test that proves a new rule set plays through the app's functions once it is listed.
 */
export function registerRuleSet(ruleSet: RuleSet): void {
	if (LIST.some((r) => r.id === ruleSet.id)) throw new Error(`rule set ${ruleSet.id} is listed`);
	LIST.push(ruleSet);
}

export function ruleSet(id: string): RuleSet | undefined {
	return LIST.find((r) => r.id === id);
}

/** Who runs a game of the rule set in its own words (导演, 主办); null: the storyteller. */
export function runnerOf(id: string, locale: Locale): string | null {
	return ruleSet(id)?.runner?.[locale] ?? null;
}

const isGameCreated = (event: unknown) =>
	typeof event === 'object' &&
	event !== null &&
	(event as { type?: unknown }).type === 'game/created';

/**
 * The rule set of the game whose log begins with `first`; null when it begins no game. A
 * `game/created` that names no listed rule set is played on Blood on the Clocktower's engine,
 * which takes any name (as every such game always was).
 */
export function ruleSetOfLog(first: unknown): RuleSet | null {
	return LIST.find((r) => r.isCreation(first)) ?? (isGameCreated(first) ? botcRuleSet : null);
}

/** The rule set of a state (a snapshot, a summary to write), BotC's for a name not listed. */
export function ruleSetOfState(state: { ruleset?: unknown }): RuleSet {
	return LIST.find((r) => r.id === state.ruleset) ?? botcRuleSet;
}

/**
 * The board or script name a games-list row shows: a rule set's own name in the reader's
 * language, or a script-based game's script name (a built-in script's in the reader's language,
 * any other as stored). A game of an unlisted rule set is BotC's.
 */
export function boardName(row: { ruleset: string; scriptName: string }, locale: Locale): string {
	const info = ruleSet(row.ruleset) ?? botcRuleSet;
	if (info.board === 'rule-set') return info.name[locale];
	return own(info.scriptNames, row.scriptName)?.[locale] ?? row.scriptName;
}
