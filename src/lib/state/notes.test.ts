import { beforeEach, describe, expect, it } from 'vitest';
import { backupText, exportBackup, importBackup } from '$lib/persistence/backup-io';
import { createGame, loadGame } from '$lib/persistence/game-log';
import { clearDb } from '$lib/persistence/testing';
import { createdEvent, setupEvents, TB7 } from '$lib/rulesets/botc/engine/testing/builders';
import { suggestionsOn } from '$lib/rulesets/botc/engine/core';
import { GameSession } from './game-session.svelte';
import { settings } from './settings.svelte';
import { suggestionsShown } from './suggestions';

// Notes and the suggestions switch through the app's own session: stored as moves, undone and
// redone, reopened from storage, and carried whole by a backup.

beforeEach(clearDb);

async function playedGame() {
	const [created, ...setup] = setupEvents({ characters: TB7 });
	await createGame(created!);
	const session = (await GameSession.open(createdId(created!)))!;
	for (const e of setup) expect(await session.dispatch(e)).toBeNull();
	return session;
}

function createdId(e: ReturnType<typeof createdEvent>): string {
	return (e as { id: string }).id;
}

describe('notes in the log', () => {
	it('are stored, undone, redone, reopened and carried by a backup', async () => {
		const session = await playedGame();
		const ada = session.state.seats[0]!.id;
		const long = 'A long note.\n'.repeat(150);
		expect(
			await session.dispatch({ type: 'note', text: 'House rule: no talking at night' })
		).toBeNull();
		expect(await session.dispatch({ type: 'note', seat: ada, text: long })).toBeNull();
		const tooLong = await session.dispatch({ type: 'note', text: 'x'.repeat(2001) });
		expect(tooLong).toMatchObject({ code: 'note', params: { n: 2001, max: 2000 } });
		expect(session.state.notes).toHaveLength(2);

		const first = session.state.notes![0]!.id;
		expect(
			await session.dispatch({ type: 'note/edited', note: first, text: 'No talking' })
		).toBeNull();
		expect(await session.undo()).toBeNull();
		expect(session.state.notes![0]!.text).toBe('House rule: no talking at night');
		expect(await session.redo()).toBeNull();
		expect(session.state.notes![0]!.text).toBe('No talking');
		expect(await session.dispatch({ type: 'settings/suggestions', value: false })).toBeNull();
		session.close();

		const id = session.id;
		expect((await loadGame(id))?.state).toEqual(session.state);

		const text = backupText(await exportBackup([id], 10_000));
		await clearDb();
		expect(await importBackup(text)).toMatchObject({ ok: true, added: [id] });
		const restored = (await loadGame(id))!.state;
		expect(restored.notes).toEqual(session.state.notes);
		expect(restored.notes?.map((n) => [n.seat, n.text])).toEqual([
			[null, 'No talking'],
			[ada, long]
		]);
		expect(suggestionsOn(restored, true)).toBe(false);
	});
});

describe('the suggestions switch', () => {
	it('reads the game’s choice first, then the default in Settings', async () => {
		const session = await playedGame();
		const before = settings.suggestions;
		try {
			settings.suggestions = false;
			expect(suggestionsShown(session.state)).toBe(false);
			settings.suggestions = true;
			expect(suggestionsShown(session.state)).toBe(true);
			expect(await session.dispatch({ type: 'settings/suggestions', value: false })).toBeNull();
			expect(suggestionsShown(session.state)).toBe(false);
			expect(await session.undo()).toBeNull();
			expect(suggestionsShown(session.state)).toBe(true);
		} finally {
			settings.suggestions = before;
			session.close();
		}
	});
});
