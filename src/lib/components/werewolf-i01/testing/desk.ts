import { render } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { I01Event, I01State } from '$lib/rulesets/werewolf-i01';
import { Scenario } from '$lib/rulesets/werewolf-i01/testing';
import { memorySession } from '$lib/state/testing/memory-session';
import { clock } from '../../werewolf/testing/desk';
import I01Desk from '../I01Desk.svelte';

/**
 * The I01 desk for a component test, driven by a session over the in-memory store that holds the
 * scenario's log (a new dealt game by default), with a user to drive it; `log()` is the session's.
 */
export async function openDesk(g: Scenario = new Scenario(), now: () => number = clock()) {
	const session = await memorySession<I01State, I01Event>(g.history.log);
	const { unmount } = render(I01Desk, { driver: session, now });
	return { user: userEvent.setup(), session, unmount, log: () => session.history.log };
}
