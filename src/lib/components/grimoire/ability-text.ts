import type { GameState, Seat } from '$lib/rulesets/botc/engine/core';
import { activeGains } from '$lib/rulesets/botc/engine/abilities';
import { isolate, list, t } from '$lib/i18n';
import * as m from '$lib/paraglide/messages';
import { charName } from '$lib/state/character-text.svelte';

/**
 * Who the player was and what they hold now, from the ability ledger, in one line:
 * "哲学家 → 共情者的能力", "红唇女郎 → 小恶魔". Null while their character never changed.
 */
export function abilityLine(state: GameState, seat: Seat): string | null {
	const char = (id: string | null | undefined) => isolate(charName(state.script, id ?? '?'));
	// Gains kept (a Philosopher later turned into another character has lost his).
	const gained = activeGains(state, seat);
	if (gained.length > 0 && (seat.was === undefined || seat.was === seat.character))
		return t(m['ability.gained'], {
			was: char(seat.was ?? seat.character),
			character: list(gained.map((g) => char(g.character)))
		});
	if (seat.was !== undefined && seat.was !== seat.character)
		return t(m['ability.became'], { was: char(seat.was), character: char(seat.character) });
	return null;
}
