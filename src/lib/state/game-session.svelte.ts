import type { GameEvent, GameEventBody, GameState } from '$lib/rulesets/botc/engine/core';
import type { Log } from '$lib/engine/log';
import { type Rejection, isRejection, reject } from '$lib/engine/types';
import type { AnyGameEvent, AnyGameState, LoadedRuleSet } from '$lib/engine/ruleset';
import { UndoSteps } from './undo-steps';
import type {
	Body,
	LostGame,
	SaveProblem,
	SessionWriter,
	StorageAction,
	TabClaim
} from './session-types';
export type { LostGame, SaveProblem } from './session-types';

/** What a session is made of: its game as loaded, where it writes, and its claim among tabs. */
export interface SessionParts<S extends AnyGameState, E extends AnyGameEvent> {
	log: E[];
	state: S;
	ruleSet: LoadedRuleSet<S, E>;
	writer: SessionWriter<S, E>;
	/** The tab's claim on the game; without one the session writes and watches nothing else. */
	claim?: TabClaim;
	/** Only shows the game (a players' screen): never writes, follows the writer's moves. */
	follow?: boolean;
}

/**
 * One open game: the engine's history; every accepted event is shown at once and written just
 * after (through the writer it was given). A second tab on the same game is read-only and follows
 * the first live; it takes over writing when the first one closes (through the tab claim it was
 * given). Its state is read through getters and changed only through its methods.
 *
 * Any rule set's game: the rule set recognised from the log's first event replays, dispatches,
 * undoes and redoes it (its `ops`, the one log implementation). The type parameters default to
 * BotC; a rule set's screens name their own.
 */
export class GameSession<S extends AnyGameState = GameState, E extends AnyGameEvent = GameEvent> {
	#history = $state.raw() as Log<S, E>;
	#readOnly = $state(false);
	#saving = $state(false);
	#saveProblem = $state<SaveProblem>(null);
	#lost = $state<LostGame>(null);
	#unsaved = $state.raw<E[]>([]);
	#state = $derived<S>(this.#history.state);
	#canUndo = $derived(this.#history.log.length > 1 && !this.#readOnly && !this.#lost);
	#canRedo = $derived(this.#history.redo.length > 0 && !this.#readOnly && !this.#lost);
	/** This game's rule set, with its rules. */
	readonly ruleSet: LoadedRuleSet<S, E>;
	readonly #writer: SessionWriter<S, E>;
	readonly #claim: TabClaim | null;
	#closed = false;
	#queue: Promise<unknown> = Promise.resolve();
	/** The storyteller's actions, for one undo per action and an undo from memory (`undo-steps.ts`). */
	#steps = new UndoSteps<S, E>();

	private constructor(parts: SessionParts<S, E>) {
		this.#history = { log: parts.log, state: parts.state, redo: [] };
		this.ruleSet = parts.ruleSet;
		this.#writer = parts.writer;
		this.#claim = parts.claim ?? null;
	}

	/** A session over a loaded game: with a claim the writer, or in line read-only (`follow`: shows it). */
	static async start<S extends AnyGameState, E extends AnyGameEvent>(
		parts: SessionParts<S, E>
	): Promise<GameSession<S, E>> {
		const session = new GameSession<S, E>(parts);
		if (parts.follow) session.#follow();
		else if (session.#claim) await session.#take(session.#claim);
		return session;
	}

	/** Opens a stored game (null when there is none): `openSession` (open-session.ts, loaded on use). */
	static async open<S extends AnyGameState = GameState, E extends AnyGameEvent = GameEvent>(
		id: string,
		options: { lock?: boolean; follow?: boolean } = {}
	): Promise<GameSession<S, E> | null> {
		const { openSession } = await import('./open-session');
		return openSession<S, E>(id, options);
	}

	/** The game's log (the source of truth), its state and the events undone. */
	get history(): Log<S, E> {
		return this.#history;
	}
	get state(): S {
		return this.#state;
	}
	/** Another tab writes this game (or this one only shows it): commands are refused. */
	get readOnly(): boolean {
		return this.#readOnly;
	}
	/** A move shown is being stored (or an undo taken out of storage). */
	get saving(): boolean {
		return this.#saving;
	}
	get saveProblem(): SaveProblem {
		return this.#saveProblem;
	}
	/** Set when the stored game changed under this tab: nothing more is written. */
	get lost(): LostGame {
		return this.#lost;
	}
	/** Events accepted in memory but not stored (storage full): offered for export. */
	get unsaved(): readonly E[] {
		return this.#unsaved;
	}
	get canUndo(): boolean {
		return this.#canUndo;
	}
	get canRedo(): boolean {
		return this.#canRedo;
	}
	get id(): string {
		return this.#history.state.id;
	}

	/**
	 * A window that only shows the game (the players' screen on a second display): it never
	 * writes, never waits to become the writer, and reads the game again each time the tab that
	 * plays it stores a move or stored games change.
	 */
	#follow() {
		this.#readOnly = true;
		const reload = () =>
			void this.#serial(() => (this.#closed ? Promise.resolve() : this.reload()));
		this.#claim?.onMove(reload);
		this.#claim?.onStoredChange(reload);
	}

