import { beforeEach, describe, expect, it } from 'vitest';
import { withRename } from '$lib/engine/rename';
import { type RuleSet, isEventOf, statusOf, summaryRow } from '$lib/engine/ruleset';
import { reject } from '$lib/engine/types';
import { backupText, duplicateGame, exportBackup, importBackup } from '$lib/persistence/backup-io';
import { getDb } from '$lib/persistence/db';
import { createAnyGame, loadGame, SNAPSHOT_EVERY } from '$lib/persistence/game-log';
import { listGames } from '$lib/persistence/games';
import { RULE_SETS, boardName, registerRuleSet, ruleSetOfLog } from '$lib/rulesets/registry';
import { clearDb } from '$lib/persistence/testing';
import { GameSession } from './game-session.svelte';
import { expectStored } from './testing/stored';

// What "adding a rule set is one folder and one registry line" means, proved: a rule set the app
// has never seen (a tally to 10), written as a rule set's folder would write it and listed with
// one line, is created, played, undone, stored, reopened, copied and carried in a backup by the
// same functions the app uses for Blood on the Clocktower and the werewolf games. Nothing else
// in the app learns about it.

interface TallyState {
	id: string;
	ruleset: string;
	name: string;
	createdAt: number;
	updatedAt: number;
	total: number;
}

type TallyEvent =
	| { type: 'tally/create'; at: number; id: string; name: string; seed: number }
	| { type: 'tally/add'; at: number; n: number }
	| { type: 'game/renamed'; at: number; name: string };

// --- what the folder would hold (rulesets/tally/: its rules, and the RuleSet in ruleset.ts) ---
const empty = (): TallyState => ({
	id: '',
	ruleset: 'tally',
	name: '',
	createdAt: 0,
	updatedAt: 0,
	total: 0
});

function apply(state: TallyState, event: TallyEvent) {
	switch (event.type) {
		case 'tally/create':
			if (state.id) return reject('created');
			return { ...state, id: event.id, name: event.name, createdAt: event.at, updatedAt: event.at };
		case 'tally/add':
			if (state.total + event.n > 10) return reject('over');
			return { ...state, total: state.total + event.n, updatedAt: event.at };
		default:
			return reject('unknown');
	}
}

const tally: RuleSet<TallyState, TallyEvent> = {
	id: 'tally',
	name: { 'zh-CN': '数到十', en: 'Count to ten' },
	players: { min: 1, max: 4 },
	engine: 'tally',
	board: 'rule-set',
	isCreation: (event) => isEventOf(event, 'tally/create'),
	rules: async () => ({
		empty,
		apply: withRename(apply),
		publicView: (s) => ({ total: s.total }),
		summary: (state) =>
			summaryRow(state, {
				scriptName: 'tally',
				status: statusOf(state.total === 10 ? 'ended' : 'day'),
				playerCount: 1,
				phaseLabel: `day:${state.total}`
			}),
		screenOf: () => 'game',
		screens: { game: async () => ({ default: 'the tally screen' }) }
	})
};
// --- and the one registry line ---
registerRuleSet(tally);

beforeEach(clearDb);

describe('a new rule set, listed with one line', () => {
	it('is offered and recognised from its logs', () => {
		expect(RULE_SETS.map((r) => r.id)).toContain('tally');
		expect(ruleSetOfLog({ type: 'tally/create', id: 't', name: 'x', at: 1 })?.id).toBe('tally');
		expect(boardName({ ruleset: 'tally', scriptName: 'tally' }, 'zh-CN')).toBe('数到十');
		expect(() => registerRuleSet(tally)).toThrow(/listed/);
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
