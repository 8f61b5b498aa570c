import type { Fact, Phase, SeatId, WerewolfState } from './state';

/**
 * What the players may see of a 沉取场 game (公示), for the public screen: seat numbers and
 * names, who is out, ejected, charmed and sheriff as announced so far, and the day's ballots
 * once counted (投票过程在计票结束前不予公布). Built from the published facts only: a night's
 * events wait for the next day's opening post; identities and causes are never in it.
 */
export interface ChenquPublicRow {
	seat: SeatId;
	no: number;
	name: string;
	sheriff: boolean;
	states: ('out' | 'ejected' | 'charmed')[];
}

export interface ChenquPublicView {
	phase: Phase;
	rows: ChenquPublicRow[];
	/** Today's ballots after the count; empty before it and outside a day. */
	ballots: { voter: SeatId; target: SeatId | null }[];
	winner: WerewolfState['winner'];
}

/** The day or night now under way, as a number on one line: day n = 2n−1, night n = 2n. */
function stageOf(p: Phase): number {
	if (p.kind === 'day') return 2 * p.n - 1;
	if (p.kind === 'night') return 2 * p.n;
	return p.kind === 'ended' ? Infinity : -1;
}

/**
 * Posted already: a count's facts at once (immediate), everything else of a day or night in the
 * next day's opening post.
 */
function published(f: Fact, phase: Phase): boolean {
	if (f.immediate || phase.kind === 'ended') return true;
	// Day n and night n are both posted on the morning of day n + 1.
	return stageOf(phase) >= 2 * (f.when.n + 1) - 1;
}

export function publicViewChenqu(s: WerewolfState): ChenquPublicView {
	const facts = s.facts.filter((f) => published(f, s.phase));
	const said = (kinds: Fact['kind'][], id: SeatId) =>
		facts.some((f) => kinds.includes(f.kind) && f.seats.includes(id));
	const badge = facts
		.filter((f) => ['sheriff', 'sheriffChanged', 'sheriffCleared'].includes(f.kind))
		.at(-1);
	const sheriff = badge?.kind === 'sheriffCleared' ? null : (badge?.seats[0] ?? null);
	// The piper's exit ends every charm; until it is posted, the table keeps the charms it was told.
	let sinceLastPiper = 0;
	facts.forEach((f, i) => {
		if (f.kind === 'piperOut') sinceLastPiper = i + 1;
	});
	const charmsEndUntold = s.facts.some((f) => f.kind === 'piperOut' && !published(f, s.phase));
	const charmTold = (id: SeatId) =>
		facts.slice(sinceLastPiper).some((f) => f.kind === 'charmed' && f.seats.includes(id));
	const rows = s.seats.map((seat, i): ChenquPublicRow => {
		const states: ChenquPublicRow['states'] = [];
		const out = !!seat.out && said(['out'], seat.id);
		const ejections = facts.filter(
			(f) => (f.kind === 'ejected' || f.kind === 'restored') && f.seats.includes(seat.id)
		);
		if (out) states.push('out');
		if (ejections.at(-1)?.kind === 'ejected') states.push('ejected');
		if (!out && (seat.statuses.includes('charmed') || charmsEndUntold) && charmTold(seat.id))
			states.push('charmed');
		return { seat: seat.id, no: i + 1, name: seat.name, sheriff: sheriff === seat.id, states };
	});
	const counted = s.phase.kind === 'day' && s.day?.result;
	return {
		phase: s.phase,
		rows,
		ballots: counted
			? [...(s.day?.ballots ?? [])]
					.sort((a, b) => a.seq - b.seq)
					.map((b) => ({ voter: b.voter, target: b.target }))
			: [],
		winner: s.phase.kind === 'ended' ? s.winner : null
	};
}
