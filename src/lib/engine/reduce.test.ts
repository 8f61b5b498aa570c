import { describe, expect, it } from 'vitest';
import { OFFICIAL } from '../rulesets/botc/characters';
import { apply, emptyState } from './reduce';
import {
	NAMES,
	createdEvent,
	ev,
	firstDay,
	firstNight,
	game,
	nominateAndVote,
	ok,
	okAll,
	refused,
	script
} from './testing/builders';
import { type GameState, isRejection } from './types';

const TB7 = ['washerwoman', 'librarian', 'investigator', 'chef', 'empath', 'poisoner', 'imp'];

const seat = (state: GameState, id: string) => {
	const s = state.seats.find((x) => x.id === id);
	if (!s) throw new Error(`no seat ${id}`);
	return s;
};

describe('apply: general', () => {
	it('refuses every event before the game is created', () => {
		refused(emptyState(), { type: 'note', text: 'hello' }, 'no-game');
	});

	it('counts events and stamps the time of the last one', () => {
		const g = game({ players: 5 });
		const next = apply(g, ev({ type: 'note', text: 'x' }, 123));
		expect(isRejection(next)).toBe(false);
		expect((next as GameState).eventCount).toBe(g.eventCount + 1);
		expect((next as GameState).updatedAt).toBe(123);
	});

	it('refuses an unknown event type', () => {
		const g = game({ players: 5 });
		// A hand-edited log may hold anything.
		refused(g, { type: 'seat/exploded' } as unknown as { type: 'note'; text: string }, 'event');
	});

	it('refuses malformed events (a damaged log) instead of throwing', () => {
		const g = firstDay({ characters: TB7 });
		const broken = [
			{ type: 'seats/set' },
			{ type: 'setup/dealt' },
			{ type: 'bluffs/set' },
			{ type: 'fabled/set', fabled: null },
			{ type: 'nomination/voted' },
			{ type: 'private-chat', seats: 5 },
			{ type: 'setup/bag', characters: 5 }
		];
		for (const body of broken) {
			const state =
				body.type.startsWith('setup') || body.type === 'seats/set'
					? game()
					: body.type === 'nomination/voted'
						? ok(g, { type: 'nomination/opened', nominator: 's1', nominee: 's2' })
						: g;
			refused(state, body as unknown as { type: 'note'; text: string }, 'malformed');
		}
	});

	it('never mutates the state it is given', () => {
		const g = firstDay({ characters: TB7 });
		const frozen = structuredClone(g);
		ok(g, { type: 'nomination/opened', nominator: 's1', nominee: 's2' });
		ok(g, { type: 'seat/died', seat: 's3' });
		ok(g, { type: 'reminder/added', seat: 's3', source: 'poisoner', label: 'Poisoned' });
		expect(g).toEqual(frozen);
	});
});

describe('game/created', () => {
	it('creates the game with seats, seed and script', () => {
		const e = createdEvent({ players: 6, seed: 7 });
		const s = ok(emptyState(), e);
		expect(s.id).toBe('g1');
		expect(s.name).toBe('Test game');
		expect(s.ruleset).toBe('botc');
		expect(s.createdAt).toBe(e.at);
		expect(s.rng).toBe(7);
		expect(s.script.id).toBe('tb');
		expect(s.phase).toEqual({ kind: 'setup' });
		expect(s.seats.map((x) => x.name)).toEqual(NAMES.slice(0, 6));
		expect(s.seats.every((x) => x.alive && x.ghostVote && !x.traveller)).toBe(true);
		expect(s.eventCount).toBe(1);
	});

	it('keeps a negative seed as an unsigned 32-bit number', () => {
		const s = ok(emptyState(), createdEvent({ players: 5, seed: -1 }));
		expect(s.rng).toBe(4294967295);
	});

	it('refuses a second creation', () => {
		refused(game({ players: 5 }), createdEvent({ players: 5 }), 'exists');
	});

	it('refuses duplicate seat ids', () => {
		const e = createdEvent({ players: 5 });
		if (e.type !== 'game/created') throw new Error('unexpected');
		refused(emptyState(), { ...e, seats: [...e.seats, { id: 's1', name: 'Again' }] }, 'seat-ids');
	});

	it('refuses more than 20 seats or a bad name, and trims names', () => {
		const e = createdEvent({ players: 5 });
		if (e.type !== 'game/created') throw new Error('unexpected');
		const many = Array.from({ length: 21 }, (_, i) => ({ id: `a${i}`, name: `P${i}` }));
		refused(emptyState(), { ...e, seats: many }, 'too-many');
		refused(emptyState(), { ...e, seats: [{ id: 'a', name: '  ' }] }, 'seat-name-empty');
		const s = ok(emptyState(), { ...e, seats: [{ id: 'a', name: ' Ada ' }] });
		expect(s.seats[0]?.name).toBe('Ada');
		expect(ok(emptyState(), { ...e, seats: [] }).seats).toEqual([]);
	});
});

