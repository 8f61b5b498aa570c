import { describe, expect, it } from 'vitest';
import { cardLines, MAX_CARD_PARTS, MAX_CARD_TEXT, withPart, type CardPart } from './card-parts';

describe('a composed card', () => {
	it('"one of these two is the Chef": words, two players side by side, a character', () => {
		let parts: CardPart[] = [];
		parts = withPart(parts, { kind: 'phrase', phrase: 'oneOfThese' });
		parts = withPart(parts, { kind: 'seat', seat: 's2' });
		parts = withPart(parts, { kind: 'seat', seat: 's5' });
		parts = withPart(parts, { kind: 'character', character: 'chef' });
		expect(cardLines(parts)).toEqual([
			{ kind: 'words', part: { kind: 'phrase', phrase: 'oneOfThese' } },
			{ kind: 'seats', seats: ['s2', 's5'] },
			{ kind: 'characters', characters: ['chef'] }
		]);
	});

	it('takes free words trimmed, refuses empty or too long words, repeats and a full card', () => {
		expect(withPart([], { kind: 'text', text: '  今晚你醒来两次 ' })).toEqual([
			{ kind: 'text', text: '今晚你醒来两次' }
		]);
		expect(withPart([], { kind: 'text', text: '   ' })).toEqual([]);
		expect(withPart([], { kind: 'text', text: 'x'.repeat(MAX_CARD_TEXT + 1) })).toEqual([]);
		const one: CardPart[] = [{ kind: 'seat', seat: 's1' }];
		expect(withPart(one, { kind: 'seat', seat: 's1' })).toEqual(one);
		const full: CardPart[] = Array.from({ length: MAX_CARD_PARTS }, (_, i) => ({
			kind: 'seat',
			seat: `s${i}`
		}));
		expect(withPart(full, { kind: 'phrase', phrase: 'good' })).toHaveLength(MAX_CARD_PARTS);
	});
});
