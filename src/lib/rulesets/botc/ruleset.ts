import type { GameEvent } from '../../engine/events';
import { BOTC_PLAYERS } from '../../engine/limits';
import {
	type GameSummary,
	type RuleSet,
	type Rules,
	isEventOf,
	statusOf,
	summaryRow
} from '../../engine/ruleset';
import type { GameState } from '../../engine/types';

/** A short, language-neutral phase code the list translates: setup, night:2, day:3, ended. */
export function botcPhaseCode(state: GameState): string {
	const p = state.phase;
	return p.kind === 'night' || p.kind === 'day' ? `${p.kind}:${p.n}` : p.kind;
}

export function botcSummary(state: GameState): GameSummary {
	return summaryRow(state, {
		scriptName: state.script.name,
		status: statusOf(state.phase.kind),
		playerCount: state.seats.length,
		phaseLabel: botcPhaseCode(state)
	});
}

/** The BotC engine's rules from its module (loaded on demand, or already in hand). */
export function botcRules(core: typeof import('../../engine/core')): Rules<GameState, GameEvent> {
	return { empty: core.emptyState, apply: core.apply, publicView: core.publicView };
}

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
	isCreation: (event) => isEventOf(event, 'game/created', 'botc'),
	summary: botcSummary,
	rules: () => import('../../engine/core').then(botcRules),
	screenOf: (state) => (state.phase.kind === 'setup' ? 'setup' : 'play'),
	screens: {
		setup: () => import('../../components/setup/SetupScreen.svelte'),
		play: () => import('../../components/grimoire/PlayScreen.svelte')
	},
	// The character texts the game's screens show, in the reader's language.
	prepare: (state, locale) =>
		import('./texts').then((t) => {
			const ids = t.charactersOfGame(state);
			return t.textsLoaded(ids, locale) ? undefined : t.ensureTexts(ids, locale);
		})
};
