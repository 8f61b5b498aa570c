import { describe, expect, it } from 'vitest';
import { suggestAnswer } from '../answers';
import { abilityLedger, heldAbilities, originalCharacter } from './abilities';
import { suggestChanges } from './change-offers';
import { emptyState } from './core';
import { replay } from './history';
import { nightSteps } from './night';
import { seatById } from './seats';
import { story } from './story';
import { Table, script } from './testing/builders';
import { keys, pick, startNight, step, suggested } from './testing/nights';
import type { Script } from './types';
import { checkWin } from './win';

/** Trouble Brewing with a Philosopher (and any other characters) added to the script. */
function withCharacters(
	base: 'tb' | 'snv' | 'bmr',
	from: 'tb' | 'snv' | 'bmr',
	ids: string[]
): Script {
	const s = script(base);
	const more = script(from).characters.filter((c) => ids.includes(c.id));
	return { ...s, characters: [...s.characters, ...more] };
}

// s1 Philosopher (neighbours s7 Imp and s2): 1; s2 Empath (neighbours s1 and s3, both good): 0.
const PHIL_EMPATH = [
	'philosopher',
	'empath',
	'chef',
	'washerwoman',
	'librarian',
	'poisoner',
	'imp'
];

function philosopherTakesEmpath(): Table {
	const t = new Table({
		script: withCharacters('tb', 'snv', ['philosopher']),
		characters: PHIL_EMPATH
	});
	startNight(t);
	return t;
}

