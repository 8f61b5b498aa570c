import type { nightNotes } from './night-notes';
import { jingmantianbaRuleSet } from './jingmantianba/ruleset';

/**
 * The night notes of a game's rule set (`nightNotes`), loaded only for the rule set that has
 * them (《井满田坝》), so other games' night checklists do not carry its texts. Null otherwise.
 */
export function loadNightNotes(ruleset: string): Promise<typeof nightNotes> | null {
	return ruleset === jingmantianbaRuleSet.id
		? import('./night-notes').then((m) => m.nightNotes)
		: null;
}
