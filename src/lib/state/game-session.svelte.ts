import {
	type GameEvent,
	type GameEventBody,
	type GameState,
	type Rejection,
	isRejection,
	reject
} from '$lib/rulesets/botc/engine/core';
import type { Log } from '$lib/engine/log';
import type { AnyGameEvent, AnyGameState, LoadedRuleSet } from '$lib/engine/ruleset';
import { onGamesChanged } from '$lib/persistence/changes';
import {
	appendEvents,
	LogConflictError,
	loadGame,
	matchesStored,
	refreshJournal,
	storedTail,
	storeLogAsCopy,
	truncateEvents
} from '$lib/persistence/game-log';

export type SaveProblem = { kind: 'quota' | 'other'; detail: string } | null;

/**
 * The stored game is no longer the one played here: another tab deleted it or replaced it from a
 * backup (or the browser's data was cleared). This tab stops writing; its log stays in memory.
 */
export type LostGame = 'deleted' | 'replaced' | null;

function isQuota(error: unknown): boolean {
	const name = (error as { name?: string; inner?: { name?: string } })?.name ?? '';
	const inner = (error as { inner?: { name?: string } })?.inner?.name ?? '';
	// Dexie may wrap the browser's error (AbortError with an inner QuotaExceededError).
	return /quota/i.test(name) || /quota/i.test(inner) || /quota/i.test(String(error));
}

/** An event body as a screen sends it: the session stamps `at`. */
type Body<E> = E extends unknown ? Omit<E, 'at'> : never;

/**
 * One open game: the engine's history in `$state.raw`, and every accepted event written to
 * IndexedDB before the screen shows it. A second tab on the same game is read-only and follows
 * the first live; it takes over writing when the first one closes.
 *
 * Any rule set's game: the rule set recognised from the log's first event replays, dispatches,
 * undoes and redoes it (its `ops`, the one log implementation). The type parameters default to
 * BotC; a rule set's screens name their own.
 */
export class GameSession<S extends AnyGameState = GameState, E extends AnyGameEvent = GameEvent> {
	history = $state.raw<Log<S, E>>() as Log<S, E>;
	readOnly = $state(false);
	saving = $state(false);
	saveProblem = $state<SaveProblem>(null);
	/** Set when the stored game changed under this tab: nothing more is written. */
	lost = $state<LostGame>(null);
	/** Events accepted in memory but not stored (storage full): offered for export. */
	unsaved = $state.raw<E[]>([]);
	state = $derived<S>(this.history.state);
	canUndo = $derived(this.history.log.length > 1 && !this.readOnly && !this.lost);
	canRedo = $derived(this.history.redo.length > 0 && !this.readOnly && !this.lost);
	/** This game's rule set, with its rules. */
	readonly ruleSet: LoadedRuleSet<S, E>;

	#channel: BroadcastChannel | null = null;
	#unwatch: (() => void) | null = null;
	#release: (() => void) | null = null;
	#closed = false;
	#queue: Promise<unknown> = Promise.resolve();

	private constructor(history: Log<S, E>, ruleSet: LoadedRuleSet<S, E>) {
		this.history = history;
		this.ruleSet = ruleSet;
	}

