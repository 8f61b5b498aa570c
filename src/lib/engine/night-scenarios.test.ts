import { describe, expect, it } from 'vitest';
import { nightSteps, type NightStep } from './night';
import { protections } from './protections';
import { endedReminders } from './reminder-lasts';
import { dawnDeaths, story } from './story';
import { emptyState } from './reduce';
import { Table } from './testing/builders';

// Several nights of a Trouble Brewing and a Bad Moon Rising game, played through the event log:
// each night's steps, what triggered them, and which reminders ran out, checked against the log.

const step = (t: Table, key: string): NightStep | undefined =>
	nightSteps(t.state).find((s) => s.key === key);
const keys = (t: Table) => nightSteps(t.state).map((s) => s.key);
const ended = (t: Table) =>
	endedReminders(t.state).map((x) => `${x.seat} ${x.reminder.label} (${x.because})`);

describe('Trouble Brewing, four nights', () => {
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
		t.do({ type: 'night/started' });
		expect(keys(t)).toEqual([
			'dusk',
			'minioninfo',
			'demoninfo',
			'poisoner',
			'empath',
			'fortuneteller',
			'butler',
			'dawn'
		]);
		t.do({ type: 'reminder/added', seat: 's3', source: 'poisoner', label: 'Poisoned' });
		expect(step(t, 'empath')).toMatchObject({ poisoned: true, mayBeFalse: true });
		// Day 1: the Butler is executed.
		t.do({ type: 'day/started' }).do({ type: 'execution', seat: 's8', died: true });

		// Night 2: the Undertaker wakes (and learns the Butler); last night's poison ran out.
		t.do({ type: 'night/started' });
		expect(keys(t)).toEqual([
			'dusk',
			'poisoner',
			'monk',
			'imp',
			'empath',
			'fortuneteller',
			'undertaker',
			'dawn'
		]);
		expect(step(t, 'undertaker')).toMatchObject({
			why: { code: 'executed', seat: 's8' },
			shows: [{ seat: 's8', character: 'butler' }]
		});
		expect(ended(t)).toEqual(['s3 Poisoned (dusk)']);
		expect(step(t, 'empath')?.mayBeFalse).toBe(false);
		t.do({ type: 'reminder/added', seat: 's7', source: 'poisoner', label: 'Poisoned' });
		t.do({ type: 'reminder/added', seat: 's3', source: 'monk', label: 'Safe' });
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
		t.do({ type: 'execution', seat: null, died: false }).do({ type: 'night/started' });
		expect(keys(t)).toEqual(['dusk', 'poisoner', 'monk', 'imp', 'empath', 'fortuneteller', 'dawn']);
		expect(ended(t)).toEqual(['s3 Poisoned (dusk)', 's3 Safe (dusk)', 's7 Poisoned (dusk)']);
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
		t.do({ type: 'night/started' });
		expect(keys(t)).toEqual(['dusk', 'monk', 'imp', 'empath', 'fortuneteller', 'dawn']);
		expect(step(t, 'imp')?.seats).toEqual(['s2']);

		// The story has every night and day, with the deaths and their causes.
		const chapters = story(t.history.log, emptyState());
		expect(chapters.map((c) => `${c.phase.kind} ${c.phase.n}`)).toEqual([
			'night 1',
			'day 1',
			'night 2',
			'day 2',
			'night 3'
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
	});
});

describe('Bad Moon Rising, three nights', () => {
	it('follows the Moonchild, the Godfather, the Innkeeper and the Gambler', () => {
		const t = new Table({
			script: 'bmr',
			characters: [
				'zombuul',
				'godfather',
				'sailor',
				'chambermaid',
				'innkeeper',
				'gambler',
				'moonchild'
			]
		});
		t.do({ type: 'night/started' });
		expect(keys(t)).toEqual([
			'dusk',
			'minioninfo',
			'demoninfo',
			'sailor',
			'godfather',
			'chambermaid',
			'dawn'
		]);
		t.do({ type: 'day/started' }).do({ type: 'execution', seat: 's7', died: true });

		// Night 2: an Outsider (the Moonchild) died today: the Godfather and the Moonchild wake.
		t.do({ type: 'night/started' });
		expect(keys(t)).toEqual([
			'dusk',
			'sailor',
			'innkeeper',
			'gambler',
			'zombuul',
			'godfather',
			'moonchild',
			'chambermaid',
			'dawn'
		]);
		expect(step(t, 'godfather')?.why).toEqual({ code: 'outsider-died', seat: 's7' });
		expect(step(t, 'moonchild')).toMatchObject({
			why: { code: 'executed', seat: 's7' },
			kills: { reminder: 'Dead' }
		});
		t.do({ type: 'reminder/added', seat: 's3', source: 'innkeeper', label: 'Safe' });
		t.do({ type: 'reminder/added', seat: 's4', source: 'innkeeper', label: 'Drunk' });
		expect(step(t, 'chambermaid')?.drunk).toBe(true);
		// The Sailor is safe twice over; the storyteller still decides.
		expect(protections(t.state, 'zombuul', 's3')).toEqual([
			{ by: 'innkeeper', how: 'safe' },
			{ by: 'sailor', how: 'safe' }
		]);
		// The Gambler guesses wrong and dies by its own ability.
		expect(step(t, 'gambler')?.kills).toEqual({ reminder: 'Dead', self: 'dies' });
		t.do({ type: 'night/kill', step: 'gambler', by: 'gambler', seat: 's6', reminder: 'Dead' });
		t.do({ type: 'night/kill', step: 'zombuul', by: 'zombuul', seat: null });
		expect(dawnDeaths(t.state)).toEqual([{ seat: 's6', by: 'gambler', kind: 'night', n: 2 }]);
		t.do({ type: 'day/started' }).do({ type: 'execution', seat: null, died: false });

		// Night 3: no Godfather, no Moonchild; the Innkeeper's tokens ran out at dusk.
		t.do({ type: 'night/started' });
		expect(keys(t)).toEqual(['dusk', 'sailor', 'innkeeper', 'zombuul', 'chambermaid', 'dawn']);
		expect(ended(t)).toEqual(['s3 Safe (dusk)', 's4 Drunk (dusk)']);
		expect(step(t, 'chambermaid')?.drunk).toBe(false);
		expect(protections(t.state, 'zombuul', 's3')).toEqual([{ by: 'sailor', how: 'safe' }]);
		// The Zombuul "dies" but still wakes: its ability works while it looks dead.
		t.do({ type: 'seat/died', seat: 's1' }).do({ type: 'day/started' });
		t.do({ type: 'night/started' });
		expect(step(t, 'zombuul')).toMatchObject({ seats: ['s1'], deadSeats: ['s1'] });
	});
});
