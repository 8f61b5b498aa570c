import {
	isDrunk,
	isDrunkIn,
	isMad,
	isPoisonedIn,
	type GameState,
	type Reminder,
	type SeatId
} from '$lib/rulesets/botc/engine/core';

export type MarkKind = 'drunk' | 'poisoned' | 'mad' | 'nominee' | 'nominator';

export interface RingLabel {
	key: string;
	/** A status tag's kind, or 'reminder'. */
	kind: string;
	text: string;
	custom: boolean;
	/** A reminder that also stands for a status tag in force: that tag's kind. */
	force?: string;
	/** The seat's index around the ring, and its id. */
	seat: number;
	owner: SeatId;
}

/**
 * The labels drawn around the ring: each seat's status tags first (nearest the seat), then its
 * reminders in the order they were placed. One effect, one label: a tag in force that says what
 * a reminder on the seat says (醉酒 beside the 醉酒 reminder) is not drawn twice; the reminder
 * carries it (`force`: drawn in the tag's colour, and read out as the seat's status).
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
		const force = new Map(tags.map((tag) => [tag.text, tag.kind]));
		const carried = new Set<string>();
		const reminders = seat.reminders.map((r) => {
			const text = words.reminder(r);
			const kind = carried.has(text) ? undefined : force.get(text);
			if (kind) carried.add(text);
			return {
				key: `${seat.id}:${r.id}`,
				kind: 'reminder',
				text,
				custom: r.source === 'custom',
				...(kind ? { force: kind } : {})
			};
		});
		return [...tags.filter((tag) => !carried.has(tag.text)), ...reminders].map((m) => ({
			...m,
			seat: index,
			owner: seat.id
		}));
	});
}

/** True when two lists of labels say the same (same labels, same order, same words and kinds). */
export function sameLabels(a: readonly RingLabel[], b: readonly RingLabel[]): boolean {
	if (a === b) return true;
	if (a.length !== b.length) return false;
	for (let i = 0; i < a.length; i++) {
		const x = a[i]!;
		const y = b[i]!;
		if (
			x.key !== y.key ||
			x.kind !== y.kind ||
			x.text !== y.text ||
			x.custom !== y.custom ||
			x.force !== y.force ||
			x.seat !== y.seat ||
			x.owner !== y.owner
		)
			return false;
	}
	return true;
}
