import { castBallot } from '../../engine/ballot';
import { createLog } from '../../engine/log';
import { emptyMarks, withCounter, withoutStatus } from '../../engine/marks';
import { withPenalty, withoutPenalty } from '../../engine/penalties';
import { createRng, shuffle } from '../../engine/random';
import { withAction, withoutAction } from '../../engine/resolution';
import { type Line, text } from '../../engine/text';
import { type Rejection, isRejection, reject } from '../../engine/types';
import { bladeReady, countDay, makeSheriff, voteOut } from './day';
import { lastWordsRight } from './effects';
import { checkAction, openNight, resolveDawn, resolvePhase } from './night';
import { chooseLoneWolf, shootArrows } from './night0';
import { articleById } from './penalty-code';
import { canAct } from './player-states';
import {
	BOARD,
	type I01Role,
	type I01Skill,
	PLAYERS,
	ROLE_KIND,
	ROLE_TEAM,
	isRole,
	isSkill
} from './roles';
import {
	type DayRecord,
	type I01State,
	type NightRecord,
	emptyState,
	isDying,
	isOut,
	playerOf,
	seatLabel
} from './state';
import { judge } from './win';

export type I01Event =
	| { type: 'i01/create'; at: number; id: string; name: string; seed: number; names: string[] }
	/** Deals the board at random with the game's seed (身份随机分发). */
	| { type: 'i01/deal'; at: number }
	/** The 主办 enters the roles by seat order (e.g. to re-enter a game dealt elsewhere). */
	| { type: 'i01/assign'; at: number; roles: I01Role[] }
	| { type: 'i01/arrows'; at: number; a: string; b: string }
	| { type: 'i01/lone-wolf'; at: number; by: string; seat: string | null }
	| { type: 'i01/end-night0'; at: number }
	| { type: 'i01/ballot'; at: number; voter: string; target: string | null }
	| { type: 'i01/unballot'; at: number; voter: string }
	| { type: 'i01/close-day'; at: number }
	/** “同意第N天加速” (on) or its withdrawal. */
	| { type: 'i01/speed-up'; at: number; seat: string; on: boolean }
	/** 孤刀: the lone wolf's choice (null: declines); the vote-out then happens. */
	| { type: 'i01/blade'; at: number; target: string | null }
	/** 殉职: the successor named by the sheriff who went out. */
	| { type: 'i01/badge'; at: number; to: string }
	| { type: 'i01/start-night'; at: number }
	/** A skill entered in its night phase; target null removes the entry (放弃). */
	| {
			type: 'i01/action';
			at: number;
			skill: I01Skill;
			actor: string;
			target: string | null;
			/** The player wrote “确定” after the target: it can no longer change. */
			confirmed?: boolean;
	  }
	/** The 主办 voids (reason) or restores (null) one resolution line by its key. */
	| { type: 'i01/override'; at: number; key: string; reason: string | null }
	| { type: 'i01/close-phase'; at: number }
	| { type: 'i01/start-day'; at: number }
	| {
			type: 'i01/penalty';
			at: number;
			seat: string;
			article: string | null;
			points: number;
			reason: string;
	  }
	| { type: 'i01/unpenalty'; at: number; id: string }
	| { type: 'i01/peace'; at: number; seat: string; on: boolean }
	| { type: 'i01/last-words'; at: number; seat: string; text: string }
	/** 流局 (第一章第四节第2条). */
	| { type: 'i01/void'; at: number; reason: string };

const no = (code: string, zh: string, en: string) => reject(code, zh, en);

function withRoles(s: I01State, roles: readonly I01Role[]): I01State {
	return {
		...s,
		players: s.players.map((p, i) => {
			const role = roles[i] as I01Role;
			return { ...p, role, team: ROLE_TEAM[role], kind: ROLE_KIND[role] };
		}),
		phase: { kind: 'night0' }
	};
}

function sameBoard(roles: readonly I01Role[]): boolean {
	return [...roles].sort().join() === [...BOARD].sort().join();
}

function dayRecord(n: number): DayRecord {
	return { n, ballots: [], tally: null, result: null, lines: [] };
}

