import { describe, expect, it } from 'vitest';
import {
	ANSWERS,
	effectsOn,
	isDrunkIn,
	offerEvents,
	replay,
	suggestAnswer,
	suggestChanges
} from './index';
import { Table } from './engine/testing/builders';
import { applyAll, day, night, pick, seat, step, truths, withExtra } from './testing/combos';
import { thinks } from './testing/seats';
import { snvAt } from './testing/snv-tables';

// Follow-ups to the ability ledger (issue 29): combinations where the grimoire gave a confident
// but wrong answer. Written from the official character texts and rulings, in our own words;
// played through the reducer and read through the rule set's public API.

const suggestion = (t: Table, key: string, chosen: string[] = []) =>
	suggestAnswer(t.state, step(t, key)!, chosen);

describe('the Vortox binds only information from a Townsfolk ability', () => {
	// The Vortox makes what a Townsfolk learns from their ability false, even when that
	// Townsfolk is drunk or poisoned; a character or alignment change is not such information.
	const CHARMER = ['vortox', 'witch', 'snakecharmer', 'clockmaker', 'dreamer', 'mutant', 'oracle'];

	it('the Snake Charmer’s choice of the Demon is a swap, not information: not marked false', () => {
		const t = snvAt(CHARMER);
		const s = suggestion(t, 'snakecharmer', ['s1'])!;
		expect(s.mustBeFalse).toBe(false);
		expect(s.options.filter((o) => o.truth === 'false')).toEqual([]);
		expect(truths(t, 'snakecharmer')).toEqual([]);
		expect(s.options.filter((o) => o.truth === 'true').map((o) => o.answer)).toEqual([
			{ yes: true }
		]);
		// The Clockmaker beside it learns information: that one must be false.
		expect(suggestion(t, 'clockmaker')?.mustBeFalse).toBe(true);
	});

	it('a poisoned Snake Charmer’s step offers no false answers either: it only records the choice', () => {
		const t = snvAt(CHARMER);
		t.do({ type: 'reminder/added', seat: 's3', source: 'witch', label: 'Poisoned' });
		t.do({ type: 'reminder/added', seat: 's3', source: 'poisoner', label: 'Poisoned' });
		const s = suggestion(t, 'snakecharmer', ['s2'])!;
		expect(s).toMatchObject({ mustBeFalse: false, mayBeFalse: false });
		expect(s.options.map((o) => o.truth)).toEqual(['true']);
	});

	it('the Huntsman’s and the Preacher’s choices are not information either', () => {
		const seats = ['vortox', 'witch', 'huntsman', 'preacher', 'clockmaker', 'damsel', 'oracle'];
		const t = snvAt(seats, 1, ['huntsman', 'preacher', 'damsel']);
		expect(suggestion(t, 'huntsman', ['s6'])?.mustBeFalse).toBe(false);
		expect(suggestion(t, 'preacher', ['s2'])?.mustBeFalse).toBe(false);
		expect(suggestion(t, 'clockmaker')?.mustBeFalse).toBe(true);
	});

	it('no Townsfolk without information is marked: the answer specs are information or say not', () => {
		// Townsfolk whose abilities protect, kill, swap or change (Monk, Soldier, Slayer, Fool,
		// Innkeeper, Tea Lady, Sailor, Pacifist, Exorcist, Courtier, Minstrel, Professor,
		// Gambler's kill, Philosopher's choice) have no answer to mark at all.
		for (const id of [
			'monk',
			'soldier',
			'slayer',
			'fool',
			'innkeeper',
			'tealady',
			'sailor',
			'pacifist',
			'exorcist',
			'courtier',
			'minstrel',
			'professor',
			'philosopher',
			'mayor',
			'virgin'
		])
			expect(ANSWERS.has(id), id).toBe(false);
		const effects = [...ANSWERS].filter(([, spec]) => spec.information === false).map(([id]) => id);
		expect(effects.sort()).toEqual(['huntsman', 'preacher', 'snakecharmer']);
	});

	it('a Monk’s step under the Vortox has no answer panel to mark', () => {
		const seats = ['vortox', 'witch', 'monk', 'soldier', 'clockmaker', 'mutant', 'oracle'];
		const t = snvAt(seats, 2, ['monk', 'soldier']);
		expect(suggestion(t, 'monk', ['s4'])).toBeNull();
	});

	it('the Philosopher who gained the Empath learns false; so does the Empath he made drunk', () => {
		const seats = ['vortox', 'witch', 'philosopher', 'empath', 'clockmaker', 'mutant', 'oracle'];
		const t = snvAt(seats, 1, ['empath']);
		pick(t, 'philosopher', [], ['empath']);
		applyAll(t, offerEvents(suggestChanges(t.state)[0]!));
		expect(step(t, 'empath@s3')).toBeDefined();
		expect(suggestion(t, 'empath@s3')?.mustBeFalse).toBe(true);
		// Drunk by his choice, the real Empath still learns false under the Vortox.
		expect(isDrunkIn(t.state, seat(t, 's4'))).toBe(true);
		expect(suggestion(t, 'empath')?.mustBeFalse).toBe(true);
	});

	it('the Drunk who thinks they are the Clockmaker is not bound: they hold no Townsfolk ability', () => {
		const drunk = thinks('drunk', 'clockmaker');
		const seats = ['vortox', 'witch', drunk, 'dreamer', 'oracle', 'mutant', 'sage'];
		const t = snvAt(seats, 1, ['drunk']);
		const s = suggestion(t, 'clockmaker')!;
		expect(s).toMatchObject({ mustBeFalse: false, mayBeFalse: true });
	});
});

