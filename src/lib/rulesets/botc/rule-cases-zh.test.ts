import { describe, expect, it } from 'vitest';
import type { GameEventBody } from './engine/events';
import { firstDay, nominateAndVote, ok, okAll, remind } from './engine/testing/builders';
import { checkWin } from './engine/win';
import { parsed } from './script-test-helpers';

// Independent rule cases for the characters of 华灯初上 and 山雨欲来 that change who wins: the
// Actors (戏子, 戏子（改）) swap the result, the Mortician (入殓师) becomes the Demon they had
// executed, and their Demons and travellers follow the base rules.

const SCRIPT = parsed([
	'xizi',
	'xizinew',
	'rulianshi',
	'dagengren',
	'daoshi',
	'langzhong',
	'banxian',
	'chimei',
	'qiongqi',
	'hebo'
]);
const execute = (seat: string): GameEventBody => ({ type: 'execution', seat, died: true });
const day1 = (characters: (string | { character: string; traveller: true })[]) =>
	firstDay({ script: SCRIPT, characters });

describe('the Actors swap the result', () => {
	it('戏子: the Demon executed, so evil wins', () => {
		const g = day1(['xizi', 'xizi', 'xizi', 'xizi', 'xizi', 'chimei', 'qiongqi']);
		const won = checkWin(ok(g, execute('s7')));
		expect(won).toMatchObject({ winner: 'evil', code: 'no-demon' });
		expect(won?.caveats[0]?.en).toMatch(/Actor is in play: the result flips/);
	});
	it('戏子（改）: still swapped while its holder is poisoned', () => {
		const chars = ['xizinew', 'daoshi', 'langzhong', 'banxian', 'dagengren', 'chimei', 'qiongqi'];
		const g = okAll(day1(chars), [remind('s1', 'poisoner', 'Poisoned'), execute('s7')]);
		expect(checkWin(g)).toMatchObject({ winner: 'evil', code: 'no-demon' });
	});
});

describe('the Mortician (入殓师)', () => {
	const chars = ['rulianshi', 'daoshi', 'langzhong', 'banxian', 'dagengren', 'chimei', 'qiongqi'];

	it('nominates the Demon, who dies by that execution: no win, they become the Demon', () => {
		const g = ok(nominateAndVote(day1(chars), 's1', 's7', ['s1', 's2', 's3', 's4']), execute('s7'));
		expect(checkWin(g)).toMatchObject({ winner: null, code: 'rulianshi', rule: 'rulianshi' });
		const became = ok(g, {
			type: 'seat/changed',
			seat: 's1',
			character: 'qiongqi',
			how: 'storyteller',
			alignment: 'evil'
		});
		expect(checkWin(became)).toBeNull();
	});
	it('someone else nominated the Demon: good wins', () => {
		const g = ok(nominateAndVote(day1(chars), 's2', 's7', ['s1', 's2', 's3', 's4']), execute('s7'));
		expect(checkWin(g)).toMatchObject({ winner: 'good', code: 'no-demon' });
	});
	it('four players left after the execution: the storyteller decides, and is told why', () => {
		const g = okAll(day1(chars), [
			{ type: 'seat/died', seat: 's2' },
			{ type: 'seat/died', seat: 's3' }
		]);
		const won = checkWin(ok(nominateAndVote(g, 's1', 's7', ['s1', 's4', 's5']), execute('s7')));
		expect(won?.winner).toBe('good');
		expect(won?.caveats.map((c) => c.en).join()).toMatch(/Mortician/);
	});
});

describe('the base rules with their Demons and travellers', () => {
	const chars = [
		'daoshi',
		'langzhong',
		'banxian',
		'dagengren',
		'xizi',
		'chimei',
		'qiongqi',
		{ character: 'hebo', traveller: true } as const
	];
	it('two residents alive with the Demon (the 河伯 traveller not counted): evil wins', () => {
		const g = okAll(
			day1(chars.map((c) => (c === 'xizi' ? 'rulianshi' : c))),
			[1, 2, 3, 4, 5].map((i) => ({ type: 'seat/died' as const, seat: `s${i}` }))
		);
		expect(checkWin(g)).toMatchObject({ winner: 'evil', code: 'two-left' });
	});
});
