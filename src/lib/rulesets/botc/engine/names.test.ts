import { describe, expect, it } from 'vitest';
import { hasVisible, nameProblem, sameName, visibleChars } from '../../../engine/names';
import { emptyState } from './reduce';
import { createdEvent, game, ok, refused, seatInits, wording } from './testing/builders';

// Names that show nothing: zero-width space and joiners, a BOM, controls, bidi marks and
// overrides, a Hangul filler, an ideographic space, the blank Braille pattern.
const BLANK = [
	'\u200b',
	'\u200c\u200d',
	'\ufeff',
	'\u0007\u0008\u001b',
	'\u202e',
	'\u2066\u2069',
	'\u200e\u200f',
	'\u3164',
	'\u3000',
	'\u2800',
	' \u200b \u00ad '
];

describe('names', () => {
	it.each(BLANK)('with no visible character are empty: %j', (name) => {
		expect(hasVisible(name)).toBe(false);
		expect(nameProblem(name)).toEqual({ kind: 'empty' });
	});
	it('that are not text are empty', () => {
		expect(nameProblem(7)).toEqual({ kind: 'empty' });
	});

	it('with any visible character are names, however they are written', () => {
		for (const name of ['Ada', '小明', '\u202eAlice', 'نور', '😀', 'a\u200bb', '·']) {
			expect(hasVisible(name), name).toBe(true);
			expect(nameProblem(name)).toBeNull();
		}
		expect(visibleChars(' a\u200bb\u202e ')).toBe('ab');
	});

	it('are too long past 40 characters once trimmed, saying how long', () => {
		expect(nameProblem(`  ${'x'.repeat(40)}  `)).toBeNull();
		expect(nameProblem('x'.repeat(100))).toEqual({ kind: 'long', length: 100, max: 40 });
		expect(nameProblem('x'.repeat(81), 80)).toEqual({ kind: 'long', length: 81, max: 80 });
	});

	it('are the same to the eye aside case, width and invisible characters', () => {
		expect(sameName('Tiny Town', '  tiny\u200b TOWN ')).toBe(true);
		expect(sameName('Ｔｉｎｙ', 'tiny')).toBe(true);
		expect(sameName('Tiny Town', 'Tiny Towns')).toBe(false);
	});
});

describe('the engine refuses bad names, saying whose and what is wrong', () => {
	const message = wording;

	it('seats/set: which seat, empty or how long', () => {
		const seats = seatInits(7).map((s) => ({ id: s.id, name: s.name }));
		const blank = seats.map((s, i) => (i === 1 ? { ...s, name: '\u200b\u200b' } : s));
		expect(
			message(refused(game(), { type: 'seats/set', seats: blank }, 'seat-name-empty'))
		).toEqual([
			'Seat 2: the name is empty (no visible character)',
			'2 号座位的名字为空（没有可见的字符）'
		]);
		const long = seats.map((s, i) => (i === 3 ? { ...s, name: 'y'.repeat(100) } : s));
		expect(
			message(refused(game(), { type: 'seats/set', seats: long }, 'seat-name-too-long'))
		).toEqual([
			'Seat 4: the name is too long (100 characters, at most 40)',
			'4 号座位的名字太长（100 个字符，最多 40 个）'
		]);
		for (const name of BLANK)
			refused(
				game(),
				{ type: 'seats/set', seats: [{ id: 'a', name }, ...seats.slice(1)] },
				'seat-name-empty'
			);
	});

	it('seat/renamed, seat/added, game/renamed and game/created alike', () => {
		expect(
			message(
				refused(game(), { type: 'seat/renamed', seat: 's3', name: '\u202e' }, 'seat-name-empty')
			)
		).toEqual([
			'Seat 3: the name is empty (no visible character)',
			'3 号座位的名字为空（没有可见的字符）'
		]);
		expect(
			message(
				refused(
					game(),
					{ type: 'seat/added', seat: { id: 'n', name: '\u0007' } },
					'new-seat-name-empty'
				)
			)[0]
		).toBe('The new seat: the name is empty (no visible character)');
		expect(
			message(
				refused(game(), { type: 'game/renamed', name: 'g'.repeat(81) }, 'game-name-too-long')
			)[0]
		).toBe('The game: the name is too long (81 characters, at most 80)');
		const created = createdEvent();
		if (created.type !== 'game/created') throw new Error('not a creation');
		const r = refused(
			emptyState(),
			{ ...created, seats: [...created.seats.slice(0, 4), { id: 'z', name: '\u3164' }] },
			'seat-name-empty'
		);
		expect(message(r)[0]).toBe('Seat 5: the name is empty (no visible character)');
	});

	it('keeps names trimmed, and right-to-left text as written', () => {
		const s = ok(game(), { type: 'seat/renamed', seat: 's1', name: `  ${'x'.repeat(40)}  ` });
		expect(s.seats[0]?.name).toBe('x'.repeat(40));
		const rtl = ok(game(), { type: 'seat/renamed', seat: 's2', name: '\u202eecilA' });
		expect(rtl.seats[1]?.name).toBe('\u202eecilA');
	});
});