describe('game/renamed', () => {
	it('renames (trimmed)', () => {
		expect(ok(game(), { type: 'game/renamed', name: '  Friday  ' }).name).toBe('Friday');
	});
	it('refuses an empty or overlong name', () => {
		refused(game(), { type: 'game/renamed', name: '   ' }, 'game-name-empty');
		refused(game(), { type: 'game/renamed', name: 'x'.repeat(81) }, 'game-name-too-long');
	});
	it('is still allowed once the game has ended', () => {
		const ended = ok(firstDay({ characters: TB7 }), {
			type: 'game/ended',
			winner: 'good',
			reason: 'test'
		});
		expect(ok(ended, { type: 'game/renamed', name: 'Done' }).name).toBe('Done');
	});
});

describe('seats/set', () => {
	it('replaces the seats and keeps what known seats had', () => {
		const g = ok(game({ players: 5 }), {
			type: 'reminder/added',
			seat: 's2',
			source: 'custom',
			label: 'note'
		});
		const s = ok(g, {
			type: 'seats/set',
			seats: [
				{ id: 's2', name: ' Bea2 ' },
				{ id: 'x', name: 'New', traveller: true }
			]
		});
		expect(s.seats.map((x) => [x.id, x.name, x.traveller])).toEqual([
			['s2', 'Bea2', false],
			['x', 'New', true]
		]);
		expect(seat(s, 's2').reminders).toHaveLength(1);
		expect(seat(s, 'x').reminders).toEqual([]);
	});
	it('refuses outside setup, more than 20 seats, duplicate ids and bad names', () => {
		refused(firstNight({ characters: TB7 }), { type: 'seats/set', seats: [] }, 'not-setup');
		const many = Array.from({ length: 21 }, (_, i) => ({ id: `a${i}`, name: `P${i}` }));
		refused(game(), { type: 'seats/set', seats: many }, 'too-many');
		refused(
			game(),
			{
				type: 'seats/set',
				seats: [
					{ id: 'a', name: 'A' },
					{ id: 'a', name: 'B' }
				]
			},
			'seat-ids'
		);
		refused(game(), { type: 'seats/set', seats: [{ id: 'a', name: '' }] }, 'seat-name-empty');
		refused(
			game(),
			{ type: 'seats/set', seats: [{ id: 'a', name: 'x'.repeat(41) }] },
			'seat-name-too-long'
		);
	});
});

