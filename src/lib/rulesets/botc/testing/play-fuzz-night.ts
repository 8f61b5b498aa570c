import { answerTokens, suggestAnswer } from '../answers';
import type { AnswerOption } from '../answers/types';
import { suggestChoice } from '../answers/choices';
import type { NightStep } from '../engine/night';
import { endedReminders } from '../engine/reminder-lasts';
import { characterOf } from '../engine/seats';
import type { Answer, SeatId } from '../engine/types';
import { type Play, stepsOf } from './play-fuzz';
import { takeOffers, tryWin } from './play-fuzz-day';
import { storytellerHand } from './play-fuzz-hand';

// A night as the storyteller taps through it (the night screen's checklist): each step in order,
// one of the actions offered at it taken at random, then marked done or skipped; dawn starts the day.

const MAX_ACTIONS = 400;

export function playNight(p: Play): void {
	for (let i = 0; i < MAX_ACTIONS; i++) {
		if (p.stopped || p.s.phase.kind !== 'night') return;
		takeOffers(p);
		if (tryWin(p)) return;
		const steps = stepsOf(p);
		if (!steps) return void (p.stopped = 'broken');
		const step = steps.find((s) => s.status === 'todo');
		if (!step || step.kind === 'dawn') {
			clearEnded(p);
			const body = step
				? [{ type: 'night/step' as const, step: step.key, status: 'done' as const }]
				: [];
			if (!p.send([...body, { type: 'day/started' }], 'start of the day'))
				return void (p.stopped = 'broken');
			return;
		}
		if (step.kind === 'dusk') {
			clearEnded(p);
			if (p.chance(0.15)) addStep(p);
		}
		if (step.kind === 'character') act(p, step);
		if (p.chance(0.04)) storytellerHand(p);
		p.maybeUndo();
		if (p.stopped || p.s.phase.kind !== 'night') return;
		const now = stepsOf(p)?.find((s) => s.key === step.key);
		if (now?.status !== 'todo') continue;
		const status = p.chance(0.85) ? 'done' : 'skipped';
		if (!p.send([{ type: 'night/step', step: step.key, status }], `mark ${step.key} ${status}`))
			return void (p.stopped = 'broken');
		const after = stepsOf(p)?.find((s) => s.key === step.key);
		if (after?.status === 'todo') {
			p.problem(`step stays to do once marked: ${step.character ?? step.kind}`);
			return void (p.stopped = 'stuck');
		}
	}
	p.problem('night never reaches dawn', `${MAX_ACTIONS} actions`);
	p.stopped = 'stuck';
}

/** The reminders whose time ran out, taken off as the dusk and dawn steps offer. */
function clearEnded(p: Play): void {
	const ended = p.call('endedReminders', () => endedReminders(p.s)) ?? [];
	if (!ended.length || !p.chance(0.8)) return;
	const items = ended.map((x) => ({ seat: x.seat, reminder: x.reminder.id }));
	p.send([{ type: 'reminders/cleared', items }], 'clearing ended reminders');
}

/** A step added by hand ("add a step"): a character in play, woken for a seat. */
function addStep(p: Play): void {
	const inPlay = [...new Set(p.s.seats.flatMap((s) => [s.character, s.thinks]))].filter(
		(id): id is string => !!id && !!characterOf(p.s, id)
	);
	const character = p.pick(inPlay);
	const seat = p.pick(p.s.seats)?.id;
	if (character && seat)
		p.send([{ type: 'night/extra-step', character, seat }], `extra step ${character}`);
}

const fresh = (p: Play, key: string) => stepsOf(p)?.find((s) => s.key === key);

/** What the storyteller does at a character's step, in the order the screen shows it. */
function act(p: Play, first: NightStep): void {
	let step: NightStep | undefined = first;
	if (step.why?.code === 'gossip-unmarked' && p.chance(0.5))
		p.send([{ type: 'gossip/statement', wasTrue: p.chance(0.5) }], 'gossip statement');
	step = fresh(p, first.key);
	if (step?.wakes === 'chosen' || step?.wakes === 'holder+chosen') {
		const seat = p.pick(p.s.seats)?.id;
		if (seat && p.chance(0.4))
			p.send(
				[{ type: 'night/chosen', step: step.key, seats: [...(step.chosen ?? []), seat] }],
				'chosen wake'
			);
	}
	step = fresh(p, first.key);
	if (step?.picks) choose(p, step);
	step = fresh(p, first.key);
	if (step) answer(p, step);
	step = fresh(p, first.key);
	if (step?.character && p.chance(0.25)) placeReminder(p, step.character);
	step = fresh(p, first.key);
	if (step?.kills && step.status === 'todo' && !step.picks) kill(p, step);
}

function placeReminder(p: Play, id: string): void {
	const c = characterOf(p.s, id);
	const label = p.pick([...new Set(c?.reminders ?? [])]);
	const seat = p.pick(p.s.seats)?.id;
	if (label && seat)
		p.send([{ type: 'reminder/added', seat, source: id, label }], `reminder ${id}:${label}`);
}