	/** Opens a stored game, or null when there is none with this id. */
	static async open<S extends AnyGameState = GameState, E extends AnyGameEvent = GameEvent>(
		id: string,
		options: { lock?: boolean } = {}
	): Promise<GameSession<S, E> | null> {
		const loaded = await loadGame<S, E>(id);
		if (!loaded) return null;
		const session = new GameSession<S, E>(
			{ log: loaded.log, state: loaded.state, redo: [] },
			loaded.ruleSet as LoadedRuleSet<S, E>
		);
		if (options.lock !== false) {
			await session.#claim();
			if (!session.readOnly) refreshJournal(id, session.history.log);
			session.#unwatch = onGamesChanged((change) => {
				if (change.ids === null || change.ids.includes(session.id)) void session.#check();
			});
		}
		// Browser tests (crash, two tabs) drive the real session through this hook; it exists
		// only when a test has set the flag before the app started.
		const hook = globalThis as { __GRIMOIRE_TEST_HOOK__?: boolean; __grimoireSession?: unknown };
		if (hook.__GRIMOIRE_TEST_HOOK__) hook.__grimoireSession = session;
		return session;
	}

	get id(): string {
		return this.history.state.id;
	}

	async #claim() {
		const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
		if (typeof BroadcastChannel !== 'undefined') {
			this.#channel = new BroadcastChannel(`grimoire-game-${this.id}`);
			this.#channel.onmessage = () => {
				if (this.readOnly) void this.reload();
			};
		}
		if (!locks) return;
		const name = `grimoire-game-${this.id}`;
		const held = new Promise<void>((resolve) => (this.#release = resolve));
		const got = await new Promise<boolean>((resolve) => {
			void locks.request(name, { ifAvailable: true }, async (lock) => {
				resolve(!!lock);
				if (lock) await held;
			});
		});
		if (got) return;
		this.readOnly = true;
		// Wait in line: when the other tab closes, this one becomes the writer.
		void locks.request(name, async () => {
			if (this.#closed) return;
			await this.reload();
			this.readOnly = false;
			refreshJournal(this.id, this.history.log);
			await held;
		});
	}

	/** Re-reads the game from storage (used by a read-only tab). */
	async reload() {
		const loaded = await loadGame<S, E>(this.id);
		if (loaded) this.history = { log: loaded.log, state: loaded.state, redo: [] };
	}

	/**
	 * Another tab says stored games changed: a reader follows; a writer whose stored log is no
	 * longer its own stops writing (queued behind its own writes, so they are not mistaken for it).
	 */
	#check(): Promise<void> {
		return this.#serial(async () => {
			if (this.#closed || this.lost) return;
			if (this.readOnly) return this.reload();
			const stored = this.history.log.slice(0, this.history.log.length - this.unsaved.length);
			if (await matchesStored(this.id, stored)) return;
			this.lost = (await storedTail(this.id)).length === 0 ? 'deleted' : 'replaced';
		});
	}

	/**
	 * Stores the log played here (unsaved moves included) as a new game with its own id; for a
	 * tab whose game was lost. Returns the new game's id.
	 */
	keepCopy(name: string): Promise<string> {
		return this.#serial(async () => {
			const id = crypto.randomUUID();
			await storeLogAsCopy(this.history.log, id, name, Date.now());
			return id;
		});
	}

	#lostRejection(): Rejection {
		return reject('lost');
	}

	/** Why this tab may not change the game now (read-only, or its log was taken), or null. */
	#refusal(short = false): Rejection | null {
		if (this.readOnly) return short ? reject('read-only-short') : reject('read-only');
		return this.lost ? this.#lostRejection() : null;
	}

	/** Writes `events` after the first `from` events of `log` (the writer's own copy). */
	#append(log: readonly E[], state: S, from: number, events: readonly E[]) {
		return appendEvents(state, from, events, from > 0 ? log[from - 1] : undefined);
	}

	#notify() {
		this.#channel?.postMessage({ seq: this.history.log.length });
	}

	#serial<T>(task: () => Promise<T>): Promise<T> {
		const run = this.#queue.then(task, task);
		this.#queue = run.catch(() => undefined);
		return run;
	}

	/**
	 * Applies a command. Returns null when it is accepted and stored, or the rejection (nothing
	 * changes). When storage fails, the game goes on in memory and `saveProblem` says why.
	 */
	dispatch(
		body: S extends GameState ? GameEventBody : Body<E>,
		at: number = Date.now()
	): Promise<Rejection | null> {
		return this.#serial(async () => {
			const event = { ...body, at } as unknown as E;
			const next = this.#refusal() ?? this.ruleSet.ops.dispatch(this.history, event);
			if (isRejection(next)) return next;
			await this.#store(next, async () => {
				await this.#append(next.log, next.state, this.history.log.length, [event]);
			});
			return null;
		});
	}

	/** Several commands as one step: all accepted and stored together, or none. */
	dispatchAll(
		bodies: (S extends GameState ? GameEventBody : Body<E>)[],
		at: number = Date.now()
	): Promise<Rejection | null> {
		return this.#serial(async () => {
			const refused = this.#refusal();
			if (refused) return refused;
			let next: Log<S, E> = this.history;
			const events: E[] = [];
			for (const body of bodies) {
				const event = { ...body, at } as unknown as E;
				const step = this.ruleSet.ops.dispatch(next, event);
				if (isRejection(step)) return step;
				next = step;
				events.push(event);
			}
			await this.#store(next, async () => {
				await this.#append(next.log, next.state, this.history.log.length, events);
			});
			return null;
		});
	}

	async #store(next: Log<S, E>, write: () => Promise<void>) {
		this.saving = true;
		const added = next.log.slice(this.history.log.length);
		try {
			if (this.unsaved.length > 0) {
				// Earlier events are still only in memory: store them with these, in order, or none.
				const pending = [...this.unsaved, ...added];
				await this.#append(next.log, next.state, next.log.length - pending.length, pending);
				this.unsaved = [];
			} else {
				await write();
			}
			this.saveProblem = null;
			this.history = next;
			this.#notify();
		} catch (error) {
			if (error instanceof LogConflictError) {
				// Someone else's log is stored now: never write into it. The move stays in memory,
				// so "keep my version" includes it.
				this.lost = error.reason;
				this.unsaved = [...this.unsaved, ...added];
				this.history = next;
				return;
			}
			// Keep playing from memory; the screen says so and offers an export.
			this.unsaved = [...this.unsaved, ...added];
			this.saveProblem = { kind: isQuota(error) ? 'quota' : 'other', detail: String(error) };
			this.history = next;
		} finally {
			this.saving = false;
		}
	}

	/**
	 * Writes the events that storage refused earlier (space freed, say). Resolves true when
	 * everything is stored.
	 */
	retrySave(): Promise<boolean> {
		return this.#serial(async () => {
			if (this.unsaved.length === 0) return true;
			if (this.lost) return false;
			const events = this.unsaved;
			const from = this.history.log.length - events.length;
			this.saving = true;
			try {
				await this.#append(this.history.log, this.history.state, from, events);
				this.unsaved = [];
				this.saveProblem = null;
				this.#notify();
				return true;
			} catch (error) {
				if (error instanceof LogConflictError) this.lost = error.reason;
				else this.saveProblem = { kind: isQuota(error) ? 'quota' : 'other', detail: String(error) };
				return false;
			} finally {
				this.saving = false;
			}
		});
	}

	undo(): Promise<Rejection | null> {
		return this.#serial(async () => {
			const next = this.#refusal(true) ?? this.ruleSet.ops.undo(this.history);
			if (isRejection(next)) return next;
			if (this.unsaved.length > 0) {
				this.unsaved = this.unsaved.slice(0, -1);
				this.history = next;
				return null;
			}
			const log = this.history.log;
			try {
				await truncateEvents(next.state, next.log.length, {
					storedLength: log.length,
					last: log[log.length - 1] as E
				});
			} catch (error) {
				if (!(error instanceof LogConflictError)) throw error;
				this.lost = error.reason;
				return this.#lostRejection();
			}
			this.history = next;
			this.#notify();
			return null;
		});
	}

	redo(): Promise<Rejection | null> {
		return this.#serial(async () => {
			const next = this.#refusal(true) ?? this.ruleSet.ops.redo(this.history);
			if (isRejection(next)) return next;
			const event = next.log[next.log.length - 1] as E;
			await this.#store(next, async () => {
				await this.#append(next.log, next.state, this.history.log.length, [event]);
			});
			return null;
		});
	}

	/** Releases the tab's claim on the game. */
	close() {
		this.#closed = true;
		this.#unwatch?.();
		this.#release?.();
		this.#channel?.close();
	}
}
