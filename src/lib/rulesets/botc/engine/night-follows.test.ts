import { describe, expect, it } from 'vitest';
import FACTS from '../data/characters.json';
import { OFFICIAL } from '../characters';
import { NIGHT_RULES } from './night-rules';
import { protections } from './protections';
import { dawnDeaths } from './story';
import { firstNight, game, ok, okAll, refused, remind, SNV_TOWNSFOLK5 } from './testing/builders';
import { findStep as step, keys, nextNight as dawnThenDusk } from './testing/night-state';

const TB = ['ravenkeeper', 'undertaker', 'empath', 'monk', 'soldier', 'poisoner', 'imp'];

describe('one action per kill', () => {
	it('the Imp kills in one event: death, cause, reminder and the step done', () => {
		const n2 = dawnThenDusk(firstNight({ characters: TB }));
		expect(step(n2, 'imp')).toMatchObject({
			does: 'kills',
			kills: { reminder: 'Dead', self: 'starpass' }
		});
		const killed = ok(n2, {
			type: 'night/kill',
			step: 'imp',
			by: 'imp',
			seat: 's3',
			reminder: 'Dead'
		});
		const empath = killed.seats[2];
		expect(empath?.alive).toBe(false);
		expect(empath?.reminders).toMatchObject([{ source: 'imp', label: 'Dead' }]);
		expect(killed.night?.done).toContain('imp');
		expect(killed.deaths).toEqual([{ seat: 's3', by: 'imp', kind: 'night', n: 2 }]);
		expect(dawnDeaths(killed)).toEqual([{ seat: 's3', by: 'imp', kind: 'night', n: 2 }]);
		// The day after, dawn still names the night's deaths with their causes.
		expect(dawnDeaths(ok(killed, { type: 'day/started' }))).toHaveLength(1);
	});
	it('"no kill" only finishes the step; a dead target is refused', () => {
		const n2 = dawnThenDusk(firstNight({ characters: TB }));
		const none = ok(n2, { type: 'night/kill', step: 'imp', by: 'imp', seat: null });
		expect(none.seats.every((s) => s.alive)).toBe(true);
		expect(none.night?.done).toEqual(['imp']);
		const dead = ok(n2, { type: 'seat/died', seat: 's3' });
		refused(dead, { type: 'night/kill', step: 'imp', by: 'imp', seat: 's3' }, 'dead');
		refused(firstNight({ characters: TB }), {
			type: 'night/kill',
			step: 'imp',
			by: 'nobody',
			seat: 's1'
		});
	});
	it('shows what the grimoire knows may protect a target, never refusing', () => {
		const n2 = dawnThenDusk(firstNight({ characters: TB }));
		const safe = ok(n2, remind('s3', 'monk', 'Safe'));
		expect(protections(safe, 'imp', 's3')).toEqual([{ by: 'monk', how: 'safe' }]);
		expect(protections(safe, 'imp', 's5')).toEqual([{ by: 'soldier', how: 'safe' }]);
		// The Soldier is safe from the Demon only, and a poisoned Soldier not at all.
		expect(protections(safe, 'poisoner', 's5')).toEqual([]);
		const poisoned = ok(safe, remind('s5', 'poisoner', 'Poisoned'));
		expect(protections(poisoned, 'imp', 's5')).toEqual([]);
		// The kill still goes through: the storyteller decides.
		expect(
			ok(safe, { type: 'night/kill', step: 'imp', by: 'imp', seat: 's3' }).seats[2]?.alive
		).toBe(false);
		// Last night's Monk protection has ended by the next night.
		expect(protections(dawnThenDusk(safe), 'imp', 's3')).toEqual([]);
	});
	it('knows the Tea Lady, the Fool, the Sailor and the Mayor', () => {
		const n = firstNight({
			script: 'bmr',
			characters: ['fool', 'tealady', 'sailor', 'chambermaid', 'assassin', 'godfather', 'zombuul']
		});
		// The Tea Lady's living neighbours (the Fool, the Sailor) are both good: neither can die.
		expect(protections(n, 'zombuul', 's1')).toEqual([
			{ by: 'fool', how: 'first-death' },
			{ by: 'tealady', how: 'safe' }
		]);
		expect(protections(n, 'zombuul', 's3')).toEqual([
			{ by: 'sailor', how: 'safe' },
			{ by: 'tealady', how: 'safe' }
		]);
		expect(protections(n, 'zombuul', 's4')).toEqual([]);
		// Once a neighbour is evil, the Tea Lady protects no one.
		const evil = ok(n, { type: 'seat/alignment', seat: 's3', alignment: 'evil' });
		expect(protections(evil, 'zombuul', 's1')).toEqual([{ by: 'fool', how: 'first-death' }]);
	});
});

