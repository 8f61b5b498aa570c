import { inForce } from './reminder-life';
import { characterOf, isDrunkIn, isPoisonedIn } from './seats';
import type { GameState, Seat } from './types';
import type { NightStep } from './night';

/**
 * The Exorcist who chose one of tonight's Demon holders (the Exorcist's "Chosen" token placed
 * tonight), alive and sober; undefined when none did.
 */
export function exorcisedBy(state: GameState, acting: readonly Seat[]): Seat | undefined {
	if (state.phase.kind !== 'night') return undefined;
	const tonight = state.phase.n;
	const chosen = acting.some((d) =>
		d.reminders.some(
			(r) =>
				r.source === 'exorcist' &&
				r.placed?.kind === 'night' &&
				r.placed.n === tonight &&
				inForce(state, r)
		)
	);
	if (!chosen) return undefined;
	return state.seats.find(
		(s) => s.character === 'exorcist' && s.alive && !isDrunkIn(state, s) && !isPoisonedIn(state, s)
	);
}

/**
 * A Demon's step when the Exorcist chose its holder: it does not kill tonight; it wakes only to
 * learn who the Exorcist is (shown on the step). The Pukka's previous victim dies all the same.
 */
export function exorciseStep(state: GameState, step: NightStep, acting: readonly Seat[]): void {
	if (!step.character || characterOf(state, step.character)?.team !== 'demon') return;
	const exorcist = exorcisedBy(state, acting);
	if (!exorcist) return;
	delete step.picks;
	// The Pukka's previous victim still dies: the Exorcist only stops it waking to choose.
	if (step.character !== 'pukka' || !step.suggests) {
		delete step.kills;
		delete step.suggests;
		step.does = 'learns';
	}
	step.why = { code: 'exorcist', seat: exorcist.id };
	step.shows = [{ seat: exorcist.id, character: exorcist.character }];
}
