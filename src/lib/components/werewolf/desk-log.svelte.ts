import { untrack } from 'svelte';
import type { Log, LogOps } from '$lib/engine/log';
import { type Rejection, isRejection } from '$lib/engine/types';
import { type RefusalNames, refusal } from '$lib/i18n/refusal';

/** A stored game driving a werewolf desk: the game page's GameSession has this shape. */
export interface DeskDriver<S, B> {
	readonly state: S;
	readonly canUndo: boolean;
	/** The game's log, for the desk's history (the game page's GameSession has it). */
	readonly history?: { readonly log: readonly unknown[] };
	dispatch(body: B, at?: number): Promise<Rejection | null>;
	undo(): Promise<Rejection | null>;
}

/**
 * A werewolf desk's props: the stored game that drives it, or else what the desk needs to hold a
 * game itself (the id, name and seed it creates it with, stored events, a clock, and where each
 * new log goes).
 */
export interface DeskProps<S, E, B> {
	driver?: DeskDriver<S, B>;
	id?: string;
	name?: string;
	seed?: number;
	initial?: readonly E[];
	now?: () => number;
	onchange?: (log: readonly E[]) => void;
}

/**
 * The game on a werewolf desk (沉取场 or I01). With a driver, every command goes through the
 * stored game: it shows as done only once written, and undo truncates the stored log. Without
 * one, the desk holds the game as its own event log (demos, tests): stored events come in as
 * `initial`, every new log goes out through `onchange`. A refused command's reason, in words,
 * is `problem` until the next command.
 */
export class DeskLog<S, E extends { at: number }, B> {
	#own = $state.raw<Log<S, E> | null>(null);
	problem = $state<string | null>(null);
	readonly #ops: LogOps<S, E>;
	readonly #names: (game: S) => RefusalNames;
	readonly #props: DeskProps<S, E, B>;

	/**
	 * `names` says how a refusal names the game's seats and skills; `props` are the desk's own
	 * (read at each use; the stored events only once, when the desk opens).
	 */
	constructor(ops: LogOps<S, E>, names: (game: S) => RefusalNames, props: DeskProps<S, E, B>) {
		this.#ops = ops;
		this.#names = names;
		this.#props = props;
		const initial = untrack(() => props.initial) ?? [];
		if (initial.length > 0) this.#own = { log: [...initial], state: ops.replay(initial), redo: [] };
	}

	/** What the desk's own game is created with: its `id`, `name` and `seed` props, or these. */
	identity(id: string, name: string): { id: string; name: string; seed: number } {
		const props = this.#props;
		return { id: props.id ?? id, name: props.name ?? name, seed: props.seed ?? 1 };
	}

	/** The desk's clock: its `now` prop, or the device's. */
	now = (): number => this.#props.now?.() ?? Date.now();

	/** The game on the desk: the driver's, or the desk's own (null before it is created). */
	get game(): S | null {
		const driver = this.#props.driver;
		return driver ? driver.state : (this.#own?.state ?? null);
	}

	/** The events of the game on the desk, oldest first (empty before it is created). */
	get log(): readonly E[] {
		const driver = this.#props.driver;
		if (driver) return (driver.history?.log ?? []) as readonly E[];
		return this.#own?.log ?? [];
	}

	get canUndo(): boolean {
		const driver = this.#props.driver;
		return driver ? driver.canUndo : !!this.#own && this.#ops.canUndo(this.#own);
	}

	#say(r: Rejection): string {
		const game = this.game;
		return refusal(r, game ? this.#names(game) : {});
	}

	#keep(next: Log<S, E>) {
		this.#own = next;
		this.problem = null;
		this.#props.onchange?.(next.log);
	}

	/** Sends a command (the first one creates the desk's own game); true when accepted. */
	async act(body: B): Promise<boolean> {
		const driver = this.#props.driver;
		if (driver) {
			const refused = await driver.dispatch(body, this.now());
			this.problem = refused ? this.#say(refused) : null;
			return !refused;
		}
		const event = { ...body, at: this.now() } as unknown as E;
		const next = this.#own ? this.#ops.dispatch(this.#own, event) : this.#ops.create(event);
		if (isRejection(next)) {
			this.problem = this.#say(next);
			return false;
		}
		this.#keep(next);
		return true;
	}

	async undo(): Promise<void> {
		const driver = this.#props.driver;
		if (driver) {
			const refused = await driver.undo();
			this.problem = refused ? this.#say(refused) : null;
			return;
		}
		if (!this.#own || !this.#ops.canUndo(this.#own)) return;
		const next = this.#ops.undo(this.#own);
		if (isRejection(next)) this.problem = this.#say(next);
		else this.#keep(next);
	}

	/** Forgets the desk's own game (one created whose deal was then refused). */
	forget() {
		this.#own = null;
	}
}