	async #take(claim: TabClaim) {
		claim.onMove(() => {
			if (this.#readOnly) void this.reload();
		});
		const writer = await claim.write(async () => {
			if (this.#closed) return;
			await this.reload();
			this.#readOnly = false;
			this.#writer.refreshJournal(this.id, this.#history.log);
		});
		if (writer) this.#writer.refreshJournal(this.id, this.#history.log);
		else this.#readOnly = true;
		claim.onStoredChange((wiped) => void this.#check(wiped));
	}

	/** Re-reads the game from storage (used by a read-only tab). */
	async reload() {
		const loaded = await this.#writer.load(this.id);
		if (!loaded) return;
		this.#steps.reset();
		this.#history = { log: loaded.log, state: loaded.state, redo: [] };
	}

	/**
	 * Another tab says stored games changed: a reader follows; a writer whose stored log is no
	 * longer its own stops writing (queued behind its own writes, so they are not mistaken for it).
	 */
	#check(wiped = false): Promise<void> {
		return this.#serial(async () => {
			if (this.#closed || this.#lost) return;
			if (wiped && !this.#readOnly) {
				// Said at once, before anything else is tried: the database this game was in is gone.
				this.#lost = 'wiped';
				return;
			}
			if (this.#readOnly) return this.reload().catch(() => undefined);
			const log = this.#history.log;
			const stored = log.slice(0, log.length - this.#unsaved.length);
			try {
				if (await this.#writer.matches(this.id, stored)) return;
				this.#lost = (await this.#writer.storedLength(this.id)) === 0 ? 'deleted' : 'replaced';
			} catch (error) {
				// The database cannot be read now: say so rather than nothing.
				this.#saveProblem = this.#writer.problem(error, 'move').failure ?? null;
			}
		});
	}

	/**
	 * Writes the whole game this tab holds (unsaved moves included) back under its own id, when
	 * nothing is stored under it any more (deleted, or the database wiped). Resolves true when
	 * the game is stored again; this tab then writes on as before.
	 */
	writeBack(): Promise<boolean> {
		return this.#serial(async () => {
			if (this.#lost !== 'deleted' && this.#lost !== 'wiped') return false;
			return this.#write('write-back', this.#unsaved, 'replaced', async () => {
				await this.#writer.writeBack(this.#history.log);
				this.#lost = null;
			});
		});
	}

