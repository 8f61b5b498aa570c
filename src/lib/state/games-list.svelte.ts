import type { GameRecord } from '$lib/persistence/schema';
import { readLocal, removeLocal, writeLocal } from '$lib/persistence/local';
import { homeDrawn, keepRows, keptRows } from './kept-rows';
import { recoveryOver } from './recovery-check';

export { gameRowProblem } from '$lib/persistence/game-row';
export type { GameRecord };

// The engine, the game log and backups are loaded on a tap (rename, duplicate, export), so the
// home screen needs only the saved games' summary rows to show the list. The database code
// (Dexie, about 29 KiB gzipped) is loaded on the first read, not with the screen.
let storedGames: typeof import('$lib/persistence/games') | undefined;
const gamesStore = async () => (storedGames ??= await import('$lib/persistence/games'));

let firstRead = true;

/**
 * The kept rows (kept-rows.ts), only for the first read of a page opened at this screen (not
 * navigated to: a game just played on another screen changed its row).
 */
function keptRowsHere(): GameRecord[] | null {
	const first = firstRead;
	firstRead = false;
	if (!first || storedGames || typeof location === 'undefined') return null;
	const [entry] = performance.getEntriesByType?.('navigation') ?? [];
	return !entry || new URL(entry.name).pathname === location.pathname ? keptRows() : null;
}

type Status = 'loading' | 'ready' | 'error';
export type GamesFilter = 'all' | 'active' | 'finished';
export const GAMES_FILTERS: readonly GamesFilter[] = ['all', 'active', 'finished'];

/** How long a deleted game can still be brought back from the toast. */
export const UNDO_DELETE_MS = 6000;

/**
 * The deletion waiting for its undo time, also kept in localStorage: a page left or reloaded in
 * that time (the timer dies with it) still deletes the game once the time is over, and a second
 * tab's list hides it too, but deletes it only if it was not brought back meanwhile.
 */
const PENDING_KEY = 'grimoire-pending-delete';
type Pending = { id: string; until: number };

function pendingMark(): Pending | null {
	const mark = readLocal(PENDING_KEY) as Partial<Pending> | null;
	return typeof mark?.id === 'string' && typeof mark.until === 'number'
		? { id: mark.id, until: mark.until }
		: null;
}

function markPending(mark: Pending | null, onlyIf?: string): void {
	// No storage (a private window): the deletion then lasts as long as the page.
	if (mark) writeLocal(PENDING_KEY, mark);
	else if (onlyIf === undefined || pendingMark()?.id === onlyIf) removeLocal(PENDING_KEY);
}

export type ListOutcome = { ok: true } | { ok: false; reason: 'busy' | 'failed'; detail?: string };

/** The saved games shown on the home screen. */
export class GamesList {
	games = $state.raw<GameRecord[]>([]);
	status = $state<Status>('loading');
	error = $state<string | null>(null);
	filter = $state<GamesFilter>('all');
	/** The list shown is the kept copy of the rows (kept-rows.ts), not yet read from the database. */
	fromKept = $state(false);
	/** A game deleted from the list but kept on the device until the undo time runs out. */
	pendingDelete = $state.raw<GameRecord | null>(null);
	#timer: ReturnType<typeof setTimeout> | null = null;
	/** The pending deletion came from another page (see PENDING_KEY), not from this one. */
	#adopted = false;

	/** Newest first, without the game waiting to be deleted, narrowed by the filter. */
	shown = $derived(
		this.games.filter(
			(g) =>
				g.id !== this.pendingDelete?.id &&
				(this.filter === 'all' ||
					(this.filter === 'finished' ? g.status === 'finished' : g.status !== 'finished'))
		)
	);
	/** Games on the list, not counting one waiting to be deleted. */
	count = $derived(this.games.filter((g) => g.id !== this.pendingDelete?.id).length);

	async load(): Promise<void> {
		if (this.games.length === 0) {
			const kept = keptRowsHere();
			if (kept) {
				this.games = kept;
				this.fromKept = true;
				this.status = 'ready';
				this.#adoptPending();
				await homeDrawn();
			} else this.status = 'loading';
		}
		try {
			// A game the database lost is brought back from its journal before the list reads it.
			await recoveryOver();
			const { listGames } = await gamesStore();
			this.games = await listGames();
			this.fromKept = false;
			keepRows(this.games);
			this.error = null;
			this.status = 'ready';
			this.#adoptPending();
		} catch (error) {
			this.error = error instanceof Error ? error.message : String(error);
			this.status = 'error';
		}
	}

