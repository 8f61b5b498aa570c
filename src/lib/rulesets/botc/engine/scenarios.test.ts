/**
 * Whole games played through events, the way the storyteller's screen drives the engine: setup
 * checks, dealing, bluffs, nights step by step, nominations, votes, executions and the end.
 */
import { describe, expect, it } from 'vitest';
import { parsed } from '../script-test-helpers';
import { dealCharacters, randomCharacters, suggestBluffs, validateSetup } from '../setup';
import { canUndo, redo, replay, undo } from './history';
import { dawnChanges, nightSteps } from './night';
import { nightRule } from './night-rules';
import { emptyState } from './reduce';
import { Table, TB7, script, seatIds, remind } from './testing/builders';
import { TB7_FIRST_NIGHT } from './testing/night-state';
import type { GameEventBody } from './events';
import { type GameState, type Script, isRejection, rejectionSummary } from './types';
import { publicView } from './views';
import { checkWin } from './win';

/** A table that checks, after every event, that replaying the log gives the live state. */
class CheckedTable extends Table {
	override do(body: Parameters<Table['do']>[0]): this {
		super.do(body);
		expect(replay(this.history.log)).toEqual(this.state);
		return this;
	}
	/** The seat holding a character. */
	holder(character: string): string {
		const s = this.state.seats.find((x) => x.character === character);
		if (!s) throw new Error(`nobody is the ${character}`);
		return s.id;
	}
	/** Works through tonight's checklist, marking every step done. */
	runNight(during: GameEventBody[] = []): this {
		for (const e of during) this.do(e);
		for (const step of nightSteps(this.state))
			this.do({ type: 'night/step', step: step.key, status: 'done' });
		expect(nightSteps(this.state).every((s) => s.status === 'done')).toBe(true);
		return this.do({ type: 'day/started' });
	}
	/** Nominates, votes and (when the nominee goes on the block) executes. */
	vote(nominator: string, nominee: string, voters: string[]): this {
		return this.do({ type: 'nomination/opened', nominator, nominee }).do({
			type: 'nomination/voted',
			voters
		});
	}
	executeBlock(): this {
		const block = this.state.day?.block ?? null;
		return this.do({ type: 'execution', seat: block?.seat ?? null, died: true });
	}
	alive(): string[] {
		return this.state.seats.filter((s) => s.alive).map((s) => s.id);
	}
}

/** Setup from a selection: check it, put it in the bag, deal it and give the Demon bluffs. */
function setUp(t: CheckedTable, s: Script, selection: string[], seed: number) {
	const ids = t.state.seats.map((x) => x.id);
	const check = validateSetup(s, selection, ids.length);
	expect(check.errors).toEqual([]);
	t.do({ type: 'setup/bag', characters: selection, rng: seed });
	const { deals, babysitter } = dealCharacters(s, selection, ids, seed);
	t.do({ type: 'setup/dealt', deals, babysitter, rng: seed + 1 });
	const exclude = [
		...deals.map((d) => d.character),
		...deals.flatMap((d) => (d.thinks ? [d.thinks] : []))
	];
	t.do({ type: 'bluffs/set', bluffs: suggestBluffs(s, exclude, seed), rng: seed + 2 });
	return deals;
}

function goodWinGame(): CheckedTable {
	const t = new CheckedTable({ players: 7 });
	setUp(t, script('tb'), TB7, 2024);
	const imp = t.holder('imp');
	const poisoner = t.holder('poisoner');
	const chef = t.holder('chef');
	const empath = t.holder('empath');
	const good = t.state.seats.filter((s) => ![imp, poisoner].includes(s.id)).map((s) => s.id);

	t.do({ type: 'night/started' });
	expect(nightSteps(t.state).map((s) => s.key)).toEqual(TB7_FIRST_NIGHT);
	t.runNight([remind(chef, 'poisoner', 'Poisoned')]);
	expect(t.state.phase).toEqual({ kind: 'day', n: 1 });
	expect(dawnChanges(t.state)).toEqual({ died: [], revived: [] });

	// Day 1: a good player is executed.
	const victim = good.find((id) => id !== empath && id !== chef) as string;
	t.vote(imp, victim, [imp, poisoner, chef, empath]);
	expect(t.state.day?.block).toEqual({ seat: victim, votes: 4 });
	t.executeBlock();
	expect(checkWin(t.state)).toBeNull();

	// Night 2: the Imp kills; the poisoned Chef recovers.
	t.do({ type: 'night/started' });
	const reminder = t.state.seats.find((s) => s.id === chef)?.reminders[0]?.id ?? '';
	const kill = good.find((id) => id !== victim && id !== empath) as string;
	t.runNight([
		{ type: 'reminder/removed', seat: chef, reminder },
		{ type: 'seat/died', seat: kill, reason: 'Imp' }
	]);
	expect(dawnChanges(t.state)).toEqual({ died: [kill], revived: [] });

	// Day 2: the dead victim spends a ghost vote to execute the Imp.
	const living = t.alive().filter((id) => id !== imp && id !== poisoner);
	t.vote(empath, imp, [...living, victim]);
	expect(t.state.seats.find((s) => s.id === victim)?.ghostVote).toBe(false);
	t.executeBlock();
	const win = checkWin(t.state);
	expect(win).toMatchObject({ winner: 'good', code: 'no-demon' });
	t.do({ type: 'game/ended', winner: 'good', reason: win?.message.en ?? '' });
	expect(publicView(t.state).winner?.team).toBe('good');
	return t;
}

