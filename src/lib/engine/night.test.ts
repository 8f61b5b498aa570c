import { describe, expect, it } from 'vitest';
import { OFFICIAL } from '../rulesets/botc/characters';
import { currentStep, dawnChanges, nightNumbers, nightSteps } from './night';
import { firstDay, firstNight, game, ok, okAll } from './testing/builders';
import type { GameState } from './types';

const TB7 = ['washerwoman', 'librarian', 'investigator', 'chef', 'empath', 'poisoner', 'imp'];

/** 12 players of Bad Moon Rising: 7 Townsfolk, 2 Outsiders, 2 Minions, 1 Demon. */
const BMR12 = [
	'grandmother', // s1
	'sailor', // s2
	'chambermaid', // s3
	'courtier', // s4
	'exorcist', // s5
	'gambler', // s6
	'tealady', // s7
	{ character: 'lunatic', thinks: 'zombuul' }, // s8
	'goon', // s9
	'devilsadvocate', // s10
	'assassin', // s11
	'pukka' // s12
];

const keys = (state: GameState) => nightSteps(state).map((s) => s.key);
const step = (state: GameState, key: string) => {
	const s = nightSteps(state).find((x) => x.key === key);
	if (!s) throw new Error(`no step ${key}`);
	return s;
};

/** Night 2 of a game: through day 1 and into the next night. */
const secondNight = (state: GameState, beforeDusk: Parameters<typeof okAll>[1] = []) => {
	const night1 = state.phase.kind === 'setup' ? ok(state, { type: 'night/started' }) : state;
	return okAll(ok(night1, { type: 'day/started' }), [...beforeDusk, { type: 'night/started' }]);
};

describe('the first night of a 12-player Bad Moon Rising game', () => {
	const night = firstNight({ script: 'bmr', characters: BMR12 });

	it('lists the steps in the official order', () => {
		expect(keys(night)).toEqual([
			'dusk',
			'minioninfo',
			'lunatic',
			// The real Demon, on their own, learns who the Lunatic is.
			'lunatic:demon',
			'demoninfo',
			'sailor',
			'courtier',
			'devilsadvocate',
			'pukka',
			'grandmother',
			'chambermaid',
			'dawn'
		]);
	});

	it('wakes the minions together for the minion info, the demon for the demon info', () => {
		expect(step(night, 'minioninfo')).toMatchObject({
			kind: 'minioninfo',
			seats: ['s10', 's11'],
			mayBeFalse: false
		});
		expect(step(night, 'demoninfo')).toMatchObject({ kind: 'demoninfo', seats: ['s12'] });
		expect(step(night, 'lunatic')).toMatchObject({
			kind: 'character',
			character: 'lunatic',
			seats: ['s8']
		});
		expect(step(night, 'dusk')).toMatchObject({ kind: 'dusk', seats: [] });
		expect(step(night, 'dawn')).toMatchObject({ kind: 'dawn', seats: [] });
	});

	it('gives each character step its seat and everything to do', () => {
		const s = step(night, 'grandmother');
		expect(s).toMatchObject({
			seats: ['s1'],
			deadSeats: [],
			drunk: false,
			poisoned: false,
			mad: false,
			mayBeFalse: false,
			extra: false,
			storyteller: false,
			status: 'todo'
		});
	});

	it('moves through the steps as they are done or skipped', () => {
		expect(currentStep(night)?.key).toBe('dusk');
		const later = okAll(night, [
			{ type: 'night/step', step: 'dusk', status: 'done' },
			{ type: 'night/step', step: 'minioninfo', status: 'skipped' }
		]);
		expect(currentStep(later)?.key).toBe('lunatic');
		expect(step(later, 'dusk').status).toBe('done');
		expect(step(later, 'minioninfo').status).toBe('skipped');
	});

	it('numbers the seats that wake, in waking order', () => {
		expect(nightNumbers(night)).toEqual({
			s8: 1,
			s12: 2,
			s2: 3,
			s4: 4,
			s10: 5,
			s1: 7,
			s3: 8
		});
	});

	it('the other nights follow the other-night order', () => {
		const n2 = secondNight(night);
		expect(keys(n2)).toEqual([
			'dusk',
			'sailor',
			'courtier',
			'gambler',
			'devilsadvocate',
			// The Lunatic acts as the Demon they think they are at its own step, alone; then the
			// real Demon, alone, learns whom they chose. No Zombuul step: none is in play.
			'lunatic',
			'lunatic:demon',
			'exorcist',
			'pukka',
			'assassin',
			'grandmother',
			'chambermaid',
			'dawn'
		]);
		expect(step(n2, 'lunatic')).toMatchObject({ seats: ['s8'], asDemon: 'zombuul' });
		expect(step(n2, 'lunatic:demon')).toMatchObject({
			seats: ['s12'],
			holders: ['s8'],
			wakes: 'demon'
		});
	});
});

