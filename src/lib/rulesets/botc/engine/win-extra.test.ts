import { describe, expect, it } from 'vitest';
import { dawnChanges } from './night';
import { bmr7, firstDay, firstNight, okAll, remind } from './testing/builders';
import type { GameEventBody } from './events';
import type { GameState } from './types';
import { checkWin } from './win';

const execute = (seat: string, died = true): GameEventBody => ({ type: 'execution', seat, died });
const night: GameEventBody = { type: 'night/started' };
const day: GameEventBody = { type: 'day/started' };

// Bad Moon Rising: s1 … s5 Townsfolk, s6 Mastermind, s7 Po.
const MASTERMIND = bmr7('mastermind', 'po');
const extraDay = (): GameState =>
	okAll(firstDay({ script: 'bmr', characters: MASTERMIND }), [execute('s7'), night, day]);

describe('the Mastermind’s extra day', () => {
	it('no winner at its dawn: whoever is executed that day, their team loses', () => {
		expect(checkWin(extraDay())).toMatchObject({ winner: null, code: 'mastermind-day' });
	});

	it('a good player executed on the extra day: evil wins', () => {
		expect(checkWin(okAll(extraDay(), [execute('s1')]))).toMatchObject({
			winner: 'evil',
			code: 'mastermind-executed',
			rule: 'mastermind'
		});
	});

	it('an evil player (the Mastermind) executed on the extra day: good wins', () => {
		expect(checkWin(okAll(extraDay(), [execute('s6')]))).toMatchObject({
			winner: 'good',
			code: 'mastermind-executed'
		});
	});

	it('no execution on the extra day: evil wins at the night after it', () => {
		expect(checkWin(okAll(extraDay(), [night]))).toMatchObject({
			winner: 'evil',
			code: 'mastermind-no-execution'
		});
	});

	it('a poisoned Mastermind gives no extra day: good wins at once', () => {
		const poisoned = okAll(firstDay({ script: 'bmr', characters: MASTERMIND }), [
			remind('s6', 'nodashii', 'Poisoned'),
			execute('s7'),
			night,
			day
		]);
		expect(checkWin(poisoned)).toMatchObject({ winner: 'good', code: 'no-demon' });
	});
});

// Bad Moon Rising: s7 Zombuul.
const ZOMBUUL = bmr7('godfather', 'zombuul');

describe('the Zombuul’s second death', () => {
	const looksDead = () =>
		okAll(firstDay({ script: 'bmr', characters: ZOMBUUL }), [
			execute('s7'),
			remind('s7', 'zombuul', 'Dead')
		]);

	it('its first death only looks like one: no win', () => {
		expect(checkWin(looksDead())).toBeNull();
		expect(checkWin(okAll(looksDead(), [night]))).toBeNull();
	});

	it('executed again on a later day: good wins', () => {
		const again = okAll(looksDead(), [night, day, execute('s7')]);
		expect(checkWin(again)).toMatchObject({ winner: 'good', code: 'no-demon' });
	});
});

describe('the dawn report by day', () => {
	it('stays last night’s: today’s execution is not added to it', () => {
		const night1 = firstNight();
		const dawn = okAll(night1, [{ type: 'seat/died', seat: 's1' }, day]);
		expect(dawnChanges(dawn)).toEqual({ died: ['s1'], revived: [] });
		expect(dawnChanges(okAll(dawn, [execute('s2')]))).toEqual({ died: ['s1'], revived: [] });
	});
});
