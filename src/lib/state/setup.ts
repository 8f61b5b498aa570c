import type { GameState } from '$lib/rulesets/botc';
import { dealMatchesBag } from '$lib/rulesets/botc/setup-plan';

// The setup screens' steps. What they ask of the rules (counts, random sets and deals, bluffs,
// the pickers' checks) is the rule set's, in rulesets/botc/setup-plan.ts, passed through here so
// the screens keep one place to import from.
export * from '$lib/rulesets/botc/setup-plan';

export const STEPS = ['players', 'characters', 'deal', 'bluffs'] as const;
export type SetupStep = (typeof STEPS)[number];

export function isStep(value: unknown): value is SetupStep {
	return typeof value === 'string' && (STEPS as readonly string[]).includes(value);
}

/** Where a setup resumes when nothing was remembered: the first step with work left. */
export function derivedStep(state: GameState): SetupStep {
	return dealMatchesBag(state) && state.seats.some((s) => !s.traveller) ? 'bluffs' : 'characters';
}
