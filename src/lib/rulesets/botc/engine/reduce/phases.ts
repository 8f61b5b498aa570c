import { characterOf, seatById } from '../seats';
import { holds } from '../abilities';
import {
	type DayRecord,
	type GameState,
	type Nomination,
	type Rejection,
	type SeatId,
	reject
} from '../types';
import { openNomination } from '../votes';
import { noSeat, recordDeath, unknownCharacter } from './common';
import { secondExecutionAllowed } from '../butcher';
import type { Handlers } from './handlers';

/** Nights and days: dusk, the night checklist, dawn, the execution and private chats. */
export const phasesHandlers = {
	'night/started': (state) => startNight(state),
	'night/step': (state, e) => {
		if (state.phase.kind !== 'night' || !state.night) return reject('not-night');
		const night = state.night;
		const done = night.done.filter((k) => k !== e.step);
		const skipped = night.skipped.filter((k) => k !== e.step);
		if (e.status === 'done') done.push(e.step);
		if (e.status === 'skipped') skipped.push(e.step);
		return { ...state, night: { ...night, done, skipped } };
	},
	'night/extra-step': (state, e) => {
		if (state.phase.kind !== 'night' || !state.night) return reject('not-night');
		if (!characterOf(state, e.character)) return unknownCharacter(e.character);
		if (e.seat !== null && !seatById(state, e.seat)) return noSeat(e.seat);
		const key = `extra-${state.nextId}`;
		return {
			...state,
			night: {
				...state.night,
				extra: [...state.night.extra, { key, character: e.character, seat: e.seat }]
			},
			nextId: state.nextId + 1
		};
	},
	'day/started': (state) => {
		if (state.phase.kind !== 'night' || !state.night) return reject('dawn-not-night');
		const n = state.phase.n;
		const aliveAtDawn = Object.fromEntries(state.seats.map((s) => [s.id, s.alive]));
		const day: DayRecord = {
			n,
			nominations: [],
			block: null,
			execution: null,
			aliveAtDawn,
			privateChats: []
		};
		return {
			...state,
			phase: { kind: 'day', n },
			nights: [...state.nights, state.night],
			night: null,
			day
		};
	},
	execution: (state, e) => {
		if (state.phase.kind !== 'day' || !state.day) return reject('execution-not-day');
		if (state.day.execution && !secondExecutionAllowed(state)) return reject('executed');
		const open = openNomination(state);
		// The Virgin's nominator is executed at once, with no vote: the open nomination closes.
		const virgin = !!open && virginsNominator(state, open, e.seat);
		if (open && !virgin) return reject('vote-open');
		let next: GameState = virgin ? closeWithoutVote(state) : state;
		if (e.seat !== null) {
			const seat = seatById(state, e.seat);
			if (!seat) return noSeat(e.seat);
			if (e.died && seat.alive) next = recordDeath(next, e.seat, 'execution');
		}
		const execution = {
			seat: e.seat,
			died: e.seat !== null && e.died,
			...(e.reason ? { reason: e.reason } : {})
		};
		const before = state.day.executions ?? (state.day.execution ? [state.day.execution] : []);
		return {
			...next,
			day: {
				...(next.day ?? state.day),
				execution,
				...(before.length > 0 ? { executions: [...before, execution] } : {})
			}
		};
	},
	'private-chat': (state, e) => {
		if (state.phase.kind !== 'day' || !state.day) return reject('chat-not-day');
		if (new Set(e.seats).size < 2) return reject('chat');
		const missing = e.seats.find((id) => !seatById(state, id));
		if (missing) return noSeat(missing);
		return {
			...state,
			day: {
				...state.day,
				privateChats: [...state.day.privateChats, { seats: [...new Set(e.seats)], at: e.at }]
			}
		};
	}
} satisfies Partial<Handlers>;

/** The nominator of an open (not exile) nomination of a player who holds the Virgin's ability. */
function virginsNominator(state: GameState, open: Nomination, executed: SeatId | null): boolean {
	const nominee = seatById(state, open.nominee);
	return !open.exile && executed === open.nominator && !!nominee && holds(state, nominee, 'virgin');
}

/** The open nomination closed with no hands raised (the Virgin's: nobody votes). */
function closeWithoutVote(state: GameState): GameState {
	if (!state.day) return state;
	const nominations = state.day.nominations.map((n) => {
		if (n.voters !== null) return n;
		const { counting: _counting, ...rest } = n;
		return { ...rest, voters: [], total: 0 };
	});
	return { ...state, day: { ...state.day, nominations } };
}

function startNight(state: GameState): GameState | Rejection {
	const aliveAtDusk = Object.fromEntries(state.seats.map((s) => [s.id, s.alive]));
	const dead = state.seats.filter((s) => !s.alive);
	const ghosts = dead.length
		? { ghostVotesAtDusk: Object.fromEntries(dead.map((s) => [s.id, s.ghostVote])) }
		: {};
	if (state.phase.kind === 'setup') {
		if (state.seats.length < 5) return reject('players');
		const missing = state.seats.find((s) => !s.character);
		if (missing) return reject('undealt', { seat: missing.id });
		return {
			...state,
			phase: { kind: 'night', n: 1 },
			night: { n: 1, aliveAtDusk, done: [], skipped: [], extra: [] }
		};
	}
	if (state.phase.kind === 'day' && state.day) {
		if (openNomination(state)) return reject('vote-open');
		const n = state.phase.n + 1;
		return {
			...state,
			phase: { kind: 'night', n },
			days: [...state.days, state.day],
			day: null,
			night: { n, aliveAtDusk, ...ghosts, done: [], skipped: [], extra: [] }
		};
	}
	return reject('night-not-after-day');
}
