import { activeGains } from './abilities';
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
	'bonecollector',
	// Spent by his choice even when drunk or poisoned (he gains nothing then).
	'philosopher'
]);

/** Whether a token or a record is from before tonight (a use tonight keeps tonight's step). */
function beforeTonight(state: GameState, placed: Reminder['placed']): boolean {
	if (!placed) return true;
	const tonight = state.phase.kind === 'night' ? state.phase.n : Infinity;
	return placed.kind !== 'night' || placed.n < tonight;
}

/** Phases in order: setup 0, night 1, day 1, night 2… */
const rank = (p: { kind: string; n: number }) =>
	p.kind === 'setup' ? 0 : p.kind === 'night' ? 2 * p.n - 1 : 2 * p.n;

/**
 * When the seat came to hold `id`'s ability: a gain it still holds, or the last change that made
 * it the character (a Pit-Hag's, a swap's); setup (0) when it was dealt it.
 */
function heldSince(state: GameState, seat: Seat, id: CharacterId): number {
	const changes = state.changes ?? [];
	if (seat.character !== id) {
		const gain = activeGains(state, seat).find((g) => g.character === id);
		return gain ? rank(gain.at) : 0;
	}
	const became = changes.findLast(
		(c) =>
			!c.gained && ((c.seat === seat.id && c.to === id) || (c.with === seat.id && c.from === id))
	);
	return became ? rank(became.at) : 0;
}

/** Whether a step key is this seat's for the character: `id`, or `id@seat` (a gained ability). */
const stepIsSeats = (key: string, id: CharacterId, seat: Seat, own: boolean) =>
	key === `${id}@${seat.id}` || (key === id && own);

/**
 * What the log shows this seat did with the ability on an earlier night, since it came to hold
 * it: an answer it was told, a choice or a kill at its step, or a token its ability placed. Once
 * per game is per player: another player who becomes the character (the Pit-Hag's, a
 * Philosopher who gains it) may still use it.
 */
function actedBefore(state: GameState, seat: Seat, id: CharacterId): boolean {
	const tonight = state.phase.kind === 'night' ? state.phase.n : Infinity;
	const since = heldSince(state, seat, id);
	// Its own step (not a gained one): the character's, or one the player only thinks they hold.
	const own = seat.character === id || (seat.thinks === id && seat.character !== null);
	const earlier = state.nights.filter(
		(n) => n.n < tonight && rank({ kind: 'night', n: n.n }) >= since
	);
	const mine = (key: string) => stepIsSeats(key, id, seat, own);
	if (earlier.some((n) => (n.answers ?? []).some((a) => mine(a.step) && a.seats.includes(seat.id))))
		return true;
	const chose = (c: { seats: unknown[]; characters: unknown[] }) =>
		c.seats.length > 0 || c.characters.length > 0;
	if (earlier.some((n) => (n.choices ?? []).some((c) => mine(c.step) && chose(c)))) return true;
	if (
		own &&
		(state.deaths ?? []).some(
			(d) =>
				d.by === id &&
				d.kind === 'night' &&
				d.n < tonight &&
				rank({ kind: 'night', n: d.n }) >= since
		)
	)
		return true;
	// A token its ability placed on an earlier night (the Courtier's "Drunk 3", the Professor's),
	// by this seat when the token says who placed it.
	return state.seats.some((s) =>
		s.reminders.some(
			(r) =>
				r.source === id &&
				r.placed?.kind === 'night' &&
				beforeTonight(state, r.placed) &&
				rank(r.placed) >= since &&
				(r.from ? r.from === seat.id : own)
		)
	);
}

/**
 * The Witch loses her ability once just 3 players live (travellers not counted, as for the
 * Mayor): at any dusk so far, or now.
 */
function witchLost(state: GameState): boolean {
	const residents = state.seats.filter((s) => !s.traveller);
	const living = (alive: (s: Seat) => boolean | undefined) => residents.filter(alive).length;
	if (living((s) => s.alive) <= 3) return true;
	const nights = [...state.nights, ...(state.night ? [state.night] : [])];
	// Only dusks that recorded every resident (not older logs' partial records).
	const whole = nights.filter((n) => residents.every((s) => Object.hasOwn(n.aliveAtDusk, s.id)));
	return whole.some((n) => living((s) => n.aliveAtDusk[s.id]) <= 3);
}

/**
 * Whether a seat's ability of `id` is used up as of tonight: a "No Ability" token placed before
 * tonight, for a once-per-game ability what the log shows it did on an earlier night, or an
 * ability its own text takes away (the Witch's with just 3 players alive).
 */
export function usedUp(state: GameState, seat: Seat, id: CharacterId): boolean {
	// A "No Ability" token counts unless it marks another ability of this seat's own as spent (a
	// Slayer's, placed on herself, does not spend the Seamstress the Pit-Hag made her).
	const spends = (r: Reminder) => r.source === id || r.from !== seat.id;
	for (const e of effectsOn(state, seat.id)) {
		if (e.kind !== 'no-ability' || !e.reminder) continue;
		const r = seat.reminders.find((x) => x.id === e.reminder);
		if (r && beforeTonight(state, r.placed) && spends(r)) return true;
	}
	if (id === 'witch' && witchLost(state)) return true;
	return ONCE_PER_GAME.has(id) && actedBefore(state, seat, id);
}
