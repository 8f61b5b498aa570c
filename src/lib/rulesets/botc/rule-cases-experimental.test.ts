import { describe, expect, it } from 'vitest';
import { checkWin, isPoisonedIn, nightSteps, parseScript, seatById, validateSetup } from './index';
import {
	type SeatSpec,
	type Table,
	nominate,
	nominateAndVote,
	okAll,
	remind,
	seatsWith
} from './engine/testing/builders';
import { execute } from './engine/testing/moves';
import { tableAtNight } from './engine/testing/nights';
import { day, night, truths } from './testing/combos';
import { snvAt } from './testing/snv-tables';

// Independent rule cases for the experimental characters, with each other and with the base
// three editions: what the setup allows, who wakes at their steps, and the official jinxes the
// grimoire can judge. Rulings from the character texts and the official jinx list, in our words.

/** A script of these official characters (ids), parsed as an imported one. */
function scriptOf(ids: string[]) {
	const parsed = parseScript([{ id: '_meta', name: 'Rule cases' }, ...ids]);
	if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
	return parsed.script;
}

const CAROUSEL_TF = ['steward', 'knight', 'noble', 'shugenja', 'pixie', 'highpriestess'];
const SCRIPT = scriptOf([
	...CAROUSEL_TF,
	'villageidiot',
	'princess',
	'banshee',
	'cultleader',
	'alsaahir',
	'exorcist',
	'chambermaid',
	'hermit',
	'ogre',
	'politician',
	'zealot',
	'heretic',
	'damsel',
	'goblin',
	'fearmonger',
	'boffin',
	'widow',
	'organgrinder',
	'vizier',
	'wizard',
	'xaan',
	'summoner',
	'plaguedoctor',
	'hatter',
	'yaggababble',
	'lordoftyphon',
	'kazali',
	'ojo',
	'riot',
	'grandmother',
	'imp'
]);

/** A table of `SCRIPT` dealt `seats`, played to night `n`. */
const at = (seats: SeatSpec[], n = 1) => tableAtNight({ script: SCRIPT, characters: seats }, n);
const stepOf = (t: Table, character: string) =>
	nightSteps(t.state).filter((s) => s.character === character);
const problems = (characters: string[]) => {
	const check = validateSetup(SCRIPT, characters, characters.length);
	return check.errors.map((e) => e.code);
};

describe('setup with the experimental characters', () => {
	it.each([
		['the Summoner: no Demon, one Townsfolk more', [...CAROUSEL_TF, 'summoner']],
		['the Kazali: no Minions at setup', [...CAROUSEL_TF, 'kazali']],
		['the Kazali with an Outsider', [...CAROUSEL_TF.slice(1), 'ogre', 'kazali']],
		[
			'the Lord of Typhon: one Minion more',
			[...CAROUSEL_TF.slice(2), 'widow', 'boffin', 'lordoftyphon']
		],
		[
			'the Xaan: X Outsiders (three)',
			[...CAROUSEL_TF.slice(3), 'ogre', 'damsel', 'politician', 'xaan', 'imp']
		],
		[
			'the Hermit takes one Outsider away (nine players)',
			[...CAROUSEL_TF, 'hermit', 'widow', 'imp']
		],
		[
			'three Village Idiots in Townsfolk places',
			[...CAROUSEL_TF.slice(0, 2), 'villageidiot', 'villageidiot', 'villageidiot', 'widow', 'imp']
		]
	])('%s', (_, characters) => {
		expect(problems(characters)).toEqual([]);
	});
	it('the Boffin and the Heretic may both be in play (the Demon just cannot have its ability)', () => {
		expect(problems([...CAROUSEL_TF.slice(1), 'heretic', 'boffin', 'imp'])).toEqual([]);
	});
	it('the Heretic and the Widow may not both be in play', () => {
		expect(problems([...CAROUSEL_TF.slice(1), 'heretic', 'widow', 'imp'])).toContain(
			'jinx-exclusive'
		);
	});
});

