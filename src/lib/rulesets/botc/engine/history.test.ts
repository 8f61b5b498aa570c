import { describe, expect, it } from 'vitest';
import { canUndo, createHistory, dispatch, redo, replay, undo } from './history';
import { emptyState } from './reduce';
import { createdEvent, ev, Table, TB7 } from './testing/builders';
import { type GameState, isRejection } from './types';

describe('createHistory and dispatch', () => {
	it('starts a history from the creation event', () => {
		const h = createHistory(createdEvent({ players: 5 }));
		if (isRejection(h)) throw new Error('refused');
		expect(h.log).toHaveLength(1);
		expect(h.redo).toEqual([]);
		expect(h.state.seats).toHaveLength(5);
		expect(canUndo(h)).toBe(false);
	});

	it('refuses a history that does not begin with a creation', () => {
		expect(isRejection(createHistory(ev({ type: 'note', text: 'x' })))).toBe(true);
	});

	it('a refused event leaves the history as it was', () => {
		const t = new Table({ characters: TB7 });
		const before = t.history;
		const r = dispatch(before, ev({ type: 'day/started' }));
		expect(isRejection(r)).toBe(true);
		expect(t.history).toBe(before);
	});
});

describe('undo and redo', () => {
	it('refuse to undo the creation or redo with nothing undone', () => {
		const t = new Table({ players: 5 });
		expect(isRejection(undo(t.history))).toBe(true);
		expect(isRejection(redo(t.history))).toBe(true);
	});

	it('undo drops the last event, redo puts it back; a new event clears the redo list', () => {
		const t = new Table({ characters: TB7 }).do({ type: 'night/started' });
		const u = undo(t.history);
		if (isRejection(u)) throw new Error('refused');
		expect(u.state.phase).toEqual({ kind: 'setup' });
		expect(u.redo).toHaveLength(1);
		const r = redo(u);
		if (isRejection(r)) throw new Error('refused');
		expect(r.state).toEqual(t.state);
		const n = dispatch(u, ev({ type: 'note', text: 'changed my mind' }));
		if (isRejection(n)) throw new Error('refused');
		expect(n.redo).toEqual([]);
	});

	it('redo refuses an event that no longer applies, keeping the history', () => {
		const t = new Table({ characters: TB7 }).do({ type: 'night/started' });
		const u = undo(t.history);
		if (isRejection(u)) throw new Error('refused');
		// Forged: a history whose state moved on without the log (never happens through dispatch).
		const forged = { ...u, state: t.state };
		expect(isRejection(redo(forged))).toBe(true);
	});
});

describe('replay', () => {
	it('skips events a hand-edited log holds that would be refused', () => {
		const t = new Table({ characters: TB7 });
		const log = [...t.history.log, ev({ type: 'day/started' }), ev({ type: 'night/started' })];
		const s = replay(log);
		expect(s.phase).toEqual({ kind: 'night', n: 1 });
		expect(s.eventCount).toBe(t.history.log.length + 1);
	});

	it('can start from a snapshot', () => {
		const t = new Table({ characters: TB7 }).do({ type: 'night/started' });
		const snapshot: GameState = replay(t.history.log.slice(0, 2));
		expect(replay(t.history.log.slice(2), snapshot)).toEqual(t.state);
		expect(replay([], emptyState())).toEqual(emptyState());
	});
});
