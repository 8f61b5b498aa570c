/**
 * Bench harness, bundled by bench/vite.harness.config.ts and loaded into the built app's page (same
 * origin, same IndexedDB): the app's GameSession, and a ring of the grimoire's own Token components
 * that follow it (name, team, shroud, reminder count as the label), so an action can be timed to
 * "committed" and "painted". Used only when the game page does not expose its own session.
 */
import { mount } from 'svelte';
import Token from '../../src/lib/components/grimoire/Token.svelte';
import { GameSession } from '../../src/lib/state/game-session.svelte';

export async function openRing(id: string, target: HTMLElement): Promise<GameSession> {
	const session = await GameSession.open(id);
	if (!session) throw new Error(`no saved game ${id}`);
	const seat = (i: number) => session.state.seats[i];
	const team = (i: number) =>
		session.state.script.characters.find((c) => c.id === seat(i)?.character)?.team ?? null;
	session.state.seats.forEach((_, i) => {
		// Getters read the session's reactive state, so each token redraws when its seat changes.
		mount(Token, {
			target,
			props: {
				get name() {
					return seat(i)?.character ?? '';
				},
				get team() {
					return team(i);
				},
				get dead() {
					return !seat(i)?.alive;
				},
				get label() {
					return `${seat(i)?.name ?? ''} ${seat(i)?.reminders.length ?? 0}`;
				}
			}
		});
	});
	return session;
}
