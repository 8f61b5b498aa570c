import { describe, expect, it } from 'vitest';
import { splitIsolates } from './format';
import { locale } from './locale.svelte';
import { seatLabel, seatName } from './seat-name';

const seats = [
	{ id: 's1', name: 'Ann' },
	{ id: 's2', name: '小明' }
];
/** The text a reader sees, the isolates taken out. */
const plain = (text: string) =>
	splitIsolates(text)
		.map((p) => p.text)
		.join('');

describe('a seat named in a sentence', () => {
	it('gives the player’s name, isolated from the text around it', () => {
		expect(plain(seatLabel(seats, 's2'))).toBe('小明');
		expect(seatLabel(seats, 's1')).not.toBe('Ann');
		expect(plain(seatName(seats, 's1'))).toBe('Ann');
	});

	it('marks a seat no longer at the table with "?", and no seat at all as "no one"', () => {
		locale.set('en');
		expect(plain(seatLabel(seats, 'gone'))).toBe('?');
		expect(seatName(seats, null)).toBe('Nobody');
		expect(seatName(seats, 'gone')).toBe('Nobody');
	});
});
