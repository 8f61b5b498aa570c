import type { SeatSpec } from '../engine/testing/builders';
import type { CharacterId } from '../engine/types';

// Seat specs the rule set's tests share: a seat that believes it is another character (a list
// with a few seats dealt otherwise is `seatsWith` in engine/testing/builders.ts).

/** A seat of `character` who thinks they are `believed` (a Drunk, a Lunatic, a Marionette). */
export const thinks = (character: CharacterId, believed: CharacterId): SeatSpec => ({
	character,
	thinks: believed
});