describe('minion and demon info', () => {
	it('is left out under 7 players', () => {
		const six = firstNight({
			characters: ['washerwoman', 'librarian', 'chef', 'butler', 'poisoner', 'imp']
		});
		expect(keys(six)).not.toContain('minioninfo');
		expect(keys(six)).not.toContain('demoninfo');
	});
	it('does not count travellers towards the 7', () => {
		const sixAndOne = firstNight({
			characters: [
				'washerwoman',
				'librarian',
				'chef',
				'butler',
				'poisoner',
				'imp',
				{ character: 'thief', traveller: true }
			]
		});
		expect(keys(sixAndOne)).not.toContain('minioninfo');
		expect(keys(sixAndOne)).toContain('thief');
	});
	it('is there at 7 players, on the first night only', () => {
		const n1 = firstNight({ characters: TB7 });
		expect(keys(n1)).toEqual([
			'dusk',
			'minioninfo',
			'demoninfo',
			'poisoner',
			'washerwoman',
			'librarian',
			'investigator',
			'chef',
			'empath',
			'dawn'
		]);
		expect(keys(secondNight(n1))).toEqual(['dusk', 'poisoner', 'imp', 'empath', 'dawn']);
	});
	it('does not wake the Marionette with the minions (the Demon learns of it)', () => {
		const n = firstNight({
			script: 'carousel',
			characters: [
				'steward',
				'knight',
				'noble',
				{ character: 'marionette', thinks: 'pixie' },
				'yaggababble',
				'widow',
				'shugenja'
			]
		});
		expect(step(n, 'minioninfo').seats).toEqual(['s6']);
		expect(step(n, 'demoninfo').seats).toEqual(['s5']);
		// The Marionette wakes as the Pixie they think they are, and may be told anything.
		expect(step(n, 'pixie')).toMatchObject({ seats: ['s4'], mayBeFalse: true });
	});
	it('wakes the Minions at Lil’ Monsta’s step (its babysitter holds it), with true information', () => {
		const chars = ['steward', 'knight', 'noble', 'shugenja', 'pixie', 'goblin', 'psychopath'];
		const n = okAll(game({ script: 'carousel', characters: chars }), [
			{
				type: 'setup/dealt',
				deals: chars.map((character, i) => ({
					seat: `s${i + 1}`,
					character,
					thinks: null,
					alignment: null
				})),
				babysitter: 's7'
			},
			{ type: 'night/started' }
		]);
		// The Minions wake together to choose the babysitter; the babysitter holds the step.
		expect(step(n, 'lilmonsta')).toMatchObject({
			seats: ['s6', 's7'],
			holders: ['s7'],
			wakes: 'minions',
			mayBeFalse: false
		});
		expect(step(n, 'minioninfo').seats).toEqual(['s6', 's7']);
	});
	it('has no demon info when no Demon is seated', () => {
		const n = firstNight({
			script: 'carousel',
			characters: ['steward', 'knight', 'noble', 'pixie', 'shugenja', 'general', 'summoner']
		});
		expect(keys(n)).toContain('minioninfo');
		expect(keys(n)).not.toContain('demoninfo');
	});
});

