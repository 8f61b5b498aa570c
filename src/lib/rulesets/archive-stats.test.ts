import { describe, expect, it } from 'vitest';
import type { AnyGameState, Rules } from '../engine/ruleset';
import { type ArchiveRow, archiveStats, filterRows } from './archive-stats';
import { botcRules } from './botc/rules';
import { BMR_TOWNSFOLK5, SNV_TOWNSFOLK5, TB7, Table } from './botc/engine/testing/builders';
import { chenquRules } from './werewolf-chenqu/rules';
import { TestGame } from './werewolf-chenqu/testing';
import { i01Rules } from './werewolf-i01/rules';
import { type Scenario, drawBeforeTheBlade, piperBeforeTheWin } from './werewolf-i01/testing';

// Every stat counted from games played through the engines, the way the screens drive them,
// and read back from the rows their rule sets write (no log is read by the stats).

const utcMonth = (at: number) => new Date(at).toISOString().slice(0, 7);

function rowOf<S extends AnyGameState>(rules: Rules<S>, state: S, abandoned = false): ArchiveRow {
	const row = rules.summary(state);
	const archive = row.archive ?? rules.archive!(state);
	return {
		...row,
		id: `${state.ruleset}-${row.scriptName}-${state.createdAt}`,
		archive,
		abandoned
	};
}

const execute = (t: Table, nominator: string, nominee: string, voters: string[]) =>
	t
		.do({ type: 'nomination/opened', nominator, nominee })
		.do({ type: 'nomination/voted', voters })
		.do({ type: 'execution', seat: nominee, died: true });

/** Trouble Brewing, 7 players: a Townsfolk executed on day 1, the Imp on day 2; good wins. */
function tbGoodWin(): Table {
	const t = new Table({ characters: TB7, name: 'TB' });
	t.do({ type: 'night/started' }).do({ type: 'day/started' });
	execute(t, 's7', 's1', ['s7', 's6', 's2', 's3']);
	t.do({ type: 'night/started' }).do({ type: 'seat/died', seat: 's2' }).do({ type: 'day/started' });
	t.do({ type: 'nomination/opened', nominator: 's3', nominee: 's4' }).do({
		type: 'nomination/voted',
		voters: ['s3']
	});
	execute(t, 's4', 's7', ['s3', 's4', 's5', 's1']);
	return t.do({ type: 'game/ended', winner: 'good', reason: 'The Imp was executed' });
}

/** Bad Moon Rising with a traveller (the Judge, evil): evil wins on day 1 with no execution. */
function bmrEvilWinWithTraveller(): Table {
	const t = new Table({
		script: 'bmr',
		characters: [
			...BMR_TOWNSFOLK5,
			'assassin',
			'po',
			{ character: 'judge', traveller: true, alignment: 'evil' }
		]
	});
	t.do({ type: 'night/started' }).do({ type: 'day/started' });
	return t.do({ type: 'game/ended', winner: 'evil', reason: '' });
}

/** Sects & Violets: the Pit-Hag turns the Clockmaker into a Sage; good wins on day 2. */
function snvChangeGoodWin(): Table {
	const t = new Table({ script: 'snv', characters: [...SNV_TOWNSFOLK5, 'pithag', 'vortox'] });
	t.do({ type: 'night/started' }).do({ type: 'day/started' });
	t.do({ type: 'night/started' })
		.do({ type: 'seat/changed', seat: 's1', character: 'sage', how: 'pithag' })
		.do({ type: 'day/started' });
	execute(t, 's1', 's7', ['s1', 's2', 's3', 's4']);
	return t.do({ type: 'game/ended', winner: 'good', reason: '' });
}

/** Trouble Brewing left on day 1 after one nomination: no winner. */
function tbAbandoned(): Table {
	const t = new Table({ characters: TB7, name: 'left' });
	t.do({ type: 'night/started' }).do({ type: 'day/started' });
	return t
		.do({ type: 'nomination/opened', nominator: 's1', nominee: 's2' })
		.do({ type: 'nomination/voted', voters: ['s1'] });
}

/** 沉取场: every villager but one put out; the wolves win. */
function chenquWolvesWin(): TestGame {
	const g = new TestGame().start();
	for (const id of ['hunter', 'idiot', 'princess', 'slanderer', 'assassin', 'cupid', 'elder'])
		g.do({ type: 'director/out', seat: id, reason: '测试' });
	g.do({ type: 'director/out', seat: 'citizen1', reason: '测试' });
	return g;
}

/** I01: the piper charms the last werewolf on night 4 and wins (the engine's own scenario). */
function i01PiperWin(): Scenario {
	const g = piperBeforeTheWin();
	g.do({ type: 'i01/start-day' }, { type: 'i01/close-day' });
	g.night({ charm: ['s12', 's8'], kill: ['s8', 's12'] });
	return g;
}

