import { type Ballot, type Tally, type Weight, firstToReach, tallyBallots } from '../forum/ballot';
import { usesOf, withStatus, withUse, withoutStatus } from '../forum/marks';
import { type Line, text } from '../../engine/text';
import { putOut } from './effects';
import { lateBallotLine, lateBallots } from './late-ballots';
import { SHERIFF_WEIGHT } from './roles';
import {
	type I01Ballot,
	type I01State,
	isEjectedSeat,
	isLoneWolf,
	isOut,
	isSheriff,
	playerOf,
	seatLabel,
	withPlayer
} from './state';

/**
 * 投票与公布: every character not out votes for one target (or none). The sheriff's ballot is
 * 2.1 (【领导】). Day 1 elects the sheriff (a tie goes to whoever reached the top total first);
 * later days put the single top character out, and a tie puts nobody out.
 */
export function weightOf(s: I01State, voter: string): Weight {
	const p = playerOf(s, voter);
	const who = seatLabel(s, voter);
	if (!p || isOut(p))
		return {
			weight: 0,
			lines: [
				{ key: `w.${voter}`, text: text(`${who}已出局，选票不计`, `${voter} is out: not counted`) }
			]
		};
	if (isEjectedSeat(s, voter))
		return {
			weight: 0,
			lines: [
				{
					key: `w.${voter}`,
					text: text(`${who}已被罚下，选票不计`, `${p.name} is ejected: not counted`)
				}
			]
		};
	if (isSheriff(p))
		return {
			weight: SHERIFF_WEIGHT,
			lines: [
				{
					key: `w.${voter}`,
					text: text(
						`警长${who}的选票计为2.1票（【领导】）`,
						`The sheriff ${p.name}'s ballot counts 2.1`
					)
				}
			]
		};
	return { weight: 1, lines: [] };
}

const postTime = (b: I01Ballot) => (b.postedAt ? Date.parse(b.postedAt) : Infinity);

/**
 * The forum's order of the ballots: by floor, then by post time, then (for ballots entered
 * without either, as older logs were) by the order they were entered. Never by when a ballot
 * was last corrected.
 */
export function inPostOrder<B extends I01Ballot>(ballots: readonly B[]): B[] {
	return [...ballots].sort(
		(a, b) =>
			(a.floor ?? Infinity) - (b.floor ?? Infinity) || postTime(a) - postTime(b) || a.seq - b.seq
	);
}

export interface DayOutcome {
	tally: Tally;
	/** Sheriff (day 1) or character to put out; null: nobody. */
	chosen: string | null;
	lines: Line[];
}

/** The day's count, explained; pure, so the screen can show it while ballots come in. */
export function countDay(s: I01State, n: number, cast: readonly I01Ballot[]): DayOutcome {
	// Counted in the forum's order: 在时间上优先 is the post's place, not the typing order.
	const ballots: Ballot[] = inPostOrder(cast).map((b, i) => ({ ...b, seq: i + 1 }));
	// A ballot posted after the deadline counts only when the host kept it (逾期作废).
	const late = new Map(lateBallots(s, cast).map((l) => [l.voter, l]));
	const weigh = (v: string): Weight => {
		const l = late.get(v);
		if (!l) return weightOf(s, v);
		const line = lateBallotLine(s, l, `late.${v}`);
		if (l.ruling !== 'kept') return { weight: 0, lines: [line] };
		const w = weightOf(s, v);
		return { ...w, lines: [line, ...w.lines] };
	};
	const tally = tallyBallots(ballots, weigh);
	const lines: Line[] = [...tally.lines];
	const totals = Object.entries(tally.adjusted)
		.sort((a, b) => b[1] - a[1])
		.map(([seat, v]) => `${seatLabel(s, seat)} ${v}票`)
		.join('，');
	lines.push({
		key: 'totals',
		text: text(`得票：${totals || '无人得票'}`, `Votes: ${totals || 'none'}`)
	});
	if (tally.top.length === 0 || tally.max <= 0) {
		lines.push({ key: 'result', text: text('无人得票', 'Nobody has a vote') });
		return { tally, chosen: null, lines };
	}
	if (n === 1) {
		if (tally.top.length === 1) {
			const who = tally.top[0] as string;
			lines.push({
				key: 'result',
				text: text(
					`${seatLabel(s, who)}得票最多，成为警长`,
					`${who} has the most votes and becomes sheriff`
				)
			});
			return { tally, chosen: who, lines };
		}
		const first = firstToReach(ballots, (v) => weigh(v).weight, tally.top, tally.max);
		lines.push({
			key: 'result',
			text: text(
				`最高票并列（${tally.top.map((x) => seatLabel(s, x)).join('、')}，${tally.max}票）：在时间上最先达到${tally.max}票的${seatLabel(s, first)}成为警长`,
				`Tie at ${tally.max}: ${first} reached it first and becomes sheriff`
			)
		});
		return { tally, chosen: first, lines };
	}
	if (tally.top.length > 1) {
		lines.push({
			key: 'result',
			text: text(
				`最高票并列（${tally.top.map((x) => seatLabel(s, x)).join('、')}，${tally.max}票）：无人出局`,
				`Tie at ${tally.max}: nobody goes out`
			)
		});
		return { tally, chosen: null, lines };
	}
	const who = tally.top[0] as string;
	lines.push({
		key: 'result',
		text: text(
			`${seatLabel(s, who)}得票最多（${tally.max}票），出局`,
			`${who} has the most votes (${tally.max}) and goes out`
		)
	});
	return { tally, chosen: who, lines };
}