describe('a 7-player Trouble Brewing game', () => {
	it('from setup to a good win: the Demon is executed', () => {
		const t = goodWinGame();
		expect(t.state.phase).toEqual({ kind: 'ended' });
		expect(t.state.days).toHaveLength(2);
		expect(t.state.nights).toHaveLength(2);
	});

	it('from setup to an evil win: two players left', () => {
		const t = new CheckedTable({ players: 7 });
		setUp(t, script('tb'), TB7, 77);
		const imp = t.holder('imp');
		const poisoner = t.holder('poisoner');
		const good = () => t.alive().filter((id) => id !== imp && id !== poisoner);
		t.do({ type: 'night/started' }).runNight();
		for (let day = 1; day <= 3; day++) {
			// Evil and the fooled execute a good player each day (the Imp may nominate daily)…
			const target = good()[0] as string;
			const voters = t.alive().slice(0, Math.ceil(t.alive().length / 2));
			t.vote(imp, target, voters);
			t.executeBlock();
			expect(t.state.seats.find((s) => s.id === target)?.alive).toBe(false);
			if (checkWin(t.state)) break;
			// …and the Imp kills one by night.
			t.do({ type: 'night/started' }).runNight([{ type: 'seat/died', seat: good()[0] as string }]);
		}
		expect(t.alive()).toHaveLength(2);
		const win = checkWin(t.state);
		expect(win).toMatchObject({ winner: 'evil', code: 'two-left' });
		t.do({ type: 'game/ended', winner: 'evil', reason: win?.message.en ?? '' });
		expect(t.state.winner?.team).toBe('evil');
	});
});

describe('setups with setup characters', () => {
	it('a Baron game: two more Outsiders, one of them the Drunk', () => {
		const t = new CheckedTable({ players: 7 });
		const selection = ['librarian', 'empath', 'fortuneteller', 'drunk', 'saint', 'baron', 'imp'];
		const deals = setUp(t, script('tb'), selection, 9);
		const drunk = deals.find((d) => d.character === 'drunk');
		expect(drunk?.thinks).toBeTruthy();
		expect(selection).not.toContain(drunk?.thinks);
		expect(t.state.bluffs).not.toContain(drunk?.thinks);
		expect(t.state.bluffs.some((b) => selection.includes(b))).toBe(false);
		t.do({ type: 'night/started' });
		const steps = nightSteps(t.state);
		expect(steps.find((s) => s.key === 'minioninfo')?.seats).toEqual([t.holder('baron')]);
		for (const night of [1, 2]) {
			const order = night === 1 ? script('tb').firstNight : script('tb').otherNight;
			const drunkStep = nightSteps(t.state).find((s) => s.seats.includes(drunk?.seat ?? ''));
			// A step the day triggers (the Undertaker's) is not there after a day with no execution.
			if (order.includes(drunk?.thinks ?? '') && !nightRule(drunk?.thinks ?? '')?.trigger)
				expect(drunkStep).toMatchObject({
					character: drunk?.thinks,
					drunk: true,
					mayBeFalse: true
				});
			else expect(drunkStep).toBeUndefined();
			t.runNight().do({ type: 'night/started' });
		}
		expect(t.state.phase).toEqual({ kind: 'night', n: 3 });
	});

	it('a Drunk game without the Baron: 8 players, the Drunk is the one Outsider', () => {
		const t = new CheckedTable({ players: 8 });
		const selection = ['chef', 'empath', 'monk', 'undertaker', 'slayer', 'drunk', 'spy', 'imp'];
		const deals = setUp(t, script('tb'), selection, 31);
		const drunk = deals.find((d) => d.character === 'drunk');
		t.do({ type: 'night/started' }).runNight();
		t.do({ type: 'night/started' });
		const step = nightSteps(t.state).find((s) => s.seats.includes(drunk?.seat ?? ''));
		if (script('tb').otherNight.includes(drunk?.thinks ?? ''))
			expect(step).toMatchObject({ character: drunk?.thinks, mayBeFalse: true });
		else expect(step).toBeUndefined();
		// Whatever the Drunk thinks, they never wake as the Drunk.
		expect(nightSteps(t.state).some((s) => s.key === 'drunk')).toBe(false);
	});

	it('random legal sets can be dealt and played into the first day', () => {
		for (const id of ['tb', 'bmr', 'snv'] as const)
			for (const n of [5, 9, 12, 15]) {
				const s = script(id);
				const selection = randomCharacters(s, n, n * 13 + id.length) ?? [];
				const t = new Table({ script: id, players: n });
				const { deals } = dealCharacters(s, selection, seatIds(n), n);
				t.do({ type: 'setup/dealt', deals });
				t.do({ type: 'night/started' }).do({ type: 'day/started' });
				expect(t.state.seats.every((x) => x.character)).toBe(true);
			}
	});
});

