import type { Locale } from '$lib/i18n';
import { type AnyGameState, fitsRules } from '$lib/engine/ruleset';
import { readGame } from '$lib/persistence/game-store';
import { loadRuleSet } from '$lib/rulesets/load';
import { ruleSet } from '$lib/rulesets/registry';
import { startupLocale } from './settings.svelte';

/** A screen module may name what it shows at once besides itself (a phase's panel). */
type WarmableScreen = { default: unknown; warm?: (state: AnyGameState) => Promise<unknown> };

/**
 * Starts downloading what a stored game's first screen needs, before the game is opened: its rule
 * set's rules and words, the screen the game is on (with what that screen shows at once) and the
 * character texts, in parallel with the app's start-up instead of one import after another once
 * the game has been read. Reads only the game's row and its last snapshot, in one transaction,
 * and keeps nothing: the game is opened as always (after any recovery). Never throws; resolves
 * with the screen's name when something was started (for tests).
 */
export async function warmGame(id: string, lang: Locale = startupLocale()): Promise<string | null> {
	try {
		const read = await readGame(id, false);
		const rs = read.row && ruleSet(read.row.ruleset);
		if (!rs) return null;
		const rules = await loadRuleSet(rs);
		// Without a snapshot (a short game) the row's phase is all there is: no screen to guess.
		const state = read.snapshot?.value as AnyGameState | undefined;
		if (!state || !fitsRules(rules, state)) return null;
		void rs.terms?.(state).catch(() => undefined);
		const kind = rules.screenOf(state);
		const screen = rules.screens[kind];
		void rules.prepare?.(state, lang).catch(() => undefined);
		if (screen)
			void (screen() as Promise<WarmableScreen>)
				.then((m) => m.warm?.(state))
				.catch(() => undefined);
		return kind;
	} catch {
		return null;
	}
}