describe('seat/added', () => {
	it('appends, or inserts at an index (clamped)', () => {
		const g = game({ players: 5 });
		expect(ok(g, { type: 'seat/added', seat: { id: 'n', name: 'New' } }).seats.at(-1)?.id).toBe(
			'n'
		);
		expect(
			ok(g, { type: 'seat/added', seat: { id: 'n', name: 'New' }, index: 1 }).seats[1]?.id
		).toBe('n');
		expect(
			ok(g, { type: 'seat/added', seat: { id: 'n', name: 'New' }, index: -4 }).seats[0]?.id
		).toBe('n');
		expect(
			ok(g, { type: 'seat/added', seat: { id: 'n', name: 'New' }, index: 99 }).seats.at(-1)?.id
		).toBe('n');
	});
	it('lets a traveller join during the game', () => {
		const s = ok(firstDay({ characters: TB7 }), {
			type: 'seat/added',
			seat: { id: 't', name: 'Trav', traveller: true }
		});
		expect(seat(s, 't').traveller).toBe(true);
	});
	it('seats a joining traveller with their character and alignment, where the storyteller puts them', () => {
		const s = ok(firstDay({ characters: TB7 }), {
			type: 'seat/added',
			seat: { id: 't', name: 'Trav', traveller: true },
			index: 2,
			character: 'gunslinger',
			alignment: 'evil'
		});
		expect(s.seats[2]).toMatchObject({
			id: 't',
			character: 'gunslinger',
			alignment: 'evil',
			traveller: true,
			alive: true,
			ghostVote: true
		});
	});
	it('refuses a resident joining after setup, a non-traveller character and a bad alignment', () => {
		const day = firstDay({ characters: TB7 });
		refused(day, { type: 'seat/added', seat: { id: 'n', name: 'Late' } }, 'join');
		refused(
			day,
			{ type: 'seat/added', seat: { id: 't', name: 'T', traveller: true }, character: 'chef' },
			'join-character'
		);
		refused(
			day,
			{ type: 'seat/added', seat: { id: 't', name: 'T', traveller: true }, character: 'nobody' },
			'unknown-character'
		);
		refused(
			day,
			{
				type: 'seat/added',
				seat: { id: 't', name: 'T', traveller: true },
				alignment: 'neutral' as 'good'
			},
			'alignment'
		);
	});
	it('refuses a 21st seat, a taken id and a bad name', () => {
		refused(
			game({ players: 20 }),
			{ type: 'seat/added', seat: { id: 'n', name: 'N' } },
			'too-many'
		);
		refused(game(), { type: 'seat/added', seat: { id: 's1', name: 'N' } }, 'seat-ids');
		refused(game(), { type: 'seat/added', seat: { id: 'n', name: ' ' } }, 'new-seat-name-empty');
	});
});

describe('seat/removed', () => {
	it('removes a seat during setup', () => {
		expect(ok(game({ players: 6 }), { type: 'seat/removed', seat: 's3' }).seats).toHaveLength(5);
	});
	it('lets a traveller leave during the game', () => {
		const g = firstDay({ characters: [...TB7, { character: 'thief', traveller: true }] });
		expect(ok(g, { type: 'seat/removed', seat: 's8' }).seats).toHaveLength(7);
	});
	it('refuses an unknown seat, a resident after setup, and a seat in an open vote', () => {
		refused(game(), { type: 'seat/removed', seat: 'zz' }, 'no-seat');
		refused(firstDay({ characters: TB7 }), { type: 'seat/removed', seat: 's1' }, 'remove');
		const g = firstDay({ characters: [...TB7, { character: 'thief', traveller: true }] });
		const open = ok(g, { type: 'nomination/opened', nominator: 's1', nominee: 's8', exile: true });
		refused(open, { type: 'seat/removed', seat: 's8' }, 'in-vote');
	});
});

describe('seat/renamed, seat/moved, seat/swapped', () => {
	it('renames', () => {
		expect(seat(ok(game(), { type: 'seat/renamed', seat: 's1', name: ' Zed ' }), 's1').name).toBe(
			'Zed'
		);
		refused(game(), { type: 'seat/renamed', seat: 'zz', name: 'Zed' }, 'no-seat');
		refused(game(), { type: 'seat/renamed', seat: 's1', name: '' }, 'seat-name-empty');
	});
	it('moves a seat to a position', () => {
		const s = ok(game({ players: 5 }), { type: 'seat/moved', seat: 's1', to: 4 });
		expect(s.seats.map((x) => x.id)).toEqual(['s2', 's3', 's4', 's5', 's1']);
		refused(game({ players: 5 }), { type: 'seat/moved', seat: 'zz', to: 1 }, 'no-seat');
		refused(game({ players: 5 }), { type: 'seat/moved', seat: 's1', to: 5 }, 'position');
		refused(game({ players: 5 }), { type: 'seat/moved', seat: 's1', to: 1.5 }, 'position');
		refused(game({ players: 5 }), { type: 'seat/moved', seat: 's1', to: -1 }, 'position');
	});
	it('swaps two seats', () => {
		const s = ok(game({ players: 5 }), { type: 'seat/swapped', a: 's1', b: 's5' });
		expect(s.seats.map((x) => x.id)).toEqual(['s5', 's2', 's3', 's4', 's1']);
		refused(game({ players: 5 }), { type: 'seat/swapped', a: 'zz', b: 's1' }, 'no-seat');
		refused(game({ players: 5 }), { type: 'seat/swapped', a: 's1', b: 'zz' }, 'no-seat');
	});
});

