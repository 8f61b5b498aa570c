import { holdersOf } from './abilities';
import { alignmentOf } from './seats';
import type { CharacterChange, GameState, Reminder, Seat, SeatId } from './types';

/**
 * The Evil Twin's pair as the log shows it: the seat holding the Evil Twin's ability and the
 * player the storyteller marked with its Twin token at setup (or later). Official rulings: the
 * pair is two players of opposite alignments; which of them holds which character does not
 * matter, only who is good; if both end up on the same side, the storyteller picks a new twin.
 *
 * - `sure`: the good twin (whose execution wins for evil) and the evil one, and the holder of
 *   the ability (whose death or drunkenness switches the rules off);
 * - `unsure`: the log cannot tell (the Evil Twin's character moved to a third player, the twins
 *   are on one side now, several tokens or holders): the storyteller decides, and the grimoire
 *   says so instead of guessing. `seats`: the players concerned.
 */
export type TwinPair =
	| { sure: true; good: Seat; evil: Seat; holder: Seat }
	| { sure: false; why: 'same-side' | 'moved' | 'several'; seats: SeatId[] };

const TWIN = /^(twin|双子)$/i;

/** Phases in order: setup 0, night 1, day 1, night 2… */
const rank = (p: { kind: 'setup' | 'night' | 'day'; n: number }) =>
	p.kind === 'setup' ? 0 : p.kind === 'night' ? 2 * p.n - 1 : 2 * p.n;

/** The change by which the seat came to hold the Evil Twin's character (last one), if any. */
function cameBy(state: GameState, seat: Seat): CharacterChange | undefined {
	return (state.changes ?? []).findLast(
		(c) =>
			!c.gained &&
			((c.seat === seat.id && c.to === 'eviltwin') || (c.with === seat.id && c.from === 'eviltwin'))
	);
}

export function twinPair(state: GameState): TwinPair | null {
	const marked = state.seats.filter(
		(s) => !s.traveller && s.reminders.some((r) => r.source === 'eviltwin' && TWIN.test(r.label))
	);
	const holders = holdersOf(state, 'eviltwin').filter((s) => !s.traveller);
	if (marked.length === 0 || holders.length === 0) return null;
	const concerned = [...new Set([...holders, ...marked].map((s) => s.id))];
	if (marked.length > 1 || holders.length > 1)
		return { sure: false, why: 'several', seats: concerned };
	const holder = holders[0] as Seat;
	const twin = marked[0] as Seat;
	const token = twin.reminders.find(
		(r) => r.source === 'eviltwin' && TWIN.test(r.label)
	) as Reminder;
	const change = cameBy(state, holder);
	let other: Seat | undefined = twin;
	if (holder.id === twin.id) {
		// The twins swapped characters (a Barber's haircut): still the same two players.
		const partner = change?.seat === holder.id ? change?.with : change?.seat;
		other = partner ? state.seats.find((s) => s.id === partner) : undefined;
	} else if (change) {
		// The character moved to a third player: their twin is the storyteller's pick, unless
		// the token was placed since.
		const since = token.placed && rank(token.placed) >= rank(change.at);
		if (!since) other = undefined;
	}
	if (!other) return { sure: false, why: 'moved', seats: concerned };
	const a = alignmentOf(state, holder);
	const b = alignmentOf(state, other);
	if (a === b) return { sure: false, why: 'same-side', seats: [holder.id, other.id] };
	const [good, evil] = a === 'good' ? [holder, other] : [other, holder];
	return { sure: true, good, evil, holder };
}
