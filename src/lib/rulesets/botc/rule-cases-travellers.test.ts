import { describe, expect, it } from 'vitest';
import {
	checkWin,
	isDrunkIn,
	isPoisonedIn,
	nightSteps,
	seatById,
	suggestAnswer,
	teamCounts,
	validateSetup,
	votesNeeded
} from './index';
import type { GameEventBody } from './engine/events';
import {
	type SeatSpec,
	dealtTable,
	firstDay,
	nominateAndVote,
	okAll,
	refused,
	remind,
	script,
	SNV_TOWNSFOLK5,
	TB7,
	seatsWith,
	withExtra
} from './engine/testing/builders';
import { dawn, died, dieAll, dusk, execute } from './engine/testing/moves';
import type { GameState } from './engine/types';
import { snvAt } from './testing/snv-tables';

// Independent rule cases for travellers at a table of residents, from the rules: they count for
// the vote's majority but not for the setup counts nor for the game's end (two alive, the Mayor's
// three), an exile is no execution, and the night steps each traveller has (or has not).

const noExecution: GameEventBody = { type: 'execution', seat: null, died: false };
const traveller = (character: string) => ({ character, traveller: true });
const MAYOR7 = seatsWith(TB7, { 3: 'mayor' });
/** A TB7-like table with travellers after the residents (s8, s9, …), on day 1. */
const dayWith = (residents: SeatSpec[] = TB7, ...travellers: string[]): GameState =>
	firstDay({
		script: withExtra('tb', travellers),
		characters: [...residents, ...travellers.map(traveller)]
	});

describe('travellers and the setup counts', () => {
	it.each([
		['tb', ['scapegoat', 'gunslinger']],
		['bmr', ['bishop', 'voudon', 'judge']],
		['snv', ['harlot', 'barista', 'deviant']],
		['carousel', ['gnome', 'gangster']]
	] as const)('%s travellers do not change what seven residents need', (_, travellers) => {
		const check = validateSetup(script('tb'), [...TB7, ...travellers], 7 + travellers.length);
		expect(check.errors).toEqual([]);
		expect(check.counts).toEqual(teamCounts(7));
	});
	it('five residents are the least: with four, travellers do not make up the table', () => {
		const five = ['washerwoman', 'librarian', 'chef', 'poisoner', 'imp'];
		const travellers = ['thief', 'bureaucrat', 'beggar'];
		expect(validateSetup(script('tb'), [...five, ...travellers], 8).errors).toEqual([]);
		const four = validateSetup(script('tb'), [...five.slice(1), ...travellers, 'scapegoat'], 8);
		expect(four.errors.map((e) => e.code)).toEqual(['travellers']);
	});
});

describe('travellers and the vote', () => {
	it('a living traveller counts for the majority; an exile needs half of everyone', () => {
		const g = dayWith(TB7, 'beggar');
		expect(votesNeeded(g)).toBe(4);
		const fewer = okAll(g, dieAll('s1', 's2'));
		// Six alive (majority 3), eight players (exile 4).
		expect(votesNeeded(fewer)).toBe(3);
		expect(votesNeeded(fewer, true)).toBe(4);
	});
});

describe('travellers and the end of the game', () => {
	it('two residents alive with a living traveller: evil wins', () => {
		const g = okAll(dayWith(TB7, 'gunslinger'), dieAll('s2', 's3', 's4', 's5', 's6'));
		expect(checkWin(g)).toMatchObject({ winner: 'evil', code: 'two-left' });
	});
	it('three residents and a traveller alive, no execution: the Mayor wins', () => {
		const g = okAll(dayWith(MAYOR7, 'scapegoat'), dieAll('s1', 's2', 's4', 's5'));
		expect(checkWin(okAll(g, [noExecution]))).toMatchObject({ winner: 'good', code: 'mayor' });
	});
	it('an exile is no execution: the Mayor still wins that day', () => {
		const g = okAll(dayWith(MAYOR7, 'deviant'), dieAll('s1', 's2', 's4', 's5'));
		const exiled = nominateAndVote(g, 's3', 's8', ['s3', 's6', 's7', 's1'], { exile: true });
		const day = okAll(exiled, [{ type: 'seat/died', seat: 's8' }, noExecution, dusk]);
		expect(checkWin(day)).toMatchObject({ winner: 'good', code: 'mayor' });
	});
	it('a traveller executed (not exiled) is the day’s execution: no Mayor win', () => {
		const g = okAll(dayWith(MAYOR7, 'scapegoat'), dieAll('s1', 's2', 's4', 's5'));
		const day = okAll(nominateAndVote(g, 's3', 's8', ['s3', 's6', 's7']), [execute('s8'), dusk]);
		expect(checkWin(day)).toBeNull();
	});
	it('an exile is no execution: the Vortox wins a day with only an exile', () => {
		const snv = [...SNV_TOWNSFOLK5, 'witch', 'vortox', traveller('bonecollector')];
		const g = firstDay({ script: 'snv', characters: snv });
		const exiled = nominateAndVote(g, 's1', 's8', ['s1', 's2', 's3', 's4'], { exile: true });
		const day = okAll(exiled, [{ type: 'seat/died', seat: 's8' }, noExecution]);
		expect(checkWin(day)).toMatchObject({ winner: 'evil', code: 'vortox' });
	});
});

