import { own } from '../../../engine/own';
import { characterOf } from './seats';
import type { CharacterId, GameState, Phase, Seat, SeatId } from './types';
import { aliveCount, votesNeeded } from './votes';

export interface PublicSeat {
	id: SeatId;
	name: string;
	alive: boolean;
	ghostVote: boolean;
	traveller: boolean;
	/** Travellers' characters are public; nobody else's is. */
	travellerCharacter: CharacterId | null;
	nominatedToday: boolean;
	nominatedByToday: boolean;
}

export interface PublicNomination {
	nominator: SeatId;
	nominee: SeatId;
	exile: boolean;
	open: boolean;
	voters: SeatId[] | null;
	total: number | null;
}

export interface PublicView {
	name: string;
	scriptName: string;
	phase: Phase;
	seats: PublicSeat[];
	alive: number;
	majority: number;
	nominations: PublicNomination[];
	block: { seat: SeatId | null; votes: number } | null;
	executed: { seat: SeatId | null; died: boolean } | null;
	fabled: CharacterId[];
	privateChats: { seats: SeatId[]; at: number }[];
	winner: GameState['winner'];
}

/**
 * The seats as the table last saw them. At night nothing has been announced since dusk: deaths,
 * revivals and ghost votes stay as they were then until the storyteller starts the day. A seat
 * that joined tonight (a traveller) is shown as it is.
 */
function seenSeats(state: GameState): Seat[] {
	const night = state.phase.kind === 'night' ? state.night : null;
	if (!night) return state.seats;
	return state.seats.map((s) => {
		const alive = own(night.aliveAtDusk, s.id);
		if (alive === undefined) return s;
		const ghostVote = alive ? true : (own(night.ghostVotesAtDusk, s.id) ?? s.ghostVote);
		return alive === s.alive && ghostVote === s.ghostVote ? s : { ...s, alive, ghostVote };
	});
}

/**
 * What the table may see: names, life, ghost votes, today's nominations and votes. Built from the
 * full state by keeping only public facts, so secrets never reach the public screen's markup.
 * At night it is the town as it was at dusk (see seenSeats); by day, as it is.
 */
export function publicView(full: GameState): PublicView {
	const seats = seenSeats(full);
	const state = seats === full.seats ? full : { ...full, seats };
	const day = state.day;
	return {
		name: state.name,
		scriptName: state.script.name,
		phase: state.phase,
		seats: state.seats.map((s) => ({
			id: s.id,
			name: s.name,
			alive: s.alive,
			ghostVote: s.ghostVote,
			traveller: s.traveller,
			travellerCharacter:
				s.traveller && characterOf(state, s.character)?.team === 'traveller' ? s.character : null,
			nominatedToday: !!day?.nominations.some((n) => n.nominee === s.id),
			nominatedByToday: !!day?.nominations.some((n) => n.nominator === s.id)
		})),
		alive: aliveCount(state),
		majority: votesNeeded(state),
		nominations: (day?.nominations ?? []).map((n) => ({
			nominator: n.nominator,
			nominee: n.nominee,
			exile: n.exile,
			open: n.voters === null,
			voters: n.hidden ? null : n.voters,
			total: n.hidden ? null : n.total
		})),
		// After a secret vote (Organ Grinder) the block would give the tally away.
		block: day?.nominations.some((n) => n.hidden) ? null : (day?.block ?? null),
		executed: day?.execution ? { seat: day.execution.seat, died: day.execution.died } : null,
		fabled: state.fabled.slice(),
		privateChats: day?.privateChats.map((c) => ({ seats: c.seats.slice(), at: c.at })) ?? [],
		winner: state.phase.kind === 'ended' ? state.winner : null
	};
}
