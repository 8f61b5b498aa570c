import { ownRuleSet } from '../../engine/ruleset';
import { forumGameName } from '../forum/ruleset';
import type { I01Event } from './reduce';
import type { I01State } from './state';

/**
 * 版杀狼人 · I01 (seed 003): twelve players, six night phases, player states, penalty code. Its
 * games begin with `i01/create`; the reducer and the desk load on first use.
 */
export const i01RuleSet = ownRuleSet<I01State, I01Event>(
	{ type: 'i01/create' },
	{
		id: 'werewolf-i01',
		name: forumGameName('I01', 'I01'),
		players: { min: 12, max: 12 },
		runner: { 'zh-CN': '主办', en: 'host' },
		newGame: () => import('../../components/werewolf-i01/I01NewGame.svelte'),
		rules: () => import('./rules').then((m) => m.i01Rules)
	}
);