describe('seat/traveller', () => {
	it('marks a seat as a traveller during setup only', () => {
		expect(
			seat(ok(game(), { type: 'seat/traveller', seat: 's2', traveller: true }), 's2').traveller
		).toBe(true);
		refused(game(), { type: 'seat/traveller', seat: 'zz', traveller: true }, 'no-seat');
		refused(
			firstNight({ characters: TB7 }),
			{ type: 'seat/traveller', seat: 's2', traveller: true },
			'not-setup'
		);
	});
});

describe('setup/bag', () => {
	it('records the chosen characters and the generator state', () => {
		const s = ok(game(), { type: 'setup/bag', characters: TB7, rng: 99 });
		expect(s.bag).toEqual(TB7);
		expect(s.rng).toBe(99);
		expect(ok(game(), { type: 'setup/bag', characters: TB7 }).rng).toBe(42);
	});
	it('refuses unknown characters and changes after setup', () => {
		refused(game(), { type: 'setup/bag', characters: ['imp', 'washerwomen'] }, 'unknown-character');
		refused(firstNight({ characters: TB7 }), { type: 'setup/bag', characters: TB7 }, 'not-setup');
	});
});

describe('setup/dealt', () => {
	it('puts characters, thinks and alignments on the seats', () => {
		const g = game({
			characters: [
				'imp',
				'poisoner',
				{ character: 'drunk', thinks: 'chef' },
				'empath',
				{ character: 'librarian', alignment: 'evil' },
				'monk',
				'soldier'
			]
		});
		expect(seat(g, 's1').character).toBe('imp');
		expect(seat(g, 's3')).toMatchObject({ character: 'drunk', thinks: 'chef' });
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
		refused(firstNight({ characters: TB7 }), { type: 'setup/dealt', deals: d({}) }, 'not-setup');
	});
});

describe('seat/character, seat/thinks, seat/alignment', () => {
	it('changes a character at any time (Pit-Hag, Scarlet Woman…)', () => {
		const s = ok(firstDay({ characters: TB7 }), {
			type: 'seat/character',
			seat: 's6',
			character: 'imp'
		});
		expect(seat(s, 's6').character).toBe('imp');
		expect(
			seat(ok(s, { type: 'seat/character', seat: 's6', character: null }), 's6').character
		).toBe(null);
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
		const s = ok(game(), { type: 'seat/alignment', seat: 's1', alignment: 'evil' });
		expect(seat(s, 's1').alignment).toBe('evil');
		expect(
			seat(ok(s, { type: 'seat/alignment', seat: 's1', alignment: null }), 's1').alignment
		).toBe(null);
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
		const a = ok(game(), {
			type: 'reminder/added',
			seat: 's2',
			source: 'poisoner',
			label: ' Poisoned '
		});
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
		refused(game(), { type: 'reminder/added', seat: 's2', source: 'custom', label: ' ' }, 'label');
		refused(
			game(),
			{ type: 'reminder/added', seat: 's2', source: 'custom', label: 'x'.repeat(61) },
			'label'
		);
		refused(
			game(),
			{ type: 'reminder/added', seat: 'zz', source: 'custom', label: 'x' },
			'no-seat'
		);
		refused(game(), { type: 'reminder/removed', seat: 'zz', reminder: 'r1' }, 'no-seat');
		refused(game(), { type: 'reminder/removed', seat: 's1', reminder: 'r1' }, 'no-reminder');
	});
});

describe('night/started', () => {
	it('starts night 1 from the setup, noting who was alive at dusk', () => {
		const s = firstNight({ characters: TB7 });
		expect(s.phase).toEqual({ kind: 'night', n: 1 });
		expect(s.night).toEqual({
			n: 1,
			aliveAtDusk: Object.fromEntries(TB7.map((_, i) => [`s${i + 1}`, true])),
			done: [],
			skipped: [],
			extra: []
		});
	});
	it('starts the next night after a day and files the day away', () => {
		const day = ok(firstDay({ characters: TB7 }), { type: 'seat/died', seat: 's3' });
		const night = ok(day, { type: 'night/started' });
		expect(night.phase).toEqual({ kind: 'night', n: 2 });
		expect(night.day).toBeNull();
		expect(night.days).toHaveLength(1);
		expect(night.night?.aliveAtDusk.s3).toBe(false);
	});
	it('refuses fewer than 5 seats, undealt seats, a night during a night, or an open vote', () => {
		refused(game({ players: 4 }), { type: 'night/started' }, 'players');
		refused(game({ players: 7 }), { type: 'night/started' }, 'undealt');
		refused(firstNight({ characters: TB7 }), { type: 'night/started' }, 'night-not-after-day');
		const open = ok(firstDay({ characters: TB7 }), {
			type: 'nomination/opened',
			nominator: 's1',
			nominee: 's2'
		});
		refused(open, { type: 'night/started' }, 'vote-open');
	});
});

