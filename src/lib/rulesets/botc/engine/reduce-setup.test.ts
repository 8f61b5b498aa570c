import { describe, expect, it } from 'vitest';
import { OFFICIAL } from '../characters';
import {
	firstDay,
	firstNight,
	game,
	ok,
	refused,
	TB7,
	seatOf as seat,
	remind,
	tb7With
} from './testing/builders';

// The reducer during setup: the bag, the deal, characters, fabled and reminders (the rest: reduce.test.ts).

describe('setup/bag', () => {
	it('records the chosen characters and the generator state', () => {
		const s = ok(game(), { type: 'setup/bag', characters: TB7, rng: 99 });
		expect(s.bag).toEqual(TB7);
		expect(s.rng).toBe(99);
		expect(ok(game(), { type: 'setup/bag', characters: TB7 }).rng).toBe(42);
	});
	it('refuses unknown characters and changes after setup', () => {
		refused(game(), { type: 'setup/bag', characters: ['imp', 'washerwomen'] }, 'unknown-character');
		refused(firstNight(), { type: 'setup/bag', characters: TB7 }, 'not-setup');
	});
});

describe('setup/dealt', () => {
	it('puts characters, thinks and alignments on the seats', () => {
		const drunk = { character: 'drunk', thinks: 'chef' };
		const g = game({
			characters: tb7With({ 3: drunk, 5: { character: 'empath', alignment: 'evil' } })
		});
		expect(seat(g, 's7').character).toBe('imp');
		expect(seat(g, 's3')).toMatchObject(drunk);
		expect(seat(g, 's5').alignment).toBe('evil');
	});
	it('gives the babysitter of Lil’ Monsta its reminder, and moves it on a redeal', () => {
		const g = game({ script: 'carousel', players: 7 });
		const deals = ['goblin', 'psychopath', 'steward', 'knight', 'noble', 'shugenja', 'pixie'].map(
			(character, i) => ({ seat: `s${i + 1}`, character, thinks: null, alignment: null })
		);
		const a = ok(g, { type: 'setup/dealt', deals, babysitter: 's1' });
		expect(seat(a, 's1').reminders).toEqual([
			{ id: 'r1', source: 'lilmonsta', label: 'Is The Demon' }
		]);
		const b = ok(a, { type: 'setup/dealt', deals, babysitter: 's2', rng: 5 });
		expect(seat(b, 's1').reminders).toEqual([]);
		expect(seat(b, 's2').reminders).toEqual([
			{ id: 'r2', source: 'lilmonsta', label: 'Is The Demon' }
		]);
		expect(b.rng).toBe(5);
	});
	it('refuses unknown seats, characters and thinks, a babysitter not at the table, and after setup', () => {
		const d = (over: object) => [
			{ seat: 's1', character: 'imp', thinks: null, alignment: null, ...over }
		];
		refused(game(), { type: 'setup/dealt', deals: d({ seat: 'zz' }) }, 'no-seat');
		refused(game(), { type: 'setup/dealt', deals: d({ character: 'impp' }) }, 'unknown-character');
		refused(game(), { type: 'setup/dealt', deals: d({ thinks: 'cheff' }) }, 'unknown-character');
		refused(game(), { type: 'setup/dealt', deals: d({}), babysitter: 'zz' }, 'no-seat');
		refused(firstNight(), { type: 'setup/dealt', deals: d({}) }, 'not-setup');
	});
});