/** I01: a draw, when the last werewolf's blade takes the last special villager. */
function i01Draw(): Scenario {
	const g = drawBeforeTheBlade();
	g.do({ type: 'i01/start-day' }).vote({ s1: 's8' });
	return g.do({ type: 'i01/blade', target: 's1' });
}

function allRows(): ArchiveRow[] {
	return [
		rowOf(botcRules, tbGoodWin().state),
		rowOf(botcRules, bmrEvilWinWithTraveller().state),
		rowOf(botcRules, snvChangeGoodWin().state),
		rowOf(botcRules, tbAbandoned().state, true),
		rowOf(chenquRules, chenquWolvesWin().s),
		rowOf(i01Rules, i01PiperWin().state),
		rowOf(i01Rules, i01Draw().state)
	];
}

describe('archive facts, as each rule set writes them on a finished game’s row', () => {
	it('a finished game’s row carries its facts; an unfinished one does not', () => {
		expect(botcRules.summary(tbGoodWin().state).archive).toBeDefined();
		expect(botcRules.summary(tbAbandoned().state).archive).toBeUndefined();
		expect(i01Rules.summary(i01PiperWin().state).archive?.winner?.id).toBe('piper');
		expect(chenquRules.summary(chenquWolvesWin().s).archive?.winner?.id).toBe('wolf');
	});

	it('BotC: winner, length, seats, nominations and executions per day, key lines', () => {
		const f = botcRules.summary(tbGoodWin().state).archive!;
		expect(f.winner).toEqual({ id: 'good', name: { 'zh-CN': '善良', en: 'Good' } });
		expect([f.nights, f.days]).toEqual([2, 2]);
		expect(f.minutes).toBeGreaterThanOrEqual(0);
		expect(f.nominations).toEqual([1, 2]);
		expect(f.executions).toEqual([1, 1]);
		expect(f.seats.map((s) => [s.name, s.character?.id, s.side?.id, s.alive])).toEqual([
			[expect.any(String), 'washerwoman', 'good', false],
			[expect.any(String), 'librarian', 'good', false],
			[expect.any(String), 'investigator', 'good', true],
			[expect.any(String), 'chef', 'good', true],
			[expect.any(String), 'empath', 'good', true],
			[expect.any(String), 'poisoner', 'evil', true],
			[expect.any(String), 'imp', 'evil', false]
		]);
		expect(f.lines[0]?.en).toBe('Good wins: The Imp was executed');
		expect(f.lines.map((l) => l.en)).toContain('Night 2: ' + f.seats[1]!.name + ' died');
	});

	it('BotC: a traveller keeps its own side; a character change keeps who the player was', () => {
		const bmr = botcRules.summary(bmrEvilWinWithTraveller().state).archive!;
		expect(bmr.seats.at(-1)).toMatchObject({ traveller: true, side: { id: 'evil' } });
		const snv = botcRules.summary(snvChangeGoodWin().state).archive!;
		expect(snv.changes).toBe(1);
		expect(snv.seats[0]).toMatchObject({ character: { id: 'sage' }, was: { id: 'clockmaker' } });
		expect(snv.lines.some((l) => l.en.includes('→'))).toBe(true);
	});

	it('a game with no winner: an abandoned BotC game and an I01 draw', () => {
		const left = botcRules.archive!(tbAbandoned().state);
		expect([left.winner, left.endedAt, left.days, left.nominations]).toEqual([null, null, 1, [1]]);
		const draw = i01Rules.summary(i01Draw().state).archive!;
		expect(draw.winner).toBeNull();
		expect(draw.endedAt).not.toBeNull();
		expect(draw.lines[0]?.['zh-CN']).toMatch(/^平局/);
	});
});

