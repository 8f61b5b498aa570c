import {
	ALL_SKILLS,
	hasLost,
	hasStatus,
	withLost,
	withStatus,
	withoutStatus
} from '../forum/marks';
import type { Explainer } from '../forum/resolution';
import { type Text, text } from '../../engine/text';
import { roleOf } from './roles';
import { inGame, kindOf, mapSeat, mapSeats, nameOf, partnerOf, playing, seatOf } from './seats';
import { DAY_SKILLS, ST } from './skills';
import {
	type Cause,
	type Fact,
	type FactKind,
	type SeatId,
	type When,
	type WerewolfState
} from './state';
import { settle } from './win';

export const CAUSES: Record<Cause, Text> = {
	vote: text('投票', 'the vote'),
	scapegoat: text('冤死', 'Scapegoat'),
	kill: text('杀人', 'the kill'),
	bite: text('撕咬', 'the bite'),
	princess: text('纯真', 'Innocence'),
	poison: text('毒药', 'poison'),
	shot: text('最后一枪', 'the last shot'),
	lovers: text('殉情', 'a broken heart'),
	assassin: text('行刺', 'assassination'),
	assassinBackfire: text('行刺（非狼人，刺客同时出局）', 'a failed assassination'),
	dieHard: text('死节', 'Die-hard'),
	idiot: text('白痴失去【装傻】', 'the idiot losing Feign'),
	director: text('导演裁定', "the director's ruling")
};

/** 【威信】 and 【复仇】 (乱民) count these as "投票、毒药、最后一枪" (FAQ 7: 冤死 counts as the vote). */
const VOTE_POISON_SHOT: readonly Cause[] = ['vote', 'scapegoat', 'poison', 'shot'];
/** 【复仇】 (良民): the lovers died of 【杀人】 or 【撕咬】 (小公主 takes a kill's place). */
const KILL_BITE: readonly Cause[] = ['kill', 'bite', 'princess'];

export interface OutContext {
	when: When;
	at: number;
	ex: Explainer;
	/** Posted right after the count (day) instead of at the next day's start. */
	immediate: boolean;
}

export function addFact(
	s: WerewolfState,
	kind: FactKind,
	seats: SeatId[],
	ctx: Pick<OutContext, 'when' | 'at' | 'immediate'>
): WerewolfState {
	const fact: Fact = { kind, seats, when: ctx.when, immediate: ctx.immediate, at: ctx.at };
	return { ...s, facts: [...s.facts, fact] };
}

/**
 * Puts players out one after another and runs every trigger the seed attaches to going out
 * (殉情, 威信, 枭首, 志继, 复仇, 吹笛者出局, 死节, 冤死, 杀人, 殉职, 最后一枪), judging the teams after
 * each: a win ends everything at once (宣布阵营获得胜利会立即终止一切结算).
 */
