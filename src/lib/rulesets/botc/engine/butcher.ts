import { isDrunkIn, isPoisonedIn } from './seats';
import type { GameState, SeatId } from './types';

/** A living, sober Butcher: after the day's first execution, they may nominate again. */
function soberButcher(state: GameState, seat?: SeatId): boolean {
	return state.seats.some(
		(s) =>
			s.character === 'butcher' &&
			(seat === undefined || s.id === seat) &&
			s.alive &&
			!isDrunkIn(state, s) &&
			!isPoisonedIn(state, s)
	);
}

/** How many executions today already had. */
export function executionsToday(state: GameState): number {
	const day = state.day;
	if (!day) return 0;
	return day.executions?.length ?? (day.execution ? 1 : 0);
}

/** A second execution today: only after exactly one, with a sober Butcher in play. */
export function secondExecutionAllowed(state: GameState): boolean {
	return executionsToday(state) === 1 && soberButcher(state);
}

/** The Butcher nominating after the day's first execution (once more, beyond the usual one). */
export function butcherMayNominate(state: GameState, nominator: SeatId): boolean {
	if (executionsToday(state) !== 1 || !soberButcher(state, nominator)) return false;
	const today = state.day?.nominations ?? [];
	// One nomination after the execution: the Butcher's extra one.
	const executedAt = today.findIndex((n) => n.nominee === state.day?.execution?.seat);
	return !today.slice(executedAt + 1).some((n) => !n.exile && n.nominator === nominator);
}
