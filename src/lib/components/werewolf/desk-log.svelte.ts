import type { Rejection } from '$lib/engine/types';
import { type RefusalNames, refusal } from '$lib/i18n/refusal';
import { whenShown } from '$lib/state/when-shown';

/** The stored game driving a werewolf desk: the game page's GameSession has this shape. */
export interface DeskDriver<S, B> {
	readonly state: S;
	readonly canUndo: boolean;
	/** The game's log, for the desk's history. */
	readonly history: { readonly log: readonly unknown[] };
	dispatch(body: B, at?: number, shown?: () => void): Promise<Rejection | null>;
	undo(): Promise<Rejection | null>;
}

/** A werewolf desk's props: the session of the stored game it plays, and its clock. */
export interface DeskProps<S, B> {
	driver: DeskDriver<S, B>;
	/** The desk's clock (tests set one); the device's by default. */
	now?: () => number;
}

/**
 * The game on a werewolf desk (沉取场 or I01), driven by the game's session: every command goes
 * through it, shows at once and is written just after, and undo truncates the stored log. A refused
 * command's reason, in words, is `problem` until the next command.
 */
export class DeskLog<S, E, B> {
	problem = $state<string | null>(null);
	readonly #names: (game: S) => RefusalNames;
	readonly #props: DeskProps<S, B>;

	/**
	 * `names` says how a refusal names the game's seats and skills; `props` are the desk's own
	 * (read at each use).
	 */
	constructor(names: (game: S) => RefusalNames, props: DeskProps<S, B>) {
		this.#names = names;
		this.#props = props;
	}

	/** The desk's clock: its `now` prop, or the device's. */
	now = (): number => this.#props.now?.() ?? Date.now();

	get game(): S {
		return this.#props.driver.state;
	}

	/** The events of the game, oldest first. */
	get log(): readonly E[] {
		return this.#props.driver.history.log as readonly E[];
	}

	get canUndo(): boolean {
		return this.#props.driver.canUndo;
	}

	#said(refused: Rejection | null): boolean {
		this.problem = refused ? refusal(refused, this.#names(this.game)) : null;
		return !refused;
	}

	/**
	 * Sends a command; true when accepted (once it is shown; it is stored just after). Bound, so
	 * the desk hands it to its panels as their `act`.
	 */
	act = async (body: B): Promise<boolean> => {
		const at = this.now();
		return this.#said(await whenShown((shown) => this.#props.driver.dispatch(body, at, shown)));
	};

	async undo(): Promise<void> {
		this.#said(await this.#props.driver.undo());
	}
}
