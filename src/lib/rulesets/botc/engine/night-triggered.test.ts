import { describe, expect, it } from 'vitest';
import { firstNight, ok, refused, remind } from './testing/builders';
import type { GameEventBody } from './events';
import { findStep as step, keys, nextNight as dawnThenDusk, scriptOf } from './testing/night-state';

const executes = (seat: string): GameEventBody => ({ type: 'execution', seat, died: true });

describe('the Cannibal has the ability of the last player executed', () => {
	const chars = ['cannibal', 'empath', 'chef', 'monk', 'saint', 'poisoner', 'imp'];
	const n1 = () => firstNight({ script: scriptOf(chars), characters: chars });

	it('wakes at the Empath’s place the night after the Empath was executed, saying why', () => {
		const n2 = dawnThenDusk(n1(), [executes('s2')]);
		const s = step(n2, 'cannibal');
		expect(s).toMatchObject({
			character: 'empath',
			by: 'cannibal',
			seats: ['s1'],
			does: 'learns',
			poisoned: false,
			why: { code: 'cannibal', seat: 's2' }
		});
		// At the Empath's own place in the order (the Empath is dead, so it has no step).
		const order = keys(n2);
		expect(order).not.toContain('empath');
		expect(order.indexOf('cannibal')).toBeLessThan(order.indexOf('dawn'));
		// And keeps it on later nights until another execution kills.
		expect(step(dawnThenDusk(n2), 'cannibal')?.character).toBe('empath');
	});
	it('is poisoned when the executed player was evil, and its step says so', () => {
		const n2 = dawnThenDusk(n1(), [executes('s6')]);
		expect(step(n2, 'cannibal')).toMatchObject({
			character: 'poisoner',
			poisoned: true,
			mayBeFalse: true,
			why: { code: 'cannibal-evil', seat: 's6' }
		});
	});
	it('has no step before any execution, nor for an execution nobody died of', () => {
		expect(step(dawnThenDusk(n1()), 'cannibal')).toBeUndefined();
		const survived = dawnThenDusk(n1(), [{ type: 'execution', seat: 's2', died: false }]);
		expect(step(survived, 'cannibal')).toBeUndefined();
	});
});

describe('the Minstrel: a Minion executed makes everyone drunk tonight', () => {
	const chars = ['minstrel', 'empath', 'chef', 'monk', 'saint', 'poisoner', 'imp'];
	const n1 = () => firstNight({ script: scriptOf(chars), characters: chars });

	it('marks every other player’s step drunk, saying which Minion was executed', () => {
		const n2 = dawnThenDusk(n1(), [executes('s6')]);
		for (const key of ['empath', 'monk', 'imp'])
			expect(step(n2, key)).toMatchObject({
				drunk: true,
				mayBeFalse: true,
				drunkWhy: { code: 'minstrel', seat: 's6' }
			});
	});
	it('not after a good player’s execution, nor when the Minstrel is dead or poisoned', () => {
		expect(step(dawnThenDusk(n1(), [executes('s5')]), 'empath')?.drunk).toBe(false);
		const dead = ok(n1(), { type: 'seat/died', seat: 's1' });
		expect(step(dawnThenDusk(dead, [executes('s6')]), 'empath')?.drunkWhy).toBeUndefined();
		// A poison that lasts (the Widow's) on the Minstrel when the Minion is executed.
		const n2 = dawnThenDusk(n1(), [remind('s1', 'widow', 'Poisoned'), executes('s6')]);
		expect(step(n2, 'empath')?.drunkWhy).toBeUndefined();
	});
});

