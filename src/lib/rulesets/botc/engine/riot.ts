import { isDrunkIn, isPoisonedIn } from './seats';
import type { GameState, SeatId } from './types';

/**
 * The Riot's day: from day 3, while a living, sober, healthy Riot is in play, each nominee dies
 * but nominates an alive player at once. So the last nominee today may nominate though dead,
 * and though they nominated earlier today.
 */
export function riotNominator(state: GameState, nominator: SeatId): boolean {
	if (state.phase.kind !== 'day' || state.phase.n < 3 || !state.day) return false;
	const riot = state.seats.some(
		(s) =>
			s.character === 'riot' &&
			!s.traveller &&
			s.alive &&
			!isDrunkIn(state, s) &&
			!isPoisonedIn(state, s)
	);
	if (!riot) return false;
	const last = state.day.nominations.filter((n) => !n.exile).at(-1);
	return last?.nominee === nominator;
}
