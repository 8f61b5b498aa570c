import { describe, expect, it } from 'vitest';
import {
	checkWin,
	isDrunkIn,
	isPoisonedIn,
	nightSteps,
	protections,
	suggestAnswer,
	suggestChanges,
	type GameState
} from '../index';
import {
	firstDay,
	firstNight,
	ok,
	okAll,
	remind,
	TB_TOWNSFOLK5,
	tb7With
} from './testing/builders';
import { findStep, nextNight, step } from './testing/night-state';
import { died, execute, kill, seatIn as seat } from './testing/moves';

// Independent rule cases of Trouble Brewing, characters meeting each other, read only through
// the rule set's public API: what the grimoire suggests, flags, offers and accepts.

const truths = (state: GameState, key: string, chosen: string[] = [], truth = 'true') =>
	(suggestAnswer(state, step(state, key), chosen)?.options ?? [])
		.filter((o) => o.truth === truth)
		.map((o) => o.answer);

describe('poison and drunkenness on information', () => {
	const CHARS = ['washerwoman', 'librarian', 'investigator', 'chef', 'empath', 'poisoner', 'imp'];

	it('the Poisoner on the Empath: the step may be false, both flags say poisoned not drunk', () => {
		const n = ok(firstNight({ characters: CHARS }), remind('s5', 'poisoner', 'Poisoned'));
		expect(step(n, 'empath')).toMatchObject({ poisoned: true, drunk: false, mayBeFalse: true });
		expect(step(n, 'chef')).toMatchObject({ poisoned: false, mayBeFalse: false });
		const s = suggestAnswer(n, step(n, 'empath'));
		expect(s?.mayBeFalse).toBe(true);
		expect(truths(n, 'empath')).toEqual([{ number: 1 }]);
	});

	it('the Poisoner dies by day: the poisoned player is sober at once', () => {
		const day = okAll(firstNight({ characters: CHARS }), [
			remind('s5', 'poisoner', 'Poisoned'),
			{ type: 'day/started' }
		]);
		expect(isPoisonedIn(day, seat(day, 's5'))).toBe(true);
		const after = ok(day, execute('s6'));
		expect(isPoisonedIn(after, seat(after, 's5'))).toBe(false);
	});

	it('the poison ends at dusk: a Poisoner who chooses nobody new poisons nobody', () => {
		const n2 = nextNight(
			ok(firstNight({ characters: CHARS }), remind('s5', 'poisoner', 'Poisoned'))
		);
		expect(step(n2, 'empath')).toMatchObject({ poisoned: false, mayBeFalse: false });
	});

	it('the Drunk who thinks they are the Empath: a drunk step, any number may be told', () => {
		const set = [...CHARS];
		const n = firstNight({
			characters: set.map((c, i) => (i === 4 ? { character: 'drunk', thinks: 'empath' } : c))
		});
		expect(step(n, 'empath')).toMatchObject({ drunk: true, mayBeFalse: true, seats: ['s5'] });
		expect(isDrunkIn(n, seat(n, 's5'))).toBe(true);
		// The Drunk's seat is an Outsider: the Librarian is shown the Drunk, not an Empath.
		expect(truths(n, 'librarian')).toEqual([{ seats: ['s5'], characters: ['drunk'] }]);
		// The Washerwoman's true options never show the Drunk as a Townsfolk.
		expect(truths(n, 'washerwoman').some((a) => a.seats?.includes('s5'))).toBe(false);
	});

	it('the Drunk thinking they are the Soldier is not safe; a poisoned Soldier is not either', () => {
		const drunk = firstNight({
			characters: [
				...TB_TOWNSFOLK5.slice(0, 4),
				{ character: 'drunk', thinks: 'soldier' },
				'poisoner',
				'imp'
			]
		});
		expect(protections(nextNight(drunk), 'imp', 's5')).toEqual([]);
		const soldier = nextNight(
			firstNight({ characters: ['soldier', ...TB_TOWNSFOLK5.slice(1), 'poisoner', 'imp'] })
		);
		expect(protections(soldier, 'imp', 's1')).toEqual([{ by: 'soldier', how: 'safe' }]);
		const poisoned = ok(soldier, remind('s1', 'poisoner', 'Poisoned'));
		expect(protections(poisoned, 'imp', 's1')).toEqual([]);
	});

	it('a poisoned Undertaker may be told anything; the truth is the Drunk, not who they thought', () => {
		const set = tb7With({ 1: 'undertaker', 2: { character: 'drunk', thinks: 'chef' } });
		const n2 = nextNight(firstNight({ characters: set }), [execute('s2')]);
		expect(step(n2, 'undertaker').shows).toEqual([{ seat: 's2', character: 'drunk' }]);
		expect(truths(n2, 'undertaker')).toEqual([{ characters: ['drunk'], seats: ['s2'] }]);
		const poisoned = ok(n2, remind('s1', 'poisoner', 'Poisoned'));
		expect(step(poisoned, 'undertaker').mayBeFalse).toBe(true);
		expect(truths(poisoned, 'undertaker', [], 'false').length).toBeGreaterThan(0);
	});
});