describe('the ability ledger: a Philosopher who takes the Empath while the Empath is in play', () => {
	it('offers the change from his choice, naming the real Empath who becomes drunk', () => {
		const t = philosopherTakesEmpath();
		expect(step(t, 'philosopher')?.picks).toEqual({ seats: 0, characters: 1 });
		expect(suggestChanges(t.state)).toEqual([]);
		pick(t, 'philosopher', [], ['empath']);
		expect(suggestChanges(t.state)).toEqual([
			{
				code: 'philosopher',
				because: 's1',
				character: 'empath',
				drunk: ['s2'],
				event: { type: 'seat/changed', seat: 's1', character: 'empath', how: 'philosopher' }
			}
		]);
	});

	it('gives each holder its own step, answer and drunk flag, and keeps who he was', () => {
		const t = philosopherTakesEmpath();
		pick(t, 'philosopher', [], ['empath']);
		t.do({ type: 'seat/changed', seat: 's1', character: 'empath', how: 'philosopher' });
		expect(suggestChanges(t.state)).toEqual([]);
		const ks = keys(t);
		expect(ks).toContain('empath');
		expect(ks).toContain('empath@s1');
		// Tonight's Philosopher step stays, to be done.
		expect(ks).toContain('philosopher');
		expect(step(t, 'empath')).toMatchObject({ seats: ['s2'], drunk: true, mayBeFalse: true });
		expect(step(t, 'empath@s1')).toMatchObject({
			seats: ['s1'],
			character: 'empath',
			by: 'philosopher',
			drunk: false,
			mayBeFalse: false
		});
		expect(suggested(t, 'empath@s1')).toEqual([{ number: 1 }]);
		expect(suggested(t, 'empath@s1', 'false')).toEqual([]);
		expect(suggested(t, 'empath')).toEqual([{ number: 0 }]);
		// The drunk real Empath may be told anything.
		expect(suggested(t, 'empath', 'false').length).toBeGreaterThan(0);
		const s1 = seatById(t.state, 's1');
		expect(s1?.character).toBe('philosopher');
		expect(originalCharacter(s1!)).toBe('philosopher');
		expect(heldAbilities(t.state, s1!).map((a) => [a.character, a.source, a.how])).toEqual([
			['philosopher', 'own', null],
			['empath', 'gained', 'philosopher']
		]);
	});

	it('has no Philosopher step on later nights, and both Empath steps every night', () => {
		const t = philosopherTakesEmpath();
		pick(t, 'philosopher', [], ['empath']);
		t.do({ type: 'seat/changed', seat: 's1', character: 'empath', how: 'philosopher' });
		t.do({ type: 'day/started' });
		const night2 = startNight(t);
		expect(night2).not.toContain('philosopher');
		expect(night2).toContain('empath empath@s1');
		expect(step(t, 'empath')?.drunk).toBe(true);
		expect(step(t, 'empath@s1')?.drunk).toBe(false);
		t.do({ type: 'night/step', step: 'empath@s1', status: 'done' });
		expect(step(t, 'empath@s1')?.status).toBe('done');
		expect(step(t, 'empath')?.status).toBe('todo');
	});

	it('answers for a Philosopher who took a character nobody holds, with no one drunk', () => {
		const t = new Table({
			script: withCharacters('tb', 'snv', ['philosopher']),
			characters: [
				'philosopher',
				'chef',
				'undertaker',
				'washerwoman',
				'librarian',
				'poisoner',
				'imp'
			]
		});
		startNight(t);
		pick(t, 'philosopher', [], ['empath']);
		expect(suggestChanges(t.state)[0]?.drunk).toBeUndefined();
		t.do({ type: 'seat/changed', seat: 's1', character: 'empath', how: 'philosopher' });
		expect(keys(t)).not.toContain('empath');
		expect(step(t, 'empath@s1')).toMatchObject({ seats: ['s1'], drunk: false });
		expect(nightSteps(t.state).filter((s) => s.character === 'empath')).toHaveLength(1);
		expect(suggested(t, 'empath@s1')).toEqual([{ number: 1 }]);
	});

	it('splits the step too when recorded on the tokens (the Empath token and its reminders)', () => {
		const t = philosopherTakesEmpath();
		t.do({ type: 'seat/character', seat: 's1', character: 'empath' });
		t.do({
			type: 'reminder/added',
			seat: 's1',
			source: 'philosopher',
			label: 'Is The Philosopher'
		});
		t.do({ type: 'reminder/added', seat: 's2', source: 'philosopher', label: 'Drunk' });
		expect(step(t, 'empath')).toMatchObject({ seats: ['s2'], drunk: true, mayBeFalse: true });
		expect(step(t, 'empath@s1')).toMatchObject({ seats: ['s1'], by: 'philosopher', drunk: false });
		expect(suggested(t, 'empath')).toEqual([{ number: 0 }]);
		expect(suggested(t, 'empath@s1')).toEqual([{ number: 1 }]);
		expect(suggested(t, 'empath@s1', 'false')).toEqual([]);
	});

	it('tells both in the story and in the ledger', () => {
		const t = philosopherTakesEmpath();
		t.do({ type: 'seat/changed', seat: 's1', character: 'empath', how: 'philosopher' });
		const lines = story(t.history.log, emptyState()).flatMap((c) => c.lines);
		expect(lines).toContainEqual({
			kind: 'changed',
			seat: 's1',
			from: 'philosopher',
			to: 'empath',
			how: 'philosopher',
			gained: true
		});
		const entry = abilityLedger(t.state).find((e) => e.seat === 's1');
		expect(entry).toMatchObject({ was: 'philosopher', now: 'philosopher' });
		expect(entry?.changes).toHaveLength(1);
	});
});

// s1 Imp, s2 Scarlet Woman, five good players.
const SW = ['imp', 'scarletwoman', 'chef', 'empath', 'washerwoman', 'librarian', 'soldier'];

function impExecuted(): Table {
	const t = new Table({ characters: SW });
	startNight(t);
	t.do({ type: 'day/started' });
	t.do({ type: 'execution', seat: 's1', died: true });
	return t;
}

