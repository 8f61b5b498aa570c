import { describe, expect, it } from 'vitest';
import type { GameEventBody } from './events';
import {
	bmr7,
	firstDay,
	nominate,
	nominateAndVote,
	ok,
	okAll,
	refused,
	remind,
	seatOf as seat,
	TB7,
	withExtra
} from './testing/builders';
import { dieAll } from './testing/moves';
import type { GameState } from './types';
import { mayVote, spendsGhostVote, tally, voteWeight, votesNeeded } from './votes';
import { publicView } from './views';

// Independent rule cases for the day: ghost votes, exiles, the Voudon, the Butler, the Thief
// and the Bureaucrat, played through the reducer and the vote functions.

const nextDay: GameEventBody[] = [{ type: 'night/started' }, { type: 'day/started' }];
const withTraveller = (character: string) => [...TB7, { character, traveller: true }];

describe('ghost votes', () => {
	it('are spent once for the whole game, not once a day', () => {
		const g = nominateAndVote(okAll(firstDay(), dieAll('s5')), 's1', 's2', ['s5']);
		expect(seat(g, 's5').ghostVote).toBe(false);
		const day2 = nominate(okAll(g, nextDay), 's3', 's4');
		refused(day2, { type: 'nomination/voted', voters: ['s5'] }, 'no-ghost-vote');
	});
	it('a vote on a traveller’s exile does not spend it: the same player votes to execute later', () => {
		const g = okAll(firstDay({ characters: withTraveller('beggar') }), dieAll('s5'));
		const exiled = nominateAndVote(g, 's5', 's8', ['s5', 's1'], { exile: true });
		expect(seat(exiled, 's5')).toMatchObject({ alive: false, ghostVote: true });
		expect(spendsGhostVote(exiled, seat(exiled, 's5'), true)).toBe(false);
		const voted = nominateAndVote(exiled, 's1', 's2', ['s5']);
		expect(seat(voted, 's5').ghostVote).toBe(false);
	});
	it('a living player’s vote never spends anything', () => {
		const g = nominateAndVote(firstDay(), 's1', 's2', ['s3']);
		expect(seat(g, 's3')).toMatchObject({ alive: true, ghostVote: true });
	});
	it('the dead may be nominated; a dead nominee on the block is still executed (no death)', () => {
		const g = okAll(firstDay(), dieAll('s2'));
		const voted = nominateAndVote(g, 's1', 's2', ['s3', 's4', 's5']);
		expect(voted.day?.block).toEqual({ seat: 's2', votes: 3 });
		const e = ok(voted, { type: 'execution', seat: 's2', died: false });
		expect(e.day?.execution).toMatchObject({ seat: 's2' });
	});
});

describe('exiling a traveller', () => {
	const day = () => firstDay({ characters: withTraveller('scapegoat') });

	it('is no execution: no block, and the day’s execution is still to come', () => {
		const g = okAll(nominateAndVote(day(), 's1', 's8', ['s1', 's2', 's3', 's4'], { exile: true }), [
			{ type: 'seat/died', seat: 's8' }
		]);
		expect(g.day?.block).toBeNull();
		expect(g.day?.execution).toBeNull();
		// s1 called for the exile and may still nominate; an execution follows.
		const e = ok(nominateAndVote(g, 's1', 's2', ['s3', 's4', 's5']), {
			type: 'execution',
			seat: 's2',
			died: true
		});
		expect(seat(e, 's2').alive).toBe(false);
		// The same hands on a nomination for execution put the traveller on the block instead.
		const nominated = nominateAndVote(day(), 's1', 's8', ['s1', 's2', 's3', 's4']);
		expect(nominated.day?.block).toEqual({ seat: 's8', votes: 4 });
	});
	it('needs half of all players (living or dead), not the majority of the living', () => {
		const g = okAll(day(), dieAll('s1', 's2', 's3'));
		// Five living (majority 3), eight players (exile needs 4).
		expect(votesNeeded(g)).toBe(3);
		expect(votesNeeded(g, true)).toBe(4);
		const three = nominateAndVote(g, 's4', 's8', ['s4', 's5', 's6'], { exile: true });
		expect(three.day?.nominations[0]?.total).toBe(3);
	});
});

