import { characterOf, seatById } from '../seats';
import {
	type Answer,
	type AnswerTruth,
	type GameState,
	type GivenAnswer,
	type StepChoice,
	reject
} from '../types';
import { mapSeat, noSeat, placedNow, unknownCharacter } from './common';
import type { Handlers } from './handlers';

const TRUTHS: readonly AnswerTruth[] = ['true', 'registered', 'false', 'free'];
const DIRECTIONS = ['clockwise', 'anticlockwise', 'equal'];
const MAX_SEATS = 20;

const ids = (v: unknown): v is string[] =>
	Array.isArray(v) && v.length <= MAX_SEATS && v.every((i) => typeof i === 'string');

/** The answer's fields checked and copied (a damaged log may hold anything). */
function cleanAnswer(a: unknown): Answer | null {
	if (typeof a !== 'object' || a === null) return null;
	const x = a as Record<string, unknown>;
	const out: Answer = {};
	if (x.seats !== undefined) {
		if (!ids(x.seats)) return null;
		out.seats = x.seats.slice();
	}
	if (x.characters !== undefined) {
		if (!ids(x.characters)) return null;
		out.characters = x.characters.slice();
	}
	if (x.number !== undefined) {
		if (typeof x.number !== 'number' || !Number.isInteger(x.number) || x.number < 0) return null;
		out.number = x.number;
	}
	if (x.yes !== undefined) {
		if (typeof x.yes !== 'boolean') return null;
		out.yes = x.yes;
	}
	if (x.alignment !== undefined) {
		if (x.alignment !== 'good' && x.alignment !== 'evil') return null;
		out.alignment = x.alignment;
	}
	if (x.direction !== undefined) {
		if (!DIRECTIONS.includes(x.direction as string)) return null;
		out.direction = x.direction as Answer['direction'];
	}
	return out;
}

/** The answers given at night's information steps (see rulesets/botc/answers). */
export const answersHandlers = {
	'night/answer': (state, e) => {
		if (state.phase.kind !== 'night' || !state.night) return reject('not-night');
		if (typeof e.step !== 'string' || !e.step) return reject('answer');
		if (!characterOf(state, e.character)) return unknownCharacter(e.character);
		if (!TRUTHS.includes(e.truth)) return reject('answer');
		const answer = cleanAnswer(e.answer);
		if (!answer) return reject('answer');
		if (!Array.isArray(e.seats) || !Array.isArray(e.chosen)) return reject('answer');
		const seats = [...e.seats, ...e.chosen, ...(answer.seats ?? [])];
		const missing = seats.find((id) => !seatById(state, id));
		if (missing !== undefined) return noSeat(String(missing));
		const unknown = answer.characters?.find((id) => !characterOf(state, id));
		if (unknown !== undefined) return unknownCharacter(unknown);
		const tokens = e.reminders ?? [];
		if (!Array.isArray(tokens) || tokens.length > MAX_SEATS) return reject('answer');
		for (const r of tokens) {
			if (typeof r?.label !== 'string' || !r.label.trim() || r.label.length > 60)
				return reject('label');
			if (!seatById(state, r.seat)) return noSeat(String(r.seat));
		}
		// The tokens an earlier answer at this step placed go with it.
		const before = state.night.answers?.find((a) => a.step === e.step)?.placed ?? [];
		let next: GameState = before.length
			? {
					...state,
					seats: state.seats.map((s) => ({
						...s,
						reminders: s.reminders.filter((r) => !before.includes(r.id))
					}))
				}
			: state;
		const placed: string[] = [];
		for (const r of tokens) {
			const id = `r${next.nextId}`;
			placed.push(id);
			next = {
				...mapSeat(next, r.seat, (s) => ({
					...s,
					reminders: [
						...s.reminders,
						{ id, source: e.character, label: r.label.trim(), placed: placedNow(state) }
					]
				})),
				nextId: next.nextId + 1
			};
		}
		const given: GivenAnswer = {
			step: e.step,
			character: e.character,
			seats: e.seats.slice(),
			chosen: e.chosen.slice(),
			answer,
			truth: e.truth,
			...(placed.length ? { placed } : {})
		};
		const others = (state.night.answers ?? []).filter((a) => a.step !== e.step);
		return { ...next, night: { ...state.night, answers: [...others, given] } };
	},
	'night/choice': (state, e) => {
		if (state.phase.kind !== 'night' || !state.night) return reject('not-night');
		if (typeof e.step !== 'string' || !e.step) return reject('malformed');
		if (!characterOf(state, e.character)) return unknownCharacter(e.character);
		if (!ids(e.seats) || !ids(e.characters)) return reject('malformed');
		const missing = e.seats.find((id) => !seatById(state, id));
		if (missing !== undefined) return noSeat(missing);
		const unknown = e.characters.find((id) => !characterOf(state, id));
		if (unknown !== undefined) return unknownCharacter(unknown);
		const choice: StepChoice = {
			step: e.step,
			character: e.character,
			seats: e.seats.slice(),
			characters: e.characters.slice()
		};
		const others = (state.night.choices ?? []).filter((c) => c.step !== e.step);
		return { ...state, night: { ...state.night, choices: [...others, choice] } };
	}
} satisfies Partial<Handlers>;
