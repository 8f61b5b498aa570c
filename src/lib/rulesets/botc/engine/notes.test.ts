import { describe, expect, it } from 'vitest';
import { redo, replay, undo } from './history';
import { emptyState } from './reduce';
import { story } from './story';
import { suggestionsOn } from './suggestions';
import { ev, firstDay, ok, refused, Table, TB7, wording } from './testing/builders';
import { isRejection, MAX_NOTE } from './types';

describe('notes', () => {
	it('keeps notes on the game and on a seat, with the phase they were written in', () => {
		const t = new Table({ characters: TB7 }).do({ type: 'note', text: 'Ada plays fast' });
		const ada = t.state.seats[0]!.id;
		t.do({ type: 'night/started' }).do({
			type: 'note',
			seat: ada,
			text: 'Claims Chef.\nSaid 1 on night 1.'
		});
		expect(t.state.notes?.map((n) => [n.seat, n.text, n.phase])).toEqual([
			[null, 'Ada plays fast', { kind: 'setup', n: 0 }],
			[ada, 'Claims Chef.\nSaid 1 on night 1.', { kind: 'night', n: 1 }]
		]);
		// Each note has its own id, as reminders do.
		expect(new Set(t.state.notes?.map((n) => n.id)).size).toBe(2);
	});

	it('takes a note of exactly the limit and refuses a longer one with its length', () => {
		const g = firstDay();
		expect(ok(g, { type: 'note', text: 'x'.repeat(MAX_NOTE) }).notes).toHaveLength(1);
		const r = refused(g, { type: 'note', text: 'x'.repeat(MAX_NOTE + 5) }, 'note');
		const [en, zh] = wording(r);
		expect(en).toBe('A note holds at most 2000 characters; this one has 2005');
		expect(zh).toBe('备注最多 2000 字，这条有 2005 字');
	});

	it('refuses an empty note, an unknown seat, and a note that is not there', () => {
		const g = firstDay();
		refused(g, { type: 'note', text: '  \n ' }, 'note-empty');
		refused(g, { type: 'note', text: 'hi', seat: 'nobody' }, 'no-seat');
		refused(g, { type: 'note/edited', note: 'n999', text: 'x' }, 'no-note');
		refused(g, { type: 'note/removed', note: 'n999' }, 'no-note');
	});

	it('edits and removes a note; an edit keeps the same limits', () => {
		let g = ok(firstDay(), { type: 'note', text: 'first' });
		const id = g.notes![0]!.id;
		refused(g, { type: 'note/edited', note: id, text: '' }, 'note-empty');
		refused(g, { type: 'note/edited', note: id, text: 'y'.repeat(MAX_NOTE + 1) }, 'note');
		g = ok(g, { type: 'note/edited', note: id, text: 'second' });
		expect(g.notes![0]).toMatchObject({ id, text: 'second', edited: g.updatedAt });
		g = ok(g, { type: 'note/removed', note: id });
		expect(g.notes).toEqual([]);
	});

	it('takes notes after the game ended', () => {
		const end = ok(firstDay(), { type: 'game/ended', winner: 'good', reason: '' });
		const g = ok(end, { type: 'note', text: 'a good game' });
		expect(g.notes![0]!.phase).toEqual({ kind: 'ended', n: 0 });
		const id = g.notes![0]!.id;
		expect(ok(g, { type: 'note/removed', note: id }).notes).toEqual([]);
	});

	it('are undone and redone like any move, and a replay of the log gives the same notes', () => {
		const t = new Table({ characters: TB7 })
			.do({ type: 'night/started' })
			.do({ type: 'note', text: 'one' })
			.do({ type: 'note', text: 'two' });
		const id = t.state.notes![1]!.id;
		t.do({ type: 'note/edited', note: id, text: 'two, again' });
		const u = undo(t.history);
		if (isRejection(u)) throw new Error('refused');
		expect(u.state.notes?.map((n) => n.text)).toEqual(['one', 'two']);
		const u2 = undo(u);
		if (isRejection(u2)) throw new Error('refused');
		expect(u2.state.notes?.map((n) => n.text)).toEqual(['one']);
		const r = redo(u2);
		if (isRejection(r)) throw new Error('refused');
		const r2 = redo(r);
		if (isRejection(r2)) throw new Error('refused');
		expect(r2.state).toEqual(t.state);
		expect(replay(t.history.log).notes).toEqual(t.state.notes);
	});

	it('are told in the story where they were written, as they read at the end', () => {
		const t = new Table({ characters: TB7 }).do({ type: 'night/started' });
		const ada = t.state.seats[0]!.id;
		t.do({ type: 'note', seat: ada, text: 'woke late' }).do({ type: 'note', text: 'gone' });
		const [kept, gone] = t.state.notes!.map((n) => n.id);
		t.do({ type: 'day/started' })
			.do({ type: 'note/edited', note: kept!, text: 'woke late, twice' })
			.do({ type: 'note/removed', note: gone! });
		const chapters = story(t.history.log, emptyState());
		const night = chapters.find((c) => c.phase.kind === 'night' && c.phase.n === 1)!;
		expect(night.lines.filter((l) => l.kind === 'note')).toEqual([
			{ kind: 'note', note: kept, seat: ada, text: 'woke late, twice' }
		]);
		expect(chapters.some((c) => c.lines.some((l) => l.kind === 'note' && l.note === gone))).toBe(
			false
		);
	});
});

describe('suggestions on and off', () => {
	it('follow the default until the game chooses, and back to the default with null', () => {
		const g = firstDay();
		expect(suggestionsOn(g, true)).toBe(true);
		expect(suggestionsOn(g, false)).toBe(false);
		const off = ok(g, { type: 'settings/suggestions', value: false });
		expect(suggestionsOn(off, true)).toBe(false);
		const on = ok(off, { type: 'settings/suggestions', value: true });
		expect(suggestionsOn(on, false)).toBe(true);
		const back = ok(on, { type: 'settings/suggestions', value: null });
		expect(back.settings).toEqual(g.settings);
		expect(suggestionsOn(back, false)).toBe(false);
	});

	it('change nothing of the game but the setting, and are undone like a move', () => {
		const t = new Table({ characters: TB7 }).do({ type: 'night/started' });
		const before = t.state;
		t.do({ type: 'settings/suggestions', value: false });
		const { settings, eventCount: _c, updatedAt: _u, ...rest } = t.state;
		const { settings: was, eventCount: _c2, updatedAt: _u2, ...restBefore } = before;
		expect(rest).toEqual(restBefore);
		expect(settings).toEqual({ ...was, suggestions: false });
		const u = undo(t.history);
		if (isRejection(u)) throw new Error('refused');
		expect(u.state).toEqual(before);
	});

	it('refuses a value that is not a yes, a no or null', () => {
		refused(
			firstDay(),
			{ type: 'settings/suggestions', value: 'off' as unknown as boolean },
			'malformed'
		);
		expect(ev({ type: 'settings/suggestions', value: false }).type).toBe('settings/suggestions');
	});
});
