import { describe, expect, it } from 'vitest';
import type { GameEventBody } from './events';
import {
	BMR_TOWNSFOLK5,
	firstDay,
	okAll,
	remind,
	TB_TOWNSFOLK5,
	withExtra,
	SNV_TOWNSFOLK5
} from './testing/builders';
import { dawn, dieAll, dusk, execute } from './testing/moves';
import type { GameState } from './types';
import { checkWin } from './win';

// Independent rule cases for the win check: the day's end without an execution, the Mastermind
// only when the Demon's execution ends the game, the Leviathan (with its Mayor jinx), the
// Summoner's deadline, and the experimental Demons and Minions that change who has won.

const noExecution: GameEventBody = { type: 'execution', seat: null, died: false };
/** From a day, on to the day `days` later (dusk and dawn each time). */
const daysLater = (days: number): GameEventBody[] =>
	Array.from({ length: days }, () => [dusk, dawn]).flat();

describe('a day that ends with “no execution” recorded', () => {
	const MAYOR = ['washerwoman', 'librarian', 'mayor', 'chef', 'empath', 'poisoner', 'imp'];
	const threeAlive = () => okAll(firstDay({ characters: MAYOR }), dieAll('s1', 's2', 's4', 's5'));

	it('Mayor: three alive and the day closed without an execution, good wins', () => {
		expect(checkWin(okAll(threeAlive(), [noExecution, dusk]))).toMatchObject({
			winner: 'good',
			code: 'mayor'
		});
		// Already when the day is closed, before dusk; not while it is still open.
		expect(checkWin(okAll(threeAlive(), [noExecution]))).toMatchObject({ code: 'mayor' });
		expect(checkWin(threeAlive())).toBeNull();
	});
	it('Mayor: a player executed who did not die is still an execution, no Mayor win', () => {
		expect(checkWin(okAll(threeAlive(), [execute('s6', false), dusk]))).toBeNull();
	});
	it('Vortox: the day closed without an execution, evil wins', () => {
		const snv = [...SNV_TOWNSFOLK5, 'witch', 'vortox'];
		const g = firstDay({ script: 'snv', characters: snv });
		expect(checkWin(okAll(g, [noExecution, dusk]))).toMatchObject({
			winner: 'evil',
			code: 'vortox'
		});
	});
});

describe('the Mastermind acts only when the Demon’s execution ends the game', () => {
	const script = withExtra('bmr', ['scarletwoman']);
	const chars = [...BMR_TOWNSFOLK5, 'scarletwoman', 'mastermind', 'po'];

	it('the Scarlet Woman takes over: no extra day, nobody wins by the Mastermind', () => {
		const executed = okAll(firstDay({ script, characters: chars }), [execute('s8')]);
		expect(checkWin(executed)).toMatchObject({ winner: null, code: 'scarlet-woman' });
		const caught = okAll(executed, [
			{ type: 'seat/changed', seat: 's6', character: 'po', how: 'scarletwoman' }
		]);
		expect(checkWin(caught)).toBeNull();
		const nextDay = okAll(caught, daysLater(1));
		expect(checkWin(nextDay)).toBeNull();
		// No one executed on that ordinary day: not the Mastermind's evil win.
		expect(checkWin(okAll(nextDay, [noExecution, dusk]))).toBeNull();
	});

	it('the Zombuul only seemed to die: no extra day', () => {
		const zombuul = [...BMR_TOWNSFOLK5, 'mastermind', 'zombuul'];
		const g = okAll(firstDay({ script: 'bmr', characters: zombuul }), [
			execute('s7'),
			remind('s7', 'zombuul', 'Dead')
		]);
		expect(checkWin(g)).toBeNull();
		expect(checkWin(okAll(g, daysLater(1)))).toBeNull();
		expect(checkWin(okAll(g, [...daysLater(1), dusk]))).toBeNull();
	});
});

describe('the Mastermind and the Evil Twin', () => {
	it('the Demon executed while both twins live: no win and no extra day', () => {
		const script = withExtra('snv', ['mastermind']);
		const chars = ['clockmaker', 'dreamer', 'snakecharmer', 'mathematician', 'flowergirl'];
		const g = okAll(
			firstDay({ script, characters: [...chars, 'eviltwin', 'mastermind', 'nodashii'] }),
			[remind('s2', 'eviltwin', 'Twin'), execute('s8')]
		);
		expect(checkWin(g)).toMatchObject({ winner: null, code: 'evil-twin-alive' });
		expect(checkWin(okAll(g, daysLater(1)))).toMatchObject({ code: 'evil-twin-alive' });
	});
});

