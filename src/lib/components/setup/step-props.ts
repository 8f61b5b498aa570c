import type { GameEventBody } from '$lib/rulesets/botc';
import type { SetupSummary } from '$lib/state/setup';

/**
 * How a setup step changes the game: its events as one step (SetupScreen's `send`), true when
 * they were applied; a refusal is shown by the setup screen.
 */
export type SendStep = (bodies: GameEventBody[]) => Promise<boolean>;

/** What the setup screen gives a step that works on the characters. */
export interface StepProps {
	summary: SetupSummary;
	send: SendStep;
}
