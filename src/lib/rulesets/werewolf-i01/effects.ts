import { counter, withCounter, withStatus, withoutStatus } from '../forum/marks';
import { type Line, text } from '../../engine/text';
import { LAST_WORDS_LIMIT } from './roles';
import {
	type I01State,
	type OutCause,
	type When,
	isCharmed,
	isEjectedSeat,
	isLover,
	isOut,
	isSheriff,
	playerOf,
	seatLabel,
	tick,
	withPlayer
} from './state';

/**
 * State changes shared by the night, the day and 孤刀: entering 濒死, going out (with 殉情, the
 * sheriff's 殉职 and the piper's charm ending), each explained by a line.
 */
export function becomeDying(s: I01State, seat: string): I01State {
	const [t, seq] = tick(s);
	return withPlayer(t, seat, (p) => ({
		...p,
		marks: withCounter(withStatus(p.marks, 'dying'), 'dyingAt', seq)
	}));
}

export function leaveDying(s: I01State, seat: string): I01State {
	return withPlayer(s, seat, (p) => ({
		...p,
		marks: withCounter(withoutStatus(p.marks, 'dying'), 'dyingAt', null)
	}));
}

const CAUSE_ZH: Record<OutCause, string> = {
	kill: '濒死后出局',
	poison: '【毒药】',
	vote: '投票',
	lovers: '【殉情】',
	blade: '【孤刀】'
};
const CAUSE_EN: Record<OutCause, string> = {
	kill: 'dying at the end of the night',
	poison: 'the Poison',
	vote: 'the vote',
	lovers: 'heartbreak (殉情)',
	blade: 'the lone blade (孤刀)'
};

/** Puts `seat` out, then its lover at once (殉情); asks for a successor if it was the sheriff. */
export function putOut(
	s: I01State,
	seat: string,
	cause: OutCause,
	when: When,
	at: number
): { state: I01State; lines: Line[] } {
	const p = playerOf(s, seat);
	if (!p || isOut(p)) return { state: s, lines: [] };
	const [t, seq] = tick(s);
	const order = counter(p.marks, 'dyingAt') ?? seq;
	let state = withPlayer(t, seat, (q) => ({
		...q,
		marks: withCounter(withoutStatus(q.marks, 'dying'), 'dyingAt', null),
		out: { seq, order, cause, when, at }
	}));
	state = { ...state, notices: [...state.notices, { seq, when, kind: 'out', seat, order }] };
	const who = seatLabel(s, seat);
	const lines: Line[] = [
		{
			key: `out.${seat}`,
			text: text(`${who}出局（${CAUSE_ZH[cause]}）`, `${p.name} is out (${CAUSE_EN[cause]})`)
		}
	];
	if (isSheriff(p)) {
		state = { ...state, pending: [...state.pending, { kind: 'badge', from: seat }] };
		lines.push({
			key: `badge.${seat}`,
			text: text(
				`警长${who}出局：【殉职】须选择一名未出局的角色继任警长`,
				`The sheriff ${p.name} is out: they must name a successor (殉职)`
			)
		});
	}
	if (p.role === 'piper') {
		const charmed = state.players.filter((q) => isCharmed(q)).map((q) => q.seat);
		for (const c of charmed)
			state = withPlayer(state, c, (q) => ({ ...q, marks: withoutStatus(q.marks, 'charmed') }));
		state = {
			...state,
			notices: [...state.notices, { seq, when, kind: 'uncharm', seat, order: seq }]
		};
		lines.push({
			key: `uncharm.${seat}`,
			text: text(
				'吹笛出局：癫狂状态全部解除（公示）',
				'The piper is out: every charm ends (announced)'
			)
		});
	}
	if (isLover(p)) {
		const partner = state.players.find((q) => q.seat !== seat && isLover(q) && !isOut(q));
		if (partner) {
			const more = putOut(state, partner.seat, 'lovers', when, at);
			state = more.state;
			lines.push(...more.lines);
		}
	}
	return { state, lines };
}

/** Characters in the order they went out (the first four may leave last words). */
export function outOrder(s: I01State): string[] {
	return s.players
		.filter(isOut)
		.sort((a, b) => (a.out?.seq ?? 0) - (b.out?.seq ?? 0))
		.map((p) => p.seat);
}

/**
 * Whether `seat` may leave last words: among the first four out. A 罚下 character that goes out
 * still uses up its place but cannot post (罚下 may not take part in discussion).
 */
export function lastWordsRight(s: I01State, seat: string): 'yes' | 'ejected' | 'no' {
	const i = outOrder(s).indexOf(seat);
	if (i < 0 || i >= LAST_WORDS_LIMIT) return 'no';
	return isEjectedSeat(s, seat) ? 'ejected' : 'yes';
}
