import { hasGainedBy, holdersOf } from './abilities';
import type { GameEventBody } from './events';
import { characterOf, isDrunkIn, isPoisonedIn, livingResidents } from './seats';
import type { CharacterId, GameState, Seat, SeatId } from './types';

/** The `seat/changed` event an offer applies (without `at`). */
export type ChangeEvent = Extract<GameEventBody, { type: 'seat/changed' }>;

/**
 * A character change the grimoire works out from the log, offered to the storyteller (applied
 * only by a tap, as one `seat/changed` and what goes with it, see `offerEvents`):
 * - `scarletwoman`: the Demon `because` died with five or more alive, and a sober, healthy
 *   Scarlet Woman lives: she becomes that Demon (her kill tonight, her "you are the Demon" step);
 * - `starpass`: the Imp `because` killed itself: a living Minion becomes the Imp;
 * - `philosopher`: the Philosopher `because` chose a character tonight: he gains its ability,
 *   and `drunk` (the character's real holders) are drunk from then on;
 * - `pithag`: the Pit-Hag `because` chose a player and a character tonight: that player becomes
 *   it (keeping their alignment);
 * - `fanggu`: the Fang Gu `because` killed an Outsider tonight (once per game, sober): the
 *   Outsider becomes an evil Fang Gu and lives, the Fang Gu dies instead (jinx: a Scarlet Woman
 *   does not become the Demon by that death);
 * - `snakecharmer`: the Snake Charmer `because` chose the Demon tonight (the player entered with the
 *   step's answer): they swap characters and
 *   alignments, and the new Snake Charmer (the old Demon) is poisoned for the rest of the game;
 * - `barber`: the Barber `because` died today or tonight and the Demon's two picks were entered
 *   at the Barber's step: those two swap characters (alignments stay); the Demon may decline.
 */
export interface ChangeOffer {
	code:
		'scarletwoman' | 'starpass' | 'philosopher' | 'pithag' | 'fanggu' | 'snakecharmer' | 'barber';
	event: ChangeEvent;
	/**
	 * Everything the tap applies, in order, when it is more than the change (the Fang Gu's jump:
	 * the Outsider back to life, the change, the Fang Gu's death; the Snake Charmer's poison).
	 */
	events?: GameEventBody[];
	because: SeatId;
	/** Who was the character before (the dead Demon's character, the Philosopher's pick). */
	character: CharacterId;
	drunk?: SeatId[];
	/** The other seat of a swap (Snake Charmer, Barber). */
	with?: SeatId;
	/** A jinx that changes what follows (the Fang Gu's jump: the Scarlet Woman stays). */
	jinx?: CharacterId;
	/** Optional by the rules (the Barber's swap: the Demon may choose not to). */
	optional?: boolean;
	/**
	 * The change touches the Evil Twin's pair (a twin's character or the Evil Twin's own moves):
	 * who the twins are afterwards may be the storyteller's call (see `twinPair`).
	 */
	twin?: true;
}

