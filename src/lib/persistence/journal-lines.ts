// The journal file's format, shared by the page and the journal's worker (no I/O here).
//
// Each file is JSON lines: {"s":seq,"e":event} appends an event, {"t":seq} drops the events from
// seq on (an undo). A line out of order, or one that does not parse (a write cut short), ends
// the readable part.

export type Line = { s: number; e: unknown } | { t: number };

/** The text of `lines`, one JSON line each. */
export function encodeLines(lines: readonly Line[]): string {
	let text = '';
	for (const line of lines) text += `${JSON.stringify(line)}\n`;
	return text;
}

/** The lines that write `log` as a whole file. */
export function wholeLines(log: readonly unknown[]): Line[] {
	return log.map((e, s) => ({ s, e }));
}

/**
 * Walks the readable part of a journal's text: calls `keep` with each line's event (in order,
 * undos applied through `cut`), and returns where the readable part ends (a string index, after
 * its last newline, or after a last line that has none).
 */
function walk(text: string, push: (e: unknown) => void, cut: (length: number) => void): number {
	let length = 0;
	let start = 0;
	let end = 0;
	while (start < text.length) {
		const nl = text.indexOf('\n', start);
		const stop = nl === -1 ? text.length : nl;
		const raw = text.slice(start, stop);
		const next = nl === -1 ? text.length : nl + 1;
		if (raw.trim()) {
			let line: Partial<{ s: unknown; e: unknown; t: unknown }>;
			try {
				line = JSON.parse(raw) as typeof line;
			} catch {
				break;
			}
			if (line === null || typeof line !== 'object') break;
			if (typeof line.t === 'number' && line.t >= 0 && line.t <= length) {
				length = line.t;
				cut(length);
			} else if (line.s === length && 'e' in line) {
				length++;
				push(line.e);
			} else break;
		}
		end = next;
		start = next;
	}
	return end;
}

/**
 * The log in a game's journal: every event in order, undos applied. A line out of order (a write
 * cut short) ends the readable part.
 */
export function parseJournal(text: string): unknown[] {
	const log: unknown[] = [];
	walk(
		text,
		(e) => log.push(e),
		(length) => (log.length = length)
	);
	return log;
}

/** What the journal's writer needs to know of a file before it appends to it. */
export interface JournalScan {
	/** The log's length in events (as `parseJournal` reads it). */
	length: number;
	/** Bytes of the readable part: anything after it (a write cut short) is cut off. */
	end: number;
	/** The readable part's last line has no newline yet (one is written before the next line). */
	open: boolean;
}

const decoder = new TextDecoder();
const encoder = new TextEncoder();

/** Reads a journal file's bytes as `parseJournal` does, and says where its readable part ends. */
export function scanJournal(bytes: Uint8Array): JournalScan {
	const text = decoder.decode(bytes);
	let length = 0;
	const endChar = walk(
		text,
		() => length++,
		(n) => (length = n)
	);
	const end =
		endChar === text.length ? bytes.length : encoder.encode(text.slice(0, endChar)).length;
	return { length, end, open: end > 0 && bytes[end - 1] !== 0x0a };
}
