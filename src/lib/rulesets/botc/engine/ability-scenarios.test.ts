import { describe, expect, it } from 'vitest';
import { suggestChanges } from './change-offers';
import { replay } from './history';
import { seatById } from './seats';
import { Table, withExtra } from './testing/builders';
import { keys, pick, startNight, step, suggested, tell } from './testing/nights';
import { fangGuJumpsToMutant } from './testing/tables';
import { takeChange } from '../testing/combos';
import { checkWin } from './win';

// Sects & Violets with the Scarlet Woman added, eight players, played night by night through
// the event log: s1 Fang Gu, s2 Scarlet Woman, s3 Philosopher, s4 Oracle, s5 Mutant,
// s6 Clockmaker, s7 Dreamer, s8 Seamstress. The Philosopher takes the Oracle (in play) on the
// first night; then either the Fang Gu jumps to the Mutant (the jinx: she stays the Scarlet
// Woman) or is executed (she becomes the Fang Gu). Each night's steps, the Oracle's two
// answers and flags, the offers and the win check are checked; replay equals the live state.

const DEALT = [
	'fanggu',
	'scarletwoman',
	'philosopher',
	'oracle',
	'mutant',
	'clockmaker',
	'dreamer',
	'seamstress'
];

/** Night 1 and day 1: the Philosopher takes the Oracle; the Clockmaker is executed. */
function firstNightAndDay(): Table {
	const t = new Table({ script: withExtra('snv', ['scarletwoman']), characters: DEALT });
	const night1 = startNight(t);
	expect(night1).toMatch(
		/^dusk philosopher minioninfo demoninfo .*clockmaker dreamer seamstress dawn$/
	);
	pick(t, 'philosopher', [], ['oracle']);
	const [offer] = suggestChanges(t.state);
	expect(offer).toMatchObject({ code: 'philosopher', drunk: ['s4'] });
	t.do(offer!.event);
	// The Oracle has no first-night step: the Philosopher's gain shows from night 2.
	expect(keys(t).filter((k) => k.startsWith('oracle'))).toEqual([]);
	expect(step(t, 'clockmaker')).toMatchObject({ drunk: false, mayBeFalse: false });
	t.do({ type: 'day/started' });
	t.do({ type: 'execution', seat: 's6', died: true });
	expect(checkWin(t.state)).toBeNull();
	return t;
}

/** Night 2's two Oracle steps: the real one drunk, the Philosopher's sober; both truths 0. */
function secondNightOracles(t: Table) {
	const night2 = startNight(t);
	expect(night2).not.toContain('philosopher');
	expect(night2).toMatch(/fanggu .*oracle oracle@s3/);
	expect(step(t, 'oracle')).toMatchObject({ seats: ['s4'], drunk: true, mayBeFalse: true });
	expect(step(t, 'oracle@s3')).toMatchObject({
		seats: ['s3'],
		by: 'philosopher',
		drunk: false,
		mayBeFalse: false
	});
	expect(suggested(t, 'oracle')).toEqual([{ number: 0 }]);
	expect(suggested(t, 'oracle', 'false').length).toBeGreaterThan(0);
	expect(suggested(t, 'oracle@s3')).toEqual([{ number: 0 }]);
	expect(suggested(t, 'oracle@s3', 'false')).toEqual([]);
	tell(t, 'oracle', { number: 1 }, 'false');
	tell(t, 'oracle@s3', { number: 0 }, 'true');
	expect(t.state.night?.answers?.map((a) => [a.step, a.seats, a.answer.number])).toEqual([
		['oracle', ['s4'], 1],
		['oracle@s3', ['s3'], 0]
	]);
}

describe('Sects & Violets with a Philosopher and a Scarlet Woman, several nights', () => {
	it('the Fang Gu jumps to the Mutant: she stays the Scarlet Woman; good wins when it is executed', () => {
		const t = firstNightAndDay();
		secondNightOracles(t);
		// The Fang Gu chooses the Mutant: she becomes an evil Fang Gu, the Fang Gu dies instead.
		fangGuJumpsToMutant(t, 's1', 's5');
		t.do({ type: 'execution', seat: 's2', died: true });

		// Night 3: no Scarlet Woman step (jinx, and she is dead); the new Fang Gu kills; the
		// Oracles: the Clockmaker (good), the old Fang Gu and the Scarlet Woman (evil) are dead.
		const night3 = startNight(t);
		expect(night3).not.toContain('scarletwoman');
		expect(step(t, 'fanggu')?.seats).toEqual(['s5']);
		expect(suggested(t, 'oracle@s3')).toEqual([{ number: 2 }]);
		expect(suggested(t, 'oracle')).toEqual([{ number: 2 }]);
		t.do({ type: 'night/kill', step: 'fanggu', by: 'fanggu', seat: 's7' });
		t.do({ type: 'day/started' });
		expect(checkWin(t.state)).toBeNull();
		t.do({ type: 'execution', seat: 's5', died: true });
		expect(checkWin(t.state)).toMatchObject({ winner: 'good', code: 'no-demon' });
		expect(replay(t.history.log)).toEqual(t.state);
	});

	it('the Fang Gu is executed with six alive: she becomes the Fang Gu, kills, and evil wins at two', () => {
		const t = firstNightAndDay();
		secondNightOracles(t);
		t.do({ type: 'night/kill', step: 'fanggu', by: 'fanggu', seat: 's7' });
		t.do({ type: 'day/started' });
		t.do({ type: 'execution', seat: 's1', died: true });
		// Six were alive when the Fang Gu died (five living and it): she is offered the Demon.
		expect(checkWin(t.state)?.code).toBe('scarlet-woman');
		takeChange(t, 's2', 'fanggu', 'scarletwoman');
		expect(seatById(t.state, 's2')).toMatchObject({ character: 'fanggu', was: 'scarletwoman' });
		expect(checkWin(t.state)).toBeNull();

		// Night 3: her Scarlet Woman step shows her she is the Demon, then her kill.
		const night3 = startNight(t);
		expect(night3).toMatch(/scarletwoman .*fanggu/);
		expect(step(t, 'scarletwoman')).toMatchObject({
			seats: ['s2'],
			why: { code: 'demon-died', seat: 's1' }
		});
		expect(step(t, 'fanggu')).toMatchObject({ seats: ['s2'], kills: { reminder: 'Dead' } });
		// The Oracles: s6 (good), s7 (good), s1 (evil) are dead.
		expect(suggested(t, 'oracle@s3')).toEqual([{ number: 1 }]);
		t.do({ type: 'night/kill', step: 'fanggu', by: 'fanggu', seat: 's8' });
		t.do({ type: 'day/started' });
		// Alive: s2 (the Demon), s3, s4, s5.
		expect(checkWin(t.state)).toBeNull();
		t.do({ type: 'execution', seat: 's4', died: true });

		// Night 4: no Scarlet Woman step any more; she kills down to two: evil wins.
		const night4 = startNight(t);
		expect(night4).not.toContain('scarletwoman');
		expect(night4).not.toContain('philosopher');
		expect(step(t, 'oracle@s3')).toMatchObject({ seats: ['s3'], drunk: false });
		t.do({ type: 'night/kill', step: 'fanggu', by: 'fanggu', seat: 's5' });
		expect(checkWin(t.state)).toMatchObject({ winner: 'evil', code: 'two-left' });
		expect(replay(t.history.log)).toEqual(t.state);
	});
});
