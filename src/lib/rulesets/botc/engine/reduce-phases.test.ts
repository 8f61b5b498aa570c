import { describe, expect, it } from 'vitest';
import type { Alignment, Bilingual, GameState } from './types';
import {
	firstDay,
	firstNight,
	game,
	nominate,
	ok,
	refused,
	script,
	TB7,
	seatOf as seat
} from './testing/builders';
import { extraStep } from './testing/night-state';

// The reducer through nights and days, deaths and the end (nominations: reduce-nominations.test.ts).

describe('night/started', () => {
	it('starts night 1 from the setup, noting who was alive at dusk', () => {
		const s = firstNight();
		expect(s.phase).toEqual({ kind: 'night', n: 1 });
		expect(s.night).toEqual({
			n: 1,
			aliveAtDusk: Object.fromEntries(TB7.map((_, i) => [`s${i + 1}`, true])),
			done: [],
			skipped: [],
			extra: []
		});
	});
	it('starts the next night after a day and files the day away', () => {
		const day = ok(firstDay(), { type: 'seat/died', seat: 's3' });
		const night = ok(day, { type: 'night/started' });
		expect(night.phase).toEqual({ kind: 'night', n: 2 });
		expect(night.day).toBeNull();
		expect(night.days).toHaveLength(1);
		expect(night.night?.aliveAtDusk.s3).toBe(false);
	});
	it('refuses fewer than 5 seats, undealt seats, a night during a night, or an open vote', () => {
		refused(game({ players: 4 }), { type: 'night/started' }, 'players');
		refused(game({ players: 7 }), { type: 'night/started' }, 'undealt');
		refused(firstNight(), { type: 'night/started' }, 'night-not-after-day');
		const open = nominate(firstDay(), 's1', 's2');
		refused(open, { type: 'night/started' }, 'vote-open');
	});
});

describe('night/step and night/extra-step', () => {
	it('marks steps done, skipped or open again', () => {
		const n = firstNight();
		const a = ok(n, { type: 'night/step', step: 'dusk', status: 'done' });
		const b = ok(a, { type: 'night/step', step: 'poisoner', status: 'skipped' });
		expect(b.night).toMatchObject({ done: ['dusk'], skipped: ['poisoner'] });
		const c = ok(b, { type: 'night/step', step: 'poisoner', status: 'done' });
		expect(c.night).toMatchObject({ done: ['dusk', 'poisoner'], skipped: [] });
		const d = ok(c, { type: 'night/step', step: 'dusk', status: 'open' });
		expect(d.night).toMatchObject({ done: ['poisoner'], skipped: [] });
	});
	it('adds an extra step with a fresh key', () => {
		const n = ok(firstNight(), extraStep('empath', 's5'));
		expect(n.night?.extra).toEqual([{ key: 'extra-1', character: 'empath', seat: 's5' }]);
		expect(n.nextId).toBe(2);
	});
	it('refuses them by day, and unknown characters or seats', () => {
		const day = firstDay();
		refused(day, { type: 'night/step', step: 'dusk', status: 'done' }, 'not-night');
		refused(day, { type: 'night/extra-step', character: 'empath', seat: null }, 'not-night');
		const n = firstNight();
		refused(n, { type: 'night/extra-step', character: 'xx', seat: null }, 'unknown-character');
		refused(n, { type: 'night/extra-step', character: 'empath', seat: 'zz' }, 'no-seat');
	});
});

describe('day/started', () => {
	it('moves from night N to day N and files the night away', () => {
		const d = firstDay();
		expect(d.phase).toEqual({ kind: 'day', n: 1 });
		expect(d.night).toBeNull();
		expect(d.nights).toHaveLength(1);
		expect(d.day).toEqual({
			n: 1,
			nominations: [],
			block: null,
			execution: null,
			aliveAtDawn: Object.fromEntries(TB7.map((_, i) => [`s${i + 1}`, true])),
			privateChats: []
		});
	});
	it('refuses outside the night', () => {
		refused(game({ characters: TB7 }), { type: 'day/started' }, 'dawn-not-night');
		refused(firstDay(), { type: 'day/started' }, 'dawn-not-night');
	});
});

