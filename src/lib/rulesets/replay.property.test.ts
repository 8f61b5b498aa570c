import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { GameEvent } from './botc/engine/events';
import type { LogOps } from '../engine/log';
import type { AnyGameEvent, AnyGameState } from '../engine/ruleset';
import { isRejection } from '../engine/types';
import { Table, remind } from './botc/engine/testing/builders';
import { loadRuleSet } from './load';
import { ruleSet as listed } from './registry';
import { TestGame } from './werewolf-chenqu/testing';
import { Scenario } from './werewolf-i01/testing';

// Issue 16, item 6: for every rule set, whatever sequence of commands a storyteller (or a bad
// file) sends, the event log is the truth: replaying the log gives exactly the live state, a
// snapshot plus the rest of the log gives it too, undo then redo returns to it, and the state is
// plain data that survives a structured clone (what IndexedDB stores).
//
// The games are played from real games of each rule set, changed at random: events dropped,
// repeated, swapped with the next, aimed at another seat, with undo and redo in between. Most
// changed commands are refused; the property is about what the log makes of the ones accepted.

type Ev = AnyGameEvent & Record<string, unknown>;

/** Real games, as their logs: the starting material of the random ones. */
const SOURCES: Record<string, () => Ev[][]> = {
	botc: () => [botcGame('tb'), botcGame('bmr')],
	jingmantianba: () =>
		[botcGame('tb')].map(([created, ...rest]) => [
			{ ...created, ruleset: 'jingmantianba' } as Ev,
			...rest
		]),
	'werewolf-chenqu': () => {
		const g = new TestGame({ extra: 2 }).start().vote('seer');
		g.night({ kill: ['blackWolf', 'elder'], poison: ['witch', 'wolfLeader'] });
		g.vote('envoy').night({ slander: ['slanderer', 'citizen1'], shield: ['guard', 'citizen2'] });
		return [g.history.log as unknown as Ev[]];
	},
	'werewolf-i01': () => {
		const g = new Scenario().night0('s4', 's5').vote({ s4: 's4' });
		g.night({ charm: ['s12', 's6'], kill: ['s9', 's9'], poison: ['s2', 's10'] });
		g.do({ type: 'i01/start-day' }).vote({ s1: 's11' });
		g.night({ charm: ['s12', 's7'], kill: ['s8', 's1'] });
		return [g.history.log as unknown as Ev[]];
	}
};

function botcGame(script: 'tb' | 'bmr'): Ev[] {
	const t =
		script === 'tb'
			? new Table({
					script: 'tb',
					characters: ['imp', 'poisoner', 'empath', 'monk', 'virgin', 'butler', 'chef']
				})
			: new Table({
					script: 'bmr',
					characters: ['zombuul', 'godfather', 'gambler', 'tealady', 'exorcist', 'goon', 'sailor']
				});
	t.do({ type: 'bluffs/set', bluffs: script === 'tb' ? ['mayor', 'saint', 'slayer'] : [] })
		.do({ type: 'night/started' })
		.do(remind('s2', 'poisoner', 'Poisoned'))
		.do({ type: 'day/started' })
		.do({ type: 'nomination/opened', nominator: 's3', nominee: 's2' })
		.do({ type: 'nomination/voted', voters: ['s1', 's3', 's4', 's5', 's6'] })
		.do({ type: 'execution', seat: 's2', died: true })
		.do({ type: 'night/started' })
		.do({ type: 'seat/died', seat: 's4' })
		.do({ type: 'day/started' })
		.do({ type: 'note', text: 'a note' });
	return t.history.log as unknown as Ev[];
}

/** What happens to one event of the source game. */
type Change =
	| { kind: 'keep' }
	| { kind: 'drop' }
	| { kind: 'twice' }
	| { kind: 'swap' }
	| { kind: 'aim'; field: number; seat: number }
	| { kind: 'undo'; redo: boolean };

const change: fc.Arbitrary<Change> = fc.oneof(
	{ weight: 8, arbitrary: fc.constant({ kind: 'keep' } as Change) },
	fc.constant({ kind: 'drop' } as Change),
	fc.constant({ kind: 'twice' } as Change),
	fc.constant({ kind: 'swap' } as Change),
	fc
		.record({ field: fc.nat(7), seat: fc.nat(30) })
		.map(({ field, seat }) => ({ kind: 'aim', field, seat }) as Change),
	fc.boolean().map((redo) => ({ kind: 'undo', redo }) as Change)
);