describe('archive stats', () => {
	const stats = archiveStats(allRows(), utcMonth);

	it('counts games, finished and abandoned', () => {
		expect([stats.games, stats.finished, stats.abandoned]).toEqual([7, 6, 1]);
	});

	it('wins by team per script (BotC) and winners per rule set (werewolf)', () => {
		const wins = Object.fromEntries(
			stats.wins.map((w) => [
				`${w.ruleset}/${w.scriptName}`,
				[w.games, w.noWinner, Object.fromEntries(w.wins.map((x) => [x.side.id, x.games]))]
			])
		);
		expect(wins).toEqual({
			'botc/Trouble Brewing': [2, 1, { good: 1 }],
			'botc/Bad Moon Rising': [1, 0, { evil: 1 }],
			'botc/Sects & Violets': [1, 0, { good: 1 }],
			'werewolf-chenqu/沉取场': [1, 0, { wolf: 1 }],
			'werewolf-i01/I01': [2, 1, { piper: 1 }]
		});
	});

	it('games per month', () => {
		expect(stats.perMonth).toEqual([
			{ month: '2023-11', games: 1 },
			{ month: '2026-01', games: 6 }
		]);
	});

	it('game length per board (finished games only) and days to the end per rule set', () => {
		const tb = stats.lengths.find((l) => l.scriptName === 'Trouble Brewing')!;
		expect([tb.games, tb.nights, tb.days]).toEqual([1, 2, 2]);
		const i01 = stats.lengths.find((l) => l.ruleset === 'werewolf-i01')!;
		expect(i01.games).toBe(2);
		const days = (ruleset: string) =>
			stats.daysToEnd.filter((d) => d.ruleset === ruleset).map((d) => [d.days, d.games]);
		const piper = i01Rules.summary(i01PiperWin().state).archive!.days;
		const draw = i01Rules.summary(i01Draw().state).archive!.days;
		expect([piper, draw]).toEqual([4, 4]);
		expect(days('werewolf-i01')).toEqual([[4, 2]]);
		expect(days('werewolf-chenqu')).toHaveLength(1);
		expect(days('botc')).toEqual([
			[1, 1],
			[2, 2]
		]);
	});

	it('per character: games in play and its team’s win rate (a change counts both)', () => {
		const c = (ruleset: string, id: string) =>
			stats.characters.find((x) => x.ruleset === ruleset && x.character.id === id);
		expect(c('botc', 'imp')).toMatchObject({ games: 1, decided: 1, won: 0 });
		expect(c('botc', 'washerwoman')).toMatchObject({ games: 1, decided: 1, won: 1 });
		expect(c('botc', 'clockmaker')).toMatchObject({ games: 1, won: 1 });
		expect(c('botc', 'sage')).toMatchObject({ games: 1, won: 1 });
		expect(c('botc', 'judge')).toMatchObject({ games: 1, decided: 1, won: 1 });
		// The abandoned game counts nowhere here.
		expect(c('botc', 'poisoner')).toMatchObject({ games: 1, won: 0 });
		expect(c('werewolf-i01', 'piper')).toMatchObject({ games: 2, decided: 1, won: 1 });
	});

	it('nominations and executions per day (BotC games that ended)', () => {
		expect(stats.votes).toEqual([
			{ day: 1, games: 3, nominations: 1, executions: 1 },
			{ day: 2, games: 2, nominations: 3, executions: 2 }
		]);
	});

	it('filters by board, player, winner and date', () => {
		const rows = allRows();
		const base = { board: '', player: '', winner: '', from: null, to: null };
		expect(filterRows(rows, { ...base, winner: 'good' })).toHaveLength(2);
		expect(filterRows(rows, { ...base, winner: 'none' })).toHaveLength(2);
		expect(filterRows(rows, { ...base, board: 'botc\u0000Trouble Brewing' })).toHaveLength(2);
		const someone = rows[0]!.archive.seats[0]!.name;
		expect(filterRows(rows, { ...base, player: someone.toUpperCase() }).length).toBeGreaterThan(0);
		expect(filterRows(rows, { ...base, to: Date.UTC(2024, 0, 1) })).toHaveLength(1);
	});
});

describe('archive CSV', () => {
	it('one row per game and one per seat, BOM, quoted, parsing back to the same numbers', async () => {
		const { gamesCsv, seatsCsv, parseCsv, BOM } = await import('./archive-csv');
		const rows = allRows();
		rows[0] = {
			...rows[0]!,
			name: '=Say "hi", 1+1',
			archive: {
				...rows[0]!.archive,
				seats: rows[0]!.archive.seats.map((s, i) => (i ? s : { ...s, name: '张三,\n"李"' }))
			}
		};
		const words = {
			games: [
				'id',
				'date',
				'name',
				'board',
				'status',
				'players',
				'winner',
				'n',
				'd',
				'min',
				'nom',
				'ex'
			],
			seats: [
				'id',
				'date',
				'board',
				'seat',
				'name',
				'character',
				'was',
				'side',
				'alive',
				'trav',
				'won'
			],
			board: (r: ArchiveRow) => r.scriptName,
			character: (_r: ArchiveRow, _id: string, stored: string) => stored,
			status: (r: ArchiveRow) => (r.abandoned ? 'abandoned' : 'finished'),
			yes: '是',
			no: '否',
			date: (at: number) => new Date(at).toISOString()
		};
		const games = gamesCsv(rows, 'zh-CN', words);
		expect(games.startsWith(BOM)).toBe(true);
		const parsed = parseCsv(games);
		expect(parsed).toHaveLength(rows.length + 1);
		expect(parsed[1]![2]).toBe('\'=Say "hi", 1+1');
		expect(parsed.slice(1).map((r) => Number(r[5]))).toEqual(
			rows.map((r) => r.archive.seats.length)
		);
		expect(parsed[1]!.slice(7).map(Number)).toEqual([2, 2, rows[0]!.archive.minutes, 3, 2]);
		expect(parsed[1]![6]).toBe('善良');
		const seats = parseCsv(seatsCsv(rows, 'zh-CN', words));
		expect(seats).toHaveLength(1 + rows.reduce((n, r) => n + r.archive.seats.length, 0));
		expect(seats[1]![4]).toBe('张三,\n"李"');
		expect(seats[1]!.slice(8)).toEqual(['否', '否', '是']);
	});
});
