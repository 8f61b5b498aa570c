import { hasGainedBy } from './abilities';
import type { GameEventBody } from './events';
import { characterOf, isDrunkIn, isPoisonedIn, livingResidents } from './seats';
import type { CharacterId, GameState, Seat, SeatId } from './types';

/** The `seat/changed` event an offer applies (without `at`). */
export type ChangeEvent = Extract<GameEventBody, { type: 'seat/changed' }>;

/**
 * A character change the grimoire works out from the log, offered to the storyteller (applied
 * only by a tap, as one `seat/changed`):
 * - `scarletwoman`: the Demon `because` died with five or more alive, and a sober, healthy
 *   Scarlet Woman lives: she becomes that Demon (her kill tonight, her "you are the Demon" step);
 * - `starpass`: the Imp `because` killed itself: a living Minion becomes the Imp;
 * - `philosopher`: the Philosopher `because` chose a character tonight: he gains its ability,
 *   and `drunk` (the character's real holders) are drunk from then on;
 * - `pithag`: the Pit-Hag `because` chose a player and a character tonight: that player becomes
 *   it (keeping their alignment).
 */
export interface ChangeOffer {
	code: 'scarletwoman' | 'starpass' | 'philosopher' | 'pithag';
	event: ChangeEvent;
	because: SeatId;
	/** Who was the character before (the dead Demon's character, the Philosopher's pick). */
	character: CharacterId;
	drunk?: SeatId[];
}

const isDemon = (state: GameState, s: Seat) => characterOf(state, s.character)?.team === 'demon';
const sober = (state: GameState, s: Seat) => !isDrunkIn(state, s) && !isPoisonedIn(state, s);

/** Deaths in this phase (at night: and in the day before it). */
function recentDeaths(state: GameState) {
	const p = state.phase;
	if (p.kind !== 'night' && p.kind !== 'day') return [];
	return (state.deaths ?? []).filter(
		(d) =>
			(d.kind === p.kind && d.n === p.n) ||
			(p.kind === 'night' && d.kind === 'day' && d.n === p.n - 1)
	);
}

/** Every change the log points to that was not recorded yet. */
export function suggestChanges(state: GameState): ChangeOffer[] {
	const p = state.phase;
	if (p.kind !== 'night' && p.kind !== 'day') return [];
	const out: ChangeOffer[] = [];
	const residents = state.seats.filter((s) => !s.traveller);
	const demonLives = residents.some((s) => s.alive && isDemon(state, s));
	const deadDemon = recentDeaths(state)
		.map((d) => residents.find((s) => s.id === d.seat))
		.find((s): s is Seat => !!s && !s.alive && isDemon(state, s));
	if (deadDemon?.character && !demonLives) {
		// Five or more alive when the Demon died: the living, and the Demon who just died.
		const enough = livingResidents(state).length + 1 >= 5;
		const women = residents.filter(
			(s) => s.alive && s.character === 'scarletwoman' && sober(state, s)
		);
		for (const s of enough ? women : [])
			out.push({
				code: 'scarletwoman',
				because: deadDemon.id,
				character: deadDemon.character,
				event: {
					type: 'seat/changed',
					seat: s.id,
					character: deadDemon.character,
					how: 'scarletwoman'
				}
			});
		const starpass = (state.deaths ?? []).some(
			(d) => d.seat === deadDemon.id && d.by === 'imp' && d.kind === 'night' && d.n === p.n
		);
		if (out.length === 0 && starpass && deadDemon.character === 'imp' && p.kind === 'night')
			for (const s of residents)
				if (s.alive && characterOf(state, s.character)?.team === 'minion')
					out.push({
						code: 'starpass',
						because: deadDemon.id,
						character: 'imp',
						event: { type: 'seat/changed', seat: s.id, character: 'imp', how: 'starpass' }
					});
	}
	if (p.kind === 'night') {
		for (const choice of state.night?.choices ?? []) {
			if (choice.character === 'pithag') {
				const offer = pitHagOffer(state, choice.seats[0], choice.characters[0]);
				if (offer) out.push(offer);
			}
			if (choice.character !== 'philosopher') continue;
			const picked = choice.characters[0];
			const holder = state.seats.find(
				(s) => s.character === 'philosopher' && !hasGainedBy(s, 'philosopher')
			);
			if (!picked || !holder || !holder.alive || !sober(state, holder)) continue;
			const drunk = state.seats
				.filter((s) => s.id !== holder.id && s.character === picked)
				.map((s) => s.id);
			out.push({
				code: 'philosopher',
				because: holder.id,
				character: picked,
				event: { type: 'seat/changed', seat: holder.id, character: picked, how: 'philosopher' },
				...(drunk.length ? { drunk } : {})
			});
		}
	}
	return out;
}

/** The Pit-Hag's pick, unless it changes nothing or the Pit-Hag is drunk, poisoned or dead. */
function pitHagOffer(
	state: GameState,
	target: SeatId | undefined,
	picked: CharacterId | undefined
): ChangeOffer | null {
	const hag = state.seats.find((s) => s.character === 'pithag' && s.alive);
	const seat = state.seats.find((s) => s.id === target);
	if (!hag || !seat || !picked || seat.character === picked || !sober(state, hag)) return null;
	return {
		code: 'pithag',
		because: hag.id,
		character: picked,
		event: { type: 'seat/changed', seat: seat.id, character: picked, how: 'pithag' }
	};
}
