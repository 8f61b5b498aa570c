import { describe, expect, it } from 'vitest';
import { jinxesOf } from './script';
import { homebrewEntry, nightsOf, parsed, position } from './script-test-helpers';

// The parser on homebrew characters.

describe('parseScript: homebrew', () => {
	const seer = homebrewEntry('the_seer', ' Seer ', 'townsfolk', 'Each night, learn a number.', {
		firstNight: position('chef', 'firstNight') + 0.5,
		otherNight: position('empath', 'otherNight') - 0.5,
		firstNightReminder: 'Show a number.',
		otherNightReminder: 'Show another number.',
		flavor: 'I saw it coming.',
		reminders: ['Seen'],
		remindersGlobal: ['Is The Seer'],
		setup: false,
		jinxes: [{ id: 'Imp', reason: 'The Imp may not kill the Seer.' }, { id: 'pukka' }],
		special: [
			{ type: 'vote', name: 'multiplier', value: 2, time: 'day', global: 'townsfolk', extra: 1 }
		],
		image: ['https://example.invalid/seer.png'],
		edition: 'mine',
		somethingNew: { deep: [1, 2, 3] }
	});
	const wanderer = homebrewEntry('wanderer', 'Wanderer', 'Traveler', 'You wander.', {
		firstNight: 0,
		otherNight: 0
	});

	it('accepts homebrew characters (and “traveler”), ignoring fields outside the schema', () => {
		const s = parsed(['imp', 'chef', 'empath', seer, wanderer]);
		const c = s.characters.find((x) => x.id === 'theseer');
		expect(c).toEqual({
			id: 'theseer',
			name: 'Seer',
			team: 'townsfolk',
			edition: 'homebrew',
			setup: false,
			reminders: ['Seen'],
			remindersGlobal: ['Is The Seer'],
			firstNight: seer.firstNight,
			otherNight: seer.otherNight,
			special: [{ type: 'vote', name: 'multiplier', value: 2, time: 'day', global: 'townsfolk' }],
			jinxes: [{ id: 'imp', reason: 'The Imp may not kill the Seer.' }, { id: 'pukka' }],
			homebrew: {
				ability: 'Each night, learn a number.',
				firstNightReminder: 'Show a number.',
				otherNightReminder: 'Show another number.',
				flavor: 'I saw it coming.'
			}
		});
		expect(s.characters.find((x) => x.id === 'wanderer')).toMatchObject({
			team: 'traveller',
			reminders: [],
			homebrew: { ability: 'You wander.' }
		});
	});

	it('places homebrew characters without a _meta order by their numbers', () => {
		const s = parsed(['imp', 'chef', 'empath', seer, 'poisoner']);
		expect(nightsOf(s)).toEqual({
			first: 'dusk minioninfo demoninfo poisoner chef theseer empath dawn',
			other: 'dusk poisoner imp theseer empath dawn'
		});
	});

	it('lists jinxes a homebrew character declares, once', () => {
		const s = parsed(['imp', 'chef', seer]);
		expect(s.jinxes).toEqual([['theseer', 'imp']]);
		expect(jinxesOf(s.characters)).toEqual(s.jinxes);
	});

	it('lets a homebrew definition replace an official character of the same id', () => {
		const s = parsed([
			{ id: 'chef', name: 'Chef (house rules)', team: 'townsfolk', firstNight: 1 },
			'imp'
		]);
		expect(s.characters[0]).toMatchObject({
			id: 'chef',
			edition: 'homebrew',
			name: 'Chef (house rules)'
		});
	});
});
