import { twinPair } from '../engine/twins';
import type { GameEvent } from '../engine/events';
import { dawnChanges, nightNumbers, nightSteps } from '../engine/night';
import { protections } from '../engine/protections';
import { characterOf } from '../engine/seats';
import { dawnDeaths } from '../engine/story';
import { toldBefore } from '../engine/told';
import type { GameState } from '../engine/types';
import { checkWin } from '../engine/win';
import type { Play } from './play-fuzz';

// Invariants the rules make obvious, checked after each event of a played game (play-fuzz.ts),
// and the rest of the public API called on each state so that a throw anywhere is seen.

const isDemon = (state: GameState, id: string | null) => characterOf(state, id)?.team === 'demon';

export function checkRules(p: Play, before: GameState, event: GameEvent): void {
	const state = p.s;
	// What an event plainly does.
	if (
		event.type === 'night/kill' &&
		event.seat &&
		state.seats.find((s) => s.id === event.seat)?.alive
	) {
		const starpass =
			event.seat &&
			isDemon(state, before.seats.find((s) => s.id === event.seat)?.character ?? null);
		if (!starpass) p.problem(`a kill leaves its target alive: ${event.by}`);
	}
	if (
		event.type === 'execution' &&
		event.seat &&
		event.died &&
		state.seats.find((s) => s.id === event.seat)?.alive
	)
		p.problem('an execution that killed leaves the player alive');
	if (event.type === 'day/started') {
		const n = before.phase.kind === 'night' ? before.phase.n : -1;
		if (state.phase.kind !== 'day' || state.phase.n !== n)
			p.problem('day after night N is not day N');
	}
	if (event.type === 'night/started') {
		const n = before.phase.kind === 'day' ? before.phase.n + 1 : 1;
		if (state.phase.kind !== 'night' || state.phase.n !== n)
			p.problem('night after day N is not night N+1');
	}
	// The win check sees the plain ends (base rules): no Demon alive, or two players left.
	const phase = state.phase.kind;
	if (phase === 'night' || phase === 'day') {
		const residents = state.seats.filter((s) => !s.traveller);
		const dealtDemon = residents.some((s) => isDemon(state, s.was ?? s.character));
		// The Zombuul's first death leaves it alive in truth (its Dead reminder says which).
		const demonLives = residents.some(
			(s) => isDemon(state, s.character) && (s.alive || s.character === 'zombuul')
		);
		const alive = residents.filter((s) => s.alive).length;
		const win = p.call('checkWin', () => checkWin(state));
		// A Summoner in play makes the Demon later (the win check waits for day 3).
		const summoner = residents.some((s) => s.character === 'summoner');
		if (dealtDemon && !demonLives && !summoner && !win) {
			const was = residents.filter((s) => isDemon(state, s.was ?? s.character));
			const said = was.map((s) => `${s.was ?? '-'}→${s.character} ${s.alive ? 'alive' : 'dead'}`);
			p.problem('no Demon alive but the win check says nothing', said.join(', '));
		}
		if (residents.some((s) => s.alive && isDemon(state, s.character)) && alive <= 2 && !win)
			p.problem('two players alive but the win check says nothing');
	}
	callTheRest(p, state);
}

/** The rest of the night's and day's API on this state: nothing may throw. */
function callTheRest(p: Play, state: GameState): void {
	p.call('dawnChanges', () => dawnChanges(state));
	p.call('dawnDeaths', () => dawnDeaths(state));
	p.call('twinPair', () => twinPair(state));
	if (state.phase.kind !== 'night') return;
	p.call('nightNumbers', () => nightNumbers(state));
	const steps = p.call('nightSteps', () => nightSteps(state)) ?? [];
	// Dusk, then dawn; before dusk and after dawn only what the script's order puts there (the
	// official sheet's Leviathan and Vizier are announced at dawn; a homebrew step may ask to
	// come first of all).
	const order = state.phase.n === 1 ? state.script.firstNight : state.script.otherNight;
	const outside = new Set([
		...order.slice(0, Math.max(0, order.indexOf('dusk'))),
		...order.slice(order.indexOf('dawn') + 1)
	]);
	const dusk = steps.findIndex((s) => s.kind === 'dusk');
	const dawn = steps.findIndex((s) => s.kind === 'dawn');
	const astray = steps.filter(
		(s, i) => (i < dusk || i > dawn) && !outside.has(s.character ?? s.key)
	);
	if (dusk < 0 || dawn < dusk || astray.length)
		p.problem('the night does not run from dusk to dawn', steps.map((s) => s.key).join(' '));
	const step = steps.find((s) => s.status === 'todo');
	if (!step) return;
	p.call(`toldBefore ${step.character ?? step.kind}`, () => toldBefore(state, step));
	const killer = step.kills ? step.character : undefined;
	if (killer)
		for (const seat of state.seats.filter((s) => s.alive))
			p.call(`protections ${killer}`, () => protections(state, killer, seat.id));
}
