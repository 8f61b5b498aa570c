import { describe, expect, it } from 'vitest';
import { currentStep, nightNumbers, nightSteps } from './night';
import { firstNight, ok, okAll, remind, tb7With } from './testing/builders';
import { BMR12, keys, order, secondNight, step, TB7_FIRST_NIGHT } from './testing/night-state';
import { MARIONETTE_CAROUSEL } from './testing/tables';

describe('the first night of a 12-player Bad Moon Rising game', () => {
	const night = firstNight({ script: 'bmr', characters: BMR12 });

	it('lists the steps in the official order', () => {
		// The real Demon, on their own, learns who the Lunatic is (lunatic:demon).
		expect(order(night)).toBe(
			'dusk minioninfo lunatic lunatic:demon demoninfo sailor courtier devilsadvocate pukka grandmother chambermaid dawn'
		);
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
		const n1 = firstNight();
		expect(keys(n1)).toEqual(TB7_FIRST_NIGHT);
		expect(keys(secondNight(n1))).toEqual(['dusk', 'poisoner', 'imp', 'empath', 'dawn']);
	});
	it('does not wake the Marionette with the minions (the Demon learns of it)', () => {
		const n = firstNight({ script: 'carousel', characters: MARIONETTE_CAROUSEL });
		expect(step(n, 'minioninfo').seats).toEqual(['s6']);
		expect(step(n, 'demoninfo').seats).toEqual(['s5']);
		// The Marionette wakes as the Pixie they think they are, and may be told anything.
		expect(step(n, 'pixie')).toMatchObject({ seats: ['s4'], mayBeFalse: true });
	});
	it('wakes the Minions at Lil’ Monsta’s step (its babysitter holds it), with true information', () => {
		const chars = ['steward', 'knight', 'noble', 'shugenja', 'pixie', 'goblin', 'psychopath'];
		const n = firstNight({ script: 'carousel', characters: chars, babysitter: 's7' });
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
	const n1 = () => firstNight();
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
		const n = ok(firstNight(), remind('s4', 'poisoner', 'Poisoned'));
		expect(step(n, 'chef')).toMatchObject({ poisoned: true, drunk: false, mayBeFalse: true });
		expect(step(n, 'empath').mayBeFalse).toBe(false);
	});
	it('flag drunk players’ steps (any drunkenness token)', () => {
		const n = okAll(firstNight(), [
			remind('s1', 'sailor', 'Drunk'),
			remind('s2', 'courtier', 'Drunk 2'),
			remind('s3', 'custom', 'mad')
		]);
		expect(step(n, 'washerwoman')).toMatchObject({ drunk: true, mayBeFalse: true });
		expect(step(n, 'librarian')).toMatchObject({ drunk: true, mayBeFalse: true });
		expect(step(n, 'investigator')).toMatchObject({ mad: true, mayBeFalse: false });
	});
	it('never flag the pseudo-steps', () => {
		const n = ok(firstNight(), remind('s6', 'custom', 'Poisoned'));
		expect(step(n, 'minioninfo')).toMatchObject({ poisoned: false, mayBeFalse: false });
	});
	it('wake the Drunk at the step of the Townsfolk they think they are', () => {
		const n = firstNight({ characters: tb7With({ 5: { character: 'drunk', thinks: 'empath' } }) });
		expect(keys(n)).toContain('empath');
		expect(keys(n)).not.toContain('drunk');
		expect(step(n, 'empath')).toMatchObject({
			seats: ['s5'],
			drunk: true,
			mayBeFalse: true
		});
	});
	it('do not wake an ordinary seat because of what it thinks', () => {
		const n = ok(firstNight(), {
			type: 'seat/thinks',
			seat: 's1',
			character: 'fortuneteller'
		});
		expect(keys(n)).not.toContain('fortuneteller');
	});
});

describe('tonight’s steps of one state', () => {
	it('are worked out once per state, and again for the next state', () => {
		const s = firstNight();
		expect(nightSteps(s)).toBe(nightSteps(s));
		const next = ok(s, { type: 'night/step', step: currentStep(s)!.key, status: 'done' });
		expect(nightSteps(next)).not.toBe(nightSteps(s));
		expect(currentStep(next)?.key).not.toBe(currentStep(s)?.key);
	});
});
