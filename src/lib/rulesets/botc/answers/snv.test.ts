import { describe, expect, it } from 'vitest';
import {
	firstNight,
	nominateAndVote,
	ok,
	okAll,
	SNV_TOWNSFOLK5,
	remind
} from '../engine/testing/builders';
import { answers, nextNight, poison, suggest } from './testing';

// Sects & Violets, s1 … s8 clockwise: Clockmaker, Dreamer, Snake Charmer, Mathematician,
// Flowergirl, Town Crier, Witch (Minion), Vortox or No Dashii (Demon).
const SNV = [...SNV_TOWNSFOLK5, 'towncrier', 'witch', 'nodashii'];
const night1 = (chars = SNV) => firstNight({ script: 'snv', characters: chars });

describe('Sects & Violets: information characters', () => {
	it('Clockmaker: steps from the Demon to its nearest Minion', () => {
		expect(answers(suggest(night1(), 'clockmaker'), 'true')).toEqual([{ number: 1 }]);
		const far = [
			'witch',
			'dreamer',
			'snakecharmer',
			'mathematician',
			'clockmaker',
			'towncrier',
			'savant',
			'nodashii'
		];
		// s8 and s1 are neighbours around the table.
		expect(answers(suggest(night1(far), 'clockmaker'), 'true')).toEqual([{ number: 1 }]);
		const mid = [
			'clockmaker',
			'witch',
			'snakecharmer',
			'mathematician',
			'nodashii',
			'towncrier',
			'savant',
			'seamstress'
		];
		expect(answers(suggest(night1(mid), 'clockmaker'), 'true')).toEqual([{ number: 3 }]);
	});

	it('Dreamer: the chosen player’s character, and one of the other alignment to pick', () => {
		const s = suggest(night1(), 'dreamer', ['s7']);
		expect(answers(s, 'true')).toEqual([{ seats: ['s7'], characters: ['witch'] }]);
		expect(s.options[0]?.complete?.characters?.[0]).toContain('clockmaker');
		expect(s.options[0]?.complete?.characters?.[0]).not.toContain('witch');
	});

	it('Snake Charmer: yes on the Demon', () => {
		expect(answers(suggest(night1(), 'snakecharmer', ['s8']), 'true')).toEqual([{ yes: true }]);
		expect(answers(suggest(night1(), 'snakecharmer', ['s7']), 'true')).toEqual([{ yes: false }]);
	});

	it('Mathematician: the Abnormal reminders placed', () => {
		const night = ok(night1(), remind('s2', 'mathematician', 'Abnormal'));
		expect(answers(suggest(night, 'mathematician'), 'true')).toEqual([{ number: 1 }]);
	});

	it('Flowergirl and Town Crier: did the Demon vote, did a Minion nominate', () => {
		const day = ok(night1(), { type: 'day/started' });
		const voted = nominateAndVote(day, 's7', 's1', ['s8', 's2']);
		const night2 = ok(voted, { type: 'night/started' });
		expect(answers(suggest(night2, 'flowergirl'), 'true')).toEqual([{ yes: true }]);
		expect(answers(suggest(night2, 'towncrier'), 'true')).toEqual([{ yes: true }]);
		const quiet = nextNight(night1());
		expect(answers(suggest(quiet, 'flowergirl'), 'true')).toEqual([{ yes: false }]);
		expect(answers(suggest(quiet, 'towncrier'), 'true')).toEqual([{ yes: false }]);
	});

	it('Oracle: evil among the dead', () => {
		const set = ['oracle', ...SNV.slice(1)];
		const night2 = nextNight(night1(set), [{ type: 'seat/died', seat: 's7' }]);
		const s = suggest(ok(night2, { type: 'seat/died', seat: 's2' }), 'oracle');
		expect(answers(s, 'true')).toEqual([{ number: 1 }]);
	});

	it('Seamstress: whether two chosen players share an alignment', () => {
		const set = ['seamstress', ...SNV.slice(1)];
		expect(answers(suggest(night1(set), 'seamstress', ['s7', 's8']), 'true')).toEqual([
			{ yes: true }
		]);
		expect(answers(suggest(night1(set), 'seamstress', ['s2', 's8']), 'true')).toEqual([
			{ yes: false }
		]);
	});

	it('Juggler: the Correct reminders placed by day', () => {
		const set = ['juggler', ...SNV.slice(1)];
		const night2 = nextNight(night1(set), [
			remind('s7', 'juggler', 'Correct'),
			remind('s8', 'juggler', 'Correct')
		]);
		expect(answers(suggest(night2, 'juggler'), 'true')).toEqual([{ number: 2 }]);
	});

	it('Savant and Artist: the storyteller decides', () => {
		const set = ['savant', 'artist', ...SNV.slice(2)];
		const night = night1(set);
		// Neither wakes at night: their answers are asked for by day, added as steps by hand.
		const added = okAll(night, [
			{ type: 'night/extra-step', character: 'savant', seat: 's1' },
			{ type: 'night/extra-step', character: 'artist', seat: 's2' }
		]);
		const keys = added.night?.extra.map((x) => x.key) ?? [];
		expect(suggest(added, keys[0] as string).nothing).toBe('storyteller');
		expect(answers(suggest(added, keys[1] as string), 'free')).toEqual([
			{ yes: true },
			{ yes: false }
		]);
	});

	it('Sage: the Demon among two players, when the Demon killed the Sage', () => {
		const night2 = nextNight(
			night1([
				'clockmaker',
				'dreamer',
				'snakecharmer',
				'mathematician',
				'sage',
				'towncrier',
				'witch',
				'nodashii'
			])
		);
		const killed = ok(night2, { type: 'seat/died', seat: 's5' });
		const s = suggest(killed, 'sage');
		expect(answers(s, 'true')).toEqual([{ seats: ['s8'] }]);
		expect(s.options[0]?.complete).toEqual({ seats: 1 });
	});

	it('the Vortox: a Townsfolk’s answer must be false; a Minion’s need not', () => {
		const set = [...SNV.slice(0, 7), 'vortox'];
		const s = suggest(night1(set), 'clockmaker');
		expect(s.mustBeFalse).toBe(true);
		expect(answers(s, 'true')).toEqual([{ number: 1 }]);
		expect(answers(s, 'false')).toContainEqual({ number: 2 });
		expect(answers(s, 'false')).not.toContainEqual({ number: 1 });
		// A poisoned Vortox has no effect.
		const sober = suggest(poison(night1(set), 's8'), 'clockmaker');
		expect(sober.mustBeFalse).toBe(false);
		expect(answers(sober, 'false')).toEqual([]);
	});
});
