import { describe, expect, it } from 'vitest';
import { checkWin, isDrunkIn, protections, type GameState } from '../index';
import { suggestChoice } from '../answers/choices';
import {
	bmr7,
	firstDay,
	firstNight,
	ok,
	okAll,
	remind,
	seatsWith,
	withExtra
} from './testing/builders';
import { findStep, nextNight, step } from './testing/night-state';
import { bmr, died, execute, kill, seatIn as seat } from './testing/moves';

// Independent rule cases of Bad Moon Rising, characters meeting each other, read only through
// the rule set's public API: the night's steps, kills offered, protections, flags and wins.

describe('Bad Moon Rising protections', () => {
	const SET = ['innkeeper', 'sailor', 'tealady', 'fool', 'chambermaid', 'godfather', 'po'];

	it('the Innkeeper’s Safe stops any kill but the Assassin’s', () => {
		const n2 = ok(nextNight(bmr(SET)), remind('s5', 'innkeeper', 'Safe'));
		expect(protections(n2, 'po', 's5')).toEqual([{ by: 'innkeeper', how: 'safe' }]);
		expect(protections(n2, 'godfather', 's5')).toEqual([{ by: 'innkeeper', how: 'safe' }]);
		expect(protections(n2, 'assassin', 's5')).toEqual([]);
	});

	it('the Innkeeper’s Drunk makes the chosen player’s step drunk', () => {
		const n2 = ok(nextNight(bmr(SET)), remind('s5', 'innkeeper', 'Drunk'));
		expect(step(n2, 'chambermaid')).toMatchObject({ drunk: true, mayBeFalse: true });
	});

	it('the Sailor cannot die while sober; drunk by his own choice, he can', () => {
		const n2 = nextNight(bmr(SET));
		const by = (state: GameState) => protections(state, 'po', 's2').map((p) => p.by);
		// s2 also sits beside the Tea Lady (s3), whose neighbours are both good.
		expect(by(n2)).toEqual(['sailor', 'tealady']);
		const self = ok(n2, remind('s2', 'sailor', 'Drunk'));
		expect(isDrunkIn(self, seat(self, 's2'))).toBe(true);
		expect(by(self)).toEqual(['tealady']);
	});

	it('the Sailor’s chosen player is drunk until dusk; the drunkenness ends with the Sailor', () => {
		const n2 = ok(nextNight(bmr(SET)), remind('s5', 'sailor', 'Drunk'));
		expect(isDrunkIn(n2, seat(n2, 's5'))).toBe(true);
		const sailorDead = ok(n2, kill('po', 's2'));
		expect(isDrunkIn(sailorDead, seat(sailorDead, 's5'))).toBe(false);
	});

	it('the Tea Lady: both living neighbours good, neither can die; an evil neighbour ends it', () => {
		// s3 Tea Lady between s2 Sailor and s4 Fool.
		const n2 = nextNight(bmr(SET));
		expect(protections(n2, 'po', 's4')).toEqual([
			{ by: 'fool', how: 'first-death' },
			{ by: 'tealady', how: 'safe' }
		]);
		const evil = ['innkeeper', 'godfather', 'tealady', 'fool', 'chambermaid', 'sailor', 'po'];
		expect(protections(nextNight(bmr(evil)), 'po', 's4')).toEqual([
			{ by: 'fool', how: 'first-death' }
		]);
		// The Tea Lady does not protect herself.
		expect(protections(n2, 'po', 's3')).toEqual([]);
	});

	it('the Tea Lady skips dead neighbours; drunk, she protects no one', () => {
		// s3 Tea Lady; s4 Fool dies, so her neighbours are s2 Sailor and s5 Chambermaid.
		const n2 = ok(nextNight(bmr(SET)), { type: 'seat/died', seat: 's4' });
		expect(protections(n2, 'po', 's5').map((p) => p.by)).toEqual(['tealady']);
		const drunk = ok(n2, remind('s3', 'sailor', 'Drunk'));
		expect(protections(drunk, 'po', 's5')).toEqual([]);
	});

	it('the Tea Lady beside a Spy may protect (the Spy may register as good); beside a poisoned Spy not', () => {
		const script = withExtra('tb', ['tealady']);
		// s2 Tea Lady between s1 Spy and s3 Chef.
		const set = ['spy', 'tealady', 'chef', 'empath', 'librarian', 'poisoner', 'imp'];
		const n2 = nextNight(firstNight({ script, characters: set }));
		expect(protections(n2, 'imp', 's3')).toEqual([{ by: 'tealady', how: 'safe' }]);
		const poisoned = ok(n2, remind('s1', 'poisoner', 'Poisoned'));
		expect(protections(poisoned, 'imp', 's3')).toEqual([]);
	});

	it('the Fool survives his first death only', () => {
		const set = ['innkeeper', 'chambermaid', 'grandmother', 'fool', 'gossip', 'godfather', 'po'];
		const n2 = nextNight(bmr(set));
		expect(protections(n2, 'po', 's4')).toEqual([{ by: 'fool', how: 'first-death' }]);
		const used = ok(n2, remind('s4', 'fool', 'No Ability'));
		expect(protections(used, 'po', 's4')).toEqual([]);
	});
});

