import { render } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { WerewolfEvent, WerewolfState } from '$lib/rulesets/werewolf-chenqu';
import type { TestGame } from '$lib/rulesets/werewolf-chenqu/testing';
import { chenquRuleSet } from '$lib/rulesets/werewolf-chenqu/ruleset';
import { memorySession } from '$lib/state/testing/memory-session';
import ChenquDesk from '../ChenquDesk.svelte';

/** A clock for a desk under test: a minute later at each reading, from 2 January 2026. */
export function clock(): () => number {
	let at = Date.UTC(2026, 0, 2, 13, 0);
	return () => (at += 60_000);
}

/**
 * The 沉取场 desk for a component test, driven by a session over the in-memory store that holds
 * the test game's log (its creation marked with the rule set, as the app's are), with a user to
 * drive it; `state()` is the session's game.
 */
export async function openChenquDesk(g: TestGame, now: () => number = clock()) {
	const [created, ...rest] = g.history.log;
	const log = [{ ...created, ruleset: chenquRuleSet.id } as unknown as WerewolfEvent, ...rest];
	const session = await memorySession<WerewolfState, WerewolfEvent>(log);
	const { unmount } = render(ChenquDesk, { driver: session, now });
	return { user: userEvent.setup(), session, unmount, state: () => session.state };
}
