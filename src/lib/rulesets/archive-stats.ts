import type { ArchiveFacts, ArchiveName, GameSummary } from '../engine/ruleset';

// The archive's stats, counted from the facts each rule set keeps on a finished game's row
// (`Rules.archive`): pure, and naming no rule set. Which stats a game feeds follows from its
// facts: nominations and executions only where the rule set has them, characters wherever
// seats have one (keyed by rule set, as two games may use one id for different roles).

/** A games row with its archive facts, as the archive screen lists it. */
export interface ArchiveRow extends GameSummary {
	archive: ArchiveFacts;
	/** Started, never finished, and left alone for a day or more. */
	abandoned: boolean;
}

/** Which board a game was played on: its rule set and its script (or the rule set's name). */
export interface BoardKey {
	ruleset: string;
	scriptName: string;
}

export interface BoardWins extends BoardKey {
	games: number;
	/** Ended with no winner (a draw, a void game) or abandoned. */
	noWinner: number;
	wins: { side: ArchiveName; games: number }[];
}

export interface BoardLength extends BoardKey {
	games: number;
	nights: number;
	days: number;
	minutes: number;
}

export interface CharacterStat {
	ruleset: string;
	character: ArchiveName;
	/** Games in which a seat held it (dealt or became it). */
	games: number;
	/** Of those that had a winner, how many its holder's team won. */
	decided: number;
	won: number;
}

export interface DayVotes {
	day: number;
	/** Games that reached this day. */
	games: number;
	nominations: number;
	executions: number;
}

export interface ArchiveStats {
	games: number;
	finished: number;
	abandoned: number;
	wins: BoardWins[];
	/** `YYYY-MM` of each game's start, in the reader's time zone (`monthOf`). */
	perMonth: { month: string; games: number }[];
	/** Means per board, rounded to one decimal. */
	lengths: BoardLength[];
	/** Per rule set, how many games ended after each number of days. */
	daysToEnd: { ruleset: string; days: number; games: number }[];
	characters: CharacterStat[];
	votes: DayVotes[];
}

const mean = (sum: number, n: number) => (n === 0 ? 0 : Math.round((sum / n) * 10) / 10);

function tally<V>(map: Map<string, V>, key: string, make: () => V, add: (v: V) => void) {
	let v = map.get(key);
	if (!v) map.set(key, (v = make()));
	add(v);
}

const boardId = (r: BoardKey) => `${r.ruleset}\u0000${r.scriptName}`;