describe('who wakes on the first night', () => {
	const SEVEN = [...CAROUSEL_TF.slice(0, 4), 'ogre', 'boffin', 'imp'];
	it('the Boffin learns the ability, then the Demon learns it too', () => {
		const t = at(SEVEN);
		expect(stepOf(t, 'boffin').map((s) => s.seats)).toEqual([['s6'], ['s7']]);
	});
	it('the Widow: then a good player learns a Widow is in play; never again', () => {
		const t = at(seatsWith(SEVEN, { 6: 'widow' }));
		expect(stepOf(t, 'widow').map((s) => [s.seats, s.wakes])).toEqual([[['s6'], 'holder+chosen']]);
		day(t);
		night(t);
		expect(stepOf(t, 'widow')).toEqual([]);
	});
	it('the Lord of Typhon: its neighbours learn they are Minions', () => {
		const t = at([...CAROUSEL_TF.slice(0, 4), 'widow', 'lordoftyphon', 'boffin']);
		const [s] = stepOf(t, 'lordoftyphon');
		expect(s?.wakes).toBe('neighbours');
		expect([...(s?.seats ?? [])].sort()).toEqual(['s5', 's7']);
	});
	it.each([
		['xaan', 'nobody'],
		['kazali', 'holder+chosen']
	])('the %s: %s wakes', (c, wakes) => {
		const seats = seatsWith(SEVEN, c === 'kazali' ? { 6: 'pixie', 7: 'kazali' } : { 6: c });
		expect(stepOf(at(seats), c).map((s) => s.wakes)).toEqual([wakes]);
	});
	it.each(['steward', 'knight', 'ogre'])('the %s wakes on night 1 only', (c) => {
		const t = at(SEVEN);
		expect(stepOf(t, c)).toHaveLength(1);
		day(t);
		night(t);
		expect(stepOf(t, c)).toEqual([]);
	});
});

describe('after the first night', () => {
	const SEVEN = [
		'highpriestess',
		'villageidiot',
		'cultleader',
		'princess',
		'banshee',
		'widow',
		'ojo'
	];
	it.each(['highpriestess', 'villageidiot', 'cultleader', 'ojo'])(
		'the %s wakes on night 2',
		(c) => {
			expect(stepOf(at(SEVEN, 2), c)).toHaveLength(1);
		}
	);
	it('the Princess has a step on night 2, none on night 1', () => {
		expect(stepOf(at(SEVEN), 'princess')).toEqual([]);
		expect(stepOf(at(SEVEN, 2), 'princess')).toHaveLength(1);
	});
	it('the Banshee’s step is only on the night the Demon killed her', () => {
		const t = at(SEVEN, 2);
		expect(stepOf(t, 'banshee')).toEqual([]);
		t.do({ type: 'night/kill', step: 'ojo', by: 'ojo', seat: 's5', reminder: 'Dead' });
		expect(stepOf(t, 'banshee').map((s) => s.wakes)).toEqual(['nobody']);
		t.do({ type: 'night/step', step: 'banshee', status: 'done' });
		day(t);
		night(t);
		expect(stepOf(t, 'banshee')).toEqual([]);
	});
	it.each([
		['hatter', 'evil'],
		['plaguedoctor', 'nobody']
	])('the %s executed today: its step tonight wakes %s', (c, wakes) => {
		const t = at(seatsWith(SEVEN, { 5: c }));
		day(t).do(execute('s5'));
		night(t);
		expect(stepOf(t, c).map((s) => s.wakes)).toEqual([wakes]);
	});
});

describe('the Yaggababble and the Exorcist (their jinx)', () => {
	it('the Exorcist chose the Yaggababble: it kills nobody tonight', () => {
		const t = at(
			['exorcist', 'chambermaid', 'steward', 'knight', 'noble', 'widow', 'yaggababble'],
			2
		);
		t.do(remind('s7', 'exorcist', 'Chosen'));
		const [yagga] = stepOf(t, 'yaggababble');
		expect(yagga?.kills).toBeUndefined();
		expect(yagga?.why).toMatchObject({ code: 'exorcist', seat: 's1' });
	});
});

describe('the Goblin', () => {
	const GOB = ['steward', 'knight', 'noble', 'shugenja', 'pixie', 'goblin', 'imp'];
	it('claimed publicly and executed the same day: evil wins', () => {
		const t = at(GOB);
		day(t)
			.do(remind('s6', 'goblin', 'Claimed'))
			.do(execute('s6'));
		expect(checkWin(t.state)).toMatchObject({ winner: 'evil', code: 'goblin' });
	});
	it('executed without the claim: nobody wins', () => {
		const t = at(GOB);
		day(t).do(execute('s6'));
		expect(checkWin(t.state)).toBeNull();
	});
});

describe('the Widow and the Damsel (their jinx)', () => {
	const WD = ['steward', 'knight', 'noble', 'shugenja', 'damsel', 'widow', 'imp'];
	const damselPoisoned = (t: Table) => isPoisonedIn(t.state, seatById(t.state, 's5')!);
	it('the Widow in play: the Damsel is poisoned, from the first night', () => {
		const t = at(WD);
		expect(damselPoisoned(t)).toBe(true);
		expect(stepOf(t, 'damsel')[0]?.poisoned).toBe(true);
	});
	it('the Widow has been in play: she stays poisoned after the Widow dies', () => {
		const t = at(WD);
		day(t).do(execute('s6'));
		night(t);
		expect(damselPoisoned(t)).toBe(true);
	});
	it('no Widow: the Damsel is healthy', () => {
		expect(damselPoisoned(at(seatsWith(WD, { 6: 'boffin' })))).toBe(false);
	});
});