	/**
	 * Stores the log played here (unsaved moves included) as a new game with its own id; for a
	 * tab whose game was lost. Returns the new game's id.
	 */
	keepCopy(name: string): Promise<string> {
		return this.#serial(async () => {
			const id = crypto.randomUUID();
			await this.#writer.storeCopy(this.#history.log, id, name, Date.now());
			return id;
		});
	}

	/** Why this tab may not change the game now (read-only, or its log was taken), or null. */
	#refusal(short = false): Rejection | null {
		if (this.#readOnly) return short ? reject('read-only-short') : reject('read-only');
		return this.#lost ? reject('lost') : null;
	}

	/** Writes `events` after the first `from` events of `log` (the writer's own copy). */
	#append(log: readonly E[], state: S, from: number, events: readonly E[]) {
		return this.#writer.append(state, from, events, from > 0 ? log[from - 1] : undefined);
	}

	#notify() {
		this.#claim?.moved(this.#history.log.length);
	}

	#serial<T>(task: () => Promise<T>): Promise<T> {
		const run = this.#queue.then(task, task);
		this.#queue = run.catch(() => undefined);
		return run;
	}

	/**
	 * Applies a command: `dispatchAll([body])`. Returns null when it is accepted and stored, or
	 * the rejection (nothing changes). When storage fails, the game goes on in memory and
	 * `saveProblem` says why.
	 */
	dispatch(
		body: S extends GameState ? GameEventBody : Body<E>,
		at: number = Date.now(),
		shown?: () => void
	): Promise<Rejection | null> {
		return this.dispatchAll([body], at, shown);
	}

	/**
	 * Several commands as one storyteller action: all accepted and stored together, or none;
	 * one undo takes them all back, one redo puts them all back. `shown`, when given, runs as the
	 * accepted move is shown (in the same update of the screen: a sheet the move closes is not drawn
	 * again for the new state first).
	 */
	dispatchAll(
		bodies: (S extends GameState ? GameEventBody : Body<E>)[],
		at: number = Date.now(),
		shown?: () => void
	): Promise<Rejection | null> {
		return this.#serial(async () => {
			const refused = this.#refusal();
			if (refused) return refused;
			const events = bodies.map((body) => ({ ...body, at }) as unknown as E);
			const next = this.ruleSet.ops.dispatchAll(this.#history, events);
			if (isRejection(next)) return next;
			await this.#store(next, 'move', shown);
			return null;
		});
	}

	/** Moves to `next`, one storyteller action on. */
	#advance(next: Log<S, E>) {
		this.#steps.advance(this.#history, next);
		this.#history = next;
	}

	/**
	 * Shows `next` at once (in the next frame, not after the database and the journal answer) and
	 * stores its events after any still unsaved, begun in the same task (so that anything this tab
	 * reads from storage afterwards sees them). Resolves once stored (or failed): that is "saved";
	 * `saving` is true meanwhile. A failed store leaves the move shown, in memory, as before.
	 */
	async #store(next: Log<S, E>, action: StorageAction, shown?: () => void) {
		const added = next.log.slice(this.#history.log.length);
		// Earlier events still only in memory are stored with these, in order, or none.
		const pending = [...this.#unsaved, ...added];
		this.#advance(next);
		shown?.();
		// A failed write leaves the move in memory: "keep my version" or an export has it.
		await this.#write(action, pending, null, () =>
			this.#append(next.log, next.state, next.log.length - pending.length, pending)
		);
	}

	/**
	 * One write of events this tab holds, with `saving` set meanwhile. Stored: nothing is left
	 * unsaved or failing, and the other tabs are told. Failed: `unsaved` is what stays only in
	 * memory; when someone else's log is stored now the game is lost (as `lostAs` when given) and
	 * never written into, otherwise play goes on from memory and the screen says why (and offers
	 * an export). Resolves true when stored.
	 */
	async #write(
		action: StorageAction,
		unsaved: E[],
		lostAs: LostGame,
		write: () => Promise<void>
	): Promise<boolean> {
		this.#saving = true;
		try {
			await write();
			this.#unsaved = [];
			this.#saveProblem = null;
			this.#notify();
			return true;
		} catch (error) {
			const problem = this.#writer.problem(error, action);
			if (problem.lost) this.#lost = lostAs ?? problem.lost;
			else this.#saveProblem = problem.failure;
			this.#unsaved = unsaved;
			return false;
		} finally {
			this.#saving = false;
		}
	}

	/**
	 * Writes the events that storage refused earlier (space freed, say). Resolves true when
	 * everything is stored.
	 */
	retrySave(): Promise<boolean> {
		return this.#serial(async () => {
			if (this.#unsaved.length === 0) return true;
			if (this.#lost) return false;
			const events = this.#unsaved;
			const { log, state } = this.#history;
			return this.#write('move', events, null, () =>
				this.#append(log, state, log.length - events.length, events)
			);
		});
	}

	/** Takes back the storyteller's last action (every event it stored). */
	undo(): Promise<Rejection | null> {
		return this.#serial(async () => {
			const refused = this.#refusal(true);
			if (refused) return refused;
			const log = this.#history.log;
			const next = this.#steps.undo(this.#history, this.ruleSet.ops);
			if (isRejection(next)) return next;
			const taken = log.length - next.log.length;
			if (this.#unsaved.length > 0) {
				this.#unsaved = this.#unsaved.slice(0, Math.max(0, this.#unsaved.length - taken));
				this.#steps.undone(this.#history, next);
				this.#history = next;
				return null;
			}
			// Shown at once, then taken out of storage (journal first); put back if that fails.
			const before = this.#history;
			this.#history = next;
			this.#saving = true;
			try {
				await this.#writer.truncate(next.state, next.log.length, log.length, log.at(-1) as E);
			} catch (error) {
				this.#history = before;
				const problem = this.#writer.problem(error, 'undo');
				if (problem.lost) {
					this.#lost = problem.lost;
					return reject('lost');
				}
				// Nothing changed (the move stays, stored and shown): the notice says why.
				this.#saveProblem = problem.failure;
				return reject('not-saved');
			} finally {
				this.#saving = false;
			}
			this.#saveProblem = null;
			this.#steps.undone(before, next);
			this.#notify();
			return null;
		});
	}

	/** Puts back the last action undone. */
	redo(): Promise<Rejection | null> {
		return this.#serial(async () => {
			const next = this.#refusal(true) ?? this.#steps.redo(this.#history, this.ruleSet.ops);
			if (isRejection(next)) return next;
			await this.#store(next, 'redo');
			return null;
		});
	}

	/** Releases the tab's claim on the game. */
	close() {
		this.#closed = true;
		this.#claim?.release();
	}
}
