import { nightSteps } from '../engine/night';
import { describe, expect, it } from 'vitest';
import { firstNight, nominateAndVote, ok, TB7, remind } from '../engine/testing/builders';
import { answers, nextNight, poison, suggest } from './testing';

describe('Trouble Brewing: what each information character is told on the true grimoire', () => {
	it('Chef: pairs of evil neighbours, counting around the table', () => {
		// s6 Poisoner and s7 Imp sit together: one pair.
		expect(answers(suggest(firstNight(), 'chef'), 'true')).toEqual([{ number: 1 }]);
		const apart = ['poisoner', 'librarian', 'investigator', 'chef', 'empath', 'washerwoman', 'imp'];
		// s7 Imp and s1 Poisoner are neighbours across the end of the list.
		expect(answers(suggest(firstNight({ characters: apart }), 'chef'), 'true')).toEqual([
			{ number: 1 }
		]);
		const none = ['poisoner', 'librarian', 'imp', 'chef', 'empath', 'washerwoman', 'monk'];
		expect(answers(suggest(firstNight({ characters: none }), 'chef'), 'true')).toEqual([
			{ number: 0 }
		]);
	});

	it('Chef beside a Recluse: the pair the Recluse may make is an alternative', () => {
		const set = ['washerwoman', 'librarian', 'recluse', 'chef', 'empath', 'poisoner', 'imp'];
		const s = suggest(firstNight({ characters: set }), 'chef');
		expect(answers(s, 'true')).toEqual([{ number: 1 }]);
		// The Recluse (s3) sits between the Librarian and the Chef: no new pair.
		expect(answers(s, 'registered')).toEqual([]);
		const near = ['washerwoman', 'librarian', 'chef', 'empath', 'recluse', 'poisoner', 'imp'];
		const t = suggest(firstNight({ characters: near }), 'chef');
		expect(answers(t, 'registered')).toEqual([{ number: 2 }]);
		expect(t.options.find((o) => o.truth === 'registered')?.via).toEqual([
			{ seat: 's5', as: 'evil' }
		]);
		expect(t.mayBeFalse).toBe(false);
		expect(answers(t, 'false')).toEqual([]);
	});

	it('Empath: evil among the living neighbours, skipping the dead', () => {
		const set = ['washerwoman', 'imp', 'investigator', 'chef', 'empath', 'poisoner', 'monk'];
		const night = firstNight({ characters: set });
		expect(answers(suggest(night, 'empath'), 'true')).toEqual([{ number: 1 }]);
		// Night 2: the Chef (s4) died; the Empath's living neighbours are s3 and s6.
		const night2 = nextNight(night, [{ type: 'seat/died', seat: 's4' }]);
		expect(answers(suggest(night2, 'empath'), 'true')).toEqual([{ number: 1 }]);
		const night3 = nextNight(night2, [{ type: 'seat/died', seat: 's3' }]);
		// Now s2 (the Imp) and s6 (the Poisoner).
		expect(answers(suggest(night3, 'empath'), 'true')).toEqual([{ number: 2 }]);
	});

	it('Empath beside a Spy: the Spy may register as good', () => {
		const set = ['washerwoman', 'imp', 'investigator', 'chef', 'empath', 'spy', 'monk'];
		const s = suggest(firstNight({ characters: set }), 'empath');
		expect(answers(s, 'true')).toEqual([{ number: 1 }]);
		expect(answers(s, 'registered')).toEqual([{ number: 0 }]);
	});

	it('a poisoned Empath: the answer may be false, the other numbers are offered', () => {
		const night = poison(firstNight(), 's5');
		const s = suggest(night, 'empath');
		expect(s.mayBeFalse).toBe(true);
		expect(answers(s, 'true')).toEqual([{ number: 1 }]);
		expect(answers(s, 'false')).toEqual([{ number: 0 }, { number: 2 }]);
	});

	it('a Drunk who thinks they are the Empath may be told anything', () => {
		const set = [
			'washerwoman',
			'librarian',
			'investigator',
			'chef',
			{ character: 'drunk', thinks: 'empath' },
			'poisoner',
			'imp'
		];
		const s = suggest(firstNight({ characters: set }), 'empath');
		expect(s.mayBeFalse).toBe(true);
		expect(answers(s, 'false').length).toBe(2);
	});

	it('Fortune Teller: yes for the Demon or the red herring, no otherwise', () => {
		const ft = ['fortuneteller', ...TB7.slice(1)];
		const n = firstNight({ characters: ft });
		expect(suggest(n, 'fortuneteller').ready).toBe(false);
		expect(suggest(n, 'fortuneteller', ['s2']).ready).toBe(false);
		expect(suggest(n, 'fortuneteller', ['s2']).options).toEqual([]);
		expect(answers(suggest(n, 'fortuneteller', ['s2', 's7']), 'true')).toEqual([{ yes: true }]);
		expect(answers(suggest(n, 'fortuneteller', ['s2', 's3']), 'true')).toEqual([{ yes: false }]);
		// The Poisoner is no Demon.
		expect(answers(suggest(n, 'fortuneteller', ['s6', 's3']), 'true')).toEqual([{ yes: false }]);
		const herring = ok(n, remind('s3', 'fortuneteller', 'Red Herring'));
		expect(answers(suggest(herring, 'fortuneteller', ['s2', 's3']), 'true')).toEqual([
			{ yes: true }
		]);
	});

	it('Fortune Teller choosing a Recluse: yes is an alternative', () => {
		const set = ['fortuneteller', 'recluse', 'investigator', 'chef', 'empath', 'poisoner', 'imp'];
		const s = suggest(firstNight({ characters: set }), 'fortuneteller', ['s2', 's3']);
		expect(answers(s, 'true')).toEqual([{ yes: false }]);
		expect(answers(s, 'registered')).toEqual([{ yes: true }]);
		expect(s.options[1]?.via).toEqual([{ seat: 's2', as: 'demon' }]);
	});

	it('Washerwoman: each Townsfolk in play, with one more player to pick', () => {
		const s = suggest(firstNight(), 'washerwoman');
		expect(answers(s, 'true')).toEqual([
			{ seats: ['s2'], characters: ['librarian'] },
			{ seats: ['s3'], characters: ['investigator'] },
			{ seats: ['s4'], characters: ['chef'] },
			{ seats: ['s5'], characters: ['empath'] }
		]);
		expect(s.options[0]?.complete).toEqual({ seats: 1 });
	});

	it('Washerwoman with a Spy: the Spy may show as any Townsfolk', () => {
		const set = ['washerwoman', 'librarian', 'investigator', 'chef', 'empath', 'spy', 'imp'];
		const s = suggest(firstNight({ characters: set }), 'washerwoman');
		const spy = s.options.filter((o) => o.truth === 'registered');
		expect(spy).toHaveLength(1);
		expect(spy[0]?.answer).toEqual({ seats: ['s6'], characters: [] });
		expect(spy[0]?.complete?.characters?.[0]).toContain('chef');
		expect(spy[0]?.complete?.seats).toBe(1);
	});

	it('Librarian: the Outsiders in play, or zero', () => {
		expect(answers(suggest(firstNight(), 'librarian'), 'true')).toEqual([{ number: 0 }]);
		const set = ['washerwoman', 'librarian', 'drunk', 'chef', 'empath', 'poisoner', 'imp'];
		expect(answers(suggest(firstNight({ characters: set }), 'librarian'), 'true')).toEqual([
			{ seats: ['s3'], characters: ['drunk'] }
		]);
	});

	it('Investigator: the Minions, and a Recluse who may show as any Minion', () => {
		const set = ['washerwoman', 'recluse', 'investigator', 'chef', 'empath', 'poisoner', 'imp'];
		const s = suggest(firstNight({ characters: set }), 'investigator');
		expect(answers(s, 'true')).toEqual([{ seats: ['s6'], characters: ['poisoner'] }]);
		const recluse = s.options.find((o) => o.truth === 'registered');
		expect(recluse?.via).toEqual([{ seat: 's2', as: 'minion' }]);
		expect(recluse?.complete?.characters?.[0]).toEqual([
			'poisoner',
			'spy',
			'scarletwoman',
			'baron'
		]);
	});

	it('Librarian: a Recluse is one answer, not a second "if they register as evil" one', () => {
		const set = ['washerwoman', 'librarian', 'recluse', 'chef', 'empath', 'poisoner', 'imp'];
		const s = suggest(firstNight({ characters: set }), 'librarian');
		expect(answers(s, 'true')).toEqual([{ seats: ['s3'], characters: ['recluse'] }]);
		expect(s.options.filter((o) => o.answer.seats?.includes('s3'))).toHaveLength(1);
		expect(s.options.some((o) => o.via?.some((v) => v.as === 'evil'))).toBe(false);
	});

	it('a poisoned Recluse registers only as what it is', () => {
		const set = ['washerwoman', 'recluse', 'investigator', 'chef', 'empath', 'poisoner', 'imp'];
		const s = suggest(poison(firstNight({ characters: set }), 's2'), 'investigator');
		expect(answers(s, 'registered')).toEqual([]);
	});

	it('Undertaker: the character of the player executed today, nothing without an execution', () => {
		const set = ['undertaker', 'recluse', 'investigator', 'chef', 'empath', 'poisoner', 'imp'];
		const night1 = firstNight({ characters: set });
		const quiet = nextNight(night1);
		// No execution today: the night has no Undertaker step at all (the night follows the day).
		expect(nightSteps(quiet).map((s) => s.key)).not.toContain('undertaker');
		const day = ok(night1, { type: 'day/started' });
		const voted = nominateAndVote(day, 's3', 's2', ['s1', 's3', 's4', 's5']);
		const night2 = ok(ok(voted, { type: 'execution', seat: 's2', died: true }), {
			type: 'night/started'
		});
		const s = suggest(night2, 'undertaker');
		expect(answers(s, 'true')).toEqual([{ characters: ['recluse'], seats: ['s2'] }]);
		// The Recluse may show as a Minion or a Demon: the storyteller picks which.
		expect(s.options.filter((o) => o.truth === 'registered').map((o) => o.via?.[0]?.as)).toEqual([
			'minion',
			'demon'
		]);
	});

	it('Ravenkeeper: the chosen player’s character', () => {
		const set = ['washerwoman', 'ravenkeeper', 'investigator', 'chef', 'empath', 'poisoner', 'imp'];
		const night2 = nextNight(firstNight({ characters: set }), []);
		const killed = ok(night2, { type: 'seat/died', seat: 's2' });
		expect(answers(suggest(killed, 'ravenkeeper', ['s6']), 'true')).toEqual([
			{ characters: ['poisoner'] }
		]);
	});
});