describe('the Organ Grinder keeps votes hidden', () => {
	const OG = ['steward', 'knight', 'noble', 'shugenja', 'pixie', 'organgrinder', 'imp'];
	const hidden = (t: Table) => nominate(t.state, 's1', 's2').day?.nominations[0]?.hidden;
	it('while alive and sober', () => {
		expect(hidden(day(at(OG)))).toBe(true);
	});
	it('not on a day it chose to be drunk, nor once dead', () => {
		const drunk = at(OG);
		drunk.do(remind('s6', 'organgrinder', 'Drunk'));
		expect(hidden(day(drunk))).toBe(false);
		const dead = day(at(OG)).do(execute('s6'));
		expect(hidden(day(night(dead)))).toBe(false);
	});
});

describe('the Summoner and the Clockmaker (their jinx)', () => {
	it('the Summoner registers as the Demon: the Clockmaker counts from it to the nearest Minion', () => {
		const seats = [
			'clockmaker',
			'dreamer',
			'snakecharmer',
			'witch',
			'mathematician',
			'summoner',
			'flowergirl'
		];
		expect(truths(snvAt(seats, 1, ['summoner']), 'clockmaker')).toEqual([{ number: 2 }]);
	});
});

describe('the Fearmonger nominates and executes the player it chose', () => {
	const FEAR = ['steward', 'knight', 'noble', 'shugenja', 'pixie', 'fearmonger', 'imp'];
	/** Day 1: the Fear token on `feared` from night 1; `by` nominates s2, who is executed. */
	function executed(feared: string, by = 's6', before: Parameters<Table['do']>[0][] = []) {
		const t = at(FEAR);
		t.do(remind(feared, 'fearmonger', 'Fear'));
		for (const e of before) t.do(e);
		day(t);
		const voted = nominateAndVote(t.state, by, 's2', ['s1', 's3', 's4', 's5']);
		return checkWin(okAll(voted, [execute('s2')]));
	}
	it('their team loses: the good player it feared is executed, evil wins', () => {
		expect(executed('s2')).toMatchObject({ winner: 'evil', code: 'fearmonger' });
	});
	it('another player feared, or another nominator: no win', () => {
		expect(executed('s3')).toBeNull();
		expect(executed('s2', 's1')).toBeNull();
	});
	it('a poisoned Fearmonger: no win', () => {
		const win = executed('s2', 's6', [remind('s6', 'poisoner', 'Poisoned')]);
		expect(win).toBeNull();
	});
});

describe('the Alsaahir', () => {
	it('its guess is the storyteller’s to judge: a suggested win names it', () => {
		const t = at(['alsaahir', 'steward', 'knight', 'noble', 'shugenja', 'widow', 'imp']);
		day(t).do(execute('s2')).do({ type: 'seat/died', seat: 's3' });
		t.do({ type: 'seat/died', seat: 's4' }).do({ type: 'seat/died', seat: 's5' });
		t.do({ type: 'seat/died', seat: 's1' });
		const win = checkWin(t.state);
		expect(win?.code).toBe('two-left');
		expect(win?.caveats.map((c) => c.en).join(' ')).toMatch(/Alsaahir/);
	});
});

describe('the Riot and the Grandmother (their jinx)', () => {
	const RIOT = ['grandmother', 'steward', 'knight', 'noble', 'shugenja', 'widow', 'riot'];
	/** Day 1: the Grandmother's grandchild is s3; `seat` is executed. */
	function executes(seat: string, seats: SeatSpec[] = RIOT) {
		const t = at(seats);
		t.do(remind('s3', 'grandmother', 'Grandchild'));
		day(t).do(execute(seat));
		return checkWin(t.state);
	}
	it('the grandchild dies by execution while Riot is in play: evil wins', () => {
		expect(executes('s3')).toMatchObject({ winner: 'evil', code: 'riot-grandchild' });
	});
	it('another player executed, or no Riot in play: no win', () => {
		expect(executes('s4')).toBeNull();
		expect(executes('s3', seatsWith(RIOT, { 7: 'imp' }))).toBeNull();
	});
});

describe('the Vizier and the Fearmonger (their jinx)', () => {
	const VF = ['steward', 'knight', 'noble', 'shugenja', 'vizier', 'fearmonger', 'imp'];
	it.each([1, 2])('night %i: the Vizier wakes with the Fearmonger', (n) => {
		const [s] = stepOf(at(VF, n), 'fearmonger');
		expect([s?.seats, s?.holders]).toEqual([['s6', 's5'], ['s6']]);
	});
	it('no Vizier: the Fearmonger wakes alone', () => {
		expect(stepOf(at(seatsWith(VF, { 5: 'pixie' }), 2), 'fearmonger')[0]?.seats).toEqual(['s6']);
	});
});