describe('dead players’ steps', () => {
	const n1 = () => firstNight({ characters: TB7 });
	it('are dropped when every holder is dead', () => {
		const n2 = secondNight(n1(), [{ type: 'seat/died', seat: 's5' }]);
		expect(keys(n2)).toEqual(['dusk', 'poisoner', 'imp', 'dawn']);
	});
	it('are gone for players who died earlier tonight, unless the ability works when dead', () => {
		const n2 = secondNight(n1(), []);
		const killed = ok(n2, { type: 'seat/died', seat: 's5' });
		expect(keys(killed)).not.toContain('empath');
	});
	it('are kept, and marked, when the setting says so', () => {
		const n2 = secondNight(n1(), [
			{ type: 'seat/died', seat: 's5' },
			{ type: 'settings/keep-dead-steps', value: true }
		]);
		expect(step(n2, 'empath')).toMatchObject({ seats: ['s5'], deadSeats: ['s5'] });
	});
	it('are kept when one of several holders is alive', () => {
		const n = firstNight({
			characters: [
				{ character: 'drunk', thinks: 'empath' },
				'librarian',
				'investigator',
				'chef',
				'empath',
				'baron',
				'imp',
				'saint',
				'butler'
			]
		});
		const n2 = secondNight(n, [{ type: 'seat/died', seat: 's5' }]);
		expect(step(n2, 'empath')).toMatchObject({ seats: ['s1'], deadSeats: [] });
	});
});

describe('drunk and poisoned steps', () => {
	it('flag poisoned players’ steps as possibly false', () => {
		const n = ok(firstNight({ characters: TB7 }), {
			type: 'reminder/added',
			seat: 's4',
			source: 'poisoner',
			label: 'Poisoned'
		});
		expect(step(n, 'chef')).toMatchObject({ poisoned: true, drunk: false, mayBeFalse: true });
		expect(step(n, 'empath').mayBeFalse).toBe(false);
	});
	it('flag drunk players’ steps (any drunkenness token)', () => {
		const n = okAll(firstNight({ characters: TB7 }), [
			{ type: 'reminder/added', seat: 's1', source: 'sailor', label: 'Drunk' },
			{ type: 'reminder/added', seat: 's2', source: 'courtier', label: 'Drunk 2' },
			{ type: 'reminder/added', seat: 's3', source: 'custom', label: 'mad' }
		]);
		expect(step(n, 'washerwoman')).toMatchObject({ drunk: true, mayBeFalse: true });
		expect(step(n, 'librarian')).toMatchObject({ drunk: true, mayBeFalse: true });
		expect(step(n, 'investigator')).toMatchObject({ mad: true, mayBeFalse: false });
	});
	it('never flag the pseudo-steps', () => {
		const n = ok(firstNight({ characters: TB7 }), {
			type: 'reminder/added',
			seat: 's6',
			source: 'custom',
			label: 'Poisoned'
		});
		expect(step(n, 'minioninfo')).toMatchObject({ poisoned: false, mayBeFalse: false });
	});
	it('wake the Drunk at the step of the Townsfolk they think they are', () => {
		const n = firstNight({
			characters: [
				'washerwoman',
				'librarian',
				{ character: 'drunk', thinks: 'empath' },
				'chef',
				'investigator',
				'poisoner',
				'imp',
				'saint'
			].slice(0, 7)
		});
		expect(keys(n)).toContain('empath');
		expect(keys(n)).not.toContain('drunk');
		expect(step(n, 'empath')).toMatchObject({
			seats: ['s3'],
			drunk: true,
			mayBeFalse: true
		});
	});
	it('do not wake an ordinary seat because of what it thinks', () => {
		const n = ok(firstNight({ characters: TB7 }), {
			type: 'seat/thinks',
			seat: 's1',
			character: 'fortuneteller'
		});
		expect(keys(n)).not.toContain('fortuneteller');
	});
});

