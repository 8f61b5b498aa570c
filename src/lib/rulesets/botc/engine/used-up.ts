import { effectsOn } from './effects';
import type { CharacterId, GameState, Reminder, Seat } from './types';

/**
 * Night abilities that work once per game (official texts: "Once per game, at night…"). Once
 * used, their holder has no step on later nights. The Slayer's and the other day abilities have
 * no night step, so a "No Ability" token is enough for them.
 */
export const ONCE_PER_GAME: ReadonlySet<CharacterId> = new Set([
	'assassin',
	'courtier',
	'professor',
	'seamstress',
	'engineer',
	'nightwatchman',
	'huntsman',
	'bonecollector'
]);

/** Whether a token or a record is from before tonight (a use tonight keeps tonight's step). */
function beforeTonight(state: GameState, placed: Reminder['placed']): boolean {
	if (!placed) return true;
	const tonight = state.phase.kind === 'night' ? state.phase.n : Infinity;
	return placed.kind !== 'night' || placed.n < tonight;
}

/** What the log shows the character did on an earlier night: an answer, a choice or a kill. */
function actedBefore(state: GameState, id: CharacterId): boolean {
	const tonight = state.phase.kind === 'night' ? state.phase.n : Infinity;
	const earlier = state.nights.filter((n) => n.n < tonight);
	if (earlier.some((n) => (n.answers ?? []).some((a) => a.step === id))) return true;
	if (earlier.some((n) => (n.choices ?? []).some((c) => c.step === id && c.seats.length > 0)))
		return true;
	if ((state.deaths ?? []).some((d) => d.by === id && d.kind === 'night' && d.n < tonight))
		return true;
	// A token its ability placed on an earlier night (the Courtier's "Drunk 3", the Professor's).
	return state.seats.some((s) =>
		s.reminders.some(
			(r) => r.source === id && r.placed?.kind === 'night' && beforeTonight(state, r.placed)
		)
	);
}

/**
 * Whether a seat's ability of `id` is used up as of tonight: a "No Ability" token placed before
 * tonight, or, for a once-per-game ability, what the log shows it did on an earlier night.
 */
export function usedUp(state: GameState, seat: Seat, id: CharacterId): boolean {
	const token = effectsOn(state, seat.id).find((e) => e.kind === 'no-ability' && e.reminder);
	if (token) {
		const r = seat.reminders.find((x) => x.id === token.reminder);
		if (r && beforeTonight(state, r.placed)) return true;
	}
	return ONCE_PER_GAME.has(id) && actedBefore(state, id);
}
