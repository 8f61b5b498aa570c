import { own } from '../../../engine/own';
import { becameFrom } from './abilities';
import { characterOf } from './seats';
import type { DayRecord, GameState, NightRecord, Seat, SeatId } from './types';
import type { Trigger } from './night-rules';

/**
 * Why a step is there tonight when the day or the night put it there:
 * - `executed`: the player was executed today (and died);
 * - `died-today`: the player died today, not by execution;
 * - `died-tonight`: the player died earlier tonight;
 * - `demon-died`, `outsider-died`: a Demon died since dawn, an Outsider died today;
 * - `nobody-died-today`: no one died today (`seat`: the holder, the Zombuul);
 * - `gossip-true`, `gossip-unmarked`: the Gossip's statement today was marked true, or not yet;
 * - `cannibal`, `cannibal-evil`: the Cannibal has the ability of `seat`, executed (evil: poisoned);
 * - `minstrel`: the Minion `seat` died by execution today, so everyone is drunk (the Minstrel);
 * - `pukka-poisoned`: the Pukka's previous victim `seat` dies tonight;
 * - `host-died`: the Lleech's host `seat` is dead, so the Lleech dies;
 * - `exorcist`: the Exorcist `seat` chose the Demon: no kill, it learns who the Exorcist is.
 */
export interface StepWhy {
	code:
		| 'executed'
		| 'died-today'
		| 'died-tonight'
		| 'demon-died'
		| 'outsider-died'
		| 'nobody-died-today'
		| 'gossip-true'
		| 'gossip-unmarked'
		| 'cannibal'
		| 'cannibal-evil'
		| 'minstrel'
		| 'pukka-poisoned'
		| 'host-died'
		| 'exorcist'
		| 'po-charged';
	seat: SeatId;
}

/** The day before tonight (none on the first night). */
export function dayBefore(state: GameState): DayRecord | undefined {
	if (state.phase.kind !== 'night' || state.phase.n < 2) return undefined;
	return state.days.at(-1);
}

export function diedTonight(night: NightRecord, seat: Seat): boolean {
	return !seat.alive && own(night.aliveAtDusk, seat.id) === true;
}

/** Died during the day before tonight (executed or otherwise), exactly when dawn was recorded. */
export function diedToday(state: GameState, night: NightRecord, seat: Seat): boolean {
	const day = dayBefore(state);
	if (!day?.aliveAtDawn) return false;
	return own(day.aliveAtDawn, seat.id) === true && own(night.aliveAtDusk, seat.id) === false;
}

/** Today's executions that killed, in order. */
export function executedToday(state: GameState): SeatId[] {
	const day = dayBefore(state);
	if (!day) return [];
	const all = day.executions ?? (day.execution ? [day.execution] : []);
	return all.flatMap((x) => (x.died && x.seat ? [x.seat] : []));
}

/** Whether the Gossip's public statement today was true, as the storyteller marked it. */
export function gossipStatement(state: GameState): boolean | undefined {
	const day = state.phase.kind === 'night' ? dayBefore(state) : (state.day ?? undefined);
	return day?.gossip;
}

/** Died during the night before the day before tonight (learnt it at that dawn). */
function diedLastNight(state: GameState, seat: Seat): boolean {
	const day = dayBefore(state);
	const last = day ? state.nights.find((n) => n.n === day.n) : undefined;
	if (!day?.aliveAtDawn || !last) return false;
	return own(last.aliveAtDusk, seat.id) === true && own(day.aliveAtDawn, seat.id) === false;
}

/** Nobody died during the day before tonight (what the Zombuul's night needs). */
export function nobodyDiedToday(state: GameState, night: NightRecord): boolean {
	const day = dayBefore(state);
	if (!day?.aliveAtDawn) return executedToday(state).length === 0;
	const dawn = day.aliveAtDawn;
	return !Object.keys(dawn).some((id) => own(dawn, id) && own(night.aliveAtDusk, id) === false);
}

/**
 * Whether the seat's death tonight may be the Demon's kill: recorded as a Demon's (by its
 * character), or with no cause recorded (the storyteller's tap alone).
 */
function killedByDemon(state: GameState, seat: Seat): boolean {
	const p = state.phase;
	const death = (state.deaths ?? []).findLast(
		(d) => d.seat === seat.id && d.kind === 'night' && p.kind === 'night' && d.n === p.n
	);
	if (!death || !death.by) return true;
	return death.by !== 'execution' && characterOf(state, death.by)?.team === 'demon';
}

/** Why a seat's death brought its step: executed, died by day, or died tonight. */
export function deathWhy(state: GameState, night: NightRecord, seat: Seat): StepWhy {
	if (diedTonight(night, seat)) return { code: 'died-tonight', seat: seat.id };
	if (executedToday(state).includes(seat.id)) return { code: 'executed', seat: seat.id };
	return { code: 'died-today', seat: seat.id };
}

/**
 * Whether a triggered step is there tonight, and why: null when what triggers it did not happen.
 * `holders` are the character's holders.
 */
export function triggered(
	state: GameState,
	night: NightRecord,
	trigger: Trigger,
	holders: Seat[]
): StepWhy | null {
	const died = (s: Seat) => diedTonight(night, s) || diedToday(state, night, s);
	const teamOf = (s: Seat) => characterOf(state, s.character)?.team;
	switch (trigger) {
		case 'executed-died': {
			const seat = executedToday(state).at(-1);
			return seat ? { code: 'executed', seat } : null;
		}
		case 'died-tonight': {
			const seat = holders.find((s) => diedTonight(night, s));
			return seat ? { code: 'died-tonight', seat: seat.id } : null;
		}
		case 'demon-killed': {
			const seat = holders.find((s) => diedTonight(night, s) && killedByDemon(state, s));
			return seat ? { code: 'died-tonight', seat: seat.id } : null;
		}
		case 'died': {
			const seat = holders.find(died);
			return seat ? deathWhy(state, night, seat) : null;
		}
		case 'demon-died': {
			const seat = state.seats.find((s) => teamOf(s) === 'demon' && died(s));
			// Fang Gu jinx: a Fang Gu who jumped to an Outsider (a living Fang Gu now, not the
			// Scarlet Woman herself) does not make the Scarlet Woman the Demon.
			const jumped =
				seat?.character === 'fanggu' &&
				state.seats.some(
					(s) =>
						s.alive &&
						s.id !== seat.id &&
						s.character === 'fanggu' &&
						!becameFrom(state, s, 'scarletwoman')
				);
			return seat && !jumped ? { code: 'demon-died', seat: seat.id } : null;
		}
		case 'learnt-died': {
			const seat = holders.find((s) => diedToday(state, night, s) || diedLastNight(state, s));
			return seat ? deathWhy(state, night, seat) : null;
		}
		case 'nobody-died-today': {
			const seat = holders[0];
			return seat && nobodyDiedToday(state, night)
				? { code: 'nobody-died-today', seat: seat.id }
				: null;
		}
		case 'gossip': {
			const seat = holders[0];
			const said = gossipStatement(state);
			if (!seat || said === false) return null;
			return { code: said ? 'gossip-true' : 'gossip-unmarked', seat: seat.id };
		}
		case 'outsider-died': {
			const seat = state.seats.find((s) => teamOf(s) === 'outsider' && diedToday(state, night, s));
			return seat ? { code: 'outsider-died', seat: seat.id } : null;
		}
	}
}
