import {
	type GameEvent,
	type GameEventBody,
	type GameState,
	type History,
	type Rejection,
	dispatch as engineDispatch,
	isRejection,
	redo as engineRedo,
	reject,
	undo as engineUndo
} from '$lib/engine';
import { appendEvents, loadGame, truncateEvents } from '$lib/persistence/game-log';

export type SaveProblem = { kind: 'quota' | 'other'; detail: string } | null;

function isQuota(error: unknown): boolean {
	const name = (error as { name?: string; inner?: { name?: string } })?.name ?? '';
	const inner = (error as { inner?: { name?: string } })?.inner?.name ?? '';
	// Dexie may wrap the browser's error (AbortError with an inner QuotaExceededError).
	return /quota/i.test(name) || /quota/i.test(inner) || /quota/i.test(String(error));
}

/**
 * One open game: the engine's history in `$state.raw`, and every accepted event written to
 * IndexedDB before the screen shows it. A second tab on the same game is read-only and follows
 * the first live; it takes over writing when the first one closes.
 */
export class GameSession {
	history = $state.raw<History>() as History;
	readOnly = $state(false);
	saving = $state(false);
	saveProblem = $state<SaveProblem>(null);
	/** Events accepted in memory but not stored (storage full): offered for export. */
	unsaved = $state.raw<GameEvent[]>([]);
	state = $derived<GameState>(this.history.state);
	canUndo = $derived(this.history.log.length > 1 && !this.readOnly);
	canRedo = $derived(this.history.redo.length > 0 && !this.readOnly);

	#channel: BroadcastChannel | null = null;
	#release: (() => void) | null = null;
	#closed = false;
	#queue: Promise<unknown> = Promise.resolve();

	private constructor(history: History) {
		this.history = history;
	}

	/** Opens a stored game, or null when there is none with this id. */
	static async open(id: string, options: { lock?: boolean } = {}): Promise<GameSession | null> {
		const loaded = await loadGame(id);
		if (!loaded) return null;
		const session = new GameSession({ log: loaded.log, state: loaded.state, redo: [] });
		if (options.lock !== false) await session.#claim();
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
			await held;
		});
	}

	/** Re-reads the game from storage (used by a read-only tab). */
	async reload() {
		const loaded = await loadGame(this.id);
		if (loaded) this.history = { log: loaded.log, state: loaded.state, redo: [] };
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
	dispatch(body: GameEventBody, at: number = Date.now()): Promise<Rejection | null> {
		return this.#serial(async () => {
			if (this.readOnly)
				return reject(
					'read-only',
					'这局游戏正在另一个标签页中打开（只读）',
					'This game is open in another tab (read-only)'
				);
			const event = { ...body, at } as GameEvent;
			const next = engineDispatch(this.history, event);
			if (isRejection(next)) return next;
			await this.#store(next, async () => {
				await appendEvents(next.state, this.history.log.length, [event]);
			});
			return null;
		});
	}

	/** Several commands as one step: all accepted and stored together, or none. */
	dispatchAll(bodies: GameEventBody[], at: number = Date.now()): Promise<Rejection | null> {
		return this.#serial(async () => {
			if (this.readOnly)
				return reject(
					'read-only',
					'这局游戏正在另一个标签页中打开（只读）',
					'This game is open in another tab (read-only)'
				);
			let next: History = this.history;
			const events: GameEvent[] = [];
			for (const body of bodies) {
				const event = { ...body, at } as GameEvent;
				const step = engineDispatch(next, event);
				if (isRejection(step)) return step;
				next = step;
				events.push(event);
			}
			await this.#store(next, async () => {
				await appendEvents(next.state, this.history.log.length, events);
			});
			return null;
		});
	}

	async #store(next: History, write: () => Promise<void>) {
		this.saving = true;
		const added = next.log.slice(this.history.log.length);
		try {
			if (this.unsaved.length > 0) {
				// Earlier events are still only in memory: store them with these, in order, or none.
				const pending = [...this.unsaved, ...added];
				await appendEvents(next.state, next.log.length - pending.length, pending);
				this.unsaved = [];
			} else {
				await write();
			}
			this.saveProblem = null;
			this.history = next;
			this.#notify();
		} catch (error) {
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
			const events = this.unsaved;
			const from = this.history.log.length - events.length;
			this.saving = true;
			try {
				await appendEvents(this.history.state, from, events);
				this.unsaved = [];
				this.saveProblem = null;
				this.#notify();
				return true;
			} catch (error) {
				this.saveProblem = { kind: isQuota(error) ? 'quota' : 'other', detail: String(error) };
				return false;
			} finally {
				this.saving = false;
			}
		});
	}

	undo(): Promise<Rejection | null> {
		return this.#serial(async () => {
			if (this.readOnly) return reject('read-only', '只读', 'Read-only');
			const next = engineUndo(this.history);
			if (isRejection(next)) return next;
			if (this.unsaved.length > 0) {
				this.unsaved = this.unsaved.slice(0, -1);
				this.history = next;
				return null;
			}
			await truncateEvents(next.state, next.log.length);
			this.history = next;
			this.#notify();
			return null;
		});
	}

	redo(): Promise<Rejection | null> {
		return this.#serial(async () => {
			if (this.readOnly) return reject('read-only', '只读', 'Read-only');
			const next = engineRedo(this.history);
			if (isRejection(next)) return next;
			const event = next.log[next.log.length - 1] as GameEvent;
			await this.#store(next, async () => {
				await appendEvents(next.state, this.history.log.length, [event]);
			});
			return null;
		});
	}

	/** Releases the tab's claim on the game. */
	close() {
		this.#closed = true;
		this.#release?.();
		this.#channel?.close();
	}
}