describe('the execution the day records is not always the block’s', () => {
	const blocked = (traveller: string) =>
		nominateAndVote(dayWith(TB7, traveller), 's1', 's2', ['s1', 's3', 's4', 's5']);
	it('the Scapegoat executed instead of the good player on the block', () => {
		const g = okAll(blocked('scapegoat'), [execute('s8')]);
		expect(g.seats.filter((s) => !s.alive).map((s) => s.id)).toEqual(['s8']);
		expect(g.day?.execution).toMatchObject({ seat: 's8', died: true });
	});
	it('the Judge forces the execution to fail: nobody is executed, the Mayor may win', () => {
		const g = okAll(dayWith(MAYOR7, 'judge'), dieAll('s1', 's2', 's4', 's5'));
		const voted = nominateAndVote(g, 's3', 's6', ['s3', 's6', 's7']);
		expect(voted.day?.block).toMatchObject({ seat: 's6' });
		expect(checkWin(okAll(voted, [noExecution]))).toMatchObject({ winner: 'good', code: 'mayor' });
	});
});

describe('the Undertaker after an exile', () => {
	it('an exiled traveller was not executed: the Undertaker does not wake', () => {
		const g = dayWith(seatsWith(TB7, { 5: 'undertaker' }), 'gunslinger');
		const exiled = nominateAndVote(g, 's1', 's8', ['s1', 's2', 's3', 's4'], { exile: true });
		const night = okAll(exiled, [{ type: 'seat/died', seat: 's8' }, noExecution, dusk]);
		expect(nightSteps(night).map((s) => s.key)).not.toContain('undertaker');
		const executed = okAll(nominateAndVote(g, 's1', 's8', ['s1', 's2', 's3', 's4']), [
			execute('s8'),
			dusk
		]);
		expect(nightSteps(executed).find((s) => s.key === 'undertaker')?.shows).toEqual([
			{ seat: 's8', character: 'gunslinger' }
		]);
	});
});

describe('the Butcher nominates again after the day’s first execution', () => {
	const day = (butcher: GameEventBody[] = []) =>
		okAll(dayWith(TB7, 'butcher'), [
			...butcher,
			{ type: 'nomination/opened', nominator: 's8', nominee: 's1' },
			{ type: 'nomination/voted', voters: ['s1', 's2', 's3', 's4', 's8'] },
			execute('s1')
		]);
	it('the Butcher may, a second execution follows; nobody else may', () => {
		const g = nominateAndVote(day(), 's8', 's2', ['s3', 's4', 's5', 's8']);
		expect(okAll(g, [execute('s2')]).seats.find((s) => s.id === 's2')?.alive).toBe(false);
		refused(day(), { type: 'nomination/opened', nominator: 's3', nominee: 's2' });
	});
	it('a poisoned Butcher may not', () => {
		const g = day([remind('s8', 'poisoner', 'Poisoned')]);
		refused(g, { type: 'nomination/opened', nominator: 's8', nominee: 's2' });
	});
});