describe('the Spy and the Recluse register as the storyteller chooses', () => {
	it('the Empath beside a Recluse: 0 is the truth, 1 is the Recluse registering evil', () => {
		const set = ['recluse', 'empath', 'chef', 'investigator', 'washerwoman', 'poisoner', 'imp'];
		// s2 Empath: neighbours s1 Recluse and s3 Chef.
		const n = firstNight({ characters: set });
		expect(truths(n, 'empath')).toEqual([{ number: 0 }]);
		expect(truths(n, 'empath', [], 'registered')).toEqual([{ number: 1 }]);
		// Not drunk or poisoned: no false answers; the choice is the storyteller's, not forced.
		expect(truths(n, 'empath', [], 'false')).toEqual([]);
	});

	it('the Investigator with a Spy: the Spy is truly a Minion; it may register as good', () => {
		const set = ['washerwoman', 'librarian', 'investigator', 'chef', 'empath', 'spy', 'imp'];
		const n = firstNight({ characters: set });
		expect(truths(n, 'investigator')).toEqual([{ seats: ['s6'], characters: ['spy'] }]);
	});

	it('the Undertaker after a Spy is executed: the Spy, or a Townsfolk or Outsider it registers as', () => {
		const set = ['undertaker', 'librarian', 'investigator', 'chef', 'empath', 'spy', 'imp'];
		const n2 = nextNight(firstNight({ characters: set }), [execute('s6')]);
		expect(truths(n2, 'undertaker')).toEqual([{ characters: ['spy'], seats: ['s6'] }]);
		const regs = (suggestAnswer(n2, step(n2, 'undertaker'))?.options ?? [])
			.filter((o) => o.truth === 'registered')
			.map((o) => o.via?.[0]?.as);
		expect(regs).toEqual(expect.arrayContaining(['townsfolk', 'outsider']));
	});

	it('the Fortune Teller choosing the Spy and a Townsfolk: no (the Spy is no Demon)', () => {
		const set = ['fortuneteller', 'librarian', 'investigator', 'chef', 'empath', 'spy', 'imp'];
		const n = firstNight({ characters: set });
		expect(truths(n, 'fortuneteller', ['s6', 's2'])).toEqual([{ yes: false }]);
		expect(truths(n, 'fortuneteller', ['s6', 's2'], 'registered')).toEqual([]);
	});
});

