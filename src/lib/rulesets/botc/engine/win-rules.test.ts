import { describe, expect, it } from 'vitest';
import facts from '$lib/rulesets/botc/data/characters.json';
import type { GameEventBody } from './events';
import {
	BMR_TOWNSFOLK5,
	firstDay,
	okAll,
	remind,
	SNV_TOWNSFOLK5,
	TB_TOWNSFOLK5
} from './testing/builders';
import type { GameState } from './types';
import { checkWin } from './win';
import { ENDS_GAME } from './win-rules';

const byId = new Map(facts.characters.map((c) => [c.id, c]));

describe('ENDS_GAME', () => {
	it('names official characters only, each with words in both languages', () => {
		for (const [id, rule] of Object.entries(ENDS_GAME)) {
			expect(byId.has(id), id).toBe(true);
			const words = rule.judged === 'engine' ? rule.how : rule.note;
			expect(words['zh-CN'], id).toMatch(/\p{Script=Han}/u);
			expect(words.en, id).toMatch(/[a-z]/);
		}
	});

	it('judges every character the engine claims to (each engine rule has a case below)', () => {
		const judged = Object.entries(ENDS_GAME)
			.filter(([, r]) => r.judged === 'engine')
			.map(([id]) => id)
			.sort();
		expect(judged).toEqual(
			[
				'eviltwin',
				'fearmonger',
				'goblin',
				'heretic',
				'leviathan',
				'lilmonsta',
				'mastermind',
				'mayor',
				'rulianshi',
				'saint',
				'scarletwoman',
				'summoner',
				'vortox',
				'xizi',
				'xizinew',
				'zombuul'
			].sort()
		);
	});
});

const poison = (seat: string) => remind(seat, 'poisoner', 'Poisoned');
const execute = (seat: string): GameEventBody => ({ type: 'execution', seat, died: true });

function day1(characters: string[], script?: 'tb' | 'bmr' | 'snv' | 'carousel'): GameState {
	return firstDay(script ? { script, characters } : { characters });
}

