import { describe, expect, it } from 'vitest';
import { firstNight, ok, remind } from '../engine/testing/builders';
import { answers, nextNight, suggest } from './testing';

// Bad Moon Rising, s1 … s8 clockwise.
const BMR = [
	'grandmother',
	'chambermaid',
	'sailor',
	'exorcist',
	'professor',
	'goon',
	'assassin',
	'zombuul'
];

describe('Bad Moon Rising: information characters', () => {
	it('Grandmother: a good player and their character, a marked grandchild first', () => {
		const night = firstNight({ script: 'bmr', characters: BMR });
		const s = suggest(night, 'grandmother');
		expect(answers(s, 'true')).toContainEqual({ seats: ['s6'], characters: ['goon'] });
		expect(answers(s, 'true').some((a) => a.seats?.includes('s7'))).toBe(false);
		expect(answers(s, 'true').some((a) => a.seats?.includes('s1'))).toBe(false);
		const marked = ok(night, remind('s4', 'grandmother', 'Grandchild'));
		expect(answers(suggest(marked, 'grandmother'), 'true')[0]).toEqual({
			seats: ['s4'],
			characters: ['exorcist']
		});
	});

	it('Grandmother learns nothing more after the first night', () => {
		const night2 = nextNight(firstNight({ script: 'bmr', characters: BMR }));
		const step = night2;
		expect(step.phase).toEqual({ kind: 'night', n: 2 });
		// No suggestion on later nights (the step is only about the grandchild's death).
		expect(() => suggest(night2, 'grandmother')).toThrow();
	});

	it('Chambermaid: how many of the two chosen woke tonight by their own ability', () => {
		const night = firstNight({ script: 'bmr', characters: BMR });
		// Night 1: the Sailor (s3) wakes; the Goon (s6) does not.
		expect(answers(suggest(night, 'chambermaid', ['s3', 's6']), 'true')).toEqual([{ number: 1 }]);
		// A step skipped tonight did not wake anyone.
		const skipped = ok(night, { type: 'night/step', step: 'sailor', status: 'skipped' });
		expect(answers(suggest(skipped, 'chambermaid', ['s3', 's6']), 'true')).toEqual([{ number: 0 }]);
	});
});