describe('steps triggered by the day and the night', () => {
	it('the Undertaker wakes only after an execution that killed, and shows the character', () => {
		const n1 = firstNight({ characters: TB });
		expect(keys(dawnThenDusk(n1))).not.toContain('undertaker');
		const survived = dawnThenDusk(n1, [{ type: 'execution', seat: 's6', died: false }]);
		expect(keys(survived)).not.toContain('undertaker');
		const n2 = dawnThenDusk(n1, [{ type: 'execution', seat: 's6', died: true }]);
		expect(step(n2, 'undertaker')).toMatchObject({
			why: { code: 'executed', seat: 's6' },
			shows: [{ seat: 's6', character: 'poisoner' }]
		});
	});
	it('the Ravenkeeper wakes only on the night it dies; others killed tonight do not', () => {
		const n2 = dawnThenDusk(firstNight({ characters: TB }));
		expect(keys(n2)).not.toContain('ravenkeeper');
		const rk = ok(n2, { type: 'night/kill', step: 'imp', by: 'imp', seat: 's1' });
		expect(step(rk, 'ravenkeeper')).toMatchObject({
			seats: ['s1'],
			deadSeats: ['s1'],
			why: { code: 'died-tonight', seat: 's1' }
		});
		const empath = ok(n2, { type: 'night/kill', step: 'imp', by: 'imp', seat: 's3' });
		expect(keys(empath)).not.toContain('empath');
	});
	it('the Sage wakes only on the night it dies; the Sweetheart and the Barber when they died today or tonight', () => {
		const snv = ['sage', 'sweetheart', 'barber', 'clockmaker', 'witch', 'vigormortis', 'dreamer'];
		const n1 = firstNight({ characters: snv, script: 'snv' });
		const n2 = dawnThenDusk(n1);
		expect(keys(n2)).not.toContain('sage');
		expect(keys(n2)).not.toContain('sweetheart');
		expect(keys(n2)).not.toContain('barber');
		const sage = ok(n2, { type: 'night/kill', step: 'vigormortis', by: 'vigormortis', seat: 's1' });
		expect(step(sage, 'sage')?.why).toEqual({ code: 'died-tonight', seat: 's1' });
		const executed = dawnThenDusk(n1, [{ type: 'execution', seat: 's2', died: true }]);
		expect(step(executed, 'sweetheart')?.why).toEqual({ code: 'executed', seat: 's2' });
		const barber = ok(n2, {
			type: 'night/kill',
			step: 'vigormortis',
			by: 'vigormortis',
			seat: 's3'
		});
		expect(step(barber, 'barber')?.why).toEqual({ code: 'died-tonight', seat: 's3' });
		// A night later, nothing of theirs wakes again.
		expect(keys(dawnThenDusk(executed))).not.toContain('sweetheart');
	});
	it('the Scarlet Woman wakes only when a Demon died since dawn', () => {
		const chars = ['empath', 'monk', 'chef', 'soldier', 'scarletwoman', 'imp', 'librarian'];
		const n1 = firstNight({ characters: chars });
		expect(keys(dawnThenDusk(n1))).not.toContain('scarletwoman');
		const n2 = dawnThenDusk(n1, [{ type: 'execution', seat: 's6', died: true }]);
		expect(step(n2, 'scarletwoman')?.why).toEqual({ code: 'demon-died', seat: 's6' });
	});
	it('"when you die" steps say why they are there, exactly since dawn', () => {
		const chars = [
			'sweetheart',
			'clockmaker',
			'dreamer',
			'flowergirl',
			'oracle',
			'witch',
			'vortox'
		];
		const n1 = firstNight({ script: 'snv', characters: chars });
		const byDay = dawnThenDusk(n1, [{ type: 'seat/died', seat: 's1' }]);
		expect(step(byDay, 'sweetheart')?.why).toEqual({ code: 'died-today', seat: 's1' });
		expect(byDay.days.at(-1)?.aliveAtDawn?.s1).toBe(true);
		// A night later, it is gone.
		expect(keys(dawnThenDusk(byDay))).not.toContain('sweetheart');
	});
	it('a player chosen by another ability is woken at the step', () => {
		const n = firstNight({ script: 'snv', characters: [...SNV_TOWNSFOLK5, 'cerenovus', 'vortox'] });
		expect(step(n, 'cerenovus')?.seats).toEqual(['s6']);
		const chosen = ok(n, { type: 'night/chosen', step: 'cerenovus', seats: ['s2'] });
		expect(step(chosen, 'cerenovus')).toMatchObject({ seats: ['s6', 's2'], chosen: ['s2'] });
	});
});

