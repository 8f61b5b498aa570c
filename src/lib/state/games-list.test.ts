import { waitFor } from '@testing-library/svelte';
import { beforeEach, describe, expect, it } from 'vitest';
import { createGameRecord, listGames } from '$lib/persistence/games';
import { clearDb } from '$lib/persistence/testing';
import { GamesList } from './games-list.svelte';

// A game deleted on the home screen has a few seconds to be brought back. The page may be left
// or reloaded in those seconds, which ends its timer: the deletion must still happen.

const KEY = 'grimoire-pending-delete';

beforeEach(async () => {
	await clearDb();
	localStorage.clear();
	for (const id of ['doomed', 'kept'])
		await createGameRecord(
			{ name: id, ruleset: 'botc', scriptName: 'Trouble Brewing', playerCount: 7 },
			{ id }
		);
});

const stored = async () => (await listGames()).map((g) => g.id).sort();
const shown = (list: GamesList) => list.shown.map((g) => g.id);

// First in this file: only a page's first read draws the kept rows.
describe('a home screen opened anew', () => {
	it('draws the rows kept by its last read at once, then the stored ones, and keeps those', async () => {
		const ghost = { id: 'ghost', name: 'gone since', updatedAt: 1 };
		localStorage.setItem('grimoire-games-rows', JSON.stringify([ghost]));
		const list = new GamesList();
		const loading = list.load();
		expect(list.status).toBe('ready');
		expect(list.fromKept).toBe(true);
		expect(shown(list)).toEqual(['ghost']);
		await loading;
		expect(list.fromKept).toBe(false);
		expect(shown(list).sort()).toEqual(['doomed', 'kept']);
		const kept = JSON.parse(localStorage.getItem('grimoire-games-rows') ?? '[]') as {
			id: string;
		}[];
		expect(kept.map((g) => g.id).sort()).toEqual(['doomed', 'kept']);
		// A second read (the screen reached again, another tab's change) goes to the database only.
		localStorage.setItem('grimoire-games-rows', JSON.stringify([ghost]));
		const again = new GamesList();
		const second = again.load();
		expect(again.status).toBe('loading');
		await second;
		expect(shown(again).sort()).toEqual(['doomed', 'kept']);
	});
});

describe('a deletion waiting for its undo time', () => {
	it('is kept on the device, and forgotten when undone', async () => {
		const list = new GamesList();
		await list.load();
		await list.scheduleDelete('doomed', 60_000);
		expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toMatchObject({ id: 'doomed' });
		list.undoDelete();
		expect(localStorage.getItem(KEY)).toBeNull();
		expect(shown(list).sort()).toEqual(['doomed', 'kept']);
	});

	it('left unfinished by a page that went away: hidden at once, deleted when its time is over', async () => {
		// What a page reloaded a second after the tap leaves behind (its timer died with it).
		localStorage.setItem(KEY, JSON.stringify({ id: 'doomed', until: Date.now() + 300 }));
		const list = new GamesList();
		await list.load();
		expect(shown(list)).toEqual(['kept']);
		expect(await stored()).toEqual(['doomed', 'kept']);
		await waitFor(
			async () => {
				expect(await stored()).toEqual(['kept']);
				expect(localStorage.getItem(KEY)).toBeNull();
			},
			{ timeout: 3000 }
		);
	});

	it('whose time ran out while no page was open: deleted at the next start', async () => {
		localStorage.setItem(KEY, JSON.stringify({ id: 'doomed', until: Date.now() - 60_000 }));
		const list = new GamesList();
		await list.load();
		expect(shown(list)).toEqual(['kept']);
		await waitFor(async () => expect(await stored()).toEqual(['kept']), { timeout: 3000 });
	});

	it('undone in the tab that deleted it: another tab shows it again and deletes nothing', async () => {
		const deleting = new GamesList();
		await deleting.load();
		await deleting.scheduleDelete('doomed', 400);
		const other = new GamesList();
		await other.load();
		expect(shown(other)).toEqual(['kept']);
		deleting.undoDelete();
		await waitFor(() => expect(shown(other).sort()).toEqual(['doomed', 'kept']), {
			timeout: 3000
		});
		expect(await stored()).toEqual(['doomed', 'kept']);
	});

	it('for a game no longer here: the mark is dropped', async () => {
		localStorage.setItem(KEY, JSON.stringify({ id: 'gone', until: Date.now() + 60_000 }));
		const list = new GamesList();
		await list.load();
		expect(shown(list).sort()).toEqual(['doomed', 'kept']);
		expect(localStorage.getItem(KEY)).toBeNull();
	});
});
