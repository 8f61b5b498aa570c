import { suggestChanges } from '../engine/change-offers';
import type { GameEvent } from '../engine/events';
import { suggestDeaths } from '../engine/grandmother';
import { type History, redo, replay, undo } from '../engine/history';
import { nightSteps } from '../engine/night';
import { endedReminders } from '../engine/reminder-lasts';
import { characterOf } from '../engine/seats';
import { story } from '../engine/story';
import { emptyState } from '../engine/reduce';
import { publicView } from '../engine/views';
import { checkWin } from '../engine/win';
import { abilityLedger } from '../engine/abilities';
import { effects } from '../engine/effects';
import { type GameState, isRejection } from '../engine/types';
import type { Play } from './play-fuzz';
import { checkRules } from './play-fuzz-rules';

// The invariants checked after every event of a played game (see play-fuzz.ts).

/** The state as compared: all but the script, which is compared once (it never changes). */
function shape(state: GameState): string {
	return JSON.stringify({ ...state, script: null });
}

/** The first top-level field where two states differ, to say where a comparison failed. */
function firstDifference(a: GameState, b: GameState): string {
	const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
	for (const k of keys) {
		const x = JSON.stringify((a as unknown as Record<string, unknown>)[k]);
		const y = JSON.stringify((b as unknown as Record<string, unknown>)[k]);
		if (x !== y) return `${k}: ${x?.slice(0, 200)} ≠ ${y?.slice(0, 200)}`;
	}
	return '';
}

/** Everything checked after one accepted event; `deep`: the replay and undo/redo ones too. */
export function checkAfter(p: Play, before: History, event: GameEvent, deep: boolean): void {
	const state = p.s;
	if (event.type === 'night/started') dusk(p);
	if (event.type === 'night/started' || event.type === 'day/started')
		p.call('story', () => story(p.h.log, emptyState()));
	if (deep) {
		const rebuilt = p.call('replay', () => replay(p.h.log));
		if (rebuilt && shape(rebuilt) !== shape(state))
			p.problem(`replay differs after ${event.type}`, firstDifference(rebuilt, state));
		else if (rebuilt) {
			const w1 = JSON.stringify(p.call('checkWin', () => checkWin(state)) ?? null);
			const w2 = JSON.stringify(p.call('checkWin replayed', () => checkWin(rebuilt)) ?? null);
			if (w1 !== w2) p.problem('win check differs after replay', `${w1} ≠ ${w2}`);
		}
		const back = p.call('undo', () => undo(p.h));
		if (back && !isRejection(back)) {
			if (shape(back.state) !== shape(before.state))
				p.problem(
					`undo differs from before ${event.type}`,
					firstDifference(back.state, before.state)
				);
			const again = p.call('redo', () => redo(back));
			if (!again || isRejection(again)) p.problem(`redo refused after ${event.type}`);
			else if (shape(again.state) !== shape(state))
				p.problem(`redo differs after ${event.type}`, firstDifference(again.state, state));
		} else p.problem('undo refused', event.type);
	}
	offersNameWhatExists(p, state);
	publicViewHidesTheNight(p, state);
	checkRules(p, before.state, event);
	p.call('effects', () => effects(state));
	p.call('abilityLedger', () => abilityLedger(state));
}

/** Who is alive at dusk, by the driver's own count. */
function dusk(p: Play): void {
	p.aliveAtDusk = new Map(p.s.seats.map((s) => [s.id, s.alive]));
}

/** By night the table sees the town as it was at dusk; by day, as it is. */
function publicViewHidesTheNight(p: Play, state: GameState): void {
	const view = p.call('publicView', () => publicView(state));
	if (!view) return;
	const night = state.phase.kind === 'night';
	for (const seat of state.seats) {
		const shown = view.seats.find((s) => s.id === seat.id);
		if (!shown) {
			p.problem('publicView leaves out a seat');
			continue;
		}
		const atDusk = night ? p.aliveAtDusk?.get(seat.id) : undefined;
		const expected = atDusk ?? seat.alive;
		if (shown.alive !== expected)
			p.problem(
				night
					? 'publicView shows a change of life before dawn'
					: 'publicView by day differs from life',
				`${seat.id} shown ${shown.alive}, ${night ? 'at dusk' : 'is'} ${expected}`
			);
	}
	if (view.seats.some((s) => s.travellerCharacter && !characterOf(state, s.travellerCharacter)))
		p.problem('publicView names an unknown traveller');
}

/** Night steps, change offers, death offers and ended reminders name real seats and characters. */
function offersNameWhatExists(p: Play, state: GameState): void {
	const seats = new Set(state.seats.map((s) => s.id));
	const bad = (what: string, ids: readonly (string | null | undefined)[]) => {
		const wrong = ids.filter((id) => id != null && !seats.has(id));
		if (wrong.length) p.problem(`${what} names a seat that does not exist`, wrong.join(' '));
	};
	const unknown = (what: string, ids: readonly (string | null | undefined)[]) => {
		const wrong = ids.filter((id) => id != null && !characterOf(state, id));
		if (wrong.length) p.problem(`${what} names an unknown character`, wrong.join(' '));
	};
	if (state.phase.kind === 'night') {
		const steps = p.call('nightSteps', () => nightSteps(state)) ?? [];
		const keys = new Set<string>();
		for (const step of steps) {
			if (keys.has(step.key)) p.problem('two night steps with one key', step.key);
			keys.add(step.key);
			const what = `night step ${step.character ?? step.kind}`;
			bad(what, [...step.seats, ...(step.holders ?? []), ...step.deadSeats]);
			bad(what, [step.suggests, ...(step.chosen ?? []), ...(step.shows ?? []).map((x) => x.seat)]);
			bad(what, [step.why?.seat, step.drunkWhy?.seat]);
			unknown(what, [
				step.character,
				step.by,
				step.asDemon,
				...(step.shows ?? []).map((x) => x.character)
			]);
		}
	}
	for (const o of p.call('suggestChanges', () => suggestChanges(state)) ?? []) {
		const what = `change offer ${o.code}`;
		bad(what, [o.event.seat, o.event.with, o.because, o.with, ...(o.drunk ?? [])]);
		unknown(what, [o.character, o.event.character]);
	}
	for (const o of p.call('suggestDeaths', () => suggestDeaths(state)) ?? [])
		bad(`death offer ${o.code}`, [o.seat, o.because, o.event.seat]);
	for (const r of p.call('endedReminders', () => endedReminders(state)) ?? []) {
		const seat = state.seats.find((s) => s.id === r.seat);
		if (!seat?.reminders.some((x) => x.id === r.reminder.id))
			p.problem('ended reminder not on its seat', `${r.reminder.source}:${r.reminder.label}`);
	}
	for (const s of state.seats) unknown('a seat', [s.character, s.thinks]);
}

/** At the end: the story of the whole log, and the last state rebuilt from it. */
export function checkEnd(p: Play): void {
	if (!p.h) return;
	p.call('story', () => story(p.h.log, emptyState()));
	const rebuilt = p.call('replay', () => replay(p.h.log));
	if (rebuilt && shape(rebuilt) !== shape(p.s))
		p.problem('replay differs at the end', firstDifference(rebuilt, p.s));
	if (rebuilt && JSON.stringify(rebuilt.script) !== JSON.stringify(p.s.script))
		p.problem('replay changes the script');
}
