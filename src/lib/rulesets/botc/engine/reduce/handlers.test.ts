import { describe, expect, it } from 'vitest';
import { HANDLERS } from '../reduce';
import { game } from '../testing/builders';
import { reject } from '../types';
import { phasesHandlers } from './phases';
import { seatsHandlers } from './seats';
import { setupHandlers } from './setup';

// The reducer is a map from event type to handler; each handler is a plain function of the state
// and its event, tested here on its own (the scenarios go through apply(); what the map itself
// must be, for every rule set: rulesets/handler-maps.test.ts).

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

	it('settings leave the rest of the state alone', () => {
		const s = game();
		const kept = setupHandlers['settings/keep-dead-steps'](s, {
			type: 'settings/keep-dead-steps',
			value: true,
			at: 1
		});
		expect(kept).toEqual({ ...s, settings: { keepDeadSteps: true } });
	});
});