describe('the Scarlet Woman becomes the Demon', () => {
	it('is offered when the Imp is executed with five or more alive and she is sober', () => {
		const t = impExecuted();
		expect(checkWin(t.state)?.code).toBe('scarlet-woman');
		expect(suggestChanges(t.state)).toEqual([
			{
				code: 'scarletwoman',
				because: 's1',
				character: 'imp',
				event: { type: 'seat/changed', seat: 's2', character: 'imp', how: 'scarletwoman' }
			}
		]);
	});

	it('is not offered when she is poisoned, or fewer than five were alive', () => {
		const t = new Table({ characters: SW });
		startNight(t);
		t.do({ type: 'reminder/added', seat: 's2', source: 'poisoner', label: 'Poisoned' });
		t.do({ type: 'day/started' });
		t.do({ type: 'execution', seat: 's1', died: true });
		expect(suggestChanges(t.state)).toEqual([]);
		const few = new Table({ characters: SW });
		startNight(few);
		for (const s of ['s3', 's4', 's5']) few.do({ type: 'seat/died', seat: s });
		few.do({ type: 'day/started' });
		few.do({ type: 'execution', seat: 's1', died: true });
		expect(suggestChanges(few.state)).toEqual([]);
		expect(checkWin(few.state)?.winner).toBe('good');
	});

	it('gives her the Demon: her "you are the Demon" step and her kill that night', () => {
		const t = impExecuted();
		t.do({ type: 'seat/changed', seat: 's2', character: 'imp', how: 'scarletwoman' });
		const s2 = seatById(t.state, 's2');
		expect(s2).toMatchObject({ character: 'imp', was: 'scarletwoman' });
		expect(checkWin(t.state)).toBeNull();
		expect(suggestChanges(t.state)).toEqual([]);
		expect(startNight(t)).toMatch(/scarletwoman.*imp/);
		expect(step(t, 'scarletwoman')).toMatchObject({
			seats: ['s2'],
			why: { code: 'demon-died', seat: 's1' }
		});
		expect(step(t, 'imp')).toMatchObject({ seats: ['s2'], kills: { reminder: 'Dead' } });
	});

	it('lets evil win with her alive at two, and not good at three', () => {
		const t = impExecuted();
		t.do({ type: 'seat/changed', seat: 's2', character: 'imp', how: 'scarletwoman' });
		startNight(t);
		t.do({ type: 'night/kill', step: 'imp', by: 'imp', seat: 's3' });
		t.do({ type: 'day/started' });
		t.do({ type: 'execution', seat: 's4', died: true });
		startNight(t);
		t.do({ type: 'night/kill', step: 'imp', by: 'imp', seat: 's5' });
		expect(keys(t)).not.toContain('scarletwoman');
		t.do({ type: 'day/started' });
		// Alive: s2 (the Demon), s6, s7.
		expect(checkWin(t.state)).toBeNull();
		t.do({ type: 'execution', seat: 's6', died: true });
		expect(checkWin(t.state)).toMatchObject({ winner: 'evil', code: 'two-left' });
	});

	it('is offered after a starpass with five or more alive; otherwise a Minion catches it', () => {
		const t = new Table({ characters: SW });
		startNight(t);
		t.do({ type: 'day/started' });
		startNight(t);
		t.do({ type: 'night/kill', step: 'imp', by: 'imp', seat: 's1' });
		expect(suggestChanges(t.state).map((o) => [o.code, o.event.seat])).toEqual([
			['scarletwoman', 's2']
		]);
		const p = new Table({
			characters: ['imp', 'poisoner', 'chef', 'empath', 'washerwoman', 'librarian', 'soldier']
		});
		startNight(p);
		p.do({ type: 'day/started' });
		startNight(p);
		p.do({ type: 'night/kill', step: 'imp', by: 'imp', seat: 's1' });
		const offers = suggestChanges(p.state);
		expect(offers.map((o) => [o.code, o.event])).toEqual([
			['starpass', { type: 'seat/changed', seat: 's2', character: 'imp', how: 'starpass' }]
		]);
		p.do(offers[0]!.event);
		expect(seatById(p.state, 's2')).toMatchObject({ character: 'imp', was: 'poisoner' });
		expect(checkWin(p.state)).toBeNull();
	});

	it('recorded as a plain token swap (older games) still replays as it was', () => {
		const t = impExecuted();
		t.do({ type: 'seat/character', seat: 's2', character: 'imp' });
		const s2 = seatById(t.state, 's2');
		expect(s2?.was).toBeUndefined();
		expect(t.state.changes).toBeUndefined();
		expect(replay(t.history.log)).toEqual(t.state);
	});
});

describe('Fang Gu and the Scarlet Woman (jinx)', () => {
	it('a Fang Gu who jumps to an Outsider does not make her the Demon', () => {
		const t = new Table({
			script: withCharacters('snv', 'tb', ['scarletwoman']),
			characters: [
				'fanggu',
				'scarletwoman',
				'mutant',
				'clockmaker',
				'dreamer',
				'seamstress',
				'oracle'
			]
		});
		startNight(t);
		t.do({ type: 'day/started' });
		startNight(t);
		// The Fang Gu chose the Mutant: the Mutant becomes an evil Fang Gu, the Fang Gu dies.
		t.do({ type: 'seat/changed', seat: 's3', character: 'fanggu', how: 'fanggu' });
		t.do({ type: 'seat/died', seat: 's1', by: 'fanggu' });
		expect(seatById(t.state, 's3')).toMatchObject({ character: 'fanggu', was: 'mutant' });
		expect(suggestChanges(t.state)).toEqual([]);
		t.do({ type: 'day/started' });
		expect(checkWin(t.state)).toBeNull();
		startNight(t);
		expect(keys(t)).not.toContain('scarletwoman');
		expect(step(t, 'fanggu')?.seats).toEqual(['s3']);
	});
});