describe('reminders that expire', () => {
	it('a dead Poisoner’s poison has ended: no "may be false" the next night', () => {
		const n1 = firstNight({ characters: TB });
		const poisoned = ok(n1, remind('s3', 'poisoner', 'Poisoned'));
		expect(step(poisoned, 'empath')?.mayBeFalse).toBe(true);
		const n2 = dawnThenDusk(poisoned, [{ type: 'execution', seat: 's6', died: true }]);
		expect(step(n2, 'empath')).toMatchObject({ poisoned: false, mayBeFalse: false });
	});
	it('a living Poisoner’s poison placed tonight is in force tonight', () => {
		const n2 = dawnThenDusk(firstNight({ characters: TB }));
		const poisoned = ok(n2, remind('s3', 'poisoner', 'Poisoned'));
		expect(step(poisoned, 'empath')?.mayBeFalse).toBe(true);
	});
	it('the Minstrel’s "everyone is drunk" lasts until dusk tomorrow', () => {
		const chars = [
			'minstrel',
			'grandmother',
			'sailor',
			'chambermaid',
			'tealady',
			'godfather',
			'po'
		];
		const d1 = ok(firstNight({ characters: chars, script: 'bmr' }), { type: 'day/started' });
		const drunk = okAll(d1, [
			remind('s1', 'minstrel', 'Everyone Is Drunk'),
			{ type: 'night/started' }
		]);
		expect(step(drunk, 'chambermaid')?.drunk).toBe(true);
		expect(step(dawnThenDusk(drunk), 'chambermaid')?.drunk).toBe(false);
	});
	it('a reminder with no holder left (a Poisoner who died by day) ends then', () => {
		const n1 = firstNight({ characters: TB });
		const poisoned = ok(n1, remind('s3', 'poisoner', 'Poisoned'));
		const d1 = okAll(poisoned, [{ type: 'day/started' }, { type: 'seat/died', seat: 's6' }]);
		expect(step(ok(d1, { type: 'night/started' }), 'empath')?.poisoned).toBe(false);
	});
	it('ended reminders are cleared in one undoable event', () => {
		const n1 = firstNight({ characters: TB });
		const safe = ok(n1, remind('s3', 'monk', 'Safe'));
		const id = safe.seats[2]?.reminders[0]?.id ?? '';
		const cleared = ok(safe, { type: 'reminders/cleared', items: [{ seat: 's3', reminder: id }] });
		expect(cleared.seats[2]?.reminders).toEqual([]);
		refused(
			cleared,
			{ type: 'reminders/cleared', items: [{ seat: 's3', reminder: id }] },
			'no-reminder'
		);
	});
});

describe('the Butcher', () => {
	const butcher = OFFICIAL.find((c) => c.id === 'butcher');
	const chars = [
		{ character: 'chef', traveller: true },
		'empath',
		'monk',
		'chef',
		'soldier',
		'poisoner',
		'imp',
		'librarian'
	];
	const day = () =>
		okAll(game({ characters: chars }), [
			{ type: 'characters/added', characters: butcher ? [butcher] : [] },
			{ type: 'seat/character', seat: 's1', character: 'butcher' },
			{ type: 'night/started' },
			{ type: 'day/started' }
		]);
	it('a sober Butcher allows one more nomination and a second execution', () => {
		const once = ok(day(), { type: 'execution', seat: 's3', died: true });
		refused(
			once,
			{ type: 'nomination/opened', nominator: 's2', nominee: 's4' },
			'executed-day-over'
		);
		const again = okAll(once, [
			{ type: 'nomination/opened', nominator: 's1', nominee: 's4' },
			{ type: 'nomination/voted', voters: ['s1', 's2', 's4', 's5', 's6'] },
			{ type: 'execution', seat: 's4', died: true }
		]);
		expect(again.day?.executions?.map((x) => x.seat)).toEqual(['s3', 's4']);
		refused(again, { type: 'execution', seat: 's5', died: true }, 'executed');
	});
	it('without a sober Butcher, one execution a day', () => {
		const poisoned = ok(day(), remind('s1', 'poisoner', 'Poisoned'));
		const once = ok(poisoned, { type: 'execution', seat: 's3', died: true });
		refused(once, { type: 'execution', seat: 's4', died: true }, 'executed');
	});
});

describe('the table of night behaviours', () => {
	it('covers every official character with a night step, and nothing else', () => {
		const official = FACTS.characters
			.filter((c) => c.firstNight > 0 || c.otherNight > 0)
			.map((c) => c.id)
			.sort();
		expect(Object.keys(NIGHT_RULES).sort()).toEqual(official);
	});
	it('every kill places an official reminder of its character', () => {
		for (const [id, rule] of Object.entries(NIGHT_RULES)) {
			if (!rule.kills) continue;
			const fact = FACTS.characters.find((c) => c.id === id);
			expect([...(fact?.reminders ?? []), ...(fact?.remindersGlobal ?? [])], id).toContain(
				rule.kills.reminder
			);
		}
	});
});
