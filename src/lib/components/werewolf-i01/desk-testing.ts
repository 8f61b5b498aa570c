import { render } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import type { I01Event } from '$lib/rulesets/werewolf-i01';
import type { Scenario } from '$lib/rulesets/werewolf-i01/testing';
import { clock } from '../werewolf/desk-testing';
import I01Desk from './I01Desk.svelte';

/**
 * The I01 desk for a component test, opened on a scenario's log (or a new game), with a user to
 * drive it; `saved` is the last log the desk reported.
 */
export function openDesk(g?: Scenario, seed = 1) {
	const desk = { user: userEvent.setup(), saved: [] as readonly I01Event[] };
	render(I01Desk, {
		seed,
		now: clock(),
		initial: g?.history.log,
		onchange: (log) => (desk.saved = log)
	});
	return desk;
}
