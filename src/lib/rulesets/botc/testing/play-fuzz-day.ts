import { offerEvents, suggestChanges } from '../engine/change-offers';
import { suggestDeaths } from '../engine/grandmother';
import { mayVote, openNomination, tally, votingOrder } from '../engine/votes';
import { checkWin } from '../engine/win';
import type { Nomination } from '../engine/types';
import type { Play } from './play-fuzz';
import { storytellerHand } from './play-fuzz-hand';

// The day as the storyteller taps through it (the day panel): nominations the rules allow, the
// hands raised counted in order (ghost votes too), the execution of the one on the block, of
// someone else, or none; then dusk. Also what any screen offers at any time: the change and
// death banners, and the win banner.

/** The change and death offers on screen, each taken or left at random (a left one stays left). */
export function takeOffers(p: Play): void {
	for (let round = 0; round < 5 && !p.stopped; round++) {
		const changes = p.call('suggestChanges', () => suggestChanges(p.s)) ?? [];
		const deaths = p.call('suggestDeaths', () => suggestDeaths(p.s)) ?? [];
		const offers = [
			...changes.map((o) => ({
				key: `c:${JSON.stringify(o.event)}`,
				events: offerEvents(o),
				what: `change ${o.code}`
			})),
			...deaths.map((o) => ({
				key: `d:${o.code}:${o.seat}:${o.because}`,
				events: [o.event],
				what: `death ${o.code}`
			}))
		].filter((o) => !p.left.has(o.key));
		const o = offers[0];
		if (!o) return;
		if (p.chance(0.15)) p.left.add(o.key);
		else if (!p.send(o.events, `${o.what} offered`)) p.left.add(o.key);
	}
}

/** The win banner: accepted most of the time (ending the game), else left for now. */
export function tryWin(p: Play): boolean {
	if (p.s.phase.kind === 'ended') return true;
	const win = p.call('checkWin', () => checkWin(p.s));
	if (!win?.winner || !p.chance(0.9)) return false;
	return p.send(
		[{ type: 'game/ended', winner: win.winner, reason: '', because: win.message }],
		`end of the game (${win.code})`
	);
}

export function playDay(p: Play): void {
	const tries = p.rng.int(4);
	for (let i = 0; i < tries && !p.stopped; i++) {
		if (p.s.phase.kind !== 'day' || p.s.day?.execution) break;
		nominate(p);
		p.maybeUndo(0.05);
		takeOffers(p);
		if (tryWin(p)) return;
	}
	if (p.stopped || p.s.phase.kind !== 'day') return;
	const pending = openNomination(p.s);
	if (pending) countVote(p, pending);
	if (p.chance(0.35)) storytellerHand(p);
	if (p.chance(0.2)) {
		const seats = p.some(p.s.seats, 2 + p.rng.int(2)).map((x) => x.id);
		p.send([{ type: 'private-chat', seats }], 'private chat');
	}
	if (p.stopped || p.s.phase.kind !== 'day') return;
	execute(p);
	takeOffers(p);
	if (tryWin(p) || p.stopped) return;
	if (!p.send([{ type: 'night/started' }], 'dusk')) p.stopped = 'broken';
}

function nominate(p: Play): void {
	const day = p.s.day;
	if (!day) return;
	// A vote left open (an Undo took back its count): the vote counter is on screen.
	const pending = openNomination(p.s);
	if (pending) return countVote(p, pending);
	const travellers = p.s.seats.filter((s) => s.traveller);
	const exile = travellers.length > 0 && p.chance(0.15);
	let nominator: string | undefined;
	let nominee: string | undefined;
	if (exile) {
		nominator = p.pick(p.s.seats)?.id;
		nominee = p.pick(
			travellers.filter((t) => !day.nominations.some((n) => n.exile && n.nominee === t.id))
		)?.id;
	} else {
		const done = new Set(day.nominations.filter((n) => !n.exile).map((n) => n.nominator));
		const nominated = new Set(day.nominations.filter((n) => !n.exile).map((n) => n.nominee));
		nominator = p.pick(p.s.seats.filter((s) => s.alive && !done.has(s.id)))?.id;
		nominee = p.pick(p.s.seats.filter((s) => !nominated.has(s.id)))?.id;
	}
	// Now and then any two players: the rules may refuse, and the storyteller overrides.
	const free = p.chance(0.1);
	if (free) [nominator, nominee] = [p.pick(p.s.seats)?.id, p.pick(p.s.seats)?.id];
	if (!nominator || !nominee) return;
	const opened = {
		type: 'nomination/opened' as const,
		nominator,
		nominee,
		...(exile ? { exile } : {})
	};
	if (!p.send([opened], exile ? 'exile' : 'nomination', !free)) {
		if (!free) return;
		const reason = 'the storyteller allows it';
		const allowed = p.send([{ ...opened, override: reason }], 'nomination overridden', false);
		const code = p.lastRefusal;
		// An override lifts the rules' limits on who nominates whom, not the day's state or
		// that only a traveller is exiled.
		const kept = ['vote-open-nominate', 'executed-day-over', 'exile-traveller'];
		if (!allowed && !kept.includes(code ?? ''))
			p.problem(`refused an overridden nomination: ${code}`);
		if (!allowed) return;
	}
	const open = openNomination(p.s);
	if (!open) return void p.problem('nomination accepted but none open');
	countVote(p, open);
}

/** The hands counted in order (ghost votes too), or now and then the vote cancelled. */
function countVote(p: Play, open: Nomination): void {
	if (p.chance(0.05)) return void p.send([{ type: 'nomination/cancelled' }], 'cancel the vote');
	const order = p.call('votingOrder', () => votingOrder(p.s, open.nominee)) ?? [];
	if (order.length !== p.s.seats.length) p.problem('voting order leaves out seats');
	const hands = order.filter((s) => mayVote(p.s, s, open.exile) && p.chance(0.55)).map((s) => s.id);
	if (p.chance(0.3)) {
		const asked = p.rng.int(order.length + 1);
		const so = hands.filter((id) => order.findIndex((s) => s.id === id) < asked);
		p.send([{ type: 'nomination/counting', hands: so, asked }], 'vote being counted');
	}
	const total = p.call('tally', () => tally(p.s, hands));
	if (!p.send([{ type: 'nomination/voted', voters: hands }], 'vote')) return;
	const closed = p.s.day?.nominations.find((n) => n.id === open.id);
	if (closed && total !== undefined && closed.total !== total)
		p.problem('the vote stored differs from the tally', `${closed.total} vs ${total}`);
}

function execute(p: Play): void {
	const block = p.s.day?.block?.seat;
	if (block && p.chance(0.8)) {
		p.send([{ type: 'execution', seat: block, died: true }], 'execution of the block');
		return;
	}
	const other = p.pick(p.s.seats.filter((s) => s.alive && !s.traveller))?.id;
	if (other && p.chance(0.25))
		p.send([{ type: 'execution', seat: other, died: true }], 'execution');
	else if (p.chance(0.7)) p.send([{ type: 'execution', seat: null, died: false }], 'no execution');
}