/** 孤刀 applies: the lone wolf, unused, not ejected, the last of the werewolf team not out. */
export function bladeReady(s: I01State, seat: string): boolean {
	const p = playerOf(s, seat);
	if (!p || !isLoneWolf(p) || p.team !== 'wolves' || usesOf(p.marks, 'blade') > 0) return false;
	if (isEjectedSeat(s, seat) || s.lostTeams.includes('wolves')) return false;
	return s.players.filter((q) => q.team === 'wolves' && q.seat !== seat).every(isOut);
}

/** Puts the day's chosen character out (after 孤刀 if it applies). */
export function voteOut(
	s: I01State,
	n: number,
	seat: string,
	bladeTarget: string | null,
	at: number
): { state: I01State; lines: Line[] } {
	const when = { kind: 'day' as const, n };
	const lines: Line[] = [];
	let st = s;
	let takeAlong: string | null = null;
	if (bladeTarget !== null) {
		st = withPlayer(st, seat, (p) => ({ ...p, marks: withUse(p.marks, 'blade') }));
		const t = playerOf(st, bladeTarget);
		const othersGone = (['lovers', 'piper'] as const).every(
			(team) => st.lostTeams.includes(team) || !st.players.some((p) => p.team === team)
		);
		const who = seatLabel(st, bladeTarget);
		if (t && t.team === 'village' && othersGone) {
			takeAlong = bladeTarget;
			lines.push({
				key: `blade.${seat}`,
				text: text(
					`孤狼【孤刀】${who}：该角色属于村民阵营，且其他阵营均已判负或不存在，与孤狼共同出局`,
					`The lone wolf's blade takes ${t.name}: village team, every other team lost or absent, out together`
				)
			});
		} else {
			lines.push({
				key: `blade.${seat}`,
				text: text(
					`孤狼【孤刀】${who}：${t?.team !== 'village' ? '该角色不属于村民阵营' : '尚有其他阵营未判负'}，无效`,
					`The lone wolf's blade on ${t?.name ?? bladeTarget}: no effect`
				)
			});
		}
	}
	const r = putOut(st, seat, 'vote', when, at);
	st = r.state;
	lines.push(...r.lines);
	if (takeAlong) {
		const r2 = putOut(st, takeAlong, 'blade', when, at);
		st = r2.state;
		lines.push(...r2.lines);
	}
	return { state: st, lines };
}

export function makeSheriff(s: I01State, seat: string | null): I01State {
	let st: I01State = {
		...s,
		players: s.players.map((p) => ({ ...p, marks: withoutStatus(p.marks, 'sheriff') }))
	};
	if (seat) st = withPlayer(st, seat, (p) => ({ ...p, marks: withStatus(p.marks, 'sheriff') }));
	return st;
}
