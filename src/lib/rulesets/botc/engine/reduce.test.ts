import { describe, expect, it } from 'vitest';
import { apply, emptyState } from './reduce';
import {
	NAMES,
	createdEvent,
	ev,
	firstDay,
	firstNight,
	game,
	ok,
	refused,
	TB7,
	seatOf as seat,
	remind
} from './testing/builders';
import { type GameState, isRejection } from './types';

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
		const g = firstDay();
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
		const g = firstDay();
		const frozen = structuredClone(g);
		ok(g, { type: 'nomination/opened', nominator: 's1', nominee: 's2' });
		ok(g, { type: 'seat/died', seat: 's3' });
		ok(g, remind('s3', 'poisoner', 'Poisoned'));
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
		const ended = ok(firstDay(), {
			type: 'game/ended',
			winner: 'good',
			reason: 'test'
		});
		expect(ok(ended, { type: 'game/renamed', name: 'Done' }).name).toBe('Done');
	});
});

describe('seats/set', () => {
	it('replaces the seats and keeps what known seats had', () => {
		const g = ok(game({ players: 5 }), remind('s2', 'custom', 'note'));
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
		refused(firstNight(), { type: 'seats/set', seats: [] }, 'not-setup');
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
		const s = ok(firstDay(), {
			type: 'seat/added',
			seat: { id: 't', name: 'Trav', traveller: true }
		});
		expect(seat(s, 't').traveller).toBe(true);
	});
	it('seats a joining traveller with their character and alignment, where the storyteller puts them', () => {
		const s = ok(firstDay(), {
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
		const day = firstDay();
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
		refused(firstDay(), { type: 'seat/removed', seat: 's1' }, 'remove');
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
		refused(firstNight(), { type: 'seat/traveller', seat: 's2', traveller: true }, 'not-setup');
	});
});
