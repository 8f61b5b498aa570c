import { t } from '$lib/i18n';
import '$lib/i18n/use/werewolf';
import { type Pending, type WerewolfState, nameOf } from '$lib/rulesets/werewolf-chenqu';

/** A pending decision in words: who owes it and what it is. */
export function pendingLabel(game: WerewolfState, p: Pending): string {
	const name = nameOf(game, p.seat);
	if (p.kind === 'lastShot') return t('wwc.pending.lastShot', { name });
	if (p.kind === 'succession') return t('wwc.pending.succession', { name });
	if (p.kind === 'passKill') return t('wwc.pending.passKill', { name });
	return t('wwc.pending.passScapegoat', { name });
}
