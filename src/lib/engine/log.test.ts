import { describe, expect, it } from 'vitest';
import { createLog } from './log';
import { isRejection, reject } from './types';

type E = { add: number };
const ops = createLog<number, E>(
	(s, e) => (s + e.add < 0 ? reject('neg') : s + e.add),
	() => 0
);

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