describe('the Imp, the Scarlet Woman and the starpass', () => {
	const SW = ['washerwoman', 'librarian', 'investigator', 'chef', 'empath', 'scarletwoman', 'imp'];
	const BARON = ['washerwoman', 'librarian', 'saint', 'recluse', 'empath', 'baron', 'imp'];

	it('the Imp kills itself: each living Minion is offered the starpass', () => {
		const n2 = nextNight(firstNight({ characters: [...BARON.slice(0, 5), 'poisoner', 'imp'] }));
		const s = ok(n2, kill('imp', 's7'));
		const offers = suggestChanges(s);
		expect(offers.map((o) => [o.code, o.event.seat])).toEqual([['starpass', 's6']]);
		const after = ok(s, offers[0]!.event);
		expect(seat(after, 's6').character).toBe('imp');
		expect(checkWin(after)).toBeNull();
	});

	it('the starpass with a Scarlet Woman and five alive: she becomes the Imp', () => {
		const n2 = nextNight(firstNight({ characters: SW }));
		const offers = suggestChanges(ok(n2, kill('imp', 's7')));
		expect(offers.map((o) => [o.code, o.event.seat])).toEqual([['scarletwoman', 's6']]);
	});

	it('the starpass at four alive: the Scarlet Woman is one Minion among the offers', () => {
		const n2 = okAll(nextNight(firstNight({ characters: SW })), [died('s1'), died('s2')]);
		// Five alive, then the Imp kills itself: four alive.
		const a = suggestChanges(ok(n2, kill('imp', 's7')));
		expect(a.map((o) => o.code)).toEqual(['scarletwoman']);
		const fewer = ok(n2, died('s3'));
		const b = suggestChanges(ok(fewer, kill('imp', 's7')));
		expect(b.map((o) => [o.code, o.event.seat])).toEqual([['starpass', 's6']]);
	});

	it('a poisoned Scarlet Woman is offered nothing when the Demon dies', () => {
		const day = okAll(firstNight({ characters: SW }), [
			remind('s6', 'poisoner', 'Poisoned'),
			{ type: 'day/started' },
			execute('s7')
		]);
		expect(suggestChanges(day)).toEqual([]);
	});

	it('the Demon executed at five alive: the Scarlet Woman becomes the Demon, no win', () => {
		const day = okAll(firstDay({ characters: SW }), [died('s1'), died('s2')]);
		// Five alive (s3 … s7) when the Imp is executed.
		const after = ok(day, execute('s7'));
		expect(checkWin(after)).toMatchObject({ winner: null, code: 'scarlet-woman' });
		expect(suggestChanges(after).map((o) => o.code)).toEqual(['scarletwoman']);
	});

	it('the Demon executed at four alive: good wins, the Scarlet Woman is offered nothing', () => {
		const day = okAll(firstDay({ characters: SW }), [died('s1'), died('s2'), died('s3')]);
		const after = ok(day, execute('s7'));
		expect(checkWin(after)).toMatchObject({ winner: 'good', code: 'no-demon' });
		expect(suggestChanges(after)).toEqual([]);
	});

	it('travellers do not count toward the five', () => {
		const set = [...SW, { character: 'thief', traveller: true }];
		const day = okAll(firstDay({ characters: set }), [died('s1'), died('s2'), died('s3')]);
		// Four residents and a traveller alive.
		const after = ok(day, execute('s7'));
		expect(checkWin(after)).toMatchObject({ winner: 'good' });
		expect(suggestChanges(after)).toEqual([]);
	});

	it('the Slayer shoots the Imp: good wins; with a Scarlet Woman and five alive, not yet', () => {
		const slayer = ['slayer', ...SW.slice(1)];
		const day = firstDay({ characters: [...slayer.slice(0, 5), 'poisoner', 'imp'] });
		expect(checkWin(ok(day, died('s7', 'slayer')))).toMatchObject({ winner: 'good' });
		const sw = firstDay({ characters: slayer });
		const shot = ok(sw, died('s7', 'slayer'));
		expect(checkWin(shot)).toMatchObject({ winner: null, code: 'scarlet-woman' });
		expect(suggestChanges(shot).map((o) => o.code)).toEqual(['scarletwoman']);
	});

	it('the Scarlet Woman who became the Imp wakes as the Imp the next night and may kill', () => {
		const day = ok(firstDay({ characters: SW }), execute('s7'));
		const changed = ok(day, suggestChanges(day)[0]!.event);
		const n2 = ok(changed, { type: 'night/started' });
		expect(step(n2, 'imp')).toMatchObject({ seats: ['s6'], kills: { reminder: 'Dead' } });
	});
});

