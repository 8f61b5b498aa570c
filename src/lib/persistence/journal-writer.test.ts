import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeLines, parseJournal, wholeLines } from './journal-lines';
import { JournalWriter, type JournalReply, type JournalStat } from './journal-writer';
import { FakeStorage } from './testing/journal-storage';

// The journal's worker, without a browser: the same writer over a fake storage whose handles
// keep bytes in memory, lock their file as OPFS does, and keep apart what was flushed (what a
// kill leaves) from what was only written.

const events = (from: number, count: number) =>
	Array.from({ length: count }, (_, i) => ({ type: 'seat/renamed', name: `n${from + i}` }));

let n = 0;
function append(writer: JournalWriter, name: string, from: number, count: number) {
	const lines = events(from, count).map((e, i) => ({ s: from + i, e }));
	return writer.handle({ n: ++n, op: 'append', name, from, count, text: encodeLines(lines) });
}

function writeWhole(writer: JournalWriter, name: string, log: unknown[]) {
	return writer.handle({
		n: ++n,
		op: 'write',
		name,
		length: log.length,
		text: encodeLines(wholeLines(log))
	});
}

const ok = (reply: JournalReply) => 'ok' in reply;

afterEach(() => {
	vi.useRealTimers();
});

describe('the journal writer (the worker, over a fake file system)', () => {
	it('appends each move at the end of the open file, flushed before it answers, with no copy', async () => {
		const storage = new FakeStorage();
		const writer = new JournalWriter(storage);
		expect(ok(await append(writer, 'g.jsonl', 0, 1))).toBe(true);
		for (let seq = 1; seq < 6; seq++) {
			const reply = await append(writer, 'g.jsonl', seq, 1);
			expect(reply).toMatchObject({ ok: true, length: seq + 1 });
			// Answered only once the line is flushed: a kill now keeps it.
			expect(parseJournal(new TextDecoder().decode(storage.files.get('g.jsonl')!.durable))).toEqual(
				events(0, seq + 1)
			);
		}
		// One whole write for the new game, then one handle opened for every append.
		expect(storage.calls).toEqual(['replace g.jsonl', 'open g.jsonl']);
		expect(writer.held).toEqual(['g.jsonl']);
		expect(storage.log('g.jsonl')).toEqual(events(0, 6));
		writer.closeAll();
	});

	it('answers "behind" when the file is not the length the page expects, and takes a whole write', async () => {
		const storage = new FakeStorage();
		storage.put('g.jsonl', encodeLines(wholeLines(events(0, 3))));
		const writer = new JournalWriter(storage);
		const reply = await append(writer, 'g.jsonl', 5, 1);
		expect(reply).toMatchObject({ behind: 3 });
		// Nothing written.
		expect(storage.log('g.jsonl')).toEqual(events(0, 3));
		expect(ok(await writeWhole(writer, 'g.jsonl', events(0, 6)))).toBe(true);
		expect(storage.log('g.jsonl')).toEqual(events(0, 6));
		// The next append continues the whole write.
		expect(await append(writer, 'g.jsonl', 6, 2)).toMatchObject({ ok: true, length: 8 });
		expect(storage.log('g.jsonl')).toEqual(events(0, 8));
		writer.closeAll();
	});

	it('an undo appends {"t":seq}, read as today; nothing when the file is shorter or missing', async () => {
		const storage = new FakeStorage();
		const writer = new JournalWriter(storage);
		await append(writer, 'g.jsonl', 0, 4);
		expect(await writer.handle({ n: ++n, op: 'truncate', name: 'g.jsonl', from: 2 })).toMatchObject(
			{ ok: true, length: 2 }
		);
		expect(storage.files.get('g.jsonl')!.text.trim().split('\n').at(-1)).toBe('{"t":2}');
		expect(storage.log('g.jsonl')).toEqual(events(0, 2));
		const size = storage.files.get('g.jsonl')!.bytes.length;
		await writer.handle({ n: ++n, op: 'truncate', name: 'g.jsonl', from: 3 });
		expect(storage.files.get('g.jsonl')!.bytes.length).toBe(size);
		// The move after the undo takes the undone one's place.
		await append(writer, 'g.jsonl', 2, 1);
		expect(storage.log('g.jsonl')).toEqual(events(0, 3));
		// An undo in a game with no journal makes none.
		expect(ok(await writer.handle({ n: ++n, op: 'truncate', name: 'none.jsonl', from: 0 }))).toBe(
			true
		);
		expect(storage.files.has('none.jsonl')).toBe(false);
		writer.closeAll();
	});

	it('continues a file the page wrote before (same format, undos included)', async () => {
		const storage = new FakeStorage();
		const [a, b, c] = events(0, 3);
		storage.put(
			'old.jsonl',
			encodeLines([{ s: 0, e: a }, { s: 1, e: b }, { t: 1 }, { s: 1, e: c }])
		);
		const writer = new JournalWriter(storage);
		expect(await append(writer, 'old.jsonl', 2, 1)).toMatchObject({ ok: true, length: 3 });
		expect(storage.log('old.jsonl')).toEqual([a, c, events(2, 1)[0]]);
		writer.closeAll();
	});

	it('a line a kill cut short is cut off when the file is opened again; the next lines read', async () => {
		const storage = new FakeStorage();
		const whole = encodeLines(wholeLines(events(0, 3)));
		storage.put('cut.jsonl', whole + '{"s":3,"e":{"type":"seat/ren');
		const writer = new JournalWriter(storage);
		expect(
			await writer.handle({ n: ++n, op: 'ensure', name: 'cut.jsonl', length: 3 })
		).toMatchObject({
			ok: true,
			length: 3,
			size: new TextEncoder().encode(whole).length
		});
		expect(storage.files.get('cut.jsonl')!.text).toBe(whole);
		await append(writer, 'cut.jsonl', 3, 2);
		expect(storage.log('cut.jsonl')).toEqual(events(0, 5));
		writer.closeAll();
	});

	it('a last line without its newline gets one before the next line', async () => {
		const storage = new FakeStorage();
		storage.put('nl.jsonl', encodeLines(wholeLines(events(0, 2))).trimEnd());
		const writer = new JournalWriter(storage);
		await append(writer, 'nl.jsonl', 2, 1);
		expect(storage.log('nl.jsonl')).toEqual(events(0, 3));
		writer.closeAll();
	});

	it('ensure: "behind" unless the file holds the log, and no file is read twice', async () => {
		const storage = new FakeStorage();
		const writer = new JournalWriter(storage);
		expect(await writer.handle({ n: ++n, op: 'ensure', name: 'e.jsonl', length: 4 })).toMatchObject(
			{
				behind: 0
			}
		);
		await writeWhole(writer, 'e.jsonl', events(0, 4));
		expect(ok(await writer.handle({ n: ++n, op: 'ensure', name: 'e.jsonl', length: 4 }))).toBe(
			true
		);
		writer.closeAll();
	});

	it('remove lets go of the file and deletes it', async () => {
		const storage = new FakeStorage();
		const writer = new JournalWriter(storage);
		await append(writer, 'r.jsonl', 0, 1);
		await append(writer, 'r.jsonl', 1, 1);
		expect(writer.held).toEqual(['r.jsonl']);
		expect(ok(await writer.handle({ n: ++n, op: 'remove', name: 'r.jsonl' }))).toBe(true);
		expect(storage.files.has('r.jsonl')).toBe(false);
		expect(writer.held).toEqual([]);
	});

	it('answers in the order asked, each request after the one before, however slow the opening', async () => {
		const storage = new FakeStorage();
		storage.openDelay = 5;
		const writer = new JournalWriter(storage);
		await append(writer, 'a.jsonl', 0, 1);
		await append(writer, 'b.jsonl', 0, 1);
		const done: number[] = [];
		const replies = await Promise.all(
			[
				append(writer, 'a.jsonl', 1, 1),
				append(writer, 'b.jsonl', 1, 2),
				writer.handle({ n: ++n, op: 'truncate', name: 'a.jsonl', from: 1 }),
				append(writer, 'a.jsonl', 1, 3),
				append(writer, 'b.jsonl', 3, 1)
			].map((p) => p.then((r) => (done.push(r.n), r)))
		);
		expect(done).toEqual(replies.map((r) => r.n));
		expect(replies.every(ok)).toBe(true);
		expect(storage.log('a.jsonl')).toEqual(events(0, 4));
		expect(storage.log('b.jsonl')).toEqual(events(0, 4));
		writer.closeAll();
	});

	it('a file another tab holds: asks it to let go and tries again; fails with an answer if it never does', async () => {
		const storage = new FakeStorage();
		storage.put('t.jsonl', encodeLines(wholeLines(events(0, 2))));
		storage.files.get('t.jsonl')!.locked = 'other';
		storage.otherLetsGoAfter = 2;
		const writer = new JournalWriter(storage, { retryMs: [1, 1, 1] });
		expect(await append(writer, 't.jsonl', 2, 1)).toMatchObject({ ok: true, length: 3 });
		expect(storage.released).toEqual(['t.jsonl', 't.jsonl']);
		writer.closeAll();

		storage.files.get('t.jsonl')!.locked = 'other';
		storage.otherLetsGoAfter = Infinity;
		const reply = await append(writer, 't.jsonl', 3, 1);
		expect('error' in reply).toBe(true);
		expect(storage.log('t.jsonl')).toEqual(events(0, 3));
	});

	it('lets go of a file at once when another tab asks, and opens it again without reading it', async () => {
		const storage = new FakeStorage();
		const writer = new JournalWriter(storage);
		await append(writer, 'x.jsonl', 0, 1);
		await append(writer, 'x.jsonl', 1, 1);
		writer.release('x.jsonl');
		expect(writer.held).toEqual([]);
		expect(storage.files.get('x.jsonl')!.locked).toBeNull();
		const read = vi.spyOn(storage, 'open');
		await append(writer, 'x.jsonl', 2, 1);
		expect(read).toHaveBeenCalledTimes(1);
		expect(storage.log('x.jsonl')).toEqual(events(0, 3));
		writer.closeAll();
	});

	it('closes a handle left idle and reports the file as it left it (for the page’s cache)', async () => {
		vi.useFakeTimers();
		const storage = new FakeStorage();
		const stats: JournalStat[] = [];
		const writer = new JournalWriter(storage, { idleMs: 1_000, onStat: (s) => stats.push(s) });
		await append(writer, 'i.jsonl', 0, 2);
		await append(writer, 'i.jsonl', 2, 1);
		expect(writer.held).toEqual(['i.jsonl']);
		await vi.advanceTimersByTimeAsync(999);
		expect(writer.held).toEqual(['i.jsonl']);
		await vi.advanceTimersByTimeAsync(10);
		expect(writer.held).toEqual([]);
		const file = storage.files.get('i.jsonl')!;
		expect(stats).toEqual([
			{ stat: 'i.jsonl', length: 3, size: file.bytes.length, modified: file.modified }
		]);
	});
});