describe('the Exorcist and the Demons', () => {
	const SET = ['exorcist', 'sailor', 'chambermaid', 'innkeeper', 'gossip', 'assassin', 'po'];

	it('the Exorcist chooses the Demon: no kill offered, it learns the Exorcist', () => {
		const n2 = ok(nextNight(bmr(SET)), remind('s7', 'exorcist', 'Chosen'));
		expect(step(n2, 'po').kills).toBeUndefined();
		expect(step(n2, 'po').shows).toEqual([{ seat: 's1', character: 'exorcist' }]);
	});

	it('the Exorcist chooses a Minion, or is drunk: the Demon kills as usual', () => {
		const minion = ok(nextNight(bmr(SET)), remind('s6', 'exorcist', 'Chosen'));
		expect(step(minion, 'po').kills).toMatchObject({ reminder: 'Dead' });
		const drunk = okAll(nextNight(bmr(SET)), [
			remind('s1', 'innkeeper', 'Drunk'),
			remind('s7', 'exorcist', 'Chosen')
		]);
		expect(step(drunk, 'po').kills).toMatchObject({ reminder: 'Dead' });
	});
});

describe('the Gambler', () => {
	const SET = ['gambler', 'sailor', 'chambermaid', 'innkeeper', 'gossip', 'assassin', 'po'];

	it('a right guess: no kill suggested', () => {
		const n2 = okAll(nextNight(bmr(SET)), [
			{
				type: 'night/choice',
				step: 'gambler',
				character: 'gambler',
				seats: ['s7'],
				characters: ['po']
			}
		]);
		expect(suggestChoice(n2, step(n2, 'gambler'))).toMatchObject({
			outcome: { right: true },
			kill: { suggests: [], noneSuggested: true }
		});
	});

	it('a guess that the Lunatic is the Demon he thinks he is: wrong, the Gambler dies', () => {
		const set = seatsWith(SET, { 4: { character: 'lunatic', thinks: 'po' }, 7: 'zombuul' });
		const n2 = ok(nextNight(bmr(set)), {
			type: 'night/choice',
			step: 'gambler',
			character: 'gambler',
			seats: ['s4'],
			characters: ['po']
		});
		expect(suggestChoice(n2, step(n2, 'gambler'))).toMatchObject({
			outcome: { right: false, thinks: true },
			kill: { suggests: ['s1'] }
		});
	});

	it('a poisoned Gambler’s wrong guess suggests no death', () => {
		const n2 = okAll(nextNight(bmr(SET)), [
			remind('s1', 'innkeeper', 'Drunk'),
			{
				type: 'night/choice',
				step: 'gambler',
				character: 'gambler',
				seats: ['s2'],
				characters: ['po']
			}
		]);
		expect(suggestChoice(n2, step(n2, 'gambler'))).toMatchObject({
			noEffect: true,
			kill: { suggests: [] }
		});
	});
});

describe('the Lunatic', () => {
	const SET = seatsWith(bmr7('assassin', 'po'), {
		4: { character: 'lunatic', thinks: 'shabaloth' }
	});

	it('wakes as the Demon but kills no one; the real Demon learns the Lunatic', () => {
		const n1 = bmr(SET);
		expect(step(n1, 'demoninfo').seats).toEqual(['s7']);
		const n2 = nextNight(n1);
		expect(step(n2, 'lunatic')).toMatchObject({ asDemon: 'shabaloth', seats: ['s4'] });
		expect(step(n2, 'lunatic').kills).toBeUndefined();
		expect(step(n2, 'po').kills).toMatchObject({ reminder: 'Dead' });
		expect(findStep(n2, 'shabaloth')).toBeUndefined();
	});

	it('executing the Lunatic is no win for good', () => {
		expect(checkWin(ok(firstDay({ script: 'bmr', characters: SET }), execute('s4')))).toBeNull();
	});
});

