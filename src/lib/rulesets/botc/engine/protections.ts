import { holds, holdersOf } from './abilities';
import { effectsOn } from './effects';
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
	// Holders by the ability ledger: a Philosopher who gained the Monk protects, the real
	// Monk he made drunk does not.
	const protectors = (id: CharacterId) =>
		holdersOf(state, id).filter((s) => s.alive && sober(state, s));
	const is = (id: CharacterId) => holds(state, seat, id) && sober(state, seat);
	// A Safe token protects while the ability that placed it works: the seat recorded on it
	// (the Philosopher-Monk, not the real Monk he made drunk), or else any working holder.
	const safeBy = (id: CharacterId) =>
		hasReminder(state, seat, id, 'Safe') &&
		effectsOn(state, seat.id).some(
			(e) =>
				e.kind === 'protected' &&
				e.source === id &&
				(e.from ? protectors(id).some((p) => p.id === e.from) : protectors(id).length > 0)
		);
	if (byDemon && safeBy('monk')) out.push({ by: 'monk', how: 'safe' });
	if (safeBy('innkeeper')) out.push({ by: 'innkeeper', how: 'safe' });
	if (hasReminder(state, seat, 'angel', 'Protected')) out.push({ by: 'angel', how: 'safe' });
	if (byDemon && is('soldier')) out.push({ by: 'soldier', how: 'safe' });
	if (is('sailor')) out.push({ by: 'sailor', how: 'safe' });
	if (is('fool') && !seat.reminders.some((r) => r.source === 'fool'))
		out.push({ by: 'fool', how: 'first-death' });
	if (byDemon && is('mayor')) out.push({ by: 'mayor', how: 'bounce' });
	// The Tea Lady: both her living neighbours good → neither can die. A sober Spy may register
	// as good (the storyteller's choice), so beside one she may protect too.
	const mayBeGood = (n: Seat) =>
		alignmentOf(state, n) === 'good' || (n.character === 'spy' && sober(state, n));
	for (const lady of protectors('tealady')) {
		const either = neighbours(state, lady);
		if (either.some((n) => n.id === seat.id) && either.every(mayBeGood))
			out.push({ by: 'tealady', how: 'safe' });
	}
	return out;
}
