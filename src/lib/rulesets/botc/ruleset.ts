import type { GameEvent } from './engine/events';
import { BOTC_PLAYERS } from '../../engine/limits';
import { type RuleSet, isEventOf } from '../../engine/ruleset';
import type { GameState } from './engine/types';
import { BUILT_IN_SCRIPT_NAMES } from './script-names';

/**
 * Blood on the Clocktower: any script, 5–20 players, the grimoire's setup and play screens. The
 * base of the rule sets played on its engine (`jingmantianba/ruleset.ts`).
 */
export const botcRuleSet: RuleSet<GameState, GameEvent> = {
	id: 'botc',
	name: { 'zh-CN': '血染钟楼', en: 'Blood on the Clocktower' },
	players: BOTC_PLAYERS,
	engine: 'botc',
	board: 'script',
	scriptNames: BUILT_IN_SCRIPT_NAMES,
	isCreation: (event) => isEventOf(event, 'game/created', 'botc'),
	can: { print: true, story: true, townSquare: true },
	newGame: () => import('../../components/setup/BotcNewGame.svelte'),
	rules: () => import('./rules').then((m) => m.botcRules),
	// A script that renames teams (`_meta.townsfolkName`) shows its names in its games.
	terms: (state) =>
		state.script?.teamNames
			? import('./script-terms').then((m) => m.scriptTerms(state.script.teamNames))
			: Promise.resolve(null)
};