describe('night/step and night/extra-step', () => {
	it('marks steps done, skipped or open again', () => {
		const n = firstNight({ characters: TB7 });
		const a = ok(n, { type: 'night/step', step: 'dusk', status: 'done' });
		const b = ok(a, { type: 'night/step', step: 'poisoner', status: 'skipped' });
		expect(b.night).toMatchObject({ done: ['dusk'], skipped: ['poisoner'] });
		const c = ok(b, { type: 'night/step', step: 'poisoner', status: 'done' });
		expect(c.night).toMatchObject({ done: ['dusk', 'poisoner'], skipped: [] });
		const d = ok(c, { type: 'night/step', step: 'dusk', status: 'open' });
		expect(d.night).toMatchObject({ done: ['poisoner'], skipped: [] });
	});
	it('adds an extra step with a fresh key', () => {
		const n = ok(firstNight({ characters: TB7 }), {
			type: 'night/extra-step',
			character: 'empath',
			seat: 's5'
		});
		expect(n.night?.extra).toEqual([{ key: 'extra-1', character: 'empath', seat: 's5' }]);
		expect(n.nextId).toBe(2);
	});
	it('refuses them by day, and unknown characters or seats', () => {
		const day = firstDay({ characters: TB7 });
		refused(day, { type: 'night/step', step: 'dusk', status: 'done' }, 'not-night');
		refused(day, { type: 'night/extra-step', character: 'empath', seat: null }, 'not-night');
		const n = firstNight({ characters: TB7 });
		refused(n, { type: 'night/extra-step', character: 'xx', seat: null }, 'unknown-character');
		refused(n, { type: 'night/extra-step', character: 'empath', seat: 'zz' }, 'no-seat');
	});
});

describe('day/started', () => {
	it('moves from night N to day N and files the night away', () => {
		const d = firstDay({ characters: TB7 });
		expect(d.phase).toEqual({ kind: 'day', n: 1 });
		expect(d.night).toBeNull();
		expect(d.nights).toHaveLength(1);
		expect(d.day).toEqual({
			n: 1,
			nominations: [],
			block: null,
			execution: null,
			aliveAtDawn: Object.fromEntries(TB7.map((_, i) => [`s${i + 1}`, true])),
			privateChats: []
		});
	});
	it('refuses outside the night', () => {
		refused(game({ characters: TB7 }), { type: 'day/started' }, 'dawn-not-night');
		refused(firstDay({ characters: TB7 }), { type: 'day/started' }, 'dawn-not-night');
	});
});

describe('seat/died, seat/revived, seat/ghost-vote', () => {
	it('kills with a ghost vote, revives, and spends or returns a ghost vote', () => {
		const d = ok(firstDay({ characters: TB7 }), {
			type: 'seat/died',
			seat: 's3',
			reason: 'Slayer'
		});
		expect(seat(d, 's3')).toMatchObject({ alive: false, ghostVote: true });
		const spent = ok(d, { type: 'seat/ghost-vote', seat: 's3', spent: true });
		expect(seat(spent, 's3').ghostVote).toBe(false);
		expect(
			seat(ok(spent, { type: 'seat/ghost-vote', seat: 's3', spent: false }), 's3').ghostVote
		).toBe(true);
		const r = ok(spent, { type: 'seat/revived', seat: 's3' });
		expect(seat(r, 's3')).toMatchObject({ alive: true, ghostVote: true });
	});
	it('refuses killing the dead, reviving the living, ghost votes of the living, unknown seats', () => {
		const g = firstDay({ characters: TB7 });
		const d = ok(g, { type: 'seat/died', seat: 's3' });
		refused(d, { type: 'seat/died', seat: 's3' }, 'dead');
		refused(g, { type: 'seat/revived', seat: 's3' }, 'alive');
		refused(g, { type: 'seat/ghost-vote', seat: 's3', spent: true }, 'alive-ghost-vote');
		refused(g, { type: 'seat/died', seat: 'zz' }, 'no-seat');
		refused(g, { type: 'seat/revived', seat: 'zz' }, 'no-seat');
		refused(g, { type: 'seat/ghost-vote', seat: 'zz', spent: true }, 'no-seat');
	});
});