describe('seat/character, seat/thinks, seat/alignment', () => {
	it('changes a character at any time (Pit-Hag, Scarlet Woman…)', () => {
		const becomes = (character: string | null) =>
			({ type: 'seat/character', seat: 's6', character }) as const;
		const s = ok(firstDay(), becomes('imp'));
		expect(seat(s, 's6').character).toBe('imp');
		expect(seat(ok(s, becomes(null)), 's6').character).toBe(null);
	});
	it('refuses unknown seats or characters', () => {
		refused(game(), { type: 'seat/character', seat: 'zz', character: 'imp' }, 'no-seat');
		refused(game(), { type: 'seat/character', seat: 's1', character: 'impp' }, 'unknown-character');
		refused(game(), { type: 'seat/thinks', seat: 'zz', character: 'chef' }, 'no-seat');
		refused(game(), { type: 'seat/thinks', seat: 's1', character: 'cheff' }, 'unknown-character');
	});
	it('sets what a player thinks they are', () => {
		expect(
			seat(ok(game(), { type: 'seat/thinks', seat: 's1', character: 'chef' }), 's1').thinks
		).toBe('chef');
	});
	it('sets or clears an alignment', () => {
		const turns = (alignment: 'good' | 'evil' | null) =>
			({ type: 'seat/alignment', seat: 's1', alignment }) as const;
		const s = ok(game(), turns('evil'));
		expect(seat(s, 's1').alignment).toBe('evil');
		expect(seat(ok(s, turns(null)), 's1').alignment).toBe(null);
		refused(game(), { type: 'seat/alignment', seat: 'zz', alignment: 'good' }, 'no-seat');
		refused(
			game(),
			{ type: 'seat/alignment', seat: 's1', alignment: 'neutral' as 'good' },
			'alignment'
		);
	});
});

describe('characters/added and fabled/set', () => {
	const sentinel = OFFICIAL.find((c) => c.id === 'sentinel');
	const gangster = OFFICIAL.find((c) => c.id === 'gangster');
	if (!sentinel || !gangster) throw new Error('missing facts');

	it('brings in fabled and travellers that are not on the script', () => {
		const g = game();
		refused(g, { type: 'fabled/set', fabled: ['sentinel'] }, 'unknown-character');
		const s = ok(g, { type: 'characters/added', characters: [sentinel, gangster] });
		expect(Object.keys(s.extraCharacters ?? {})).toEqual(['sentinel', 'gangster']);
		const f = ok(s, { type: 'fabled/set', fabled: ['sentinel', 'sentinel'] });
		expect(f.fabled).toEqual(['sentinel']);
		expect(
			seat(ok(s, { type: 'seat/character', seat: 's1', character: 'gangster' }), 's1').character
		).toBe('gangster');
	});
	it('ignores characters already on the script', () => {
		const imp = OFFICIAL.find((c) => c.id === 'imp');
		const s = ok(game(), { type: 'characters/added', characters: [imp!] });
		expect(s.extraCharacters ?? {}).toEqual({});
	});
	it('refuses a malformed definition', () => {
		refused(
			game(),
			{
				type: 'characters/added',
				characters: [{ ...sentinel, id: '' }]
			},
			'character-definition'
		);
		refused(
			game(),
			{
				type: 'characters/added',
				characters: [{ ...sentinel, team: 'wizard' as 'fabled' }]
			},
			'character-definition'
		);
	});
});

describe('reminder/added and reminder/removed', () => {
	it('adds a reminder with a stable id and removes it by id', () => {
		const a = ok(game(), remind('s2', 'poisoner', ' Poisoned '));
		const r = seat(a, 's2').reminders[0];
		// It knows when it was placed (setup counts as night 0), so its time can run out.
		expect(r).toEqual({
			id: 'r1',
			source: 'poisoner',
			label: 'Poisoned',
			placed: { kind: 'setup', n: 0 }
		});
		expect(a.nextId).toBe(2);
		const b = ok(a, { type: 'reminder/removed', seat: 's2', reminder: 'r1' });
		expect(seat(b, 's2').reminders).toEqual([]);
		expect(b.nextId).toBe(2);
	});
	it('refuses an empty or long label, unknown seats and unknown reminders', () => {
		refused(game(), remind('s2', 'custom', ' '), 'label');
		refused(game(), remind('s2', 'custom', 'x'.repeat(61)), 'label');
		refused(game(), remind('zz', 'custom', 'x'), 'no-seat');
		refused(game(), { type: 'reminder/removed', seat: 'zz', reminder: 'r1' }, 'no-seat');
		refused(game(), { type: 'reminder/removed', seat: 's1', reminder: 'r1' }, 'no-reminder');
	});
});
