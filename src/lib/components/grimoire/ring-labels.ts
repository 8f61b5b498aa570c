import {
	isDrunk,
	isDrunkIn,
	isMad,
	isPoisonedIn,
	type GameState,
	type Reminder,
	type SeatId
} from '$lib/engine/core';

export type MarkKind = 'drunk' | 'poisoned' | 'mad' | 'nominee' | 'nominator';

export interface RingLabel {
	key: string;
	/** A status tag's kind, or 'reminder'. */
	kind: string;
	text: string;
	custom: boolean;
	/** The seat's index around the ring, and its id. */
	seat: number;
	owner: SeatId;
}

/**
 * The labels drawn around the ring: each seat's status tags first (nearest the seat), then its
 * reminders in the order they were placed. One effect, one label: a reminder that says what a
 * tag in force already says (the 醉酒 reminder under the 醉酒 tag) is not drawn twice; the seat
 * sheet still lists it.
 */
export function ringLabels(
	game: GameState,
	words: { mark: (kind: MarkKind) => string; reminder: (r: Reminder) => string }
): RingLabel[] {
	const nominees = new Set(game.day?.nominations.map((n) => n.nominee) ?? []);
	const nominators = new Set(game.day?.nominations.map((n) => n.nominator) ?? []);
	return game.seats.flatMap((seat, index) => {
		const kinds: (MarkKind | false)[] = [
			// Only while in force: a dead Poisoner's poison no longer marks the seat.
			isDrunk(seat) && isDrunkIn(game, seat) && 'drunk',
			isPoisonedIn(game, seat) && 'poisoned',
			isMad(seat) && 'mad',
			nominees.has(seat.id) && 'nominee',
			nominators.has(seat.id) && 'nominator'
		];
		const tags = kinds
			.filter((k): k is MarkKind => !!k)
			.map((k) => {
				const text = words.mark(k);
				const kind = k === 'nominee' || k === 'nominator' ? 'nom' : k;
				return { key: `${seat.id}:${kind}:${text}`, kind, text, custom: false };
			});
		const said = new Set(tags.map((tag) => tag.text));
		const reminders = seat.reminders
			.map((r) => ({
				key: `${seat.id}:${r.id}`,
				kind: 'reminder',
				text: words.reminder(r),
				custom: r.source === 'custom'
			}))
			.filter((r) => !said.has(r.text));
		return [...tags, ...reminders].map((m) => ({ ...m, seat: index, owner: seat.id }));
	});
}