describe('checkWin: abilities that end the game', () => {
	const TB = ['washerwoman', 'librarian', 'saint', 'chef', 'empath', 'poisoner', 'imp'];

	it('Saint executed while sober: evil wins; poisoned: no win, and it says why', () => {
		expect(checkWin(okAll(day1(TB), [execute('s3')]))).toMatchObject({
			winner: 'evil',
			code: 'saint',
			rule: 'saint'
		});
		const poisoned = checkWin(okAll(day1(TB), [poison('s3'), execute('s3')]));
		expect(poisoned).toBeNull();
	});

	it('Scarlet Woman: the Demon dying with five or more alive is no win for good', () => {
		const chars = [...TB_TOWNSFOLK5, 'scarletwoman', 'imp'];
		const s = checkWin(okAll(day1(chars), [execute('s7')]));
		expect(s).toMatchObject({ winner: null, code: 'scarlet-woman', rule: 'scarletwoman' });
		expect(s?.message.en).toMatch(/Scarlet Woman becomes the Demon/);
		// Poisoned: good wins, and the banner says the Scarlet Woman did not take over.
		const p = checkWin(okAll(day1(chars), [poison('s6'), execute('s7')]));
		expect(p).toMatchObject({ winner: 'good', code: 'no-demon' });
		expect(p?.caveats.map((c) => c.en).join()).toMatch(/Scarlet Woman is drunk or poisoned/);
		// Four alive when the Demon dies (three after): good wins.
		const few = okAll(day1(chars), [
			{ type: 'seat/died', seat: 's1' },
			{ type: 'seat/died', seat: 's2' },
			{ type: 'seat/died', seat: 's3' },
			execute('s7')
		]);
		expect(checkWin(few)).toMatchObject({ winner: 'good', code: 'no-demon' });
	});

	it('Mastermind: the Demon executed means one more day', () => {
		const chars = [...BMR_TOWNSFOLK5, 'mastermind', 'po'];
		const s = checkWin(okAll(day1(chars, 'bmr'), [execute('s7')]));
		expect(s).toMatchObject({ winner: null, code: 'mastermind' });
		// Killed at night instead: no extra day.
		const night = okAll(day1(chars, 'bmr'), [{ type: 'seat/died', seat: 's7' }]);
		expect(checkWin(night)).toMatchObject({ winner: 'good' });
	});

	it('Zombuul: a death that only looks like one is not a win for good', () => {
		const chars = [...BMR_TOWNSFOLK5, 'godfather', 'zombuul'];
		const looks = okAll(day1(chars, 'bmr'), [execute('s7'), remind('s7', 'zombuul', 'Dead')]);
		expect(checkWin(looks)).toBeNull();
		expect(checkWin(okAll(day1(chars, 'bmr'), [execute('s7')]))).toMatchObject({ winner: 'good' });
	});

	it('Evil Twin: no good win while both twins live; the good twin executed: evil wins', () => {
		const chars = [...SNV_TOWNSFOLK5, 'eviltwin', 'nodashii'];
		const twin = remind('s2', 'eviltwin', 'Twin');
		expect(checkWin(okAll(day1(chars, 'snv'), [twin, execute('s7')]))).toMatchObject({
			winner: null,
			code: 'evil-twin-alive'
		});
		expect(checkWin(okAll(day1(chars, 'snv'), [twin, execute('s2')]))).toMatchObject({
			winner: 'evil',
			code: 'evil-twin-executed'
		});
		// With the Evil Twin dead, the twin's execution ends nothing.
		expect(
			checkWin(okAll(day1(chars, 'snv'), [twin, { type: 'seat/died', seat: 's6' }, execute('s2')]))
		).toBeNull();
	});

	it('Vortox: a day with no execution, evil wins (the night after it)', () => {
		const chars = [...SNV_TOWNSFOLK5, 'witch', 'vortox'];
		const dusk = okAll(day1(chars, 'snv'), [{ type: 'night/started' }]);
		expect(checkWin(dusk)).toMatchObject({ winner: 'evil', code: 'vortox' });
		const executed = okAll(day1(chars, 'snv'), [execute('s1'), { type: 'night/started' }]);
		expect(checkWin(executed)).toBeNull();
		const poisoned = okAll(day1(chars, 'snv'), [poison('s7'), { type: 'night/started' }]);
		expect(checkWin(poisoned)).toBeNull();
	});

	it('Mayor: three alive and a day with no execution, good wins', () => {
		const chars = ['washerwoman', 'librarian', 'mayor', 'chef', 'empath', 'poisoner', 'imp'];
		const three = okAll(
			day1(chars),
			[1, 2, 4, 5].map((i) => ({ type: 'seat/died' as const, seat: `s${i}` }))
		);
		expect(checkWin(three)).toBeNull();
		expect(checkWin(okAll(three, [{ type: 'night/started' }]))).toMatchObject({
			winner: 'good',
			code: 'mayor'
		});
	});

	it('Goblin claimed and executed: evil wins; unclaimed, nothing', () => {
		const chars = ['steward', 'knight', 'noble', 'shugenja', 'pixie', 'goblin', 'kazali'];
		const claimed = remind('s6', 'goblin', 'Claimed');
		expect(checkWin(okAll(day1(chars, 'carousel'), [claimed, execute('s6')]))).toMatchObject({
			winner: 'evil',
			code: 'goblin'
		});
		expect(checkWin(okAll(day1(chars, 'carousel'), [execute('s6')]))).toBeNull();
	});

	it('Heretic flips the winner, and says so', () => {
		const chars = ['steward', 'knight', 'heretic', 'shugenja', 'pixie', 'goblin', 'kazali'];
		const s = checkWin(okAll(day1(chars, 'carousel'), [execute('s7')]));
		expect(s).toMatchObject({ winner: 'evil', code: 'no-demon' });
		expect(s?.caveats[0]?.en).toMatch(/Heretic.*flips/);
	});

	it('Leviathan: two good players executed, evil wins', () => {
		const chars = ['steward', 'knight', 'noble', 'shugenja', 'pixie', 'goblin', 'leviathan'];
		const g = okAll(day1(chars, 'carousel'), [
			execute('s1'),
			{ type: 'night/started' },
			{ type: 'day/started' }
		]);
		expect(checkWin(g)).toBeNull();
		expect(checkWin(okAll(g, [execute('s2')]))).toMatchObject({
			winner: 'evil',
			code: 'leviathan-executions'
		});
	});

	it('characters only the storyteller can judge are named beside a suggested win', () => {
		const chars = [
			'clockmaker',
			'dreamer',
			'snakecharmer',
			'mathematician',
			'klutz',
			'witch',
			'nodashii'
		];
		const s = checkWin(okAll(day1(chars, 'snv'), [execute('s7')]));
		expect(s?.winner).toBe('good');
		expect(s?.caveats.map((c) => c.en).join()).toMatch(/Klutz is in play/);
	});
});
