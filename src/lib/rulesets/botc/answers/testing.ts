import { expect } from 'vitest';
import { nightSteps } from '../engine/night';
import { ok } from '../engine/testing/builders';
import type { Answer, GameState } from '../engine/types';
import { suggestAnswer } from './index';
import type { Suggestion } from './types';

/** The suggestion at a character's step tonight, failing when the step is not there. */
export function suggest(state: GameState, id: string, chosen: string[] = []): Suggestion {
	const step = nightSteps(state).find((s) => s.key === id);
	expect(step, `step ${id}`).toBeTruthy();
	const s = suggestAnswer(state, step!, chosen);
	expect(s, `suggestion for ${id}`).not.toBeNull();
	return s as Suggestion;
}

/** The answers of one kind of truth ('true', 'registered', 'false'). */
export const answers = (s: Suggestion, truth: string): Answer[] =>
	s.options.filter((o) => o.truth === truth).map((o) => o.answer);

/** Poisons a seat (a Poisoner's reminder). */
export const poison = (state: GameState, seat: string) =>
	ok(state, { type: 'reminder/added', seat, source: 'poisoner', label: 'Poisoned' });

export { nextNight } from '../engine/testing/night-state';
