import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '$lib/persistence/db';
import { loadBackupEngines, validateBackup } from '$lib/persistence/backup';
import { backupText, duplicateGame, exportBackup, importBackup } from '$lib/persistence/backup-io';
import { SNAPSHOT_EVERY, loadGame } from '$lib/persistence/game-log';
import type { WerewolfEvent, WerewolfState } from '$lib/rulesets/werewolf-chenqu';
import type { I01Event, I01State } from '$lib/rulesets/werewolf-i01';
import { loadRuleSet } from '$lib/rulesets/load';
import { ruleSetOfLog } from '$lib/rulesets/registry';
import { i01RuleSet } from '$lib/rulesets/werewolf-i01/ruleset';
import { clearDb } from '$lib/persistence/testing';
import { GameSession } from './game-session.svelte';
import { startChenquGame, startI01Game } from './new-werewolf-game';
import { expectStored } from './testing/stored';

const names = (n: number) => Array.from({ length: n }, (_, i) => `P${i + 1}`);

beforeEach(clearDb);

async function chenqu(id = 'c1') {
	await startChenquGame({ id, name: '沉取场 test', names: names(20), ordinary: null, seed: 9 });
	const session = await GameSession.open<WerewolfState, WerewolfEvent>(id);
	if (!session) throw new Error('not stored');
	return session;
}

async function i01(id = 'i1') {
	await startI01Game({ id, name: 'I01 test', names: names(12), seed: 5 });
	const session = await GameSession.open<I01State, I01Event>(id);
	if (!session) throw new Error('not stored');
	return session;
}

/** A seat of the given role in a 沉取场 game. */
const seatOf = (s: WerewolfState, role: string) => s.seats.find((x) => x.role === role)!.id;