describe('character changes in one event', () => {
	it('Pit-Hag: the player becomes the character and keeps their alignment', () => {
		const t = new Table({
			script: 'snv',
			characters: ['vortox', 'pithag', 'clockmaker', 'dreamer', 'seamstress', 'oracle', 'mutant']
		});
		startNight(t);
		t.do({ type: 'seat/changed', seat: 's3', character: 'nodashii', how: 'pithag' });
		expect(seatById(t.state, 's3')).toMatchObject({
			character: 'nodashii',
			alignment: 'good',
			was: 'clockmaker'
		});
		expect(heldAbilities(t.state, seatById(t.state, 's3')!)[0]).toMatchObject({
			character: 'nodashii',
			source: 'own',
			how: 'pithag'
		});
	});

	it('Snake Charmer: characters and alignments swap; Barber: characters only', () => {
		const t = new Table({
			script: 'snv',
			characters: [
				'vigormortis',
				'witch',
				'snakecharmer',
				'dreamer',
				'seamstress',
				'oracle',
				'mutant'
			]
		});
		startNight(t);
		t.do({
			type: 'seat/changed',
			seat: 's3',
			character: 'vigormortis',
			how: 'snakecharmer',
			with: 's1'
		});
		expect(seatById(t.state, 's3')).toMatchObject({
			character: 'vigormortis',
			alignment: 'evil',
			was: 'snakecharmer'
		});
		expect(seatById(t.state, 's1')).toMatchObject({
			character: 'snakecharmer',
			alignment: 'good',
			was: 'vigormortis'
		});
		t.do({ type: 'seat/changed', seat: 's2', character: 'dreamer', how: 'barber', with: 's4' });
		expect(seatById(t.state, 's2')).toMatchObject({ character: 'dreamer', alignment: 'evil' });
		expect(seatById(t.state, 's4')).toMatchObject({ character: 'witch', alignment: 'good' });
		expect(t.state.changes?.map((c) => [c.seat, c.from, c.to, c.how, c.with])).toEqual([
			['s3', 'snakecharmer', 'vigormortis', 'snakecharmer', 's1'],
			['s2', 'witch', 'dreamer', 'barber', 's4']
		]);
		expect(replay(t.history.log)).toEqual(t.state);
	});

	it('refuses what it cannot apply', () => {
		const t = new Table({ characters: SW });
		const code = (body: Parameters<Table['refuse']>[0]) => t.refuse(body).code;
		expect(code({ type: 'seat/changed', seat: 's9', character: 'imp', how: 'starpass' })).toBe(
			'no-seat'
		);
		expect(code({ type: 'seat/changed', seat: 's2', character: 'nobody', how: 'starpass' })).toBe(
			'unknown-character'
		);
		expect(
			code({ type: 'seat/changed', seat: 's2', character: 'imp', how: 'magic' as never })
		).toBe('malformed');
		expect(
			code({ type: 'seat/changed', seat: 's2', character: 'imp', how: 'starpass', with: 's3' })
		).toBe('malformed');
		expect(
			code({ type: 'seat/changed', seat: 's2', character: 'imp', how: 'barber', with: 's2' })
		).toBe('no-seat');
	});

	it('answers for the real Empath and the Philosopher with suggestAnswer per step', () => {
		const t = philosopherTakesEmpath();
		t.do({ type: 'seat/changed', seat: 's1', character: 'empath', how: 'philosopher' });
		const mine = suggestAnswer(t.state, step(t, 'empath@s1')!);
		const theirs = suggestAnswer(t.state, step(t, 'empath')!);
		expect(mine?.mayBeFalse).toBe(false);
		expect(theirs?.mayBeFalse).toBe(true);
	});
});
