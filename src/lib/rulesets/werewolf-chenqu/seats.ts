import { ALL_SKILLS, hasLost, hasStatus } from '../forum/marks';
import { isEjected } from '../forum/penalties';
import type { Text } from '../../engine/text';
import type { Locale } from '../../engine/types';
import { type Role, type RoleKind, roleOf } from './roles';
import { ST, isNightSkill, skillDef } from './skills';
import { EJECT_AT, type SeatId, type WSeat, type WerewolfState } from './state';

export function seatOf(state: WerewolfState, id: SeatId): WSeat | undefined {
	return state.seats.find((s) => s.id === id);
}

export function nameOf(state: WerewolfState, id: SeatId | null | undefined): string {
	if (!id) return '—';
	return seatOf(state, id)?.name ?? id;
}

/**
 * Names for a rejection's parameters (see `reject`): a seat id's player, a skill id's name. The
 * screens pass this to `refusal()`.
 */
export function rejectionNames(state: WerewolfState) {
	return {
		seat: (id: SeatId) => seatOf(state, id)?.name,
		skill: (id: string, locale: Locale) =>
			isNightSkill(id) ? skillDef(id).name[locale] : undefined
	};
}

export function roleOfSeat(seat: WSeat): Role | null {
	return seat.role ? roleOf(seat.role) : null;
}

export function kindOf(seat: WSeat): RoleKind | null {
	return roleOfSeat(seat)?.kind ?? null;
}

/** 罚下: 12 points or more in the ledger. */
export function ejected(state: WerewolfState, id: SeatId): boolean {
	return isEjected(state.penalties, id, EJECT_AT);
}

/** Still part of the game: not out and not ejected. */
export function inGame(state: WerewolfState, seat: WSeat): boolean {
	return seat.out === null && !ejected(state, seat.id);
}

export function playing(state: WerewolfState): WSeat[] {
	return state.seats.filter((s) => inGame(state, s));
}

export function isCharmed(seat: WSeat): boolean {
	return hasStatus(seat, ST.charmed);
}

/** Lost every skill (断肠, 威信, 枭首). */
export function skillless(seat: WSeat): boolean {
	return hasLost(seat, ALL_SKILLS);
}

export function lovers(state: WerewolfState): WSeat[] {
	return state.seats.filter((s) => hasStatus(s, ST.lover));
}

export function partnerOf(state: WerewolfState, id: SeatId): WSeat | undefined {
	const seat = seatOf(state, id);
	if (!seat || !hasStatus(seat, ST.lover)) return undefined;
	return lovers(state).find((s) => s.id !== id);
}

export function mapSeat(state: WerewolfState, id: SeatId, fn: (s: WSeat) => WSeat): WerewolfState {
	return { ...state, seats: state.seats.map((s) => (s.id === id ? fn(s) : s)) };
}

export function mapSeats(
	state: WerewolfState,
	pred: (s: WSeat) => boolean,
	fn: (s: WSeat) => WSeat
): WerewolfState {
	return { ...state, seats: state.seats.map((s) => (pred(s) ? fn(s) : s)) };
}

/** A voter's weight in a ballot: the sheriff's counts 2, an idiot who feigned counts 0. */
export function voteWeight(state: WerewolfState, seat: WSeat): number {
	if (hasStatus(seat, ST.feigned)) return 0;
	return state.sheriff === seat.id ? 2 : 1;
}

export function roleName(seat: WSeat): Text {
	return roleOfSeat(seat)?.name ?? { 'zh-CN': '未分配', en: 'unassigned' };
}
