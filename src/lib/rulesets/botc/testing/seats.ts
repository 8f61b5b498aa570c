import type { SeatSpec } from '../engine/testing/builders';
import type { CharacterId } from '../engine/types';

// Seat specs the rule set's tests share: a seat that believes it is another character, and one
// seat list written as another with a few seats dealt otherwise.

/** A seat of `character` who thinks they are `believed` (a Drunk, a Lunatic, a Marionette). */
export const thinks = (character: CharacterId, believed: CharacterId): SeatSpec => ({
	character,
	thinks: believed
});

/** `seats` with some dealt otherwise, by seat number: `withSeats(VORTOX, { 2: 'eviltwin' })`. */
export const withSeats = (
	seats: readonly SeatSpec[],
	changes: Record<number, SeatSpec>
): SeatSpec[] => seats.map((c, i) => changes[i + 1] ?? c);