describe('the Mastermind and Lil’ Monsta', () => {
	it('the babysitter executed is the Demon executed: one more day, then the executee’s team loses', () => {
		const script = withExtra('bmr', ['lilmonsta', 'widow']);
		const chars = [...BMR_TOWNSFOLK5, 'mastermind', 'widow'];
		const g = okAll(firstDay({ script, characters: chars, babysitter: 's7' }), [execute('s7')]);
		expect(checkWin(g)).toMatchObject({ winner: null, code: 'mastermind' });
		const extra = okAll(g, daysLater(1));
		expect(checkWin(extra)).toMatchObject({ winner: null, code: 'mastermind-day' });
		expect(checkWin(okAll(extra, [execute('s1')]))).toMatchObject({
			winner: 'evil',
			code: 'mastermind-executed'
		});
		expect(checkWin(okAll(extra, [noExecution]))).toMatchObject({
			winner: 'evil',
			code: 'mastermind-no-execution'
		});
	});
});

describe('the Mastermind and the Al-Hadikhia (their jinx)', () => {
	it('no extra day: the Al-Hadikhia’s choice that night decides, and the game is good’s at dawn', () => {
		const script = withExtra('bmr', ['alhadikhia']);
		const chars = [...BMR_TOWNSFOLK5, 'mastermind', 'alhadikhia'];
		const g = okAll(firstDay({ script, characters: chars }), [execute('s7')]);
		expect(checkWin(g)).toMatchObject({ winner: null, code: 'mastermind-alhadikhia' });
		expect(checkWin(okAll(g, [dusk]))).toMatchObject({ code: 'mastermind-alhadikhia' });
		expect(checkWin(okAll(g, daysLater(1)))).toMatchObject({ winner: 'good', code: 'no-demon' });
	});
});

describe('the Leviathan', () => {
	const script = withExtra('tb', ['leviathan']);
	const LEV = ['washerwoman', 'librarian', 'mayor', 'chef', 'empath', 'poisoner', 'leviathan'];
	const day5 = () => okAll(firstDay({ script, characters: LEV }), daysLater(4));

	it('day 5 is still play; once it ends (with one good execution at most), evil wins', () => {
		const g = okAll(day5(), [execute('s1')]);
		expect(g.phase).toEqual({ kind: 'day', n: 5 });
		expect(checkWin(g)).toBeNull();
		expect(checkWin(okAll(g, [dusk]))).toMatchObject({
			winner: 'evil',
			code: 'leviathan-day-5'
		});
	});
	it('jinxed with the Mayor: day 5 ends with no execution while both live, good wins', () => {
		expect(checkWin(okAll(day5(), [noExecution, dusk]))).toMatchObject({
			winner: 'good',
			code: 'leviathan-mayor',
			rule: 'mayor'
		});
		expect(checkWin(okAll(day5(), [noExecution]))).toMatchObject({ code: 'leviathan-mayor' });
		// With the Mayor dead, the Leviathan's own rule: evil wins.
		expect(checkWin(okAll(day5(), [...dieAll('s3'), noExecution, dusk]))).toMatchObject({
			winner: 'evil',
			code: 'leviathan-day-5'
		});
	});
	it('jinxed with the Grandmother: the Grandchild executed, evil wins at once', () => {
		const chars = LEV.map((c) => (c === 'washerwoman' ? 'grandmother' : c));
		const s = withExtra('tb', ['leviathan', 'grandmother']);
		const g = okAll(firstDay({ script: s, characters: chars }), [
			remind('s2', 'grandmother', 'Grandchild'),
			execute('s2')
		]);
		expect(checkWin(g)).toMatchObject({ winner: 'evil', code: 'leviathan-grandchild' });
	});
	it('executing the Leviathan on day 5: good wins', () => {
		expect(checkWin(okAll(day5(), [execute('s7')]))).toMatchObject({ winner: 'good' });
	});
});

describe('the Summoner', () => {
	const CAR = ['steward', 'knight', 'noble', 'shugenja', 'pixie', 'general', 'summoner'];
	const day1 = () => firstDay({ script: 'carousel', characters: CAR });

	it('no Demon is no win for good until the third night', () => {
		expect(checkWin(okAll(day1(), daysLater(1)))).toBeNull();
		expect(checkWin(okAll(day1(), [...daysLater(1), dusk]))).toBeNull();
	});
	it('no Demon made by day 3: the Summoner failed, good wins', () => {
		expect(checkWin(okAll(day1(), daysLater(2)))).toMatchObject({
			winner: 'good',
			code: 'no-demon'
		});
	});
	it('a Demon made on the third night plays on', () => {
		const made = okAll(day1(), [
			...daysLater(1),
			dusk,
			{ type: 'seat/character', seat: 's1', character: 'ojo' },
			dawn
		]);
		expect(checkWin(made)).toBeNull();
	});
});