describe('the Voudon', () => {
	const chars = [...bmr7('godfather', 'zombuul'), { character: 'voudon', traveller: true }];
	const day = () => okAll(firstDay({ script: 'bmr', characters: chars }), dieAll('s1', 's2'));

	it('a dead player whose ghost vote is spent still votes while the Voudon lives', () => {
		const spent = okAll(firstDay({ script: 'bmr', characters: chars }), [
			...dieAll('s1'),
			{ type: 'seat/ghost-vote', seat: 's1', spent: true }
		]);
		expect(mayVote(spent, seat(spent, 's1'))).toBe(true);
		const v = nominateAndVote(spent, 's3', 's4', ['s1']);
		expect(v.day?.block).toEqual({ seat: 's4', votes: 1 });
	});
	it('equal votes still tie: nobody is about to die', () => {
		const a = nominateAndVote(day(), 's3', 's4', ['s1']);
		const tie = nominateAndVote(a, 's5', 's6', ['s2']);
		expect(tie.day?.block).toEqual({ seat: null, votes: 1 });
	});
	it('a nomination nobody votes for puts no one on the block', () => {
		expect(nominateAndVote(day(), 's3', 's4', []).day?.block).toBeNull();
	});
	it('the Voudon exiled and dead: the living vote again and the majority is back', () => {
		const g = okAll(nominateAndVote(day(), 's3', 's8', ['s3'], { exile: true }), dieAll('s8'));
		expect(mayVote(g, seat(g, 's3'))).toBe(true);
		expect(votesNeeded(g)).toBe(3);
	});
});

describe('the Butler', () => {
	it('a hand raised without the master is counted (the Butler polices themselves)', () => {
		const tb = TB7.map((c, i) => (i === 2 ? 'butler' : c));
		const g = ok(firstDay({ characters: tb }), remind('s5', 'butler', 'Master'));
		const v = nominateAndVote(g, 's1', 's2', ['s3']);
		expect(v.day?.nominations[0]?.total).toBe(1);
	});
	describe('jinxed with the Organ Grinder (eyes closed)', () => {
		const og = ['butler', 'librarian', 'investigator', 'chef', 'empath', 'organgrinder', 'imp'];
		const script = withExtra('tb', ['organgrinder']);
		const day = (): GameState =>
			ok(firstDay({ script, characters: og }), remind('s4', 'butler', 'Master'));
		it('the Butler’s hand counts only with the master’s', () => {
			expect(tally(day(), ['s1', 's2'])).toBe(1);
			expect(tally(day(), ['s1', 's4'])).toBe(2);
			expect(nominateAndVote(day(), 's2', 's3', ['s1', 's2']).day?.nominations[0]?.total).toBe(1);
		});
		it('a poisoned or dead Butler votes freely', () => {
			expect(tally(ok(day(), remind('s1', 'poisoner', 'Poisoned')), ['s1', 's2'])).toBe(2);
			expect(tally(okAll(day(), dieAll('s1')), ['s1', 's2'])).toBe(2);
		});
	});
});