describe('seat/died, seat/revived, seat/ghost-vote', () => {
	it('kills with a ghost vote, revives, and spends or returns a ghost vote', () => {
		const d = ok(firstDay(), {
			type: 'seat/died',
			seat: 's3',
			reason: 'Slayer'
		});
		expect(seat(d, 's3')).toMatchObject({ alive: false, ghostVote: true });
		const spent = ok(d, { type: 'seat/ghost-vote', seat: 's3', spent: true });
		expect(seat(spent, 's3').ghostVote).toBe(false);
		expect(
			seat(ok(spent, { type: 'seat/ghost-vote', seat: 's3', spent: false }), 's3').ghostVote
		).toBe(true);
		const r = ok(spent, { type: 'seat/revived', seat: 's3' });
		expect(seat(r, 's3')).toMatchObject({ alive: true, ghostVote: true });
	});
	it('refuses killing the dead, reviving the living, ghost votes of the living, unknown seats', () => {
		const g = firstDay();
		const d = ok(g, { type: 'seat/died', seat: 's3' });
		refused(d, { type: 'seat/died', seat: 's3' }, 'dead');
		refused(g, { type: 'seat/revived', seat: 's3' }, 'alive');
		refused(g, { type: 'seat/ghost-vote', seat: 's3', spent: true }, 'alive-ghost-vote');
		refused(g, { type: 'seat/died', seat: 'zz' }, 'no-seat');
		refused(g, { type: 'seat/revived', seat: 'zz' }, 'no-seat');
		refused(g, { type: 'seat/ghost-vote', seat: 'zz', spent: true }, 'no-seat');
	});
});

describe('game/ended', () => {
	const ended = (state: GameState, winner: Alignment, reason: string, because?: Bilingual) =>
		ok(state, { type: 'game/ended', winner, reason, ...(because ? { because } : {}) });

	it('ends the game by day or by night, filing the current day or night', () => {
		const byDay = ended(firstDay(), 'evil', 'Saint executed');
		expect(byDay.phase).toEqual({ kind: 'ended' });
		expect(byDay.winner).toEqual({ team: 'evil', reason: 'Saint executed' });
		expect(byDay.days).toHaveLength(1);
		expect(byDay.day).toBeNull();
		const byNight = ended(firstNight(), 'good', 'Mayor');
		expect(byNight.nights).toHaveLength(1);
		expect(byNight.night).toBeNull();
	});
	it("keeps the engine's suggested reason in both languages, and drops a malformed one", () => {
		const because = { 'zh-CN': '所有恶魔都已死亡', en: 'Every Demon is dead' };
		const end = ended(firstDay(), 'good', '', because);
		expect(end.winner).toEqual({ team: 'good', reason: '', because });
		const odd = ended(firstDay(), 'good', 'typed', {
			en: 'only English'
		} as unknown as typeof because);
		expect(odd.winner).toEqual({ team: 'good', reason: 'typed' });
	});
	it('refuses during setup and with a winner that is not good or evil', () => {
		refused(
			game({ characters: TB7 }),
			{ type: 'game/ended', winner: 'good', reason: 'x' },
			'setup'
		);
		refused(firstDay(), { type: 'game/ended', winner: 'nobody' as 'good', reason: 'x' }, 'winner');
	});
	it('refuses everything but renames and notes afterwards', () => {
		const end = ended(firstDay(), 'good', 'x');
		refused(end, { type: 'seat/died', seat: 's1' }, 'ended');
		refused(end, { type: 'night/started' }, 'ended');
		expect(seat(ok(end, { type: 'seat/renamed', seat: 's1', name: 'Zed' }), 's1').name).toBe('Zed');
		expect(ok(end, { type: 'note', text: 'gg' }).eventCount).toBe(end.eventCount + 1);
	});
});

describe('settings/keep-dead-steps and note', () => {
	it('switches the setting', () => {
		expect(
			ok(game(), { type: 'settings/keep-dead-steps', value: true }).settings.keepDeadSteps
		).toBe(true);
	});
	it('keeps a note and changes nothing else but the count and the next id', () => {
		const g = game();
		const n = ok(g, { type: 'note', text: 'remember the Mayor' });
		expect(n.notes).toEqual([
			{
				id: `n${g.nextId}`,
				seat: null,
				text: 'remember the Mayor',
				phase: { kind: 'setup', n: 0 },
				written: n.updatedAt
			}
		]);
		const { notes: _notes, ...rest } = n;
		expect({ ...rest, eventCount: g.eventCount, updatedAt: g.updatedAt, nextId: g.nextId }).toEqual(
			g
		);
	});
	it('refuses a note over 2000 characters, saying how long it is', () => {
		refused(game(), { type: 'note', text: 'x'.repeat(2001) }, 'note');
	});
});

describe('the built-in scripts the tests rely on', () => {
	it('has Trouble Brewing with its travellers', () => {
		expect(script('tb').characters.map((c) => c.id)).toEqual(
			expect.arrayContaining(['imp', 'baron', 'drunk', 'thief', 'bureaucrat'])
		);
	});
});
