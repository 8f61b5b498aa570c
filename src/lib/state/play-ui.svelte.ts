import { getContext, setContext } from 'svelte';
import type { CharacterId, SeatId } from '$lib/rulesets/botc/engine/core';
import type { CardPart } from './card-parts';

/** What "show to player" can put on the screen, large, for one player to see. */
export type PlayerCard =
	| { kind: 'you-are'; character: CharacterId }
	| { kind: 'demon'; seats: SeatId[] }
	| { kind: 'minions'; seats: SeatId[] }
	| { kind: 'bluffs'; characters: CharacterId[] }
	| { kind: 'character'; character: CharacterId }
	| { kind: 'player'; seat: SeatId }
	| { kind: 'number'; value: number }
	| { kind: 'yes-no'; yes: boolean }
	| { kind: 'text'; text: string }
	/** Composed by the storyteller from players, characters and words (state/card-parts.ts). */
	| { kind: 'composed'; parts: CardPart[] };

export interface SeatPicker {
	prompt: string;
	pick: (seat: SeatId) => void;
	/** Seats that may not be picked. */
	exclude?: SeatId[];
}

/**
 * The grimoire screen's own view state (never stored: it is not part of the game): which seat's
 * sheet is open, a pending "tap a seat" request, the seats to highlight, the card on show.
 */
export class PlayUi {
	sheetSeat = $state<SeatId | null>(null);
	picker = $state.raw<SeatPicker | null>(null);
	/** Seats acting in the night step on view. */
	acting = $state.raw<SeatId[]>([]);
	/** During a vote: whose hand is being counted, and whose hands are up. */
	voteCurrent = $state<SeatId | null>(null);
	voteHands = $state.raw<SeatId[]>([]);
	card = $state.raw<PlayerCard | null>(null);
	townSquare = $state(false);
	history = $state(false);

	tapSeat(seat: SeatId) {
		const picker = this.picker;
		if (picker) {
			if (picker.exclude?.includes(seat)) return;
			this.picker = null;
			picker.pick(seat);
			return;
		}
		this.sheetSeat = seat;
	}
}

const KEY = Symbol('play-ui');

export function providePlayUi(ui: PlayUi) {
	setContext(KEY, ui);
}

/** The screen's view state; a fresh one when a panel is shown on its own (tests). */
export function usePlayUi(): PlayUi {
	return getContext<PlayUi | undefined>(KEY) ?? new PlayUi();
}
