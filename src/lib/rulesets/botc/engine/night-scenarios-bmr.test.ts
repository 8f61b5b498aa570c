import { describe, expect, it } from 'vitest';
import { protections } from './protections';
import { emptyState } from './core';
import { dawnDeaths, story } from './story';
import { type Table, dealtTable, remind } from './testing/builders';
import { ZOMBUUL_GOSSIP_BMR } from './testing/tables';
import {
	choice,
	ended,
	keys,
	pick,
	startNight,
	step,
	suggested,
	tell,
	told
} from './testing/nights';

// Five nights of a Bad Moon Rising game played through the event log: each night's steps, what
// triggered them (the Moonchild, the Godfather, the Zombuul, the Gossip, the Minstrel), which
// reminders ran out, the Chambermaid's suggested answers and what she was told before.

/** The Chambermaid chooses two players: the grimoire's true answer is `number`, and she is told it. */
function chambermaidToldTruth(t: Table, chosen: string[], number: number): void {
	expect(suggested(t, 'chambermaid', 'true', chosen)).toEqual([{ number }]);
	tell(t, 'chambermaid', { number }, 'true', chosen);
}

describe('Bad Moon Rising, five nights', () => {
	it('follows the Moonchild, the Godfather, the Innkeeper, the Gambler, the Gossip and the Minstrel', () => {
		const t = dealtTable('bmr', ZOMBUUL_GOSSIP_BMR);
		// Night 1: the Chambermaid chooses the Sailor and the Godfather, who both woke: 2.
		expect(startNight(t)).toBe('dusk minioninfo demoninfo sailor godfather chambermaid dawn');
		chambermaidToldTruth(t, ['s3', 's2'], 2);
		t.do({ type: 'day/started' }).do({ type: 'execution', seat: 's7', died: true });

		// Night 2: an Outsider (the Moonchild) died today: the Godfather and the Moonchild wake;
		// someone died today, so the Zombuul does not; the Gossip's statement is not marked yet.
		expect(startNight(t)).toBe(
			'dusk sailor innkeeper gambler godfather gossip moonchild chambermaid dawn'
		);
		expect(step(t, 'godfather')?.why).toEqual({ code: 'outsider-died', seat: 's7' });
		expect(step(t, 'moonchild')).toMatchObject({
			why: { code: 'executed', seat: 's7' },
			kills: { reminder: 'Dead' }
		});
		expect(step(t, 'gossip')?.why).toEqual({ code: 'gossip-unmarked', seat: 's9' });
		// The storyteller marks the statement false: no Gossip kill tonight.
		t.do({ type: 'gossip/statement', wasTrue: false });
		expect(keys(t)).not.toContain('gossip');
		t.do(remind('s3', 'innkeeper', 'Safe'));
		t.do(remind('s4', 'innkeeper', 'Drunk'));
		expect(step(t, 'chambermaid')).toMatchObject({ drunk: true, mayBeFalse: true });
		expect(told(t, 'chambermaid')).toEqual([[1, { number: 2 }]]);
		// Drunk: the truth (the Sailor and the Innkeeper both woke) and the false numbers.
		expect(suggested(t, 'chambermaid', 'true', ['s3', 's5'])).toEqual([{ number: 2 }]);
		expect(suggested(t, 'chambermaid', 'false', ['s3', 's5'])).toEqual([
			{ number: 0 },
			{ number: 1 }
		]);
		tell(t, 'chambermaid', { number: 0 }, 'false', ['s3', 's5']);
		expect(protections(t.state, 'zombuul', 's3')).toEqual([
			{ by: 'innkeeper', how: 'safe' },
			{ by: 'sailor', how: 'safe' }
		]);
		// The Gambler guesses that the Sailor is the Innkeeper: wrong, so the grimoire offers his
		// own death in one tap (nothing protects him); the Moonchild's pick survives.
		expect(step(t, 'gambler')?.kills).toEqual({ reminder: 'Dead', self: 'dies' });
		expect(choice(t, 'gambler')).toMatchObject({ outcome: null, kill: null });
		pick(t, 'gambler', ['s3'], ['innkeeper']);
		expect(choice(t, 'gambler')).toMatchObject({
			outcome: { kind: 'guess', target: 's3', guess: 'innkeeper', right: false, otherwise: [] },
			kill: { targets: ['s6'], suggests: ['s6'], noneSuggested: false }
		});
		expect(protections(t.state, 'gambler', 's6')).toEqual([]);
		t.do({ type: 'night/kill', step: 'gambler', by: 'gambler', seat: 's6', reminder: 'Dead' });
		t.do({ type: 'night/kill', step: 'moonchild', by: 'moonchild', seat: null });
		expect(dawnDeaths(t.state)).toEqual([{ seat: 's6', by: 'gambler', kind: 'night', n: 2 }]);
		// The story of the night tells the guess and the death it brought.
		const night2 = story(t.history.log, emptyState()).find(
			(c) => c.phase.kind === 'night' && c.phase.n === 2
		);
		expect(night2?.lines).toEqual(
			expect.arrayContaining([
				{
					kind: 'picked',
					step: 'gambler',
					by: 'gambler',
					seats: ['s3'],
					characters: ['innkeeper']
				},
				{ kind: 'died', seat: 's6', by: 'gambler' }
			])
		);
		// Day 2: no execution; the Gossip's statement is marked true by day.
		t.do({ type: 'day/started' }).do({ type: 'execution', seat: null, died: false });
		t.do({ type: 'gossip/statement', wasTrue: true });

		// Night 3: nobody died today, so the Zombuul wakes; the Gossip's step kills; the
		// Innkeeper's tokens ran out at dusk.
		expect(startNight(t)).toBe('dusk sailor innkeeper zombuul gossip chambermaid dawn');
		expect(step(t, 'zombuul')?.why).toEqual({ code: 'nobody-died-today', seat: 's1' });
		expect(step(t, 'gossip')).toMatchObject({
			why: { code: 'gossip-true', seat: 's9' },
			kills: { reminder: 'Dead' }
		});
		expect(ended(t)).toEqual(['s3 Safe (dusk)', 's4 Drunk (dusk)']);
		expect(step(t, 'chambermaid')?.drunk).toBe(false);
		expect(protections(t.state, 'zombuul', 's3')).toEqual([{ by: 'sailor', how: 'safe' }]);
		t.do({ type: 'night/kill', step: 'zombuul', by: 'zombuul', seat: null });
		t.do({ type: 'night/kill', step: 'gossip', by: 'gossip', seat: 's5', reminder: 'Dead' });
		expect(dawnDeaths(t.state)).toEqual([{ seat: 's5', by: 'gossip', kind: 'night', n: 3 }]);
		expect(keys(t)).not.toContain('innkeeper');
		// Day 3: the Godfather (a Minion) is executed while the Minstrel lives.
		t.do({ type: 'day/started' }).do({ type: 'execution', seat: 's2', died: true });

		// Night 4: everyone but the Minstrel is drunk, and each step says why.
		expect(startNight(t)).toBe('dusk sailor gossip chambermaid dawn');
		for (const key of ['sailor', 'chambermaid'])
			expect(step(t, key)).toMatchObject({
				drunk: true,
				mayBeFalse: true,
				drunkWhy: { code: 'minstrel', seat: 's2' }
			});
		expect(told(t, 'chambermaid')).toEqual([
			[2, { number: 0 }],
			[1, { number: 2 }]
		]);
		chambermaidToldTruth(t, ['s3', 's1'], 1);
		// The Zombuul "dies" tonight: it looks dead but its ability still works.
		t.do({ type: 'seat/died', seat: 's1' });
		t.do({ type: 'day/started' }).do({ type: 'execution', seat: null, died: false });

		// Night 5: nobody died today: the dead Zombuul wakes; the Minstrel's night is over.
		expect(startNight(t)).toBe('dusk sailor zombuul gossip chambermaid dawn');
		expect(step(t, 'zombuul')).toMatchObject({ seats: ['s1'], deadSeats: ['s1'] });
		expect(step(t, 'chambermaid')?.drunkWhy).toBeUndefined();
		expect(told(t, 'chambermaid').map(([n]) => n)).toEqual([4, 2, 1]);
		t.do({ type: 'night/kill', step: 'zombuul', by: 'zombuul', seat: 's4', reminder: 'Dead' });
		expect(keys(t)).not.toContain('chambermaid');
		expect(dawnDeaths(t.state)).toEqual([{ seat: 's4', by: 'zombuul', kind: 'night', n: 5 }]);
	});
});
