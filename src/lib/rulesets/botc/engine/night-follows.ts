import { effectsOn } from './effects';
import { executedToday, type StepWhy } from './night-triggers';
import { inForce } from './reminder-life';
import { alignmentOf, characterOf, isDrunkIn, isPoisonedIn } from './seats';
import type { CharacterId, GameState, Seat, SeatId } from './types';

/**
 * What the log says about abilities that follow the day and the night without a step of their
 * own: what the Cannibal ate, the Minstrel's drunkenness, the Pukka's victim, the Lleech's host,
 * Read by `nightSteps`.
 */

/** Every day so far (today's too), oldest first. */
function allDays(state: GameState) {
	return state.day ? [...state.days, state.day] : state.days;
}

/**
 * The Cannibal's meal: the last player executed who died, with their character (the ability the
 * Cannibal has now) and whether they were evil (then the Cannibal is poisoned). Null before any.
 */
export function cannibalMeal(
	state: GameState
): { seat: SeatId; character: CharacterId; evil: boolean } | null {
	for (const day of allDays(state).slice().reverse()) {
		const all = day.executions ?? (day.execution ? [day.execution] : []);
		const last = all.filter((x) => x.died && x.seat).at(-1);
		const seat = last?.seat ? state.seats.find((s) => s.id === last.seat) : undefined;
		if (!seat?.character) continue;
		return { seat: seat.id, character: seat.character, evil: alignmentOf(state, seat) === 'evil' };
	}
	return null;
}

const sober = (state: GameState, s: Seat) => !isDrunkIn(state, s) && !isPoisonedIn(state, s);

/**
 * The Minstrel: a Minion died by execution today while a sober Minstrel lived, so every other
 * player (travellers aside) is drunk tonight and until dusk tomorrow. Why, or null.
 */
export function minstrelDrunk(state: GameState): { why: StepWhy; minstrels: SeatId[] } | null {
	const minstrels = state.seats.filter(
		(s) => s.character === 'minstrel' && s.alive && sober(state, s)
	);
	if (minstrels.length === 0) return null;
	const minion = executedToday(state).find((id) => {
		const seat = state.seats.find((s) => s.id === id);
		return seat && characterOf(state, seat.character)?.team === 'minion';
	});
	return minion
		? { why: { code: 'minstrel', seat: minion }, minstrels: minstrels.map((s) => s.id) }
		: null;
}

/** A living player a holder's "Poisoned" reminder was put on before tonight, still in force. */
function poisonedEarlier(state: GameState, source: CharacterId): Seat | undefined {
	const tonight = state.phase.kind === 'night' ? state.phase.n : 0;
	return state.seats.find((s) =>
		s.reminders.some(
			(r) =>
				r.source === source &&
				/^poisoned$/i.test(r.label) &&
				(r.placed?.n ?? tonight) < tonight &&
				inForce(state, r)
		)
	);
}

/**
 * The Pukka's previous victim, who dies tonight (then is healthy): none while the Pukka is drunk
 * or poisoned (its poison does not work then, and the victim dies once it is sober again).
 */
export function pukkaVictim(state: GameState): SeatId | null {
	const seat = poisonedEarlier(state, 'pukka');
	const working = effectsOn(state, seat?.id ?? '').some(
		(e) => e.source === 'pukka' && e.kind === 'poisoned'
	);
	return seat?.alive && working ? seat.id : null;
}

/** The Lleech's host when dead: then the Lleech dies too. */
export function deadLleechHost(state: GameState): SeatId | null {
	const host = state.seats.find((s) =>
		s.reminders.some((r) => r.source === 'lleech' && /^poisoned$/i.test(r.label))
	);
	return host && !host.alive ? host.id : null;
}

/** Why a step of a character's ability is there beyond the night order, when the log says. */
export function stepNote(state: GameState, id: CharacterId): StepWhy | null {
	if (id === 'pukka') {
		const victim = pukkaVictim(state);
		return victim ? { code: 'pukka-poisoned', seat: victim } : null;
	}
	if (id === 'lleech') {
		const host = deadLleechHost(state);
		return host ? { code: 'host-died', seat: host } : null;
	}
	return null;
}

/**
 * The Po chose no one last time ("if your last choice was no-one, choose 3 players tonight"):
 * the Po was alive at last night's dusk (not the first night, when it does not act) and nobody
 * died by the Po that night: it chose no one, or was exorcised. The grimoire cannot tell a
 * choice that killed nobody (a protected player) from no choice: the step says so.
 */
export function poCharged(state: GameState, po: Seat): boolean {
	if (state.phase.kind !== 'night') return false;
	const last = state.phase.n - 1;
	if (last < 2) return false;
	const night = state.nights.find((n) => n.n === last);
	if (!night || night.aliveAtDusk[po.id] !== true) return false;
	// The Po's step was there last night (done, skipped, or the Exorcist's choice kept it asleep).
	return !(state.deaths ?? []).some((d) => d.by === 'po' && d.kind === 'night' && d.n === last);
}

/**
 * The Pit-Hag made a Demon tonight ("if a Demon is made, deaths tonight are arbitrary"): who dies
 * tonight is the storyteller's choice, not the Demons' kills.
 */
export function pitHagMadeDemon(state: GameState): boolean {
	const p = state.phase;
	if (p.kind !== 'night') return false;
	return (state.changes ?? []).some(
		(c) =>
			c.how === 'pithag' &&
			c.at.kind === 'night' &&
			c.at.n === p.n &&
			characterOf(state, c.to)?.team === 'demon'
	);
}