/** What an offer's tap applies, in order. */
export function offerEvents(o: ChangeOffer): GameEventBody[] {
	return o.events ?? [o.event];
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
		const jump = fangGuOffer(state);
		if (jump) out.push(jump);
		// The Snake Charmer's choice: the player tapped at the step's answer (its yes/no).
		for (const given of state.night?.answers ?? []) {
			if (given.step.split('@')[0] !== 'snakecharmer') continue;
			const offer = snakeCharmerOffer(state, given.chosen[0], given.seats);
			if (offer) out.push(offer);
		}
		for (const choice of state.night?.choices ?? []) {
			const step = choice.step.split('@')[0];
			if (step === 'barber') {
				const offer = barberOffer(state, choice.seats);
				if (offer) out.push(offer);
			}
			if (choice.character === 'pithag') {
				const offer = pitHagOffer(state, choice.step, choice.seats[0], choice.characters[0]);
				if (offer) out.push(offer);
			}
			if (choice.character !== 'philosopher') continue;
			const picked = choice.characters[0];
			const holder = state.seats.find(
				(s) => s.character === 'philosopher' && !hasGainedBy(s, 'philosopher')
			);
			if (!picked || !holder || !holder.alive || !sober(state, holder)) continue;
			// "Choose a good character": a Minion or Demon is no choice (the storyteller asks again).
			const team = teamOfId(state, picked);
			if (team !== 'townsfolk' && team !== 'outsider') continue;
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
	return out.map((o) => (touchesTwins(state, o) ? { ...o, twin: true } : o));
}

/** Whether an offer changes the character of a twin (the Twin-marked player or the Evil Twin). */
function touchesTwins(state: GameState, o: ChangeOffer): boolean {
	// A Philosopher's gain keeps his character.
	if (o.code === 'philosopher') return false;
	const changed = [o.event.seat, ...(o.event.with ? [o.event.with] : [])];
	return changed.some((id) => {
		const s = state.seats.find((x) => x.id === id);
		if (!s) return false;
		if (s.character === 'eviltwin') return true;
		return s.reminders.some((r) => r.source === 'eviltwin' && /^(twin|双子)$/i.test(r.label));
	});
}

/**
 * The Pit-Hag's pick, unless the character is in play (nothing happens) or the Pit-Hag is drunk,
 * poisoned or dead.
 */
function pitHagOffer(
	state: GameState,
	key: string,
	target: SeatId | undefined,
	picked: CharacterId | undefined
): ChangeOffer | null {
	// The step's holder: `pithag@<seat>` for one who holds the ability gained (the Alchemist's).
	const by = key.split('@')[1];
	const hag = holdersOf(state, 'pithag').find(
		(s) => s.alive && (by ? s.id === by : s.character === 'pithag')
	);
	const seat = state.seats.find((s) => s.id === target);
	if (!hag || !seat || !picked || !sober(state, hag)) return null;
	// "If not in play": a character a player has, alive or dead, is in play, so nothing happens
	// (the target already being it included).
	if (state.seats.some((s) => s.character === picked)) return null;
	return {
		code: 'pithag',
		because: hag.id,
		character: picked,
		event: { type: 'seat/changed', seat: seat.id, character: picked, how: 'pithag' }
	};
}

const ONCE = /^(once|一次|已使用)$/i;

const teamOfId = (state: GameState, id: CharacterId | null) => characterOf(state, id)?.team;

/** The Fang Gu's jump, from tonight's kill of an Outsider by a sober, living Fang Gu. */
function fangGuOffer(state: GameState): ChangeOffer | null {
	const p = state.phase;
	if (p.kind !== 'night') return null;
	// Once per game: a jump already recorded, or the Fang Gu's "Once" token on any seat, ends it.
	if ((state.changes ?? []).some((c) => c.how === 'fanggu')) return null;
	if (state.seats.some((s) => s.reminders.some((r) => r.source === 'fanggu' && ONCE.test(r.label))))
		return null;
	const kill = (state.deaths ?? []).find(
		(d) => d.by === 'fanggu' && d.kind === 'night' && d.n === p.n
	);
	const target = kill && state.seats.find((s) => s.id === kill.seat);
	if (!target || teamOfId(state, target.character) !== 'outsider') return null;
	const fang = holdersOf(state, 'fanggu').find(
		(s) => s.id !== target.id && s.alive && sober(state, s)
	);
	if (!fang || !target.character) return null;
	const event: ChangeEvent = {
		type: 'seat/changed',
		seat: target.id,
		character: 'fanggu',
		how: 'fanggu'
	};
	const dead = target.reminders.filter(
		(r) => r.source === 'fanggu' && r.placed?.kind === 'night' && r.placed.n === p.n
	);
	const events: GameEventBody[] = [
		...(target.alive ? [] : [{ type: 'seat/revived' as const, seat: target.id }]),
		...dead.map((r) => ({ type: 'reminder/removed' as const, seat: target.id, reminder: r.id })),
		event,
		{ type: 'seat/died', seat: fang.id, by: 'fanggu' },
		// The Fang Gu's own "Once" token on the new Fang Gu: the jump is spent.
		{ type: 'reminder/added', seat: target.id, source: 'fanggu', label: 'Once' }
	];
	const sw = state.seats.some((s) => s.alive && s.character === 'scarletwoman');
	return {
		code: 'fanggu',
		because: fang.id,
		character: target.character,
		event,
		events,
		...(sw ? { jinx: 'scarletwoman' } : {})
	};
}

/**
 * The Snake Charmer's choice of the Demon: the swap, and the old Demon poisoned. The charmer is
 * the step's holder (`told`): the Snake Charmer, or a Philosopher who gained the ability (he
 * becomes the Demon, the Demon a poisoned Philosopher).
 */
function snakeCharmerOffer(
	state: GameState,
	target: SeatId | undefined,
	told: readonly SeatId[]
): ChangeOffer | null {
	const demon = state.seats.find((s) => s.id === target);
	if (!demon || !demon.alive || !demon.character || !isDemon(state, demon)) return null;
	const charmer = holdersOf(state, 'snakecharmer').find(
		(s) =>
			s.id !== demon.id &&
			s.alive &&
			sober(state, s) &&
			(told.length > 0 ? told.includes(s.id) : s.character === 'snakecharmer')
	);
	if (!charmer) return null;
	const event: ChangeEvent = {
		type: 'seat/changed',
		seat: charmer.id,
		character: demon.character,
		how: 'snakecharmer',
		with: demon.id
	};
	return {
		code: 'snakecharmer',
		because: charmer.id,
		character: demon.character,
		with: demon.id,
		event,
		events: [
			event,
			{ type: 'reminder/added', seat: demon.id, source: 'snakecharmer', label: 'Poisoned' }
		]
	};
}

/** The Barber's haircut: the Demon's two picks swap characters (not another Demon). */
function barberOffer(state: GameState, picked: SeatId[]): ChangeOffer | null {
	const [a, b] = picked.map((id) => state.seats.find((s) => s.id === id));
	if (!a || !b || a.id === b.id || !a.character || !b.character) return null;
	if (a.character === b.character) return null;
	const barber = holdersOf(state, 'barber').find(
		(s) => recentDeaths(state).some((d) => d.seat === s.id) && sober(state, s)
	);
	if (!barber) return null;
	// "Not another Demon": the Demon may pick itself, but no second Demon.
	const demons = [a, b].filter((s) => isDemon(state, s));
	if (demons.length > 1) return null;
	// One haircut a night: none once a Barber swap is recorded tonight.
	const p = state.phase;
	const tonight = (c: { at: { kind: string; n: number } }) =>
		p.kind === 'night' && c.at.kind === 'night' && c.at.n === p.n;
	if ((state.changes ?? []).some((c) => c.how === 'barber' && tonight(c))) return null;
	return {
		code: 'barber',
		because: barber.id,
		character: b.character,
		with: b.id,
		optional: true,
		event: { type: 'seat/changed', seat: a.id, character: b.character, how: 'barber', with: b.id }
	};
}

/**
 * The change the seat sheet's "change character" records: the offer the log points to when it
 * is this very change (a Scarlet Woman given the dead Demon's character is `scarletwoman`, a
 * Philosopher given the character he chose gains it), else the storyteller's own change.
 */
export function changeFor(state: GameState, seat: SeatId, character: CharacterId): ChangeEvent {
	const offer = suggestChanges(state).find(
		(o) => !o.events && !o.event.with && o.event.seat === seat && o.event.character === character
	);
	return offer ? offer.event : { type: 'seat/changed', seat, character, how: 'storyteller' };
}
