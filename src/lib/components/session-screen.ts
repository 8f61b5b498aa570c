import { onDestroy } from 'svelte';
import { locale } from '$lib/i18n';
import type { GameSession } from '$lib/state/game-session.svelte';

/**
 * What a screen showing one game does on opening (call it while the component starts): closes the
 * session when the screen goes, and puts in place the words the game's rule set or script renames
 * (《井满田坝》, a script's team names) until then. The promise settles once they are in place, so
 * the screen can wait for it and no standard term ever flashes up.
 */
export function openGameScreen(session: GameSession): Promise<unknown> {
	onDestroy(() => {
		session.close();
		locale.terms = null;
	});
	const { ruleSet } = session;
	return ruleSet.terms
		? ruleSet.terms(session.state).then((applyTerms) => (locale.terms = applyTerms))
		: Promise.resolve((locale.terms = null));
}