describe('the Professor, the Pacifist, the Devil’s Advocate, the Tinker', () => {
	const SET = ['professor', 'pacifist', 'chambermaid', 'tinker', 'gossip', 'devilsadvocate', 'po'];

	it('the Professor revives a dead Townsfolk once: the next nights have no Professor step', () => {
		const n2 = okAll(nextNight(bmr(SET)), [kill('po', 's3')]);
		const n3 = nextNight(n2);
		expect(step(n3, 'professor')).toBeTruthy();
		const revived = okAll(n3, [
			{ type: 'seat/revived', seat: 's3' },
			remind('s1', 'professor', 'No Ability')
		]);
		expect(seat(revived, 's3').alive).toBe(true);
		expect(findStep(nextNight(revived), 'professor')).toBeUndefined();
	});

	it('the Pacifist’s or the Devil’s Advocate’s survivor: executed, did not die, no win', () => {
		const day = ok(firstDay({ script: 'bmr', characters: SET }), execute('s7', false));
		expect(seat(day, 's7').alive).toBe(true);
		expect(checkWin(day)).toBeNull();
		// The day is over all the same: no second execution.
		const n2 = ok(day, { type: 'night/started' });
		expect(findStep(n2, 'po')).toBeTruthy();
	});

	it('the Tinker may die at any time: a death by the Tinker is accepted by day', () => {
		const day = ok(firstDay({ script: 'bmr', characters: SET }), died('s4', 'tinker'));
		expect(seat(day, 's4').alive).toBe(false);
	});
});

describe('the Mastermind', () => {
	const SET = bmr7('mastermind', 'po');

	it('a Mastermind dead when the Demon is executed: good wins', () => {
		const day = okAll(firstDay({ script: 'bmr', characters: SET }), [died('s6'), execute('s7')]);
		expect(checkWin(day)).toMatchObject({ winner: 'good', code: 'no-demon' });
	});

	it('the Demon killed at night (the Gossip) is no extra day', () => {
		const n2 = ok(nextNight(bmr(SET)), kill('gossip', 's7'));
		expect(checkWin(n2)).toMatchObject({ winner: 'good', code: 'no-demon' });
	});
});

describe('the Mastermind meets the Zombuul and the Scarlet Woman', () => {
	it('the Zombuul’s first execution does not end the game: no extra day follows', () => {
		const day1 = okAll(firstDay({ script: 'bmr', characters: bmr7('mastermind', 'zombuul') }), [
			execute('s7'),
			remind('s7', 'zombuul', 'Dead')
		]);
		expect(checkWin(day1)).toBeNull();
		const day2 = okAll(day1, [{ type: 'night/started' }, { type: 'day/started' }]);
		expect(checkWin(day2)).toBeNull();
		// A good player executed on day 2 is an ordinary execution, not the Mastermind's loss.
		expect(checkWin(ok(day2, execute('s1')))).toBeNull();
		expect(checkWin(okAll(day2, [{ type: 'night/started' }]))).toBeNull();
	});

	it('the Scarlet Woman catching the Demon means the game did not end: no extra day', () => {
		const set = seatsWith(bmr7('mastermind', 'po'), { 5: 'scarletwoman' });
		const script = withExtra('bmr', ['scarletwoman']);
		const day1 = ok(firstDay({ script, characters: set }), execute('s7'));
		expect(checkWin(day1)).toMatchObject({ winner: null, code: 'scarlet-woman' });
		const became = okAll(day1, [
			{ type: 'seat/changed', seat: 's5', character: 'po', how: 'scarletwoman' },
			{ type: 'night/started' },
			{ type: 'day/started' }
		]);
		expect(checkWin(became)).toBeNull();
		expect(checkWin(ok(became, execute('s1')))).toBeNull();
	});
});

describe('once per game at night: the Assassin and the Courtier', () => {
	const SET = ['courtier', 'sailor', 'chambermaid', 'innkeeper', 'gossip', 'assassin', 'po'];

	it('the Assassin who killed has no step on later nights; its kill ignores the Sailor', () => {
		const n2 = nextNight(bmr(SET));
		expect(protections(n2, 'assassin', 's2')).toEqual([]);
		const n3 = nextNight(ok(n2, kill('assassin', 's2')));
		expect(findStep(n3, 'assassin')).toBeUndefined();
	});

	it('the Courtier’s choice keeps its target drunk after the Courtier’s step is gone', () => {
		const n1 = ok(bmr(SET), remind('s3', 'courtier', 'Drunk 3'));
		expect(step(n1, 'chambermaid')).toMatchObject({ drunk: true, mayBeFalse: true });
		const n2 = nextNight(n1);
		expect(findStep(n2, 'courtier')).toBeUndefined();
		expect(step(n2, 'chambermaid').drunk).toBe(true);
	});
});
