import { describe, expect, it } from 'vitest';
import { protections } from './protections';
import { endedReminders } from './reminder-lasts';
import { ended, order, startNight, step, suggested, tell, told } from './testing/nights';
import { dawnDeaths, story } from './story';
import { emptyState } from './reduce';
import { Table, remind } from './testing/builders';

// Five nights of a Trouble Brewing game (Bad Moon Rising: night-scenarios-bmr.test.ts), played
// through the event log: each night's steps, what triggered them, which reminders ran out, the
// answers suggested and what each step was told before, checked against the log.

describe('Trouble Brewing, five nights', () => {
	it('follows the poison, the executions, the kills and the starpass', () => {
		const t = new Table({
			characters: [
				'imp',
				'poisoner',
				'empath',
				'undertaker',
				'ravenkeeper',
				'monk',
				'fortuneteller',
				'butler'
			]
		});
		// Night 1: the Poisoner poisons the Empath, whose information may be false.
		expect(startNight(t)).toBe(
			'dusk minioninfo demoninfo poisoner empath fortuneteller butler dawn'
		);
		t.do(remind('s3', 'poisoner', 'Poisoned'));
		expect(step(t, 'empath')).toMatchObject({ poisoned: true, mayBeFalse: true });
		// The Empath sits between the Poisoner and the Undertaker: 1, or any false number.
		expect(suggested(t, 'empath')).toEqual([{ number: 1 }]);
		expect(suggested(t, 'empath', 'false')).toContainEqual({ number: 0 });
		tell(t, 'empath', { number: 0 }, 'false');
		expect(suggested(t, 'fortuneteller', 'true', ['s1', 's6'])).toEqual([{ yes: true }]);
		tell(t, 'fortuneteller', { yes: true }, 'true', ['s1', 's6']);
		// Day 1: the Butler is executed.
		t.do({ type: 'day/started' }).do({ type: 'execution', seat: 's8', died: true });

		// Night 2: the Undertaker wakes (and learns the Butler); last night's poison ran out.
		expect(startNight(t)).toBe('dusk poisoner monk imp empath fortuneteller undertaker dawn');
		expect(step(t, 'undertaker')).toMatchObject({
			why: { code: 'executed', seat: 's8' },
			shows: [{ seat: 's8', character: 'butler' }]
		});
		expect(ended(t)).toEqual(['s3 Poisoned (dusk)']);
		expect(step(t, 'empath')?.mayBeFalse).toBe(false);
		// The Undertaker learns the Butler; the Empath's step shows what it was told last night.
		expect(suggested(t, 'undertaker')).toEqual([{ characters: ['butler'], seats: ['s8'] }]);
		tell(t, 'undertaker', { characters: ['butler'], seats: ['s8'] });
		expect(told(t, 'empath')).toEqual([[1, { number: 0 }]]);
		expect(suggested(t, 'empath')).toEqual([{ number: 1 }]);
		tell(t, 'empath', { number: 1 });
		t.do(remind('s7', 'poisoner', 'Poisoned'));
		t.do(remind('s3', 'monk', 'Safe'));
		expect(step(t, 'fortuneteller')?.mayBeFalse).toBe(true);
		expect(protections(t.state, 'imp', 's3')).toEqual([{ by: 'monk', how: 'safe' }]);
		// The Imp kills the Ravenkeeper in one action: the Ravenkeeper's step appears.
		t.do({ type: 'night/kill', step: 'imp', by: 'imp', seat: 's5', reminder: 'Dead' });
		expect(step(t, 'ravenkeeper')).toMatchObject({
			seats: ['s5'],
			why: { code: 'died-tonight', seat: 's5' }
		});
		expect(dawnDeaths(t.state)).toEqual([{ seat: 's5', by: 'imp', kind: 'night', n: 2 }]);
		t.do({ type: 'day/started' });

		// Day 2: no execution. Night 3: no Undertaker, no Ravenkeeper; the Monk's Safe ended.
		t.do({ type: 'execution', seat: null, died: false });
		expect(startNight(t)).toBe('dusk poisoner monk imp empath fortuneteller dawn');
		expect(ended(t)).toEqual(['s3 Poisoned (dusk)', 's3 Safe (dusk)', 's7 Poisoned (dusk)']);
		expect(told(t, 'empath')).toEqual([
			[2, { number: 1 }],
			[1, { number: 0 }]
		]);
		expect(told(t, 'fortuneteller')).toEqual([[1, { yes: true }]]);
		t.do({
			type: 'reminders/cleared',
			items: endedReminders(t.state).map((x) => ({ seat: x.seat, reminder: x.reminder.id }))
		});
		expect(ended(t)).toEqual([]);
		// The Imp passes the star: it dies by its own ability, the Poisoner becomes the Imp.
		expect(step(t, 'imp')?.kills).toEqual({ reminder: 'Dead', self: 'starpass' });
		t.do({ type: 'night/kill', step: 'imp', by: 'imp', seat: 's1', reminder: 'Dead' });
		t.do({ type: 'seat/character', seat: 's2', character: 'imp' });
		t.do({ type: 'day/started' });

		// Night 4: the new Imp wakes as the Imp; no Poisoner step is left.
		expect(startNight(t)).toBe('dusk monk imp empath fortuneteller dawn');
		expect(step(t, 'imp')?.seats).toEqual(['s2']);
		// The Empath's neighbours are now the new Imp and the Undertaker: still 1.
		expect(suggested(t, 'empath')).toEqual([{ number: 1 }]);
		t.do(remind('s4', 'monk', 'Safe'));
		expect(protections(t.state, 'imp', 's4')).toEqual([{ by: 'monk', how: 'safe' }]);
		t.do({ type: 'night/kill', step: 'imp', by: 'imp', seat: null });
		expect(dawnDeaths(t.state)).toEqual([]);

		// The story has the deal, every night and day, with the deaths and their causes.
		const chapters = story(t.history.log, emptyState());
		expect(chapters.map((c) => `${c.phase.kind} ${c.phase.n}`)).toEqual([
			'setup 0',
			'night 1',
			'day 1',
			'night 2',
			'day 2',
			'night 3',
			'night 4'
		]);
		const deaths = chapters.flatMap((c) => c.lines.filter((l) => l.kind === 'died'));
		expect(deaths).toEqual([
			{ kind: 'died', seat: 's5', by: 'imp' },
			{ kind: 'died', seat: 's1', by: 'imp' }
		]);
		expect(t.state.deaths?.map((d) => [d.seat, d.by, d.kind, d.n])).toEqual([
			['s8', 'execution', 'day', 1],
			['s5', 'imp', 'night', 2],
			['s1', 'imp', 'night', 3]
		]);

		// Day 4: the Fortune Teller is executed. Night 5: the Undertaker learns the Fortune
		// Teller; the Monk's Safe ended at dusk; the Imp kills the Empath, whose step goes.
		t.do({ type: 'day/started' }).do({ type: 'execution', seat: 's7', died: true });
		expect(startNight(t)).toBe('dusk monk imp empath undertaker dawn');
		expect(step(t, 'undertaker')).toMatchObject({
			why: { code: 'executed', seat: 's7' },
			shows: [{ seat: 's7', character: 'fortuneteller' }]
		});
		expect(suggested(t, 'undertaker')).toEqual([{ characters: ['fortuneteller'], seats: ['s7'] }]);
		expect(told(t, 'undertaker')).toEqual([[2, { characters: ['butler'], seats: ['s8'] }]]);
		expect(ended(t)).toContain('s4 Safe (dusk)');
		t.do({ type: 'night/kill', step: 'imp', by: 'imp', seat: 's3', reminder: 'Dead' });
		expect(order(t)).toBe('dusk monk imp undertaker dawn');
		expect(dawnDeaths(t.state)).toEqual([{ seat: 's3', by: 'imp', kind: 'night', n: 5 }]);
	});
});