/** The step's kill: a living player at random, or none (a Po's several, one at a time). */
function kill(p: Play, step: NightStep): void {
	const count = step.kills?.count ?? 1;
	const stay = count > 1;
	for (let k = 0; k < count; k++) {
		const live = fresh(p, step.key);
		if (!live?.kills || live.status !== 'todo' || !live.character) return;
		const targets = p.s.seats.filter((s) => s.alive).map((s) => s.id);
		// Mostly another player: a Demon that kills itself every other night ends games early.
		const others = targets.filter((id) => !(live.holders ?? live.seats).includes(id));
		const seat = p.chance(0.15)
			? null
			: (p.pick(p.chance(0.9) && others.length ? others : targets) ?? null);
		const body = killAt(live, live.character, live.kills.reminder, seat, stay);
		if (!p.send([body], `kill by ${live.character}`) || !seat || !p.chance(0.6)) return;
	}
}

/** A step's kill as the kill list taps it: the reminder on a player, `more` when it stays open. */
function killAt(step: NightStep, by: string, reminder: string, seat: string | null, more: boolean) {
	return {
		type: 'night/kill' as const,
		step: step.key,
		by,
		seat,
		...(seat ? { reminder } : {}),
		...(seat && more ? { more: true } : {})
	};
}

/** The holder's choice the grimoire follows (Gambler, Ojo, Philosopher…), then its kill. */
function choose(p: Play, step: NightStep): void {
	const s = p.call(`suggestChoice ${step.character}`, () => suggestChoice(p.s, step));
	if (!s || !step.character) return;
	const seats = s.picks.seats
		? p.some(
				p.s.seats.map((x) => x.id),
				s.picks.seats
			)
		: [];
	const named = s.picks.characters ? p.some(s.characters, 1) : [];
	if (s.picks.characters && !named.length) return;
	const body = {
		type: 'night/choice' as const,
		step: step.key,
		character: step.character,
		seats,
		characters: named
	};
	if (!p.send([body], `choice at ${step.character}`)) return;
	for (let k = 0; k < 4; k++) {
		const live = fresh(p, step.key);
		if (!live || live.status !== 'todo' || !live.kills || !live.character) return;
		const c = p.call(`suggestChoice ${step.character}`, () => suggestChoice(p.s, live));
		if (!c?.kill) return;
		const noneAllowed = c.kill.killed.length === 0;
		const bad = c.kill.targets.filter((id) => !p.s.seats.some((x) => x.id === id && x.alive));
		if (bad.length) p.problem(`choice kill offers a dead or missing seat: ${step.character}`);
		const seat = noneAllowed && p.chance(0.3) ? null : (p.pick(c.kill.targets) ?? null);
		if (seat === null && !noneAllowed) return;
		const kill = killAt(live, live.character, live.kills.reminder, seat, c.kill.many);
		if (!p.send([kill], `choice kill by ${step.character}`) || !seat || !c.kill.many) return;
	}
}

/** An information step: the chosen players tapped, then one of the answers offered. */
function answer(p: Play, step: NightStep): void {
	const id = step.character ?? '';
	const first = p.call(`suggestAnswer ${id}`, () => suggestAnswer(p.s, step, []));
	if (!first) return;
	const chosen = first.choose
		? p.some(
				p.s.seats.map((s) => s.id),
				first.choose
			)
		: [];
	const sug = chosen.length
		? p.call(`suggestAnswer ${id}`, () => suggestAnswer(p.s, step, chosen))
		: first;
	if (!sug) return;
	checkOptions(p, id, sug.options);
	const option = p.pick(sug.options);
	if (!option) return;
	const answer = complete(p, option);
	if (!answer) return;
	const tokens = p.call(`answerTokens ${id}`, () => answerTokens(id, answer)) ?? [];
	p.send(
		[
			{
				type: 'night/answer',
				step: step.key,
				character: id,
				seats: [...(step.holders ?? step.seats)],
				chosen: [...sug.chosen],
				answer,
				truth: option.truth,
				...(tokens.length ? { reminders: tokens } : {})
			}
		],
		`answer at ${id}`
	);
}

/** An option's answer with what it still needs picked (characters list by list, then seats). */
function complete(p: Play, option: AnswerOption): Answer | null {
	const need = option.complete;
	if (!need) return option.answer;
	const characters = [...(option.answer.characters ?? [])];
	for (const list of need.characters ?? []) {
		const c = p.pick(list);
		if (!c) return null;
		characters.push(c);
	}
	const have = [...(option.answer.seats ?? [])];
	const pool = (need.from ?? p.s.seats.map((s) => s.id)).filter((id) => !have.includes(id));
	const more = p.some(pool, need.seats ?? 0);
	if (more.length < (need.seats ?? 0)) return null;
	return {
		...option.answer,
		...(option.answer.characters || characters.length ? { characters } : {}),
		...(need.seats ? { seats: [...have, ...more] } : {})
	};
}

/** Every option names seats and characters of the game. */
function checkOptions(p: Play, id: string, options: AnswerOption[]): void {
	const seat = (x: SeatId) => p.s.seats.some((s) => s.id === x);
	for (const o of options) {
		const seats = [
			...(o.answer.seats ?? []),
			...(o.complete?.from ?? []),
			...(o.via ?? []).map((v) => v.seat)
		];
		const chars = [...(o.answer.characters ?? []), ...(o.complete?.characters ?? []).flat()];
		if (seats.some((x) => !seat(x))) p.problem(`answer at ${id} names a seat that does not exist`);
		if (chars.some((c) => !characterOf(p.s, c)))
			p.problem(
				`answer at ${id} names an unknown character`,
				chars.filter((c) => !characterOf(p.s, c)).join(' ')
			);
	}
}
