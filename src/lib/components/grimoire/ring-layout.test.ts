import { describe, expect, it } from 'vitest';
import { meets, placeLabels, ringLayout, type Label, type Rect } from './ring-layout';
import expectedPlaces from './testing/ring-layout-expected.json';

// The label placement keeps its sorted candidate places between calls (a tap's cost on a
// 20-seat ring); it must place every label exactly where the plain version did. The places the
// plain version gave (1 Dec 2026, before the candidates were kept) are stored in
// testing/ring-layout-expected.json.

function labelsFor(seats: number, perSeat: (i: number) => number): Label[] {
	const out: Label[] = [];
	for (let i = 0; i < seats; i++)
		for (let k = 0; k < perSeat(i); k++)
			out.push({ key: `${i}-${k}`, seat: i, w: 40 + ((i * 7 + k * 13) % 50), h: 18 });
	return out;
}

const stored = expectedPlaces as Record<string, Record<string, { x: number; y: number }>>;

describe('placeLabels', () => {
	const cases: [number, number, number, (i: number) => number][] = [
		[20, 1024, 620, (i) => i % 3],
		[12, 768, 900, (i) => (i % 4 === 0 ? 4 : 1)],
		[5, 390, 500, () => 3],
		[20, 390, 600, () => 2]
	];
	for (const [seats, w, h, perSeat] of cases)
		it(`places labels as before: ${seats} seats in ${w}×${h}`, () => {
			const layout = ringLayout(seats, w, h);
			const labels = labelsFor(seats, perSeat);
			const centre = [{ l: w / 2 - 60, r: w / 2 + 60, t: h / 2 - 30, b: h / 2 + 30 }];
			const expected = new Map(Object.entries(stored[`${seats}x${w}x${h}`] ?? {}));
			expect(expected.size).toBe(labels.length);
			expect(placeLabels(layout, labels, w, h, centre, [])).toEqual(expected);
			// Again, from the kept candidates, and after another layout was asked for.
			expect(placeLabels(layout, labels, w, h, centre, [])).toEqual(expected);
			placeLabels(ringLayout(seats, w + 200, h + 100), labels, w + 200, h + 100);
			expect(placeLabels(layout, labels, w, h, centre, [])).toEqual(expected);

			// What every place must be: inside the ring's box and on no other label.
			const rects: Rect[] = labels.map((l) => {
				const at = expected.get(l.key) ?? { x: NaN, y: NaN };
				return { l: at.x - l.w / 2, r: at.x + l.w / 2, t: at.y - l.h / 2, b: at.y + l.h / 2 };
			});
			for (const [i, r] of rects.entries()) {
				expect(r.l >= 0 && r.t >= 0 && r.r <= w && r.b <= h).toBe(true);
				expect(rects.slice(i + 1).some((o) => meets(o, r))).toBe(false);
			}
		});
});
