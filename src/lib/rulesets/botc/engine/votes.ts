import { endedBecause, inForce } from './reminder-life';
import { characterOf, clockwiseFrom, isDrunkIn, isPoisonedIn, seatById } from './seats';
import type { GameState, Nomination, Reminder, Seat, SeatId } from './types';

/** Votes needed to put a nominee on the block: half the living players, rounded up. */
export function majority(aliveCount: number): number {
	if (!Number.isFinite(aliveCount) || aliveCount < 0)
		throw new RangeError('aliveCount must be ≥ 0');
	return Math.ceil(aliveCount / 2);
}

/** Votes needed to exile a traveller: half of all players, rounded up. */
export function exileThreshold(state: GameState): number {
	return Math.ceil(state.seats.length / 2);
}

export function aliveCount(state: GameState): number {
	return state.seats.filter((s) => s.alive).length;
}

/** Counting order of a vote: clockwise from the seat after the nominee, ending with the nominee. */
export function votingOrder(state: GameState, nominee: SeatId): Seat[] {
	return clockwiseFrom(state, nominee);
}

/** Whether a seat may raise a hand now: the living always, the dead while they keep a ghost vote. */
export function canVote(seat: Seat, exile = false): boolean {
	return exile || seat.alive || seat.ghostVote;
}

/** A living, sober Voudon in play: only the Voudon and the dead vote, and no majority is needed. */
export function voudonRules(state: GameState): boolean {
	return state.seats.some(
		(s) => s.character === 'voudon' && s.alive && !isDrunkIn(state, s) && !isPoisonedIn(state, s)
	);
}

/**
 * Whether a seat may raise a hand on this vote: `canVote`, except while the Voudon's rules hold,
 * when the Voudon and every dead player vote (the dead need no ghost vote) and no one else.
 */
export function mayVote(state: GameState, seat: Seat, exile = false): boolean {
	if (exile) return true;
	if (voudonRules(state)) return !seat.alive || seat.character === 'voudon';
	return canVote(seat);
}

/** Whether a dead voter spends their ghost vote on this vote (not on exiles, not for the Voudon). */
export function spendsGhostVote(state: GameState, seat: Seat, exile = false): boolean {
	return !exile && !seat.alive && !voudonRules(state);
}

/**
 * Votes a nominee needs to go on the block: half the living (rounded up); with the Voudon's rules,
 * any vote at all; to exile a traveller, half of all players.
 */
export function votesNeeded(state: GameState, exile = false): number {
	if (exile) return exileThreshold(state);
	if (voudonRules(state)) return 1;
	return majority(aliveCount(state));
}

/**
 * The weight of one seat's vote: the product of the vote multipliers of reminders on it whose
 * source character declares one (Bureaucrat ×3, Thief −1, God of Ug ×2), while the token is in
 * force: the Thief's and the Bureaucrat's only on the day after the night they chose, and only
 * while that traveller lives (an exiled Thief's vote no longer counts negatively).
 */
export function voteWeight(state: GameState, seat: Seat): number {
	let weight = 1;
	for (const r of seat.reminders) {
		const c = characterOf(state, r.source);
		const mult = c?.special?.find((s) => s.type === 'vote' && s.name === 'multiplier');
		if (!mult || typeof mult.value !== 'number' || !c?.reminders.includes(r.label)) continue;
		if (inForce(state, r)) weight *= mult.value;
	}
	return weight;
}

/**
 * Votes are hidden while a sober, healthy, living Organ Grinder is in play (drunk includes an
 * "everyone is drunk" reminder from another character).
 */
export function votesHidden(state: GameState): boolean {
	return state.seats.some((s) => {
		const c = characterOf(state, s.character);
		return (
			s.alive &&
			!!c?.special?.some((x) => x.type === 'vote' && x.name === 'hidden') &&
			!isDrunkIn(state, s) &&
			!isPoisonedIn(state, s)
		);
	});
}

/**
 * The Butler–Organ Grinder jinx: while votes are held with eyes closed, a living, sober, healthy
 * Butler's raised hand counts only when their master (today's Master token from them) voted too.
 * With votes open the Butler polices themselves, and a hand raised by mistake is counted.
 */
function butlerUncounted(state: GameState, seat: Seat, raised: ReadonlySet<SeatId>): boolean {
	if (seat.character !== 'butler' || !seat.alive || !votesHidden(state)) return false;
	if (isDrunkIn(state, seat) || isPoisonedIn(state, seat)) return false;
	const isMaster = (r: Reminder) =>
		r.source === 'butler' &&
		/^master$/i.test(r.label) &&
		(!r.from || r.from === seat.id) &&
		endedBecause(state, r, 'dusk') === null;
	const masters = state.seats.filter((s) => s.reminders.some(isMaster));
	return masters.length > 0 && !masters.some((m) => raised.has(m.id));
}

export function tally(state: GameState, voters: readonly SeatId[]): number {
	const raised = new Set(voters);
	let total = 0;
	for (const id of voters) {
		const seat = seatById(state, id);
		if (seat && !butlerUncounted(state, seat, raised)) total += voteWeight(state, seat);
	}
	return total;
}

export function openNomination(state: GameState): Nomination | undefined {
	return state.day?.nominations.find((n) => n.voters === null);
}

/**
 * What the vote being counted must reach: `beat` puts the nominee on the block alone (the
 * majority, or one more than the count already on the block), and `tie` is the count that only
 * ties the block (nobody executed), or null when there is no block to tie. An exile is
 * never measured against the block.
 */
export function voteTarget(state: GameState, exile = false): { beat: number; tie: number | null } {
	const needed = votesNeeded(state, exile);
	const block = exile ? null : state.day?.block;
	if (!block || block.votes < needed) return { beat: needed, tie: null };
	return { beat: block.votes + 1, tie: block.votes };
}

/**
 * The seat on the block whose execution has not been recorded today: starting the night now
 * would drop it, so the screens ask first. Null when there is none (no block, a tie, or the day's
 * execution is recorded).
 */
export function awaitingExecution(state: GameState): SeatId | null {
	const day = state.phase.kind === 'day' ? state.day : null;
	if (!day || day.execution || !day.block?.seat) return null;
	return day.block.seat;
}

/** What the block would be after a vote of `total` for `nominee`. */
export function blockAfter(
	block: { seat: SeatId | null; votes: number } | null,
	nominee: SeatId,
	total: number,
	needed: number
): { seat: SeatId | null; votes: number } | null {
	if (total < needed) return block;
	if (!block || total > block.votes) return { seat: nominee, votes: total };
	if (total === block.votes) return { seat: null, votes: total };
	return block;
}
