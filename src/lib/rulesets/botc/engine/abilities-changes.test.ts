import { describe, expect, it } from 'vitest';
import { suggestAnswer } from '../answers';
import { heldAbilities } from './abilities';
import { replay } from './history';
import { seatById } from './seats';
import { Table, withExtra } from './testing/builders';
import { keys, startNight, step, tableAtNight } from './testing/nights';
import {
	PITHAG_SNV,
	VIGORMORTIS_SNV,
	fangGuJumpsToMutant,
	philosopherTakesEmpath
} from './testing/tables';

const SW = ['imp', 'scarletwoman', 'chef', 'empath', 'washerwoman', 'librarian', 'soldier'];

describe('Fang Gu and the Scarlet Woman (jinx)', () => {
	it('a Fang Gu who jumps to an Outsider does not make her the Demon', () => {
		const t = tableAtNight(
			{
				script: withExtra('snv', ['scarletwoman']),
				characters: [
					'fanggu',
					'scarletwoman',
					'mutant',
					'clockmaker',
					'dreamer',
					'seamstress',
					'oracle'
				]
			},
			2
		);
		// The Fang Gu chose the Mutant: the Mutant becomes an evil Fang Gu, the Fang Gu dies.
		fangGuJumpsToMutant(t, 's1', 's3');
		startNight(t);
		expect(keys(t)).not.toContain('scarletwoman');
		expect(step(t, 'fanggu')?.seats).toEqual(['s3']);
	});
});

describe('character changes in one event', () => {
	it('Pit-Hag: the player becomes the character and keeps their alignment', () => {
		const t = tableAtNight({
			script: 'snv',
			characters: PITHAG_SNV
		});
		t.do({ type: 'seat/changed', seat: 's3', character: 'nodashii', how: 'pithag' });
		expect(seatById(t.state, 's3')).toMatchObject({
			character: 'nodashii',
			alignment: 'good',
			was: 'clockmaker'
		});
		expect(heldAbilities(t.state, seatById(t.state, 's3')!)[0]).toMatchObject({
			character: 'nodashii',
			source: 'own',
			how: 'pithag'
		});
	});

	it('Snake Charmer: characters and alignments swap; Barber: characters only', () => {
		const t = tableAtNight({ script: 'snv', characters: VIGORMORTIS_SNV });
		t.do({
			type: 'seat/changed',
			seat: 's3',
			character: 'vigormortis',
			how: 'snakecharmer',
			with: 's1'
		});
		expect(seatById(t.state, 's3')).toMatchObject({
			character: 'vigormortis',
			alignment: 'evil',
			was: 'snakecharmer'
		});
		expect(seatById(t.state, 's1')).toMatchObject({
			character: 'snakecharmer',
			alignment: 'good',
			was: 'vigormortis'
		});
		t.do({ type: 'seat/changed', seat: 's2', character: 'dreamer', how: 'barber', with: 's4' });
		expect(seatById(t.state, 's2')).toMatchObject({ character: 'dreamer', alignment: 'evil' });
		expect(seatById(t.state, 's4')).toMatchObject({ character: 'witch', alignment: 'good' });
		expect(t.state.changes?.map((c) => [c.seat, c.from, c.to, c.how, c.with])).toEqual([
			['s3', 'snakecharmer', 'vigormortis', 'snakecharmer', 's1'],
			['s2', 'witch', 'dreamer', 'barber', 's4']
		]);
		expect(replay(t.history.log)).toEqual(t.state);
	});

	it('refuses what it cannot apply', () => {
		const t = new Table({ characters: SW });
		const code = (body: Parameters<Table['refuse']>[0]) => t.refuse(body).code;
		expect(code({ type: 'seat/changed', seat: 's9', character: 'imp', how: 'starpass' })).toBe(
			'no-seat'
		);
		expect(code({ type: 'seat/changed', seat: 's2', character: 'nobody', how: 'starpass' })).toBe(
			'unknown-character'
		);
		expect(
			code({ type: 'seat/changed', seat: 's2', character: 'imp', how: 'magic' as never })
		).toBe('malformed');
		expect(
			code({ type: 'seat/changed', seat: 's2', character: 'imp', how: 'starpass', with: 's3' })
		).toBe('malformed');
		expect(
			code({ type: 'seat/changed', seat: 's2', character: 'imp', how: 'barber', with: 's2' })
		).toBe('no-seat');
	});

	it('answers for the real Empath and the Philosopher with suggestAnswer per step', () => {
		const t = philosopherTakesEmpath();
		t.do({ type: 'seat/changed', seat: 's1', character: 'empath', how: 'philosopher' });
		const mine = suggestAnswer(t.state, step(t, 'empath@s1')!);
		const theirs = suggestAnswer(t.state, step(t, 'empath')!);
		expect(mine?.mayBeFalse).toBe(false);
		expect(theirs?.mayBeFalse).toBe(true);
	});
});
