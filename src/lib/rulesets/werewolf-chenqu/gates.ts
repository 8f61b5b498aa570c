import { ejected, playing, seatOf } from './seats';
import { LAST_WORDS, type Pending, type SeatId, type WSeat, type WerewolfState } from './state';

/**
 * What must be done before the director may change the phase (入夜 / 天亮): the compulsory
 * choices of the seed (‹强制›, ‹锁定技›, 需指认) and the decisions players owe. Each is either made
 * or closed by a director's ruling (`pending/ruled`, logged with its reason).
 */
export type Blocker =
	/** 白狼【归群】: join the pack or not (游戏开始时). */
	| { kind: 'whiteWolf' }
	/** 丘比特【爱神之箭】: 游戏开始时，丘比特须选择两名角色. */
	| { kind: 'arrow' }
	| { kind: 'unresolved' }
	| { kind: 'count' }
	| { kind: 'pending'; pending: Pending }
	/** 替罪羊【冤死】: 在遗言阶段后……需指认 — the last words come first. */
	| { kind: 'lastWords'; seat: SeatId };

/**
 * Decisions that cannot be declined: 【殉职】<锁定技>须选择, 【冤死】<锁定技>需指认, 黑狼【杀人】需指认.
 * Only 【最后一枪】 (你可以选择) can be declined; the others close only by a ruling.
 */
export const COMPULSORY: readonly Pending['kind'][] = ['succession', 'passScapegoat', 'passKill'];

export function isCompulsory(p: Pending): boolean {
	return COMPULSORY.includes(p.kind);
}

/** Whether `seat` leaves last words: the first five out, not ejected (用语定义 9, 罚下). */
export function hasLastWords(state: WerewolfState, seat: WSeat): boolean {
	return !!seat.out && seat.out.order <= LAST_WORDS && !ejected(state, seat.id);
}

/**
 * Whether a pending decision can be taken now. 替罪羊: 在遗言阶段后 — once its last words are
 * recorded (or waived, an empty text), or when it has none.
 */
export function pendingReady(state: WerewolfState, p: Pending): boolean {
	if (p.kind !== 'passScapegoat') return true;
	const seat = seatOf(state, p.seat);
	if (!seat || !hasLastWords(state, seat)) return true;
	return state.lastWords[seat.id] !== undefined;
}

/**
 * Everything that blocks the next phase change, in the order the director meets it. The
 * 替罪羊's handover waits for its last words, which come during the night (次日09:00之前): it
 * does not hold the night back, but it holds the next day.
 */
export function phaseBlockers(state: WerewolfState): Blocker[] {
	const phase = state.phase;
	const out: Blocker[] = [];
	if (phase.kind === 'night' && phase.n === 0) {
		if (state.start.whiteWolfJoined === null) out.push({ kind: 'whiteWolf' });
		if (!state.start.lovers) out.push({ kind: 'arrow' });
		return out;
	}
	if (phase.kind === 'night' && !state.night?.resolved) out.push({ kind: 'unresolved' });
	if (phase.kind === 'day' && !state.day?.result) out.push({ kind: 'count' });
	for (const p of state.pending) {
		if (pendingReady(state, p)) out.push({ kind: 'pending', pending: p });
		else if (phase.kind === 'night') out.push({ kind: 'lastWords', seat: p.seat });
	}
	return out;
}

/**
 * Players in the game with no ballot on the current day (a feigning 白痴 仍需投票, so they are
 * listed too), in seat order.
 */
export function nonVoters(state: WerewolfState): SeatId[] {
	const day = state.day;
	if (!day) return [];
	const voted = new Set(day.ballots.map((b) => b.voter));
	return playing(state)
		.filter((s) => !voted.has(s.id))
		.map((s) => s.id);
}

/** Lives as the desk shows them: a player out has none left, whatever took them out. */
export function livesShown(seat: WSeat): { current: number; max: number } {
	return { current: seat.out ? 0 : seat.lives.current, max: seat.lives.max };
}