describe('the Fang Gu’s jump is once per game, and its token says so', () => {
	// The first Outsider the Fang Gu kills becomes an evil Fang Gu instead and the old one dies;
	// this happens once per game (its "Once" reminder).
	const FANG = ['fanggu', 'witch', 'mutant', 'clockmaker', 'dreamer', 'sweetheart', 'oracle'];

	/** `FANG` played to night 2 (`onNight1` done on night 1), where the Fang Gu kills the Mutant. */
	function killsMutant(onNight1?: (t: Table) => void): Table {
		const t = snvAt(FANG);
		onNight1?.(t);
		day(t);
		night(t);
		t.do({ type: 'night/kill', step: 'fanggu', by: 'fanggu', seat: 's3', reminder: 'Dead' });
		return t;
	}

	/** `killsMutant`, the jump offered taken: s3 the new Fang Gu, s1 dead. */
	function jumped(): Table {
		const t = killsMutant();
		applyAll(t, offerEvents(suggestChanges(t.state)[0]!));
		return t;
	}

	it('the jump places the Fang Gu’s "Once" token on the new Fang Gu, in the same tap', () => {
		const t = jumped();
		expect(seat(t, 's3').reminders.map((r) => [r.source, r.label])).toEqual([['fanggu', 'Once']]);
		expect(seat(t, 's1').alive).toBe(false);
	});

	it('no second jump: the new Fang Gu killing another Outsider is offered nothing', () => {
		const t = jumped();
		day(t);
		night(t);
		t.do({ type: 'night/kill', step: 'fanggu', by: 'fanggu', seat: 's6', reminder: 'Dead' });
		expect(suggestChanges(t.state)).toEqual([]);
	});

	it('a "Once" token the storyteller placed by hand (a jump not recorded) ends the offer too', () => {
		const t = killsMutant((n1) =>
			n1.do({ type: 'reminder/added', seat: 's1', source: 'fanggu', label: 'Once' })
		);
		expect(suggestChanges(t.state)).toEqual([]);
	});

	it('undoing the jump’s events takes the token back with it', () => {
		const t = killsMutant();
		const before = t.state;
		const events = offerEvents(suggestChanges(t.state)[0]!);
		expect(events.at(-1)).toEqual({
			type: 'reminder/added',
			seat: 's3',
			source: 'fanggu',
			label: 'Once'
		});
		applyAll(t, events);
		expect(replay(t.history.log.slice(0, t.history.log.length - events.length))).toEqual(before);
		expect(suggestChanges(before).map((o) => o.code)).toEqual(['fanggu']);
	});
});

