import { inForce } from './reminder-life';
import { alignmentOf, characterOf, isDrunkIn, isPoisonedIn } from './seats';
import type { CharacterId, GameState, Seat, SeatId } from './types';
import { neighbours } from './wakes';

/** Something the grimoire knows that may stop a kill: the character whose ability protects. */
export interface Protection {
	by: CharacterId;
	/** `safe`: cannot die tonight; `first-death`: the Fool's first death; `bounce`: the Mayor. */
	how: 'safe' | 'first-death' | 'bounce';
}

const sober = (state: GameState, s: Seat) => !isDrunkIn(state, s) && !isPoisonedIn(state, s);

/** A reminder from `source` with `label` still in force on the seat. */
function hasReminder(state: GameState, seat: Seat, source: string, label: string): boolean {
	const lower = label.toLowerCase();
	return seat.reminders.some(
		(r) => r.source === source && r.label.toLowerCase() === lower && inForce(state, r)
	);
}

/**
 * Kills that no protection stops, by the killer's own text: the Assassin's player dies "even if
 * for some reason they could not".
 */
export const IGNORES_PROTECTION: ReadonlySet<CharacterId> = new Set(['assassin']);

/**
 * What may protect `target` from a kill by `killer` tonight, as the grimoire knows it. These are
 * warnings for the storyteller, never a refusal: a drunk or poisoned protector is left out, and a
 * kill that ignores protection (the Assassin's) has none.
 */
export function protections(state: GameState, killer: CharacterId, target: SeatId): Protection[] {
	const seat = state.seats.find((s) => s.id === target);
	if (!seat || !seat.alive || IGNORES_PROTECTION.has(killer)) return [];
	const byDemon = characterOf(state, killer)?.team === 'demon';
	const out: Protection[] = [];
	const protectors = (id: CharacterId) =>
		state.seats.filter((s) => s.character === id && s.alive && sober(state, s));
	if (byDemon && hasReminder(state, seat, 'monk', 'Safe') && protectors('monk').length > 0)
		out.push({ by: 'monk', how: 'safe' });
	if (hasReminder(state, seat, 'innkeeper', 'Safe') && protectors('innkeeper').length > 0)
		out.push({ by: 'innkeeper', how: 'safe' });
	if (hasReminder(state, seat, 'angel', 'Protected')) out.push({ by: 'angel', how: 'safe' });
	if (byDemon && seat.character === 'soldier' && sober(state, seat))
		out.push({ by: 'soldier', how: 'safe' });
	if (seat.character === 'sailor' && sober(state, seat)) out.push({ by: 'sailor', how: 'safe' });
	if (
		seat.character === 'fool' &&
		sober(state, seat) &&
		!seat.reminders.some((r) => r.source === 'fool')
	)
		out.push({ by: 'fool', how: 'first-death' });
	if (byDemon && seat.character === 'mayor' && sober(state, seat))
		out.push({ by: 'mayor', how: 'bounce' });
	// The Tea Lady: both her living neighbours good → neither can die.
	for (const lady of protectors('tealady')) {
		const either = neighbours(state, lady);
		if (
			either.some((n) => n.id === seat.id) &&
			either.every((n) => alignmentOf(state, n) === 'good')
		)
			out.push({ by: 'tealady', how: 'safe' });
	}
	return out;
}
