import { activeGains } from './abilities';
import type { NightStep } from './night';
import { isDrunkIn, isMad, isPoisonedIn } from './seats';
import type { GameState, NightRecord, Seat, SeatId } from './types';

/**
 * Steps per holder (the ability ledger's part of the night): a seat that gained a character's
 * ability (the Philosopher who chose the Empath) has its own step, `<id>@<seat>`, beside the
 * character's real holder, each with its own seats, drunk and poisoned flags and answer (the
 * answer is worked out for the step's holder). The Philosopher's own step is gone once he has
 * gained an ability.
 */
export function stepsPerHolder(
	state: GameState,
	night: NightRecord,
	steps: NightStep[]
): NightStep[] {
	const seat = (id: SeatId) => state.seats.find((s) => s.id === id);
	const status = (key: string): NightStep['status'] =>
		night.done.includes(key) ? 'done' : night.skipped.includes(key) ? 'skipped' : 'todo';
	const out: NightStep[] = [];
	for (const step of steps) {
		const id = step.character;
		if (step.kind !== 'character' || !id || step.extra || step.by || step.key !== id) {
			out.push(step);
			continue;
		}
		const byHolder = !step.wakes || step.wakes === 'holder+chosen';
		const acting = step.holders ?? step.seats.filter((s) => !step.chosen?.includes(s));
		if (id === 'philosopher') {
			// Used up: gone on the nights after he gained (tonight's step stays, to be done).
			const left = acting.filter((s) => !usedBefore(state, seat(s) ?? noSeat));
			if (left.length === acting.length) out.push(step);
			else if (left.length > 0) out.push(forSeats(state, step, left, byHolder));
			continue;
		}
		const gainers = acting.filter((s) => {
			const holder = seat(s);
			return (
				!!holder &&
				activeGains(state, holder).some((g) => g.character === id && g.how !== 'cannibal')
			);
		});
		if (gainers.length === 0) {
			// Two holders of one information ability recorded on their tokens (a Philosopher's
			// token swapped for the Empath's, several Village Idiots): a step each too, the one
			// marked as the Philosopher last.
			const many = step.does === 'learns' && byHolder && acting.length > 1;
			if (!many) out.push(step);
			else out.push(...splitTokens(state, night, step, acting, byHolder));
			continue;
		}
		const own = acting.filter((s) => !gainers.includes(s));
		if (own.length > 0) out.push(forSeats(state, step, own, byHolder));
		for (const g of gainers) {
			const key = `${id}@${g}`;
			const holder = seat(g);
			const chosen = (night.chosen && Object.hasOwn(night.chosen, key) && night.chosen[key]) || [];
			const split: NightStep = {
				...forSeats(state, step, [g], byHolder),
				key,
				status: status(key),
				by: holder?.character ?? undefined
			};
			// What the storyteller entered at the real holder's step is not this holder's.
			delete split.choice;
			delete split.chosen;
			if (byHolder && chosen.length > 0) {
				split.seats = [g, ...chosen.filter((c) => c !== g)];
				split.chosen = chosen;
			}
			const choice = night.choices?.find((c) => c.step === key);
			if (choice) split.choice = choice;
			out.push(split);
		}
	}
	return out;
}

const IS_PHILOSOPHER = /^is the philosopher$/i;

/** One step per holder of a character held on several tokens; the first keeps the plain key. */
function splitTokens(
	state: GameState,
	night: NightRecord,
	step: NightStep,
	acting: SeatId[],
	byHolder: boolean
): NightStep[] {
	const marked = (id: SeatId) =>
		!!state.seats
			.find((s) => s.id === id)
			?.reminders.some((r) => r.source === 'philosopher' && IS_PHILOSOPHER.test(r.label));
	const ordered = [...acting.filter((id) => !marked(id)), ...acting.filter(marked)];
	return ordered.map((id, i) => {
		const one = forSeats(state, step, [id], byHolder);
		if (i === 0) return one;
		const key = `${step.character}@${id}`;
		const split: NightStep = {
			...one,
			key,
			status: night.done.includes(key) ? 'done' : night.skipped.includes(key) ? 'skipped' : 'todo'
		};
		if (marked(id)) split.by = 'philosopher';
		delete split.choice;
		const choice = night.choices?.find((c) => c.step === key);
		if (choice) split.choice = choice;
		return split;
	});
}

/** The Philosopher gained an ability before tonight. */
function usedBefore(state: GameState, seat: Seat): boolean {
	const p = state.phase;
	return (seat.gained ?? []).some(
		(g) => g.how === 'philosopher' && !(g.at.kind === p.kind && 'n' in p && g.at.n === p.n)
	);
}

const noSeat: Seat = {
	id: '',
	name: '',
	character: null,
	thinks: null,
	alignment: null,
	alive: false,
	ghostVote: false,
	reminders: [],
	traveller: false
};

/** The step for some of its holders only, its flags worked out for them alone. */
function forSeats(state: GameState, step: NightStep, ids: SeatId[], byHolder: boolean): NightStep {
	const seats = ids.flatMap((id) => state.seats.filter((s) => s.id === id));
	const id = step.character;
	const drunk = seats.some((s) => isDrunkIn(state, s));
	const poisoned = seats.some((s) => isPoisonedIn(state, s));
	const believes = seats.some((s) => s.character !== id && s.thinks === id);
	const next: NightStep = {
		...step,
		drunk,
		poisoned,
		mad: seats.some(isMad),
		mayBeFalse: drunk || poisoned || believes
	};
	if (byHolder) {
		const chosen = step.chosen ?? [];
		next.seats = [...ids, ...chosen.filter((c) => !ids.includes(c))];
		next.deadSeats = seats.filter((s) => !s.alive).map((s) => s.id);
	} else next.holders = ids;
	return next;
}