/** Counts every stat over `rows`; `monthOf` gives a time's month as `YYYY-MM` (the reader's zone). */
export function archiveStats(
	rows: readonly ArchiveRow[],
	monthOf: (at: number) => string
): ArchiveStats {
	const wins = new Map<string, BoardWins>();
	const lengths = new Map<string, BoardLength>();
	const months = new Map<string, number>();
	const daysToEnd = new Map<string, { ruleset: string; days: number; games: number }>();
	const characters = new Map<string, CharacterStat>();
	const votes = new Map<string, DayVotes>();

	for (const row of rows) {
		const f = row.archive;
		const board = { ruleset: row.ruleset, scriptName: row.scriptName };
		tally(
			wins,
			boardId(board),
			() => ({ ...board, games: 0, noWinner: 0, wins: [] }),
			(w) => {
				w.games++;
				if (!f.winner) w.noWinner++;
				else {
					const side = w.wins.find((x) => x.side.id === f.winner!.id);
					if (side) side.games++;
					else w.wins.push({ side: f.winner, games: 1 });
				}
			}
		);
		months.set(monthOf(row.createdAt), (months.get(monthOf(row.createdAt)) ?? 0) + 1);
		if (row.abandoned) continue;

		// Lengths and days are of games that ended; sums first, means below.
		tally(
			lengths,
			boardId(board),
			() => ({ ...board, games: 0, nights: 0, days: 0, minutes: 0 }),
			(l) => {
				l.games++;
				l.nights += f.nights;
				l.days += f.days;
				l.minutes += f.minutes;
			}
		);
		tally(
			daysToEnd,
			`${row.ruleset}\u0000${f.days}`,
			() => ({ ruleset: row.ruleset, days: f.days, games: 0 }),
			(d) => d.games++
		);

		// A character counts once per game, however many seats held it (dealt or became it).
		const held = new Map<string, { character: ArchiveName; won: boolean }>();
		for (const seat of f.seats)
			for (const c of [seat.character, seat.was]) {
				if (!c) continue;
				const won = f.winner !== null && seat.side?.id === f.winner.id;
				const had = held.get(c.id);
				held.set(c.id, { character: c, won: (had?.won ?? false) || won });
			}
		for (const [id, h] of held)
			tally(
				characters,
				`${row.ruleset}\u0000${id}`,
				() => ({ ruleset: row.ruleset, character: h.character, games: 0, decided: 0, won: 0 }),
				(c) => {
					c.games++;
					if (f.winner) {
						c.decided++;
						if (h.won) c.won++;
					}
				}
			);

		if (f.nominations && f.executions)
			f.nominations.forEach((n, i) =>
				tally(
					votes,
					String(i + 1),
					() => ({ day: i + 1, games: 0, nominations: 0, executions: 0 }),
					(v) => {
						v.games++;
						v.nominations += n;
						v.executions += f.executions![i] ?? 0;
					}
				)
			);
	}

	const byBoard = (a: BoardKey, b: BoardKey) =>
		a.ruleset.localeCompare(b.ruleset) || a.scriptName.localeCompare(b.scriptName);
	return {
		games: rows.length,
		finished: rows.filter((r) => !r.abandoned).length,
		abandoned: rows.filter((r) => r.abandoned).length,
		wins: [...wins.values()].sort(byBoard),
		perMonth: [...months]
			.map(([month, games]) => ({ month, games }))
			.sort((a, b) => a.month.localeCompare(b.month)),
		lengths: [...lengths.values()]
			.map((l) => ({
				...l,
				nights: mean(l.nights, l.games),
				days: mean(l.days, l.games),
				minutes: mean(l.minutes, l.games)
			}))
			.sort(byBoard),
		daysToEnd: [...daysToEnd.values()].sort(
			(a, b) => a.ruleset.localeCompare(b.ruleset) || a.days - b.days
		),
		characters: [...characters.values()].sort(
			(a, b) => b.games - a.games || a.character.id.localeCompare(b.character.id)
		),
		votes: [...votes.values()].sort((a, b) => a.day - b.day)
	};
}

/** A month as `YYYY-MM` in the device's time zone (for `archiveStats`). */
export function localMonth(at: number): string {
	const d = new Date(at);
	return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}

export interface ArchiveFilter {
	/** Board key (`ruleset` NUL `scriptName`), or '' for all. */
	board: string;
	/** Part of a player's name, any case. */
	player: string;
	/** A winning team's id, 'none' for no winner, or '' for all. */
	winner: string;
	/** Inclusive bounds on the game's start, as times; null for open. */
	from: number | null;
	to: number | null;
}

export const boardKey = boardId;

/** The rows a filter keeps. */
export function filterRows<R extends ArchiveRow>(rows: readonly R[], f: ArchiveFilter): R[] {
	const player = f.player.trim().toLocaleLowerCase();
	return rows.filter(
		(r) =>
			(!f.board || boardId(r) === f.board) &&
			(!player || r.archive.seats.some((s) => s.name.toLocaleLowerCase().includes(player))) &&
			(!f.winner ||
				(f.winner === 'none' ? !r.archive.winner : r.archive.winner?.id === f.winner)) &&
			(f.from === null || r.createdAt >= f.from) &&
			(f.to === null || r.createdAt <= f.to)
	);
}
