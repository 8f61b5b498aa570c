import { ALL_SKILLS, hasLost, hasStatus, usesOf } from '../forum/marks';
import { ejected, inGame, kindOf, playing } from './seats';
import { DAY_SKILLS, ST } from './skills';
import { LAST_WORDS, type Pending, type SeatId, type WerewolfState } from './state';

/** View helpers for the director's desk: what can be chosen now, as the rules say. */

export type DayActionKind = 'strike' | 'martyr' | 'confess' | 'embassy';

const HOLDER: Record<
	DayActionKind,
	{ role: string; skill: string; limited: boolean; day: boolean }
> = {
	strike: { role: 'assassin', skill: DAY_SKILLS.strike, limited: true, day: true },
	martyr: { role: 'dieHard', skill: DAY_SKILLS.martyr, limited: false, day: false },
	confess: { role: 'penitent', skill: DAY_SKILLS.confess, limited: true, day: true },
	embassy: { role: 'envoy', skill: DAY_SKILLS.embassy, limited: true, day: false }
};

/** Day (and any-time) skills someone can use now: 行刺, 死节, 忏悔, 出使. */
export function dayActions(state: WerewolfState): { kind: DayActionKind; actor: SeatId }[] {
	const phase = state.phase.kind;
	if (phase !== 'day' && phase !== 'night') return [];
	const out: { kind: DayActionKind; actor: SeatId }[] = [];
	for (const kind of Object.keys(HOLDER) as DayActionKind[]) {
		const h = HOLDER[kind];
		if (h.day && phase !== 'day') continue;
		for (const seat of state.seats) {
			if (seat.role !== h.role || !inGame(state, seat)) continue;
			if (hasStatus(seat, ST.silenced) || hasLost(seat, h.skill) || hasLost(seat, ALL_SKILLS))
				continue;
			if (h.limited && usesOf(seat, h.skill) >= 1) continue;
			out.push({ kind, actor: seat.id });
		}
	}
	return out;
}

/** Players still in the game, who vote and can be voted for. */
export function inGameIds(state: WerewolfState): SeatId[] {
	return playing(state).map((s) => s.id);
}

/** Legal choices for a pending decision. */
export function pendingTargets(state: WerewolfState, p: Pending): SeatId[] {
	const live = playing(state);
	switch (p.kind) {
		case 'lastShot':
			return live.filter((s) => s.id !== p.seat).map((s) => s.id);
		case 'succession':
			return live.map((s) => s.id);
		case 'passKill':
			return live.filter((s) => kindOf(s) === 'wolf' && s.team === 'wolf').map((s) => s.id);
		case 'passScapegoat':
			return live.filter((s) => s.role === 'citizen').map((s) => s.id);
	}
}

/** Players who leave last words: the first five out, not ejected, in the order they went out. */
export function lastWordsSeats(state: WerewolfState): SeatId[] {
	return state.seats
		.filter((s) => s.out && s.out.order <= LAST_WORDS && !ejected(state, s.id))
		.sort((a, b) => a.out!.order - b.out!.order)
		.map((s) => s.id);
}

/** Players out (not ejected) whom the director may bring back. */
export function outIds(state: WerewolfState): SeatId[] {
	return state.seats.filter((s) => s.out !== null && !ejected(state, s.id)).map((s) => s.id);
}
