import { describe, expect, it } from 'vitest';
import {
	alignmentOf,
	characterOf,
	clockwiseFrom,
	isDrunk,
	isDrunkIn,
	isMad,
	isPoisoned,
	livingResidents,
	seatById,
	teamOf
} from './seats';
import { game, idsOf, ok, okAll, remind } from './testing/builders';
import type { GameState, Seat } from './types';

const seat = (state: GameState, id: string): Seat => {
	const s = seatById(state, id);
	if (!s) throw new Error(`no seat ${id}`);
	return s;
};

describe('seats', () => {
	const g = game({
		characters: [
			{ character: 'drunk', thinks: 'chef' },
			{ character: 'librarian', alignment: 'evil' },
			'investigator',
			'empath',
			'monk',
			'baron',
			'imp',
			'saint',
			'butler',
			{ character: 'thief', traveller: true }
		]
	});

	it('finds seats and their characters', () => {
		expect(seatById(g, 'zz')).toBeUndefined();
		expect(characterOf(g, 'imp')?.team).toBe('demon');
		expect(characterOf(g, null)).toBeUndefined();
		expect(characterOf(g, 'pukka')).toBeUndefined();
		expect(teamOf(g, seat(g, 's1'))).toBe('outsider');
		expect(teamOf(g, { ...seat(g, 's1'), character: null })).toBeUndefined();
	});

	it('gives the alignment of the team unless one is set', () => {
		expect(alignmentOf(g, seat(g, 's1'))).toBe('good');
		expect(alignmentOf(g, seat(g, 's2'))).toBe('evil');
		expect(alignmentOf(g, seat(g, 's6'))).toBe('evil');
		expect(alignmentOf(g, seat(g, 's7'))).toBe('evil');
		expect(alignmentOf(g, seat(g, 's10'))).toBe('good');
		expect(alignmentOf(g, { ...seat(g, 's3'), character: null })).toBeNull();
	});

	it('knows who is drunk, poisoned or mad', () => {
		const s = okAll(g, [
			remind('s3', 'minstrel', 'Everyone Is Drunk'),
			remind('s4', 'poisoner', 'Poisoned'),
			remind('s5', 'cerenovus', 'Mad'),
			remind('s8', 'custom', 'Drunkard')
		]);
		expect(isDrunk(seat(s, 's1'))).toBe(true);
		// The Minstrel's token makes everyone else drunk, not its holder, and no traveller.
		expect(isDrunk(seat(s, 's3'))).toBe(false);
		expect(isDrunkIn(s, seat(s, 's3'))).toBe(false);
		expect(isDrunkIn(s, seat(s, 's4'))).toBe(true);
		expect(isDrunkIn(s, { ...seat(s, 's4'), traveller: true })).toBe(false);
		expect(isDrunk(seat(s, 's8'))).toBe(false);
		expect(isDrunkIn(g, seat(g, 's4'))).toBe(false);
		expect(isPoisoned(seat(s, 's4'))).toBe(true);
		expect(isPoisoned(seat(s, 's3'))).toBe(false);
		expect(isMad(seat(s, 's5'))).toBe(true);
		expect(isMad(seat(s, 's4'))).toBe(false);
	});

	it('lists living residents without travellers', () => {
		const s = ok(g, { type: 'seat/died', seat: 's2' });
		expect(idsOf(livingResidents(s))).toBe('s1 s3 s4 s5 s6 s7 s8 s9');
	});

	it('goes round the table clockwise', () => {
		expect(idsOf(clockwiseFrom(g, 's9'))).toBe('s10 s1 s2 s3 s4 s5 s6 s7 s8 s9');
		expect(clockwiseFrom(g, 'zz')).toEqual([]);
	});
});
