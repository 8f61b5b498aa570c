import { describe, expect, it } from 'vitest';
import {
	changeFor,
	checkWin,
	isPoisonedIn,
	offerEvents,
	replay,
	suggestChanges,
	type GameState
} from './index';
import { Table } from './engine/testing/builders';
import { tableAtNight } from './engine/testing/nights';
import { applyAll, day, keys, night, pick, seat, step, truths, withExtra } from './testing/combos';

// Combinations of official characters, written from their ability texts and rulings, played
// through the reducer (events in a log) and read only through the rule set's public API.

describe('character changes offered from the log, applied by a tap, undoable', () => {
	// The Fang Gu kills each night; the first Outsider it kills takes its place as an evil Fang Gu
	// and the old one dies (one extra Outsider at setup). Jinx with the Scarlet Woman: she does not
	// become the Fang Gu by the jump.
	const FANG = [
		'fanggu',
		'scarletwoman',
		'mutant',
		'clockmaker',
		'dreamer',
		'sweetheart',
		'oracle',
		'seamstress'
	];

	function fangGuKillsMutant(): { t: Table; before: GameState } {
		const t = tableAtNight({ script: withExtra('snv', ['scarletwoman']), characters: FANG }, 2);
		const before = t.state;
		t.do({ type: 'night/kill', step: 'fanggu', by: 'fanggu', seat: 's3', reminder: 'Dead' });
		return { t, before };
	}

	it('the Fang Gu jumps to the Outsider: she lives as an evil Fang Gu, he dies; the Scarlet Woman stays', () => {
		const { t } = fangGuKillsMutant();
		const offers = suggestChanges(t.state);
		expect(offers.map((o) => o.code)).toEqual(['fanggu']);
		const [jump] = offers;
		expect(jump).toMatchObject({
			because: 's1',
			character: 'mutant',
			jinx: 'scarletwoman',
			event: { type: 'seat/changed', seat: 's3', character: 'fanggu', how: 'fanggu' }
		});
		applyAll(t, offerEvents(jump!));
		expect(seat(t, 's3')).toMatchObject({ character: 'fanggu', was: 'mutant', alive: true });
		expect(seat(t, 's3').reminders.filter((r) => r.label === 'Dead')).toEqual([]);
		expect(seat(t, 's1').alive).toBe(false);
		expect(seat(t, 's2').character).toBe('scarletwoman');
		expect(suggestChanges(t.state)).toEqual([]);
		day(t);
		expect(checkWin(t.state)).toBeNull();
		night(t);
		expect(keys(t)).not.toContain('scarletwoman');
		expect(step(t, 'fanggu')?.seats).toEqual(['s3']);
		// Once per game: the next Outsider it kills simply dies.
		t.do({ type: 'night/kill', step: 'fanggu', by: 'fanggu', seat: 's6', reminder: 'Dead' });
		expect(suggestChanges(t.state)).toEqual([]);
		expect(replay(t.history.log)).toEqual(t.state);
	});

	it('undoing the jump’s events gives back the night as it was before the tap', () => {
		const { t } = fangGuKillsMutant();
		const killed = t.state;
		const events = offerEvents(suggestChanges(t.state)[0]!);
		applyAll(t, events);
		let state = replay(t.history.log.slice(0, t.history.log.length - events.length));
		expect(state).toEqual(killed);
		state = replay(t.history.log);
		expect(state).toEqual(t.state);
	});

	it('a poisoned Fang Gu’s kill of an Outsider is only a kill', () => {
		const { t } = fangGuKillsMutant();
		t.do({ type: 'reminder/added', seat: 's1', source: 'snakecharmer', label: 'Poisoned' });
		expect(suggestChanges(t.state)).toEqual([]);
	});

	it('a Fang Gu killing a Townsfolk jumps nowhere', () => {
		const t = tableAtNight({ script: withExtra('snv', ['scarletwoman']), characters: FANG }, 2);
		t.do({ type: 'night/kill', step: 'fanggu', by: 'fanggu', seat: 's4', reminder: 'Dead' });
		expect(suggestChanges(t.state)).toEqual([]);
	});

	// The Snake Charmer who picks the Demon trades characters and alignments with it, and the
	// new Snake Charmer is poisoned from then on.
	const charm = (t: Table, chosen: string, yes: boolean) =>
		t.do({
			type: 'night/answer',
			step: 'snakecharmer',
			character: 'snakecharmer',
			seats: ['s3'],
			chosen: [chosen],
			answer: { yes },
			truth: 'true'
		});
	const CHARMER = ['vortox', 'witch', 'snakecharmer', 'clockmaker', 'dreamer', 'mutant', 'oracle'];

	it('the Snake Charmer chooses the Demon: they swap characters and alignments, the old Demon poisoned', () => {
		const t = tableAtNight({ script: 'snv', characters: CHARMER });
		// The storyteller taps the chosen player and records the step's answer ("yes").
		expect(truths(t, 'snakecharmer')).toEqual([]);
		charm(t, 's1', true);
		const [offer] = suggestChanges(t.state);
		expect(offer).toMatchObject({
			code: 'snakecharmer',
			because: 's3',
			with: 's1',
			character: 'vortox',
			event: {
				type: 'seat/changed',
				seat: 's3',
				character: 'vortox',
				how: 'snakecharmer',
				with: 's1'
			}
		});
		applyAll(t, offerEvents(offer!));
		expect(seat(t, 's3')).toMatchObject({
			character: 'vortox',
			was: 'snakecharmer',
			alignment: 'evil'
		});
		expect(seat(t, 's1')).toMatchObject({
			character: 'snakecharmer',
			was: 'vortox',
			alignment: 'good'
		});
		expect(isPoisonedIn(t.state, seat(t, 's1'))).toBe(true);
		expect(suggestChanges(t.state)).toEqual([]);
		day(t);
		night(t);
		// The poison lasts: the new Snake Charmer's step is flagged on later nights.
		expect(step(t, 'snakecharmer')).toMatchObject({ seats: ['s1'], poisoned: true });
		expect(step(t, 'vortox')?.seats).toEqual(['s3']);
		expect(replay(t.history.log)).toEqual(t.state);
	});

	it('no swap when the Snake Charmer chooses someone else, or is poisoned', () => {
		const t = tableAtNight({ script: 'snv', characters: CHARMER });
		charm(t, 's2', false);
		expect(suggestChanges(t.state)).toEqual([]);
		t.do({ type: 'reminder/added', seat: 's3', source: 'snakecharmer', label: 'Poisoned' });
		charm(t, 's1', true);
		expect(suggestChanges(t.state)).toEqual([]);
	});

	// When the Barber dies (by day or night), the Demon may pick two players, neither of them a
	// Demon, to trade characters.
	it('the Barber died today: the Demon’s two picks swap characters, alignments stay', () => {
		const t = tableAtNight({
			script: 'snv',
			characters: ['vortox', 'witch', 'barber', 'clockmaker', 'dreamer', 'oracle', 'sage']
		});
		expect(keys(t)).not.toContain('barber');
		day(t);
		t.do({ type: 'execution', seat: 's3', died: true });
		night(t);
		expect(step(t, 'barber')).toMatchObject({ seats: ['s1'], picks: { seats: 2, characters: 0 } });
		expect(suggestChanges(t.state)).toEqual([]);
		pick(t, 'barber', ['s4', 's2']);
		const [offer] = suggestChanges(t.state);
		expect(offer).toMatchObject({
			code: 'barber',
			because: 's3',
			optional: true,
			event: { type: 'seat/changed', seat: 's4', character: 'witch', how: 'barber', with: 's2' }
		});
		applyAll(t, offerEvents(offer!));
		expect(seat(t, 's4')).toMatchObject({ character: 'witch', was: 'clockmaker' });
		expect(seat(t, 's2')).toMatchObject({ character: 'clockmaker', was: 'witch' });
		expect(seat(t, 's4').alignment ?? 'good').toBe('good');
		expect(seat(t, 's2').alignment).toBe('evil');
		// One haircut: the same picks offer nothing more tonight.
		expect(suggestChanges(t.state)).toEqual([]);
	});

	it('the Evil Twin: the pair see each other; the good twin executed, evil wins', () => {
		// The Evil Twin and a good player learn each other; executing the good twin wins it for
		// evil, and good cannot win while both twins live.
		const t = tableAtNight({
			script: 'snv',
			characters: ['vortox', 'eviltwin', 'clockmaker', 'dreamer', 'oracle', 'sage', 'mutant']
		});
		t.do({ type: 'reminder/added', seat: 's4', source: 'eviltwin', label: 'Twin' });
		expect(step(t, 'eviltwin')?.seats).toEqual(['s2', 's4']);
		day(t);
		t.do({ type: 'execution', seat: 's4', died: true });
		expect(checkWin(t.state)).toMatchObject({ winner: 'evil' });
	});
});

