import { describe, expect, it } from 'vitest';
import {
	bmr7,
	firstDay,
	idsOf,
	nominateAndVote,
	ok,
	okAll,
	refused,
	remind,
	TB7
} from './testing/builders';
import type { GameState } from './types';
import {
	aliveCount,
	awaitingExecution,
	blockAfter,
	canVote,
	exileThreshold,
	majority,
	mayVote,
	openNomination,
	tally,
	voteWeight,
	votesHidden,
	votesNeeded,
	votingOrder,
	voteTarget,
	voudonRules
} from './votes';

const TB8T = [...TB7, { character: 'bureaucrat', traveller: true }];

const seat = (state: GameState, id: string) => {
	const s = state.seats.find((x) => x.id === id);
	if (!s) throw new Error(`no seat ${id}`);
	return s;
};

describe('majority', () => {
	it('is half the living, rounded up', () => {
		expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15, 20].map(majority)).toEqual([
			0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 8, 10
		]);
	});
	it('refuses a negative or non-finite count', () => {
		expect(() => majority(-1)).toThrow(RangeError);
		expect(() => majority(Number.NaN)).toThrow(RangeError);
		expect(() => majority(Number.POSITIVE_INFINITY)).toThrow(RangeError);
	});
	it('counts the living, travellers included', () => {
		const g = ok(firstDay({ characters: TB8T }), { type: 'seat/died', seat: 's1' });
		expect(aliveCount(g)).toBe(7);
		expect(exileThreshold(g)).toBe(4);
	});
});

describe('votingOrder', () => {
	it('goes clockwise from the seat after the nominee and ends with the nominee', () => {
		const g = firstDay();
		expect(idsOf(votingOrder(g, 's3'))).toBe('s4 s5 s6 s7 s1 s2 s3');
		expect(idsOf(votingOrder(g, 's7'))).toBe('s1 s2 s3 s4 s5 s6 s7');
		expect(idsOf(votingOrder(g, 's1'))).toBe('s2 s3 s4 s5 s6 s7 s1');
	});
	it('follows the seating, not the seat ids', () => {
		const g = ok(firstDay(), { type: 'seat/moved', seat: 's1', to: 3 });
		expect(idsOf(votingOrder(g, 's4'))).toBe('s1 s5 s6 s7 s2 s3 s4');
	});
	it('is empty for an unknown seat', () => {
		expect(votingOrder(firstDay(), 'zz')).toEqual([]);
	});
});

describe('ghost votes', () => {
	it('a dead voter spends their ghost vote; the living do not', () => {
		const g = ok(firstDay(), { type: 'seat/died', seat: 's5' });
		expect(canVote(seat(g, 's5'))).toBe(true);
		const v = nominateAndVote(g, 's1', 's2', ['s4', 's5']);
		expect(seat(v, 's5').ghostVote).toBe(false);
		expect(seat(v, 's4')).toMatchObject({ alive: true, ghostVote: true });
		expect(canVote(seat(v, 's5'))).toBe(false);
		// A dead player who keeps their hand down keeps the ghost vote.
		expect(seat(nominateAndVote(g, 's1', 's2', ['s4']), 's5').ghostVote).toBe(true);
	});
	it('a spent ghost vote cannot be used again', () => {
		const g = ok(firstDay(), { type: 'seat/died', seat: 's5' });
		const v = nominateAndVote(g, 's1', 's2', ['s5']);
		const open = ok(v, { type: 'nomination/opened', nominator: 's3', nominee: 's4' });
		refused(open, { type: 'nomination/voted', voters: ['s5'] }, 'no-ghost-vote');
	});
});