describe('extra steps', () => {
	it('go in the night order when the character is on it', () => {
		const n = ok(firstNight({ characters: TB7 }), {
			type: 'night/extra-step',
			character: 'fortuneteller',
			seat: 's1'
		});
		expect(keys(n)).toEqual([
			'dusk',
			'minioninfo',
			'demoninfo',
			'poisoner',
			'washerwoman',
			'librarian',
			'investigator',
			'chef',
			'empath',
			'extra-1',
			'dawn'
		]);
		expect(step(n, 'extra-1')).toMatchObject({
			extra: true,
			character: 'fortuneteller',
			seats: ['s1']
		});
	});
	it('go before the minion info when that is their place', () => {
		const n = ok(firstNight({ script: 'bmr', characters: BMR12 }), {
			type: 'night/extra-step',
			character: 'apprentice',
			seat: null
		});
		expect(keys(n).slice(0, 3)).toEqual(['dusk', 'extra-1', 'minioninfo']);
	});
	it('go just before dawn when the character has no place tonight', () => {
		const n = okAll(firstNight({ characters: TB7 }), [
			{ type: 'night/extra-step', character: 'ravenkeeper', seat: 's2' },
			{ type: 'night/extra-step', character: 'imp', seat: null }
		]);
		expect(keys(n).slice(-3)).toEqual(['extra-1', 'extra-2', 'dawn']);
		expect(step(n, 'extra-2').seats).toEqual([]);
	});
	it('show a dead seat that wakes by another ability', () => {
		const n2 = secondNight(firstNight({ characters: TB7 }));
		const n = okAll(n2, [
			{ type: 'seat/died', seat: 's2' },
			{ type: 'night/extra-step', character: 'ravenkeeper', seat: 's2' }
		]);
		expect(nightSteps(n).find((x) => x.extra)).toMatchObject({
			key: 'extra-1',
			seats: ['s2'],
			deadSeats: ['s2']
		});
	});
});

describe('fabled and other characters from outside the script', () => {
	const toymaker = OFFICIAL.find((c) => c.id === 'toymaker');
	const thief = OFFICIAL.find((c) => c.id === 'thief');
	if (!toymaker || !thief) throw new Error('missing facts');

	it('a fabled that wakes is a storyteller step at its official place', () => {
		const g = okAll(game({ characters: TB7 }), [
			{ type: 'characters/added', characters: [toymaker] },
			{ type: 'fabled/set', fabled: ['toymaker'] },
			{ type: 'night/started' }
		]);
		expect(keys(g).slice(0, 3)).toEqual(['dusk', 'toymaker', 'minioninfo']);
		expect(step(g, 'toymaker')).toMatchObject({ storyteller: true, seats: [] });
	});
	it('a traveller from another edition wakes at its official place', () => {
		const g = okAll(
			game({
				script: 'bmr',
				characters: [...BMR12, { character: 'grandmother', traveller: true }]
			}),
			[
				{ type: 'characters/added', characters: [thief] },
				{ type: 'seat/character', seat: 's13', character: 'thief' },
				{ type: 'night/started' }
			]
		);
		expect(keys(g).slice(0, 3)).toEqual(['dusk', 'thief', 'minioninfo']);
		expect(step(g, 'thief').seats).toEqual(['s13']);
	});
});

describe('nightSteps outside the night', () => {
	it('is empty by day and during setup', () => {
		expect(nightSteps(firstDay({ characters: TB7 }))).toEqual([]);
		expect(nightSteps(game({ characters: TB7 }))).toEqual([]);
		expect(currentStep(firstDay({ characters: TB7 }))).toBeUndefined();
	});
});

describe('dawnChanges', () => {
	it('lists who died and who came back since dusk', () => {
		const day1 = ok(firstDay({ characters: TB7 }), { type: 'execution', seat: 's3', died: true });
		const n2 = okAll(day1, [
			{ type: 'night/started' },
			{ type: 'seat/died', seat: 's5' },
			{ type: 'seat/revived', seat: 's3' }
		]);
		expect(dawnChanges(n2)).toEqual({ died: ['s5'], revived: ['s3'] });
		// Still available once the day has begun, for the announcement.
		expect(dawnChanges(ok(n2, { type: 'day/started' }))).toEqual({ died: ['s5'], revived: ['s3'] });
	});
	it('is empty when nothing changed, and before any night', () => {
		expect(dawnChanges(firstNight({ characters: TB7 }))).toEqual({ died: [], revived: [] });
		expect(dawnChanges(game({ characters: TB7 }))).toEqual({ died: [], revived: [] });
	});
	it('ignores a death and a revival that cancel out, and seats added after dusk', () => {
		const n = okAll(firstNight({ characters: TB7 }), [
			{ type: 'seat/died', seat: 's5' },
			{ type: 'seat/revived', seat: 's5' },
			{ type: 'seat/added', seat: { id: 't', name: 'Trav', traveller: true } }
		]);
		expect(dawnChanges(n)).toEqual({ died: [], revived: [] });
	});
});