describe('the Philosopher’s drunk follows the official rulings', () => {
	// The Philosopher gains a good character's ability once; that character's player is drunk.
	// Rulings: if he dies, or becomes drunk or poisoned, that player is sober again; a character
	// not in play when he chose it is drunk once someone becomes it.
	const PHIL = ['philosopher', 'empath', 'chef', 'washerwoman', 'librarian', 'poisoner', 'imp'];
	function chose(): Table {
		const t = new Table({ script: withExtra('tb', ['philosopher']), characters: PHIL });
		night(t);
		pick(t, 'philosopher', [], ['empath']);
		applyAll(t, offerEvents(suggestChanges(t.state)[0]!));
		return t;
	}

	it('a poisoned Philosopher no longer makes the real Empath drunk; sober again, he does', () => {
		const t = chose();
		expect(isDrunkIn(t.state, seat(t, 's2'))).toBe(true);
		t.do({ type: 'reminder/added', seat: 's1', source: 'poisoner', label: 'Poisoned' });
		expect(isDrunkIn(t.state, seat(t, 's2'))).toBe(false);
		expect(step(t, 'empath')).toMatchObject({ seats: ['s2'], drunk: false });
		// The Poisoner dies: her poison ends, and his choice makes the Empath drunk again.
		t.do({ type: 'seat/died', seat: 's6' });
		expect(isDrunkIn(t.state, seat(t, 's2'))).toBe(true);
	});

	it('a dead Philosopher leaves the Empath sober', () => {
		const t = chose();
		t.do({ type: 'seat/died', seat: 's1' });
		expect(isDrunkIn(t.state, seat(t, 's2'))).toBe(false);
	});

	it('a character nobody held when he chose it is drunk once a player becomes it', () => {
		const t = new Table({
			script: withExtra('tb', ['philosopher', 'pithag', 'oracle']),
			characters: ['philosopher', 'empath', 'chef', 'washerwoman', 'librarian', 'pithag', 'imp']
		});
		night(t);
		pick(t, 'philosopher', [], ['monk']);
		applyAll(t, offerEvents(suggestChanges(t.state)[0]!));
		day(t);
		night(t);
		expect(isDrunkIn(t.state, seat(t, 's3'))).toBe(false);
		t.do({ type: 'seat/changed', seat: 's3', character: 'monk', how: 'pithag' });
		expect(isDrunkIn(t.state, seat(t, 's3'))).toBe(true);
	});
});

describe('ongoing Demon effects stop while the Demon is drunk or poisoned', () => {
	// The Vigormortis's killed Minions keep their ability and poison a Townsfolk neighbour; like
	// any ability, this does nothing while the Vigormortis is drunk or poisoned. The No Dashii's
	// two nearest Townsfolk (alive or dead) are poisoned, likewise only while it works.
	const VIGOR = ['vigormortis', 'witch', 'clockmaker', 'dreamer', 'sweetheart', 'oracle', 'sage'];

	it('a drunk Vigormortis: its killed Witch has no ability and poisons no one', () => {
		const t = snvAt(VIGOR, 2);
		t.do({
			type: 'night/kill',
			step: 'vigormortis',
			by: 'vigormortis',
			seat: 's2',
			reminder: 'Dead'
		});
		const kinds = (id: string) => effectsOn(t.state, id).map((e) => [e.kind, e.source]);
		expect(kinds('s2')).toContainEqual(['has-ability', 'vigormortis']);
		expect(kinds('s3')).toContainEqual(['poisoned', 'vigormortis']);
		// The Sweetheart dies and her drunkenness lands on the Vigormortis.
		t.do({ type: 'reminder/added', seat: 's1', source: 'sweetheart', label: 'Drunk' });
		expect(isDrunkIn(t.state, seat(t, 's1'))).toBe(true);
		expect(kinds('s2')).not.toContainEqual(['has-ability', 'vigormortis']);
		expect(kinds('s3')).not.toContainEqual(['poisoned', 'vigormortis']);
		expect(kinds('s7')).not.toContainEqual(['poisoned', 'vigormortis']);
	});

	it('a dead Townsfolk neighbour stays the No Dashii’s neighbour; a changed one passes it on', () => {
		const t = snvAt(['clockmaker', 'nodashii', 'dreamer', 'mutant', 'oracle', 'witch', 'sage']);
		const poisoned = () =>
			t.state.seats
				.filter((s) => effectsOn(t.state, s.id).some((e) => e.source === 'nodashii'))
				.map((s) => s.id);
		expect(poisoned()).toEqual(['s1', 's3']);
		// A neighbour's death does not move the poison on.
		t.do({ type: 'seat/died', seat: 's3' });
		expect(poisoned()).toEqual(['s1', 's3']);
		// The Pit-Hag makes the Dreamer an Outsider: the next Townsfolk that way is poisoned.
		t.do({ type: 'seat/changed', seat: 's3', character: 'klutz', how: 'pithag' });
		expect(poisoned()).toEqual(['s1', 's5']);
	});
});
