import * as m from '$lib/paraglide/messages';
import { isolate } from './format';
import { t } from './locale.svelte';

/**
 * The name of the player in seat `id`, isolated for a sentence (draw it with Said.svelte); "no
 * one" when there is no seat, or no name.
 */
export function seatName(
	seats: readonly { id: string; name: string }[],
	id: string | null | undefined
): string {
	const found = id ? seats.find((s) => s.id === id)?.name : undefined;
	return found ? isolate(found) : t(m['play.nobody']);
}

/**
 * The name of the player in seat `id`, isolated for a sentence; "?" for a seat not (or no longer)
 * at the table, where "no one" would misread as a choice of nobody.
 */
export function seatLabel(seats: readonly { id: string; name: string }[], id: string): string {
	return isolate(seats.find((s) => s.id === id)?.name ?? '?');
}