describe('abilities that change hands', () => {
	it('the Poisoner who catches the starpass no longer poisons: her victim is healthy', () => {
		const set = ['washerwoman', 'librarian', 'investigator', 'chef', 'empath', 'poisoner', 'imp'];
		const n2 = okAll(nextNight(firstNight({ characters: set })), [
			remind('s5', 'poisoner', 'Poisoned'),
			kill('imp', 's7')
		]);
		expect(isPoisonedIn(n2, seat(n2, 's5'))).toBe(true);
		const passed = ok(n2, suggestChanges(n2)[0]!.event);
		expect(seat(passed, 's6').character).toBe('imp');
		expect(isPoisonedIn(passed, seat(passed, 's5'))).toBe(false);
		const n3 = nextNight(passed);
		expect(step(n3, 'imp')).toMatchObject({ seats: ['s6'] });
		expect(findStep(n3, 'poisoner')).toBeUndefined();
	});

	it('a Drunk who thinks they are the Ravenkeeper, killed at night, wakes and may be told anything', () => {
		const set = tb7With({ 2: { character: 'drunk', thinks: 'ravenkeeper' } });
		const n2 = ok(nextNight(firstNight({ characters: set })), kill('imp', 's2'));
		expect(step(n2, 'ravenkeeper')).toMatchObject({ seats: ['s2'], drunk: true, mayBeFalse: true });
		expect(truths(n2, 'ravenkeeper', ['s7'])).toEqual([{ characters: ['imp'] }]);
		expect(truths(n2, 'ravenkeeper', ['s7'], 'false').length).toBeGreaterThan(0);
	});
});

describe('night protections and deaths', () => {
	const MONK = ['monk', 'ravenkeeper', 'undertaker', 'chef', 'empath', 'poisoner', 'imp'];

	it('the Monk’s Safe: from the Imp only; a poisoned Monk protects no one', () => {
		const n2 = ok(nextNight(firstNight({ characters: MONK })), remind('s5', 'monk', 'Safe'));
		expect(protections(n2, 'imp', 's5')).toEqual([{ by: 'monk', how: 'safe' }]);
		const poisoned = ok(n2, remind('s1', 'poisoner', 'Poisoned'));
		expect(protections(poisoned, 'imp', 's5')).toEqual([]);
	});

	it('a Drunk who thinks they are the Monk protects no one', () => {
		const set = [{ character: 'drunk', thinks: 'monk' }, ...MONK.slice(1)];
		const n2 = ok(nextNight(firstNight({ characters: set })), remind('s5', 'monk', 'Safe'));
		expect(step(n2, 'monk')).toMatchObject({ seats: ['s1'], drunk: true });
		expect(protections(n2, 'imp', 's5')).toEqual([]);
	});

	it('the Ravenkeeper killed at night wakes; executed, it does not', () => {
		const n2 = nextNight(firstNight({ characters: MONK }));
		expect(findStep(n2, 'ravenkeeper')).toBeUndefined();
		const killed = ok(n2, kill('imp', 's2'));
		expect(step(killed, 'ravenkeeper')).toMatchObject({ seats: ['s2'], mayBeFalse: false });
		expect(truths(killed, 'ravenkeeper', ['s7'])).toEqual([{ characters: ['imp'] }]);
		const executed = nextNight(firstNight({ characters: MONK }), [execute('s2')]);
		expect(findStep(executed, 'ravenkeeper')).toBeUndefined();
	});

	it('a poisoned Ravenkeeper killed at night: may be told false', () => {
		const n2 = okAll(nextNight(firstNight({ characters: MONK })), [
			remind('s2', 'poisoner', 'Poisoned'),
			kill('imp', 's2')
		]);
		expect(step(n2, 'ravenkeeper').mayBeFalse).toBe(true);
	});

	it('the Undertaker: no step after an execution nobody died of', () => {
		const n2 = nextNight(firstNight({ characters: MONK }), [execute('s4', false)]);
		expect(findStep(n2, 'undertaker')).toBeUndefined();
	});

	it('the Undertaker after the Imp is executed and the Scarlet Woman took over: the Imp', () => {
		const set = ['monk', 'ravenkeeper', 'undertaker', 'chef', 'empath', 'scarletwoman', 'imp'];
		const day = ok(firstDay({ characters: set }), execute('s7'));
		const n2 = okAll(day, [suggestChanges(day)[0]!.event, { type: 'night/started' }]);
		expect(step(n2, 'undertaker').shows).toEqual([{ seat: 's7', character: 'imp' }]);
	});

	it('the first night has no Demon kill', () => {
		const n = firstNight({ characters: MONK });
		expect(nightSteps(n).map((s) => s.key)).not.toContain('imp');
	});
});
