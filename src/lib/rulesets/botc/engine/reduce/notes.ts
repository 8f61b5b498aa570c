import { seatById } from '../seats';
import { type GameNote, type GameState, MAX_NOTE, type Rejection, reject } from '../types';
import { noSeat } from './common';
import type { Handlers } from './handlers';

/** Why a note's text may not be kept (empty, too long), or null. */
export function noteProblem(text: unknown): Rejection | null {
	if (typeof text !== 'string' || !text.trim()) return reject('note-empty');
	if (text.length > MAX_NOTE) return reject('note', { n: text.length, max: MAX_NOTE });
	return null;
}

function phaseNow(state: GameState): GameNote['phase'] {
	const p = state.phase;
	if (p.kind === 'night' || p.kind === 'day') return { kind: p.kind, n: p.n };
	return { kind: p.kind, n: 0 };
}

function withNote(
	state: GameState,
	id: unknown,
	change: (note: GameNote) => GameNote | null
): GameState | Rejection {
	const notes = state.notes ?? [];
	const note = notes.find((n) => n.id === id);
	if (!note) return reject('no-note');
	const next = change(note);
	const kept = next ? notes.map((n) => (n === note ? next : n)) : notes.filter((n) => n !== note);
	return { ...state, notes: kept };
}

/**
 * The storyteller's notes (on the game or on a seat, at any time, after the end too) and whether
 * the game's screens show the grimoire's suggestions. Notes change nothing else in the game.
 */
export const notesHandlers = {
	note: (state, e) => {
		const bad = noteProblem(e.text);
		if (bad) return bad;
		const seat = e.seat ?? null;
		if (seat !== null && !seatById(state, seat)) return noSeat(String(seat));
		const note: GameNote = {
			id: `n${state.nextId}`,
			seat,
			text: e.text,
			phase: phaseNow(state),
			written: e.at
		};
		return { ...state, notes: [...(state.notes ?? []), note], nextId: state.nextId + 1 };
	},
	'note/edited': (state, e) =>
		noteProblem(e.text) ?? withNote(state, e.note, (n) => ({ ...n, text: e.text, edited: e.at })),
	'note/removed': (state, e) => withNote(state, e.note, () => null),
	'settings/suggestions': (state, e) => {
		if (e.value !== null && typeof e.value !== 'boolean') return reject('malformed');
		const { suggestions: _old, ...rest } = state.settings;
		return {
			...state,
			settings: e.value === null ? rest : { ...rest, suggestions: e.value }
		};
	}
} satisfies Partial<Handlers>;
