import type { GameEventBody } from '../events';
import type { GameState } from '../types';
import { firstNight, type SeatSpec } from './builders';

// The storyteller's moves that the rule-case tests (rule-cases-*.test.ts) make again and again,
// as event bodies, and a first night on another built-in script.

/** A player dies (`by`: what killed them, if known). */
export const died = (seat: string, by?: string): GameEventBody => ({ type: 'seat/died', seat, by });

/** Players die, one event each, with no cause. */
export const dieAll = (...seats: string[]): GameEventBody[] =>
	seats.map((seat) => ({ type: 'seat/died', seat }));

/** The day's execution (`isDead` false: executed but did not die). */
export const execute = (seat: string, isDead = true): GameEventBody => ({
	type: 'execution',
	seat,
	died: isDead
});

/** A kill offered by a night step, taken, with the usual reminder. */
export const kill = (by: string, seat: string | null): GameEventBody => ({
	type: 'night/kill',
	step: by,
	by,
	seat,
	reminder: 'Dead'
});

/** From dusk to the next dawn. */
export const dusk: GameEventBody = { type: 'night/started' };
export const dawn: GameEventBody = { type: 'day/started' };

/** A seat of the state by id (the test's own table: it is there). */
export const seatIn = (state: GameState, id: string) => state.seats.find((s) => s.id === id)!;

/** The first night of a Bad Moon Rising table of these characters. */
export const bmr = (characters: SeatSpec[]) => firstNight({ script: 'bmr', characters });