describe('the block (about to be executed)', () => {
	const day = () => firstDay();
	it('needs at least the majority of the living', () => {
		const three = nominateAndVote(day(), 's1', 's2', ['s3', 's4', 's5']);
		expect(three.day?.block).toBeNull();
		const four = nominateAndVote(day(), 's1', 's2', ['s3', 's4', 's5', 's6']);
		expect(four.day?.block).toEqual({ seat: 's2', votes: 4 });
	});
	it('the majority shrinks as players die', () => {
		const g = okAll(day(), [
			{ type: 'seat/died', seat: 's6' },
			{ type: 'seat/died', seat: 's7' }
		]);
		// 5 alive: 3 votes are enough.
		expect(nominateAndVote(g, 's1', 's2', ['s3', 's4', 's5']).day?.block).toEqual({
			seat: 's2',
			votes: 3
		});
	});
	it('a later nominee must beat the current holder', () => {
		const a = nominateAndVote(day(), 's1', 's2', ['s3', 's4', 's5', 's6', 's7']);
		// A majority (4) is not enough against 5.
		const fewer = nominateAndVote(a, 's3', 's4', ['s5', 's6', 's7', 's1']);
		expect(fewer.day?.block).toEqual({ seat: 's2', votes: 5 });
		const more = nominateAndVote(a, 's3', 's4', ['s5', 's6', 's7', 's1', 's2', 's3']);
		expect(more.day?.block).toEqual({ seat: 's4', votes: 6 });
	});
	it('a tie takes both off the block, and a later equal vote puts nobody on it', () => {
		const a = nominateAndVote(day(), 's1', 's2', ['s3', 's4', 's5', 's6']);
		const tie = nominateAndVote(a, 's3', 's4', ['s5', 's6', 's7', 's1']);
		expect(tie.day?.block).toEqual({ seat: null, votes: 4 });
		const equal = nominateAndVote(tie, 's5', 's6', ['s7', 's1', 's2', 's3']);
		expect(equal.day?.block).toEqual({ seat: null, votes: 4 });
		const beats = nominateAndVote(equal, 's7', 's1', ['s2', 's3', 's4', 's5', 's6']);
		expect(beats.day?.block).toEqual({ seat: 's1', votes: 5 });
	});
	it('the target after a block is its count + 1; its count is a tie', () => {
		expect(voteTarget(day())).toEqual({ beat: 4, tie: null });
		const a = nominateAndVote(day(), 's1', 's2', ['s3', 's4', 's5', 's6', 's7']);
		// Five on the block: the next nominee needs six, not the majority of four.
		expect(voteTarget(a)).toEqual({ beat: 6, tie: 5 });
		const tie = nominateAndVote(a, 's3', 's4', ['s5', 's6', 's7', 's1', 's2']);
		expect(tie.day?.block).toEqual({ seat: null, votes: 5 });
		expect(voteTarget(tie)).toEqual({ beat: 6, tie: 5 });
		// An exile is not measured against the block.
		expect(voteTarget(a, true)).toEqual({ beat: exileThreshold(a), tie: null });
		// What the counter says is what the reducer does: `beat` puts the nominee on, `tie` ties.
		const beat = nominateAndVote(a, 's3', 's4', ['s5', 's6', 's7', 's1', 's2', 's3']);
		expect(beat.day?.block).toEqual({ seat: 's4', votes: 6 });
	});
	it('an execution is awaited while someone is on the block and none is recorded', () => {
		expect(awaitingExecution(day())).toBeNull();
		const a = nominateAndVote(day(), 's1', 's2', ['s3', 's4', 's5', 's6']);
		expect(awaitingExecution(a)).toBe('s2');
		const tie = nominateAndVote(a, 's3', 's4', ['s5', 's6', 's7', 's1']);
		expect(awaitingExecution(tie)).toBeNull();
		expect(awaitingExecution(ok(a, { type: 'execution', seat: 's2', died: true }))).toBeNull();
		expect(awaitingExecution(ok(a, { type: 'execution', seat: null, died: false }))).toBeNull();
	});
	it('blockAfter on its own', () => {
		expect(blockAfter(null, 'a', 2, 3)).toBeNull();
		expect(blockAfter(null, 'a', 3, 3)).toEqual({ seat: 'a', votes: 3 });
		expect(blockAfter({ seat: 'a', votes: 3 }, 'b', 3, 3)).toEqual({ seat: null, votes: 3 });
		expect(blockAfter({ seat: 'a', votes: 4 }, 'b', 3, 3)).toEqual({ seat: 'a', votes: 4 });
		expect(blockAfter({ seat: null, votes: 4 }, 'b', 5, 3)).toEqual({ seat: 'b', votes: 5 });
	});
	it('the block is executed: one execution a day, and the day is over', () => {
		const a = nominateAndVote(day(), 's1', 's7', ['s1', 's2', 's3', 's4']);
		const e = ok(a, { type: 'execution', seat: a.day?.block?.seat ?? null, died: true });
		expect(seat(e, 's7').alive).toBe(false);
		refused(e, { type: 'execution', seat: 's2', died: true }, 'executed');
		refused(e, { type: 'nomination/opened', nominator: 's2', nominee: 's3' }, 'executed-day-over');
	});
	it('records an execution that did not kill (executed but did not die)', () => {
		const a = nominateAndVote(day(), 's1', 's7', ['s1', 's2', 's3', 's4']);
		const e = ok(a, { type: 'execution', seat: 's7', died: false, reason: 'Zombuul' });
		expect(seat(e, 's7').alive).toBe(true);
		expect(e.day?.execution).toEqual({ seat: 's7', died: false, reason: 'Zombuul' });
	});
});