	/** A deletion another page began and could not finish: this list finishes it in time. */
	#adoptPending(): void {
		const mark = pendingMark();
		if (!mark || this.pendingDelete) return;
		const game = this.games.find((g) => g.id === mark.id);
		if (!game) return markPending(null, mark.id);
		this.pendingDelete = game;
		this.#adopted = true;
		this.#timer = setTimeout(() => void this.flushDelete(), Math.max(0, mark.until - Date.now()));
	}

	/** Deletes at once, without undo. */
	async remove(id: string): Promise<void> {
		await (await gamesStore()).deleteGame(id);
		this.games = this.games.filter((game) => game.id !== id);
		keepRows(this.games);
	}

	/** Hides the game now; it is really deleted when the undo time runs out (or another goes). */
	async scheduleDelete(id: string, wait = UNDO_DELETE_MS): Promise<void> {
		await this.flushDelete();
		const game = this.games.find((g) => g.id === id);
		if (!game) return;
		this.pendingDelete = game;
		this.#adopted = false;
		markPending({ id, until: Date.now() + wait });
		this.#timer = setTimeout(() => void this.flushDelete(), wait);
	}

	undoDelete(): void {
		if (this.#timer) clearTimeout(this.#timer);
		this.#timer = null;
		if (this.pendingDelete) markPending(null, this.pendingDelete.id);
		this.pendingDelete = null;
	}

	/** Carries out a pending deletion now (the toast timed out, or the screen is closing). */
	async flushDelete(): Promise<void> {
		if (this.#timer) clearTimeout(this.#timer);
		this.#timer = null;
		const game = this.pendingDelete;
		if (!game) return;
		// Brought back in the tab that deleted it: shown again here, not deleted.
		if (this.#adopted && pendingMark()?.id !== game.id) {
			this.pendingDelete = null;
			return;
		}
		try {
			await this.remove(game.id);
		} finally {
			markPending(null, game.id);
			if (this.pendingDelete?.id === game.id) this.pendingDelete = null;
		}
	}

	/**
	 * Renames through the game's own log, so the name travels with backups and undo. Refused when
	 * another tab holds the game: only one writer at a time.
	 */
	async rename(id: string, name: string): Promise<ListOutcome> {
		const { openSession } = await import('./open-session');
		const session = await openSession(id);
		if (!session) return { ok: false, reason: 'failed', detail: 'no such game' };
		try {
			if (session.readOnly) return { ok: false, reason: 'busy' };
			const refused = await session.dispatch({ type: 'game/renamed', name });
			if (refused) {
				// The rejections' messages are loaded only when one is to be shown (home stays small).
				const [{ refusal }] = await Promise.all([import('$lib/i18n/refusal')]);
				return { ok: false, reason: 'failed', detail: refusal(refused) };
			}
			if (session.saveProblem)
				return { ok: false, reason: 'failed', detail: session.saveProblem.detail };
			await this.load();
			return { ok: true };
		} finally {
			session.close();
		}
	}

	async duplicate(id: string, name: string): Promise<ListOutcome & { id?: string }> {
		try {
			const { duplicateGame } = await import('$lib/persistence/backup-io');
			const copy = await duplicateGame(id, name);
			await this.load();
			return { ok: true, id: copy };
		} catch (error) {
			return { ok: false, reason: 'failed', detail: String(error) };
		}
	}
}

/** One game's summary row, for screens that show a single game. */
export class GameSummary {
	/** undefined while loading, null when there is no such game. */
	game = $state.raw<GameRecord | null | undefined>(undefined);

	async load(id: string): Promise<void> {
		this.game = undefined;
		this.game = (await (await gamesStore()).getGame(id)) ?? null;
	}
}

/**
 * The backup files of some games (all, with the scripts, when `ids` is omitted): one, or several
 * when everything would not fit one file the importer takes (each restores on its own).
 */
export async function backupFile(ids: string[] | undefined, label: string) {
	const { backupFiles } = await import('$lib/persistence/backup-io');
	return backupFiles(ids, label);
}