describe('who wakes for a traveller at night', () => {
	const at = (character: string, night: 1 | 2) => {
		const t = dealtTable(withExtra('tb', [character]), [...TB7, traveller(character)]);
		t.do(dusk);
		if (night === 2) t.do(dawn).do(dusk);
		return nightSteps(t.state).find((s) => s.character === character);
	};
	it.each(['bonecollector', 'harlot'])('the %s: not on night 1, then each night', (c) => {
		expect(at(c, 1)).toBeUndefined();
		expect(at(c, 2)?.seats).toEqual(['s8']);
	});
	it('the Bone Collector who used his ability has no step after that night', () => {
		const t = dealtTable(withExtra('tb', ['bonecollector']), [...TB7, traveller('bonecollector')]);
		t.do(dusk).do(died('s1')).do(dawn).do(dusk);
		t.do({
			type: 'night/choice',
			step: 'bonecollector',
			character: 'bonecollector',
			seats: ['s1'],
			characters: []
		});
		t.do(dawn).do(dusk);
		expect(nightSteps(t.state).map((s) => s.key)).not.toContain('bonecollector');
	});
	it('the Harlot wakes with the player she chooses', () => {
		expect(at('harlot', 2)?.wakes).toBe('holder+chosen');
	});
	it('the Barista never wakes herself: the player she helps does, every night', () => {
		expect(at('barista', 1)?.wakes).toBe('chosen');
		expect(at('barista', 2)?.wakes).toBe('chosen');
	});
	it('the Apprentice wakes on night 1 only', () => {
		expect(at('apprentice', 1)?.seats).toEqual(['s8']);
		expect(at('apprentice', 2)).toBeUndefined();
	});
	it.each([
		'scapegoat',
		'gunslinger',
		'beggar',
		'bishop',
		'butcher',
		'deviant',
		'matron',
		'judge',
		'voudon',
		'gangster',
		'gnome'
	])('the %s has no night step', (c) => {
		expect(at(c, 1)).toBeUndefined();
		expect(at(c, 2)).toBeUndefined();
	});
});

describe('the Barista makes a player sober and healthy until dusk', () => {
	const BARISTA = [...TB7, traveller('barista')];
	const night2 = () => {
		const t = dealtTable(withExtra('tb', ['barista']), BARISTA);
		t.do(dusk)
			.do(dawn)
			.do(dusk)
			.do(remind('s5', 'poisoner', 'Poisoned'));
		return t;
	};
	const empath = (t: ReturnType<typeof night2>) =>
		nightSteps(t.state).find((s) => s.key === 'empath');
	it('the poisoned Empath she chose is healthy tonight and gets true information', () => {
		const t = night2().do(remind('s5', 'barista', 'Sober & Healthy'));
		expect(isPoisonedIn(t.state, seatById(t.state, 's5')!)).toBe(false);
		expect(empath(t)).toMatchObject({ poisoned: false, mayBeFalse: false });
	});
	it('under the Vortox her chosen Townsfolk is told the truth', () => {
		const t = snvAt([...SNV_TOWNSFOLK5, 'witch', 'vortox', traveller('barista')], 2, ['barista']);
		const maths = () =>
			suggestAnswer(
				t.state,
				nightSteps(t.state).find((s) => s.key === 'mathematician')!
			);
		expect(maths()).toMatchObject({ mustBeFalse: true });
		t.do(remind('s4', 'barista', 'Sober & Healthy'));
		expect(maths()).toMatchObject({ mustBeFalse: false });
	});
	it('the Minstrel’s “everyone is drunk” passes her chosen player by', () => {
		const t = night2().do(remind('s5', 'barista', 'Sober & Healthy'));
		t.do(remind('s1', 'minstrel', 'Everyone is drunk'));
		expect(empath(t)).toMatchObject({ drunk: false, mayBeFalse: false });
	});
	it('at dusk it ends: the poison placed again works', () => {
		const t = night2().do(remind('s5', 'barista', 'Sober & Healthy'));
		t.do(dawn)
			.do(dusk)
			.do(remind('s5', 'poisoner', 'Poisoned'));
		expect(empath(t)).toMatchObject({ poisoned: true, mayBeFalse: true });
	});
});

describe('the Beggar is sober and healthy', () => {
	it('a Poisoner’s or Sailor’s token on the Beggar does nothing', () => {
		const g = okAll(dayWith(TB7, 'beggar'), [remind('s8', 'poisoner', 'Poisoned')]);
		expect(isPoisonedIn(g, seatById(g, 's8')!)).toBe(false);
		const drunk = okAll(g, [remind('s8', 'sailor', 'Drunk')]);
		expect(isDrunkIn(drunk, seatById(drunk, 's8')!)).toBe(false);
	});
});
