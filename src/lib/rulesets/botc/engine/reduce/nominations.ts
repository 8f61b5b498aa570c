import { butcherMayNominate } from '../butcher';
import { riotNominator } from '../riot';
import { seatById } from '../seats';
import { type GameState, type Nomination, type Rejection, type SeatId, reject } from '../types';
import {
	blockAfter,
	mayVote,
	openNomination,
	spendsGhostVote,
	tally,
	votesHidden,
	votesNeeded,
	votingOrder
} from '../votes';
import { noSeat } from './common';
import type { Handlers } from './handlers';

/** Nominations and their votes. */
export const nominationsHandlers = {
	'nomination/opened': (state, e) => nominate(state, e),
	'nomination/counting': (state, e) => counting(state, e.hands, e.asked),
	'nomination/voted': (state, e) => vote(state, e.voters),
	'nomination/cancelled': (state) => {
		const open = openNomination(state);
		if (!open || !state.day) return reject('no-vote');
		return {
			...state,
			day: { ...state.day, nominations: state.day.nominations.filter((n) => n.id !== open.id) }
		};
	}
} satisfies Partial<Handlers>;

function nominate(
	state: GameState,
	e: { nominator: SeatId; nominee: SeatId; exile?: boolean; override?: string }
): GameState | Rejection {
	if (state.phase.kind !== 'day' || !state.day) return reject('nomination-not-day');
	const day = state.day;
	const nominator = seatById(state, e.nominator);
	const nominee = seatById(state, e.nominee);
	if (!nominator) return noSeat(e.nominator);
	if (!nominee) return noSeat(e.nominee);
	if (openNomination(state)) return reject('vote-open-nominate');
	const butcher = !!day.execution && butcherMayNominate(state, nominator.id);
	if (day.execution && !butcher) return reject('executed-day-over');
	const exile = !!e.exile;
	const override =
		typeof e.override === 'string' && e.override.trim() ? e.override.trim() : undefined;
	if (exile) {
		if (!nominee.traveller) return reject('exile-traveller');
		if (!override && day.nominations.some((n) => n.exile && n.nominee === nominee.id))
			return reject('exile-once', { seat: nominee.id });
	} else if (!override) {
		const riot = riotNominator(state, nominator.id);
		if (!nominator.alive && !riot) return reject('dead-nominator', { seat: nominator.id });
		if (!butcher && !riot && day.nominations.some((n) => !n.exile && n.nominator === nominator.id))
			return reject('nominated-today', { seat: nominator.id });
		if (day.nominations.some((n) => !n.exile && n.nominee === nominee.id))
			return reject('was-nominated', { seat: nominee.id });
	}
	const nomination: Nomination = {
		id: `n${state.nextId}`,
		nominator: nominator.id,
		nominee: nominee.id,
		exile,
		...(override ? { override } : {}),
		voters: null,
		total: null,
		hidden: votesHidden(state)
	};
	return {
		...state,
		day: { ...day, nominations: [...day.nominations, nomination] },
		nextId: state.nextId + 1
	};
}

function counting(
	state: GameState,
	hands: readonly SeatId[],
	asked: number
): GameState | Rejection {
	const open = openNomination(state);
	if (!open || !state.day) return reject('no-vote');
	const order = votingOrder(state, open.nominee);
	if (!Number.isInteger(asked) || asked < 0 || asked > order.length) return reject('bad-count');
	if (new Set(hands).size !== hands.length) return reject('double');
	for (const id of hands) {
		const seat = seatById(state, id);
		if (!seat) return noSeat(id);
		if (!mayVote(state, seat, open.exile)) return reject('no-ghost-vote', { seat: seat.id });
	}
	const next: Nomination = { ...open, counting: { hands: [...hands], asked } };
	return {
		...state,
		day: {
			...state.day,
			nominations: state.day.nominations.map((n) => (n.id === open.id ? next : n))
		}
	};
}

function vote(state: GameState, voters: readonly SeatId[]): GameState | Rejection {
	const open = openNomination(state);
	if (!open || !state.day) return reject('no-vote');
	if (new Set(voters).size !== voters.length) return reject('double');
	for (const id of voters) {
		const seat = seatById(state, id);
		if (!seat) return noSeat(id);
		if (!mayVote(state, seat, open.exile)) return reject('no-ghost-vote', { seat: seat.id });
	}
	const total = tally(state, voters);
	const voterSet = new Set(voters);
	// Stored in counting order, whatever order the hands were tapped in.
	const counted = votingOrder(state, open.nominee)
		.map((s) => s.id)
		.filter((id) => voterSet.has(id));
	const seats = open.exile
		? state.seats
		: state.seats.map((s) =>
				voterSet.has(s.id) && spendsGhostVote(state, s) ? { ...s, ghostVote: false } : s
			);
	const { counting: _counted, ...rest } = open;
	const closed: Nomination = { ...rest, voters: counted, total };
	const needed = votesNeeded(state, open.exile);
	const block = open.exile
		? state.day.block
		: blockAfter(state.day.block, open.nominee, total, needed);
	return {
		...state,
		seats,
		day: {
			...state.day,
			nominations: state.day.nominations.map((n) => (n.id === open.id ? closed : n)),
			block
		}
	};
}
