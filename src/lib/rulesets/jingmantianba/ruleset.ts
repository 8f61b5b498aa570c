import type { GameEvent } from '../botc/engine/events';
import { type RuleSet, isEventOf } from '../../engine/ruleset';
import type { GameState } from '../botc/engine/types';
import { botcRuleSet } from '../botc/ruleset';

/**
 * 《井满田坝》: Blood on the Clocktower's rules and screens under the variant's own words, played
 * on the BotC engine (its games begin with `game/created` marked `ruleset: 'jingmantianba'`).
 */
export const jingmantianbaRuleSet: RuleSet<GameState, GameEvent> = {
	...botcRuleSet,
	id: 'jingmantianba',
	name: { 'zh-CN': '井满田坝', en: 'Jingmantianba' },
	isCreation: (event) => isEventOf(event, 'game/created', 'jingmantianba'),
	// Its night is told as BotC's is; its homebrew characters have no printed sheets.
	can: { story: true, townSquare: true },
	newGame: () => import('../../components/jingmantianba/JingmantianbaNewGame.svelte'),
	terms: () => import('./index').then((m) => m.applyTerms)
};
