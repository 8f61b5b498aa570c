import { beforeEach, describe, expect, it } from 'vitest';
import type { TallyEvent, TallyState } from '$lib/rulesets/__toy__/rules';
import { tallyRuleSet } from '$lib/rulesets/__toy__/ruleset';
import { loadRuleSet } from '$lib/rulesets/load';
import { backupText, duplicateGame, exportBackup, importBackup } from '$lib/persistence/backup-io';
import { getDb } from '$lib/persistence/db';
import { createAnyGame, loadGame, SNAPSHOT_EVERY } from '$lib/persistence/game-log';
import { listGames } from '$lib/persistence/games';
import { RULE_SETS, boardName, registerRuleSet, ruleSetOfLog } from '$lib/rulesets/registry';
import { clearDb } from '$lib/persistence/testing';
import { GameSession } from './game-session.svelte';
import { startGame } from './new-game';
import { expectStored } from './testing/stored';

// What "adding a rule set is one folder and one registry line" means, proved: a rule set the app
// has never seen (a tally to 10), written as a rule set's folder would write it and listed with
// one line, is created, played, undone, stored, reopened, copied and carried in a backup by the
// same functions the app uses for Blood on the Clocktower and the werewolf games. Nothing else
// in the app learns about it.

// The toy rule set is a folder of its own (rulesets/__toy__/: its rules, its start, and the
// RuleSet in ruleset.ts); this is its one registry line.
registerRuleSet(tallyRuleSet);

beforeEach(clearDb);

describe('a new rule set, listed with one line', () => {
	it('is offered and recognised from its logs', () => {
		expect(RULE_SETS.map((r) => r.id)).toContain('tally');
		expect(ruleSetOfLog({ type: 'tally/create', id: 't', name: 'x', at: 1 })?.id).toBe('tally');
		expect(boardName({ ruleset: 'tally', scriptName: 'tally' }, 'zh-CN')).toBe('数到十');
		expect(() => registerRuleSet(tallyRuleSet)).toThrow(/listed/);
	});

	it('starts through the generic new game, plays through the session, undoes, and replays', async () => {
		const id = await startGame(tallyRuleSet, { name: 'Toy', names: ['A'], now: 1000, seed: 3 });
		expect(await (await tallyRuleSet.newGame())?.default).toBe('the tally new-game screen');
		const session = (await GameSession.open<TallyState, TallyEvent>(id))!;
		expect(session.state).toMatchObject({ id, ruleset: 'tally', name: 'Toy', total: 0 });
		expect(await session.dispatch({ type: 'tally/add', n: 3 }, 2000)).toBeNull();
		expect(await session.dispatchAll([{ type: 'tally/add', n: 4 }], 3000)).toBeNull();
		expect((await session.dispatch({ type: 'tally/add', n: 4 }, 4000))?.code).toBe('over');
		expect(await session.undo()).toBeNull();
		expect(session.state.total).toBe(3);
		session.close();
		// The stored log replays, from the start, to the state the session holds.
		const stored = await loadGame<TallyState, TallyEvent>(id);
		const rules = await loadRuleSet(tallyRuleSet);
		expect(stored?.log.map((e) => e.type)).toEqual(['tally/create', 'tally/add']);
		expect(rules.ops.replay(stored!.log)).toEqual(session.state);
		expect(stored?.state).toEqual(session.state);
	});

	it('is created, played, undone, stored and replayed by the app’s own functions', async () => {
		await createAnyGame({ type: 'tally/create', at: 1000, id: 't1', name: 'Tally', seed: 1 });
		const session = await GameSession.open<TallyState, TallyEvent>('t1');
		if (!session) throw new Error('not stored');
		expect(session.ruleSet.id).toBe('tally');
		expect(await session.ruleSet.screens[session.ruleSet.screenOf(session.state)]?.()).toEqual({
			default: 'the tally screen'
		});

		expect(await session.dispatch({ type: 'tally/add', n: 4 }, 2000)).toBeNull();
		expect(await session.dispatch({ type: 'tally/add', n: 5 }, 3000)).toBeNull();
		// Its own refusals come back as rejections, and change nothing.
		expect((await session.dispatch({ type: 'tally/add', n: 2 }, 4000))?.code).toBe('over');
		expect(await session.undo()).toBeNull();
		expect(session.state.total).toBe(4);
		expect(await session.redo()).toBeNull();
		// The rename every rule set gets from the app.
		expect(await session.dispatch({ type: 'game/renamed', name: 'Nine' }, 5000)).toBeNull();
		session.close();

		const types = ['tally/create', 'tally/add', 'tally/add', 'game/renamed'];
		const loaded = await expectStored(session, types);
		expect(loaded.ruleSet.publicView?.(session.state)).toEqual({ total: 9 });
		expect(await listGames()).toMatchObject([
			{ id: 't1', ruleset: 'tally', name: 'Nine', phaseLabel: 'day:9', status: 'in-progress' }
		]);
	});

	it('loads long games from snapshots, and travels in copies and backups', async () => {
		await createAnyGame({ type: 'tally/create', at: 1000, id: 't2', name: 'Long', seed: 2 });
		const session = (await GameSession.open<TallyState, TallyEvent>('t2'))!;
		for (let i = 0; i < SNAPSHOT_EVERY + 3; i++) {
			const n = i % 2 === 0 ? 1 : -1;
			expect(await session.dispatch({ type: 'tally/add', n }, 2000 + i)).toBeNull();
		}
		session.close();
		expect(await getDb().snapshots.count()).toBe(1);
		expect((await loadGame('t2'))?.state).toEqual(session.state);

		const copy = await duplicateGame('t2', 'Copy', 9000, 't2-copy');
		expect((await loadGame<TallyState, TallyEvent>(copy))?.state.total).toBe(session.state.total);

		const text = backupText(await exportBackup(['t2'], 10_000));
		await clearDb();
		expect(await importBackup(text)).toMatchObject({ ok: true, added: ['t2'] });
		expect((await loadGame('t2'))?.state).toEqual(session.state);
	});
});