describe('nomination/opened', () => {
	const day = () => firstDay({ characters: TB7 });
	it('opens a nomination with a fresh id', () => {
		const s = ok(day(), { type: 'nomination/opened', nominator: 's1', nominee: 's2' });
		expect(s.day?.nominations).toEqual([
			{
				id: 'n1',
				nominator: 's1',
				nominee: 's2',
				exile: false,
				voters: null,
				total: null,
				hidden: false
			}
		]);
	});
	it('refuses at night, with unknown seats, while another vote is open', () => {
		refused(
			firstNight({ characters: TB7 }),
			{ type: 'nomination/opened', nominator: 's1', nominee: 's2' },
			'nomination-not-day'
		);
		refused(day(), { type: 'nomination/opened', nominator: 'zz', nominee: 's2' }, 'no-seat');
		refused(day(), { type: 'nomination/opened', nominator: 's1', nominee: 'zz' }, 'no-seat');
		const open = ok(day(), { type: 'nomination/opened', nominator: 's1', nominee: 's2' });
		refused(
			open,
			{ type: 'nomination/opened', nominator: 's3', nominee: 's4' },
			'vote-open-nominate'
		);
		refused(
			open,
			{ type: 'nomination/opened', nominator: 's3', nominee: 's4', override: 'please' },
			'vote-open-nominate'
		);
	});
	it('refuses a nomination by a dead player, unless overridden (the reason is kept)', () => {
		const d = ok(day(), { type: 'seat/died', seat: 's1' });
		refused(d, { type: 'nomination/opened', nominator: 's1', nominee: 's2' }, 'dead-nominator');
		const o = ok(d, {
			type: 'nomination/opened',
			nominator: 's1',
			nominee: 's2',
			override: '  Witch curse test  '
		});
		expect(o.day?.nominations[0]?.override).toBe('Witch curse test');
	});
	it('allows one nomination per nominator and per nominee a day, unless overridden', () => {
		const a = nominateAndVote(day(), 's1', 's2', []);
		refused(a, { type: 'nomination/opened', nominator: 's1', nominee: 's3' }, 'nominated-today');
		refused(a, { type: 'nomination/opened', nominator: 's3', nominee: 's2' }, 'was-nominated');
		refused(
			a,
			{ type: 'nomination/opened', nominator: 's3', nominee: 's2', override: '   ' },
			'was-nominated'
		);
		const b = ok(a, {
			type: 'nomination/opened',
			nominator: 's1',
			nominee: 's2',
			override: 'Riot: nominees nominate again'
		});
		expect(b.day?.nominations[1]).toMatchObject({
			nominator: 's1',
			nominee: 's2',
			override: 'Riot: nominees nominate again'
		});
		// The next day starts afresh.
		const next = okAll(ok(b, { type: 'nomination/voted', voters: [] }), [
			{ type: 'night/started' },
			{ type: 'day/started' }
		]);
		expect(
			ok(next, { type: 'nomination/opened', nominator: 's1', nominee: 's2' }).day?.nominations
		).toHaveLength(1);
	});
	it('lets anyone, even the dead, call for a traveller’s exile once a day', () => {
		const g = ok(firstDay({ characters: [...TB7, { character: 'thief', traveller: true }] }), {
			type: 'seat/died',
			seat: 's1'
		});
		const a = nominateAndVote(g, 's1', 's8', [], { exile: true });
		expect(a.day?.nominations[0]?.exile).toBe(true);
		// An exile is not a nomination: s1 may still nominate (were they alive) and s8 be nominated.
		const b = nominateAndVote(a, 's2', 's8', []);
		expect(b.day?.nominations).toHaveLength(2);
		refused(
			b,
			{ type: 'nomination/opened', nominator: 's3', nominee: 's8', exile: true },
			'exile-once'
		);
		refused(
			g,
			{ type: 'nomination/opened', nominator: 's2', nominee: 's3', exile: true },
			'exile-traveller'
		);
		const again = ok(b, {
			type: 'nomination/opened',
			nominator: 's3',
			nominee: 's8',
			exile: true,
			override: 'new evidence'
		});
		expect(again.day?.nominations.at(-1)?.override).toBe('new evidence');
	});
	it('refuses nominations after the day’s execution', () => {
		const e = ok(day(), { type: 'execution', seat: null, died: false });
		refused(e, { type: 'nomination/opened', nominator: 's1', nominee: 's2' }, 'executed-day-over');
	});
});