const seatIdsOf = (state: AnyGameState): string[] =>
	((state as { seats?: { id: string }[] }).seats ?? []).map((s) => s.id);

/** The event with one of its seat-valued fields pointed at another seat. */
function aimed(event: Ev, field: number, seat: number, seats: string[]): Ev {
	const keys = Object.keys(event).filter((k) => seats.includes(event[k] as string));
	const key = keys[field % Math.max(1, keys.length)];
	if (key === undefined || seats.length === 0) return event;
	return { ...event, [key]: seats[seat % seats.length] };
}

/** Plays the changed game through the log's operations, as the session does. */
function play<S extends AnyGameState, E extends AnyGameEvent>(
	ops: LogOps<S, E>,
	source: Ev[],
	changes: Change[]
) {
	const [first, ...rest] = source;
	let history = ops.create(first as unknown as E);
	if (isRejection(history)) throw new Error(`the source game's first event was refused`);
	const events = [...rest];
	for (let i = 0; i < events.length; i++) {
		const c = changes[i % Math.max(1, changes.length)] ?? { kind: 'keep' };
		let event = events[i] as Ev;
		if (c.kind === 'drop') continue;
		if (c.kind === 'swap' && i + 1 < events.length) {
			[events[i], events[i + 1]] = [events[i + 1] as Ev, event];
			event = events[i] as Ev;
		}
		if (c.kind === 'aim') event = aimed(event, c.field, c.seat, seatIdsOf(history.state));
		if (c.kind === 'undo' && ops.canUndo(history)) {
			const before = history.state;
			const undone = ops.undo(history);
			if (isRejection(undone)) throw new Error('undo refused with events to undo');
			if (c.redo) {
				const again = ops.redo(undone);
				if (isRejection(again)) throw new Error('redo refused right after undo');
				expect(again.state).toEqual(before);
				history = again;
			} else history = undone;
		}
		for (let n = c.kind === 'twice' ? 2 : 1; n > 0; n--) {
			const next = ops.dispatch(history, event as unknown as E);
			if (!isRejection(next)) history = next;
		}
	}
	return history;
}

/**
 * Sixty whole games a rule set, each replayed three times: seconds alone, but over half a minute
 * on a loaded two-core machine; the limit guards against a hang, not a slow run.
 */
const PROPERTY_TIMEOUT = 180_000;

describe.each(Object.keys(SOURCES))('replay properties of %s', (id) => {
	// The source games are played once, not once a run.
	let sources: Ev[][] | undefined;
	test.prop([fc.array(change, { minLength: 1, maxLength: 40 }), fc.nat(), fc.nat()], {
		numRuns: 60
	})(
		'the log gives the live state, whole, from a snapshot, and cloned',
		async (changes, k, g) => {
			const ruleSet = await loadRuleSet(listed(id)!);
			sources ??= SOURCES[id]!();
			const h = play(ruleSet.ops, sources[g % sources.length]!, changes);

			expect(ruleSet.ops.replay(h.log)).toEqual(h.state);
			const built = ruleSet.ops.build(h.log);
			expect(built.ok).toBe(true);
			if (built.ok) expect(built.state).toEqual(h.state);

			const cut = 1 + (k % h.log.length);
			const snapshot = ruleSet.ops.replay(h.log.slice(0, cut));
			expect(ruleSet.ops.replay(h.log.slice(cut), structuredClone(snapshot))).toEqual(h.state);

			expect(structuredClone(h.state)).toEqual(h.state);
			expect(ruleSet.summary(h.state).id).toBe(h.state.id);
		},
		PROPERTY_TIMEOUT
	);
});

// The source games themselves must be accepted whole, or the properties above test little.
describe('the source games', () => {
	test.each(Object.keys(SOURCES))('%s: every event of its real games is accepted', async (id) => {
		const ruleSet = await loadRuleSet(listed(id)!);
		for (const log of SOURCES[id]!()) {
			expect(log.length).toBeGreaterThan(8);
			const built = ruleSet.ops.build(log as unknown as GameEvent[] as never);
			expect(built.ok).toBe(true);
		}
	});
});
