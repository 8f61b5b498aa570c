import { ownRuleSet } from '../../engine/ruleset';
import type { TallyEvent, TallyState } from './rules';

/**
 * The toy rule set's descriptor (count to ten, tests only): what a listed rule set exports from
 * its `ruleset.ts`. Its screens are stand-ins, as a test renders none of them.
 */
export const tallyRuleSet = ownRuleSet<TallyState, TallyEvent>(
	{ type: 'tally/create' },
	{
		id: 'tally',
		name: { 'zh-CN': '数到十', en: 'Count to ten' },
		players: { min: 1, max: 4 },
		newGame: async () => ({ default: 'the tally new-game screen' }),
		rules: () => import('./rules').then((m) => m.tallyRules)
	}
);