describe('vote weights from reminders', () => {
	it('the Bureaucrat’s “3 Votes” counts three, the Thief’s “Negative Vote” counts −1', () => {
		const g = okAll(firstDay({ characters: TB8T }), [
			remind('s4', 'bureaucrat', '3 Votes'),
			remind('s5', 'thief', 'Negative Vote')
		]);
		expect(voteWeight(g, seat(g, 's4'))).toBe(3);
		expect(voteWeight(g, seat(g, 's5'))).toBe(-1);
		expect(voteWeight(g, seat(g, 's6'))).toBe(1);
		expect(tally(g, ['s4', 's5', 's6'])).toBe(3);
		expect(tally(g, ['s4', 'zz'])).toBe(3);
		const v = nominateAndVote(g, 's1', 's2', ['s4', 's6']);
		expect(v.day?.nominations[0]?.total).toBe(4);
		expect(v.day?.block).toEqual({ seat: 's2', votes: 4 });
		const minus = nominateAndVote(g, 's1', 's2', ['s5', 's6', 's7', 's1']);
		expect(minus.day?.nominations[0]?.total).toBe(2);
		expect(minus.day?.block).toBeNull();
	});
	it('ignores reminders that are not the vote token, and custom ones', () => {
		const g = okAll(firstDay({ characters: TB8T }), [
			remind('s4', 'bureaucrat', 'Something else'),
			remind('s5', 'custom', '3 Votes')
		]);
		expect(voteWeight(g, seat(g, 's4'))).toBe(1);
		expect(voteWeight(g, seat(g, 's5'))).toBe(1);
	});
	it('both tokens on one seat multiply', () => {
		const g = okAll(firstDay({ characters: TB8T }), [
			remind('s4', 'bureaucrat', '3 Votes'),
			remind('s4', 'thief', 'Negative Vote')
		]);
		expect(voteWeight(g, seat(g, 's4'))).toBe(-3);
	});
});

describe('hidden votes (Organ Grinder)', () => {
	const OG = [
		'steward',
		'knight',
		'noble',
		'shugenja',
		'pixie',
		'organgrinder',
		'yaggababble'
	] as const;
	const day = () => firstDay({ script: 'carousel', characters: [...OG] });
	it('hides votes while a living, sober, healthy Organ Grinder is in play', () => {
		const g = day();
		expect(votesHidden(g)).toBe(true);
		const v = nominateAndVote(g, 's1', 's2', ['s3', 's4', 's5', 's6']);
		expect(v.day?.nominations[0]?.hidden).toBe(true);
		// The storyteller still sees the count.
		expect(v.day?.nominations[0]?.total).toBe(4);
	});
	it('votes are open when the Organ Grinder is dead, drunk or poisoned', () => {
		expect(votesHidden(ok(day(), { type: 'seat/died', seat: 's6' }))).toBe(false);
		const drunk = ok(day(), remind('s6', 'organgrinder', 'Drunk'));
		expect(votesHidden(drunk)).toBe(false);
		expect(nominateAndVote(drunk, 's1', 's2', ['s3']).day?.nominations[0]?.hidden).toBe(false);
		const poisoned = ok(day(), remind('s6', 'poisoner', 'Poisoned'));
		expect(votesHidden(poisoned)).toBe(false);
	});
	it('votes are open without an Organ Grinder', () => {
		expect(votesHidden(firstDay())).toBe(false);
	});
});

describe('traveller exile', () => {
	const day = () => firstDay({ characters: TB8T });
	it('needs half of all players, dead ones included, and spends no ghost votes', () => {
		const g = okAll(day(), [
			{ type: 'seat/died', seat: 's1' },
			{ type: 'seat/died', seat: 's2' },
			{ type: 'seat/ghost-vote', seat: 's2', spent: true }
		]);
		expect(exileThreshold(g)).toBe(4);
		const open = ok(g, { type: 'nomination/opened', nominator: 's1', nominee: 's8', exile: true });
		expect(openNomination(open)?.exile).toBe(true);
		// A dead player without a ghost vote may still vote on an exile.
		const v = ok(open, { type: 'nomination/voted', voters: ['s1', 's2', 's3', 's4'] });
		expect(seat(v, 's1')).toMatchObject({ alive: false, ghostVote: true });
		expect(seat(v, 's2').ghostVote).toBe(false);
		expect(v.day?.nominations[0]?.total).toBe(4);
		// An exile never puts anyone on the block.
		expect(v.day?.block).toBeNull();
		expect(canVote(seat(v, 's2'), true)).toBe(true);
		expect(canVote(seat(v, 's2'), false)).toBe(false);
	});
	it('leaves the execution block alone', () => {
		const a = nominateAndVote(day(), 's1', 's2', ['s3', 's4', 's5', 's6', 's7']);
		const b = nominateAndVote(a, 's3', 's8', ['s1', 's2', 's3', 's4', 's5', 's6', 's7'], {
			exile: true
		});
		expect(b.day?.block).toEqual({ seat: 's2', votes: 5 });
	});
});

