import { goto } from '$app/navigation';
import { resolve } from '$app/paths';
import type { RuleSet } from '$lib/engine/ruleset';
import { t, type Locale } from '$lib/i18n';
import * as msgs from '$lib/paraglide/messages';
import { startGame, type StartGameOptions } from '$lib/state/new-game';
import { isStorageError, storageFailure } from '$lib/state/storage-failure';
import { storageFailureText } from '../data/storage-failure-text';

/** Now, as a new game's name shows it ("12月2日 03:40"). */
export function gameNameDate(locale: Locale): string {
	return new Intl.DateTimeFormat(locale, {
		month: 'short',
		day: 'numeric',
		hour: '2-digit',
		minute: '2-digit'
	}).format(new Date());
}

/**
 * Stores a new game of this rule set and opens it (every rule set's new-game screen ends here).
 * Null once it is open; else what went wrong, in words (storage full or refused, or the reason).
 */
export async function createAndOpen(
	ruleSet: RuleSet,
	options: StartGameOptions
): Promise<string | null> {
	try {
		const id = await startGame(ruleSet, options);
		await goto(resolve('/game/[id]', { id }));
		return null;
	} catch (error) {
		return isStorageError(error)
			? storageFailureText(storageFailure(error, 'new-game'))
			: t(msgs['setup.new.failed'], { reason: String(error) });
	}
}
