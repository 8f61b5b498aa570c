import { describe, expect, it } from 'vitest';
import FACTS from '../data/characters.json';
import { ENGINE_LASTS, lastsOf } from './reminder-life';
import { REMINDER_LASTS, endedReminders } from './reminder-lasts';
import { story } from './story';
import { Table, remind } from './testing/builders';
import { emptyState } from './reduce';

const TB = ['ravenkeeper', 'undertaker', 'empath', 'monk', 'soldier', 'poisoner', 'imp'];

describe('how long reminders last', () => {
	it('covers every official reminder, and only official ones', () => {
		const official = FACTS.characters.flatMap((c) =>
			[...new Set([...c.reminders, ...c.remindersGlobal])].map((label) => `${c.id}:${label}`)
		);
		const table = Object.entries(REMINDER_LASTS).flatMap(([id, labels]) =>
			Object.keys(labels).map((label) => `${id}:${label}`)
		);
		expect(table.sort()).toEqual(official.sort());
	});
	it('the engine’s own table agrees with the full one', () => {
		for (const [id, labels] of Object.entries(ENGINE_LASTS))
			for (const [label, lasts] of Object.entries(labels))
				expect(lastsOf(id, label, REMINDER_LASTS), `${id}:${label}`).toBe(lasts);
	});
	it('offers the ended ones at dusk and when the holder dies', () => {
		const t = new Table({ characters: TB });
		t.do({ type: 'night/started' });
		t.do(remind('s3', 'monk', 'Safe'));
		t.do(remind('s5', 'poisoner', 'Poisoned'));
		t.do(remind('s2', 'fortuneteller', 'Red Herring'));
		expect(endedReminders(t.state)).toEqual([]);
		t.do({ type: 'day/started' }).do({ type: 'seat/died', seat: 's6' });
		// The Poisoner died by day: the poison has ended at once; the Monk's at dusk.
		expect(endedReminders(t.state).map((x) => [x.seat, x.because])).toEqual([
			['s5', 'holder-died']
		]);
		t.do({ type: 'night/started' });
		expect(endedReminders(t.state).map((x) => [x.seat, x.because])).toEqual([
			['s3', 'dusk'],
			['s5', 'dusk']
		]);
	});
});

describe('the story of the game', () => {
	it('tells each night and day: who woke, who died of what, who was executed', () => {
		const t = new Table({ characters: TB });
		t.do({ type: 'night/started' })
			.do({ type: 'night/step', step: 'dusk', status: 'done' })
			.do(remind('s3', 'poisoner', 'Poisoned'))
			.do({ type: 'night/step', step: 'poisoner', status: 'done' })
			.do({ type: 'day/started' })
			.do({ type: 'execution', seat: 's6', died: true })
			.do({ type: 'night/started' })
			.do({ type: 'night/kill', step: 'imp', by: 'imp', seat: 's1', reminder: 'Dead' });
		const chapters = story(t.history.log, emptyState());
		expect(chapters.map((c) => `${c.phase.kind} ${c.phase.n}`)).toEqual([
			'setup 0',
			'night 1',
			'day 1',
			'night 2'
		]);
		expect(chapters.shift()?.lines.map((l) => l.kind)).toEqual(TB.map(() => 'dealt'));
		expect(chapters[0]?.lines).toEqual([
			{ kind: 'reminder', seat: 's3', source: 'poisoner', label: 'Poisoned' },
			{ kind: 'woke', step: 'poisoner', character: 'poisoner', seats: ['s6'], skipped: false }
		]);
		expect(chapters[1]?.lines).toEqual([{ kind: 'executed', seat: 's6', died: true }]);
		expect(chapters[2]?.lines).toEqual([
			{ kind: 'woke', step: 'imp', character: 'imp', seats: ['s7'], skipped: false },
			{ kind: 'died', seat: 's1', by: 'imp' }
		]);
	});
});