describe('a count in progress is part of the game', () => {
	const day = () => firstDay();
	it('is kept on the open nomination, checked, and dropped when the result is recorded', () => {
		const open = ok(day(), { type: 'nomination/opened', nominator: 's1', nominee: 's2' });
		const counted = ok(open, { type: 'nomination/counting', hands: ['s3', 's4'], asked: 3 });
		expect(openNomination(counted)?.counting).toEqual({ hands: ['s3', 's4'], asked: 3 });
		refused(open, { type: 'nomination/counting', hands: ['s3', 's3'], asked: 2 }, 'double');
		refused(open, { type: 'nomination/counting', hands: ['zz'], asked: 1 }, 'no-seat');
		refused(open, { type: 'nomination/counting', hands: [], asked: 8 }, 'bad-count');
		refused(day(), { type: 'nomination/counting', hands: [], asked: 0 }, 'no-vote');
		const closed = ok(counted, { type: 'nomination/voted', voters: ['s3', 's4'] });
		expect(closed.day?.nominations[0]).not.toHaveProperty('counting');
	});
	it('a dead player without a ghost vote cannot raise a hand in the count', () => {
		const g = ok(day(), { type: 'seat/died', seat: 's5' });
		const spent = nominateAndVote(g, 's1', 's2', ['s5']);
		const open = ok(spent, { type: 'nomination/opened', nominator: 's3', nominee: 's4' });
		refused(open, { type: 'nomination/counting', hands: ['s5'], asked: 4 }, 'no-ghost-vote');
	});
});

describe('issue 17: Organ Grinder under an "everyone is drunk" reminder', () => {
	it('votes are open while another character makes everyone drunk', () => {
		const g = firstDay({
			script: 'carousel',
			characters: ['steward', 'knight', 'noble', 'shugenja', 'pixie', 'organgrinder', 'yaggababble']
		});
		const everyone = ok(g, remind('s1', 'minstrel', 'Everyone Is Drunk'));
		expect(votesHidden(everyone)).toBe(false);
		expect(nominateAndVote(everyone, 's1', 's2', ['s3']).day?.nominations[0]?.hidden).toBe(false);
	});
});

describe('issue 17: the Voudon', () => {
	const chars = [...bmr7('godfather', 'zombuul'), { character: 'voudon', traveller: true }];
	const day = () =>
		okAll(firstDay({ script: 'bmr', characters: chars }), [
			{ type: 'seat/died', seat: 's1' },
			{ type: 'seat/died', seat: 's2' }
		]);

	it('only the dead and the Voudon vote; the dead keep their ghost votes', () => {
		const g = day();
		expect(voudonRules(g)).toBe(true);
		expect(g.seats.filter((s) => mayVote(g, s)).map((s) => s.id)).toEqual(['s1', 's2', 's8']);
		// The living still nominate.
		const opened = ok(g, { type: 'nomination/opened', nominator: 's3', nominee: 's4' });
		expect(refused(opened, { type: 'nomination/voted', voters: ['s3'] }).code).toBe(
			'no-ghost-vote'
		);
		const voted = ok(opened, { type: 'nomination/voted', voters: ['s1', 's8'] });
		expect(seat(voted, 's1').ghostVote).toBe(true);
	});

	it('needs no majority: any vote puts the nominee on the block, the most votes win', () => {
		const g = day();
		expect(votesNeeded(g)).toBe(1);
		const one = nominateAndVote(g, 's3', 's4', ['s1']);
		expect(one.day?.block).toEqual({ seat: 's4', votes: 1 });
		const two = nominateAndVote(one, 's5', 's6', ['s1', 's2']);
		expect(two.day?.block).toEqual({ seat: 's6', votes: 2 });
	});

	it('a dead, drunk or poisoned Voudon: the usual rules', () => {
		const dead = ok(day(), { type: 'seat/died', seat: 's8' });
		expect(voudonRules(dead)).toBe(false);
		expect(votesNeeded(dead)).toBe(majority(aliveCount(dead)));
		const poisoned = ok(day(), remind('s8', 'poisoner', 'Poisoned'));
		expect(voudonRules(poisoned)).toBe(false);
		expect(poisoned.seats.filter((s) => mayVote(poisoned, s))).toHaveLength(8);
	});
});