describe('rule sets through storage and the session', () => {
	it('tells the rule set (and the engine that runs it) from the first event of a log', () => {
		const of = (first: unknown) => {
			const rs = ruleSetOfLog(first);
			return rs && [rs.id, rs.engine];
		};
		expect(of({ type: 'game/created', ruleset: 'botc' })).toEqual(['botc', 'botc']);
		expect(of({ type: 'game/created', ruleset: 'jingmantianba' })).toEqual([
			'jingmantianba',
			'botc'
		]);
		// A name no rule set claims is played on the BotC engine, as it always was.
		expect(of({ type: 'game/created', ruleset: 'homebrew' })).toEqual(['botc', 'botc']);
		expect(of({ type: 'game/created', ruleset: 'werewolf-chenqu' })).toEqual([
			'werewolf-chenqu',
			'werewolf-chenqu'
		]);
		expect(of({ type: 'i01/create' })).toEqual(['werewolf-i01', 'werewolf-i01']);
		expect(of({ type: 'seat/renamed' })).toBeNull();
		expect(of(null)).toBeNull();
	});

	it('沉取场: creates a dealt game, stores every command, loads by replay, undoes through storage', async () => {
		const s = await chenqu();
		expect(s.ruleSet.id).toBe('werewolf-chenqu');
		expect(s.state.seats.every((x) => x.role)).toBe(true);
		expect(await s.dispatch({ type: 'game/started' }, 2000)).toBeNull();
		expect(await s.dispatch({ type: 'start/white-wolf', join: true }, 3000)).toBeNull();
		const [a, b] = s.state.seats.filter((x) => x.role === 'citizen');
		expect(await s.dispatch({ type: 'start/lovers', a: a!.id, b: b!.id }, 4000)).toBeNull();
		expect(await s.dispatch({ type: 'day/started' }, 5000)).toBeNull();
		const seer = seatOf(s.state, 'seer');
		expect(await s.dispatch({ type: 'ballot/cast', voter: seer, target: a!.id }, 6000)).toBeNull();
		// A refused command changes nothing, in memory or stored.
		expect((await s.dispatch({ type: 'ballot/cast', voter: 'nobody', target: null }))?.code).toBe(
			'wwc.no-seat'
		);
		expect(await getDb().events.count()).toBe(7);

		const loaded = await loadGame<WerewolfState, WerewolfEvent>('c1');
		expect(loaded?.log).toEqual(s.history.log);
		expect(loaded?.state).toEqual(s.state);
		const row = await getDb().games.get('c1');
		expect(row).toMatchObject({
			ruleset: 'werewolf-chenqu',
			scriptName: '沉取场',
			playerCount: 20,
			phaseLabel: 'day:1',
			status: 'in-progress',
			updatedAt: 6000
		});

		expect(await s.undo()).toBeNull();
		expect(s.state.day?.ballots).toEqual([]);
		const after = await loadGame<WerewolfState, WerewolfEvent>('c1');
		expect(after?.log).toHaveLength(6);
		expect(after?.state).toEqual(s.state);
		expect(await s.redo()).toBeNull();
		expect((await loadGame<WerewolfState, WerewolfEvent>('c1'))?.state).toEqual(s.state);
		s.close();

		// Reopening resumes exactly.
		const again = await GameSession.open<WerewolfState, WerewolfEvent>('c1');
		expect(again?.state).toEqual(s.state);
		again?.close();
	});

	it('沉取场: chosen ordinary identities are dealt', async () => {
		const ordinary = ['hunter', 'idiot', 'penitent', 'dieHard', 'assassin', 'princess'] as const;
		await startChenquGame({ id: 'c2', name: 'x', names: names(23), ordinary: [...ordinary] });
		const loaded = await loadGame<WerewolfState, WerewolfEvent>('c2');
		expect(loaded?.state.ordinary).toEqual(ordinary);
		expect(loaded?.state.seats).toHaveLength(23);
	});

	it('I01: creates a dealt game, plays night zero, loads by replay, undoes through storage', async () => {
		const s = await i01();
		expect(s.ruleSet.id).toBe('werewolf-i01');
		expect(s.state.phase.kind).toBe('night0');
		expect((await getDb().games.get('i1'))?.phaseLabel).toBe('night:0');
		const [a, b] = s.state.players.filter((p) => p.role === 'villager');
		expect(await s.dispatch({ type: 'i01/arrows', a: a!.seat, b: b!.seat }, 2000)).toBeNull();
		const wolf = s.state.players.find((p) => p.role === 'wolf')!.seat;
		expect(await s.dispatch({ type: 'i01/lone-wolf', by: wolf, seat: wolf }, 3000)).toBeNull();
		expect(await s.dispatch({ type: 'i01/end-night0' }, 4000)).toBeNull();
		expect(await s.dispatch({ type: 'i01/ballot', voter: 's3', target: 's4' }, 5000)).toBeNull();
		expect((await getDb().games.get('i1'))?.phaseLabel).toBe('day:1');

		const loaded = await loadGame<I01State, I01Event>('i1');
		expect(loaded?.state).toEqual(s.state);
		expect(await s.undo()).toBeNull();
		expect(await s.undo()).toBeNull();
		expect(s.state.phase.kind).toBe('night0');
		await expectStored(s, ['i01/create', 'i01/deal', 'i01/arrows', 'i01/lone-wolf']);
		expect((await getDb().games.get('i1'))?.phaseLabel).toBe('night:0');
		s.close();
	});

	it('I01: a long game loads from its snapshot to the same state as a full replay', async () => {
		const s = await i01('i2');
		const [a, b] = s.state.players.filter((p) => p.role === 'villager');
		expect(await s.dispatch({ type: 'i01/arrows', a: a!.seat, b: b!.seat }, 2000)).toBeNull();
		const wolf = s.state.players.find((p) => p.role === 'wolf')!.seat;
		await s.dispatch({ type: 'i01/lone-wolf', by: wolf, seat: wolf }, 3000);
		await s.dispatch({ type: 'i01/end-night0' }, 4000);
		for (let i = 0; i < SNAPSHOT_EVERY + 5; i++)
			expect(
				await s.dispatch({ type: 'i01/ballot', voter: 's3', target: i % 2 ? 's4' : 's5' }, 5000 + i)
			).toBeNull();
		expect(await getDb().snapshots.count()).toBe(1);
		const loaded = await loadGame<I01State, I01Event>('i2');
		const ruleSet = await loadRuleSet(i01RuleSet);
		expect(loaded?.state).toEqual(ruleSet.ops.replay(s.history.log));
		expect(loaded?.state).toEqual(s.state);
		s.close();
	});

	it('renames a werewolf game through its log, and duplicates it', async () => {
		const s = await i01('i3');
		expect(await s.dispatch({ type: 'game/renamed', name: '周五局' } as never)).toBeNull();
		expect((await getDb().games.get('i3'))?.name).toBe('周五局');
		s.close();
		const copy = await duplicateGame('i3', '副本', 9000, 'i3-copy');
		const loaded = await loadGame<I01State, I01Event>(copy);
		expect(loaded?.state.name).toBe('副本');
		expect(loaded?.state.players.map((p) => p.role)).toEqual(s.state.players.map((p) => p.role));
	});

	it('exports and imports werewolf games: the backup is validated by replay with their rule sets', async () => {
		const a = await chenqu('c9');
		await a.dispatch({ type: 'game/started' }, 2000);
		a.close();
		const b = await i01('i9');
		await b.dispatch({ type: 'i01/arrows', a: 's5', b: 's6' }, 2000);
		b.close();
		const text = backupText(await exportBackup(undefined, 10_000));
		await loadBackupEngines();
		const check = validateBackup(text);
		expect(check.ok).toBe(true);

		// A refused event rejects the file.
		const bad = JSON.parse(text);
		bad.games[0].events.push({ type: 'i01/arrows', a: 's1', b: 's1', at: 3000 });
		bad.games[1].events.push({ type: 'i01/arrows', a: 's1', b: 's1', at: 3000 });
		expect(validateBackup(bad).ok).toBe(false);

		await clearDb();
		const result = await importBackup(text);
		expect(result).toMatchObject({ ok: true });
		expect((await loadGame<WerewolfState, WerewolfEvent>('c9'))?.state).toEqual(a.state);
		expect((await loadGame<I01State, I01Event>('i9'))?.state).toEqual(b.state);
		expect((await getDb().games.get('i9'))?.ruleset).toBe('werewolf-i01');
	});
});