describe('nomination/voted', () => {
	it('closes the open vote with voters in counting order and a total', () => {
		const s = nominateAndVote(firstDay({ characters: TB7 }), 's1', 's3', ['s2', 's5', 's1', 's4']);
		expect(s.day?.nominations[0]).toMatchObject({ voters: ['s4', 's5', 's1', 's2'], total: 4 });
		expect(s.day?.block).toEqual({ seat: 's3', votes: 4 });
	});
	it('refuses with no open vote, duplicate voters, unknown voters, spent ghost votes', () => {
		const g = firstDay({ characters: TB7 });
		refused(g, { type: 'nomination/voted', voters: [] }, 'no-vote');
		const open = ok(g, { type: 'nomination/opened', nominator: 's1', nominee: 's2' });
		refused(open, { type: 'nomination/voted', voters: ['s1', 's1'] }, 'double');
		refused(open, { type: 'nomination/voted', voters: ['zz'] }, 'no-seat');
		const dead = okAll(open, [
			{ type: 'seat/died', seat: 's5' },
			{ type: 'seat/ghost-vote', seat: 's5', spent: true }
		]);
		refused(dead, { type: 'nomination/voted', voters: ['s5'] }, 'no-ghost-vote');
	});
});

describe('nomination/cancelled', () => {
	it('drops the open nomination as if never made', () => {
		const open = ok(firstDay({ characters: TB7 }), {
			type: 'nomination/opened',
			nominator: 's1',
			nominee: 's2'
		});
		const c = ok(open, { type: 'nomination/cancelled' });
		expect(c.day?.nominations).toEqual([]);
		expect(
			ok(c, { type: 'nomination/opened', nominator: 's1', nominee: 's2' }).day?.nominations
		).toHaveLength(1);
	});
	it('refuses with no open nomination', () => {
		refused(firstDay({ characters: TB7 }), { type: 'nomination/cancelled' }, 'no-vote');
		refused(firstNight({ characters: TB7 }), { type: 'nomination/cancelled' }, 'no-vote');
	});
});

describe('execution', () => {
	it('executes and kills, giving a ghost vote', () => {
		const s = ok(firstDay({ characters: TB7 }), { type: 'execution', seat: 's2', died: true });
		expect(seat(s, 's2')).toMatchObject({ alive: false, ghostVote: true });
		expect(s.day?.execution).toEqual({ seat: 's2', died: true });
	});
	it('records an execution that did not kill, with its reason', () => {
		const s = ok(firstDay({ characters: TB7 }), {
			type: 'execution',
			seat: 's2',
			died: false,
			reason: 'Tea Lady'
		});
		expect(seat(s, 's2').alive).toBe(true);
		expect(s.day?.execution).toEqual({ seat: 's2', died: false, reason: 'Tea Lady' });
	});
	it('records a day without an execution', () => {
		const s = ok(firstDay({ characters: TB7 }), { type: 'execution', seat: null, died: true });
		expect(s.day?.execution).toEqual({ seat: null, died: false });
	});
	it('refuses a second execution the same day, at night, with an open vote, unknown seats', () => {
		const once = ok(firstDay({ characters: TB7 }), { type: 'execution', seat: 's2', died: true });
		refused(once, { type: 'execution', seat: 's3', died: true }, 'executed');
		refused(
			firstNight({ characters: TB7 }),
			{ type: 'execution', seat: 's3', died: true },
			'execution-not-day'
		);
		const open = ok(firstDay({ characters: TB7 }), {
			type: 'nomination/opened',
			nominator: 's1',
			nominee: 's2'
		});
		refused(open, { type: 'execution', seat: 's2', died: true }, 'vote-open');
		refused(
			firstDay({ characters: TB7 }),
			{ type: 'execution', seat: 'zz', died: true },
			'no-seat'
		);
	});
});

