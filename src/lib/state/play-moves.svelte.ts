import type { GameEventBody, Rejection } from '$lib/rulesets/botc/engine/core';
import { useSession } from './context';
import { usePlayUi } from './play-ui.svelte';
import { whenShown } from './when-shown';

/**
 * What a play screen that makes moves starts with: the open game, the grimoire screen's view
 * state, and the last move refused (`problem`, for the screen to show). Made while a component
 * is set up (it reads both from the context).
 */
export class PlayMoves {
	readonly session = useSession();
	readonly ui = usePlayUi();
	problem = $state<Rejection | null>(null);

	/** Makes one move; true once it is shown, false when it is refused (`problem` says why). */
	run(body: GameEventBody): Promise<boolean> {
		return this.runAll([body]);
	}

	/** Several moves as one action (one undo step), as `run`. */
	async runAll(bodies: GameEventBody[]): Promise<boolean> {
		this.problem = await whenShown((shown) => this.session.dispatchAll(bodies, Date.now(), shown));
		return !this.problem;
	}
}
