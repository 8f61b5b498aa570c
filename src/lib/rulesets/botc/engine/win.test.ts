import { describe, expect, it } from 'vitest';
import { firstDay, firstNight, game, ok, okAll, TB7, TB_TOWNSFOLK5 } from './testing/builders';
import { checkWin } from './win';

describe('checkWin', () => {
	it('suggests nothing during setup, or while the game goes on', () => {
		expect(checkWin(game({ characters: TB7 }))).toBeNull();
		expect(checkWin(firstNight())).toBeNull();
		expect(checkWin(firstDay())).toBeNull();
	});

	it('good wins when no Demon is alive', () => {
		const s = ok(firstDay(), { type: 'execution', seat: 's7', died: true });
		expect(checkWin(s)).toMatchObject({ winner: 'good', code: 'no-demon' });
		expect(checkWin(s)?.message.en).toMatch(/good/i);
		expect(checkWin(s)?.message['zh-CN']).toMatch(/善良/);
	});

	it('a new Demon (Scarlet Woman, star-pass) keeps the game going', () => {
		const s = okAll(
			firstDay({
				characters: [...TB_TOWNSFOLK5, 'scarletwoman', 'imp']
			}),
			[
				{ type: 'execution', seat: 's7', died: true },
				{ type: 'seat/character', seat: 's6', character: 'imp' }
			]
		);
		expect(checkWin(s)).toBeNull();
	});

	it('evil wins when two players are alive, travellers not counted', () => {
		const s = okAll(
			firstDay({
				characters: [...TB7, { character: 'thief', traveller: true }]
			}),
			[1, 2, 3, 4, 5].map((i) => ({ type: 'seat/died' as const, seat: `s${i}` }))
		);
		// s6, s7 and the traveller s8 are alive.
		expect(checkWin(s)).toMatchObject({ winner: 'evil', code: 'two-left' });
		expect(checkWin(ok(s, { type: 'seat/revived', seat: 's1' }))).toBeNull();
	});

	it('when both hold, good wins', () => {
		const s = okAll(
			firstDay(),
			[1, 2, 3, 4, 7].map((i) => ({ type: 'seat/died' as const, seat: `s${i}` }))
		);
		expect(checkWin(s)).toMatchObject({ winner: 'good', code: 'no-demon' });
	});

	it('a traveller who is a Demon-like character does not count', () => {
		const s = ok(firstDay({ characters: [...TB7, { character: 'imp', traveller: true }] }), {
			type: 'seat/died',
			seat: 's7'
		});
		expect(checkWin(s)?.winner).toBe('good');
	});

	it('Lil’ Monsta: the babysitter is the Demon', () => {
		const chars = ['steward', 'knight', 'noble', 'shugenja', 'pixie', 'goblin', 'psychopath'];
		const g = firstNight({ script: 'carousel', characters: chars, babysitter: 's6' });
		expect(checkWin(g)).toBeNull();
		expect(checkWin(ok(g, { type: 'seat/died', seat: 's6' }))?.winner).toBe('good');
		expect(checkWin(ok(g, { type: 'seat/died', seat: 's7' }))).toBeNull();
	});

	it('Summoner: no Demon yet is no win for good while the Summoner lives', () => {
		const g = firstNight({
			script: 'carousel',
			characters: ['steward', 'knight', 'noble', 'shugenja', 'pixie', 'general', 'summoner']
		});
		expect(checkWin(g)).toBeNull();
		expect(checkWin(ok(g, { type: 'seat/died', seat: 's7' }))?.winner).toBe('good');
	});

	it('Atheist: a game with no evil characters is not won by good at once', () => {
		const g = firstNight({
			script: 'carousel',
			characters: ['steward', 'knight', 'noble', 'shugenja', 'pixie', 'general', 'atheist']
		});
		expect(checkWin(g)).toBeNull();
	});

	it('suggests nothing once the game has ended', () => {
		const s = okAll(firstDay(), [
			{ type: 'execution', seat: 's7', died: true },
			{ type: 'game/ended', winner: 'good', reason: 'Demon executed' }
		]);
		expect(checkWin(s)).toBeNull();
	});
});
