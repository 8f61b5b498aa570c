import { describe, expect, it } from 'vitest';
import { replay } from './history';
import { protections } from './protections';
import { isDrunkIn } from './seats';
import { type Table, bmr7, dealtTable, remind, seatOf } from './testing/builders';
import { COURTIER_PO_BMR } from './testing/tables';
import { keys, startNight, step, suggested, tell } from './testing/nights';
import { checkWin } from './win';

// Five nights of Bad Moon Rising played through the event log, with the effects ledger and the
// used-up abilities: the Courtier makes the Po drunk, the Assassin kills once through every
// protection, the Exorcist stops the Po, the Professor revives once, the Po is executed and the
// Mastermind's extra day decides. A second game follows the Zombuul's two deaths.

const drop = (t: Table, at: string, source: string, label: string) => {
	const r = seatOf(t.state, at).reminders.find((x) => x.source === source && x.label === label);
	if (!r) throw new Error(`no ${label} on ${at}`);
	t.do({ type: 'reminder/removed', seat: at, reminder: r.id });
};

describe('Bad Moon Rising, five nights: effects, used-up abilities and the Mastermind', () => {
	it('follows the Courtier, the Assassin, the Exorcist, the Professor, the Po and the Mastermind', () => {
		// s1 Courtier, s2 Exorcist, s3 Sailor, s4 Chambermaid, s5 Innkeeper, s6 Professor,
		// s7 Grandmother, s8 Assassin, s9 Mastermind, s10 Po.
		const t = dealtTable('bmr', COURTIER_PO_BMR);
		const night1 = startNight(t);
		expect(night1).toBe('dusk minioninfo demoninfo sailor courtier grandmother chambermaid dawn');
		expect(keys(t)).toContain('courtier');
		expect(keys(t)).not.toContain('assassin');
		// The Courtier chooses the Po: drunk for three nights and days; the ability is spent.
		t.do(remind('s10', 'courtier', 'Drunk 3')).do(remind('s1', 'courtier', 'No Ability'));
		expect(isDrunkIn(t.state, seatOf(t.state, 's10'))).toBe(true);
		expect(suggested(t, 'grandmother')).toContainEqual({ seats: ['s3'], characters: ['sailor'] });
		t.do({ type: 'day/started' });
		expect(checkWin(t.state)).toBeNull();

		// Night 2: no Courtier step; the Po's step is flagged drunk; the Assassin kills the
		// Sailor through the Sailor's own protection (the Po's kill would be warned).
		const night2 = startNight(t);
		expect(night2).toBe(
			'dusk sailor innkeeper exorcist po assassin professor grandmother chambermaid dawn'
		);
		expect(keys(t)).not.toContain('courtier');
		expect(step(t, 'po')).toMatchObject({ drunk: true, mayBeFalse: true });
		expect(protections(t.state, 'po', 's3').map((p) => p.by)).toEqual(['sailor']);
		expect(protections(t.state, 'assassin', 's3')).toEqual([]);
		t.do({ type: 'night/kill', step: 'assassin', by: 'assassin', seat: 's3', reminder: 'Dead' });
		t.do({ type: 'night/kill', step: 'po', by: 'po', seat: null });
		tell(t, 'chambermaid', { number: 1 }, 'true', ['s8', 's5']);
		t.do({ type: 'day/started' });
		t.do({ type: 'execution', seat: 's7', died: true });
		expect(checkWin(t.state)).toBeNull();

		// Night 3: the Assassin's ability is spent; the Exorcist chooses the Po, who wakes only to
		// learn the Exorcist; the Professor revives the Grandmother.
		const night3 = startNight(t);
		expect(night3).toBe('dusk innkeeper exorcist po professor chambermaid dawn');
		expect(keys(t)).not.toContain('assassin');
		t.do(remind('s10', 'exorcist', 'Chosen'));
		expect(step(t, 'po')).toMatchObject({
			does: 'learns',
			why: { code: 'exorcist', seat: 's2' },
			shows: [{ seat: 's2', character: 'exorcist' }]
		});
		expect(step(t, 'po')?.kills).toBeUndefined();
		t.do({ type: 'seat/revived', seat: 's7' }).do(remind('s7', 'professor', 'Alive'));
		t.do(remind('s6', 'professor', 'No Ability'));
		t.do({ type: 'day/started' });
		// The Courtier's three nights and days are over: the storyteller takes the token off.
		drop(t, 's10', 'courtier', 'Drunk 3');

		// Night 4: neither the Professor nor the Assassin nor the Courtier wakes; the Po is sober
		// and kills again (yesterday's Chosen token no longer stops it).
		const night4 = startNight(t);
		expect(night4).toBe('dusk innkeeper exorcist po grandmother chambermaid dawn');
		for (const spent of ['professor', 'assassin', 'courtier']) expect(keys(t)).not.toContain(spent);
		expect(step(t, 'po')).toMatchObject({
			drunk: false,
			mayBeFalse: false,
			kills: { reminder: 'Dead' }
		});
		t.do({ type: 'night/kill', step: 'po', by: 'po', seat: 's5', reminder: 'Dead' });
		t.do({ type: 'day/started' });
		// The Po is executed with the Mastermind alive: one more day, nobody has won.
		t.do({ type: 'execution', seat: 's10', died: true });
		expect(checkWin(t.state)).toMatchObject({ winner: null, code: 'mastermind' });

		// Night 5: the dead Po does not wake; still no winner.
		const night5 = startNight(t);
		expect(night5).toBe('dusk exorcist grandmother chambermaid dawn');
		expect(keys(t)).not.toContain('po');
		expect(checkWin(t.state)).toMatchObject({ winner: null, code: 'mastermind' });
		t.do({ type: 'day/started' });
		// The extra day: no winner at its dawn; the Mastermind executed: good wins.
		expect(checkWin(t.state)).toMatchObject({ winner: null, code: 'mastermind-day' });
		t.do({ type: 'execution', seat: 's9', died: true });
		expect(checkWin(t.state)).toMatchObject({ winner: 'good', code: 'mastermind-executed' });
		expect(replay(t.history.log)).toEqual(t.state);
	});
});

describe('Bad Moon Rising: the Zombuul’s two deaths', () => {
	it('its first execution is not a win; it wakes after a day with no death; executed again: good wins', () => {
		const t = dealtTable('bmr', bmr7('godfather', 'zombuul'));
		startNight(t);
		t.do({ type: 'day/started' }).do({ type: 'execution', seat: 's7', died: true });
		t.do(remind('s7', 'zombuul', 'Dead'));
		expect(checkWin(t.state)).toBeNull();
		// Night 2: someone died today, so the Zombuul does not wake.
		startNight(t);
		expect(keys(t)).not.toContain('zombuul');
		t.do({ type: 'day/started' });
		// Night 3: nobody died today: the dead-looking Zombuul wakes and kills.
		startNight(t);
		expect(step(t, 'zombuul')).toMatchObject({ seats: ['s7'], kills: { reminder: 'Dead' } });
		t.do({ type: 'night/kill', step: 'zombuul', by: 'zombuul', seat: 's1', reminder: 'Dead' });
		expect(checkWin(t.state)).toBeNull();
		t.do({ type: 'day/started' }).do({ type: 'execution', seat: 's7', died: true });
		expect(checkWin(t.state)).toMatchObject({ winner: 'good', code: 'no-demon' });
		expect(replay(t.history.log)).toEqual(t.state);
	});
});
