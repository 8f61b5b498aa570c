import { describe, expect, it } from 'vitest';
import { createLog } from './log';
import { isRejection, reject } from './types';

type E = { add: number };
const ops = createLog<number, E>({
	apply: (s, e) => (s + e.add < 0 ? reject('neg') : s + e.add),
	empty: () => 0
});

describe('createLog', () => {
	it('dispatches, refuses, undoes, redoes and replays over any reducer', () => {
		const h = ops.create({ add: 1 });
		if (isRejection(h)) throw new Error();
		const h2 = ops.dispatchAll(h, [{ add: 2 }, { add: 3 }]);
		if (isRejection(h2)) throw new Error();
		expect(h2.state).toBe(6);
		expect(isRejection(ops.dispatch(h2, { add: -10 }))).toBe(true);
		const u = ops.undo(h2);
		if (isRejection(u)) throw new Error();
		expect(u.state).toBe(3);
		const r = ops.redo(u);
		if (isRejection(r)) throw new Error();
		expect(r.state).toBe(6);
		expect(ops.replay(r.log)).toBe(6);
		expect(ops.canUndo(h)).toBe(false);
		expect(isRejection(ops.undo(h))).toBe(true);
	});
});

describe('createLog: replaying stored logs', () => {
	it('replays from a snapshot, skipping refused events', () => {
		expect(ops.replay([{ add: 2 }, { add: -9 }, { add: 1 }], 5)).toBe(8);
	});

	it('builds a log strictly: the state after each event, or the first refusal', () => {
		const seen: [number, number][] = [];
		expect(ops.build([{ add: 1 }, { add: 2 }], (s, seq) => seen.push([seq, s]))).toEqual({
			ok: true,
			state: 3
		});
		expect(seen).toEqual([
			[0, 1],
			[1, 3]
		]);
		const refused = ops.build([{ add: 1 }, { add: -5 }, { add: 1 }]);
		expect(refused).toMatchObject({ ok: false, seq: 1, rejection: { code: 'neg' } });
	});
});
