// What the storyteller keeps beside the seats: notes, and bluff sets besides the Demon's.
import type { CharacterId, SeatId } from './types';

/** How long a note may be, in characters (the reminder's label is a short token, this is prose). */
export const MAX_NOTE = 2000;

/** A note the storyteller wrote, on the game (`seat` null) or on one seat, at any time. */
export interface GameNote {
	id: string;
	seat: SeatId | null;
	text: string;
	/** The phase it was written in (setup counts as night 0; `ended` after the game). */
	phase: { kind: 'setup' | 'night' | 'day' | 'ended'; n: number };
	/** When it was written, and when last changed (milliseconds since 1970, from the event). */
	written: number;
	edited?: number;
}

/**
 * Whom a bluff set is for besides the Demon's own (`state.bluffs`): a Lunatic, a second Demon
 * (a Demon made later, a Legion of several), or anyone the storyteller names.
 */
export type BluffFor = 'lunatic' | 'demon' | 'other';
export const BLUFF_FOR: readonly BluffFor[] = ['lunatic', 'demon', 'other'];

/** A bluff set besides the Demon's: for whom, its name (for `other`), and its characters. */
export interface BluffSet {
	id: string;
	for: BluffFor;
	name?: string;
	characters: CharacterId[];
}