describe('private-chat', () => {
	it('records who talked in private, once each', () => {
		const s = ok(firstDay({ characters: TB7 }), {
			type: 'private-chat',
			seats: ['s1', 's2', 's1']
		});
		expect(s.day?.privateChats).toEqual([{ seats: ['s1', 's2'], at: s.updatedAt }]);
	});
	it('refuses at night, alone, or with unknown seats', () => {
		refused(
			firstNight({ characters: TB7 }),
			{ type: 'private-chat', seats: ['s1', 's2'] },
			'chat-not-day'
		);
		refused(firstDay({ characters: TB7 }), { type: 'private-chat', seats: ['s1', 's1'] }, 'chat');
		refused(
			firstDay({ characters: TB7 }),
			{ type: 'private-chat', seats: ['s1', 'zz'] },
			'no-seat'
		);
	});
});

describe('game/ended', () => {
	it('ends the game by day or by night, filing the current day or night', () => {
		const byDay = ok(firstDay({ characters: TB7 }), {
			type: 'game/ended',
			winner: 'evil',
			reason: 'Saint executed'
		});
		expect(byDay.phase).toEqual({ kind: 'ended' });
		expect(byDay.winner).toEqual({ team: 'evil', reason: 'Saint executed' });
		expect(byDay.days).toHaveLength(1);
		expect(byDay.day).toBeNull();
		const byNight = ok(firstNight({ characters: TB7 }), {
			type: 'game/ended',
			winner: 'good',
			reason: 'Mayor'
		});
		expect(byNight.nights).toHaveLength(1);
		expect(byNight.night).toBeNull();
	});
	it("keeps the engine's suggested reason in both languages, and drops a malformed one", () => {
		const because = { 'zh-CN': '所有恶魔都已死亡', en: 'Every Demon is dead' };
		const end = ok(firstDay({ characters: TB7 }), {
			type: 'game/ended',
			winner: 'good',
			reason: '',
			because
		});
		expect(end.winner).toEqual({ team: 'good', reason: '', because });
		const odd = ok(firstDay({ characters: TB7 }), {
			type: 'game/ended',
			winner: 'good',
			reason: 'typed',
			because: { en: 'only English' } as unknown as typeof because
		});
		expect(odd.winner).toEqual({ team: 'good', reason: 'typed' });
	});
	it('refuses during setup and with a winner that is not good or evil', () => {
		refused(
			game({ characters: TB7 }),
			{ type: 'game/ended', winner: 'good', reason: 'x' },
			'setup'
		);
		refused(
			firstDay({ characters: TB7 }),
			{ type: 'game/ended', winner: 'nobody' as 'good', reason: 'x' },
			'winner'
		);
	});
	it('refuses everything but renames and notes afterwards', () => {
		const end = ok(firstDay({ characters: TB7 }), {
			type: 'game/ended',
			winner: 'good',
			reason: 'x'
		});
		refused(end, { type: 'seat/died', seat: 's1' }, 'ended');
		refused(end, { type: 'night/started' }, 'ended');
		expect(seat(ok(end, { type: 'seat/renamed', seat: 's1', name: 'Zed' }), 's1').name).toBe('Zed');
		expect(ok(end, { type: 'note', text: 'gg' }).eventCount).toBe(end.eventCount + 1);
	});
});

describe('settings/keep-dead-steps and note', () => {
	it('switches the setting', () => {
		expect(
			ok(game(), { type: 'settings/keep-dead-steps', value: true }).settings.keepDeadSteps
		).toBe(true);
	});
	it('accepts a note without changing anything but the count', () => {
		const g = game();
		const n = ok(g, { type: 'note', text: 'remember the Mayor' });
		expect({ ...n, eventCount: g.eventCount, updatedAt: g.updatedAt }).toEqual(g);
	});
	it('refuses a note over 2000 characters', () => {
		refused(game(), { type: 'note', text: 'x'.repeat(2001) }, 'note');
	});
});

describe('the built-in scripts the tests rely on', () => {
	it('has Trouble Brewing with its travellers', () => {
		expect(script('tb').characters.map((c) => c.id)).toEqual(
			expect.arrayContaining(['imp', 'baron', 'drunk', 'thief', 'bureaucrat'])
		);
	});
});
