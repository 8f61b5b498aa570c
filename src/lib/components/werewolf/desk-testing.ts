import { render } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { type WerewolfEvent, werewolfLog } from '$lib/rulesets/werewolf-chenqu';
import type { TestGame } from '$lib/rulesets/werewolf-chenqu/testing';
import ChenquDesk from './ChenquDesk.svelte';

/** A clock for a desk under test: a minute later at each reading, from 2 January 2026. */
export function clock(): () => number {
	let at = Date.UTC(2026, 0, 2, 13, 0);
	return () => (at += 60_000);
}

/**
 * The 沉取场 desk for a component test, opened on a test game's log, with a user to drive it;
 * `state()` replays the log the desk last reported (the game's own until then).
 */
export function openChenquDesk(g: TestGame) {
	const desk = {
		user: userEvent.setup(),
		saved: g.history.log as readonly WerewolfEvent[],
		state: () => werewolfLog.replay(desk.saved)
	};
	render(ChenquDesk, { now: clock(), initial: g.history.log, onchange: (l) => (desk.saved = l) });
	return desk;
}
