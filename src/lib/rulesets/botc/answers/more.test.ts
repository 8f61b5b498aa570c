import { describe, expect, it } from 'vitest';
import { firstNight } from '../engine/testing/builders';
import { answers, suggest } from './testing';

// The experimental characters, s1 … s8 clockwise; s7 a Widow (Minion), s8 a Legion (Demon).
const EXP = [
	'noble',
	'shugenja',
	'steward',
	'villageidiot',
	'preacher',
	'huntsman',
	'widow',
	'legion'
];
const night1 = (chars = EXP) => firstNight({ script: 'carousel', characters: chars });

describe('Other information characters the grimoire can answer', () => {
	it('Noble: one evil player among three, the two good ones to pick', () => {
		const s = suggest(night1(), 'noble');
		expect(answers(s, 'true')).toEqual([{ seats: ['s7'] }, { seats: ['s8'] }]);
		// The two others are picked among the good players (not the Noble, not the Legion).
		expect(s.options[0]?.complete).toEqual({ seats: 2, from: ['s2', 's3', 's4', 's5', 's6'] });
	});

	it('Shugenja: the nearer evil player is anticlockwise, or equally far', () => {
		// From s2: s8 is two steps anticlockwise, s7 five clockwise.
		expect(answers(suggest(night1(), 'shugenja'), 'true')).toEqual([
			{ direction: 'anticlockwise' }
		]);
		const mid = [
			'widow',
			'noble',
			'steward',
			'shugenja',
			'preacher',
			'huntsman',
			'villageidiot',
			'legion'
		];
		// From s4: s1 three steps anticlockwise, s8 four clockwise.
		expect(answers(suggest(night1(mid), 'shugenja'), 'true')).toEqual([
			{ direction: 'anticlockwise' }
		]);
		const even = [
			'noble',
			'widow',
			'steward',
			'shugenja',
			'preacher',
			'legion',
			'villageidiot',
			'huntsman'
		];
		expect(answers(suggest(night1(even), 'shugenja'), 'true')).toEqual([{ direction: 'equal' }]);
	});

	it('Steward: a good player', () => {
		const s = suggest(night1(), 'steward');
		expect(answers(s, 'true').map((a) => a.seats?.[0])).toEqual(['s1', 's2', 's4', 's5', 's6']);
	});

	it('Village Idiot: the chosen player’s alignment', () => {
		expect(answers(suggest(night1(), 'villageidiot', ['s7']), 'true')).toEqual([
			{ alignment: 'evil' }
		]);
		expect(answers(suggest(night1(), 'villageidiot', ['s1']), 'true')).toEqual([
			{ alignment: 'good' }
		]);
	});

	it('Preacher: yes on a Minion', () => {
		expect(answers(suggest(night1(), 'preacher', ['s7']), 'true')).toEqual([{ yes: true }]);
		expect(answers(suggest(night1(), 'preacher', ['s8']), 'true')).toEqual([{ yes: false }]);
	});
});
