import { describe, expect, it } from 'vitest';
import { story, type StoryLine } from './story';
import { Table, chefTold, remind } from './testing/builders';
import { bluffedFirstNight } from './testing/nights';
import { emptyState } from './reduce';

// The story keeps what the log holds: the deal, what the evil team was shown and the bluffs,
// what each player was told, the votes with their counts, and every change of character.

const linesOf = (t: Table, kind: string, n?: number) =>
	story(t.history.log, emptyState())
		.filter((c) => c.phase.kind === kind && (n === undefined || c.phase.n === n))
		.flatMap((c) => c.lines);

/** Seven players (Ada … Gus): Ada washerwoman … Fay poisoner, Gus imp; night 1 played. */
function played(): Table {
	return bluffedFirstNight()
		.do({ type: 'night/step', step: 'dusk', status: 'done' })
		.do({ type: 'night/step', step: 'minioninfo', status: 'done' })
		.do({ type: 'night/step', step: 'demoninfo', status: 'done' })
		.do({ type: 'night/answer', ...chefTold(0, 'false') })
		.do({ type: 'night/answer', ...chefTold(1) });
}

describe('the story of the game', () => {
	it('tells the deal and the bluffs at setup', () => {
		const setup = linesOf(played(), 'setup');
		expect(setup.filter((l) => l.kind === 'dealt')).toHaveLength(7);
		expect(setup).toContainEqual({
			kind: 'dealt',
			seat: 's7',
			character: 'imp',
			thinks: null,
			alignment: null
		});
		expect(setup.at(-1)).toEqual({ kind: 'bluffs', characters: ['monk', 'mayor', 'saint'] });
	});

	it('tells what the Minions and the Demon were shown, and the latest answer of a step', () => {
		const night = linesOf(played(), 'night', 1);
		expect(night).toContainEqual({
			kind: 'shown',
			to: 'minions',
			minions: ['s6'],
			demons: ['s7'],
			bluffs: []
		});
		expect(night).toContainEqual({
			kind: 'shown',
			to: 'demon',
			minions: ['s6'],
			demons: ['s7'],
			bluffs: ['monk', 'mayor', 'saint']
		});
		const told = night.filter((l) => l.kind === 'told');
		expect(told).toEqual([{ kind: 'told', ...chefTold(1) }]);
	});

	it('tells each vote: the count, the count needed, and what came of it', () => {
		const t = played()
			.do({ type: 'day/started' })
			.do({ type: 'nomination/opened', nominator: 's1', nominee: 's2' })
			.do({ type: 'nomination/voted', voters: ['s1', 's3', 's4', 's5'] })
			.do({ type: 'nomination/opened', nominator: 's3', nominee: 's6' })
			.do({ type: 'nomination/voted', voters: ['s1', 's3', 's4', 's5'] })
			.do({ type: 'nomination/opened', nominator: 's4', nominee: 's7' })
			.do({ type: 'nomination/cancelled' })
			.do({ type: 'nomination/opened', nominator: 's5', nominee: 's7' })
			.do({ type: 'nomination/voted', voters: ['s1'] })
			.do({ type: 'execution', seat: null, died: false });
		const day = linesOf(t, 'day', 1);
		const vote = (l: StoryLine | undefined) =>
			l?.kind === 'nominated' && l.vote
				? `${l.nominator}>${l.nominee} ${l.vote.votes}/${l.vote.needed} ${l.vote.outcome}`
				: l?.kind;
		expect(day.map(vote)).toEqual([
			's1>s2 4/4 block',
			's3>s6 4/4 tie',
			's5>s7 1/4 short',
			'executed'
		]);
	});

	it('tells the changes of character, of what a player thinks, and of alignment', () => {
		const t = played()
			.do({ type: 'day/started' })
			.do({ type: 'night/started' })
			.do({ type: 'seat/character', seat: 's1', character: 'empath' })
			.do(remind('s1', 'philosopher', 'Is The Philosopher'))
			.do({ type: 'seat/thinks', seat: 's2', character: 'chef' })
			.do({ type: 'seat/alignment', seat: 's3', alignment: 'evil' });
		expect(linesOf(t, 'night', 2)).toEqual([
			{ kind: 'became', seat: 's1', from: 'washerwoman', to: 'empath' },
			{ kind: 'reminder', seat: 's1', source: 'philosopher', label: 'Is The Philosopher' },
			{ kind: 'thinks', seat: 's2', from: null, to: 'chef' },
			{ kind: 'turned', seat: 's3', alignment: 'evil' }
		]);
	});

	it('tells a traveller who joins in play, and one who leaves', () => {
		const t = played()
			.do({ type: 'day/started' })
			.do({
				type: 'seat/added',
				seat: { id: 's8', name: 'Hal', traveller: true },
				character: 'beggar',
				alignment: 'good'
			})
			.do({ type: 'seat/removed', seat: 's8' });
		expect(linesOf(t, 'day', 1)).toEqual([
			{ kind: 'joined', seat: 's8', name: 'Hal', character: 'beggar' },
			{ kind: 'left', seat: 's8', name: 'Hal' }
		]);
	});
});
