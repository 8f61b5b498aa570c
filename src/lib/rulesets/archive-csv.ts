import type { Locale } from '../engine/types';
import type { ArchiveRow } from './archive-stats';

// The archive as two spreadsheets (one row per game, one per seat): UTF-8 with a byte-order mark
// so Excel and WPS read Chinese right, every field quoted, CRLF between rows (RFC 4180).

/** The byte-order mark Excel and WPS look for to read a CSV file as UTF-8. */
export const BOM = '\uFEFF';

/**
 * One field, quoted. A text starting with = + - @ (or a tab or carriage return) is a formula
 * to a spreadsheet: a player named "=1+1" gets a leading apostrophe so it stays a name.
 */
function field(value: string | number | boolean | null): string {
	let text = value === null ? '' : String(value);
	if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
	return `"${text.replace(/"/g, '""')}"`;
}

const lines = (rows: (string | number | boolean | null)[][]) =>
	BOM + rows.map((r) => r.map(field).join(',')).join('\r\n') + '\r\n';

export interface CsvWords {
	/** Column titles, in the reader's language. */
	games: string[];
	seats: string[];
	/** The board's name (script or rule set) in the reader's language. */
	board: (row: ArchiveRow) => string;
	/** A character's name in the reader's language. */
	character: (row: ArchiveRow, id: string, stored: string) => string;
	status: (row: ArchiveRow) => string;
	yes: string;
	no: string;
	/** A time as the reader writes a date and time (kept sortable: YYYY-MM-DD HH:mm). */
	date: (at: number) => string;
}

const sum = (xs: number[] | null) => (xs ? xs.reduce((a, b) => a + b, 0) : null);

/** One row per game. */
export function gamesCsv(rows: readonly ArchiveRow[], locale: Locale, w: CsvWords): string {
	return lines([
		w.games,
		...rows.map((r) => [
			r.id,
			w.date(r.createdAt),
			r.name,
			w.board(r),
			w.status(r),
			r.archive.seats.length,
			r.archive.winner?.name[locale] ?? '',
			r.archive.nights,
			r.archive.days,
			r.archive.minutes,
			sum(r.archive.nominations),
			sum(r.archive.executions)
		])
	]);
}

/** One row per seat of every game. */
export function seatsCsv(rows: readonly ArchiveRow[], locale: Locale, w: CsvWords): string {
	return lines([
		w.seats,
		...rows.flatMap((r) =>
			r.archive.seats.map((s, i) => [
				r.id,
				w.date(r.createdAt),
				w.board(r),
				i + 1,
				s.name,
				s.character ? w.character(r, s.character.id, s.character.name[locale]) : '',
				s.was ? w.character(r, s.was.id, s.was.name[locale]) : '',
				s.side?.name[locale] ?? '',
				s.alive ? w.yes : w.no,
				s.traveller ? w.yes : w.no,
				r.archive.winner ? (s.side?.id === r.archive.winner.id ? w.yes : w.no) : ''
			])
		)
	]);
}

/** Reads a CSV this module wrote back into its rows of fields (for tests and checks). */
export function parseCsv(text: string): string[][] {
	const rows: string[][] = [];
	let row: string[] = [];
	let cell = '';
	let quoted = false;
	const body = text.startsWith(BOM) ? text.slice(1) : text;
	for (let i = 0; i < body.length; i++) {
		const ch = body[i]!;
		if (quoted) {
			if (ch === '"' && body[i + 1] === '"') {
				cell += '"';
				i++;
			} else if (ch === '"') quoted = false;
			else cell += ch;
		} else if (ch === '"') quoted = true;
		else if (ch === ',') {
			row.push(cell);
			cell = '';
		} else if (ch === '\n') {
			row.push(cell);
			rows.push(row);
			row = [];
			cell = '';
		} else if (ch !== '\r') cell += ch;
	}
	if (cell || row.length) rows.push([...row, cell]);
	return rows;
}