export function goOut(
	state: WerewolfState,
	queue: readonly { seat: SeatId; cause: Cause }[],
	ctx: OutContext
): WerewolfState {
	let s = state;
	const q = [...queue];
	while (q.length > 0 && !s.winner) {
		const { seat: id, cause } = q.shift() as { seat: SeatId; cause: Cause };
		const seat = seatOf(s, id);
		if (!seat || !inGame(s, seat)) continue;
		const name = seat.name;
		if (
			!ctx.ex.effect(
				`out:${id}`,
				text(`${name} 出局（${CAUSES[cause]['zh-CN']}）`, `${name} is out (${CAUSES[cause].en})`)
			)
		)
			continue;
		const order = s.outCount + 1;
		s = mapSeat({ ...s, outCount: order }, id, (x) => ({
			...x,
			out: { order, cause, when: ctx.when, at: ctx.at }
		}));
		s = addFact(s, 'out', [id], ctx);
		const gone = seatOf(s, id) ?? seat;

		// 【殉情】 and 【复仇】
		const partner = partnerOf(s, id);
		if (partner && inGame(s, partner)) {
			q.unshift({ seat: partner.id, cause: 'lovers' });
			s = revenge(s, cause, ctx);
		}
		// 长老【威信】
		if (gone.role === 'elder' && VOTE_POISON_SHOT.includes(cause)) {
			ctx.ex.note(
				'authority',
				text(
					'【威信】长老出局：所有普通身份失去技能，公示“长老出局！”',
					'Authority: every ordinary role loses its skills'
				)
			);
			s = addFact(s, 'elderOut', [], ctx);
			const idiots = s.seats.filter(
				(x) => x.role === 'idiot' && inGame(s, x) && !hasLost(x, ALL_SKILLS)
			);
			s = mapSeats(
				s,
				(x) => kindOf(x) === 'ordinary',
				(x) => withLost(x, ALL_SKILLS)
			);
			for (const idiot of idiots) q.push({ seat: idiot.id, cause: 'idiot' });
		}
		// 头狼【枭首】
		if (gone.role === 'wolfLeader' && (cause === 'poison' || cause === 'shot')) {
			ctx.ex.note(
				'beheading',
				text(
					'【枭首】头狼出局：使者、修女失去技能',
					'Beheading: the envoy and the nun lose their skills'
				)
			);
			s = mapSeats(
				s,
				(x) => x.role === 'envoy' || x.role === 'nun',
				(x) => withLost(x, ALL_SKILLS)
			);
		}
		// 沉寂的先知者【志继】
		if (gone.role === 'seer') {
			for (const heir of s.seats.filter(
				(x) => x.role === 'silentProphet' && inGame(s, x) && !hasLost(x, DAY_SKILLS.inherit)
			)) {
				ctx.ex.note(
					`inherit:${heir.id}`,
					text(`【志继】${heir.name} 成为预言家`, `Inheritance: ${heir.name} becomes the seer`)
				);
				s = mapSeat(s, heir.id, (x) => ({ ...x, role: 'seer' }));
			}
		}
		// 吹笛者出局: 公示, 吹笛状态取消
		if (gone.role === 'piper') {
			s = addFact(s, 'piperOut', [], ctx);
			s = mapSeats(
				s,
				() => true,
				(x) => withoutStatus(withoutStatus(x, ST.charmed), ST.silenced)
			);
			ctx.ex.note(
				'piper-out',
				text('吹笛者出局：吹笛状态全部取消', 'The piper is out: every charm ends')
			);
		}
		// 死士【死节】
		if (gone.role === 'dieHard' && !hasLost(gone, ALL_SKILLS))
			s = addFact(s, 'dieHardOut', [id], ctx);
		// 替罪羊【冤死】
		if (cause === 'scapegoat') s = addFact(s, 'scapegoatOut', [id], ctx);
		if (hasStatus(gone, ST.scapegoat)) {
			s = mapSeat(s, id, (x) => withoutStatus(x, ST.scapegoat));
			if (s.seats.some((x) => x.role === 'citizen' && inGame(s, x)))
				s = { ...s, pending: [...s.pending, { kind: 'passScapegoat', seat: id }] };
			else
				ctx.ex.note(
					'scapegoat-lost',
					text('场上没有良民：【冤死】失传', 'No good citizen left: Scapegoat is lost')
				);
		}
		// 黑狼【杀人】
		if (hasStatus(gone, ST.killer)) {
			s = mapSeat(s, id, (x) => withoutStatus(x, ST.killer));
			const stillHeld = s.seats.some((x) => hasStatus(x, ST.killer) && inGame(s, x));
			const heirs = s.seats.filter(
				(x) => kindOf(x) === 'wolf' && x.team === 'wolf' && inGame(s, x)
			);
			if (!stillHeld && heirs.length > 0)
				s = { ...s, pending: [...s.pending, { kind: 'passKill', seat: id }] };
			else if (!stillHeld)
				ctx.ex.note('kill-lost', text('狼人全部出局：【杀人】失传', 'No wolf left: Kill is lost'));
		}
		// 警长【殉职】
		if (s.sheriff === id) {
			if (playing(s).length > 0)
				s = { ...s, pending: [...s.pending, { kind: 'succession', seat: id }] };
		}
		// 猎人【最后一枪】
		if (gone.role === 'hunter' && !hasLost(gone, ALL_SKILLS) && !hasStatus(gone, ST.silenced))
			s = { ...s, pending: [...s.pending, { kind: 'lastShot', seat: id }] };

		s = settle(s, ctx.ex.lines, ctx.at);
	}
	return s;
}

/** 丘比特【复仇】: the lovers' cause of death turns cupid into a 乱民 or a 良民. */
function revenge(s: WerewolfState, cause: Cause, ctx: OutContext): WerewolfState {
	const cupids = s.seats.filter(
		(x) => x.role === 'cupid' && inGame(s, x) && !hasStatus(x, ST.lover)
	);
	const to = VOTE_POISON_SHOT.includes(cause)
		? ('rebel' as const)
		: KILL_BITE.includes(cause)
			? ('citizen' as const)
			: null;
	if (!to) return s;
	for (const c of cupids) {
		const role = roleOf(to);
		ctx.ex.note(
			`revenge:${c.id}`,
			text(
				`【复仇】情侣死于${CAUSES[cause]['zh-CN']}：${c.name} 变为${role.name['zh-CN']}`,
				`Revenge: the lovers died of ${CAUSES[cause].en}; ${c.name} becomes a ${role.name.en}`
			)
		);
		s = mapSeat(s, c.id, (x) => ({ ...x, role: to, team: role.team }));
	}
	return s;
}

/** Marks a seat as the holder of a status (used by passing 杀人 and 冤死). */
export function give(s: WerewolfState, id: SeatId, status: string): WerewolfState {
	return mapSeat(s, id, (x) => withStatus(x, status));
}

export { nameOf };
