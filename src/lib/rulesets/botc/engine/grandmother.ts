import { holdersOf } from './abilities';
import { exorcisedBy } from './exorcist';
import { protections } from './protections';
import { characterOf, isDrunkIn, isPoisonedIn } from './seats';
import type { GameEventBody } from './events';
import type { GameState, Seat, SeatId } from './types';

/**
 * A death the grimoire works out from the log, offered to the storyteller and applied only by a
 * tap: the Grandmother dies too when the Demon kills her grandchild.
 * - `seat`: who would die (the Grandmother), `because`: the grandchild who died tonight;
 * - `unsure`: the grandchild's death has no cause recorded, so it may not be the Demon's kill.
 */
export interface DeathOffer {
	code: 'grandmother';
	seat: SeatId;
	because: SeatId;
	unsure: boolean;
	event: Extract<GameEventBody, { type: 'seat/died' }>;
}

/**
 * The player a Grandmother's "Grandchild" reminder is on: the one her own answer placed (a
 * Philosopher-Grandmother and the real one he made drunk each mark a grandchild), else the only
 * one (or the one she placed, if it says so).
 */
function grandchildOf(state: GameState, holder: Seat): Seat | undefined {
	const placed = [...state.nights, ...(state.night ? [state.night] : [])]
		.flatMap((n) => n.answers ?? [])
		.filter((a) => a.character === 'grandmother' && a.seats.includes(holder.id))
		.flatMap((a) => a.placed ?? []);
	const own = state.seats.find((s) =>
		s.reminders.some((r) => r.label === 'Grandchild' && placed.includes(r.id))
	);
	if (own) return own;
	const marked = state.seats.filter((s) =>
		s.reminders.some(
			(r) =>
				r.source === 'grandmother' &&
				r.label === 'Grandchild' &&
				(r.from === undefined || r.from === holder.id)
		)
	);
	return marked.length === 1 ? marked[0] : undefined;
}

/**
 * Tonight's death of `seat`: 'demon' when a Demon's kill is recorded, 'unknown' when no cause is,
 * null when it did not die tonight or something else killed it.
 */
function killedTonight(state: GameState, seat: Seat): 'demon' | 'unknown' | null {
	const p = state.phase;
	if (p.kind !== 'night' || seat.alive) return null;
	const death = (state.deaths ?? []).findLast(
		(d) => d.seat === seat.id && d.kind === 'night' && d.n === p.n
	);
	if (!death) return null;
	if (!death.by) return exorcisedDemon(state) ? null : 'unknown';
	if (death.by === 'execution') return null;
	return characterOf(state, death.by)?.team === 'demon' ? 'demon' : null;
}

/**
 * The Exorcist chose the Demon tonight: it does not wake, so a death with no cause recorded is not
 * its kill (the Pukka's previous victim dies all the same, so not with a Pukka).
 */
function exorcisedDemon(state: GameState): boolean {
	const demons = state.seats.filter((s) => characterOf(state, s.character)?.team === 'demon');
	return !demons.some((s) => s.character === 'pukka') && !!exorcisedBy(state, demons);
}

/**
 * Deaths the log points to that were not recorded yet: a living, sober and healthy Grandmother
 * (or a player holding her ability) who may die tonight, whose grandchild the Demon killed.
 */
export function suggestDeaths(state: GameState): DeathOffer[] {
	if (state.phase.kind !== 'night') return [];
	const out: DeathOffer[] = [];
	for (const holder of holdersOf(state, 'grandmother')) {
		if (!holder.alive || isDrunkIn(state, holder) || isPoisonedIn(state, holder)) continue;
		// She cannot die tonight (the Tea Lady, the Innkeeper): her ability does not kill her.
		if (protections(state, 'grandmother', holder.id).some((p) => p.how === 'safe')) continue;
		const child = grandchildOf(state, holder);
		const how = child ? killedTonight(state, child) : null;
		if (!child || !how) continue;
		out.push({
			code: 'grandmother',
			seat: holder.id,
			because: child.id,
			unsure: how === 'unknown',
			event: { type: 'seat/died', seat: holder.id, by: 'grandmother' }
		});
	}
	return out;
}
