import type { NightStep } from './night';
import type { GameState, GivenAnswer } from './types';

/**
 * What the step's players were told at this character's step on earlier nights, as logged by
 * `night/answer`, the latest first: shown on the step so the storyteller stays consistent
 * ("told last night: 1"). Empty on the first night or when nothing was logged.
 */
export function toldBefore(
	state: GameState,
	step: NightStep
): { night: number; given: GivenAnswer }[] {
	if (step.kind !== 'character' || !step.character || !state.night) return [];
	const players = step.holders ?? step.seats;
	return state.nights
		.filter((n) => n.n < (state.night?.n ?? 0))
		.flatMap((n) =>
			(n.answers ?? [])
				.filter((a) => a.character === step.character && a.seats.some((id) => players.includes(id)))
				.map((given) => ({ night: n.n, given }))
		)
		.reverse();
}
