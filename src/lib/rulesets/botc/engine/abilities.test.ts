import { describe, expect, it } from 'vitest';
import { abilityLedger, heldAbilities, originalCharacter } from './abilities';
import { suggestChanges } from './change-offers';
import { emptyState } from './core';
import { replay } from './history';
import { nightSteps } from './night';
import { seatById } from './seats';
import { story } from './story';
import { Table, withExtra } from './testing/builders';
import { keys, pick, startNight, step, suggested, tableAtNight } from './testing/nights';
import { philosopherTakesEmpath } from './testing/tables';
import { checkWin } from './win';

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
		const t = tableAtNight({
			script: withExtra('tb', ['philosopher']),
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
	const t = tableAtNight({ characters: SW });
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
		const t = tableAtNight({ characters: SW });
		t.do({ type: 'reminder/added', seat: 's2', source: 'poisoner', label: 'Poisoned' });
		t.do({ type: 'day/started' });
		t.do({ type: 'execution', seat: 's1', died: true });
		expect(suggestChanges(t.state)).toEqual([]);
		const few = tableAtNight({ characters: SW });
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
		const t = tableAtNight({ characters: SW }, 2);
		t.do({ type: 'night/kill', step: 'imp', by: 'imp', seat: 's1' });
		expect(suggestChanges(t.state).map((o) => [o.code, o.event.seat])).toEqual([
			['scarletwoman', 's2']
		]);
		const p = tableAtNight({
			characters: ['imp', 'poisoner', 'chef', 'empath', 'washerwoman', 'librarian', 'soldier']
		});
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

	it('recorded as a plain token swap (older games): the ledger keeps it, her step follows', () => {
		const t = impExecuted();
		t.do({ type: 'seat/character', seat: 's2', character: 'imp' });
		const s2 = seatById(t.state, 's2');
		expect(s2).toMatchObject({ character: 'imp', was: 'scarletwoman' });
		expect(s2?.alignment ?? null).toBeNull();
		expect(t.state.changes?.map((c) => [c.seat, c.from, c.to, c.how])).toEqual([
			['s2', 'scarletwoman', 'imp', 'storyteller']
		]);
		expect(replay(t.history.log)).toEqual(t.state);
		expect(startNight(t)).toMatch(/scarletwoman.*imp/);
		expect(step(t, 'scarletwoman')).toMatchObject({
			seats: ['s2'],
			why: { code: 'demon-died', seat: 's1' }
		});
		expect(step(t, 'imp')?.seats).toEqual(['s2']);
	});
});