function addLines(s: I01State, lines: Line[]): I01State {
	if (s.night) return { ...s, night: { ...s.night, lines: [...s.night.lines, ...lines] } };
	if (s.day) return { ...s, day: { ...s.day, lines: [...s.day.lines, ...lines] } };
	return s;
}

function handle(s: I01State, e: I01Event): I01State | Rejection {
	if (e.type === 'i01/create') {
		if (s.id) return no('created', '游戏已创建', 'The game already exists');
		if (e.names.length !== PLAYERS)
			return no(
				'players',
				`I01 板子需要${PLAYERS}名玩家`,
				`The I01 board needs ${PLAYERS} players`
			);
		const names = e.names.map((n) => n.trim());
		if (names.some((n) => !n))
			return no('names', '每名角色都需要名字', 'Every character needs a name');
		return {
			...emptyState(),
			id: e.id,
			name: e.name,
			createdAt: e.at,
			rng: e.seed >>> 0,
			players: names.map((name, i) => ({
				seat: `s${i + 1}`,
				name,
				role: null,
				team: null,
				kind: null,
				marks: emptyMarks(),
				out: null
			}))
		};
	}
	if (!s.id) return no('no-game', '请先创建游戏', 'Create the game first');
	if (s.result && !['i01/penalty', 'i01/unpenalty', 'i01/last-words'].includes(e.type))
		return no('ended', '游戏已结束', 'The game is over');
	const ph = s.phase;
	switch (e.type) {
		case 'i01/deal': {
			if (ph.kind !== 'setup') return no('dealt', '身份已分发', 'Roles are already dealt');
			const rng = createRng(s.rng);
			const roles = shuffle(BOARD, rng);
			return { ...withRoles(s, roles), rng: rng.state };
		}
		case 'i01/assign': {
			if (ph.kind !== 'setup') return no('dealt', '身份已分发', 'Roles are already dealt');
			if (e.roles.length !== PLAYERS || !e.roles.every(isRole) || !sameBoard(e.roles))
				return no(
					'board',
					'身份须恰为：先知、女巫、守卫、3村民、爱神、4狼人、吹笛',
					'Roles must be exactly: seer, witch, guard, 3 villagers, cupid, 4 werewolves, piper'
				);
			return withRoles(s, e.roles);
		}
		case 'i01/arrows': {
			const r = shootArrows(s, e.a, e.b);
			if (isRejection(r)) return r;
			return { ...r.state, night0: { ...r.state.night0, lines: [...s.night0.lines, ...r.lines] } };
		}
		case 'i01/lone-wolf': {
			const r = chooseLoneWolf(s, e.by, e.seat);
			if (isRejection(r)) return r;
			return { ...r.state, night0: { ...r.state.night0, lines: [...s.night0.lines, ...r.lines] } };
		}
		case 'i01/end-night0': {
			if (ph.kind !== 'night0') return no('not-night0', '现在不是第零日夜晚', 'Not night zero');
			if (!s.night0.arrows)
				return no(
					'arrows',
					'【金箭】是<强制>技能：须先指定两名情侣（逾期由主办按事先制定的方式处理）',
					'The arrows are compulsory: name the lovers first'
				);
			return { ...s, phase: { kind: 'day', n: 1 }, day: dayRecord(1) };
		}
		case 'i01/ballot': {
			if (ph.kind !== 'day' || !s.day || s.day.tally)
				return no('not-voting', '现在不在投票时间', 'Voting is not open');
			const r = canAct(s, e.voter, 'vote');
			if (r) return r;
			if (e.target !== null) {
				const t = playerOf(s, e.target);
				if (!t || isOut(t))
					return no('target', '只能投给未出局的角色', 'Vote for a character who is not out');
			}
			const seq = s.clock + 1;
			return {
				...s,
				clock: seq,
				day: { ...s.day, ballots: castBallot(s.day.ballots, e.voter, e.target, seq, e.at) }
			};
		}
		case 'i01/unballot': {
			if (ph.kind !== 'day' || !s.day || s.day.tally)
				return no('not-voting', '现在不在投票时间', 'Voting is not open');
			return {
				...s,
				day: { ...s.day, ballots: castBallot(s.day.ballots, e.voter, undefined, 0, e.at) }
			};
		}
		case 'i01/speed-up': {
			if (ph.kind !== 'day' || !s.day || s.day.tally)
				return no('not-voting', '只能在讨论日同意加速', 'Only during a discussion day');
			const r = canAct(s, e.seat, 'discuss');
			if (r) return r;
			const prev = s.day.speedUp ?? [];
			const speedUp = e.on ? [...new Set([...prev, e.seat])] : prev.filter((x) => x !== e.seat);
			return { ...s, day: { ...s.day, speedUp } };
		}
		case 'i01/close-day': {
			if (ph.kind !== 'day' || !s.day || s.day.tally)
				return no('not-voting', '现在不在投票时间', 'Voting is not open');
			if (s.pending.some((p) => p.kind === 'badge'))
				return no(
					'badge',
					'【殉职】：须先选出继任警长，再计票',
					'Name the new sheriff (殉职) before counting'
				);
			const o = countDay(s, ph.n, s.day.ballots);
			let st: I01State = {
				...s,
				day: { ...s.day, tally: o.tally, result: o.chosen, lines: [...s.day.lines, ...o.lines] }
			};
			if (ph.n === 1) {
				st = makeSheriff(st, o.chosen);
				if (o.chosen) {
					const seq = st.clock + 1;
					st = {
						...st,
						clock: seq,
						notices: [
							...st.notices,
							{ seq, when: { kind: 'day', n: 1 }, kind: 'sheriff', seat: o.chosen, order: seq }
						]
					};
				}
				return st;
			}
			if (!o.chosen) return st;
			if (bladeReady(st, o.chosen)) {
				return addLines({ ...st, pending: [...st.pending, { kind: 'blade', seat: o.chosen }] }, [
					{
						key: 'blade-ready',
						text: text(
							`${seatLabel(st, o.chosen)}为孤狼且是狼人阵营最后一名存活角色：可发动【孤刀】`,
							'The lone wolf is the last of the werewolf team: they may use the lone blade'
						)
					}
				]);
			}
			const r = voteOut(st, ph.n, o.chosen, null, e.at);
			const j = judge(r.state, e.at);
			return addLines(j.state, [...r.lines, ...j.lines]);
		}
		case 'i01/blade': {
			const p = s.pending.find((x) => x.kind === 'blade');
			if (!p || ph.kind !== 'day')
				return no('no-blade', '现在不能发动【孤刀】', 'No lone blade is pending');
			if (e.target !== null) {
				const t = playerOf(s, e.target);
				if (!t || isOut(t) || e.target === p.seat)
					return no(
						'target',
						'须选择一名其他未出局的角色',
						'Choose another character who is not out'
					);
			}
			const st = { ...s, pending: s.pending.filter((x) => x !== p) };
			const r = voteOut(st, ph.n, p.seat, e.target, e.at);
			const j = judge(r.state, e.at);
			return addLines(j.state, [...r.lines, ...j.lines]);
		}
		case 'i01/badge': {
			const p = s.pending.find((x) => x.kind === 'badge');
			if (!p) return no('no-badge', '没有待继任的警长', 'No sheriff to replace');
			const t = playerOf(s, e.to);
			if (!t || isOut(t))
				return no('target', '继任警长须为未出局的角色', 'The new sheriff must not be out');
			const when =
				ph.kind === 'day'
					? { kind: 'day' as const, n: ph.n }
					: { kind: 'night' as const, n: ph.kind === 'night' ? ph.n : 0 };
			const seq = s.clock + 1;
			const st = makeSheriff({ ...s, clock: seq, pending: s.pending.filter((x) => x !== p) }, e.to);
			return addLines(
				{ ...st, notices: [...st.notices, { seq, when, kind: 'sheriff', seat: e.to, order: seq }] },
				[
					{
						key: `badge.${e.to}`,
						text: text(`【殉职】：${seatLabel(s, e.to)}继任警长`, `${t.name} becomes sheriff`)
					}
				]
			);
		}
		case 'i01/start-night': {
			if (ph.kind !== 'day' || !s.day?.tally)
				return no('count-first', '先计票，再进入夜晚', 'Count the votes before the night');
			if (s.pending.length)
				return no(
					'pending',
					s.pending[0]?.kind === 'blade' ? '先结算【孤刀】' : '先选出继任警长（【殉职】）',
					s.pending[0]?.kind === 'blade'
						? 'Resolve the lone blade first'
						: 'Name the new sheriff first'
				);
			return openNight({ ...s, days: [...s.days, s.day], day: null }, ph.n);
		}
		case 'i01/action': {
			if (!isSkill(e.skill)) return no('skill', '没有这个技能', 'Unknown skill');
			if (ph.kind !== 'night' || !s.night) return no('not-night', '现在不是夜晚', 'Not a night');
			if (s.night.actions.some((a) => a.skill === e.skill && a.extra === 'confirmed'))
				return no(
					'confirmed',
					'该技能目标已回复“确定”，不可更改',
					'The player confirmed this target (确定): it cannot change'
				);
			if (e.target === null) {
				return { ...s, night: { ...s.night, actions: withoutAction(s.night.actions, e.skill) } };
			}
			const r = checkAction(s, e.skill, e.actor, e.target);
			if (r) return r;
			const seq = s.clock + 1;
			return {
				...s,
				clock: seq,
				night: {
					...s.night,
					actions: withAction(s.night.actions, {
						skill: e.skill,
						actor: e.actor,
						target: e.target,
						...(e.confirmed ? { extra: 'confirmed' } : {}),
						seq,
						at: e.at
					})
				}
			};
		}
		case 'i01/override': {
			if (ph.kind !== 'night' || !s.night)
				return no('not-night', '只能在夜晚结算前改判', 'Only during a night');
			const overrides = { ...s.night.overrides };
			if (e.reason === null) delete overrides[e.key];
			else if (!e.reason.trim()) return no('reason', '改判须写明理由', 'Give a reason');
			else overrides[e.key] = e.reason.trim();
			return { ...s, night: { ...s.night, overrides } };
		}
		case 'i01/close-phase': {
			if (ph.kind !== 'night' || !s.night || ph.step === 'dawn')
				return no('not-night', '现在没有进行中的夜晚阶段', 'No night phase is open');
			const r = resolvePhase(s, e.at);
			let st = r.state;
			const n = st.night as NightRecord;
			st = {
				...st,
				night: { ...n, lines: [...n.lines, ...r.lines], feedback: [...n.feedback, ...r.feedback] }
			};
			if (st.result) return { ...st, nights: [...st.nights, st.night as NightRecord] };
			if (ph.step < 6) return { ...st, phase: { kind: 'night', n: ph.n, step: ph.step + 1 } };
			const d = resolveDawn(st, e.at);
			st = d.state;
			const n2 = st.night as NightRecord;
			st = {
				...st,
				night: {
					...n2,
					lines: [...n2.lines, ...d.lines],
					feedback: [...n2.feedback.filter((f) => !f.deferred), ...d.feedback]
				}
			};
			if (st.result) return { ...st, nights: [...st.nights, st.night as NightRecord] };
			return { ...st, phase: { kind: 'night', n: ph.n, step: 'dawn' } };
		}
		case 'i01/start-day': {
			if (ph.kind !== 'night' || ph.step !== 'dawn' || !s.night)
				return no('night-open', '夜晚尚未结算完毕', 'The night is not resolved yet');
			const n = ph.n + 1;
			// 濒死 only exists at night: a dying character whose going out the 主办 voided lives on.
			const players = s.players.map((p) =>
				isDying(p)
					? { ...p, marks: withCounter(withoutStatus(p.marks, 'dying'), 'dyingAt', null) }
					: p
			);
			return {
				...s,
				players,
				nights: [...s.nights, s.night],
				night: null,
				phase: { kind: 'day', n },
				day: dayRecord(n),
				peace: s.peace.filter((x) => s.players.some((p) => p.seat === x && !isOut(p)))
			};
		}
		case 'i01/penalty': {
			const p = playerOf(s, e.seat);
			if (!p) return no('unknown-seat', '没有这个座位', 'No such seat');
			if (!Number.isInteger(e.points) || e.points < 0 || e.points > 12)
				return no('points', '扣分须为0~12的整数', 'Points must be a whole number from 0 to 12');
			if (!e.reason.trim() && e.article === null)
				return no('reason', '请写明违规事实', 'Describe the offence');
			if (e.article !== null) {
				const a = articleById(e.article);
				if (!a) return no('article', '没有这一条款', 'Unknown article');
				const min = a.escalation ? undefined : a.min;
				if (a.escalation) {
					const prior = s.penalties.filter((x) => x.seat === e.seat && x.article === a.id).length;
					const due = a.escalation[Math.min(prior, a.escalation.length - 1)] as number;
					if (e.points !== due)
						return no(
							'escalation',
							`${a.ref}：第${prior + 1}次违规扣${due}分`,
							`${a.ref}: offence ${prior + 1} costs ${due}`
						);
				} else if (e.points < (min ?? 0) || e.points > a.max)
					return no(
						'range',
						`${a.ref}的扣分范围是${a.min}~${a.max}分`,
						`${a.ref} takes ${a.min}–${a.max} points`
					);
			}
			const id = `p${s.nextId}`;
			const st: I01State = {
				...s,
				nextId: s.nextId + 1,
				penalties: withPenalty(s.penalties, {
					id,
					seat: e.seat,
					points: e.points,
					reason: e.reason.trim(),
					...(e.article !== null ? { article: e.article } : {}),
					at: e.at
				}),
				peace: s.peace.filter((x) => x !== e.seat)
			};
			return s.result ? st : judge(st, e.at).state;
		}
		case 'i01/unpenalty': {
			if (!s.penalties.some((x) => x.id === e.id))
				return no('unknown', '没有这条判罚', 'No such entry');
			return { ...s, penalties: withoutPenalty(s.penalties, e.id) };
		}
		case 'i01/peace': {
			if (ph.kind === 'setup') return no('setup', '游戏尚未开始', 'The game has not started');
			const r = canAct(s, e.seat, 'discuss');
			if (r) return r;
			const peace = e.on ? [...new Set([...s.peace, e.seat])] : s.peace.filter((x) => x !== e.seat);
			return judge({ ...s, peace }, e.at).state;
		}
		case 'i01/last-words': {
			const right = lastWordsRight(s, e.seat);
			if (right !== 'yes')
				return no(
					'no-last-words',
					right === 'ejected'
						? '罚下的角色不能参与讨论，遗言不予公示'
						: '只有前4名出局的角色可以留下遗言',
					right === 'ejected'
						? 'An ejected character cannot post last words'
						: 'Only the first four characters out leave last words'
				);
			if (e.text.length > 3000)
				return no('long', '遗言须在3000字以下', 'Last words are under 3000 characters');
			return { ...s, lastWords: { ...s.lastWords, [e.seat]: e.text } };
		}
		case 'i01/void':
			if (!e.reason.trim()) return no('reason', '流局须写明理由', 'Give a reason');
			return {
				...s,
				result: { kind: 'void', reason: e.reason.trim(), at: e.at },
				phase: { kind: 'ended' }
			};
	}
	return no('unknown-event', '未知操作', 'Unknown event');
}

/** The I01 reducer: every accepted event stamps `updatedAt`. */
export function reduceI01(s: I01State, e: I01Event): I01State | Rejection {
	const next = handle(s, e);
	if (isRejection(next)) return next;
	return { ...next, updatedAt: e.at };
}

export const I01_LOG = createLog({ apply: reduceI01, empty: emptyState });

/** An event as the screen sends it: the time is stamped when it is dispatched. */
export type I01Command = I01Event extends infer E
	? E extends I01Event
		? Omit<E, 'at'>
		: never
	: never;