describe('the Thief and the Bureaucrat', () => {
	it('an exiled Thief’s Negative Vote stops counting', () => {
		const g = ok(firstDay({ characters: withTraveller('thief') }), {
			...remind('s4', 'thief', 'Negative Vote')
		});
		expect(voteWeight(g, seat(g, 's4'))).toBe(-1);
		const gone = okAll(nominateAndVote(g, 's1', 's8', ['s1', 's2', 's3', 's4'], { exile: true }), [
			{ type: 'seat/died', seat: 's8' }
		]);
		expect(voteWeight(gone, seat(gone, 's4'))).toBe(1);
		expect(nominateAndVote(gone, 's1', 's2', ['s4', 's5']).day?.nominations.at(-1)?.total).toBe(2);
	});
	it('the Bureaucrat’s 3 Votes last the day after the night it chose, not longer', () => {
		const g = ok(firstDay({ characters: withTraveller('bureaucrat') }), {
			...remind('s4', 'bureaucrat', '3 Votes')
		});
		expect(tally(g, ['s4'])).toBe(3);
		const day2 = okAll(g, nextDay);
		expect(tally(day2, ['s4'])).toBe(1);
	});
	it('a dead voter with 3 Votes spends the ghost vote and counts three', () => {
		const g = okAll(firstDay({ characters: withTraveller('bureaucrat') }), [
			...dieAll('s4'),
			remind('s4', 'bureaucrat', '3 Votes')
		]);
		const v = nominateAndVote(g, 's1', 's2', ['s4']);
		expect(v.day?.nominations[0]?.total).toBe(3);
		expect(seat(v, 's4').ghostVote).toBe(false);
		expect(v.day?.block).toBeNull();
	});
});

describe('what the table sees', () => {
	it('a death tonight shows only at dawn; the Butler’s Master and the Thief’s token never', () => {
		const g = okAll(firstDay({ characters: withTraveller('thief') }), [
			remind('s3', 'thief', 'Negative Vote'),
			{ type: 'night/started' },
			remind('s2', 'butler', 'Master'),
			...dieAll('s5')
		]);
		const json = JSON.stringify(publicView(g));
		expect(publicView(g).seats.find((s) => s.id === 's5')?.alive).toBe(true);
		expect(publicView(g).alive).toBe(8);
		for (const secret of ['Master', 'Negative Vote', 'imp', 'poisoner'])
			expect(json).not.toContain(secret);
		const dawn = ok(g, { type: 'day/started' });
		expect(publicView(dawn).seats.find((s) => s.id === 's5')?.alive).toBe(false);
		expect(publicView(dawn).seats.find((s) => s.id === 's8')?.travellerCharacter).toBe('thief');
	});
});

describe('the Riot’s day', () => {
	const CAR = ['steward', 'knight', 'noble', 'shugenja', 'pixie', 'goblin', 'riot'];
	const day = (n: number): GameState =>
		okAll(
			firstDay({ script: 'carousel', characters: CAR }),
			Array.from({ length: n - 1 }, () => nextDay).flat()
		);
	/** A Riot nomination: no vote, the nominee dies. */
	const riot = (g: GameState, by: string, nominee: string) =>
		okAll(nominateAndVote(g, by, nominee, []), dieAll(nominee));

	it('from day 3 each nominee, though dead, nominates at once, even after nominating today', () => {
		const a = riot(day(3), 's1', 's2');
		const b = riot(a, 's2', 's3');
		const c = riot(b, 's3', 's1');
		// s1 nominated first today; as the last nominee they nominate again.
		const d = nominate(c, 's1', 's4');
		expect(d.day?.nominations.map((n) => `${n.nominator}>${n.nominee}`)).toEqual([
			's1>s2',
			's2>s3',
			's3>s1',
			's1>s4'
		]);
		// Only the last nominee: an earlier one may not.
		refused(c, { type: 'nomination/opened', nominator: 's2', nominee: 's4' }, 'dead-nominator');
	});
	it('before day 3, or with the Riot poisoned, the usual limits hold', () => {
		const early = okAll(nominateAndVote(day(2), 's1', 's2', []), dieAll('s2'));
		refused(early, { type: 'nomination/opened', nominator: 's2', nominee: 's3' }, 'dead-nominator');
		const poisoned = okAll(
			nominateAndVote(ok(day(3), remind('s7', 'poisoner', 'Poisoned')), 's1', 's2', []),
			dieAll('s2')
		);
		refused(
			poisoned,
			{ type: 'nomination/opened', nominator: 's2', nominee: 's3' },
			'dead-nominator'
		);
	});
});
