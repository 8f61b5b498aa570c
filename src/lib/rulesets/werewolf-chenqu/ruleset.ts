import { ownRuleSet } from '../../engine/ruleset';
import { forumGameName } from '../forum/ruleset';
import type { WerewolfEvent } from './events';
import type { WerewolfState } from './state';

/**
 * 版杀狼人 · 沉取场 (seed 002): 20–30 players at a director's desk. Its games begin with
 * `game/created` marked `ruleset: 'werewolf-chenqu'`; the reducer and the desk load on first use.
 */
export const chenquRuleSet = ownRuleSet<WerewolfState, WerewolfEvent>(
	{ type: 'game/created', marked: true },
	{
		id: 'werewolf-chenqu',
		name: forumGameName('沉取场', 'Chenqu'),
		players: { min: 20, max: 30 },
		runner: { 'zh-CN': '导演', en: 'director' },
		newGame: () => import('../../components/werewolf/ChenquNewGame.svelte'),
		rules: () => import('./rules').then((m) => m.chenquRules)
	}
);
