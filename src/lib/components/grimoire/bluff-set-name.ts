import type { BluffSet } from '$lib/rulesets/botc/engine/core';
import { isolate, t } from '$lib/i18n';
import * as m from '$lib/paraglide/messages';

/** A bluff set's name as the screens say it: for the Demon, a Lunatic, a second Demon, or its own. */
export function bluffSetName(set: Pick<BluffSet, 'for' | 'name'> & { id?: string }): string {
	if (set.id === 'demon') return t(m['bluffsets.for.demon']);
	if (set.for === 'lunatic') return t(m['bluffsets.for.lunatic']);
	if (set.for === 'demon') return t(m['bluffsets.for.demon2']);
	return set.name ? isolate(set.name) : t(m['bluffsets.for.other']);
}