describe('the seat sheet’s change: one ability-aware event', () => {
	const SW = ['imp', 'scarletwoman', 'chef', 'empath', 'washerwoman', 'librarian', 'soldier'];

	it('a Scarlet Woman given the dead Imp is her change; anything else the storyteller’s', () => {
		const t = tableAtNight({ characters: SW });
		day(t);
		t.do({ type: 'execution', seat: 's1', died: true });
		expect(changeFor(t.state, 's2', 'imp')).toEqual({
			type: 'seat/changed',
			seat: 's2',
			character: 'imp',
			how: 'scarletwoman'
		});
		expect(changeFor(t.state, 's3', 'monk')).toEqual({
			type: 'seat/changed',
			seat: 's3',
			character: 'monk',
			how: 'storyteller'
		});
		t.do(changeFor(t.state, 's3', 'monk'));
		// The storyteller's change keeps an alignment only when one was set by hand.
		expect(seat(t, 's3')).toMatchObject({ character: 'monk', was: 'chef', alignment: null });
	});
});

describe('the Po', () => {
	// The Po may kill nobody on a night; after such a night its next choice is three players.
	const PO = ['po', 'godfather', 'exorcist', 'grandmother', 'sailor', 'chambermaid', 'gossip'];

	it('after a night it chose no one, its next step may kill three; after kills, one again', () => {
		const t = tableAtNight({ script: 'bmr', characters: PO }, 2);
		expect(step(t, 'po')?.kills).toEqual({ reminder: 'Dead' });
		t.do({ type: 'night/kill', step: 'po', by: 'po', seat: null });
		day(t);
		night(t);
		expect(step(t, 'po')).toMatchObject({
			kills: { reminder: 'Dead', count: 3 },
			why: { code: 'po-charged', seat: 's1' }
		});
		for (const s of ['s4', 's5', 's6'])
			t.do({ type: 'night/kill', step: 'po', by: 'po', seat: s, reminder: 'Dead', more: true });
		day(t);
		night(t);
		expect(step(t, 'po')?.kills).toEqual({ reminder: 'Dead' });
	});

	it('after an exorcised night it may kill three', () => {
		const t = tableAtNight({ script: 'bmr', characters: PO }, 2);
		t.do({ type: 'night/kill', step: 'po', by: 'po', seat: 's4', reminder: 'Dead' });
		day(t);
		night(t);
		t.do({ type: 'reminder/added', seat: 's1', source: 'exorcist', label: 'Chosen' });
		expect(step(t, 'po')).toMatchObject({ does: 'learns', why: { code: 'exorcist' } });
		expect(step(t, 'po')?.kills).toBeUndefined();
		day(t);
		night(t);
		expect(step(t, 'po')?.kills).toEqual({ reminder: 'Dead', count: 3 });
	});
});
