import { describe, expect, it } from 'vitest';
import { HANDLERS, apply } from '../reduce';
import { game } from '../testing/builders';
import { reject } from '../types';
import { answersHandlers } from './answers';
import type { Handlers } from './handlers';
import { nightHandlers } from './night';
import { nominationsHandlers } from './nominations';
import { phasesHandlers } from './phases';
import { seatsHandlers } from './seats';
import { setupHandlers } from './setup';

// The reducer is a map from event type to handler; each handler is a plain function of the state
// and its event, tested here on its own (the scenarios go through apply()).

describe('the Blood on the Clocktower handler map', () => {
	it('has one handler per event type, each from exactly one file', () => {
		const parts = [
			seatsHandlers,
			setupHandlers,
			phasesHandlers,
			nightHandlers,
			nominationsHandlers,
			answersHandlers
		];
		const keys = parts.flatMap((p) => Object.keys(p));
		expect(new Set(keys).size).toBe(keys.length);
		expect(Object.keys(HANDLERS).sort()).toEqual(keys.sort());
		expect(keys).toHaveLength(41);
		for (const handle of Object.values(HANDLERS)) expect(typeof handle).toBe('function');
	});

	it('a map missing an event type is refused by the type checker', () => {
		const { note: _note, ...withoutNote } = HANDLERS;
		// @ts-expect-error: 'note' is missing (npm run check fails if this compiles)
		const incomplete: Handlers = withoutNote;
		expect(Object.keys(incomplete)).not.toContain('note');
	});

	it('an unknown event type is refused, never looked up on the prototype', () => {
		for (const type of ['toString', '__proto__', 'no/such'])
			expect(apply(game(), { type, at: 1 } as never)).toEqual(reject('event', { type }));
	});
});

describe('handlers on their own', () => {
	it('seat/died and seat/revived', () => {
		const s = game();
		const died = seatsHandlers['seat/died'](s, { type: 'seat/died', seat: 's2', at: 1 });
		if ('rejected' in died) throw new Error('refused');
		expect(died.seats[1]?.alive).toBe(false);
		expect(seatsHandlers['seat/died'](died, { type: 'seat/died', seat: 's2', at: 2 })).toEqual(
			reject('dead', { seat: 's2' })
		);
		expect(seatsHandlers['seat/revived'](s, { type: 'seat/revived', seat: 's2', at: 3 })).toEqual(
			reject('alive', { seat: 's2' })
		);
	});

	it('nomination/cancelled with no open vote, night/step by day', () => {
		const s = game();
		expect(HANDLERS['nomination/cancelled'](s, { type: 'nomination/cancelled', at: 1 })).toEqual(
			reject('no-vote')
		);
		expect(
			phasesHandlers['night/step'](s, { type: 'night/step', step: 'dusk', status: 'done', at: 1 })
		).toEqual(reject('not-night'));
	});

	it('note and settings leave the rest of the state alone', () => {
		const s = game();
		expect(setupHandlers.note(s, { type: 'note', text: 'hi', at: 1 })).toBe(s);
		const kept = setupHandlers['settings/keep-dead-steps'](s, {
			type: 'settings/keep-dead-steps',
			value: true,
			at: 1
		});
		expect(kept).toEqual({ ...s, settings: { keepDeadSteps: true } });
	});
});
