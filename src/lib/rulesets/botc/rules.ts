import { botcArchive, botcArchiveNames } from './archive';
import * as core from './engine/core';
import type { GameEvent } from './engine/events';
import {
	type GameSummary,
	type Rules,
	type StartOptions,
	statusOf,
	summaryRow
} from '../../engine/ruleset';
import type { GameState, Script } from './engine/types';

/** A short, language-neutral phase code the list translates: setup, night:2, day:3, ended. */
export function botcPhaseCode(state: GameState): string {
	const p = state.phase;
	return p.kind === 'night' || p.kind === 'day' ? `${p.kind}:${p.n}` : p.kind;
}

export function botcSummary(state: GameState): GameSummary {
	return summaryRow(
		state,
		{
			scriptName: state.script.name,
			status: statusOf(state.phase.kind),
			playerCount: state.seats.length,
			phaseLabel: botcPhaseCode(state)
		},
		botcArchive
	);
}

/** What Blood on the Clocktower's new-game screen chooses besides the names. */
export interface BotcChoices {
	script: Script;
	/** Which seats are travellers, by seat order. */
	travellers?: boolean[];
}

/** A new game's `game/created`: the script, the seats in order, the rules version. */
export function startBotc(base: StartOptions, choices: unknown): GameEvent[] {
	const { script, travellers } = choices as BotcChoices;
	if (!script) throw new Error('a game of Blood on the Clocktower starts from a script');
	const seats = base.names.map((name, i) => ({
		id: `seat-${i + 1}`,
		name,
		...(travellers?.[i] ? { traveller: true } : {})
	}));
	return [
		{
			type: 'game/created',
			at: base.at,
			id: base.id,
			ruleset: base.ruleset,
			name: base.name,
			script,
			seed: base.seed,
			seats,
			rules: core.RULES_VERSION
		}
	];
}

/**
 * Blood on the Clocktower's rules as its `RuleSet` loads them (and as 《井满田坝》, played on
 * the same engine, does): the engine's reducer and public view, the grimoire's setup and play
 * screens, and the character texts those show.
 */
export const botcRules: Rules<GameState, GameEvent> = {
	empty: core.emptyState,
	apply: core.apply,
	publicView: core.publicView,
	summary: botcSummary,
	archive: botcArchive,
	archiveNames: botcArchiveNames,
	start: startBotc,
	screenOf: (state) => (state.phase.kind === 'setup' ? 'setup' : 'play'),
	screens: {
		setup: () => import('../../components/setup/SetupScreen.svelte'),
		play: () => import('../../components/grimoire/PlayScreen.svelte')
	},
	// The character texts the game's screens show, in the reader's language. Asked again after
	// every move (a character may have come into play): once the texts' module is here, a move
	// whose characters' texts are loaded costs a lookup, not a module import.
	prepare: (state, locale) => {
		const ready = (t: TextsModule) => {
			const ids = t.charactersOfGame(state);
			return t.textsLoaded(ids, locale) ? undefined : t.ensureTexts(ids, locale);
		};
		const loaded = textsModule;
		if (loaded) return new Promise((done) => done(ready(loaded)));
		return import('./texts').then((t) => ready((textsModule = t)));
	}
};

type TextsModule = typeof import('./texts');
let textsModule: TextsModule | undefined;
