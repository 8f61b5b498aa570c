import { expect } from 'vitest';
import { nightSteps, offerEvents, seatById, suggestAnswer, suggestChanges } from '../index';
import type { GameEventBody } from '../engine/events';
import type { ChangeHow } from '../engine/types';
import type { Table } from '../engine/testing/builders';

export { withExtra } from '../engine/testing/builders';

// Helpers of the combination tests (`abilities-combined`, `abilities-offers`): a table played
// through the reducer and read only through the rule set's public API.

export const steps = (t: Table) => nightSteps(t.state);
export const step = (t: Table, key: string) => steps(t).find((s) => s.key === key);
export const keys = (t: Table) => steps(t).map((s) => s.key);
export const seat = (t: Table, id: string) => seatById(t.state, id)!;
export const truths = (t: Table, key: string) =>
	(suggestAnswer(t.state, step(t, key)!, [])?.options ?? [])
		.filter((o) => o.truth === 'true')
		.map((o) => o.answer);
export const night = (t: Table) => t.do({ type: 'night/started' });
export const day = (t: Table) => t.do({ type: 'day/started' });
export const pick = (t: Table, key: string, seats: string[], characters: string[] = []) =>
	t.do({ type: 'night/choice', step: key, character: key.split('@')[0]!, seats, characters });
/** A yes-or-no step `key` answered “yes” for its holder `seat` of `character`, who chose `chosen`. */
export const toldYes = (
	t: Table,
	key: string,
	character: string,
	seat: string,
	chosen: string[],
	truth: 'true' | 'false' = 'true'
) =>
	t.do({
		type: 'night/answer',
		step: key,
		character,
		seats: [seat],
		chosen,
		answer: { yes: true },
		truth
	});
export const applyAll = (t: Table, events: ReturnType<typeof offerEvents>) => {
	for (const e of events) t.do(e);
};

/** Checks that the grimoire's first change offer is `seat` becoming `character` by `how`; takes it. */
export function takeChange(t: Table, seat: string, character: string, how: string): void {
	const [offer] = suggestChanges(t.state);
	expect(offer?.event).toEqual({ type: 'seat/changed', seat, character, how });
	t.do(offer!.event);
}

/** Takes a change offer (the grimoire's first unless given): every event it makes. */
export const takeOffer = (t: Table, offer = suggestChanges(t.state)[0]) =>
	applyAll(t, offerEvents(offer!));

/** The event of `seat` becoming `character` by `how` (trading with `other`, when given). */
export const changed = (
	seat: string,
	character: string,
	how: ChangeHow,
	other?: string
): GameEventBody => ({
	type: 'seat/changed',
	seat,
	character,
	how,
	...(other ? { with: other } : {})
});
