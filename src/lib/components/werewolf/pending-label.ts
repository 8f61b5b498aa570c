import { t } from '$lib/i18n';
import * as m from '$lib/paraglide/messages';
import { type Pending, type WerewolfState, nameOf } from '$lib/rulesets/werewolf-chenqu';

/** A pending decision in words: who owes it and what it is. */
export function pendingLabel(game: WerewolfState, p: Pending): string {
	const name = nameOf(game, p.seat);
	if (p.kind === 'lastShot') return t(m['wwc.pending.lastShot'], { name });
	if (p.kind === 'succession') return t(m['wwc.pending.succession'], { name });
	if (p.kind === 'passKill') return t(m['wwc.pending.passKill'], { name });
	return t(m['wwc.pending.passScapegoat'], { name });
}
