/**
 * Helpers for tests that play nights through a Table: tonight's steps, ended reminders, the
 * answers the grimoire suggests, logging the answer given, and what a step was told before.
 */
import { suggestAnswer } from '../../answers';
import { suggestChoice } from '../../answers/choices';
import { nightSteps, type NightStep } from '../night';
import { endedReminders } from '../reminder-lasts';
import { toldBefore } from '../told';
import type { Answer, AnswerTruth } from '../types';
import { type GameOptions, TB7, Table } from './builders';

export const step = (t: Table, key: string): NightStep | undefined =>
	nightSteps(t.state).find((s) => s.key === key);

export const keys = (t: Table) => nightSteps(t.state).map((s) => s.key);

/** Tonight's steps in order as one line: 'dusk poisoner … dawn'. */
export const order = (t: Table) => keys(t).join(' ');

/** Starts the next night and gives its steps in order as one line. */
export function startNight(t: Table): string {
	t.do({ type: 'night/started' });
	return order(t);
}

/**
 * The story tests' table: `TB7` (Ada … Gus; Fay the Poisoner, Gus the Imp), the Demon's bluffs
 * set (Monk, Mayor, Saint), and night 1 started.
 */
export function bluffedFirstNight(): Table {
	return new Table({ characters: TB7 })
		.do({ type: 'bluffs/set', bluffs: ['monk', 'mayor', 'saint'] })
		.do({ type: 'night/started' });
}

/** A table dealt as `opts` says, played to night `n` (1 unless given): a day between nights. */
export function tableAtNight(opts: GameOptions, n = 1): Table {
	const t = new Table(opts);
	startNight(t);
	for (let i = 1; i < n; i++) startNight(t.do({ type: 'day/started' }));
	return t;
}

export const ended = (t: Table) =>
	endedReminders(t.state).map((x) => `${x.seat} ${x.reminder.label} (${x.because})`);

/** The answers the grimoire suggests at a step, of one truth. */
export function suggested(
	t: Table,
	key: string,
	truth: AnswerTruth = 'true',
	chosen: string[] = []
) {
	const s = step(t, key);
	const found = s ? suggestAnswer(t.state, s, chosen) : null;
	return (found?.options ?? []).filter((o) => o.truth === truth).map((o) => o.answer);
}

/** Logs the answer given at a step, as the answer panel does. */
export function tell(
	t: Table,
	key: string,
	answer: Answer,
	truth: AnswerTruth = 'true',
	chosen: string[] = []
) {
	const s = step(t, key);
	t.do({
		type: 'night/answer',
		step: key,
		character: s?.character ?? key,
		seats: s?.holders ?? s?.seats ?? [],
		chosen,
		answer,
		truth
	});
}

/** What the step's players were told at it on earlier nights, latest first: [night, answer]. */
export function told(t: Table, key: string) {
	const s = step(t, key);
	return s ? toldBefore(t.state, s).map((x) => [x.night, x.given.answer]) : [];
}

/** What the grimoire makes of the choice at a step (the Gambler's guess, the Ojo's character). */
export function choice(t: Table, key: string) {
	const s = step(t, key);
	return s ? suggestChoice(t.state, s) : null;
}

/** Enters what the holder chose at a step, as the step's panel does. */
export function pick(t: Table, key: string, seats: string[], characters: string[]) {
	const character = step(t, key)?.character ?? key;
	t.do({ type: 'night/choice', step: key, character, seats, characters });
}