describe('the Gossip: the storyteller marks today’s statement, then the step kills', () => {
	const chars = ['gossip', 'empath', 'chef', 'monk', 'saint', 'poisoner', 'imp'];
	const n1 = () => firstNight({ script: scriptOf(chars), characters: chars });

	it('asks to mark the statement while unmarked; kills when true; is gone when false', () => {
		const n2 = dawnThenDusk(n1());
		expect(step(n2, 'gossip')).toMatchObject({
			does: 'kills',
			why: { code: 'gossip-unmarked', seat: 's1' }
		});
		const yes = ok(n2, { type: 'gossip/statement', wasTrue: true });
		expect(step(yes, 'gossip')).toMatchObject({ why: { code: 'gossip-true', seat: 's1' } });
		expect(step(yes, 'gossip')?.kills).toEqual({ reminder: 'Dead' });
		expect(step(ok(n2, { type: 'gossip/statement', wasTrue: false }), 'gossip')).toBeUndefined();
		// Marked during the day, it is kept for the night.
		const byDay = dawnThenDusk(n1(), [{ type: 'gossip/statement', wasTrue: true }]);
		expect(step(byDay, 'gossip')?.why?.code).toBe('gossip-true');
		// Unmarking puts the question back.
		const undone = ok(yes, { type: 'gossip/statement', wasTrue: null });
		expect(step(undone, 'gossip')?.why?.code).toBe('gossip-unmarked');
		refused(n1(), { type: 'gossip/statement', wasTrue: true }, 'not-day');
	});
});

describe('the Pukka: its previous victim dies tonight', () => {
	const chars = ['empath', 'chef', 'monk', 'saint', 'poisoner', 'pukka', 'fortuneteller'];
	const n1 = () => firstNight({ script: scriptOf(chars), characters: chars });

	it('poisons on the first night without a kill; the next night names the victim to kill', () => {
		const first = n1();
		expect(step(first, 'pukka')?.kills).toBeUndefined();
		const poisoned = ok(first, remind('s2', 'pukka', 'Poisoned'));
		const n2 = dawnThenDusk(poisoned);
		expect(step(n2, 'pukka')).toMatchObject({
			does: 'kills',
			kills: { reminder: 'Dead' },
			suggests: 's2',
			why: { code: 'pukka-poisoned', seat: 's2' }
		});
		// Poisoned tonight is not the previous victim.
		const fresh = ok(dawnThenDusk(first), remind('s3', 'pukka', 'Poisoned'));
		expect(step(fresh, 'pukka')?.suggests).toBeUndefined();
	});
});

describe('the Lleech dies with its host', () => {
	const chars = ['empath', 'chef', 'monk', 'saint', 'poisoner', 'lleech', 'fortuneteller'];
	it('its step says the host is dead', () => {
		const n1 = firstNight({ script: scriptOf(chars), characters: chars });
		const hosted = ok(n1, remind('s4', 'lleech', 'Poisoned'));
		expect(step(dawnThenDusk(hosted), 'lleech')?.why).toBeUndefined();
		const n2 = dawnThenDusk(hosted, [executes('s4')]);
		expect(step(n2, 'lleech')).toMatchObject({ why: { code: 'host-died', seat: 's4' } });
	});
});

describe('the Ojo and the Zombuul', () => {
	it('the Ojo kills in one tap (the storyteller picks the holder of the named character)', () => {
		const chars = ['empath', 'chef', 'monk', 'saint', 'poisoner', 'ojo', 'fortuneteller'];
		const n2 = dawnThenDusk(firstNight({ script: scriptOf(chars), characters: chars }));
		expect(step(n2, 'ojo')).toMatchObject({ does: 'kills', kills: { reminder: 'Dead' } });
	});
	it('the Zombuul wakes only after a day nobody died', () => {
		const chars = ['empath', 'chef', 'monk', 'saint', 'poisoner', 'zombuul', 'fortuneteller'];
		const n1 = firstNight({ script: scriptOf(chars), characters: chars });
		expect(step(dawnThenDusk(n1), 'zombuul')).toMatchObject({
			why: { code: 'nobody-died-today', seat: 's6' }
		});
		expect(step(dawnThenDusk(n1, [executes('s4')]), 'zombuul')).toBeUndefined();
		const slain = dawnThenDusk(n1, [{ type: 'seat/died', seat: 's2' }]);
		expect(step(slain, 'zombuul')).toBeUndefined();
	});
});