describe('the base rules with experimental characters', () => {
	const CAR = (demon: string, minion = 'goblin') => [
		'steward',
		'knight',
		'noble',
		'shugenja',
		'pixie',
		minion,
		demon
	];
	const day1 = (demon: string, minion?: string): GameState =>
		firstDay({ script: 'carousel', characters: CAR(demon, minion) });

	it('two alive with a living Demon: evil wins; the Demon dead with two alive: good wins', () => {
		expect(checkWin(okAll(day1('ojo'), dieAll('s1', 's2', 's3', 's4', 's5')))).toMatchObject({
			winner: 'evil',
			code: 'two-left'
		});
		expect(checkWin(okAll(day1('ojo'), dieAll('s1', 's2', 's3', 's4', 's7')))).toMatchObject({
			winner: 'good'
		});
	});
	it('a Lleech executed but not dead (its host lives): no win', () => {
		expect(checkWin(okAll(day1('lleech'), [execute('s7', false)]))).toBeNull();
	});
	it('Legion: good wins only when every Legion is dead', () => {
		const g = okAll(day1('legion', 'legion'), [execute('s7')]);
		expect(checkWin(g)).toBeNull();
		expect(checkWin(okAll(g, dieAll('s6')))).toMatchObject({ winner: 'good', code: 'no-demon' });
	});
	it('the Boomdandy executed: no win by itself; a later win names the Boomdandy', () => {
		const g = okAll(day1('kazali', 'boomdandy'), [execute('s6')]);
		expect(checkWin(g)).toBeNull();
		const won = checkWin(okAll(g, dieAll('s7')));
		expect(won?.winner).toBe('good');
		expect(won?.caveats.map((c) => c.en).join()).toMatch(/Boomdandy/);
	});
	it('Al-Hadikhia, Yaggababble, Kazali, Ojo: the Demon executed, good wins', () => {
		for (const demon of ['alhadikhia', 'yaggababble', 'kazali', 'ojo'])
			expect(checkWin(okAll(day1(demon), [execute('s7')])), demon).toMatchObject({
				winner: 'good',
				code: 'no-demon'
			});
	});
	it('Lil’ Monsta: the babysitter executed, good wins', () => {
		const g = firstDay({
			script: 'carousel',
			characters: ['steward', 'knight', 'noble', 'shugenja', 'pixie', 'widow', 'goblin'],
			babysitter: 's6'
		});
		expect(checkWin(g)).toBeNull();
		expect(checkWin(okAll(g, [execute('s6')]))).toMatchObject({ winner: 'good' });
	});
	it('Atheist: no Demon is no win for good, and two alive is a win for evil', () => {
		const atheist = ['steward', 'knight', 'noble', 'shugenja', 'pixie', 'general', 'atheist'];
		const g = firstDay({ script: 'carousel', characters: atheist });
		expect(checkWin(okAll(g, [execute('s7')]))).toBeNull();
		expect(checkWin(okAll(g, dieAll('s1', 's2', 's3', 's4', 's5')))).toMatchObject({
			winner: 'evil',
			code: 'two-left'
		});
	});
	it('Heretic: the Saint executed hands the win to good; the Mayor’s win goes to evil', () => {
		const script = withExtra('tb', ['heretic']);
		const saint = ['heretic', 'librarian', 'saint', 'chef', 'empath', 'poisoner', 'imp'];
		expect(checkWin(okAll(firstDay({ script, characters: saint }), [execute('s3')]))).toMatchObject(
			{ winner: 'good', code: 'saint' }
		);
		const mayor = ['heretic', 'librarian', 'mayor', 'chef', 'empath', 'poisoner', 'imp'];
		const three = okAll(firstDay({ script, characters: mayor }), [
			...dieAll('s2', 's4', 's5', 's6'),
			noExecution,
			dusk
		]);
		expect(checkWin(three)).toMatchObject({ winner: 'evil', code: 'mayor' });
	});
	it('the Saint executed but not killed: evil does not win', () => {
		const tb = [...TB_TOWNSFOLK5.slice(0, 4), 'saint', 'poisoner', 'imp'];
		expect(checkWin(okAll(firstDay({ characters: tb }), [execute('s5', false)]))).toBeNull();
	});
});