describe('an imported homebrew script with a _meta order', () => {
	const firstNight = [
		'dusk',
		'lamplighter',
		'minioninfo',
		'demoninfo',
		'poisoner',
		'librarian',
		'chef',
		'empath',
		'dawn'
	];
	const otherNight = ['dusk', 'lamplighter', 'poisoner', 'imp', 'empath', 'dawn'];
	const json = JSON.stringify([
		{
			id: '_meta',
			name: 'Lanterns',
			author: 'The Table',
			firstNight,
			otherNight
		},
		{
			id: 'lamplighter',
			name: 'Lamplighter',
			team: 'townsfolk',
			ability: 'Each night, choose a player: they are safe from the Demon.',
			firstNight: 80,
			otherNight: 80,
			reminders: ['Lit']
		},
		{ id: 'night_walker', name: 'Night Walker', team: 'traveler', ability: 'You walk.' },
		'imp',
		'poisoner',
		'empath',
		'chef',
		'librarian',
		'soldier',
		'saint'
	]);

	it('plays its nights in the order of the _meta', () => {
		const s = parsed(json);
		expect(s.name).toBe('Lanterns');
		expect(s.author).toBe('The Table');
		expect(s.firstNight).toEqual(firstNight);
		const t = new CheckedTable({ script: s, players: 7 });
		const selection = ['lamplighter', 'empath', 'chef', 'librarian', 'soldier', 'poisoner', 'imp'];
		setUp(t, s, selection, 5);
		t.do({ type: 'night/started' });
		expect(nightSteps(t.state).map((x) => x.key)).toEqual(s.firstNight);
		t.runNight();
		t.do({ type: 'night/started' });
		expect(nightSteps(t.state).map((x) => x.key)).toEqual(otherNight);
		t.do({
			type: 'seat/added',
			seat: { id: 'tr', name: 'Wanderer', traveller: true }
		}).do({ type: 'seat/character', seat: 'tr', character: 'nightwalker' });
		expect(publicView(t.state).seats.at(-1)?.travellerCharacter).toBe('nightwalker');
	});
});

describe('undo and redo across a whole game', () => {
	it('undo back to the setup and redo to the end give the original states', () => {
		const t = goodWinGame();
		const original = t.history;
		const stateAt = new Map<number, GameState>();
		let h = original;
		while (canUndo(h)) {
			stateAt.set(h.log.length, h.state);
			const u = undo(h);
			if (isRejection(u)) throw new Error(rejectionSummary(u));
			h = u;
		}
		// Back to the game as created, before anything was dealt.
		expect(h.log).toHaveLength(1);
		expect(h.state).toEqual(replay(original.log.slice(0, 1)));
		expect(h.state.phase).toEqual({ kind: 'setup' });
		expect(h.state.seats.every((s) => s.character === null)).toBe(true);
		expect(h.redo).toEqual(original.log.slice(1));
		while (h.redo.length) {
			const r = redo(h);
			if (isRejection(r)) throw new Error(rejectionSummary(r));
			h = r;
			expect(h.state).toEqual(stateAt.get(h.log.length));
		}
		expect(h.state).toEqual(original.state);
		expect(h.log).toEqual(original.log);
	});

	it('replay of the log equals the live state after every event', () => {
		const t = goodWinGame();
		let state = emptyState();
		for (const [i, e] of t.history.log.entries()) {
			state = replay([e], state);
			expect(state).toEqual(replay(t.history.log.slice(0, i + 1)));
		}
		expect(state).toEqual(t.state);
	});
});
