import { type Adjustment, type Tally, firstToReach, leaders, tallyBallots } from '../forum/ballot';
import { ALL_SKILLS, counter, hasLost, hasStatus } from '../forum/marks';
import { type Line, text } from '../../engine/text';
import { inGame, nameOf, seatOf, voteWeight } from './seats';
import { CT, ST } from './skills';
import type { SeatId, WerewolfState } from './state';

export interface Count {
	tally: Tally;
	lines: Line[];
	/** Day 1: the new sheriff. Later: who goes out (or would, before 装傻). */
	kind: 'sheriff' | 'out' | 'none';
	seat: SeatId | null;
	cause: 'vote' | 'scapegoat' | null;
	/** The count puts out an idiot who still has 【装傻】: the director must ask. */
	idiotMayFeign: boolean;
	/** 诽谤 or 血统 changed who goes out: 公示. */
	announce: ('slander' | 'bloodline')[];
}

/**
 * The day's count (FAQ 3): weighted ballots (警长 ×2, 装傻 的白痴 0), then 诽谤 +2 and 头狼 −2,
 * then a single top player goes out (or becomes sheriff on day 1, the first to reach the most
 * votes winning a tie); a tie sends the 替罪羊 out; 修女【救赎】 saves the top player.
 */
export function countDay(state: WerewolfState): Count {
	const day = state.day;
	const n = day?.n ?? 0;
	const lines: Line[] = [];
	const nm = (id: SeatId | null) => nameOf(state, id);
	const valid = (day?.ballots ?? []).filter((b) => {
		const voter = seatOf(state, b.voter);
		if (!voter || !inGame(state, voter)) {
			lines.push({
				key: `void-voter:${b.voter}`,
				text: text(
					`${nm(b.voter)} 已不在场：选票作废`,
					`${nm(b.voter)} is no longer playing: ballot void`
				)
			});
			return false;
		}
		const target = b.target ? seatOf(state, b.target) : null;
		if (b.target && (!target || !inGame(state, target))) {
			lines.push({
				key: `void-target:${b.voter}`,
				text: text(
					`${nm(b.voter)} 投给已出局的 ${nm(b.target)}：选票作废`,
					`${nm(b.voter)} voted for ${nm(b.target)}, who is out: ballot void`
				)
			});
			return false;
		}
		return true;
	});
	const weightOf = (voter: SeatId) => {
		const seat = seatOf(state, voter);
		if (!seat) return { weight: 0, lines: [] };
		const w = voteWeight(state, seat);
		if (hasStatus(seat, ST.feigned))
			return {
				weight: 0,
				lines: [
					{
						key: `feigned:${voter}`,
						text: text(
							`${seat.name} 已发动【装傻】：投票不计入`,
							`${seat.name} feigned: their vote does not count`
						)
					}
				]
			};
		if (w === 2)
			return {
				weight: 2,
				lines: [
					{
						key: `sheriff:${voter}`,
						text: text(
							`${seat.name} 是警长【带队】：计两票`,
							`${seat.name} is the sheriff: counts twice`
						)
					}
				]
			};
		return { weight: w, lines: [] };
	};
	const adjustments: Adjustment[] = [];
	for (const seat of state.seats.filter((x) => inGame(state, x))) {
		if (counter(seat, CT.slanderedDay) === n)
			adjustments.push({
				target: seat.id,
				delta: 2,
				line: {
					key: `slander:${seat.id}`,
					text: text(`${seat.name} 被【诽谤】：+2`, `${seat.name} was slandered: +2`)
				}
			});
		if (seat.role === 'wolfLeader' && n >= 2 && !hasLost(seat, ALL_SKILLS))
			adjustments.push({
				target: seat.id,
				delta: -2,
				line: {
					key: `bloodline:${seat.id}`,
					text: text(`${seat.name} 的【血统】：−2`, `${seat.name}'s Bloodline: −2`)
				}
			});
	}
	const tally = tallyBallots(valid, weightOf, adjustments);
	lines.push(...tally.lines);
	for (const [id, v] of Object.entries(tally.adjusted).sort((a, b) => b[1] - a[1]))
		lines.push({
			key: `total:${id}`,
			text: text(
				`${nm(id)}：${v} 票${tally.raw[id] !== v ? `（原 ${tally.raw[id] ?? 0} 票）` : ''}`,
				`${nm(id)}: ${v}${tally.raw[id] !== v ? ` (was ${tally.raw[id] ?? 0})` : ''}`
			)
		});
	const base = { tally, lines, idiotMayFeign: false, announce: [] as Count['announce'] };
	if (tally.top.length === 0 || tally.max <= 0) {
		lines.push({ key: 'result', text: text('无人得票：无人出局', 'No votes: nobody goes out') });
		return { ...base, kind: 'none', seat: null, cause: null };
	}
	if (n === 1) {
		const seat =
			tally.top.length === 1
				? (tally.top[0] as SeatId)
				: firstToReach(valid, (v) => weightOf(v).weight, tally.top, tally.max);
		if (tally.top.length > 1)
			lines.push({
				key: 'first',
				text: text(
					`平票：${nm(seat)} 最先达到 ${tally.max} 票`,
					`Tie: ${nm(seat)} reached ${tally.max} first`
				)
			});
		lines.push({
			key: 'result',
			text: text(`${nm(seat)} 当选警长`, `${nm(seat)} is elected sheriff`)
		});
		return { ...base, kind: 'sheriff', seat, cause: null };
	}
	if (tally.top.length > 1) {
		const goat = state.seats.find(
			(x) => hasStatus(x, ST.scapegoat) && inGame(state, x) && !hasLost(x, ALL_SKILLS)
		);
		if (!goat) {
			lines.push({
				key: 'result',
				text: text(
					`平票（${tally.top.map(nm).join('、')}）且没有替罪羊：无人出局`,
					`Tie (${tally.top.map(nm).join(', ')}) and no scapegoat: nobody goes out`
				)
			});
			return { ...base, kind: 'none', seat: null, cause: null };
		}
		if (counter(goat, CT.redeemedDay) === n) {
			lines.push({
				key: 'result',
				text: text(
					`平票：替罪羊 ${goat.name} 受【救赎】：无人出局`,
					`Tie: the scapegoat ${goat.name} is redeemed: nobody goes out`
				)
			});
			return { ...base, kind: 'none', seat: null, cause: null };
		}
		lines.push({
			key: 'result',
			text: text(
				`平票（${tally.top.map(nm).join('、')}）：【冤死】替罪羊 ${goat.name} 代替出局`,
				`Tie (${tally.top.map(nm).join(', ')}): the scapegoat ${goat.name} goes out instead`
			)
		});
		return { ...base, kind: 'out', seat: goat.id, cause: 'scapegoat' };
	}
	const top = tally.top[0] as SeatId;
	const rawTop = leaders(tally.raw).top;
	const announce: Count['announce'] = [];
	// Without the +2 and −2 a single leader goes out, or a tie sends the scapegoat: announce the
	// skill that changed that (a raw tie counts too: 血统 can put out the second instead).
	if (rawTop.length !== 1 || rawTop[0] !== top) {
		const topSeat = seatOf(state, top);
		if (topSeat && counter(topSeat, CT.slanderedDay) === n) {
			announce.push('slander');
			lines.push({
				key: 'slander-result',
				text: text(
					`【诽谤】${nm(top)} 票数 +2 后最高，取代得票最高者出局（公示）`,
					`Slander: ${nm(top)} tops the count with +2 and goes out instead (announced)`
				)
			});
		}
		const leader = rawTop.map((id) => seatOf(state, id)).find((x) => x?.role === 'wolfLeader');
		if (leader && !announce.includes('slander')) {
			announce.push('bloodline');
			lines.push({
				key: 'bloodline-result',
				text: text(
					`【血统】头狼票数 −2 后未达出局条件，得票第二高的 ${nm(top)} 代替出局（公示）`,
					`Bloodline: after −2 the wolf leader is not out; ${nm(top)} goes out instead (announced)`
				)
			});
		}
	}
	const seat = seatOf(state, top);
	if (seat && counter(seat, CT.redeemedDay) === n) {
		lines.push({
			key: 'result',
			text: text(
				`${nm(top)} 得票最高，但受修女【救赎】：无人出局`,
				`${nm(top)} tops the count but is redeemed: nobody goes out`
			)
		});
		// 救赎: nobody goes out, so neither 诽谤 nor 血统 put anyone out: nothing of them is posted.
		return { ...base, kind: 'none', seat: null, cause: null };
	}
	const idiotMayFeign =
		!!seat && seat.role === 'idiot' && !hasLost(seat, ALL_SKILLS) && !hasStatus(seat, ST.silenced);
	lines.push({
		key: 'result',
		text: text(`${nm(top)} 得票最高，出局`, `${nm(top)} has the most votes and goes out`)
	});
	return { ...base, announce, kind: 'out', seat: top, cause: 'vote', idiotMayFeign };
}
